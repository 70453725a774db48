extension CarouselEngine {
  /// The frame to draw at `now`, with items `itemSize` large (the host knows the size: the
  /// geometry is not recomputed per frame).
  @inlinable @inline(__always) package func frame(at now: Instant, itemSize: CarouselSize)
    -> CarouselFrame<ID>
  {
    let motion = motion(at: now)
    return CarouselFrame(
      slots: slots(at: motion.position, isStill: !motion.isMoving), isMoving: motion.isMoving,
      itemSize: itemSize,
      selectedIndex: selectedIndex, inputOffsets: inputOffsets)
  }

  /// The frame of the still carousel drawing `slots` (its ``stillSlots(at:)``), with items
  /// `itemSize` large.
  @inlinable package func frame(still slots: CarouselSlots<ID>, itemSize: CarouselSize)
    -> CarouselFrame<ID>
  {
    CarouselFrame(
      slots: slots, isMoving: false, itemSize: itemSize, selectedIndex: selectedIndex,
      inputOffsets: inputOffsets)
  }
}
