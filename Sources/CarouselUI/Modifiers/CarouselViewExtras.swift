#if canImport(SwiftUI)
  import SwiftUI

  /// What the carousel modifiers put in the environment besides the settings: the callbacks, the
  /// per-item effect, the focus binding, the empty content and the dots' colors and images.
  /// Closures and views cannot be compared, so they are a value of their own, apart from the
  /// `Equatable` settings. A carousel's slides start again without them.
  struct CarouselViewExtras {
    var callbacks = CarouselCallbacks()
    var transition: CarouselTransitionEffect?
    var focus: FocusState<Bool>.Binding?
    var emptyContent: AnyView?
    /// The built-in dots' colors (`carouselIndicator(_:placement:current:other:image:)`).
    var currentDotStyle = AnyShapeStyle(HierarchicalShapeStyle.primary)
    var otherDotStyle = AnyShapeStyle(HierarchicalShapeStyle.tertiary)
    /// The image drawn for a page in place of its dot (`carouselIndicator`'s `image:`).
    var dotImage: ((Int) -> Image?)?
  }
#endif
