/// What one frame of a moving carousel draws: the slots where the layout places them, the size
/// of an item (``size(of:)``: each slot's, items of their own length included), and whether the motion goes on after this frame. The only thing a view computes per frame; the
/// rest of what it draws changes per event and comes from ``CarouselStageState``.
///
/// ```swift
/// let frame = host.frame(at: clock.now, configuredAs: configuration)
/// frame.slots.map(\.id.id)  // the drawn items' IDs, back to front
/// frame.isMoving  // false: the view tells the host the motion ended
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
  /// The selected item's index in the host's list (a slot whose item has it is the selected
  /// one); `nil` without items.
  @usableFromInline package let selectedIndex: Int?
  /// Where each item of the host's list is in the list last given, when they differ (it had
  /// duplicates): a view finds a slot's data there. `nil` when each is at its own index.
  @usableFromInline package let inputOffsets: [Int]?

  /// A frame drawing `slots` of items `itemSize` large, moving on when `isMoving`, with the
  /// item at `selectedIndex` selected and the items where `inputOffsets` says in the list given.
  @inlinable package init(
    slots: CarouselSlots<ID>, isMoving: Bool, itemSize: CarouselSize, selectedIndex: Int?,
    inputOffsets: [Int]?
  ) {
    self.slots = slots
    self.isMoving = isMoving
    self.itemSize = itemSize
    self.selectedIndex = selectedIndex
    self.inputOffsets = inputOffsets
  }

  /// The unscaled size to frame `slot` to: ``itemSize``, or along the paging axis the item's
  /// own length when it has one (``CarouselVisibleItem/mainLength``, items of their own size).
  @inlinable package func size(of slot: CarouselSlot<ID>) -> CarouselSize {
    slot.item.size(itemSize: itemSize)
  }

  /// Where the item at `index` of the host's list is in the list last given.
  @inlinable package func inputOffset(ofItem index: Int) -> Int { inputOffsets?[index] ?? index }
}
