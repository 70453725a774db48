import CarouselCore

/// What a drawn slot shows in one frame, besides the app's element: where its item is in the list
/// the host was given (and whether that list is the last render's data, so that the element is
/// at that offset), the item's transition phase (for the slide's `carouselItemPhase` and, with its
/// placement in the viewport, the app's per-item effect), whether the item is the selected one (the slide's content is built
/// again when that flips), and the shadow the style casts under it.
@usableFromInline
package struct CarouselSlotDrawing: Hashable, Sendable {
  /// Where the slot's item is in the list the host was given.
  @usableFromInline package let offset: Int
  /// Whether that list is the data of the last render.
  @usableFromInline package let isInRenderedData: Bool
  /// Where the slot's item stands relative to the focus.
  @usableFromInline package let phase: CarouselTransitionPhase
  /// Where the slot's item is drawn along the axis relative to the viewport (what the app's
  /// per-item effect is measured from).
  @usableFromInline package let placement: CarouselTransitionPlacement
  /// Whether the slot's item is the selected one.
  @usableFromInline package let isSelected: Bool
  /// The shadow the style casts under the item (``CarouselLayoutStyle/shadow(of:)``); `nil`
  /// for a style that casts none (``CarouselLayoutStyle/castsShadows``).
  @usableFromInline package let shadow: CarouselItemShadow?

  /// A drawing with every part given.
  @inlinable package init(
    offset: Int, isInRenderedData: Bool, phase: CarouselTransitionPhase,
    placement: CarouselTransitionPlacement, isSelected: Bool, shadow: CarouselItemShadow?
  ) {
    self.offset = offset
    self.isInRenderedData = isInRenderedData
    self.phase = phase
    self.placement = placement
    self.isSelected = isSelected
    self.shadow = shadow
  }
}
