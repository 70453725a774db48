import CarouselCore

/// What decides whether a slide's content is built again (`CarouselItemContent`'s equality, an
/// `Equatable` view SwiftUI compares before running its body): the slot, the slides' content
/// generation (``CarouselRenders``) and whether the item is the selected one. Not the element,
/// which need not be `Equatable`: a frame of a motion, a step, a touch or the carousel's own
/// publish keep all three, so only the placement moves; a render of the app's, a new slot, and
/// the item that becomes selected or stops being it build it again.
@usableFromInline
package struct CarouselContentKey<ID: Hashable & Sendable>: Hashable, Sendable {
  /// The slot's identity.
  @usableFromInline package let slot: CarouselSlot<ID>.Key
  /// The generation the content is built for.
  @usableFromInline package let generation: Int
  /// Whether the slot's item is the selected one.
  @usableFromInline package let isSelected: Bool

  /// The key of `slot`'s content in `generation`, selected or not.
  @inlinable package init(slot: CarouselSlot<ID>.Key, generation: Int, isSelected: Bool) {
    self.slot = slot
    self.generation = generation
    self.isSelected = isSelected
  }
}
