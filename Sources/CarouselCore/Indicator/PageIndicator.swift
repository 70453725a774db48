/// The model of a page-dot strip: which dots to draw, where, how emphasized and how large, for
/// any continuous position of the carousel.
///
/// - The position is given in item space, so the dots follow a finger or a settling motion:
///   while the carousel moves from item 2 to item 3, dot 2 loses emphasis and dot 3 gains it,
///   linearly. In a looping carousel, progress `count - 0.5` is halfway from the last item back
///   to the first.
/// - With more items than ``maximumVisibleDots`` the strip shows a window of dots that scrolls
///   with the position. In a finite carousel the current dot moves to the next-to-last slot and
///   then the window scrolls under it (as a model that depends only on the position, it cannot
///   tell a forward from a backward move, so it follows the reading direction). In a looping
///   carousel the strip has no ends: the current dot stays in the middle slot and the window
///   scrolls across the seam without a jump.
/// - Next to an edge beyond which more pages lie, dots shrink: 1/3 at the edge slot, 2/3 one slot
///   in, full size further in; a dot being emphasized is never shrunk below its emphasis.
///
/// ```swift
/// let indicator = PageIndicator(count: 5, isLooping: false)
/// indicator.dots(progress: 2.25).map(\.emphasis)   // [0, 0, 0.75, 0.25, 0]
/// indicator.compactLabel(selectedIndex: 1)         // "2 / 5"
/// ```
public struct PageIndicator: Hashable, Sendable {
  /// The number of items (negative counts became 0).
  public let count: Int
  /// Whether the carousel wraps from its last item to its first.
  public let isLooping: Bool
  /// The most dots the strip shows at rest (at least 3, at most 1,000).
  public let maximumVisibleDots: Int
  /// The reading direction; right-to-left mirrors the strip.
  public let layoutDirection: CarouselLayoutDirection
  /// Whether a strip with a single dot should be hidden. Unlike `UIPageControl`, whose default is
  /// `false`, this defaults to `true`: one dot tells the user nothing.
  public let hidesForSinglePage: Bool

  /// The scales of the dots at the edge slot, one slot in, and further in, next to an edge
  /// beyond which more pages lie.
  public static let edgeScales: [Double] = [1.0 / 3, 2.0 / 3, 1]

  /// Creates an indicator for `count` items. A negative count becomes 0, and
  /// `maximumVisibleDots` below 3 becomes 3 (a scrolling window needs a dot on each side of the
  /// current one) and above 1,000 becomes 1,000 (no screen shows more dots, and the strip of
  /// `Int.max` items would not fit in memory).
  public init(
    count: Int, isLooping: Bool, maximumVisibleDots: Int = 7,
    layoutDirection: CarouselLayoutDirection = .leftToRight, hidesForSinglePage: Bool = true
  ) {
    self.count = max(count, 0)
    self.isLooping = isLooping
    self.maximumVisibleDots = min(max(maximumVisibleDots, 3), 1_000)
    self.layoutDirection = layoutDirection
    self.hidesForSinglePage = hidesForSinglePage
  }

  /// The length of the strip in dot slots at rest: the smaller of ``count`` and
  /// ``maximumVisibleDots``.
  public var visibleDotCount: Int { min(count, maximumVisibleDots) }

  /// Whether the UI should hide the strip: when there are no items, or a single one and
  /// ``hidesForSinglePage`` is set.
  public var isHidden: Bool { count == 0 || (count == 1 && hidesForSinglePage) }

  /// The dots to draw at `progress` (a continuous item-space position held in one `Double`),
  /// ordered by ``PageIndicatorDot/slot``, left to right: the same as ``dots(at:)`` at that
  /// position.
  ///
  /// NaN and infinite progress count as 0, and progress beyond `Int`'s range saturates; finite
  /// carousels clamp progress to their items and looping ones wrap it. A `Double` holds whole
  /// items exactly only up to 2^53: for larger counts, use ``dots(at:)``.
  public func dots(progress: Double) -> [PageIndicatorDot] {
    dots(at: itemPosition(progress: progress))
  }

  /// The dots to draw at `position`, ordered by ``PageIndicatorDot/slot``, left to right.
  ///
  /// `position` is in item space: its ``CarouselPosition/page`` is an item index, so page 3 plus
  /// 0.25 is a quarter of the way from item 3 to item 4. Finite carousels clamp it into
  /// `0...count - 1`; looping ones wrap it around the items, so item `count - 1` plus 0.5 is
  /// halfway from the last item back to the first. Exact for every count up to `Int.max`.
  ///
  /// No items give no dots. At rest the strip has ``visibleDotCount`` dots; while a window
  /// scrolls, one more dot is sliding in or out at an edge.
  public func dots(at position: CarouselPosition) -> [PageIndicatorDot] {
    guard count > 0 else { return [] }
    let position = normalizedItemPosition(position, count: count, isLooping: isLooping)
    let window = IndicatorWindow(indicator: self, position: position)
    let slotCount = Double(window.slotCount)
    var dots: [PageIndicatorDot] = []
    dots.reserveCapacity(window.slotCount + 1)  // one allocation, not one per doubling
    // Offsets count slots from the window's whole start item; the last one is the dot sliding in
    // while the window scrolls.
    for offset in 0...window.slotCount {
      let slot = window.slot(ofOffset: offset, in: window)
      guard slot > -1, slot < slotCount, let index = window.itemIndex(atOffset: offset) else {
        continue
      }
      let emphasis = emphasis(ofItem: index, at: position)
      let scale = scale(ofItem: index, atOffset: offset, in: window, at: position)
      // Mirroring can round a slot just above -1 up to `slotCount` itself (a fraction within an
      // ulp of 1); keep it inside the strip, below `slotCount`.
      let drawnSlot =
        layoutDirection == .rightToLeft ? min(slotCount - 1 - slot, slotCount.nextDown) : slot
      dots.append(PageIndicatorDot(index: index, slot: drawnSlot, emphasis: emphasis, scale: scale))
    }
    return layoutDirection == .rightToLeft ? dots.reversed() : dots
  }

  /// A dot's size between two items: the size it has when the carousel rests on the item
  /// before, blended toward the size it has on the item after. At rest a dot is full size when
  /// it is the current one, else as small as its place near a strip edge makes it; blending the
  /// two ends (rather than taking the larger of the edge size and the emphasis) keeps the
  /// outgoing current dot full size while the window scrolls under it.
  ///
  /// The dot shows item `index` at `offset` slots after the whole start item of `window`, the
  /// window at the normalized `position`.
  private func scale(
    ofItem index: Int, atOffset offset: Int, in window: IndicatorWindow,
    at position: CarouselPosition
  ) -> Double {
    func restingScale(onItem item: Int) -> Double {
      if index == Numerics.floorModulo(item, count) { return 1 }
      let resting = IndicatorWindow(indicator: self, position: CarouselPosition(page: item))
      return resting.edgeScale(atSlot: resting.slot(ofOffset: offset, in: window))
    }
    let before = restingScale(onItem: position.page)
    let traveled = position.fraction
    guard traveled != 0 else { return before }
    // A normalized position with a fraction lies before the last item (finite) or at most on it
    // (looping), so the next item is at most `count`, and `count` is at most `Int.max`.
    return before + (restingScale(onItem: position.page + 1) - before) * traveled
  }

  /// How much item `index` is current at the normalized `position`: the share of the way not
  /// yet traveled away from it, or already traveled toward it.
  private func emphasis(ofItem index: Int, at position: CarouselPosition) -> Double {
    let from = position.page
    let traveled = position.fraction
    // `from` is at most `count - 1`, so `from + 1` stays within `Int`.
    let to = isLooping ? Numerics.floorModulo(from + 1, count) : from + 1
    var emphasis = 0.0
    if index == from { emphasis += 1 - traveled }
    if index == to { emphasis += traveled }
    return emphasis
  }

  /// The short form of the indicator, like `"2 / 5"` for the second of five items; `""` when
  /// there are no items. A nil index counts as the first item; others are clamped (finite) or
  /// wrapped (looping) into the items.
  public func compactLabel(selectedIndex: Int?) -> String {
    guard count > 0 else { return "" }
    let index = normalizedItemIndex(selectedIndex, count: count, isLooping: isLooping)
    // `index` is at most `count - 1`, so `index + 1` stays within `Int`: "9223372036854775807 /
    // 9223372036854775807" for the last of `Int.max` items.
    return "\(index + 1) / \(count)"
  }

  /// Whether the UI should show ``compactLabel(selectedIndex:)`` instead of the dots because the
  /// strip of ``visibleDotCount`` dots, each `dotLength` long with `spacing` between them, does
  /// not fit in `availableLength` (like `ViewThatFits` falling back to text).
  ///
  /// NaN and negative lengths count as 0. With no items there is nothing to show: false.
  public func prefersCompactForm(availableLength: Double, dotLength: Double, spacing: Double)
    -> Bool
  {
    guard count > 0 else { return false }
    func length(_ value: Double) -> Double { value.isNaN ? 0 : max(value, 0) }
    let dots = Double(visibleDotCount)
    // A single dot has no gaps, even when the spacing is infinite (0 × ∞ would be NaN).
    let gaps = dots > 1 ? (dots - 1) * length(spacing) : 0
    let needed = dots * length(dotLength) + gaps
    return needed > length(availableLength)
  }
}
