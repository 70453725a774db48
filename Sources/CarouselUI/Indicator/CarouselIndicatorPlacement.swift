#if canImport(SwiftUI)
  import SwiftUI

  /// Where a carousel draws its built-in page indicator.
  ///
  /// ```swift
  /// Carousel(slides) { slide in SlideView(slide: slide) }
  ///   .carouselIndicator(.dots, placement: .overlay(alignment: .bottom))
  ///   .frame(height: 240)
  /// ```
  public enum CarouselIndicatorPlacement: Equatable, Sendable {
    /// Below the slides (to the trailing side of a vertical carousel).
    case below
    /// Above the slides (to the leading side of a vertical carousel).
    case above
    /// Over the slides, aligned in the carousel's frame (inset by 12 points).
    case overlay(alignment: Alignment)

    /// The placement as CarouselCore's stage arrangement takes it: an overlay's alignment as
    /// fractions of the free room (other alignment guides count as centered).
    var core: CarouselStageArrangement.IndicatorPlacement {
      switch self {
      case .below: return .below
      case .above: return .above
      case .overlay(let alignment):
        let horizontal: Double =
          alignment.horizontal == .leading ? 0 : alignment.horizontal == .trailing ? 1 : 0.5
        let vertical: Double =
          alignment.vertical == .top ? 0 : alignment.vertical == .bottom ? 1 : 0.5
        return .overlay(horizontal: horizontal, vertical: vertical)
      }
    }
  }
#endif
