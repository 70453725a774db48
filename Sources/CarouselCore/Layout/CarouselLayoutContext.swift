/// Everything the layout needs to place a carousel's items for one frame: where the carousel is,
/// how many items it has, and the size of the space it draws in.
///
/// Lengths are in points. The main axis is the paging axis (``axis``); the cross axis is the
/// other one. `nil` lengths are derived: the item's main length from the viewport, the insets,
/// ``peek`` and ``spacing``; ``peek`` and ``spacing`` from the style's preferences.
///
/// Bad input never crashes: a NaN, infinite or negative length is treated as zero and a negative
/// ``count`` as zero (no items), and the engine reports what was corrected
/// (`CarouselEngine.diagnostics`). Two contexts are
/// equal when every input is, a NaN length equal to NaN (as `CarouselConfiguration` compares
/// its lengths), so a context holding a bad length still equals itself.
///
/// ```swift
/// var context = CarouselLayoutContext(
///   count: 5, isLooping: true, viewportWidth: 390, viewportHeight: 500)
/// context.reduceMotion = true  // the neighbors at full size
/// AnyCarouselLayoutStyle.peek.forEachVisibleItem(in: context) { item in draw(item) }
/// ```
public struct CarouselLayoutContext: Hashable, Sendable {
  /// The continuous position: the page in focus plus how far the carousel has moved past it.
  package var position: CarouselPosition
  /// How many items the carousel has; a negative count is treated as zero.
  public var count: Int
  /// Whether the user asked to reduce motion; styles tone their effects down (see each style).
  public var reduceMotion: Bool
  /// The items' own lengths along the paging axis, by index, when the app gave them
  /// (`CarouselEngine.itemLengthsChanged(_:at:)`); `nil` lays every item out at the one item
  /// length. Only the row styles honor them (see ``CarouselLayoutGeometry/row``).
  @usableFromInline package var itemLengths: CarouselItemLengths?
  /// The carousel's layout settings, held as its configuration holds them: every property
  /// below but ``position``, ``count`` and ``reduceMotion`` reads and writes them.
  package var settings: Settings

  /// Whether the pages repeat the items forever in both directions. When `false`, only the
  /// pages `0..<count` hold items.
  public var isLooping: Bool {
    get { settings.isLooping }
    set { settings.isLooping = newValue }
  }
  /// The width of the space the carousel draws in.
  public var viewportWidth: Double {
    get { settings.viewportWidth }
    set { settings.viewportWidth = newValue }
  }
  /// The height of the space the carousel draws in.
  public var viewportHeight: Double {
    get { settings.viewportHeight }
    set { settings.viewportHeight = newValue }
  }
  /// The length of an item along the paging axis, in points or relative to the room (see
  /// ``CarouselItemLength``); `nil` derives it from the viewport (see
  /// ``CarouselLayoutGeometry/itemMainLength``).
  public var mainItemLength: CarouselItemLength? {
    get { settings.mainItemLength }
    set { settings.mainItemLength = newValue }
  }
  /// The length of an item across the paging axis, in points or relative to the room across
  /// (see ``CarouselItemLength``); `nil` fills the viewport's cross length less the margins
  /// (and the safe area, where the style respects it) across.
  public var crossItemLength: CarouselItemLength? {
    get { settings.crossItemLength }
    set { settings.crossItemLength = newValue }
  }
  /// The length of an item along the paging axis in points: ``mainItemLength`` when it is
  /// given in points, otherwise `nil` (also for a relative length). Setting it sets
  /// ``mainItemLength`` to that many points, or to `nil`.
  public var itemMainLength: Double? {
    get { settings.itemMainLength }
    set { settings.itemMainLength = newValue }
  }
  /// The length of an item across the paging axis in points: ``crossItemLength`` when it is
  /// given in points, otherwise `nil`. Setting it sets ``crossItemLength``.
  public var itemCrossLength: Double? {
    get { settings.itemCrossLength }
    set { settings.itemCrossLength = newValue }
  }
  /// The gap between neighboring items; `nil` uses the style's preferred spacing.
  public var spacing: Double? {
    get { settings.spacing }
    set { settings.spacing = newValue }
  }
  /// How much of each neighbor stays visible beside the focused item; `nil` uses the style's
  /// preferred peek.
  public var peek: Double? {
    get { settings.peek }
    set { settings.peek = newValue }
  }
  /// The inset at the main axis's leading edge (left, or right in a right-to-left layout; top
  /// for a vertical carousel).
  public var leadingInset: Double {
    get { settings.leadingInset }
    set { settings.leadingInset = newValue }
  }
  /// The inset at the main axis's trailing edge.
  public var trailingInset: Double {
    get { settings.trailingInset }
    set { settings.trailingInset = newValue }
  }
  /// The paging axis.
  public var axis: CarouselAxis {
    get { settings.axis }
    set { settings.axis = newValue }
  }
  /// The reading direction; a right-to-left horizontal carousel mirrors its layout.
  public var layoutDirection: CarouselLayoutDirection {
    get { settings.layoutDirection }
    set { settings.layoutDirection = newValue }
  }
  /// Where the focused item sits along the paging axis: centered (the default) or at the
  /// leading inset (see ``CarouselAlignment``, and the style's
  /// ``CarouselLayoutStyle/resolvedAlignment(_:)``).
  public var alignment: CarouselAlignment {
    get { settings.alignment }
    set { settings.alignment = newValue }
  }
  /// Margins on the carousel's edges: along the paging axis they add to ``leadingInset`` and
  /// ``trailingInset``; across it they inset the item's cross length (see
  /// ``CarouselEdgeInsets``).
  public var margins: CarouselEdgeInsets {
    get { settings.margins }
    set { settings.margins = newValue }
  }
  /// The carousel's safe-area insets, as the host measures them (a SwiftUI carousel under a
  /// notch, or full-width in landscape, has some). A style that respects the safe area
  /// (``CarouselLayoutStyle/respectsSafeArea(in:)``) adds them to the margins on every edge;
  /// one that fills the frame ignores them.
  public var safeAreaInsets: CarouselEdgeInsets {
    get { settings.safeAreaInsets }
    set { settings.safeAreaInsets = newValue }
  }

  /// Creates a context at rest on the first item; only the item count and the viewport size
  /// are required. A `mainItemLength` (or `crossItemLength`) given wins over an
  /// `itemMainLength` (or `itemCrossLength`).
  public init(
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
    let settings = Settings(
      viewportWidth: viewportWidth, viewportHeight: viewportHeight,
      mainItemLength: mainItemLength ?? itemMainLength.map(CarouselItemLength.points),
      crossItemLength: crossItemLength ?? itemCrossLength.map(CarouselItemLength.points),
      spacing: spacing, peek: peek, leadingInset: leadingInset, trailingInset: trailingInset,
      margins: margins, safeAreaInsets: safeAreaInsets, isLooping: isLooping, axis: axis,
      layoutDirection: layoutDirection, alignment: alignment)
    self.init(
      position: CarouselPosition(page: 0), count: count, reduceMotion: reduceMotion,
      settings: settings)
  }

  /// This context at `position`: the package's hosts and tests lay out a frame anywhere, an app
  /// only at rest on the first item (a style's look mid-drag is its
  /// ``CarouselLayoutStyle/attributes(forOffset:in:)``).
  package func positioned(at position: CarouselPosition) -> CarouselLayoutContext {
    var context = self
    context.position = position
    return context
  }

  /// The context of a frame at `position` of `count` items laid out with `settings`: how a
  /// configuration makes one (`CarouselConfiguration.layoutContext(position:count:reduceMotion:)`),
  /// with its settings whole.
  package init(
    position: CarouselPosition, count: Int, reduceMotion: Bool, settings: Settings
  ) {
    self.position = position
    self.count = count
    self.reduceMotion = reduceMotion
    self.settings = settings
  }

  /// The corrections the layout makes to this input, one `CarouselDiagnostic.invalidSize(name:value:)`
  /// per NaN, infinite or negative length, margin or fraction (and for a negative count), one
  /// `CarouselDiagnostic.invalidItemColumns(name:count:span:)` per count or span below 1,
  /// and one `CarouselDiagnostic.insetsExceedViewport(total:viewport:)` or
  /// `CarouselDiagnostic.marginsExceedViewport(total:viewport:)` when the insets and margins
  /// along or across the paging axis are longer than the viewport; empty for valid input.
  ///
  /// The safe area is never reported: the host measures it, the developer does not choose it,
  /// so a report could not be acted on. A bad one counts as 0 like every length, and the safe
  /// area is scaled down with the insets when together they exceed the viewport.
  package var diagnostics: [CarouselDiagnostic] {
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

extension CarouselLayoutContext {
  /// A carousel's layout settings, declared once: a `CarouselConfiguration` stores them (its
  /// `layout`, read and written there: `configuration.layout.spacing`), and the context of each
  /// frame takes them whole, so no setting is copied from one to the other by hand. The
  /// context's public properties of the same names read and write them.
  ///
  /// Equality and hashing are synthesized from the stored settings, so a setting added here is
  /// compared by both types without being listed. Lengths are declared ``NaNEqual``: a NaN
  /// length equals itself, so a configuration holding a bad one equals itself and re-sending it
  /// changes nothing (and a context holding one equals itself).
  @usableFromInline package struct Settings: Hashable, Sendable {
    /// See ``CarouselLayoutContext/viewportWidth``.
    @usableFromInline @NaNEqual package var viewportWidth: Double
    /// See ``CarouselLayoutContext/viewportHeight``.
    @usableFromInline @NaNEqual package var viewportHeight: Double
    /// See ``CarouselLayoutContext/mainItemLength``.
    @usableFromInline @NaNEqual package var mainItemLength: CarouselItemLength?
    /// See ``CarouselLayoutContext/crossItemLength``.
    @usableFromInline @NaNEqual package var crossItemLength: CarouselItemLength?
    /// See ``CarouselLayoutContext/spacing``.
    @usableFromInline @NaNEqual package var spacing: Double?
    /// See ``CarouselLayoutContext/peek``.
    @usableFromInline @NaNEqual package var peek: Double?
    /// See ``CarouselLayoutContext/leadingInset``.
    @usableFromInline @NaNEqual package var leadingInset: Double
    /// See ``CarouselLayoutContext/trailingInset``.
    @usableFromInline @NaNEqual package var trailingInset: Double
    /// See ``CarouselLayoutContext/margins``.
    @usableFromInline @NaNEqual package var margins: CarouselEdgeInsets
    /// See ``CarouselLayoutContext/safeAreaInsets``.
    @usableFromInline @NaNEqual package var safeAreaInsets: CarouselEdgeInsets
    // The one-byte settings last, so that they share one word.
    /// See ``CarouselLayoutContext/isLooping``.
    @usableFromInline package var isLooping: Bool
    /// See ``CarouselLayoutContext/axis``.
    @usableFromInline package var axis: CarouselAxis
    /// See ``CarouselLayoutContext/layoutDirection``.
    @usableFromInline package var layoutDirection: CarouselLayoutDirection
    /// See ``CarouselLayoutContext/alignment``.
    @usableFromInline package var alignment: CarouselAlignment

    /// See ``CarouselLayoutContext/itemMainLength``.
    @usableFromInline package var itemMainLength: Double? {
      get { mainItemLength?.points }
      set { mainItemLength = newValue.map(CarouselItemLength.points) }
    }
    /// See ``CarouselLayoutContext/itemCrossLength``.
    @usableFromInline package var itemCrossLength: Double? {
      get { crossItemLength?.points }
      set { crossItemLength = newValue.map(CarouselItemLength.points) }
    }
  }
}
