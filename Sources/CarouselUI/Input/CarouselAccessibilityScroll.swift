#if canImport(SwiftUI)
  import SwiftUI
  #if canImport(UIKit)
    // The iOS 17.0 SDK declares UIAccessibility's notifications as mutable globals; later SDKs
    // as constants.
    @preconcurrency import UIKit
  #endif

  /// VoiceOver's three-finger swipes page the carousel, as in a paging scroll view, and the new
  /// page is announced ("Page 2 of 5", or "Beach, page 2 of 5" for a named item), as the model
  /// says.
  struct CarouselAccessibilityScroll<ID: Hashable & Sendable>: ViewModifier {
    let model: CarouselModel<ID>

    func body(content: Content) -> some View {
      content.accessibilityScrollAction { edge in
        let edges: [Edge: CarouselEdge] = [
          .top: .top, .leading: .leading, .bottom: .bottom, .trailing: .trailing,
        ]
        guard let announcement = model.accessibilityScrolled(toward: edges[edge] ?? .top) else {
          return
        }
        #if canImport(UIKit) && !os(watchOS)
          UIAccessibility.post(notification: .pageScrolled, argument: announcement.localized)
        #endif
      }
    }
  }
#endif
