/// What one frame of a moving carousel draws: the slots where the layout places them, the size
/// of an item, and whether the motion goes on after this frame. The only thing a view computes per frame; the
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
  /// The unscaled size of one item, in points: the slots are sized by it, so that a frame drawn
  /// for a new size is sized with it too (not with the size of the host's last event).
  @usableFromInline package let itemSize: CarouselSize

  /// A frame drawing `slots` of items `itemSize` large, moving on when `isMoving`.
  @inlinable package init(slots: CarouselSlots<ID>, isMoving: Bool, itemSize: CarouselSize) {
    self.slots = slots
    self.isMoving = isMoving
    self.itemSize = itemSize
  }
}

extension CarouselEngine {
  /// The frame to draw at `now`, with items `itemSize` large (the host knows the size: the
  /// geometry is not recomputed per frame).
  @inlinable @inline(__always) package func frame(at now: Instant, itemSize: CarouselSize)
    -> CarouselFrame<ID>
  {
    let motion = motion(at: now)
    return CarouselFrame(
      slots: slots(at: motion.position), isMoving: motion.isMoving, itemSize: itemSize)
  }
}
