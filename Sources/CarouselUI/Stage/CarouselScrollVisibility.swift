#if canImport(SwiftUI)
  import SwiftUI

  /// Off screen also when an enclosing scroll view has scrolled the carousel out of sight
  /// (iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2); `onDisappear` covers the rest.
  ///
  /// The callback reports crossings only: a carousel that starts below the fold counts as
  /// visible until it first crosses the threshold (nothing reports otherwise), so its autoplay
  /// may run while unseen until then.
  struct CarouselScrollVisibility: ViewModifier {
    let model: CarouselModel

    func body(content: Content) -> some View {
      if #available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) {
        content.onScrollVisibilityChange(threshold: 0.01, model.scrollVisibilityChanged)
      } else {
        content
      }
    }
  }
#endif
