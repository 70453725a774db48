// The test of CarouselCore's "Writing a Custom Style" article, as the article shows it, run as an
// app's tests would: with only the public API of CarouselCore (the plain `import` below, not
// `@testable`, and nothing `package`: this target's files see `package` symbols, so the test
// reads only names the article's reader has) and the article's style from TestSupport, as an
// app's tests import the app. The article's test comes first, as it starts with its imports; its
// style's blocks are held in Examples/APIClient/DocExamplesCustomStyle.swift and its SwiftUI line
// (`.carouselStyle(.leaning)`) in Examples/APIClient/DocExamplesCore.swift.

// The style comes from TestSupport, imported first: the article's block starts with the two
// imports after it, right above its test.
// swift-format-ignore-file: OrderedImports
import TestSupport
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
