/// Where an item is relative to a carousel's focus, for effects of its own: what
/// `.carouselTransition { content, phase in … }` and `@Environment(\.carouselItemPhase)` give
/// each item, as SwiftUI's `scrollTransition` gives a `ScrollTransitionPhase`.
///
/// ```swift
/// let phase = CarouselTransitionPhase(item)   // an item placed by the layout
/// phase.value        // -0.3: 30% of an item before the focus, moving
/// phase.isIdentity   // true: it is the item nearest the focus
/// ```
///
/// Unlike `ScrollTransitionPhase.value`, which runs from -1 to 1 across the visible region,
/// ``value`` counts items from the focus and is not clamped: a peek or cover-flow carousel's
/// second neighbor is at ±2.
public struct CarouselTransitionPhase: Hashable, Sendable {
  /// The item's signed distance from the focus, in items: `0` at the focus, `-1` one item
  /// before it (in reading order), `1` one item after, and every value between while a finger
  /// drags and while the carousel settles, also across a looping carousel's seam (the last
  /// item before the first is at `-1`). Right to left mirrors the screen, not this value.
  public let value: Double
  /// Whether the item is the focused one, the item nearest the position: it changes as a
  /// drag passes halfway. For an effect that follows the finger, use ``value``.
  public let isIdentity: Bool
  /// The item's index among the carousel's items.
  public let index: Int

  /// A phase at `value` items from the focus, for the item at `index`.
  public init(value: Double, isIdentity: Bool, index: Int) {
    self.value = value
    self.isIdentity = isIdentity
    self.index = index
  }

  /// The phase of an item the layout placed: its offset from the position, whether it is
  /// focused, its index.
  @inlinable public init(_ item: CarouselVisibleItem) {
    self.init(value: item.offset, isIdentity: item.isFocused, index: item.index)
  }

  /// The focused item at rest: what a view outside any carousel reads.
  public static let identity = CarouselTransitionPhase(value: 0, isIdentity: true, index: 0)
}
