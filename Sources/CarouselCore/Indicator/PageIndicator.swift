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
/// indicator.dots(progress: 2.25).map(\.emphasis)  // [0, 0, 0.75, 0.25, 0]
/// indicator.dotIndex(atLocation: 66, at: CarouselPosition(page: 2))  // 3
/// indicator.compactLabel(selectedIndex: 1)  // "2 / 5"
/// ```
@usableFromInline package struct PageIndicator: Hashable, Sendable {
  /// The number of items (negative counts became 0).
  @usableFromInline package let count: Int
  /// Whether the carousel wraps from its last item to its first.
  @usableFromInline package let isLooping: Bool
  /// The most dots the strip shows at rest (at least 3, at most 1,000).
  @usableFromInline package let maximumVisibleDots: Int
  /// The reading direction; right-to-left mirrors the strip.
  @usableFromInline package let layoutDirection: CarouselLayoutDirection
  /// Whether a strip with a single dot should be hidden. Unlike `UIPageControl`, whose default is
  /// `false`, this defaults to `true`: one dot tells the user nothing.
  @usableFromInline package let hidesForSinglePage: Bool

  /// The scales of the dots at the edge slot, one slot in, and further in, next to an edge
  /// beyond which more pages lie.
  package static let edgeScales: [Double] = [1.0 / 3, 2.0 / 3, 1]

  /// Creates an indicator for `count` items. A negative count becomes 0, and
  /// `maximumVisibleDots` below 3 becomes 3 (a scrolling window needs a dot on each side of the
  /// current one) and above 1,000 becomes 1,000 (no screen shows more dots, and the strip of
  /// `Int.max` items would not fit in memory).
  @usableFromInline package init(
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
  @usableFromInline package var visibleDotCount: Int { min(count, maximumVisibleDots) }

  /// Whether the UI should hide the strip: when there are no items, or a single one and
  /// ``hidesForSinglePage`` is set.
  @usableFromInline package var isHidden: Bool { count == 0 || (count == 1 && hidesForSinglePage) }

  /// The dots to draw at `progress` (a continuous item-space position held in one `Double`),
  /// ordered by `PageIndicatorDot.slot`, left to right: the same as ``dots(at:)`` at that
  /// position.
  ///
  /// NaN and infinite progress count as 0, and progress beyond `Int`'s range saturates; finite
  /// carousels clamp progress to their items and looping ones wrap it. A `Double` holds whole
  /// items exactly only up to 2^53: for larger counts, use ``dots(at:)``.
  @usableFromInline package func dots(progress: Double) -> PageIndicatorDots {
    dots(at: itemPosition(progress: progress))
  }

  /// Where dots marking the item `index` rest: on its page (on the first for `nil`, when
  /// there are no items and so no dots).
  package static func position(marking index: Int?) -> CarouselPosition {
    CarouselPosition(page: index ?? 0)
  }

  /// The dots at rest on the item `index` (`CarouselEngine.indicatedIndex`): what a page
  /// indicator draws, changing per page.
  package func dots(marking index: Int?) -> PageIndicatorDots {
    dots(at: Self.position(marking: index))
  }

  /// The dots to draw at `position`, ordered by `PageIndicatorDot.slot`, left to right, as a
  /// collection that allocates nothing (see `PageIndicatorDots`).
  ///
  /// `position` is in item space: its `CarouselPosition.page` is an item index, so page 3 plus
  /// 0.25 is a quarter of the way from item 3 to item 4. Finite carousels clamp it into
  /// `0...count - 1`; looping ones wrap it around the items, so item `count - 1` plus 0.5 is
  /// halfway from the last item back to the first. Exact for every count up to `Int.max`.
  ///
  /// No items give no dots. At rest the strip has ``visibleDotCount`` dots; while a window
  /// scrolls, one more dot is sliding in or out at an edge.
  @usableFromInline package func dots(at position: CarouselPosition) -> PageIndicatorDots {
    PageIndicatorDots(indicator: self, position: position)
  }

  /// The item of the dot a tap at `location` hits, among the dots ``dots(at:)`` draws at
  /// `position` placed as `PageIndicatorDots.frames(_:)` places them (already mirrored for
  /// right-to-left): each dot owns the strip from the middle of the gap before it to the middle
  /// of the gap after it, so a tap on a dot is that dot's and one tap target covers the whole
  /// strip.
  ///
  /// `location` is in points from the strip's left (or top) edge, with the strip drawn by
  /// `metrics` (``CarouselDots/stripLength(dotCount:)`` of ``visibleDotCount`` dots).
  /// - A location exactly halfway between two dots goes to the later one in reading order (the
  ///   right one left to right, the left one right to left), as halves round forward in
  ///   `CarouselPosition.nearestPage`: a right-to-left strip is the mirror of a left-to-right
  ///   one.
  /// - A location before the strip counts as its left (or top) edge, one after it as its far
  ///   edge, infinities included: it goes to the dot nearest that end.
  /// - While the window scrolls, the dot sliding in or out counts like the others.
  /// - `nil` when there are no dots, and for a NaN location.
  ///
  /// ```swift
  /// let indicator = PageIndicator(count: 3, isLooping: false)  // dots 0–22, 30–38, 46–54
  /// indicator.dotIndex(atLocation: 40, at: CarouselPosition(page: 0))  // 1
  /// indicator.dotIndex(atLocation: 26, at: CarouselPosition(page: 0))  // 1: halfway goes on
  /// ```
  @usableFromInline package func dotIndex(
    atLocation location: Double, at position: CarouselPosition,
    metrics: PageIndicatorMetrics = .standard
  ) -> Int? {
    dots(at: position).item(nearestLocation: location, look: metrics.dots)
  }

  /// The short form of the indicator, like `"2 / 5"` for the second of five items; `""` when
  /// there are no items. A nil index counts as the first item; others are clamped (finite) or
  /// wrapped (looping) into the items.
  @usableFromInline package func compactLabel(selectedIndex: Int?) -> String {
    guard count > 0 else { return "" }
    let index = normalizedItemIndex(selectedIndex, count: count, isLooping: isLooping)
    // `index` is at most `count - 1`, so `index + 1` stays within `Int`: "9223372036854775807 /
    // 9223372036854775807" for the last of `Int.max` items.
    return "\(index + 1) / \(count)"
  }

  /// Whether the UI should show ``compactLabel(selectedIndex:)`` instead of the dots because the
  /// strip of ``visibleDotCount`` dots drawn as `dots` (its
  /// ``CarouselDots/stripLength(dotCount:)``) does not fit in `availableLength` (like
  /// `ViewThatFits` falling back to text).
  ///
  /// A NaN or negative length counts as 0. With no items there is nothing to show: false.
  ///
  /// ```swift
  /// let indicator = PageIndicator(count: 5, isLooping: false)
  /// indicator.prefersCompactForm(availableLength: 78, dots: .capsules)  // false
  /// indicator.prefersCompactForm(availableLength: 77.9, dots: .capsules)  // true
  /// ```
  @usableFromInline package func prefersCompactForm(
    availableLength: Double, dots: CarouselDots = .standard
  ) -> Bool {
    guard count > 0 else { return false }
    let available = availableLength.isNaN ? 0 : max(availableLength, 0)
    return dots.stripLength(dotCount: visibleDotCount) > available
  }
}
