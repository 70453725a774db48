/// The model of a page-dot strip: which dots to draw, where, how emphasised and how large, for
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
///   in, full size further in; a dot being emphasised is never shrunk below its emphasis.
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
  /// The most dots the strip shows at rest (at least 3).
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
  /// current one).
  public init(
    count: Int, isLooping: Bool, maximumVisibleDots: Int = 7,
    layoutDirection: CarouselLayoutDirection = .leftToRight, hidesForSinglePage: Bool = true
  ) {
    self.count = max(count, 0)
    self.isLooping = isLooping
    self.maximumVisibleDots = max(maximumVisibleDots, 3)
    self.layoutDirection = layoutDirection
    self.hidesForSinglePage = hidesForSinglePage
  }

  /// The length of the strip in dot slots at rest: the smaller of ``count`` and
  /// ``maximumVisibleDots``.
  public var visibleDotCount: Int { min(count, maximumVisibleDots) }

  /// Whether the UI should hide the strip: when there are no items, or a single one and
  /// ``hidesForSinglePage`` is set.
  public var isHidden: Bool { count == 0 || (count == 1 && hidesForSinglePage) }

  /// The dots to draw at `progress` (a continuous item-space position), ordered by
  /// ``PageIndicatorDot/slot``, left to right.
  ///
  /// NaN and infinite progress count as 0; finite carousels clamp progress to their items and
  /// looping ones wrap it. No items give no dots. At rest the strip has ``visibleDotCount``
  /// dots; while a window scrolls, one more dot is sliding in or out at an edge.
  public func dots(progress: Double) -> [PageIndicatorDot] {
    guard count > 0 else { return [] }
    let position = normalizedItemProgress(progress, count: count, isLooping: isLooping)
    let window = IndicatorWindow(indicator: self, position: position)
    let slotCount = Double(visibleDotCount)
    var dots: [PageIndicatorDot] = []
    let firstVirtual = Int(window.start.rounded(.down))
    for virtual in firstVirtual...(firstVirtual + visibleDotCount) {
      let slot = Double(virtual) - window.start
      guard slot > -1, slot < slotCount else { continue }
      guard window.isCircular || (0..<count).contains(virtual) else { continue }
      let index = Numerics.floorModulo(virtual, count)
      let emphasis = emphasis(ofItem: index, at: position)
      let scale = scale(ofVirtualItem: virtual, at: position)
      let drawnSlot = layoutDirection == .rightToLeft ? slotCount - 1 - slot : slot
      dots.append(PageIndicatorDot(index: index, slot: drawnSlot, emphasis: emphasis, scale: scale))
    }
    return layoutDirection == .rightToLeft ? dots.reversed() : dots
  }

  /// A dot's size between two pages: the size it has when the carousel rests on the page
  /// before, blended toward the size it has on the page after. At rest a dot is full size when
  /// it is the current one, else as small as its place near a strip edge makes it; blending the
  /// two ends (rather than taking the larger of the edge size and the emphasis) keeps the
  /// outgoing current dot full size while the window scrolls under it.
  private func scale(ofVirtualItem virtual: Int, at position: Double) -> Double {
    let from = position.rounded(.down)
    let travelled = position - from
    func restingScale(onPage page: Double) -> Double {
      let window = IndicatorWindow(indicator: self, position: page)
      let isCurrent =
        Numerics.floorModulo(virtual, count) == Numerics.floorModulo(Int(page), count)
      return isCurrent ? 1 : window.edgeScale(atSlot: Double(virtual) - window.start)
    }
    let before = restingScale(onPage: from)
    return travelled == 0 ? before : before + (restingScale(onPage: from + 1) - before) * travelled
  }

  /// How much item `index` is current at the normalized `position`: the share of the way not
  /// yet travelled away from it, or already travelled toward it.
  private func emphasis(ofItem index: Int, at position: Double) -> Double {
    let from = Int(position.rounded(.down))
    let travelled = position - Double(from)
    let to = isLooping ? Numerics.floorModulo(from + 1, count) : from + 1
    var emphasis = 0.0
    if index == from { emphasis += 1 - travelled }
    if index == to { emphasis += travelled }
    return emphasis
  }

  /// The short form of the indicator, like `"2 / 5"` for the second of five items; `""` when
  /// there are no items. A nil index counts as the first item; others are clamped (finite) or
  /// wrapped (looping) into the items.
  public func compactLabel(selectedIndex: Int?) -> String {
    guard count > 0 else { return "" }
    let index = normalizedItemIndex(selectedIndex, count: count, isLooping: isLooping)
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
    let needed = dots * length(dotLength) + (dots - 1) * length(spacing)
    return needed > length(availableLength)
  }
}
