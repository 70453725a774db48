/// What a carousel is doing, as `onCarouselPhaseChange` reports it (like a scroll view's
/// `ScrollPhase`): following a finger, settling onto an item, waiting for autoplay's next
/// advance, or nothing.
///
/// A finger that rests on the carousel without dragging it holds autoplay: the phase is then
/// ``idle``. Autoplay's own advance settles like any other move (``settling``), and the phase
/// goes back to ``autoplaying`` once the carousel rests.
///
/// ```swift
/// CarouselPhase.dragging.isMoving     // true
/// CarouselPhase.autoplaying.isMoving  // false: it waits, still
/// ```
public enum CarouselPhase: Hashable, Sendable, CaseIterable {
  /// Still, with no autoplay wait running (autoplay off, paused, or held).
  case idle
  /// A finger drags the carousel along its axis.
  case dragging
  /// The carousel moves on its own toward an item: after a release, a tap, a key, an advance or
  /// a move from code.
  case settling
  /// Still, waiting for autoplay's next advance.
  case autoplaying

  /// Whether the carousel moves (``dragging`` or ``settling``).
  public var isMoving: Bool { self == .dragging || self == .settling }
}
