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
      /// The empty content, in a value of its own: a view made anew on every update cannot be
      /// compared.
      case emptyContent(AnyView)
      /// The callbacks and effects, in a value of their own: closures cannot be compared.
      case callbacks((inout CarouselCallbacks) -> Void)
    }

    let change: Change

    /// The modified view, with the change in its environment.
    public func body(content: Content) -> some View {
      switch change {
      case .settings(let change):
        content.transformEnvironment(\.carouselSettings, transform: change)
      case .emptyContent(let view):
        content.environment(\.carouselEmptyContent, view)
      case .callbacks(let change):
        content.transformEnvironment(\.carouselCallbacks, transform: change)
      }
    }
  }
#endif
