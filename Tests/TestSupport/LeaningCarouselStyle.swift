// The style of the "Writing a Custom Style" articles (CarouselCore's and CarouselUI's), for their
// tests: each article's test is a top-level `@Test func neighborsLeanAwayFromTheFocus()`, so the
// two run in two test targets (CarouselCoreTests, CarouselViewModelTests), and this one copy serves
// both, as an app's module serves its tests. The articles' blocks themselves (the style as shown,
// `import CarouselUI` and all) are held, and type-checked for iOS, in
// Examples/APIClient/DocExamplesCustomStyle.swift; this copy is that code made `public`.

import CarouselCore

/// Items on a row; the neighbors lean away from the focus, a little lower.
public struct LeaningCarouselStyle: CarouselLayoutStyle {
  /// The lean of an item one page or more from the focus, in radians.
  public var sideAngle = 0.12

  /// The peek the style prefers, in points.
  public var preferredPeek: Double { 24 }
  /// The spacing the style prefers, in points.
  public var preferredSpacing: Double { 16 }

  /// A style with the articles' lean.
  public init() {}

  /// Where an item `offset` pages from the focus goes: a row, leaning away from the focus.
  public func attributes(
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
  public static var leaning: LeaningCarouselStyle { LeaningCarouselStyle() }
}
