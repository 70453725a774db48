import CarouselCore
import Testing

/// The rule behind "in view": the fraction of an item's drawn area within the region of the
/// viewport the window shows, and that region.
@Suite struct CarouselVisibilityTests {
  /// A 300 × 100 viewport, its origin at its center.
  private static let viewport = CarouselRect(x: -150, y: -50, width: 300, height: 100)

  /// A 100 × 100 item whose left edge is at `left`.
  private static func item(left: Double) -> CarouselRect {
    CarouselRect(x: left, y: -50, width: 100, height: 100)
  }

  /// An item crossing the viewport's right edge (at 150), by the fraction of it inside: whole,
  /// more than half, exactly half, a sliver, touching, out.
  @Test(arguments: [
    (0.0, 1.0), (90, 0.6), (100, 0.5), (148, 0.02), (150, 0), (400, 0),
  ])
  func theFractionAcrossAnEdge(left: Double, fraction: Double) {
    let measured = CarouselVisibility.fraction(of: Self.item(left: left), within: Self.viewport)
    #expect(abs(measured - fraction) < 1e-12)
  }

  /// Whether it counts, at every threshold of a small set: some of it in view, and at least the
  /// threshold's fraction. The expectation is this test's own: `fraction > 0 && fraction >= t`.
  @Test(arguments: [0.0, 0.02, 0.5, 0.6, 1.0])
  func itCountsFromTheThresholdOn(threshold: Double) {
    for (left, fraction) in [(0.0, 1.0), (90, 0.6), (100, 0.5), (148, 0.02), (150, 0)] {
      #expect(
        CarouselVisibility.isInView(
          Self.item(left: left), within: Self.viewport, threshold: threshold)
          == (fraction > 0 && fraction >= threshold), "left \(left)")
    }
  }

  /// A threshold out of range is clamped, and NaN is the default half.
  @Test func thresholdsAreMadeValid() {
    #expect(CarouselVisibility.validThreshold(-1) == 0)
    #expect(CarouselVisibility.validThreshold(2) == 1)
    #expect(CarouselVisibility.validThreshold(.nan) == 0.5)
    #expect(CarouselVisibility.validThreshold(.infinity) == 1)
    var configuration = CarouselConfiguration()
    configuration.visibleItemsThreshold = .nan
    #expect(configuration.visibleItemsThreshold == 0.5)
    #expect(configuration == CarouselConfiguration())
  }

  /// Nothing of no area, and no frame with a NaN or infinite edge, is in view.
  @Test func degenerateFramesAreNotInView() {
    let frames = [
      CarouselRect(x: 0, y: 0, width: 0, height: 100),
      CarouselRect(x: 0, y: 0, width: 100, height: -5),
      CarouselRect(x: .nan, y: 0, width: 100, height: 100),
      CarouselRect(x: 0, y: .infinity, width: 100, height: 100),
      CarouselRect(x: 0, y: 0, width: .infinity, height: 100),
      CarouselRect(x: 0, y: 0, width: .nan, height: 100),
    ]
    for frame in frames {
      #expect(CarouselVisibility.fraction(of: frame, within: Self.viewport) == 0, "\(frame)")
    }
  }

  /// The region in view of a 300 × 100 viewport: all of it without a scroll view (or with
  /// bounds that are no rectangle); the part within a scroll view's bounds (given in the
  /// viewport's own coordinates); none when they miss it.
  @Test(arguments: [
    (
      CarouselRect?.none, CarouselRect?.some(CarouselRect(x: -150, y: -50, width: 300, height: 100))
    ),
    (
      CarouselRect(x: 0, y: 50, width: 300, height: 800),
      CarouselRect(x: -150, y: 0, width: 300, height: 50)
    ),
    (
      CarouselRect(x: -20, y: -400, width: 100, height: 402),
      CarouselRect(x: -150, y: -50, width: 80, height: 2)
    ),
    (CarouselRect(x: 0, y: 100, width: 300, height: 800), nil),
    (CarouselRect(x: 0, y: -800, width: 300, height: 800), nil),
    (
      CarouselRect(x: .nan, y: 0, width: 300, height: 100),
      CarouselRect(x: -150, y: -50, width: 300, height: 100)
    ),
  ])
  func theRegionInView(shown: CarouselRect?, region: CarouselRect?) {
    #expect(
      CarouselVisibility.regionInView(of: CarouselSize(width: 300, height: 100), shown: shown)
        == region)
  }
}
