/// Everything the layout needs to place a carousel's items for one frame: where the carousel is,
/// how many items it has, and the size of the space it draws in.
///
/// Lengths are in points. The main axis is the paging axis (``axis``); the cross axis is the
/// other one. `nil` lengths are derived: the item's main length from the viewport, the insets,
/// ``peek`` and ``spacing``; ``peek`` and ``spacing`` from the style's preferences.
///
/// Bad input never crashes: a NaN, infinite or negative length is treated as zero and a negative
/// ``count`` as zero (no items). ``diagnostics`` lists what was corrected.
///
/// ```swift
/// var context = CarouselLayoutContext(count: 5, isLooping: true, viewportWidth: 390,
///                                     viewportHeight: 500)
/// context.position = CarouselPosition(page: 12, fraction: 0.3)
/// PeekCarouselStyle().forEachVisibleItem(in: context) { item in draw(item) }
/// ```
public struct CarouselLayoutContext: Hashable, Sendable {
  /// The continuous position: the page in focus plus how far the carousel has moved past it.
  public var position: CarouselPosition
  /// How many items the carousel has; a negative count is treated as zero.
  public var count: Int
  /// Whether the pages repeat the items forever in both directions. When `false`, only the
  /// pages `0..<count` hold items.
  public var isLooping: Bool
  /// The width of the space the carousel draws in.
  public var viewportWidth: Double
  /// The height of the space the carousel draws in.
  public var viewportHeight: Double
  /// The length of an item along the paging axis; `nil` derives it from the viewport (see
  /// ``CarouselLayoutGeometry/itemMainLength``).
  public var itemMainLength: Double?
  /// The length of an item across the paging axis; `nil` fills the viewport's cross length.
  public var itemCrossLength: Double?
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
  /// The paging axis.
  public var axis: CarouselAxis
  /// The reading direction; a right-to-left horizontal carousel mirrors its layout.
  public var layoutDirection: CarouselLayoutDirection
  /// Whether the user asked to reduce motion; styles tone their effects down (see each style).
  public var reduceMotion: Bool

  /// Creates a context; only the item count and the viewport size are required.
  public init(
    position: CarouselPosition = CarouselPosition(page: 0),
    count: Int,
    isLooping: Bool = false,
    viewportWidth: Double,
    viewportHeight: Double,
    itemMainLength: Double? = nil,
    itemCrossLength: Double? = nil,
    spacing: Double? = nil,
    peek: Double? = nil,
    leadingInset: Double = 0,
    trailingInset: Double = 0,
    axis: CarouselAxis = .horizontal,
    layoutDirection: CarouselLayoutDirection = .leftToRight,
    reduceMotion: Bool = false
  ) {
    self.position = position
    self.count = count
    self.isLooping = isLooping
    self.viewportWidth = viewportWidth
    self.viewportHeight = viewportHeight
    self.itemMainLength = itemMainLength
    self.itemCrossLength = itemCrossLength
    self.spacing = spacing
    self.peek = peek
    self.leadingInset = leadingInset
    self.trailingInset = trailingInset
    self.axis = axis
    self.layoutDirection = layoutDirection
    self.reduceMotion = reduceMotion
  }

  /// The corrections the layout makes to this input, one ``CarouselDiagnostic/invalidSize(name:value:)``
  /// per NaN, infinite or negative length (and for a negative count); empty for valid input.
  public var diagnostics: [CarouselDiagnostic] {
    let lengths: [(String, Double?)] = [
      ("viewport width", viewportWidth), ("viewport height", viewportHeight),
      ("item main length", itemMainLength), ("item cross length", itemCrossLength),
      ("spacing", spacing), ("peek", peek),
      ("leading inset", leadingInset), ("trailing inset", trailingInset),
    ]
    var found: [CarouselDiagnostic] = []
    if count < 0 { found.append(.invalidSize(name: "item count", value: Double(count))) }
    for (name, value) in lengths {
      if let value, !LayoutMath.isValidLength(value) {
        found.append(.invalidSize(name: name, value: value))
      }
    }
    let viewport = axis == .horizontal ? viewportWidth : viewportHeight
    let insets =
      LayoutMath.sanitizedLength(leadingInset) + LayoutMath.sanitizedLength(trailingInset)
    if LayoutMath.isValidLength(viewport), insets > viewport {
      found.append(.insetsExceedViewport(total: insets, viewport: viewport))
    }
    return found
  }
}
