import CarouselCore
import Testing

/// An app's animation curve as samples (``CarouselMotionCurve``), and a settle that follows one
/// (``SpringMotion/init(from:toPage:curve:spring:)``): literal values from the samples given.
@Suite struct CarouselMotionCurveTests {
  /// Four samples a tenth of a second apart: 0, 0.2, 0.6, 0.9, then 1 at 0.4 s.
  static let curve = CarouselMotionCurve(fractions: [0, 0.2, 0.6, 0.9], interval: 0.1)!

  @Test func fractionsAreStraightBetweenSamplesAndWholeAtTheEnd() {
    let curve = Self.curve
    #expect(curve.duration == 0.4)
    let times = [-1, 0, 0.05, 0.1, 0.15, 0.25, 0.35, 0.4, 7]
    let fractions = times.map { (curve.fraction(at: $0) * 1e12).rounded() / 1e12 }
    #expect(fractions == [0, 0, 0.1, 0.2, 0.4, 0.75, 0.95, 1, 1])
    #expect(curve.fraction(at: .nan) == 0)
    #expect(curve.fraction(at: .infinity) == 1)
  }

  @Test func ratesAreTheSegmentsSlopes() {
    let curve = Self.curve
    let rates = [-1, 0.05, 0.15, 0.25, 0.35, 0.4, .nan].map {
      (curve.rate(at: $0) * 1e9).rounded() / 1e9
    }
    #expect(rates == [0, 2, 4, 3, 1, 0, 0])
  }

  @Test func samplesThatMakeNoCurveAreRefused() {
    #expect(CarouselMotionCurve(fractions: [], interval: 0.1) == nil)
    #expect(CarouselMotionCurve(fractions: [0, .nan], interval: 0.1) == nil)
    #expect(CarouselMotionCurve(fractions: [0, .infinity], interval: 0.1) == nil)
    for interval in [0, -0.1, .nan, .infinity] {
      #expect(CarouselMotionCurve(fractions: [0, 0.5], interval: interval) == nil)
    }
  }

  /// At most ten seconds are kept: 5,000 samples a 120th apart make 1,200; a tiny interval
  /// keeps every sample it has.
  @Test func tenSecondsAreKeptAtMost() throws {
    let long = try #require(
      CarouselMotionCurve(fractions: Array(repeating: 0.5, count: 5_000), interval: 1.0 / 120))
    #expect(long.duration == 10)
    let tiny = try #require(CarouselMotionCurve(fractions: [0, 0.5], interval: 1e-300))
    #expect(tiny.duration == 2e-300)
    let huge = try #require(CarouselMotionCurve(fractions: [0, 0.5], interval: 1e300))
    #expect(huge.duration == 1e300)
  }

  /// A settle from page 2 to page 6 along the curve: its positions are `2 + 4 × fraction`, its
  /// velocity `4 × rate`, it starts still and lasts the curve's duration.
  @Test func aSettleFollowsTheCurve() {
    let motion = SpringMotion(
      from: CarouselPosition(page: 2), toPage: 6, curve: Self.curve, spring: .smooth)
    #expect(motion.duration == 0.4)
    #expect(motion.initialVelocity == 0)
    let positions = [0, 0.05, 0.25, 0.4].map {
      (motion.position(atElapsed: $0).value * 1e9).rounded() / 1e9
    }
    #expect(positions == [2, 2.4, 5, 6])
    #expect((motion.velocity(atElapsed: 0.15) * 1e9).rounded() / 1e9 == 16)
    #expect(motion.velocity(atElapsed: 0.4) == 0)
    #expect(motion.isFinished(atElapsed: 0.4))
    #expect(!motion.isFinished(atElapsed: 0.39))
  }

  /// Moved for a renumbering, a settle keeps its curve (or its spring).
  @Test func aRenumberedSettleKeepsItsCurve() {
    let curved = SpringMotion(
      from: CarouselPosition(page: 2), toPage: 6, curve: Self.curve, spring: .smooth)
    let moved = curved.moved(from: CarouselPosition(page: -3), to: CarouselPosition(page: 1))
    #expect(moved.curve == Self.curve)
    #expect((moved.position(atElapsed: 0.25).value * 1e9).rounded() / 1e9 == 0)
    let sprung = SpringMotion(
      from: CarouselPosition(page: 2), toPage: 6, initialVelocity: 3, spring: .bouncy)
    let movedSpring = sprung.moved(from: CarouselPosition(page: 0), to: CarouselPosition(page: 4))
    #expect(movedSpring.curve == nil)
    #expect(movedSpring.initialVelocity == 3)
    #expect(movedSpring.spring == .bouncy)
  }
}
