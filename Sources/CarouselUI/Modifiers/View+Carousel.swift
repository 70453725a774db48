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
      carouselSettings {
        $0.configuration.layout.axis = axis == .horizontal ? .horizontal : .vertical
      }
    }

    /// Makes the carousels in this view loop: after the last item comes the first, both ways,
    /// with no copies of the items. A single item never loops. Default off.
    public func carouselLooping(_ isLooping: Bool = true) -> CarouselModifiedContent<Self> {
      carouselSettings { $0.configuration.layout.isLooping = isLooping }
    }

    /// Sets the gap between neighboring items, in points; `nil` uses the style's.
    public func carouselSpacing(_ spacing: Double?) -> CarouselModifiedContent<Self> {
      carouselSettings { $0.configuration.layout.spacing = spacing }
    }

    /// Sets how much of each neighbor stays visible beside the focused item, in points; `nil`
    /// uses the style's (`.peek` shows 28).
    public func carouselPeek(_ peek: Double?) -> CarouselModifiedContent<Self> {
      carouselSettings { $0.configuration.layout.peek = peek }
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

    /// Makes a drag of the carousels in this view dismiss the keyboard (default off), as
    /// `scrollDismissesKeyboard(.immediately)` does for a scroll view: an onboarding form's
    /// keyboard goes as the user swipes on to the next page. Only a drag the carousel takes
    /// dismisses it; taps, keys, autoplay and moves from code leave it up. On iOS and visionOS
    /// (the keyboard of the carousel's window); elsewhere it does nothing. A parameter of
    /// `carouselDrag` because it is what the carousel's drag does, as the resolver is; each call
    /// sets only what it names.
    ///
    /// ```swift
    /// Carousel(steps, selection: $step) { step in StepForm(step: step) }
    ///   .carouselDrag(dismissesKeyboard: true)
    /// ```
    public func carouselDrag(dismissesKeyboard: Bool) -> CarouselModifiedContent<Self> {
      carouselSettings { $0.swipesDismissKeyboard = dismissesKeyboard }
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

    /// Shows `content` in place of the slides while a carousel has no items (laid out in the
    /// app's reading direction).
    public func carouselEmptyContent(@ViewBuilder _ content: () -> some View)
      -> CarouselModifiedContent<Self>
    {
      let view = AnyView(content())
      return carouselExtras { $0.emptyContent = view }
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

    /// Turns every kind of paging by the user off (or on again), as `scrollDisabled(_:)` turns
    /// off a scroll view's: swipes, taps on neighbors and on the indicator, keys, the Digital
    /// Crown and VoiceOver's adjustable action and scroll, and autoplay holds meanwhile; your own
    /// moves (the selection binding, a reader's proxy) still move the carousel. For a zoomed
    /// photo, whose pans must not page.
    ///
    /// With `swipesOnly`, it turns off (or on) the carousel's swipes only: taps, keys, VoiceOver
    /// and autoplay still move it, and scroll views and carousels inside its slides keep
    /// scrolling. SwiftUI's `.scrollDisabled(true)` turns swipes off too, but it reaches every
    /// scroll view below, slides included (a `Form` in a slide stops scrolling with it). The two
    /// switches are apart: a call sets the one it names.
    ///
    /// ```swift
    /// Carousel(photos) { photo in ZoomablePhoto(photo, scale: $scale) }
    ///   .carouselPagingDisabled(scale > 1)
    ///
    /// Carousel(steps, selection: $step) { step in StepView(step: step) }
    ///   .carouselPagingDisabled(step == .form, swipesOnly: true)
    /// ```
    public func carouselPagingDisabled(_ isDisabled: Bool = true, swipesOnly: Bool = false)
      -> CarouselModifiedContent<Self>
    {
      carouselSettings { $0.setPagingDisabled(isDisabled, swipesOnly: swipesOnly) }
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
