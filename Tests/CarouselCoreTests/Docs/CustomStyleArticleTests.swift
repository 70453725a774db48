import CarouselCore
import Testing

// The code of the "Writing a Custom Style" article (both catalogs), compiled and run as an app's
// tests would: with only the public API of CarouselCore (the plain `import` above, not
// `@testable`, and nothing `package`: this target's files see `package` symbols, so the test
// reads only names the article's reader has).

/// Items on a row; the neighbors lean away from the focus, a little lower.
private struct LeaningCarouselStyle: CarouselLayoutStyle {
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
  fileprivate static var leaning: LeaningCarouselStyle { LeaningCarouselStyle() }
}

@Suite struct CustomStyleArticleTests {
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

  /// The article's picker holds a custom style or a built-in one in one value.
  @Test func aBuiltInStyleAndYoursInOneValue() {
    let styles: [AnyCarouselLayoutStyle] = [.peek, AnyCarouselLayoutStyle(.leaning)]
    #expect(styles[0] == .peek)
    #expect(styles[0] != .peek(peek: 40))
    #expect(styles[1] == AnyCarouselLayoutStyle(LeaningCarouselStyle()))
    #expect(styles[1].preferredPeek == 24)
    #expect(styles[0].preferredPeek == 28)
  }
}
