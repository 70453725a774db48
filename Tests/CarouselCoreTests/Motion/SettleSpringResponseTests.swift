import CarouselCore
import Testing

/// SwiftUI's older spring spelling, `.spring(response:dampingFraction:)`, means the same here.
@Suite struct SettleSpringResponseTests {
  @Test(arguments: [
    (0.35, 0.85, 0.35, 0.15), (0.5, 1.0, 0.5, 0.0), (0.5, 0.5, 0.5, 0.5), (0.4, 2.0, 0.4, -0.5),
    (0.3, 0.0, 0.3, 0.99), (0.3, -1.0, 0.3, 0.99), (0.3, 1_000, 0.3, -0.99), (0.3, .nan, 0.3, 0),
    (.nan, 0.8, 0.5, 0.2), (-1, 0.8, 0.5, 0.2),
  ])
  func responseIsTheDurationAndTheDampingFractionGivesTheBounce(
    response: Double, dampingFraction: Double, duration: Double, bounce: Double
  ) {
    let spring = SettleSpring.spring(response: response, dampingFraction: dampingFraction)
    #expect(spring.duration == duration)
    #expect(abs(spring.bounce - bounce) < 1e-12)
  }

  /// The damping fraction is the spring's damping ratio, both sides of critical damping.
  @Test(arguments: [0.2, 0.6, 0.85, 1.0, 1.5, 3.0])
  func theDampingFractionIsTheDampingRatio(_ dampingFraction: Double) {
    let spring = SettleSpring.spring(response: 0.4, dampingFraction: dampingFraction)
    #expect(abs(spring.dampingRatio - dampingFraction) < 1e-12)
  }

  @Test func theBlendDurationChangesNothing() {
    #expect(
      SettleSpring.spring(response: 0.35, dampingFraction: 0.85, blendDuration: 0.25)
        == SettleSpring.spring(response: 0.35, dampingFraction: 0.85))
  }
}
