#if canImport(SwiftUI)
  import SwiftUI

  extension View {
    /// Places the items of the carousels in this view with `style`: one of CarouselCore's
    /// (`.paged`, `.peek`, `.scale`, `.fade`, `.rotation`, `.coverFlow`, `.stack`, `.ring`) or
    /// your own ``CarouselLayoutStyle``. Default `.paged`.
    ///
    /// ```swift
    /// Carousel(cards) { card in CardView(card: card) }
    ///   .carouselStyle(.peek)
    ///   .frame(height: 240)
    /// ```
    public func carouselStyle(_ style: some CarouselLayoutStyle) -> some View {
      carouselSettings { $0.configuration.style = style }
    }

    /// Places the items with a style chosen at run time, such as `CarouselStyleName.style` from a
    /// picker. Changing it keeps the carousel's state: its page, its motion, its autoplay wait.
    ///
    /// ```swift
    /// .carouselStyle(selectedStyle.style)  // selectedStyle: CarouselStyleName
    /// ```
    public func carouselStyle(_ style: any CarouselLayoutStyle) -> some View {
      carouselSettings { $0.configuration.style = style }
    }

    /// Pages the carousels in this view along `axis`. Default horizontal.
    public func carouselAxis(_ axis: Axis) -> some View {
      carouselSettings { $0.configuration.axis = axis == .horizontal ? .horizontal : .vertical }
    }

    /// Makes the carousels in this view loop: after the last item comes the first, both ways,
    /// with no copies of the items. A single item never loops. Default off.
    public func carouselLooping(_ isLooping: Bool = true) -> some View {
      carouselSettings { $0.configuration.isLooping = isLooping }
    }

    /// Advances the carousels in this view every `interval`, a `Duration` such as `.seconds(3)`
    /// or a stored `let interval: Duration`. Autoplay never moves a carousel under a finger,
    /// with Reduce Motion or VoiceOver on, while the scene is not active, off screen, or with
    /// fewer than two items; a drag, a tap or an outside selection change starts the full wait
    /// again. Intervals below half a second are raised to it; zero and negative ones turn
    /// autoplay off (both with a runtime warning in debug builds).
    ///
    /// ```swift
    /// Carousel(banners) { banner in BannerView(banner: banner) }
    ///   .carouselAutoplay(.seconds(3))
    ///   .frame(height: 200)
    /// ```
    public func carouselAutoplay(_ interval: Duration) -> some View {
      carouselAutoplay(AutoplayInterval(interval))
    }

    /// Advances the carousels in this view every `interval`, or never (`.off`, the default):
    /// the form for a value chosen at run time. The rules are those of
    /// ``SwiftUI/View/carouselAutoplay(_:)-(Duration)``; NaN and infinite seconds turn autoplay off
    /// too.
    ///
    /// ```swift
    /// .carouselAutoplay(isOn ? AutoplayInterval(.seconds(3)) : .off)
    /// ```
    public func carouselAutoplay(_ interval: AutoplayInterval) -> some View {
      carouselSettings { $0.configuration.autoplay = interval }
    }

    /// Advances every `interval`, except on the items listed in `durations` by ID, which wait
    /// for their own duration.
    ///
    /// ```swift
    /// .carouselAutoplay(.seconds(3), durations: [video.id: .seconds(10)])
    /// ```
    public func carouselAutoplay<ID: Hashable & Sendable>(
      _ interval: Duration, durations: [ID: Duration]
    ) -> some View {
      carouselAutoplay(
        AutoplayInterval(interval), durations: durations.mapValues { AutoplayInterval($0) })
    }

    /// Advances every `interval`, except on the items listed in `durations` by ID, with
    /// intervals chosen at run time.
    public func carouselAutoplay<ID: Hashable & Sendable>(
      _ interval: AutoplayInterval, durations: [ID: AutoplayInterval]
    ) -> some View {
      carouselSettings {
        $0.configuration.autoplay = interval
        $0.itemDurations = Dictionary(
          durations.map { (CarouselItemID($0.key), $0.value) },
          uniquingKeysWith: { first, _ in first })
      }
    }

    /// Draws the built-in page indicator of the carousels in this view in `style` (`.dots`, the
    /// default, `.compact`, `.timerProgress` or `.hidden`), at `placement`.
    public func carouselIndicator(
      _ style: CarouselIndicatorStyle, placement: CarouselIndicatorPlacement = .below
    ) -> some View {
      carouselSettings {
        $0.indicator = style
        $0.indicatorPlacement = placement
      }
    }

    /// Sets the gap between neighboring items, in points; `nil` uses the style's.
    public func carouselSpacing(_ spacing: Double?) -> some View {
      carouselSettings { $0.configuration.spacing = spacing }
    }

    /// Sets how much of each neighbor stays visible beside the focused item, in points; `nil`
    /// uses the style's (`.peek` shows 28).
    public func carouselPeek(_ peek: Double?) -> some View {
      carouselSettings { $0.configuration.peek = peek }
    }

    /// Insets the carousels' pages from their leading and trailing edges (top and bottom for a
    /// vertical carousel); unequal insets move the focused item off center.
    public func carouselInsets(leading: Double = 0, trailing: Double = 0) -> some View {
      carouselSettings {
        $0.configuration.leadingInset = leading
        $0.configuration.trailingInset = trailing
      }
    }

    /// Sets the size of an item along the paging axis and across it, in points; `nil` derives
    /// it from the carousel's size, the insets, peek and spacing.
    public func carouselItemLength(main: Double?, cross: Double? = nil) -> some View {
      carouselSettings {
        $0.configuration.itemMainLength = main
        $0.configuration.itemCrossLength = cross
      }
    }

    /// Settles the carousels in this view with `spring` after a drag, a tap or an advance,
    /// spelled like SwiftUI's springs: `.smooth`, `.snappy`, `.bouncy`, each also with
    /// `(duration:extraBounce:)`, or `.spring(duration:bounce:)`. Default `.smooth`.
    ///
    /// ```swift
    /// .carouselSpring(.snappy(duration: 0.3))
    /// ```
    public func carouselSpring(_ spring: SettleSpring) -> some View {
      carouselSettings { $0.configuration.spring = spring }
    }

    /// Sets how drags turn into pages (thresholds, rubber band, multi-page flicks).
    ///
    /// ```swift
    /// .carouselDrag(DragResolver(allowsMultiPageFlicks: true))
    /// ```
    public func carouselDrag(_ drag: DragResolver) -> some View {
      carouselSettings { $0.configuration.drag = drag }
    }

    /// Plays the selection feedback when the user changes the page (default on); changes by
    /// autoplay or from code never play it.
    public func carouselSelectionFeedback(_ isEnabled: Bool) -> some View {
      carouselSettings { $0.playsSelectionFeedback = isEnabled }
    }

    /// Runs the carousels in this view on `clock` (default `ContinuousClock`), for previews and
    /// tests: a ``ManualClock`` moves only when told. A carousel reads it when it first appears;
    /// carousels inside its slides run on the same clock.
    public func carouselClock(_ clock: some Clock<Duration>) -> some View {
      let wrapped = CarouselClock(clock)
      return carouselSettings { $0.clock = wrapped }
    }

    /// Clips the slides to the carousel's frame (the default, like a scroll view), or lets them
    /// draw beyond it (shadows, a ring wider than its frame).
    public func carouselClipped(_ isClipped: Bool = true) -> some View {
      carouselSettings { $0.clipsSlides = isClipped }
    }

    /// Shows `content` in place of the slides while a carousel has no items.
    public func carouselEmptyContent(@ViewBuilder _ content: () -> some View) -> some View {
      let view = AnyView(content())
      return carouselSettings { $0.emptyContent = view }
    }

    private func carouselSettings(_ change: @escaping (inout CarouselSettings) -> Void)
      -> some View
    {
      transformEnvironment(\.carouselSettings, transform: change)
    }
  }
#endif
