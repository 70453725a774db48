#if canImport(SwiftUI)
  import SwiftUI
  #if canImport(UIKit)
    // The iOS 17.0 SDK declares UIAccessibility's notifications as mutable globals; later SDKs
    // as constants.
    @preconcurrency import UIKit
  #endif

  /// VoiceOver's three-finger swipes page the carousel, as in a paging scroll view, and the new
  /// page is announced ("Page 2 of 5", or "Beach, page 2 of 5" for a named item).
  struct CarouselAccessibilityScroll: ViewModifier {
    let model: CarouselModel

    func body(content: Content) -> some View {
      content.accessibilityScrollAction { edge in
        let step = CarouselInputMapping.step(
          scrollingToward: edge.carouselEdge, axis: model.engine.configuration.axis)
        let changes = model.send { $0.userStepped(step, cause: .accessibility, at: $1) }
        if changes.contains(.selection) { announcePage() }
      }
    }

    /// Tells VoiceOver the page changed, as a scroll view does, naming the item when the
    /// carousel names its items ("Beach, page 2 of 5").
    private func announcePage() {
      #if canImport(UIKit) && !os(watchOS)
        guard let announcement = model.host.scrollAnnouncement else { return }
        UIAccessibility.post(notification: .pageScrolled, argument: announcement.localized)
      #endif
    }
  }

  extension Edge {
    /// The engine's name for the edge.
    fileprivate var carouselEdge: CarouselEdge {
      switch self {
      case .top: return .top
      case .leading: return .leading
      case .bottom: return .bottom
      case .trailing: return .trailing
      }
    }
  }
#endif
