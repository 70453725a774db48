#if canImport(SwiftUI)
  import SwiftUI

  /// The user's view of one item, built only when SwiftUI finds it changed: compared by the
  /// slot's key, the slides' content generation and whether the item is the selected one (the
  /// element itself need not be `Equatable`), it is not rebuilt on the frames of a motion, nor
  /// for a step, a touch or the carousel's own publishes and binding writes (which keep the
  /// generation, see `CarouselContentGeneration`), where only its placement moves; the item that
  /// becomes selected and the one that was are built again, for content that shows it.
  struct CarouselItemContent<Element, Content: View>: View, Equatable {
    let key: CarouselSlot<AnyItemID>.Key
    let generation: Int
    let isSelected: Bool
    let element: Element
    let build: (Element) -> Content

    var body: some View { build(element) }

    // Nonisolated: SwiftUI compares views wherever it diffs; it reads only Sendable lets.
    nonisolated static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.key == rhs.key && lhs.generation == rhs.generation && lhs.isSelected == rhs.isSelected
    }
  }
#endif
