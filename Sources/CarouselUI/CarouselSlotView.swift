#if canImport(SwiftUI)
  import SwiftUI

  /// One drawn slot: the item's content, with the app's per-item effect and the item's phase,
  /// sized and placed as the layout says. Only the focused slot takes touches and is in the
  /// accessibility tree; a tap on a neighbor selects it.
  struct CarouselSlotView<Content: View>: View {
    let slot: CarouselSlot<AnyItemID>
    let itemSize: CarouselSize
    let layoutDirection: LayoutDirection
    let transition: CarouselTransitionEffect?
    let select: (Int) -> Void
    @ViewBuilder let content: Content

    var body: some View {
      let phase = CarouselTransitionPhase(slot.item)
      effect(on: content, phase: phase)
        // The item's phase for the views of the slide that read it (a parallax image): set per
        // frame here, below the content's equality check, so only those views are redrawn.
        .environment(\.carouselItemPhase, phase)
        // The stage lays out left to right; the content reads in the app's direction.
        .environment(\.layoutDirection, layoutDirection)
        .allowsHitTesting(slot.receivesTouches)
        .accessibilityHidden(!slot.isInAccessibilityTree)
        // Size and placement last: the content, its effect, its hit testing and the neighbor's
        // tap target are all inside the offset, so they are hit where they are drawn, and the
        // effect scales and turns the item about its own center, as the style has placed it.
        .modifier(
          CarouselPlacement(
            item: slot.item, size: itemSize,
            selectOnTap: slot.selectsOnTap.map { index in { select(index) } })
        )
        .zIndex(Double(slot.paintRank))
    }

    /// The content with the app's effect for `phase`, when it set one.
    @ViewBuilder
    private func effect(on content: Content, phase: CarouselTransitionPhase) -> some View {
      if let transition {
        transition.body(content, phase: phase)
      } else {
        content
      }
    }
  }
#endif
