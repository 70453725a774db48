#if canImport(SwiftUI)
  import SwiftUI

  // The built-in page indicator, as `UIPageControl` is set up: its style, which names the dots'
  // look (`.dots(.capsules)`: size, spacing, the current dot's length and scale), its place,
  // its colors (`currentPageIndicatorTintColor`, `pageIndicatorTintColor`) and an image per
  // page (`setIndicatorImage(_:forPage:)`). The colors and the image are SwiftUI values that
  // cannot be compared, so they are parameters beside the style, kept apart from the
  // comparable settings (`CarouselViewExtras`). They reach every built-in indicator below them,
  // the carousel's own and a `CarouselIndicator(.dots)` beside it, but not the carousels in a
  // carousel's slides, which start from the defaults.
  //
  // Order: the call written nearer the carousel wins for the style and the place, which it
  // always sets, and for the look, the colors and the image when it names them; a call that
  // leaves them out keeps those of a call further out.
  extension View {
    /// Draws the built-in page indicator of the carousels in this view in `style` (`.dots`, the
    /// default, `.compact`, `.timerProgress` or `.hidden`; `.dots(.capsules)` and
    /// `.timerProgress(.circles)` name the dots' look), at `placement`. `image` gives the image
    /// to draw for a page (the item's index) in place of its dot, as a template in the dot's
    /// color fitted to the dot's frame; `nil` from it keeps the plain dot.
    ///
    /// ```swift
    /// Carousel(pages) { page in PageView(page: page) }
    ///   .carouselIndicator(.dots(.circles), placement: .overlay(alignment: .bottom)) { index in
    ///     index == 0 ? Image(systemName: "location.fill") : nil
    ///   }
    /// ```
    public func carouselIndicator(
      _ style: CarouselIndicatorStyle, placement: CarouselIndicatorPlacement = .below,
      image: ((Int) -> Image?)? = nil
    ) -> CarouselModifiedContent<Self> {
      carouselIndicator(style, placement: placement, extras: { $0.setDotImage(image) })
    }

    /// Draws the built-in page indicator in `style` at `placement` (see
    /// ``SwiftUI/View/carouselIndicator(_:placement:image:)``), the current dot in `current`
    /// and the others in `other`, the two blended while the dots move from one page to the
    /// next. By default the current dot is in the foreground style's primary level and the
    /// others in its tertiary level. An image from `image` is tinted in the same colors.
    ///
    /// ```swift
    /// Carousel(cards) { card in CardView(card: card) }
    ///   .carouselIndicator(.dots(.capsules), current: .white, other: .white.opacity(0.4))
    /// ```
    public func carouselIndicator(
      _ style: CarouselIndicatorStyle, placement: CarouselIndicatorPlacement = .below,
      current: some ShapeStyle, other: some ShapeStyle, image: ((Int) -> Image?)? = nil
    ) -> CarouselModifiedContent<Self> {
      let current = AnyShapeStyle(current)
      let other = AnyShapeStyle(other)
      return carouselIndicator(style, placement: placement) {
        $0.currentDotStyle = current
        $0.otherDotStyle = other
        $0.setDotImage(image)
      }
    }

    /// The settings of `style` and `placement` (`CarouselSettings.setIndicator`), and the
    /// colors and image `extras` writes, in one modifier.
    private func carouselIndicator(
      _ style: CarouselIndicatorStyle, placement: CarouselIndicatorPlacement,
      extras: @escaping (inout CarouselViewExtras) -> Void
    ) -> CarouselModifiedContent<Self> {
      modifier(
        CarouselSettingsModifier(
          change: .both({ $0.setIndicator(style, placement: placement.core) }, extras: extras)))
    }
  }

  extension CarouselViewExtras {
    /// Draws `image`'s images in place of the dots, when given; `nil` keeps the images set
    /// further out.
    mutating func setDotImage(_ image: ((Int) -> Image?)?) {
      if let image { dotImage = image }
    }
  }
#endif
