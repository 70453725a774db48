import CarouselCore
import Testing
import UpdateCycleDouble

/// One spring case: a spring and the state it is released in.
private struct SpringCase: CustomTestStringConvertible, Sendable {
  let duration: Double
  let bounce: Double
  let displacement: Double
  let velocity: Double

  var spring: SettleSpring { SettleSpring(duration: duration, bounce: bounce) }
  var testDescription: String { "d \(duration) b \(bounce) x0 \(displacement) v0 \(velocity)" }
}

/// Under-, critically and over-damped springs, released from rest, with a push, or against it.
private let springCases: [SpringCase] = [
  SpringCase(duration: 0.5, bounce: 0, displacement: -1, velocity: 0),
  SpringCase(duration: 0.5, bounce: 0, displacement: 0.4, velocity: -3),
  SpringCase(duration: 0.3, bounce: 0.15, displacement: -1, velocity: 0),
  SpringCase(duration: 0.5, bounce: 0.3, displacement: -0.25, velocity: 4),
  SpringCase(duration: 1.2, bounce: 0.9, displacement: 2, velocity: -1),
  SpringCase(duration: 0.8, bounce: 1e-7, displacement: -1, velocity: 2),
  SpringCase(duration: 0.5, bounce: -1e-7, displacement: -1, velocity: 2),
  SpringCase(duration: 0.5, bounce: -0.2, displacement: -1, velocity: 0),
  SpringCase(duration: 0.4, bounce: -0.6, displacement: 0.7, velocity: 5),
  SpringCase(duration: 1, bounce: -0.9, displacement: -3, velocity: -2),
  SpringCase(duration: 0.25, bounce: 0.5, displacement: 0, velocity: 6),
]

/// Given durations and the durations the spring uses instead.
private let durationCases: [(Double, Double)] = [
  (.nan, 0.5), (0, 0.5), (-2, 0.5), (-.infinity, 0.5), (.infinity, 100), (1e9, 100),
  (1e-9, 0.01), (0.35, 0.35),
]

/// Given bounces and the bounces the spring uses instead.
private let bounceCases: [(Double, Double)] = [
  (.nan, 0), (1, 0.99), (5, 0.99), (-1, -0.99), (-.infinity, -0.99), (.infinity, 0.99),
  (-0.4, -0.4),
]

/// Integrates x'' = -k x - c v with classic Runge-Kutta and returns x at every `sampleEvery`
/// steps.
private func integrate(_ item: SpringCase, steps: Int, dt: Double, sampleEvery: Int) -> [Double] {
  let spring = item.spring
  let (k, c) = (spring.stiffness, spring.damping)
  func acceleration(_ x: Double, _ v: Double) -> Double { -k * x - c * v }
  var (x, v) = (item.displacement, item.velocity)
  var samples = [x]
  for step in 1...steps {
    let (k1x, k1v) = (v, acceleration(x, v))
    let (k2x, k2v) = (v + dt / 2 * k1v, acceleration(x + dt / 2 * k1x, v + dt / 2 * k1v))
    let (k3x, k3v) = (v + dt / 2 * k2v, acceleration(x + dt / 2 * k2x, v + dt / 2 * k2v))
    let (k4x, k4v) = (v + dt * k3v, acceleration(x + dt * k3x, v + dt * k3v))
    x += dt / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
    v += dt / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
    if step % sampleEvery == 0 { samples.append(x) }
  }
  return samples
}

@Suite("SettleSpring")
struct SettleSpringTests {
  @Test func presetsAndCoefficientsFollowApplesFormulas() {
    #expect(SettleSpring.smooth == SettleSpring(duration: 0.5, bounce: 0))
    #expect(SettleSpring.snappy == SettleSpring(duration: 0.5, bounce: 0.15))
    #expect(SettleSpring.bouncy == SettleSpring(duration: 0.5, bounce: 0.3))
    let smooth = SettleSpring.smooth
    #expect(smooth.mass == 1)
    #expect(abs(smooth.stiffness - 157.913_670_417_429_7) < 1e-9)  // (2π / 0.5)²
    #expect(abs(smooth.damping - 25.132_741_228_718_35) < 1e-9)  // 4π / 0.5
    #expect(smooth.dampingRatio == 1)
    #expect(abs(SettleSpring.bouncy.damping - 17.592_918_860_102_84) < 1e-9)  // 4π·0.7 / 0.5
    let flat = SettleSpring(duration: 1, bounce: -0.5)
    #expect(abs(flat.damping - 25.132_741_228_718_35) < 1e-9)  // 4π / (1·0.5)
    #expect(flat.dampingRatio == 2)
  }

  @Test func swiftUISpellingsAddTheirExtraBounceToThePreset() {
    #expect(SettleSpring.smooth(duration: 0.3) == SettleSpring(duration: 0.3, bounce: 0))
    #expect(SettleSpring.snappy(duration: 0.3) == SettleSpring(duration: 0.3, bounce: 0.15))
    #expect(
      SettleSpring.bouncy(duration: 0.6, extraBounce: 0.1)
        == SettleSpring(duration: 0.6, bounce: 0.4))
    #expect(SettleSpring.smooth(extraBounce: -0.5) == SettleSpring(duration: 0.5, bounce: -0.5))
    #expect(SettleSpring.snappy() == .snappy)
    #expect(
      SettleSpring.spring(duration: 0.4, bounce: 0.2) == SettleSpring(duration: 0.4, bounce: 0.2))
    // Out of range as SettleSpring(duration:bounce:) clamps it.
    #expect(SettleSpring.bouncy(extraBounce: 5).bounce == 0.99)
    #expect(SettleSpring.snappy(duration: .nan).duration == 0.5)
  }

  @Test(arguments: durationCases)
  func invalidDurationsAreReplacedOrClamped(given: Double, resolved: Double) {
    #expect(SettleSpring(duration: given, bounce: 0).duration == resolved)
  }

  @Test(arguments: bounceCases)
  func invalidBouncesAreReplacedOrClamped(given: Double, resolved: Double) {
    #expect(SettleSpring(duration: 0.5, bounce: given).bounce == resolved)
  }

  @Test(arguments: springCases)
  fileprivate func closedFormMatchesNumericalIntegration(_ item: SpringCase) {
    let dt = 1e-4
    let sampleEvery = 250  // every 25 ms over 2 s
    let samples = integrate(item, steps: 20_000, dt: dt, sampleEvery: sampleEvery)
    for (index, expected) in samples.enumerated() {
      let t = Double(index * sampleEvery) * dt
      let actual = item.spring.value(
        at: t, displacement: item.displacement, initialVelocity: item.velocity)
      #expect(abs(actual - expected) <= 1e-6, "t \(t): \(actual) vs \(expected)")
    }
  }

  @Test(arguments: springCases)
  fileprivate func velocityIsTheDerivativeOfValue(_ item: SpringCase) {
    let h = 1e-6
    for step in 0...60 {
      let t = Double(step) * 0.025 + h
      let before = item.spring.value(
        at: t - h, displacement: item.displacement, initialVelocity: item.velocity)
      let after = item.spring.value(
        at: t + h, displacement: item.displacement, initialVelocity: item.velocity)
      let velocity = item.spring.velocity(
        at: t, displacement: item.displacement, initialVelocity: item.velocity)
      #expect(abs((after - before) / (2 * h) - velocity) <= 1e-5 * max(1, abs(velocity)), "t \(t)")
    }
  }

  @Test(arguments: springCases)
  fileprivate func startsFromTheHandedOverState(_ item: SpringCase) {
    let spring = item.spring
    #expect(
      spring.value(at: 0, displacement: item.displacement, initialVelocity: item.velocity)
        == item.displacement)
    #expect(
      spring.velocity(at: 0, displacement: item.displacement, initialVelocity: item.velocity)
        == item.velocity)
    #expect(
      spring.value(at: -3, displacement: item.displacement, initialVelocity: item.velocity)
        == item.displacement)
    #expect(
      spring.value(at: .nan, displacement: item.displacement, initialVelocity: item.velocity)
        == item.displacement)
    #expect(spring.value(at: .infinity, displacement: item.displacement, initialVelocity: 1) == 0)
    #expect(
      spring.velocity(at: .infinity, displacement: item.displacement, initialVelocity: 1) == 0)
  }

  @Test func nonFiniteStatesNeverProduceNaN() {
    let spring = SettleSpring.bouncy
    #expect(spring.value(at: 0.2, displacement: .nan, initialVelocity: .nan) == 0)
    #expect(spring.velocity(at: 0.2, displacement: .nan, initialVelocity: 0) == 0)
    let huge = spring.value(at: 0.2, displacement: .infinity, initialVelocity: -.infinity)
    #expect(huge.isFinite)
    let time = spring.settlingTime(displacement: .infinity, initialVelocity: 0, tolerance: 0.001)
    #expect(time.isFinite && time > 0)
  }

  @Test func bouncySpringsOvershootAndSmoothOnesDoNot() {
    let times = (0...300).map { Double($0) * 0.005 }
    let bouncy = times.map {
      SettleSpring.bouncy.value(at: $0, displacement: -1, initialVelocity: 0)
    }
    let snappy = times.map {
      SettleSpring.snappy.value(at: $0, displacement: -1, initialVelocity: 0)
    }
    let smooth = times.map {
      SettleSpring.smooth.value(at: $0, displacement: -1, initialVelocity: 0)
    }
    let flat = times.map {
      SettleSpring(duration: 0.5, bounce: -0.5).value(at: $0, displacement: -1, initialVelocity: 0)
    }
    // The classic overshoot e^(−πζ/√(1 − ζ²)) for ζ = 0.7 and 0.85.
    #expect(abs(bouncy.max()! - 0.045_987) < 1e-4)
    #expect(abs(snappy.max()! - 0.006_377) < 1e-4)
    #expect(smooth.max()! <= 0)
    #expect(flat.max()! <= 0)
  }

  @Test func settlingTimeIsZeroAtRestAndHandlesOddTolerances() {
    let spring = SettleSpring.snappy
    #expect(spring.settlingTime(displacement: 0, initialVelocity: 0, tolerance: 0.001) == 0)
    #expect(spring.settlingTime(displacement: 0.5, initialVelocity: 1, tolerance: .infinity) == 0)
    let defaultTolerance = spring.settlingTime(
      displacement: 1, initialVelocity: 0, tolerance: 0.001)
    #expect(
      spring.settlingTime(displacement: 1, initialVelocity: 0, tolerance: .nan)
        == defaultTolerance)
    let tiny = spring.settlingTime(displacement: 1, initialVelocity: 0, tolerance: -1)
    #expect(tiny.isFinite && tiny > defaultTolerance)
  }

  @Test(arguments: springCases)
  fileprivate func settlingTimeIsSafeAndTight(_ item: SpringCase) {
    let tolerance = 0.001
    let spring = item.spring
    let settling = spring.settlingTime(
      displacement: item.displacement, initialVelocity: item.velocity, tolerance: tolerance)
    // The last time a dense sampling sees the motion outside the tolerance.
    var lastOutside = 0.0
    let dt = settling / 20_000
    for step in 0...30_000 {
      let t = Double(step) * dt
      let x = spring.value(at: t, displacement: item.displacement, initialVelocity: item.velocity)
      let v = spring.velocity(
        at: t, displacement: item.displacement, initialVelocity: item.velocity)
      if abs(x) > tolerance || abs(v) > tolerance { lastOutside = t }
    }
    #expect(lastOutside <= settling)
    #expect(settling <= lastOutside * 1.002 + 2 * dt, "settling \(settling), last \(lastOutside)")
  }

  @Test func settlingTimeHoldsForRandomSprings() {
    let seed: UInt64 = 0x5E77_1E
    var generator = SeededGenerator(seed: seed)
    for sequence in 0..<propertySequenceCount(default: 300) {
      let spring = SettleSpring(
        duration: .random(in: 0.1...2, using: &generator),
        bounce: .random(in: -0.95...0.95, using: &generator))
      let x0 = Double.random(in: -5...5, using: &generator)
      let v0 = Double.random(in: -20...20, using: &generator)
      let tolerance = Double.random(in: 1e-4...1e-2, using: &generator)
      let settling = spring.settlingTime(
        displacement: x0, initialVelocity: v0, tolerance: tolerance)
      var settled = true
      for step in 0...200 {
        let t = settling * (1 + Double(step) / 100)
        let x = spring.value(at: t, displacement: x0, initialVelocity: v0)
        let v = spring.velocity(at: t, displacement: x0, initialVelocity: v0)
        settled = settled && abs(x) <= tolerance && abs(v) <= tolerance
      }
      #expect(settled, "seed \(seed), sequence \(sequence): \(spring) x0 \(x0) v0 \(v0)")
    }
  }
}
