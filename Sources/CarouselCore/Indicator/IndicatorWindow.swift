/// The part of the dot strip a `PageIndicator` shows at one position: where the window starts
/// (in item space, fractional while it scrolls) and whether items lie beyond each edge.
///
/// Items are counted in whole integers plus a fraction, like `CarouselPosition` counts pages,
/// so the window is exact for every count up to `Int.max`; only offsets within the window (a few
/// slots) ever become a `Double`.
struct IndicatorWindow {
  /// The item-space position of the strip's first slot: a whole item plus the fraction the strip
  /// has scrolled past it. In a circular window the whole item may be negative or past the items
  /// (it is read modulo the count).
  let start: CarouselPosition
  /// Whether the window wraps around the items (looping with more items than slots).
  let isCircular: Bool
  /// The items hidden before the first slot, capped at 1 (one hidden item already shrinks the
  /// edge dots fully): fractional while the first hidden item slides out.
  let hiddenBefore: Double
  /// The items hidden after the last slot, capped at 1 like ``hiddenBefore``.
  let hiddenAfter: Double
  /// The number of slots at rest.
  let slotCount: Int
  /// The number of items.
  let count: Int

  /// The window of `indicator` at `position`, an item-space position normalized into the items
  /// (a looping indicator may also pass `count` itself: the window just after the last item).
  init(indicator: PageIndicator, position: CarouselPosition) {
    count = indicator.count
    slotCount = indicator.visibleDotCount
    let hidden = count - slotCount
    guard hidden > 0 else {
      (start, isCircular, hiddenBefore, hiddenAfter) = (CarouselPosition(page: 0), false, 0, 0)
      return
    }
    if indicator.isLooping {
      // No ends: the current dot rides in the middle slot and both edges always hide items.
      start = CarouselPosition(
        page: position.page - (slotCount - 1) / 2, fraction: position.fraction)
      (isCircular, hiddenBefore, hiddenAfter) = (true, 1, 1)
    } else {
      // The current dot walks to the next-to-last slot, then the window scrolls under it; the
      // window starts at item 0 at the earliest and at item `hidden` at the latest. (A finite
      // window has at least 3 slots, as `hidden > 0` means more items than the 3 or more slots.)
      let page = position.page - (slotCount - 2)
      if page < 0 {
        start = CarouselPosition(page: 0)
      } else if page >= hidden {
        start = CarouselPosition(page: hidden)
      } else {
        start = CarouselPosition(page: page, fraction: position.fraction)
      }
      isCircular = false
      hiddenBefore = start.page > 0 ? 1 : start.fraction
      // `hidden - start.page` is a whole number of items in `0...hidden`; only 0, 1 or more
      // matters once capped at 1.
      hiddenAfter = min(Double(min(hidden - start.page, 2)) - start.fraction, 1)
    }
  }

  /// The offsets, counted in slots from the window's whole start item (`start.page`), of the dots
  /// the strip draws: the slots `0..<slotCount`, and one more while the window scrolls (when its
  /// fraction brings the dot after the last slot into the strip), in a window that does not wrap
  /// only those that show an item. Every slot of these dots lies in `-1 <..< slotCount`.
  var drawnOffsets: Range<Int> {
    // Only the dot after the last slot can fall outside the strip: the slot of offset `o` is
    // `o - start.fraction` with the fraction in `0..<1`. The same comparison in `Double` as for
    // the slot itself keeps a fraction within an ulp of 0 from drawing that dot at `slotCount`.
    let slidesIn = slot(ofOffset: slotCount, in: self) < Double(slotCount)
    let end = slidesIn ? slotCount + 1 : slotCount
    // Without wrapping, `start.page` is in `0...count - slotCount`, so nothing can overflow.
    return 0..<(isCircular ? end : min(end, count - start.page))
  }

  /// The item shown at `offset` slots after the window's whole start item (`start.page`).
  /// `offset` must be one of ``drawnOffsets``.
  func itemIndex(atOffset offset: Int) -> Int {
    guard isCircular else {
      // Here `start.page` is in `0...count - slotCount`, so nothing can overflow.
      return start.page + offset
    }
    // Wrap the start first: `first - count` is in `-count..<0` and `offset < count` (a circular
    // window has fewer slots than items), so the sum stays within `Int` even next to `Int.max`.
    let first = Numerics.floorModulo(start.page, count)
    return Numerics.floorModulo(first - count + offset, count)
  }

  /// The slot, in this window, of the dot `offset` slots after `other.start.page`, where `other`
  /// is a window of the same indicator at a position at most one item away (or this window).
  func slot(ofOffset offset: Int, in other: IndicatorWindow) -> Double {
    // Both starts lie within a couple of items of each other, so their difference is small.
    Double(other.start.page - start.page + offset) - start.fraction
  }

  /// The size of a dot at `slot` due to the edges: smaller near an edge that hides items,
  /// fading in as the first hidden item slides out, and down to 0 for a dot leaving the strip.
  func edgeScale(atSlot slot: Double) -> Double {
    min(
      edgeScale(distanceFromEdge: slot, hidden: hiddenBefore),
      edgeScale(distanceFromEdge: Double(slotCount - 1) - slot, hidden: hiddenAfter))
  }

  private func edgeScale(distanceFromEdge distance: Double, hidden: Double) -> Double {
    guard hidden > 0 else { return 1 }
    // Linear between the scales of `PageIndicator.edgeScales` (1/3 at the edge slot, 2/3 one
    // slot in, full size two slots in), and down to 0 one slot out: the scale rises by a third
    // a slot from one slot out to two slots in, so it is `(distance + 1) / 3` there, read from
    // no array (a frame reads it twice a dot).
    let level = min(max((distance + 1) / 3, 0), 1)
    let weight = min(hidden, 1)
    return (1 - weight) + weight * level
  }
}
