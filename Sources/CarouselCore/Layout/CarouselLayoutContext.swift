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
  /// The length of an item along the paging axis, in points or relative to the room (see
  /// ``CarouselItemLength``); `nil` derives it from the viewport (see
  /// ``CarouselLayoutGeometry/itemMainLength``).
  public var mainItemLength: CarouselItemLength?
  /// The length of an item across the paging axis, in points or relative to the room across
  /// (see ``CarouselItemLength``); `nil` fills the viewport's cross length less the margins
  /// (and the safe area, where the style respects it) across.
  public var crossItemLength: CarouselItemLength?
  /// The length of an item along the paging axis in points: ``mainItemLength`` when it is
  /// given in points, otherwise `nil` (also for a relative length). Setting it sets
  /// ``mainItemLength`` to that many points, or to `nil`.
  public var itemMainLength: Double? {
    get { mainItemLength?.points }
    set { mainItemLength = newValue.map(CarouselItemLength.points) }
  }
  /// The length of an item across the paging axis in points: ``crossItemLength`` when it is
  /// given in points, otherwise `nil`. Setting it sets ``crossItemLength``.
  public var itemCrossLength: Double? {
    get { crossItemLength?.points }
    set { crossItemLength = newValue.map(CarouselItemLength.points) }
  }
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
  /// Where the focused item sits along the paging axis: centered (the default) or at the
  /// leading inset (see ``CarouselAlignment``, and the style's
  /// ``CarouselLayoutStyle/resolvedAlignment(_:)``).
  public var alignment: CarouselAlignment
  /// Margins on the carousel's edges: along the paging axis they add to ``leadingInset`` and
  /// ``trailingInset``; across it they inset the item's cross length (see
  /// ``CarouselEdgeInsets``).
  public var margins: CarouselEdgeInsets
  /// The carousel's safe-area insets, as the host measures them (a SwiftUI carousel under a
  /// notch, or full-width in landscape, has some). A style that respects the safe area
  /// (``CarouselLayoutStyle/respectsSafeArea(in:)``) adds them to the margins on every edge;
  /// one that fills the frame ignores them.
  public var safeAreaInsets: CarouselEdgeInsets

  /// Creates a context; only the item count and the viewport size are required. A
  /// `mainItemLength` (or `crossItemLength`) given wins over an `itemMainLength` (or
  /// `itemCrossLength`).
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
    reduceMotion: Bool = false,
    alignment: CarouselAlignment = .center,
    margins: CarouselEdgeInsets = .zero,
    safeAreaInsets: CarouselEdgeInsets = .zero,
    mainItemLength: CarouselItemLength? = nil,
    crossItemLength: CarouselItemLength? = nil
  ) {
    self.position = position
    self.count = count
    self.isLooping = isLooping
    self.viewportWidth = viewportWidth
    self.viewportHeight = viewportHeight
    self.mainItemLength = mainItemLength ?? itemMainLength.map(CarouselItemLength.points)
    self.crossItemLength = crossItemLength ?? itemCrossLength.map(CarouselItemLength.points)
    self.spacing = spacing
    self.peek = peek
    self.leadingInset = leadingInset
    self.trailingInset = trailingInset
    self.axis = axis
    self.layoutDirection = layoutDirection
    self.reduceMotion = reduceMotion
    self.alignment = alignment
    self.margins = margins
    self.safeAreaInsets = safeAreaInsets
  }

  /// The corrections the layout makes to this input, one ``CarouselDiagnostic/invalidSize(name:value:)``
  /// per NaN, infinite or negative length, margin or fraction (and for a negative count), one
  /// ``CarouselDiagnostic/invalidItemColumns(name:count:span:)`` per count or span below 1,
  /// and one ``CarouselDiagnostic/insetsExceedViewport(total:viewport:)`` or
  /// ``CarouselDiagnostic/marginsExceedViewport(total:viewport:)`` when the insets and margins
  /// along or across the paging axis are longer than the viewport; empty for valid input.
  ///
  /// The safe area is never reported: the host measures it, the developer does not choose it,
  /// so a report could not be acted on. A bad one counts as 0 like every length, and the safe
  /// area is scaled down with the insets when together they exceed the viewport.
  public var diagnostics: [CarouselDiagnostic] {
    let lengths: [(String, Double?)] = [
      ("spacing", spacing), ("peek", peek),
      ("leading inset", leadingInset), ("trailing inset", trailingInset),
      ("top margin", margins.top), ("leading margin", margins.leading),
      ("bottom margin", margins.bottom), ("trailing margin", margins.trailing),
    ]
    var found: [CarouselDiagnostic] = []
    if count < 0 { found.append(.invalidSize(name: "item count", value: Double(count))) }
    for (name, value) in [("viewport width", viewportWidth), ("viewport height", viewportHeight)]
    where !LayoutMath.isValidLength(value) {
      found.append(.invalidSize(name: name, value: value))
    }
    if let mainItemLength { found += mainItemLength.diagnostics(name: "item main length") }
    if let crossItemLength { found += crossItemLength.diagnostics(name: "item cross length") }
    for (name, value) in lengths {
      if let value, !LayoutMath.isValidLength(value) {
        found.append(.invalidSize(name: name, value: value))
      }
    }
    let isHorizontal = axis == .horizontal
    let viewport = isHorizontal ? viewportWidth : viewportHeight
    let along = margins.along(axis)
    let insets =
      LayoutMath.sanitizedLength(leadingInset) + LayoutMath.sanitizedLength(trailingInset)
      + along.leading + along.trailing
    if LayoutMath.isValidLength(viewport), insets > viewport {
      found.append(.insetsExceedViewport(total: insets, viewport: viewport))
    }
    let crossViewport = isHorizontal ? viewportHeight : viewportWidth
    let across = margins.across(axis)
    if LayoutMath.isValidLength(crossViewport), across.leading + across.trailing > crossViewport {
      found.append(
        .marginsExceedViewport(total: across.leading + across.trailing, viewport: crossViewport))
    }
    return found
  }
}
