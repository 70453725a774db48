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
    public func carouselStyle(_ style: some CarouselLayoutStyle) -> CarouselModifiedContent<Self> {
      carouselSettings { $0.configuration.style = style }
    }

    /// Places the items with a style chosen at run time, such as a built-in style or your own from
    /// a picker. Changing it keeps the carousel's state: its page, its motion, its autoplay wait.
    ///
    /// ```swift
    /// var style: any CarouselLayoutStyle {
    ///   isLeaning ? LeaningCarouselStyle() : AnyCarouselLayoutStyle.peek
    /// }
    /// ```
    public func carouselStyle(_ style: any CarouselLayoutStyle) -> CarouselModifiedContent<Self> {
      carouselSettings { $0.configuration.style = style }
    }

    /// Pages the carousels in this view along `axis`. Default horizontal.
    public func carouselAxis(_ axis: Axis) -> CarouselModifiedContent<Self> {
      carouselSettings { $0.configuration.axis = axis == .horizontal ? .horizontal : .vertical }
    }

    /// Makes the carousels in this view loop: after the last item comes the first, both ways,
    /// with no copies of the items. A single item never loops. Default off.
    public func carouselLooping(_ isLooping: Bool = true) -> CarouselModifiedContent<Self> {
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
    public func carouselAutoplay(_ interval: Duration) -> CarouselModifiedContent<Self> {
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
    public func carouselAutoplay(_ interval: AutoplayInterval) -> CarouselModifiedContent<Self> {
      carouselSettings { $0.configuration.autoplay = interval }
    }

    /// Advances every `interval`, and after the user moves the carousel (a drag ends, a tap, a
    /// key, VoiceOver) waits `resumeAfter` more before the next interval begins, as apps that
    /// give the user a moment after a swipe do: the next advance comes `resumeAfter +
    /// interval` after the user's move. Moves from code and autoplay's own advances wait the
    /// plain interval. The rules are those of ``SwiftUI/View/carouselAutoplay(_:)-(Duration)``;
    /// a negative delay counts as none (a runtime warning in debug builds).
    ///
    /// ```swift
    /// .carouselAutoplay(.seconds(3), resumeAfter: .seconds(2.4))
    /// ```
    public func carouselAutoplay(_ interval: Duration, resumeAfter: Duration)
      -> CarouselModifiedContent<Self>
    {
      carouselAutoplay(AutoplayInterval(interval), resumeAfter: resumeAfter)
    }

    /// ``SwiftUI/View/carouselAutoplay(_:resumeAfter:)-(Duration,_)`` with an interval chosen at
    /// run time.
    public func carouselAutoplay(_ interval: AutoplayInterval, resumeAfter: Duration)
      -> CarouselModifiedContent<Self>
    {
      carouselSettings {
        $0.configuration.autoplay = interval
        $0.configuration.autoplayResumeDelay = resumeAfter
      }
    }

    /// Advances every `interval`, except on the items listed in `durations` by ID, which wait
    /// for their own duration.
    ///
    /// ```swift
    /// .carouselAutoplay(.seconds(3), durations: [video.id: .seconds(10)])
    /// ```
    public func carouselAutoplay<ID: Hashable & Sendable>(
      _ interval: Duration, durations: [ID: Duration]
    ) -> CarouselModifiedContent<Self> {
      carouselAutoplay(
        AutoplayInterval(interval), durations: durations.mapValues { AutoplayInterval($0) })
    }

    /// Advances every `interval`, except on the items listed in `durations` by ID, with
    /// intervals chosen at run time.
    public func carouselAutoplay<ID: Hashable & Sendable>(
      _ interval: AutoplayInterval, durations: [ID: AutoplayInterval]
    ) -> CarouselModifiedContent<Self> {
      carouselSettings {
        $0.configuration.autoplay = interval
        $0.itemDurations = Dictionary(
          durations.map { (AnyItemID($0.key), $0.value) },
          uniquingKeysWith: { first, _ in first })
      }
    }

    /// Sets how autoplay behaves beyond its interval (see ``AutoplayOptions``): `.story` for a
    /// story viewer, which advances with Reduce Motion and VoiceOver on, pauses under a finger
    /// and resumes on its lift, and stops after the last story.
    ///
    /// ```swift
    /// Carousel(stories) { StoryPage($0) }
    ///   .carouselAutoplay(.seconds(5))
    ///   .carouselAutoplayOptions(.story)
    ///   .onCarouselAutoplayFinish { dismiss() }
    /// ```
    public func carouselAutoplayOptions(_ options: AutoplayOptions)
      -> CarouselModifiedContent<Self>
    {
      carouselSettings { $0.configuration.autoplayOptions = options }
    }

    /// Sets how much of an item, as a fraction of its drawn area, must be in view for
    /// `onCarouselVisibleItemsChange` to count it (impressions), as
    /// `onScrollTargetVisibilityChange(idType:threshold:_:)` takes a threshold: 0.5 by default;
    /// clamped into `0...1`, NaN counts as 0.5. "In view" is within what the window shows: a
    /// carousel half scrolled out of an enclosing scroll view shows its items by half at most.
    ///
    /// ```swift
    /// Carousel(products) { ProductTile($0) }
    ///   .carouselVisibleItemsThreshold(1)  // only tiles wholly in view count
    ///   .onCarouselVisibleItemsChange { ids in analytics.seen(ids) }
    /// ```
    ///
    /// With `whileMoving`, the items in view are also reported as a drag or a settle moves the
    /// carousel, as `onScrollTargetVisibilityChange` reports while a scroll view scrolls;
    /// without it, only when the carousel comes to rest.
    public func carouselVisibleItemsThreshold(_ threshold: Double, whileMoving: Bool = false)
      -> CarouselModifiedContent<Self>
    {
      carouselSettings {
        $0.configuration.visibleItemsThreshold = threshold
        $0.configuration.reportsVisibleItemsWhileMoving = whileMoving
      }
    }

    /// Draws the built-in page indicator of the carousels in this view in `style` (`.dots`, the
    /// default, `.compact`, `.timerProgress` or `.hidden`), at `placement`.
    public func carouselIndicator(
      _ style: CarouselIndicatorStyle, placement: CarouselIndicatorPlacement = .below
    ) -> CarouselModifiedContent<Self> {
      carouselSettings {
        $0.indicator = style
        $0.indicatorPlacement = placement.core
      }
    }

    /// Sets the gap between neighboring items, in points; `nil` uses the style's.
    public func carouselSpacing(_ spacing: Double?) -> CarouselModifiedContent<Self> {
      carouselSettings { $0.configuration.spacing = spacing }
    }

    /// Sets how much of each neighbor stays visible beside the focused item, in points; `nil`
    /// uses the style's (`.peek` shows 28).
    public func carouselPeek(_ peek: Double?) -> CarouselModifiedContent<Self> {
      carouselSettings { $0.configuration.peek = peek }
    }

    /// Insets the carousels' pages from their leading and trailing edges (top and bottom for a
    /// vertical carousel); unequal insets move the focused item off center.
    public func carouselInsets(leading: Double = 0, trailing: Double = 0)
      -> CarouselModifiedContent<Self>
    {
      carouselSettings {
        $0.configuration.leadingInset = leading
        $0.configuration.trailingInset = trailing
      }
    }

    /// Sets the size of an item along the paging axis and across it, in points; `nil` derives
    /// it from the carousel's size, the insets, peek and spacing. For lengths relative to the
    /// carousel (a fraction, columns), see ``SwiftUI/View/carouselItemLength(_:cross:)``.
    public func carouselItemLength(main: Double?, cross: Double? = nil) -> CarouselModifiedContent<
      Self
    > {
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
    public func carouselSpring(_ spring: SettleSpring) -> CarouselModifiedContent<Self> {
      carouselSettings { $0.configuration.spring = spring }
    }

    /// Settles the carousels in this view with SwiftUI's `spring`, same meaning as the package's
    /// own (its duration and bounce): `Spring(duration: 0.4, bounce: 0.2)`,
    /// `Spring(response: 0.35, dampingRatio: 0.8)`, or a spring an app already has. A leading-dot
    /// name (`.snappy`) is the package's spring of the same name.
    ///
    /// ```swift
    /// .carouselSpring(Spring(duration: 0.4, bounce: 0.2))
    /// ```
    @_disfavoredOverload
    public func carouselSpring(_ spring: Spring) -> CarouselModifiedContent<Self> {
      carouselSpring(SettleSpring(spring))
    }

    /// Sets how drags turn into pages (thresholds, rubber band, multi-page flicks).
    ///
    /// ```swift
    /// .carouselDrag(DragResolver(allowsMultiPageFlicks: true))
    /// ```
    public func carouselDrag(_ drag: DragResolver) -> CarouselModifiedContent<Self> {
      carouselSettings { $0.configuration.drag = drag }
    }

    /// Sets how far one swipe moves the carousels in this view: one item (`.item`, the default)
    /// or as many as fit wholly in view (`.screenful`); now spelled
    /// `carouselTargetBehavior(.screenful)`, which also takes the app's own rule.
    @available(*, deprecated, renamed: "carouselTargetBehavior(_:)")
    public func carouselPagingStep(_ step: AnyCarouselTargetBehavior)
      -> CarouselModifiedContent<Self>
    {
      carouselTargetBehavior(step)
    }

    /// Plays the selection feedback when the user changes the page (default on); changes by
    /// autoplay or from code never play it.
    public func carouselSelectionFeedback(_ isEnabled: Bool) -> CarouselModifiedContent<Self> {
      carouselSettings { $0.playsSelectionFeedback = isEnabled }
    }

    /// Runs the carousels in this view on `clock` (default `ContinuousClock`), for previews and
    /// tests: a ``ManualClock`` moves only when told. A carousel reads it when it first appears;
    /// carousels inside its slides run on the same clock.
    public func carouselClock(_ clock: some Clock<Duration>) -> CarouselModifiedContent<Self> {
      let wrapped = CarouselClock(clock)
      return carouselSettings { $0.clock = CarouselClockSetting(clock: wrapped) }
    }

    /// Clips the slides to the carousel's frame (the default, like a scroll view), or lets them
    /// draw beyond it (shadows, a ring wider than its frame).
    public func carouselClipped(_ isClipped: Bool = true) -> CarouselModifiedContent<Self> {
      carouselSettings { $0.clipsSlides = isClipped }
    }

    /// Dismisses the keyboard when the user swipes the carousels in this view (default off), as
    /// `scrollDismissesKeyboard(.immediately)` does for a scroll view: an onboarding form's
    /// keyboard goes as the user swipes on to the next page. Only a drag the carousel takes
    /// dismisses it; taps, keys, autoplay and moves from code leave it up. On iOS and
    /// visionOS (the keyboard of the carousel's window); elsewhere it does nothing.
    ///
    /// ```swift
    /// Carousel(selection: $step) { … }
    ///   .carouselSwipeDismissesKeyboard()
    /// ```
    public func carouselSwipeDismissesKeyboard(_ dismisses: Bool = true)
      -> CarouselModifiedContent<Self>
    {
      carouselSettings { $0.swipesDismissKeyboard = dismisses }
    }

    /// Shows `content` in place of the slides while a carousel has no items (laid out in the
    /// app's reading direction).
    public func carouselEmptyContent(@ViewBuilder _ content: () -> some View)
      -> CarouselModifiedContent<Self>
    {
      let view = AnyView(content())
      return carouselExtras { $0.emptyContent = view }
    }

    /// Turns the swipes of the carousels in this view off (or on again), and only theirs:
    /// taps, keys, VoiceOver and autoplay still move them, and scroll views and carousels
    /// inside their slides keep scrolling. SwiftUI's `.scrollDisabled(true)` turns swipes off
    /// too, but it reaches every scroll view below, slides included (a `Form` in a slide stops
    /// scrolling with it). To stop every kind of paging, use
    /// ``SwiftUI/View/carouselPagingDisabled(_:)``.
    ///
    /// ```swift
    /// Carousel(steps, selection: $step) { step in StepView(step: step) }
    ///   .carouselSwipeDisabled(step == .form)
    /// ```
    public func carouselSwipeDisabled(_ isDisabled: Bool = true) -> CarouselModifiedContent<Self> {
      carouselSettings { $0.swipesDisabled = isDisabled }
    }

    /// Makes the carousels in this view the ones their ``CarouselReader`` drives, when the
    /// reader holds more than one (a hero above its thumbnails): the first marked on screen, in
    /// the order they are written. Without a mark the reader drives the first written.
    ///
    /// ```swift
    /// CarouselReader { proxy in
    ///   Carousel(photos) { photo in PhotoView(photo) }
    ///     .carouselReaderTarget()
    ///   Carousel(photos) { photo in Thumbnail(photo) }
    ///     .carouselStyle(.peek)
    /// }
    /// ```
    public func carouselReaderTarget(_ isTarget: Bool = true) -> CarouselModifiedContent<Self> {
      carouselSettings { $0.isReaderTarget = isTarget }
    }

    /// Names the items of type `Item` of the carousels in this view for VoiceOver ("Beach, 2 of
    /// 4"), wherever it is written: spell the item type, as the carousel's type is not known
    /// here (`.carouselItemName(\Slide.title)`). Right on a carousel, or after other carousel
    /// modifiers, ``Carousel/carouselItemName(_:)`` infers it (`.carouselItemName(\.title)`).
    /// Carousels of other item types, and carousels in slides, are not named by it.
    ///
    /// ```swift
    /// Carousel(slides) { slide in SlideView(slide: slide) }
    ///   .frame(height: 240)
    ///   .carouselItemName(\Slide.title)
    /// ```
    public func carouselItemName<Item>(_ name: @escaping (Item) -> String)
      -> CarouselModifiedContent<Self>
    {
      carouselExtras { $0.callbacks.namer = CarouselItemNamer(name) }
    }

    /// Turns every kind of paging by the user off (or on again): swipes, taps on neighbors and
    /// on the indicator, keys, the Digital Crown and VoiceOver's adjustable action and scroll,
    /// and autoplay holds meanwhile; your own moves (the selection binding, a reader's proxy)
    /// still move the carousel. For a zoomed photo, whose pans must not page. Compare
    /// ``SwiftUI/View/carouselSwipeDisabled(_:)``, which turns off swipes only.
    ///
    /// ```swift
    /// Carousel(photos) { photo in ZoomablePhoto(photo, scale: $scale) }
    ///   .carouselPagingDisabled(scale > 1)
    /// ```
    public func carouselPagingDisabled(_ isDisabled: Bool = true) -> CarouselModifiedContent<Self> {
      carouselSettings { $0.pagingDisabled = isDisabled }
    }

    /// The modifier that applies `change` to the carousel settings of the views below: every
    /// carousel modifier's (here and in View+CarouselLayout.swift). Environment transforms run
    /// from the outermost modifier in, so for a setting two modifiers write, the one written
    /// nearer the carousel wins, as with SwiftUI's own environment modifiers.
    func carouselSettings(_ change: @escaping (inout CarouselSettings) -> Void)
      -> CarouselModifiedContent<Self>
    {
      modifier(CarouselSettingsModifier(change: .settings(change)))
    }

    /// The modifier that applies `change` to the callbacks, effect, focus and empty content of
    /// the carousels below.
    func carouselExtras(_ change: @escaping (inout CarouselViewExtras) -> Void)
      -> CarouselModifiedContent<Self>
    {
      modifier(CarouselSettingsModifier(change: .extras(change)))
    }
  }
#endif
