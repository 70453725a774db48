// The test in CarouselUI's article "Writing a Custom Style", as written there (DocExampleTests
// checks it), with the article's style. It uses CarouselCore's public API only, as an app's tests
// would.

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

/// Items on a row; the neighbors lean away from the focus, a little lower (the article's style).
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
