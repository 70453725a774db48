// The test in CarouselUI's article "Writing a Custom Style", as written there (DocExampleTests
// checks it), with the article's style from TestSupport (the style's block is held in
// Examples/APIClient/DocExamplesCustomStyle.swift). It uses CarouselCore's public API only, as an
// app's tests would.

// The style comes from TestSupport, imported first: the article's block starts with the two
// imports after it, right above its test.
// swift-format-ignore-file: OrderedImports
import TestSupport
import CarouselCore
import Testing

@Test func neighborsLeanAwayFromTheFocus() {
  let context = CarouselLayoutContext(
    count: 5, viewportWidth: 390, viewportHeight: 260)
  var items: [CarouselVisibleItem] = []
  LeaningCarouselStyle().forEachVisibleItem(in: context) { items.append($0) }
  #expect(items.map(\.index) == [0, 1])
  #expect(items[1].rotation.angle == 0.12)
}
