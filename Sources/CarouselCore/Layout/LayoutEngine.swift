/// Walks the pages within a style's reach of the position and turns each into a visible item:
/// the item index (floor-mod when looping, a range check when finite), the style's attributes,
/// the right-to-left mirror and the stable slot identity.
struct LayoutEngine<Style: CarouselLayoutStyle> {
  let style: Style
  let geometry: CarouselLayoutGeometry

  /// Calls `body` with each slot whose item is visible (non-zero opacity and scale).
  func forEachVisibleItem(_ body: (CarouselVisibleItem) throws -> Void) rethrows {
    let count = geometry.count
    guard count > 0 else { return }
    let reach = clampedReach(style.reach(in: geometry))
    // The same paging arithmetic as the engine: in particular one item never loops, and a
    // looping position near `Int`'s limits is moved back by whole laps, so no page overflows.
    let pager = Pager(count: count, isLooping: geometry.loops)
    let position = pager.rebased(geometry.context.position)
    // When the window is as long as the item list, one item can show in two slots, or leave at
    // one edge as it enters at the other: only then does the lap tell the copies apart.
    // Otherwise lap 0 keeps an item's identity stable however far the carousel turns.
    // On a path that repeats every lap (a small ring), a window exactly as long as the list
    // shows each item once: the item leaving at one end comes back, unchanged, at the other.
    let window = 2 * reach
    let showsCopies =
      pager.loops
      && (style.repeatsEveryLap(in: geometry) ? Double(count) < window : Double(count) <= window)
    // Offsets in -reach...reach, open at the previous end like ``CarouselPosition/nearestPage``
    // rounds halves forward, so the focused page is always in the window.
    let firstStep = Int((position.fraction - reach).rounded(.down)) + 1
    let lastStep = Int((position.fraction + reach).rounded(.down))
    let focusedPage = position.nearestPage
    for step in firstStep...lastStep {
      let (page, overflow) = position.page.addingReportingOverflow(step)
      guard !overflow else { continue }
      guard let index = pager.itemIndex(forPage: page) else { continue }
      let offset = Double(step) - position.fraction
      let attributes = style.attributes(forOffset: offset, in: geometry)
      let scale = attributes.scale.isFinite ? max(attributes.scale, 0) : 0
      let opacity = Numerics.unitClamped(attributes.opacity)
      guard scale > 0, opacity > 0 else { continue }
      try body(
        placed(
          attributes, index: index, page: page,
          lap: showsCopies ? Numerics.floorDivision(page, count) : 0, offset: offset,
          isFocused: page == focusedPage, scale: scale, opacity: opacity))
    }
  }

  /// The style's reach limited to a window of at least one and at most
  /// ``CarouselLayoutGeometry/maximumVisibleSlots`` pages; NaN gives the smallest window.
  private func clampedReach(_ reach: Double) -> Double {
    let largest = Double(CarouselLayoutGeometry.maximumVisibleSlots) / 2
    return reach >= 0.5 ? min(reach, largest) : 0.5
  }

  /// The visible item for a slot: the focus shift added, non-finite offsets zeroed, and a
  /// right-to-left horizontal layout mirrored.
  private func placed(
    _ attributes: CarouselItemAttributes, index: Int, page: Int, lap: Int, offset: Double,
    isFocused: Bool, scale: Double, opacity: Double
  ) -> CarouselVisibleItem {
    let context = geometry.context
    let mirrors = context.axis == .horizontal && context.layoutDirection == .rightToLeft
    let mainOffset = Numerics.finiteOrZero(attributes.mainOffset + geometry.focusShift)
    let angle = Numerics.finiteOrZero(attributes.rotation.angle)
    let rotation = CarouselRotation(angle: angle, axis: attributes.rotation.axis)
    return CarouselVisibleItem(
      index: index, page: page, lap: lap, offset: offset, isFocused: isFocused,
      axis: context.axis, mainOffset: mirrors ? -mainOffset : mainOffset,
      crossOffset: Numerics.finiteOrZero(attributes.crossOffset), scale: scale, opacity: opacity,
      rotation: mirrors ? rotation.horizontallyMirrored : rotation,
      zIndex: Numerics.finiteOrZero(attributes.zIndex))
  }
}
