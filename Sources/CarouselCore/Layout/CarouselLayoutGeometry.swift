/// A ``CarouselLayoutContext`` resolved for one style: sanitized lengths, measured along and
/// across the paging axis, with the derived item size and the distance between pages.
///
/// Custom styles read it in ``CarouselLayoutStyle/attributes(forOffset:in:)``.
///
/// ```swift
/// let geometry = PeekCarouselStyle().geometry(in: context)  // viewport 390 wide
/// geometry.itemMainLength  // 310 = 390 - 2 * (28 + 12)
/// geometry.pitch           // 322
/// ```
public struct CarouselLayoutGeometry: Hashable, Sendable {
  /// The most slots one frame can show, whatever the style's reach: a bound on the per-frame
  /// cost for degenerate input (zero-sized items, huge reaches).
  public static var maximumVisibleSlots: Int { 16 }

  /// The input, as given (unsanitized).
  public var context: CarouselLayoutContext
  /// The item count; `0` for a negative count.
  public var count: Int
  /// Whether the layout wraps around: looping with two or more items. One item never loops, as
  /// in the engine's paging, so it is drawn once.
  public var loops: Bool { context.isLooping && count > 1 }
  /// The viewport's length along the paging axis.
  public var viewportMainLength: Double
  /// The viewport's length across the paging axis.
  public var viewportCrossLength: Double
  /// The gap between neighboring items.
  public var spacing: Double
  /// How much of each neighbor stays visible beside the focused item.
  public var peek: Double
  /// The inset at the main axis's leading edge.
  public var leadingInset: Double
  /// The inset at the main axis's trailing edge.
  public var trailingInset: Double
  /// The item's length along the paging axis: the context's, or else the viewport less the
  /// insets and `2 * (peek + spacing)`, times the style's ``CarouselLayoutStyle/preferredItemFraction``.
  public var itemMainLength: Double
  /// The item's length across the paging axis: the context's, or else the viewport's.
  public var itemCrossLength: Double

  /// Resolves `context` for `style`.
  public init(context: CarouselLayoutContext, style: some CarouselLayoutStyle) {
    self.context = context
    count = max(context.count, 0)
    let isHorizontal = context.axis == .horizontal
    viewportMainLength = LayoutMath.sanitizedLength(
      isHorizontal ? context.viewportWidth : context.viewportHeight)
    viewportCrossLength = LayoutMath.sanitizedLength(
      isHorizontal ? context.viewportHeight : context.viewportWidth)
    spacing = LayoutMath.sanitizedLength(context.spacing ?? style.preferredSpacing)
    peek = LayoutMath.sanitizedLength(context.peek ?? style.preferredPeek)
    // Insets that together exceed the viewport are scaled down to fit it, keeping their ratio
    // (see ``CarouselDiagnostic/insetsExceedViewport(total:viewport:)``).
    let leading = LayoutMath.sanitizedLength(context.leadingInset)
    let trailing = LayoutMath.sanitizedLength(context.trailingInset)
    let fit =
      leading + trailing > viewportMainLength ? viewportMainLength / (leading + trailing) : 1
    leadingInset = leading * fit
    trailingInset = trailing * fit
    let room = max(viewportMainLength - leadingInset - trailingInset - 2 * (peek + spacing), 0)
    itemMainLength =
      context.itemMainLength.map(LayoutMath.sanitizedLength)
      ?? LayoutMath.sanitizedLength(room * LayoutMath.sanitizedLength(style.preferredItemFraction))
    itemCrossLength = context.itemCrossLength.map(LayoutMath.sanitizedLength) ?? viewportCrossLength
  }

  /// The distance between the centers of neighboring items on a straight row.
  public var pitch: Double { itemMainLength + spacing }

  /// Where the focused item's center sits relative to the viewport's center along the paging
  /// axis, before mirroring: unequal insets move it off center.
  public var focusShift: Double { (leadingInset - trailingInset) / 2 }

  /// How many pages toward the previous side an item on a straight row (spaced by ``pitch``,
  /// full size) can be from the focus and still touch the viewport. A positive ``focusShift``
  /// moves the focus toward the next side, leaving more room on this one.
  public var previousEdgeReach: Double {
    (viewportMainLength / 2 + focusShift + itemMainLength / 2) / pitch
  }

  /// How many pages toward the next side an item on a straight row (spaced by ``pitch``, full
  /// size) can be from the focus and still touch the viewport.
  public var nextEdgeReach: Double {
    (viewportMainLength / 2 - focusShift + itemMainLength / 2) / pitch
  }

  /// The larger of ``previousEdgeReach`` and ``nextEdgeReach``: how many pages from the focus an
  /// item on a straight row can be, on either side, and still touch the viewport.
  public var edgeReach: Double {
    (viewportMainLength / 2 + abs(focusShift) + itemMainLength / 2) / pitch
  }

  /// The item's unscaled width.
  public var itemWidth: Double {
    context.axis == .horizontal ? itemMainLength : itemCrossLength
  }
  /// The item's unscaled height.
  public var itemHeight: Double {
    context.axis == .horizontal ? itemCrossLength : itemMainLength
  }
}
