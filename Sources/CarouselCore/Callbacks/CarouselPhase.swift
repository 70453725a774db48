/// What a carousel is doing, as `onCarouselPhaseChange` reports it (like a scroll view's
/// `ScrollPhase`): a finger on it, following a finger, settling onto an item, waiting for
/// autoplay's next advance, or nothing.
///
/// A finger that rests on the carousel without dragging it (or moves across its axis) is
/// ``tracking``, as a scroll view's `ScrollPhase.tracking`, with autoplay or without; it holds
/// autoplay. Autoplay's own advance settles like any other move (``settling``), and the phase goes
/// back to ``autoplaying`` once the carousel rests. A finger that lands while the carousel
/// settles stops it where it is, as on a scroll view: ``tracking`` at once (where the host sees
/// the landing: SwiftUI on iOS 18), ``dragging`` if the finger then drags it, and ``settling``
/// from the lift, onto the nearest item, until it rests. A settle that starts under a finger
/// already down (a move from code) goes on under it (``settling``, then ``tracking``).
///
/// `ScrollPhase` to `CarouselPhase`: `.idle` is ``idle`` or ``autoplaying``, `.tracking` is
/// ``tracking``, `.interacting` is ``dragging``, `.decelerating` and `.animating` are
/// ``settling``.
///
/// ```swift
/// CarouselPhase.dragging.isMoving  // true
/// CarouselPhase.tracking.isMoving  // false: a finger rests on it
/// CarouselPhase.autoplaying.isMoving  // false: it waits, still
/// ```
public enum CarouselPhase: Hashable, Sendable, CaseIterable {
  /// Still, with no autoplay wait running (autoplay off, paused, or held) and no finger on it.
  case idle
  /// A finger drags the carousel along its axis.
  case dragging
  /// The carousel moves on its own toward an item: after a release, a tap, a key, an advance or
  /// a move from code.
  case settling
  /// Still, waiting for autoplay's next advance.
  case autoplaying
  /// Still, with a finger on the carousel that does not drag it: resting, or moving across its
  /// axis (like `ScrollPhase.tracking`). Autoplay waits while it lasts.
  case tracking

  /// Whether the carousel moves (``dragging`` or ``settling``).
  public var isMoving: Bool { self == .dragging || self == .settling }
}
