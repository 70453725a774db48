#if canImport(SwiftUI)
  import SwiftUI

  /// One slot: the item's content, sized by the layout and placed by the engine. Only the
  /// focused slot takes touches and is in the accessibility tree; a tap on a neighbor selects
  /// it.
  struct CarouselSlide<Content: View>: View {
    let slot: CarouselSlot<CarouselItemID>
    let geometry: CarouselLayoutGeometry
    let layoutDirection: LayoutDirection
    let select: (Int) -> Void
    @ViewBuilder let content: Content

    var body: some View {
      content
        // The stage lays out left to right; the content reads in the app's direction.
        .environment(\.layoutDirection, layoutDirection)
        .frame(width: geometry.itemWidth, height: geometry.itemHeight)
        .allowsHitTesting(slot.receivesTouches)
        .overlay {
          if let index = slot.selectsOnTap {
            Color.clear.contentShape(Rectangle()).onTapGesture { select(index) }
          }
        }
        .accessibilityHidden(!slot.isInAccessibilityTree)
        // Placement last: the content, its hit testing and the neighbor's tap target above
        // are all inside the offset, so they are hit where they are drawn.
        .modifier(CarouselSlotEffect(item: slot.item))
        .zIndex(Double(slot.paintRank))
    }
  }

  /// The user's view of one item, built only when its slot or the carousel's data changes:
  /// compared by the slot's key and the data version (the element itself need not be
  /// `Equatable`), it is not rebuilt on the frames of a motion, where only its placement moves.
  struct CarouselSlideContent<Element, Content: View>: View, Equatable {
    let key: CarouselSlot<CarouselItemID>.Key
    let dataVersion: CarouselDataVersion
    let element: Element
    let build: (Element) -> Content

    var body: some View { build(element) }

    // Nonisolated: SwiftUI compares views wherever it diffs; it reads only Sendable lets.
    nonisolated static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.key == rhs.key && lhs.dataVersion === rhs.dataVersion
    }
  }
#endif
