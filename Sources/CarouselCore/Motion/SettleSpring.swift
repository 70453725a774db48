/// A damped spring, described the way SwiftUI's `Spring(duration:bounce:)` describes one, with a
/// closed-form solution so that a settling motion can be sampled at any frame time.
///
/// The spring has mass 1 and, following Apple's documented conversion,
/// - stiffness `k = (2π / duration)²`,
/// - damping `c = 4π (1 − bounce) / duration` when `bounce >= 0`,
///   and `c = 4π / (duration (1 + bounce))` when `bounce < 0`.
///
/// So the damping ratio is `1 − bounce` for a bouncy spring and `1 / (1 + bounce)` for a
/// "flattened" one: `bounce == 0` is critically damped, positive values overshoot, negative values
/// approach the target more slowly without overshooting.
///
/// All functions take the displacement *from the target* and return a displacement from the
/// target, so the target itself never passes through a `Double`.
///
/// ```swift
/// Carousel(photos) { photo in PhotoCard(photo) }
///   .carouselSpring(.snappy)  // a little overshoot
/// Carousel(photos) { photo in PhotoCard(photo) }
///   .carouselSpring(SettleSpring(duration: 0.35, bounce: 0))  // quicker, no overshoot
/// ```
public struct SettleSpring: Hashable, Sendable {
  /// The perceptual duration in seconds, in `0.01...100`.
  public let duration: Double
  /// How much the spring overshoots, in `-0.99...0.99` (0 is critically damped).
  public let bounce: Double

  /// The duration used when the one given is not a positive number: 0.5 seconds.
  public static let defaultDuration = 0.5
  /// The range a positive duration is clamped to, so that the stiffness stays finite.
  package static let durationRange = 0.01...100.0
  /// The range bounce is clamped to: at exactly −1 the spring never moves and at exactly 1 it
  /// never stops ringing, so neither could end a page motion.
  package static let bounceRange = -0.99...0.99

  /// Creates a spring from its perceptual duration and bounce.
  ///
  /// Bad input never traps: a duration that is NaN, zero or negative becomes
  /// ``defaultDuration``; other durations (even `+infinity`) are clamped to `0.01...100`;
  /// a NaN bounce becomes 0 and other bounces are clamped to `-0.99...0.99`.
  public init(duration: Double = SettleSpring.defaultDuration, bounce: Double = 0) {
    if duration.isNaN || duration <= 0 {
      self.duration = Self.defaultDuration
    } else {
      self.duration = min(
        max(duration, Self.durationRange.lowerBound), Self.durationRange.upperBound)
    }
    self.bounce =
      bounce.isNaN
      ? 0 : min(max(bounce, Self.bounceRange.lowerBound), Self.bounceRange.upperBound)
  }

  /// A critically damped spring that settles without overshoot (duration 0.5, bounce 0).
  public static let smooth = SettleSpring(duration: 0.5, bounce: 0)
  /// A spring with a small overshoot (duration 0.5, bounce 0.15).
  public static let snappy = SettleSpring(duration: 0.5, bounce: 0.15)
  /// A spring with a visible overshoot (duration 0.5, bounce 0.3).
  public static let bouncy = SettleSpring(duration: 0.5, bounce: 0.3)

  /// A spring of `duration` and `bounce`, spelled like SwiftUI's
  /// `Animation.spring(duration:bounce:)`.
  ///
  /// ```swift
  /// .carouselSpring(.spring(duration: 0.4, bounce: 0.2))
  /// ```
  public static func spring(duration: Double = 0.5, bounce: Double = 0) -> SettleSpring {
    SettleSpring(duration: duration, bounce: bounce)
  }

  /// A spring in SwiftUI's older spelling, `Animation.spring(response:dampingFraction:
  /// blendDuration:)`, with the same meaning: `response` is the period of the undamped spring,
  /// in seconds (this spring's ``duration``), and `dampingFraction` its damping ratio: below 1
  /// it overshoots (a bounce of `1 - dampingFraction`), 1 settles without overshoot, above 1
  /// more slowly (a negative bounce, `1 / dampingFraction - 1`). A carousel settles with one
  /// spring at a time, so there is nothing to blend: `blendDuration` is accepted and has no
  /// effect. Out-of-range values are clamped as ``init(duration:bounce:)`` says; a damping
  /// fraction of 0 or less gives the most bounce.
  ///
  /// ```swift
  /// .carouselSpring(.spring(response: 0.35, dampingFraction: 0.85))  // 0.35 s, bounce 0.15
  /// ```
  public static func spring(
    response: Double, dampingFraction: Double, blendDuration: Double = 0
  ) -> SettleSpring {
    let bounce =
      dampingFraction <= 1 ? 1 - dampingFraction : 1 / dampingFraction - 1
    return SettleSpring(duration: response, bounce: bounce)
  }

  /// A spring with no overshoot, like SwiftUI's `.smooth(duration:extraBounce:)`: bounce 0 plus
  /// `extraBounce`.
  ///
  /// ```swift
  /// .carouselSpring(.smooth(duration: 0.3))
  /// ```
  public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> SettleSpring {
    SettleSpring(duration: duration, bounce: smooth.bounce + extraBounce)
  }

  /// A spring with a small overshoot, like SwiftUI's `.snappy(duration:extraBounce:)`: bounce
  /// 0.15 plus `extraBounce`.
  ///
  /// ```swift
  /// .carouselSpring(.snappy(duration: 0.3))
  /// ```
  public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> SettleSpring {
    SettleSpring(duration: duration, bounce: snappy.bounce + extraBounce)
  }

  /// A spring with a visible overshoot, like SwiftUI's `.bouncy(duration:extraBounce:)`: bounce
  /// 0.3 plus `extraBounce`.
  ///
  /// ```swift
  /// .carouselSpring(.bouncy(duration: 0.6, extraBounce: 0.1))
  /// ```
  public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> SettleSpring {
    SettleSpring(duration: duration, bounce: bouncy.bounce + extraBounce)
  }

  /// The mass of the spring's load: always 1.
  package var mass: Double { 1 }

  /// The spring constant, `(2π / duration)²`.
  package var stiffness: Double { naturalFrequency * naturalFrequency }

  /// The damping coefficient (see the type's documentation for the formula).
  package var damping: Double { 2 * dampingRatio * naturalFrequency }

  /// The damping ratio: below 1 the spring overshoots, 1 is critical, above 1 it is overdamped.
  package var dampingRatio: Double { bounce >= 0 ? 1 - bounce : 1 / (1 + bounce) }

  /// The undamped angular frequency `2π / duration`, in radians per second.
  var naturalFrequency: Double { 2 * Double.pi / duration }

  /// The displacement from the target `t` seconds after the spring was released with
  /// displacement `x0` and velocity `v0`.
  ///
  /// Times before 0 (and NaN) count as 0, `+infinity` gives 0. A NaN displacement or velocity
  /// counts as 0; others are clamped to `±1e100` so that no intermediate value overflows.
  package func value(at t: Double, displacement x0: Double, initialVelocity v0: Double) -> Double {
    let start = SpringMotionState(displacement: x0, velocity: v0)
    let modes = SpringModes(spring: self, time: t)
    return start.displacement * modes.cosineMode
      + (start.velocity + decayRate * start.displacement) * modes.sineMode
  }

  /// The velocity (displacement per second) `t` seconds after the spring was released with
  /// displacement `x0` and velocity `v0`; the derivative of
  /// ``value(at:displacement:initialVelocity:)``, with the same handling of bad input.
  package func velocity(at t: Double, displacement x0: Double, initialVelocity v0: Double)
    -> Double
  {
    let start = SpringMotionState(displacement: x0, velocity: v0)
    let modes = SpringModes(spring: self, time: t)
    return start.velocity * modes.cosineMode
      - (stiffness * start.displacement + decayRate * start.velocity) * modes.sineMode
  }

  /// The time in seconds after which both the displacement and the velocity stay within
  /// `tolerance` of zero for good.
  ///
  /// Computed from an upper bound of the motion's envelope, then tightened by walking back in
  /// small steps and keeping only steps where even the fastest change the envelope allows
  /// cannot cross the tolerance. The result is therefore never too early, and only slightly
  /// later than the exact time (well under 1 % in practice). A NaN tolerance counts as 0.001 and tolerances below
  /// `1e-9` are raised to `1e-9`, so the result is always finite.
  package func settlingTime(displacement x0: Double, initialVelocity v0: Double, tolerance: Double)
    -> Double
  {
    settlingTime(
      displacement: x0, initialVelocity: v0, displacementTolerance: tolerance,
      velocityTolerance: tolerance)
  }

  /// ``settlingTime(displacement:initialVelocity:tolerance:)`` with separate tolerances for the
  /// displacement and for the velocity.
  func settlingTime(
    displacement x0: Double, initialVelocity v0: Double, displacementTolerance: Double,
    velocityTolerance: Double
  ) -> Double {
    let start = SpringMotionState(displacement: x0, velocity: v0)
    let envelope = SpringEnvelope(spring: self, start: start)
    let limits = (
      displacement: sanitizedTolerance(displacementTolerance),
      velocity: sanitizedTolerance(velocityTolerance)
    )
    let upperBound = max(
      envelope.displacement.time(below: limits.displacement),
      envelope.velocity.time(below: limits.velocity))
    return tightenedSettlingTime(
      upperBound: upperBound, start: start, envelope: envelope, limits: limits)
  }

  /// Walks back from `upperBound` in steps, stopping at the first step where the motion could
  /// break a tolerance; then walks back again from there in ever finer steps, because the
  /// safety margin of a step shrinks with its length.
  private func tightenedSettlingTime(
    upperBound: Double, start: SpringMotionState, envelope: SpringEnvelope,
    limits: (displacement: Double, velocity: Double)
  ) -> Double {
    var settled = upperBound
    var step = upperBound / 1024
    for _ in 0..<3 where settled > 0 {
      settled = walkBack(
        from: settled, step: step, start: start, envelope: envelope, limits: limits)
      step /= 16
    }
    return settled
  }

  /// The end of the last step before `end` that is not certainly settled (at most 4096 steps
  /// back; all steps after the returned time are settled).
  private func walkBack(
    from end: Double, step: Double, start: SpringMotionState, envelope: SpringEnvelope,
    limits: (displacement: Double, velocity: Double)
  ) -> Double {
    for index in 0..<4096 {
      let stepEnd = end - Double(index) * step
      guard stepEnd > 0 else { return 0 }
      let stepStart = max(0, stepEnd - step)
      let speedBound = envelope.velocity.maximum(from: stepStart, to: stepEnd)
      let displacementBound = envelope.displacement.maximum(from: stepStart, to: stepEnd)
      // |a| = |k·x + c·v| bounds how fast the velocity can change within the step.
      let accelerationBound = stiffness * displacementBound + damping * speedBound
      let x = value(at: stepEnd, displacement: start.displacement, initialVelocity: start.velocity)
      let v = velocity(
        at: stepEnd, displacement: start.displacement, initialVelocity: start.velocity)
      let length = stepEnd - stepStart
      let staysWithin =
        abs(x) + length * speedBound <= limits.displacement
        && abs(v) + length * accelerationBound <= limits.velocity
      if !staysWithin { return stepEnd }
    }
    return end - 4096 * step
  }

  /// The exponential decay rate `ζω₀` shared by both modes of the solution.
  var decayRate: Double { dampingRatio * naturalFrequency }

  private func sanitizedTolerance(_ tolerance: Double) -> Double {
    tolerance.isNaN ? 0.001 : max(tolerance, 1e-9)
  }
}
