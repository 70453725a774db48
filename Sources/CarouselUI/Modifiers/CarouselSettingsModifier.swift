#if canImport(SwiftUI)
  import SwiftUI

  /// What every carousel modifier applies: one change to the carousel settings in the
  /// environment, for every carousel in the modified view (but not for carousels in a carousel's
  /// slides, which start from the defaults). You do not make one yourself: the carousel
  /// modifiers (``SwiftUI/View/carouselStyle(_:)-5tgiz`` …) return it, so that
  /// ``DynamicCarouselContent``'s modifiers still know the carousel's item type after them.
  public struct CarouselSettingsModifier: ViewModifier {
    /// What the modifier changes.
    enum Change {
      /// The settings, a comparable value.
      case settings((inout CarouselSettings) -> Void)
      /// The callbacks, effect, focus or empty content, a value of their own: closures and views
      /// cannot be compared.
      case extras((inout CarouselViewExtras) -> Void)
      /// Both, for a modifier that sets comparable values and closures or views together (the
      /// indicator's style with its colors and image).
      case both((inout CarouselSettings) -> Void, extras: (inout CarouselViewExtras) -> Void)
    }

    let change: Change

    /// The modified view, with the change in its environment.
    public func body(content: Content) -> some View {
      switch change {
      case .settings(let change):
        content.transformEnvironment(\.carouselSettings, transform: change)
      case .extras(let change): content.transformEnvironment(\.carouselExtras, transform: change)
      case .both(let settings, let extras):
        content.transformEnvironment(\.carouselSettings, transform: settings)
          .transformEnvironment(\.carouselExtras, transform: extras)
      }
    }
  }
#endif
