#if canImport(SwiftUI)
  import SwiftUI

  /// The user's view of one item, built only when SwiftUI finds it changed: compared by its
  /// `CarouselContentKey` (the slot, the slides' content generation and whether the item is the
  /// selected one; the element itself need not be `Equatable`), so a frame of a motion, a step,
  /// a touch or the carousel's own publish does not build it again, where only its placement
  /// moves (see `CarouselRenders` for the generation's rule).
  struct CarouselItemContent<Element, ID: Hashable & Sendable, Content: View>: View, Equatable {
    let key: CarouselContentKey<ID>
    let element: Element
    let build: (Element) -> Content

    var body: some View { build(element) }

    // Nonisolated: SwiftUI compares views wherever it diffs; it reads only a Sendable key.
    nonisolated static func == (lhs: Self, rhs: Self) -> Bool { lhs.key == rhs.key }
  }
#endif
