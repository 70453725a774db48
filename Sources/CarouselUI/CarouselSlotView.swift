#if canImport(SwiftUI)
  import SwiftUI

  /// One drawn slot: the item's content, sized and placed as the layout says. Only the focused
  /// slot takes touches and is in the accessibility tree; a tap on a neighbor selects it.
  struct CarouselSlotView<Content: View>: View {
    let slot: CarouselSlot<AnyItemID>
    let itemSize: CarouselSize
    let layoutDirection: LayoutDirection
    let select: (Int) -> Void
    @ViewBuilder let content: Content

    var body: some View {
      content
        // The stage lays out left to right; the content reads in the app's direction.
        .environment(\.layoutDirection, layoutDirection)
        .allowsHitTesting(slot.receivesTouches)
        .accessibilityHidden(!slot.isInAccessibilityTree)
        // Size and placement last: the content, its hit testing and the neighbor's tap target
        // are all inside the offset, so they are hit where they are drawn.
        .modifier(
          CarouselPlacement(
            item: slot.item, size: itemSize,
            selectOnTap: slot.selectsOnTap.map { index in { select(index) } })
        )
        .zIndex(Double(slot.paintRank))
    }
  }
#endif
