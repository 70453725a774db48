// The style of CarouselUI's article "Writing a Custom Style", exactly as the article shows it,
// imports and all (DocExampleTests checks it); DocExamplesArticles.swift uses it as the article
// does. Type-checked for iOS 17 and 18 by `Scripts/swiftui-check --extra Examples/APIClient`.

import CarouselUI

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
