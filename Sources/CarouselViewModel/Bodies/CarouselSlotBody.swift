import CarouselCore

/// What one slot of a frame draws (``CarouselModel/slotBody(_:in:data:id:generation:voiceOverFocus:)``):
/// the app's element, the key its content is built for, the item's transition phase, placement and
/// shadow,
/// and whether its content is in the accessibility tree.
@usableFromInline
package struct CarouselSlotBody<Element, ID: Hashable & Sendable> {
  /// The app's element the slot shows.
  @usableFromInline package let element: Element
  /// The key of its content (`CarouselItemContent`'s equality).
  @usableFromInline package let content: CarouselContentKey<ID>
  /// Where the item stands relative to the focus (the app's per-item effect reads it).
  @usableFromInline package let phase: CarouselTransitionPhase
  /// Where the item is drawn relative to the viewport (the app's per-item effect reads it).
  @usableFromInline package let placement: CarouselTransitionPlacement
  /// The shadow the style casts under the item; `nil` for a style that casts none.
  @usableFromInline package let shadow: CarouselItemShadow?
  /// Whether the slot's content is in the accessibility tree.
  @usableFromInline package let isInAccessibilityTree: Bool

  /// A slot's body with every part given.
  @inlinable package init(
    element: Element, content: CarouselContentKey<ID>, phase: CarouselTransitionPhase,
    placement: CarouselTransitionPlacement, shadow: CarouselItemShadow?,
    isInAccessibilityTree: Bool
  ) {
    self.element = element
    self.content = content
    self.phase = phase
    self.placement = placement
    self.shadow = shadow
    self.isInAccessibilityTree = isInAccessibilityTree
  }
}

extension CarouselModel {
  /// What `slot` of `frame` draws over the app's `data` (identified by `id`), its content built
  /// for `generation`, with VoiceOver's focus on the slot drawing page `voiceOverFocus` (`nil`:
  /// on none); `nil` when its item is gone from the data (between a render with new data and its
  /// change handler). Inlinable, so the lookup is specialized for the app's types.
  @inlinable
  package func slotBody<Data: RandomAccessCollection>(
    _ slot: CarouselSlot<ID>, in frame: CarouselFrame<ID>, data: Data,
    id: KeyPath<Data.Element, ID>, generation: Int, voiceOverFocus: Int?
  ) -> CarouselSlotBody<Data.Element, ID>? {
    let drawing = drawing(of: slot, in: frame)
    guard let element = data.element(for: slot, at: drawing, id: id) else { return nil }
    return CarouselSlotBody(
      element: element,
      content: CarouselContentKey(
        slot: slot.id, generation: generation, isSelected: drawing.isSelected),
      phase: drawing.phase, placement: drawing.placement, shadow: drawing.shadow,
      isInAccessibilityTree: isInAccessibilityTree(slot, voiceOverFocus: voiceOverFocus))
  }
}
