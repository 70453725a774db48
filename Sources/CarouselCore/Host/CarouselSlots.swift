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

  /// Whether the slot's content takes touches: at rest, a touchable item's
  /// (``CarouselReachableItems``: the focused item, and every item that nothing covers and that
  /// shows at least ``CarouselReachableItems/minimumTouchableExtent`` points in view, a partly
  /// shown tile of a row too, as a scroll view at rest lets its button act); while the carousel
  /// moves, none: a finger that lands then is the carousel's, and stops it (UIKit's scroll views
  /// stop on touch-down and swallow that tap), see ``CarouselHost/touchLanded(at:)``.
  @usableFromInline package let receivesTouches: Bool
  /// Whether the slot is drawn by a still carousel (`CarouselEngine.stillSlots(at:)`).
  @usableFromInline package let isStill: Bool

  /// A slot drawing `item` with the view identity `id`, `paintRank` slots from the back;
  /// reachable when `isReachable` or focused, in the accessibility tree when reachable or
  /// `isAccessible`; drawn by a still carousel when `isStill`, and then taking touches when
  /// `isTouchable` or focused.
  @inlinable package init(
    id: Key, item: CarouselVisibleItem, paintRank: Int, isReachable: Bool = false,
    isAccessible: Bool = false, isTouchable: Bool = false, isStill: Bool = true
  ) {
    self.id = id
    self.item = item
    self.paintRank = paintRank
    self.isReachable = isReachable || item.isFocused
    self.isAccessible = isAccessible || self.isReachable
    self.isStill = isStill
    self.receivesTouches = isStill && (isTouchable || item.isFocused)
  }

  /// Whether the slot's content is in the accessibility tree, as a scroll view keeps every
  /// element reachable: a reachable item's, and at rest, in a row whose items do not overlap,
  /// also that of an item partly in view or drawn just beyond it (``CarouselReachableItems``), so
  /// VoiceOver's next and previous go on past the last whole tile instead of leaving the
  /// carousel; the view then tells the host where the focus landed
  /// (``CarouselHost/accessibilityFocused(page:at:)``), and the row moves to show that item
  /// whole. Where items overlap (a stack, a ring, cover flow), only the focused item's.
  @inlinable package var isInAccessibilityTree: Bool { isAccessible }

  /// The item a tap on the slot selects: at rest, the own index of an item whose content takes
  /// no touches (a card behind the focused one, a sliver at the viewport's edge); `nil` for one
  /// whose content does (it handles the tap), and for every slot while the carousel moves (the
  /// tap is the carousel's: it stops the motion).
  package var selectsOnTap: Int? { isStill && !receivesTouches ? item.index : nil }

  /// The item a tap on a neighbor's content selects when the content does not take the tap
  /// itself (a plain thumbnail; a tile's button acts instead), which brings it into view: the
  /// neighbor's index, for a partly shown tile too; `nil` for the focused item and for slots
  /// that take no touches (see ``selectsOnTap``).
  package var selectsOnUnhandledTap: Int? {
    receivesTouches && !item.isFocused ? item.index : nil
  }
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
  /// Bit `position` set: the slot at `position` takes touches if the carousel is still
  /// (``CarouselSlot/receivesTouches``).
  @usableFromInline let touchable: UInt64
  /// Whether a still carousel draws the slots: while it moves, no slot takes touches.
  @usableFromInline let isStill: Bool

  /// The slots for `items` (placed by the layout) over the items' `ids`, of a still carousel,
  /// only the focused one reachable.
  @inlinable package init(items: CarouselVisibleItems, ids: CarouselItemList<ID>) {
    self.init(
      paintOrdered: items.inPaintOrder(), ids: ids, reachable: 0, accessible: 0, touchable: 0,
      isStill: true)
  }

  /// The slots for `items`, already in paint order, those at the bits of `reachable` reachable,
  /// those at the bits of `accessible` in the accessibility tree and those at the bits of
  /// `touchable` taking touches when `isStill`.
  @inlinable init(
    paintOrdered items: CarouselVisibleItems, ids: CarouselItemList<ID>, reachable: UInt64,
    accessible: UInt64, touchable: UInt64, isStill: Bool
  ) {
    self.items = items
    self.ids = ids
    self.reachable = reachable
    self.accessible = accessible
    self.touchable = touchable
    self.isStill = isStill
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
      isAccessible: accessible & (1 << UInt64(position)) != 0,
      isTouchable: touchable & (1 << UInt64(position)) != 0, isStill: isStill)
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
