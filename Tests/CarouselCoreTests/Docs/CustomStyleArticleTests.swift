// The code of CarouselCore's "Writing a Custom Style" article, as the article shows it, compiled
// and run as an app's tests would: with only the public API of CarouselCore (the plain `import`
// below, not `@testable`, and nothing `package`: this target's files see `package` symbols, so
// the test reads only names the article's reader has). The article's test comes first, as it
// starts with its imports; the article's SwiftUI line (`.carouselStyle(.leaning)`) is
// type-checked in Examples/APIClient/DocExamplesCore.swift.

import CarouselCore
import Testing

@Test func neighborsLeanAwayFromTheFocus() {
  let style = LeaningCarouselStyle()
  var context = CarouselLayoutContext(
    count: 5, viewportWidth: 390, viewportHeight: 260)
  var items: [CarouselVisibleItem] = []
  style.forEachVisibleItem(in: context) { items.append($0) }
  #expect(items.map(\.index) == [0, 1])  // a finite carousel's first page
  #expect(items[1].mainOffset == 326)  // 310 wide (390 - 2 × 40), 16 apart
  #expect(items[1].rotation.angle == 0.12)

  context.reduceMotion = true
  items = []
  style.forEachVisibleItem(in: context) { items.append($0) }
  #expect(items[1].rotation.angle == 0)
}

/// Items on a row; the neighbors lean away from the focus, a little lower.
struct LeaningCarouselStyle: CarouselLayoutStyle {
  /// The lean of an item one page or more from the focus, in radians.
  var sideAngle = 0.12

  var preferredPeek: Double { 24 }
  var preferredSpacing: Double { 16 }

  func attributes(
    forOffset offset: Double, in geometry: CarouselLayoutGeometry
  ) -> CarouselItemAttributes {
    let side = max(-1, min(offset, 1))
    let lean = geometry.context.reduceMotion ? 0 : side * sideAngle
    return CarouselItemAttributes(
      mainOffset: offset * geometry.pitch,
      crossOffset: abs(side) * 12,
      rotation: CarouselRotation(angle: lean, axis: .z),
      zIndex: -abs(offset))
  }
}

extension CarouselLayoutStyle where Self == LeaningCarouselStyle {
  /// Items that lean away from the focus.
  static var leaning: LeaningCarouselStyle { LeaningCarouselStyle() }
}

@Suite struct CustomStyleArticleTests {
  /// `AnyCarouselLayoutStyle`'s example: a custom style and built-in ones in one value.
  @Test func aBuiltInStyleAndYoursInOneValue() {
    let styles: [AnyCarouselLayoutStyle] = [
      .paged, .peek, AnyCarouselLayoutStyle(LeaningCarouselStyle()),
    ]
    #expect(styles[1] == .peek)
    #expect(styles[1] != .peek(peek: 40))
    #expect(styles[2] == AnyCarouselLayoutStyle(.leaning))
    #expect(styles[2].preferredPeek == 24)
    #expect(styles[1].preferredPeek == 28)
    #expect(styles[0].preferredPeek == 0)
  }
}
