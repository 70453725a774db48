/// Where an item is relative to a carousel's focus, for effects of its own, as SwiftUI's
/// `ScrollTransitionPhase` is for `scrollTransition`.
///
/// `.carouselTransition { content, phase in … }` calls its closure with an item's phases, as
/// `scrollTransition` does, and blends the effects between them
/// (``CarouselTransitionConfiguration``): the identity phase at the focus (``value`` 0,
/// ``isIdentity`` true), and one item before or after (``value`` −1 or 1); farther than one
/// item, the item's own distance (±2 two items away). `@Environment(\.carouselItemPhase)`
/// gives a slide its item's own phase, continuous every frame:
///
/// ```swift
/// let phase = CarouselTransitionPhase(item)  // an item placed by the layout
/// phase.value  // -0.3: 30% of an item before the focus, moving
/// phase.isIdentity  // true: it is the item nearest the focus
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
  /// Whether this is the identity phase: in a `.carouselTransition` closure, the phase at the
  /// focus, whose effect the blend reaches as the item comes to rest there; in an item's own
  /// phase (`carouselItemPhase`), whether it is the focused item, the one nearest the position,
  /// which changes as a drag passes halfway.
  public let isIdentity: Bool
  /// The item's index among the carousel's items.
  public let index: Int

  /// A phase at `value` items from the focus, for the item at `index`.
  @inlinable public init(value: Double, isIdentity: Bool, index: Int) {
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
