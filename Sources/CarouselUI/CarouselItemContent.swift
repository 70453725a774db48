#if canImport(SwiftUI)
  import SwiftUI

  /// The user's view of one item, built only when its slot or the carousel's data changes:
  /// compared by the slot's key and the data version (the element itself need not be
  /// `Equatable`), it is not rebuilt on the frames of a motion, nor for a step or a touch, where
  /// only its placement moves.
  struct CarouselItemContent<Element, Content: View>: View, Equatable {
    let key: CarouselSlot<AnyItemID>.Key
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
