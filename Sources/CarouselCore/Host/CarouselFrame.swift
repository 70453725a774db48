/// What one frame of a moving carousel draws: the slots where the layout places them, and
/// whether the motion goes on after this frame. The only thing a view computes per frame; the
/// rest of what it draws changes per event and comes from ``CarouselStageState``.
///
/// ```swift
/// let frame = host.frame(at: clock.now)
/// frame.slots.map(\.id.id)  // the drawn items' IDs, back to front
/// frame.isMoving            // false: the view tells the host the motion ended
/// ```
@usableFromInline
package struct CarouselFrame<ID: Hashable & Sendable>: Equatable, Sendable {
  /// The slots to draw, back to front.
  @usableFromInline package let slots: CarouselSlots<ID>
  /// Whether anything still moves after this frame.
  @usableFromInline package let isMoving: Bool

  /// A frame drawing `slots`, moving on when `isMoving`.
  @inlinable package init(slots: CarouselSlots<ID>, isMoving: Bool) {
    self.slots = slots
    self.isMoving = isMoving
  }
}

extension CarouselEngine {
  /// The frame to draw at `now`.
  @inlinable @inline(__always) package func frame(at now: Instant) -> CarouselFrame<ID> {
    let motion = motion(at: now)
    return CarouselFrame(slots: slots(at: motion.position), isMoving: motion.isMoving)
  }
}
