import CarouselCore

/// One frame of a carousel as its slides draw it: the host's frame (the slots where the layout
/// places them, the item size), with what each slot's drawing needs of the host, taken in the
/// same read, so that the slots are drawn from this value alone.
package struct CarouselModelFrame {
  /// The slots to draw, back to front.
  package let slots: CarouselSlots<AnyItemID>
  /// The unscaled size of one item.
  package let itemSize: CarouselSize
  /// The selected item's index in the host's list.
  @usableFromInline let selectedIndex: Int?
  /// Where each item of the host's list is in the list given, when they differ.
  @usableFromInline let inputOffsets: [Int]?
  /// Whether the host's list is the data of the last render.
  @usableFromInline let isInRenderedData: Bool
  /// Whether this frame finds over the motion the stage says goes on: the view then tells the
  /// model, once, so the stage and its timeline come to rest.
  package let endsMotion: Bool

  /// A frame with every part given.
  package init(
    frame: CarouselFrame<AnyItemID>, selectedIndex: Int?, inputOffsets: [Int]?,
    isInRenderedData: Bool, endsMotion: Bool
  ) {
    slots = frame.slots
    itemSize = frame.itemSize
    self.selectedIndex = selectedIndex
    self.inputOffsets = inputOffsets
    self.isInRenderedData = isInRenderedData
    self.endsMotion = endsMotion
  }

  /// What `slot` shows in this frame, besides the app's element
  /// (``Swift/RandomAccessCollection/element(for:at:id:)`` finds it).
  package func drawing(of slot: CarouselSlot<AnyItemID>) -> CarouselSlotDrawing {
    let index = slot.item.index
    return CarouselSlotDrawing(
      offset: inputOffsets?[index] ?? index, isInRenderedData: isInRenderedData,
      phase: CarouselTransitionPhase(slot.item), isSelected: index == selectedIndex)
  }
}
