#if canImport(SwiftUI)
  import SwiftUI

  // The modifiers folded into the values and parameters of others before 0.1.0 (issue 42), as
  // SwiftUI folds a scroll view's paging into `scrollTargetBehavior` and its margins into
  // `contentMargins(_:_:for:)`. Each still writes what it wrote, for one minor version, and its
  // deprecation names the spelling that replaces it. Declared here once each.
  extension View {
    /// Sets how autoplay behaves beyond its interval; now a parameter of autoplay.
    @available(
      *, deprecated,
      message:
        "use carouselAutoplay(_:options:), e.g. .carouselAutoplay(.seconds(5), options: .story)"
    )
    public func carouselAutoplayOptions(_ options: AutoplayOptions)
      -> CarouselModifiedContent<Self>
    {
      carouselSettings { $0.configuration.autoplayOptions = options }
    }

    /// Draws the built-in page dots as `dots`; now named in the indicator's style.
    @available(
      *, deprecated,
      message:
        "name the look in the indicator's style: .carouselIndicator(.dots(_:)) or .carouselIndicator(.timerProgress(_:))"
    )
    public func carouselDots(_ dots: CarouselDots) -> CarouselModifiedContent<Self> {
      carouselSettings { $0.dots = dots }
    }

    /// Colors the built-in page dots; now parameters of the indicator.
    @available(
      *, deprecated,
      message:
        "use carouselIndicator(_:placement:current:other:image:), e.g. .carouselIndicator(.dots, current: .white, other: .white.opacity(0.4))"
    )
    public func carouselDotColors(current: some ShapeStyle, other: some ShapeStyle)
      -> CarouselModifiedContent<Self>
    {
      let current = AnyShapeStyle(current)
      let other = AnyShapeStyle(other)
      return carouselExtras {
        $0.currentDotStyle = current
        $0.otherDotStyle = other
      }
    }

    /// Draws an image per page in place of its dot; now a parameter of the indicator.
    @available(
      *, deprecated,
      message:
        "use carouselIndicator(_:placement:image:), e.g. .carouselIndicator(.dots, image: { index in … })"
    )
    public func carouselDotImage(_ image: @escaping (Int) -> Image?)
      -> CarouselModifiedContent<Self>
    {
      carouselExtras { $0.dotImage = image }
    }

    /// Insets the pages from their leading and trailing edges; now margins.
    @available(
      *, deprecated,
      message:
        "use carouselMargins(.leading, _:) and carouselMargins(.trailing, _:) (.top and .bottom on a vertical carousel), as contentMargins(_:_:for:)"
    )
    public func carouselInsets(leading: Double = 0, trailing: Double = 0)
      -> CarouselModifiedContent<Self>
    {
      carouselSettings {
        ($0.configuration.layout.leadingInset, $0.configuration.layout.trailingInset) = (
          leading, trailing
        )
      }
    }

    /// Sets the item's size in points; now one spelling of the item length.
    @available(
      *, deprecated,
      message:
        "use carouselItemLength(.points(_:), cross: .points(_:)); for nil (the length the style derives), leave it out"
    )
    public func carouselItemLength(main: Double?, cross: Double? = nil)
      -> CarouselModifiedContent<Self>
    {
      carouselSettings {
        $0.configuration.layout.itemMainLength = main
        $0.configuration.layout.itemCrossLength = cross
      }
    }

    /// Sets how much of an item must show to count as in view; now a parameter of the callback.
    @available(
      *, deprecated,
      message:
        "use onCarouselVisibleItemsChange(threshold:whileMoving:_:), as onScrollTargetVisibilityChange(idType:threshold:_:)"
    )
    public func carouselVisibleItemsThreshold(_ threshold: Double, whileMoving: Bool = false)
      -> CarouselModifiedContent<Self>
    {
      carouselVisibleItemsReporting(threshold: threshold, whileMoving: whileMoving)
    }

    /// Sets how far one swipe moves the carousels: `.item` or `.screenful`.
    @available(
      *, deprecated, renamed: "carouselTargetBehavior(_:)",
      message: "use carouselTargetBehavior(.screenful), as scrollTargetBehavior(_:)"
    )
    public func carouselPagingStep(_ step: AnyCarouselTargetBehavior)
      -> CarouselModifiedContent<Self>
    {
      carouselTargetBehavior(step)
    }

    /// Turns the carousels' own swipes off; now a parameter of `carouselPagingDisabled`.
    @available(
      *, deprecated,
      message:
        "use carouselPagingDisabled(_:swipesOnly:), e.g. .carouselPagingDisabled(true, swipesOnly: true)"
    )
    public func carouselSwipeDisabled(_ isDisabled: Bool = true) -> CarouselModifiedContent<Self> {
      carouselPagingDisabled(isDisabled, swipesOnly: true)
    }

    /// Dismisses the keyboard on a swipe; now a parameter of `carouselDrag`.
    @available(
      *, deprecated,
      message: "use carouselDrag(dismissesKeyboard:), e.g. .carouselDrag(dismissesKeyboard: true)"
    )
    public func carouselSwipeDismissesKeyboard(_ dismisses: Bool = true)
      -> CarouselModifiedContent<Self>
    {
      carouselDrag(dismissesKeyboard: dismisses)
    }
  }
#endif
