#if canImport(SwiftUI)
  import SwiftUI

  /// Where a carousel draws its built-in page indicator.
  ///
  /// ```swift
  /// Carousel(slides) { slide in SlideView(slide) }
  ///   .carouselIndicator(.dots, placement: .overlay(alignment: .bottom))
  /// ```
  public enum CarouselIndicatorPlacement: Sendable {
    /// Below the slides (to the trailing side of a vertical carousel).
    case below
    /// Above the slides (to the leading side of a vertical carousel).
    case above
    /// Over the slides, aligned in the carousel's frame.
    case overlay(alignment: Alignment)
  }
#endif
