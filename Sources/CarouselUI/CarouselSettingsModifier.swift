#if canImport(SwiftUI)
  import SwiftUI

  /// What every carousel modifier applies: one change to the carousel settings in the
  /// environment, for every carousel in the modified view (but not for carousels in a carousel's
  /// slides, which start from the defaults). You do not make one yourself: the carousel
  /// modifiers (``SwiftUI/View/carouselStyle(_:)-5tgiz`` …) return it, so that
  /// ``CarouselItemNaming/carouselItemName(_:)`` still knows the carousel's item type after them.
  public struct CarouselSettingsModifier: ViewModifier {
    let change: (inout CarouselSettings) -> Void

    /// The modified view, with the change in its environment.
    public func body(content: Content) -> some View {
      content.transformEnvironment(\.carouselSettings, transform: change)
    }
  }
#endif
