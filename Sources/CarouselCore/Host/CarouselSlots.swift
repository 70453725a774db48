/// One drawn slot of a carousel, as a host's `ForEach` takes it: the item's own ID with the
/// slot's lap as the view identity (so an item keeps its view, and its state, while it stays on
/// screen, across the loop seam and while other items are inserted or removed), the layout's
/// placement, and the stacking rank.
@usableFromInline
package struct CarouselSlot<ID: Hashable & Sendable>: Identifiable, Hashable,
  Sendable
{
  /// The view identity: the item's ID, and which copy of it (``CarouselVisibleItem/lap``).
  @usableFromInline package struct Key: Hashable, Sendable {
    /// The item's ID.
    @usableFromInline package let id: ID
    /// Which copy of the item.
    @usableFromInline package let lap: Int

    /// The key of copy `lap` of the item `id`.
    @inlinable package init(id: ID, lap: Int) {
      self.id = id
      self.lap = lap
    }
  }

  /// The view identity.
  @usableFromInline package let id: Key
  /// Where and how the layout draws the item.
  @usableFromInline package let item: CarouselVisibleItem
  /// The slot's place in paint order, back to front: a strict stacking order (unlike the
  /// layout's z, which can tie), so every renderer stacks equal-z items alike.
  @usableFromInline package let paintRank: Int
  /// Whether the user reaches the item directly (``CarouselReachableItems``): the focused item,
  /// and at rest every item wholly in view that no other item covers.
  @usableFromInline package let isReachable: Bool
  /// Whether the slot's content is in the accessibility tree; see ``isInAccessibilityTree``.
  @usableFromInline let isAccessible: Bool

  /// A slot drawing `item` with the view identity `id`, `paintRank` slots from the back;
  /// reachable when `isReachable` or focused, in the accessibility tree when reachable or
  /// `isAccessible`.
  @inlinable package init(
    id: Key, item: CarouselVisibleItem, paintRank: Int, isReachable: Bool = false,
    isAccessible: Bool = false
  ) {
    self.id = id
    self.item = item
    self.paintRank = paintRank
    self.isReachable = isReachable || item.isFocused
    self.isAccessible = isAccessible || self.isReachable
  }

  /// Whether the slot's content is in the accessibility tree, as a scroll view keeps every
  /// element reachable: a reachable item's, and at rest, in a row whose items do not overlap,
  /// also that of an item partly in view or drawn just beyond it (``CarouselReachableItems``), so
  /// VoiceOver's next and previous go on past the last whole tile instead of leaving the
  /// carousel; the view then tells the host where the focus landed
  /// (``CarouselHost/accessibilityFocused(page:at:)``), and the row moves to show that item
  /// whole. Where items overlap (a stack, a ring, cover flow), only the focused item's.
  @inlinable package var isInAccessibilityTree: Bool { isAccessible }

  /// Whether the slot's content takes touches: a reachable item's; a touch on another (a
  /// peeking card) selects it instead, see ``selectsOnTap``.
  package var receivesTouches: Bool { isReachable }

  /// The item a tap on the slot selects: an unreachable item's own index, `nil` for a reachable
  /// one (its content handles the tap).
  package var selectsOnTap: Int? { isReachable ? nil : item.index }

  /// The item a tap on a reachable neighbor's content selects when the content does not take
  /// the tap itself (a plain thumbnail; a tile's button acts instead): the neighbor's index;
  /// `nil` for the focused item and for unreachable ones (see ``selectsOnTap``).
  package var selectsOnUnhandledTap: Int? { isReachable && !item.isFocused ? item.index : nil }
}

/// The slots of one frame, back to front: a view over the layout's fixed-size visible items and
/// the engine's IDs that allocates nothing. Inlinable, so that a host specializes it for its ID
/// type: unspecialized, each slot went through the generic value witnesses (a few hundred
/// nanoseconds a slot, more than the layout itself).
@usableFromInline
package struct CarouselSlots<ID: Hashable & Sendable>: RandomAccessCollection, Equatable, Sendable {
  @usableFromInline let items: CarouselVisibleItems
  @usableFromInline let ids: CarouselItemList<ID>
  /// Bit `position` set: the slot at `position` is reachable (``CarouselSlot/isReachable``).
  @usableFromInline let reachable: UInt64
  /// Bit `position` set: the slot at `position` is in the accessibility tree
  /// (``CarouselSlot/isInAccessibilityTree``).
  @usableFromInline let accessible: UInt64

  /// The slots for `items` (placed by the layout) over the items' `ids`, only the focused one
  /// reachable.
  @inlinable package init(items: CarouselVisibleItems, ids: CarouselItemList<ID>) {
    self.init(paintOrdered: items.inPaintOrder(), ids: ids, reachable: 0, accessible: 0)
  }

  /// The slots for `items`, already in paint order, those at the bits of `reachable` reachable
  /// and those at the bits of `accessible` in the accessibility tree.
  @inlinable init(
    paintOrdered items: CarouselVisibleItems, ids: CarouselItemList<ID>, reachable: UInt64,
    accessible: UInt64
  ) {
    self.items = items
    self.ids = ids
    self.reachable = reachable
    self.accessible = accessible
  }

  /// The first slot's position.
  @inlinable package var startIndex: Int { items.startIndex }
  /// One past the last slot's position.
  @inlinable package var endIndex: Int { items.endIndex }

  /// The slot at `position`, counted back to front.
  @inlinable @inline(__always) package subscript(position: Int) -> CarouselSlot<ID> {
    let item = items[position]
    return CarouselSlot(
      id: .init(id: ids[item.index], lap: item.lap), item: item, paintRank: position,
      isReachable: reachable & (1 << UInt64(position)) != 0,
      isAccessible: accessible & (1 << UInt64(position)) != 0)
  }

  /// The slots as an array, read by position: an iterator would first copy the whole fixed-size
  /// collection (1.8 KB), and `Array(slots)` reads through one; by position each read takes
  /// one item (a quarter of a frame's instructions, measured by `Scripts/bench-instructions`).
  @inlinable package var array: [CarouselSlot<ID>] { indices.map { self[$0] } }

  /// Whether both draw the same slots: the same items, placed alike, with the same IDs. Only
  /// the drawn items' IDs are compared, not the whole lists they come from.
  @inlinable package static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.elementsEqual(rhs)
  }
}

extension CarouselEngine {
  /// The slots to draw at `now`, back to front: laid out and sorted in one storage.
  @inlinable package func slots(at now: Instant) -> CarouselSlots<ID> {
    slots(at: position(at: now))
  }

  /// The slots a still carousel draws at `now`, or `nil` while it moves: what the stage keeps
  /// (`CarouselStageState.stillSlots`) and what ``CarouselActivity`` finds the items in view
  /// from. Every item wholly in view that nothing covers is reachable
  /// (``CarouselSlot/isReachable``), and every item that nothing covers is in the accessibility
  /// tree (``CarouselSlot/isInAccessibilityTree``): computed once a motion ends, never per
  /// frame of one.
  @inlinable package func stillSlots(at now: Instant) -> CarouselSlots<ID>? {
    guard !isMoving(at: now) else { return nil }
    let position = position(at: now)
    let slots = slots(at: position)
    guard slots.count > 1 else { return slots }
    let masks = CarouselReachableItems.masks(
      of: slots.items, laidOutBy: configuration.style, in: layoutContext(at: position))
    return CarouselSlots(
      paintOrdered: slots.items, ids: itemIDs, reachable: masks.reachable,
      accessible: masks.accessible)
  }

  /// The slots to draw at `position`, only the focused one reachable.
  @inlinable @inline(__always) func slots(at position: CarouselPosition) -> CarouselSlots<ID> {
    var items = CarouselVisibleItems()
    configuration.style.forEachVisibleItem(in: layoutContext(at: position)) { items.append($0) }
    items.sortInPaintOrder()
    return CarouselSlots(paintOrdered: items, ids: itemIDs, reachable: 0, accessible: 0)
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
