extension CarouselEngine {
  /// The slots to draw at `now`, back to front: laid out and sorted in one storage. Only the
  /// focused one is reachable, and none takes touches while the carousel moves (a frame of a
  /// motion); at rest ``stillSlots(at:)`` finds which do.
  @inlinable package func slots(at now: Instant) -> CarouselSlots<ID> {
    let (position, isMoving) = motion(at: now)
    return slots(at: position, isStill: !isMoving)
  }

  /// The slots a still carousel draws at `now`, or `nil` while it moves: what the stage keeps
  /// (`CarouselStageState.stillSlots`) and what ``CarouselActivity`` finds the items in view
  /// from. Every item wholly in view that nothing covers is reachable
  /// (``CarouselSlot/isReachable``), every item that nothing covers and that shows enough of
  /// itself takes touches (``CarouselSlot/receivesTouches``), and every item that nothing
  /// covers is in the accessibility tree (``CarouselSlot/isInAccessibilityTree``): computed
  /// once a motion ends, never per frame of one.
  @inlinable package func stillSlots(at now: Instant) -> CarouselSlots<ID>? {
    guard !isMoving(at: now) else { return nil }
    let position = position(at: now)
    let slots = slots(at: position, isStill: true)
    guard slots.count > 1 else { return slots }
    let masks = CarouselReachableItems.masks(
      of: slots.items, laidOutBy: configuration.style, in: layoutContext(at: position))
    return CarouselSlots(
      paintOrdered: slots.items, ids: itemIDs, reachable: masks.reachable,
      accessible: masks.accessible, touchable: masks.touchable, isStill: true)
  }

  /// The slots to draw at `position`, only the focused one reachable; when not `isStill` (a
  /// frame of a motion), none takes touches.
  @inlinable @inline(__always) func slots(at position: CarouselPosition, isStill: Bool = false)
    -> CarouselSlots<ID>
  {
    var items = CarouselVisibleItems()
    configuration.style.forEachVisibleItem(in: layoutContext(at: position)) { items.append($0) }
    items.sortInPaintOrder()
    return CarouselSlots(
      paintOrdered: items, ids: itemIDs, reachable: 0, accessible: 0, touchable: 0,
      isStill: isStill)
  }

  /// Moves one page as `step` asks (a key, a scroll action, a crown turn, a proxy), settling
  /// with `spring` when one is given.
  package mutating func perform(
    _ step: CarouselStep, animated: Bool = true, spring: SettleSpring? = nil, at now: Instant
  ) {
    switch step {
    case .next: next(animated: animated, spring: spring, at: now)
    case .previous: previous(animated: animated, spring: spring, at: now)
    }
  }
}
