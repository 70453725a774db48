/// A ``CarouselLayoutContext`` resolved for one style: sanitized lengths, measured along and
/// across the paging axis, with the derived item size and the distance between pages.
///
/// Along the paging axis, each edge's inset is the context's inset plus the margin on that edge
/// plus, where the style respects it, the safe area there; across it, the margin plus the safe
/// area likewise. The rooms those leave are what relative item lengths
/// (``CarouselItemLength``) are shares of. Resolving costs a few arithmetic operations per
/// frame, and only comparisons when there are no margins and no safe area.
///
/// Custom styles read it in ``CarouselLayoutStyle/attributes(forOffset:in:)``.
///
/// ```swift
/// let geometry = AnyCarouselLayoutStyle.peek.geometry(in: context)  // viewport 390 wide
/// geometry.itemMainLength  // 310 = 390 - 2 * (28 + 12)
/// geometry.pitch  // 322
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
  /// The inset at the main axis's leading edge: the context's leading inset plus the margin on
  /// that edge and, where the style respects it, the safe area there (all scaled down together
  /// to fit the viewport when the two sides exceed it).
  public var leadingInset: Double
  /// The inset at the main axis's trailing edge, made up as ``leadingInset``.
  public var trailingInset: Double
  /// The inset across the paging axis at its leading edge (the top of a horizontal carousel,
  /// the reading direction's leading side of a vertical one): the margin there plus, where the
  /// style respects it, the safe area there, scaled down with ``crossTrailingInset`` to fit the
  /// viewport's cross length.
  public var crossLeadingInset: Double
  /// The inset across the paging axis at its trailing edge (the bottom of a horizontal
  /// carousel), made up as ``crossLeadingInset``.
  public var crossTrailingInset: Double
  /// Whether the safe area is part of the insets here: the context has one and the style keeps
  /// its items inside it (``CarouselLayoutStyle/respectsSafeArea(in:)``); `false` without a
  /// safe area.
  public var respectsSafeArea: Bool
  /// Where the focused item sits: the context's alignment as the style honors it
  /// (``CarouselLayoutStyle/resolvedAlignment(_:)``).
  public var alignment: CarouselAlignment
  /// The room the insets leave along the paging axis: what a relative item length
  /// (``CarouselItemLength``) is a share of.
  public var mainRoom: Double
  /// The room the cross insets leave across the paging axis: the derived cross length, and what
  /// a relative cross length is a share of.
  public var crossRoom: Double
  /// The item's length along the paging axis: the context's (in points, or resolved from the
  /// ``mainRoom``: see ``CarouselItemLength``), or else the room less the peek and spacing on
  /// each side (`2 * (peek + spacing)`, one side only with a leading alignment), times the
  /// style's ``CarouselLayoutStyle/preferredItemFraction``.
  public var itemMainLength: Double
  /// The item's length across the paging axis: the context's (in points, or resolved from the
  /// ``crossRoom``), or else the ``crossRoom``.
  public var itemCrossLength: Double
  /// Where the focused item's center sits relative to the viewport's center along the paging
  /// axis, before mirroring, in points toward the next side. Centered, unequal insets move it
  /// off center by half their difference; leading-aligned, the item's leading edge is at the
  /// leading inset, and near a finite row's end it moves on toward the trailing side, so that
  /// the row stops where its last item meets the trailing inset (see ``CarouselAlignment``).
  /// It depends on the position only there.
  public var focusShift: Double
  /// The row of items of their own lengths, when the context has lengths
  /// (``CarouselLayoutContext/itemLengths``), there are items, and the style lays them out
  /// (peek and paged); otherwise `nil`, and every item is ``itemMainLength`` long.
  package var row: CarouselItemRow?

  /// Resolves `context` for `style`; outside the package, `style.geometry(in: context)`.
  package init(context: CarouselLayoutContext, style: some CarouselLayoutStyle) {
    self.context = context
    count = max(context.count, 0)
    let axis = context.axis
    let isHorizontal = axis == .horizontal
    viewportMainLength = LayoutMath.sanitizedLength(
      isHorizontal ? context.viewportWidth : context.viewportHeight)
    viewportCrossLength = LayoutMath.sanitizedLength(
      isHorizontal ? context.viewportHeight : context.viewportWidth)
    // A relative length's spacing is the gap when the carousel gives none (see
    // `CarouselItemLength.count(_:span:spacing:)`).
    spacing = LayoutMath.sanitizedLength(
      context.spacing ?? context.mainItemLength?.preferredSpacing ?? style.preferredSpacing)
    peek = LayoutMath.sanitizedLength(context.peek ?? style.preferredPeek)
    alignment = style.resolvedAlignment(context.alignment)
    // Per frame: no margins and no safe area (the usual case) cost two comparisons, not the
    // sanitizing of eight edges and the style's safe-area rule.
    respectsSafeArea = context.safeAreaInsets != .zero && style.respectsSafeArea(in: context)
    // Each part sanitized (at most 10^9), so the sums stay finite. Insets that together exceed
    // the viewport are scaled down to fit it, keeping their ratio (see
    // `CarouselDiagnostic.insetsExceedViewport(total:viewport:)`).
    var along = (leading: 0.0, trailing: 0.0)
    var across = (leading: 0.0, trailing: 0.0)
    if context.margins != .zero {
      along = context.margins.along(axis)
      across = context.margins.across(axis)
    }
    if respectsSafeArea {
      let safeAlong = context.safeAreaInsets.along(axis)
      let safeAcross = context.safeAreaInsets.across(axis)
      along = (along.leading + safeAlong.leading, along.trailing + safeAlong.trailing)
      across = (across.leading + safeAcross.leading, across.trailing + safeAcross.trailing)
    }
    let leading = LayoutMath.sanitizedLength(context.leadingInset) + along.leading
    let trailing = LayoutMath.sanitizedLength(context.trailingInset) + along.trailing
    (leadingInset, trailingInset) = LayoutMath.fitted(leading, trailing, in: viewportMainLength)
    mainRoom = max(viewportMainLength - leadingInset - trailingInset, 0)
    if across == (0, 0) {
      (crossLeadingInset, crossTrailingInset, crossRoom) = (0, 0, viewportCrossLength)
    } else {
      (crossLeadingInset, crossTrailingInset) = LayoutMath.fitted(
        across.leading, across.trailing, in: viewportCrossLength)
      crossRoom = max(viewportCrossLength - crossLeadingInset - crossTrailingInset, 0)
    }
    let sides = (alignment == .leading ? 1 : 2) * (peek + spacing)
    itemMainLength =
      context.mainItemLength?.resolved(inRoom: mainRoom, spacing: spacing)
      ?? LayoutMath.sanitizedLength(
        max(mainRoom - sides, 0) * LayoutMath.sanitizedLength(style.preferredItemFraction))
    itemCrossLength =
      context.crossItemLength?.resolved(inRoom: crossRoom, spacing: spacing) ?? crossRoom
    if let lengths = context.itemLengths, count > 0, CarouselItemRow.honorsOwnLengths(style) {
      row = CarouselItemRow(
        lengths: lengths, count: count, fallbackLength: itemMainLength, spacing: spacing,
        anchorShare: alignment == .leading ? 0 : 0.5, loops: count > 1 && context.isLooping)
    }
    focusShift = 0
    focusShift = alignedFocusShift()
  }

  /// ``focusShift`` for the resolved lengths: see there.
  private func alignedFocusShift() -> Double {
    guard alignment == .leading else { return (leadingInset - trailingInset) / 2 }
    let atLeadingInset = leadingInset + itemMainLength / 2 - viewportMainLength / 2
    guard let endPages else { return atLeadingInset }
    // Once the position is fewer than `endPages` pages from the last (`toLast`), the focus
    // moves on toward the trailing side by what the row would otherwise move past its end, so
    // the row stays put; at most `endPages` pitches (reached on the last page; past it, a drag
    // moves the row again, as a rubber band). The distance to the last page is taken in `Int`
    // first, exact at any page.
    let toLast =
      Double(Numerics.saturatingSubtract(count - 1, context.position.page))
      - context.position.fraction
    return atLeadingInset + pitch * min(max(endPages - toLast, 0), endPages)
  }

  /// How many pages before the last page a finite leading-aligned row of one item length stops
  /// moving, or `nil` for any other row (centered, looping, of no pitch). The last item's
  /// trailing edge is `r × pitch + itemMainLength` past the focused item's leading edge, `r`
  /// pages from the position to the last page; once that is short of the room (`r` below
  /// this), the row would move past its end. A row shorter than the room stops at once: this
  /// is then all its pages.
  private var endPages: Double? {
    let pitch = self.pitch
    guard alignment == .leading, !loops, pitch > 0 else { return nil }
    return max(0, min((mainRoom - itemMainLength) / pitch, Double(count - 1)))
  }

  /// The coordinate along `row` (a finite leading-aligned row of items of their own lengths)
  /// where the focus is when the last item's trailing edge meets the trailing inset, or `nil`
  /// when the row never gets there before its last anchor (any other row): from there on the
  /// row stays put and the focus moves along it.
  package func endCoordinate(of row: CarouselItemRow) -> Double? {
    guard alignment == .leading, !row.loops else { return nil }
    let limit = max(row.leadingEdge(of: row.count) - row.spacing - mainRoom, 0)
    return limit < row.anchor(of: row.count - 1) ? limit : nil
  }

  /// The last position at which a finite row still moves: the last page, or, on a
  /// leading-aligned row, where the last item's trailing edge meets the trailing inset (past
  /// it only the focus moves along the last items, the row staying put); the first page for a
  /// leading row shorter than the room. What a freely scrolling carousel's momentum stops at.
  package var lastMovingPosition: CarouselPosition {
    let last = CarouselPosition(page: max(count - 1, 0))
    if let row, let end = endCoordinate(of: row) { return row.position(atCoordinate: end) }
    guard row == nil, let endPages else { return last }
    return last.moved(by: -endPages)
  }

  /// Where the focused item's center sits relative to the viewport's center across the paging
  /// axis, before mirroring, in points toward the cross axis's trailing edge: unequal cross
  /// insets move it off center by half their difference.
  public var crossShift: Double { (crossLeadingInset - crossTrailingInset) / 2 }

  /// The distance between the centers of neighboring items on a straight row.
  public var pitch: Double { itemMainLength + spacing }

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
