/// How a carousel looks and behaves: the choices its developer makes, in one value.
///
/// The host sets it once and again whenever something in it changes
/// (``CarouselEngine/configure(_:at:)``); setting an equal configuration does nothing, so a
/// SwiftUI view may send it on every update. Lengths are in points; the main axis is the paging
/// ``axis``. Bad values never crash: see each property, and ``CarouselEngine/diagnostics``.
///
/// ```swift
/// var configuration = CarouselConfiguration()
/// configuration.style = .peek
/// configuration.isLooping = true
/// configuration.autoplay = .seconds(3)
/// configuration.viewportWidth = 390
/// configuration.viewportHeight = 260
/// ```
public struct CarouselConfiguration: Sendable, Equatable {
  #if hasFeature(Embedded)
    /// How items are placed around the focus. Default ``PagedCarouselStyle``.
    ///
    /// Boxed in the Embedded build: Embedded Swift has no `any CarouselLayoutStyle` (see
    /// ``AnyCarouselLayoutStyle``).
    public var style: AnyCarouselLayoutStyle
  #else
    /// How items are placed around the focus. Default ``PagedCarouselStyle``.
    public var style: any CarouselLayoutStyle
  #endif
  /// The paging axis. Default horizontal.
  public var axis: CarouselAxis
  /// The reading direction: right to left mirrors a horizontal carousel, its drags and its dots.
  public var layoutDirection: CarouselLayoutDirection
  /// Whether paging wraps around (a single item never loops). Default `false`.
  public var isLooping: Bool
  /// The wait between automatic advances. Default ``AutoplayInterval/off``.
  public var autoplay: AutoplayInterval
  /// The width of the space the carousel draws in.
  public var viewportWidth: Double
  /// The height of the space the carousel draws in.
  public var viewportHeight: Double
  /// The gap between neighboring items; `nil` uses the style's preferred spacing.
  public var spacing: Double?
  /// How much of each neighbor stays visible beside the focused item; `nil` uses the style's
  /// preferred peek.
  public var peek: Double?
  /// The inset at the main axis's leading edge (left, or right in a right-to-left layout; top
  /// for a vertical carousel).
  public var leadingInset: Double
  /// The inset at the main axis's trailing edge.
  public var trailingInset: Double
  /// The length of an item along the paging axis; `nil` derives it from the viewport.
  public var itemMainLength: Double?
  /// The length of an item across the paging axis; `nil` fills the viewport.
  public var itemCrossLength: Double?
  /// The spring that settles the carousel after a drag, a tap or an autoplay advance.
  public var spring: SettleSpring
  /// How drags turn into pages: thresholds, rubber band, axis lock, multi-page flicks.
  public var drag: DragResolver

  #if hasFeature(Embedded)
    /// Creates a configuration; every setting has the default documented on its property (the
    /// Embedded build's, with its boxed ``style``; keep it in step with the one below).
    public init(
      style: AnyCarouselLayoutStyle = AnyCarouselLayoutStyle(PagedCarouselStyle()),
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
      drag: DragResolver = .standard
    ) {
      self.style = style
      self.axis = axis
      self.layoutDirection = layoutDirection
      self.isLooping = isLooping
      self.autoplay = autoplay
      self.viewportWidth = viewportWidth
      self.viewportHeight = viewportHeight
      self.spacing = spacing
      self.peek = peek
      self.leadingInset = leadingInset
      self.trailingInset = trailingInset
      self.itemMainLength = itemMainLength
      self.itemCrossLength = itemCrossLength
      self.spring = spring
      self.drag = drag
    }
  #else
    /// Creates a configuration; every setting has the default documented on its property.
    public init(
      style: any CarouselLayoutStyle = PagedCarouselStyle(),
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
      drag: DragResolver = .standard
    ) {
      self.style = style
      self.axis = axis
      self.layoutDirection = layoutDirection
      self.isLooping = isLooping
      self.autoplay = autoplay
      self.viewportWidth = viewportWidth
      self.viewportHeight = viewportHeight
      self.spacing = spacing
      self.peek = peek
      self.leadingInset = leadingInset
      self.trailingInset = trailingInset
      self.itemMainLength = itemMainLength
      self.itemCrossLength = itemCrossLength
      self.spring = spring
      self.drag = drag
    }
  #endif

  /// Whether two configurations are the same; NaN equals NaN, so a configuration holding a bad
  /// length equals itself and re-sending it changes nothing.
  /// Compared without allocating: the engine compares configurations on every drag event.
  public static func == (lhs: CarouselConfiguration, rhs: CarouselConfiguration) -> Bool {
    lhs.hasSameStyle(as: rhs) && lhs.axis == rhs.axis
      && lhs.layoutDirection == rhs.layoutDirection && lhs.isLooping == rhs.isLooping
      && lhs.autoplay == rhs.autoplay && lhs.spring == rhs.spring && lhs.drag == rhs.drag
      && Numerics.isSame(lhs.viewportWidth, rhs.viewportWidth)
      && Numerics.isSame(lhs.viewportHeight, rhs.viewportHeight)
      && Numerics.isSame(lhs.leadingInset, rhs.leadingInset)
      && Numerics.isSame(lhs.trailingInset, rhs.trailingInset)
      && Numerics.isSame(lhs.spacing, rhs.spacing) && Numerics.isSame(lhs.peek, rhs.peek)
      && Numerics.isSame(lhs.itemMainLength, rhs.itemMainLength)
      && Numerics.isSame(lhs.itemCrossLength, rhs.itemCrossLength)
  }

  /// Whether both styles are of the same type with the same parameters.
  private func hasSameStyle(as other: CarouselConfiguration) -> Bool {
    #if hasFeature(Embedded)
      style == other.style
    #else
      style.isEqual(to: other.style)
    #endif
  }

  /// The layout input for one frame at `position`.
  @usableFromInline func layoutContext(position: CarouselPosition, count: Int, reduceMotion: Bool)
    -> CarouselLayoutContext
  {
    CarouselLayoutContext(
      position: position, count: count, isLooping: isLooping, viewportWidth: viewportWidth,
      viewportHeight: viewportHeight, itemMainLength: itemMainLength,
      itemCrossLength: itemCrossLength, spacing: spacing, peek: peek, leadingInset: leadingInset,
      trailingInset: trailingInset, axis: axis, layoutDirection: layoutDirection,
      reduceMotion: reduceMotion)
  }
}
