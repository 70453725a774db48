/// How a carousel looks and behaves: the choices its developer makes, in one value.
///
/// The host sets it once and again whenever something in it changes
/// (`CarouselEngine.configure(_:at:)`); setting an equal configuration does nothing, so a
/// SwiftUI view may send it on every update. Two configurations are equal when every setting
/// is: styles of the same type with the same parameters, and lengths equal or both NaN, so a
/// configuration holding a bad length equals itself and re-sending it changes nothing. Lengths
/// are in points; the main axis is the paging ``axis``. Bad values never crash: see each
/// property, and `CarouselEngine.diagnostics`.
///
/// ```swift
/// var configuration = CarouselConfiguration()
/// configuration.style = .peek
/// configuration.layout.isLooping = true
/// configuration.autoplay = .seconds(3)
/// configuration.layout.viewportWidth = 390
/// configuration.layout.viewportHeight = 260
/// ```
@usableFromInline package struct CarouselConfiguration: Sendable, Equatable {
  /// How items are placed around the focus. Default `PagedCarouselStyle`.
  ///
  /// In the Embedded build (the web playground) it is boxed: Embedded Swift has no
  /// `any CarouselLayoutStyle` (see ``AnyStyle``).
  @usableFromInline package var style: AnyStyle {
    didSet { style = Self.held(style) }
  }
  /// The layout settings (axis, direction, looping, viewport, item lengths, spacing, peek,
  /// insets, margins, safe area, alignment): `configuration.layout.spacing = 12`. Each is
  /// declared once, in ``CarouselLayoutContext/Settings``, which every frame's
  /// ``CarouselLayoutContext`` takes whole.
  @usableFromInline package var layout: CarouselLayoutContext.Settings {
    get { settings.layout }
    set { settings.layout = newValue }
  }
  /// The wait between automatic advances. Default ``AutoplayInterval/off``.
  @usableFromInline package var autoplay: AutoplayInterval {
    get { settings.autoplay }
    set { settings.autoplay = newValue }
  }
  /// How long autoplay waits, after the user moves the carousel (a drag ends, a tap, a key, the
  /// crown, VoiceOver), before the next interval begins: the next advance comes this much later
  /// than a full interval. Moves from code and autoplay's own advances start the plain
  /// interval. Default `.zero`; a negative delay counts as zero
  /// (`CarouselDiagnostic.invalidResumeDelay(seconds:)`), one above 10^9 seconds as 10^9.
  @usableFromInline package var autoplayResumeDelay: Duration {
    get { settings.autoplayResumeDelay }
    set { settings.autoplayResumeDelay = newValue }
  }
  /// How autoplay behaves beyond its interval: whether it paces the content (a story viewer's),
  /// a touch pauses it, and a finite carousel stops at its end. Default none.
  @usableFromInline package var autoplayOptions: AutoplayOptions {
    get { settings.autoplayOptions }
    set { settings.autoplayOptions = newValue }
  }
  /// How much of an item, as a fraction of its drawn area, must lie in the part of the
  /// carousel the window shows for the item to count as in view (the items
  /// `onCarouselVisibleItemsChange` reports), as `onScrollTargetVisibilityChange` takes a
  /// threshold. Default 0.5; clamped into `0...1`, NaN counts as 0.5. At 0 any sliver of an
  /// item in view counts; at 1 only an item wholly in view does.
  @usableFromInline package var visibleItemsThreshold: Double {
    get { settings.visibleItemsThreshold }
    set { settings.visibleItemsThreshold = CarouselVisibility.validThreshold(newValue) }
  }
  /// Whether the items in view are also reported while the carousel moves (as a drag or a
  /// settle brings items into view and takes others out), as a scroll view's
  /// `onScrollTargetVisibilityChange` reports while it scrolls, rather than only when it comes
  /// to rest. Default `false`: a motion passing items reports none of them.
  @usableFromInline package var reportsVisibleItemsWhileMoving: Bool {
    get { settings.reportsVisibleItemsWhileMoving }
    set { settings.reportsVisibleItemsWhileMoving = newValue }
  }
  /// The spring that settles the carousel after a drag, a tap or an autoplay advance.
  @usableFromInline package var spring: SettleSpring {
    get { settings.spring }
    set { settings.spring = newValue }
  }
  /// How drags turn into pages: thresholds, rubber band, axis lock, multi-page flicks.
  @usableFromInline package var drag: DragResolver {
    get { settings.drag }
    set { settings.drag = newValue }
  }
  /// Where a released drag comes to rest, like SwiftUI's `scrollTargetBehavior`: one item a
  /// swipe (`.item`, the default), in a row that shows several as many as fit wholly in view
  /// (`.screenful`, as the App Store's rows page: `CarouselPagingStep`), or the app's own rule
  /// (a ``CarouselTargetBehavior``, boxed: `AnyCarouselTargetBehavior(SectionStarts())`), or
  /// no snapping at all (`.free`: a chip row that scrolls with momentum and rests anywhere, its
  /// selection apart from the scroll, ``CarouselTargetBehavior/free``).
  /// VoiceOver's three-finger scroll moves a screenful with `.screenful` and one item otherwise;
  /// keys, the crown and a proxy's steps move one item whatever the behavior.
  @usableFromInline package var targetBehavior: AnyCarouselTargetBehavior {
    get { settings.targetBehavior }
    set { settings.targetBehavior = newValue }
  }
  /// Every setting but the style, which the properties above read and write; its equality is
  /// synthesized, so a setting stored there is compared without being listed in `==`.
  @usableFromInline package var settings: Settings

  /// Creates a configuration; every setting has the default documented on its property. A
  /// `mainItemLength` (or `crossItemLength`) given wins over an `itemMainLength` (or
  /// `itemCrossLength`).
  @usableFromInline package init(
    // The paged style, boxed or not as this build's `AnyStyle` is.
    style: AnyStyle = CarouselStyleName.paged.style,
    axis: CarouselAxis = .horizontal,
    layoutDirection: CarouselLayoutDirection = .leftToRight,
    isLooping: Bool = false,
    autoplay: AutoplayInterval = .off,
    viewportWidth: Double = 0,
    viewportHeight: Double = 0,
    spacing: Double? = nil,
    peek: Double? = nil,
    leadingInset: Double = 0,
    trailingInset: Double = 0,
    itemMainLength: Double? = nil,
    itemCrossLength: Double? = nil,
    spring: SettleSpring = .smooth,
    drag: DragResolver = .standard,
    alignment: CarouselAlignment = .center,
    margins: CarouselEdgeInsets = .zero,
    safeAreaInsets: CarouselEdgeInsets = .zero,
    mainItemLength: CarouselItemLength? = nil,
    crossItemLength: CarouselItemLength? = nil,
    autoplayResumeDelay: Duration = .zero,
    autoplayOptions: AutoplayOptions = [],
    visibleItemsThreshold: Double = 0.5,
    reportsVisibleItemsWhileMoving: Bool = false,
    targetBehavior: AnyCarouselTargetBehavior = .item
  ) {
    self.style = Self.held(style)
    // The layout settings as a context makes them (the item lengths' precedence included).
    let layout = CarouselLayoutContext(
      count: 0, isLooping: isLooping, viewportWidth: viewportWidth,
      viewportHeight: viewportHeight, itemMainLength: itemMainLength,
      itemCrossLength: itemCrossLength, spacing: spacing, peek: peek,
      leadingInset: leadingInset, trailingInset: trailingInset, axis: axis,
      layoutDirection: layoutDirection, alignment: alignment, margins: margins,
      safeAreaInsets: safeAreaInsets, mainItemLength: mainItemLength,
      crossItemLength: crossItemLength
    ).settings
    settings = Settings(
      layout: layout, autoplay: autoplay, autoplayResumeDelay: autoplayResumeDelay,
      spring: spring, drag: drag, autoplayOptions: autoplayOptions,
      visibleItemsThreshold: CarouselVisibility.validThreshold(visibleItemsThreshold),
      reportsVisibleItemsWhileMoving: reportsVisibleItemsWhileMoving,
      targetBehavior: targetBehavior)
  }

  /// Whether two configurations are the same: the same settings (a NaN length equal to NaN,
  /// so re-sending a configuration holding a bad length changes nothing) and styles of the same
  /// type with the same parameters. Compared without allocating: the engine compares
  /// configurations on every drag event.
  @usableFromInline package static func == (lhs: CarouselConfiguration, rhs: CarouselConfiguration)
    -> Bool
  {
    // The stored properties are these two: every other setting is in `settings`, whose `==` is
    // synthesized (the style, an existential, is not `Equatable`).
    #if hasFeature(Embedded)
      lhs.settings == rhs.settings && lhs.style == rhs.style
    #else
      lhs.settings == rhs.settings && lhs.style.isEqual(to: rhs.style)
    #endif
  }

  /// The layout input for one frame at `position`: the configured layout settings, whole.
  @usableFromInline func layoutContext(position: CarouselPosition, count: Int, reduceMotion: Bool)
    -> CarouselLayoutContext
  {
    CarouselLayoutContext(
      position: position, count: count, reduceMotion: reduceMotion, settings: settings.layout)
  }
}

extension CarouselConfiguration {
  #if hasFeature(Embedded)
    /// The type of ``style`` in the Embedded build (the web playground): a box, as Embedded
    /// Swift has no `any CarouselLayoutStyle` (see ``AnyCarouselLayoutStyle``).
    @usableFromInline package typealias AnyStyle = AnyCarouselLayoutStyle
  #else
    /// The type of ``style``: any style. (In the web playground's Embedded build, which has no
    /// `any CarouselLayoutStyle`, it is the box `AnyCarouselLayoutStyle`.)
    @usableFromInline package typealias AnyStyle = any CarouselLayoutStyle
  #endif

  /// The style a configuration holds for `style`: a built-in style arrives boxed (`.peek` is an
  /// ``AnyCarouselLayoutStyle``), and the configuration holds the style inside, so that two
  /// configurations with the same style compare equal however it was spelled, the row styles
  /// lay out items of their own lengths (``CarouselItemRow/honorsOwnLengths(_:)`` asks the
  /// style's type), and every frame calls the style without the box between. (The Embedded
  /// build holds every style boxed.)
  static func held(_ style: AnyStyle) -> AnyStyle {
    #if hasFeature(Embedded)
      return style
    #else
      return (style as? AnyCarouselLayoutStyle)?.base ?? style
    #endif
  }
}

extension CarouselConfiguration {
  /// A configuration's settings but its style, declared once: the layout's, as every frame's
  /// ``CarouselLayoutContext`` takes them, and the others. The public properties of the same
  /// names read and write them.
  ///
  /// Equality is synthesized from the stored settings, so a setting added here counts in the
  /// configuration's `==` (and the engine's `configure`, which does nothing for an equal
  /// configuration, sees it change) without being listed anywhere.
  @usableFromInline package struct Settings: Sendable, Equatable {
    /// The settings the layout reads.
    package var layout: CarouselLayoutContext.Settings
    /// See `CarouselConfiguration.autoplay`.
    package var autoplay: AutoplayInterval
    /// See `CarouselConfiguration.autoplayResumeDelay`.
    package var autoplayResumeDelay: Duration
    /// See `CarouselConfiguration.spring`.
    package var spring: SettleSpring
    /// See `CarouselConfiguration.drag`.
    package var drag: DragResolver
    /// See `CarouselConfiguration.autoplayOptions`.
    package var autoplayOptions: AutoplayOptions
    /// See `CarouselConfiguration.visibleItemsThreshold`.
    @NaNEqual package var visibleItemsThreshold: Double
    /// See `CarouselConfiguration.reportsVisibleItemsWhileMoving`.
    @usableFromInline package var reportsVisibleItemsWhileMoving: Bool
    /// See `CarouselConfiguration.targetBehavior`.
    package var targetBehavior: AnyCarouselTargetBehavior
  }
}
