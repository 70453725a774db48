#if canImport(SwiftUI)
  import SwiftUI

  // The modifiers that style the built-in page dots, as `UIPageControl`'s properties do: the
  // look (`CarouselDots`: size, spacing, the current dot's length and scale), the colors
  // (`currentPageIndicatorTintColor`, `pageIndicatorTintColor`) and an image per page
  // (`setIndicatorImage(_:forPage:)`). They reach every built-in indicator below them, the
  // carousel's own and a `CarouselIndicator(.dots)` beside it, but not the carousels in a
  // carousel's slides, which start from the defaults.
  extension View {
    /// Draws the built-in page dots of the carousels and indicators in this view as `dots`:
    /// `.standard` (the default), `.capsules`, `.circles`, or a look of your own. Applies to
    /// `.dots` and `.timerProgress` indicators alike.
    ///
    /// ```swift
    /// Carousel(cards) { card in CardView(card: card) }
    ///   .carouselDots(.capsules)
    ///   .carouselDotColors(current: .white, other: .white.opacity(0.4))
    /// ```
    public func carouselDots(_ dots: CarouselDots) -> CarouselModifiedContent<Self> {
      carouselSettings { $0.dots = dots }
    }

    /// Colors the built-in page dots: the current dot in `current`, the others in `other`, the
    /// two blended while the dots move from one page to the next. By default the current dot is
    /// in the foreground style's primary level and the others in its tertiary level. An image
    /// from ``carouselDotImage(_:)`` is tinted in the same colors.
    ///
    /// ```swift
    /// Carousel(slides) { slide in SlideView(slide: slide) }
    ///   .carouselDotColors(current: .orange, other: .orange.opacity(0.3))
    /// ```
    public func carouselDotColors(current: some ShapeStyle, other: some ShapeStyle)
      -> CarouselModifiedContent<Self>
    {
      carouselExtras {
        $0.currentDotStyle = AnyShapeStyle(current)
        $0.otherDotStyle = AnyShapeStyle(other)
      }
    }

    /// Draws the image `image` returns for a page in place of its dot, as a template in the
    /// dot's color, fitted to the dot's frame; `nil` keeps the plain dot. The page is the item's
    /// index.
    ///
    /// ```swift
    /// Carousel(pages) { page in PageView(page: page) }
    ///   .carouselDots(.circles)
    ///   .carouselDotImage { index in index == 0 ? Image(systemName: "location.fill") : nil }
    /// ```
    public func carouselDotImage(_ image: @escaping (Int) -> Image?)
      -> CarouselModifiedContent<Self>
    {
      carouselExtras { $0.dotImage = image }
    }
  }
#endif
