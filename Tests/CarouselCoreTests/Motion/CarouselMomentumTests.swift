import CarouselCore
import Testing

/// A free scroll's momentum: a scroll view's normal deceleration (0.998 of the velocity kept
/// each millisecond), sampled as a curve that ends exactly on its target.
@Suite struct CarouselMomentumTests {
  @Test func theMomentumTravelsTheVelocityTimesTheTimeConstant() {
    #expect(isClose(CarouselMomentum.timeConstant, 0.4994998331664548, tolerance: 1e-15))
    #expect(isClose(CarouselMomentum.distance(velocity: 1000), 499.4998331664548))
    #expect(isClose(CarouselMomentum.distance(velocity: -2), -0.9989996663329096))
    #expect(CarouselMomentum.distance(velocity: .nan) == 0)
    #expect(CarouselMomentum.distance(velocity: .infinity) == 0)
  }

  @Test func theCurveDecaysUntilAThousandthOfAPageIsLeft() throws {
    let distance = CarouselMomentum.distance(velocity: 10)
    let curve = try #require(
      CarouselMomentum.curve(velocity: 10, distance: distance, pages: { $0 }))
    // τ ln(4.995 / 0.001) = 4.2537 s, in whole samples of 1/120 s: 511.
    #expect(isClose(curve.duration, 4.258333333333333))
    #expect(curve.fraction(at: 0) == 0)
    // 1 - 0.998^500 at half a second, scaled by what the 511 samples leave.
    #expect(isClose(curve.fraction(at: 0.5), 0.6326142596598181))
    #expect(curve.fraction(at: curve.duration) == 1)
  }

  @Test func aMomentumCutShortDecaysFasterFromTheSameSpeed() throws {
    let curve = try #require(
      CarouselMomentum.curve(velocity: 100, distance: 6.5, pages: { $0 }))
    #expect(isClose(curve.duration, 0.575))
    // The first sample's slope, 6.5 pages times its rate: near the 100 pages per second.
    #expect(isClose(6.5 * curve.rate(at: 0), 93.86863728365111, tolerance: 1e-6))
  }

  @Test(arguments: [(0.0, 1.0), (10, -1), (10, 0), (0.001, 0.0005), (.nan, 1)])
  func noMomentumMakesNoCurve(velocity: Double, distance: Double) {
    #expect(CarouselMomentum.curve(velocity: velocity, distance: distance, pages: { $0 }) == nil)
  }
}
