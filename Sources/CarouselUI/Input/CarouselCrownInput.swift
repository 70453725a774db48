#if canImport(SwiftUI)
  import SwiftUI

  /// The Digital Crown pages the carousel on watchOS: one detent up is the next item, one down
  /// the previous one. Other platforms have no crown.
  struct CarouselCrownInput<ID: Hashable & Sendable>: ViewModifier {
    let model: CarouselModel<ID>

    #if os(watchOS)
      @State private var detent = 0.0

      func body(content: Content) -> some View {
        content
          .focusable()
          .digitalCrownRotation(
            detent: $detent, from: -1_000_000, through: 1_000_000, by: 1, sensitivity: .medium
          )
          .onChange(of: detent) { model.crownTurned(from: $0, to: $1) }
      }
    #else
      func body(content: Content) -> some View { content }
    #endif
  }
#endif
