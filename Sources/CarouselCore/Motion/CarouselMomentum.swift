/// The momentum of a freely scrolling carousel (``CarouselTargetBehavior/free``) after the
/// finger lets go, as a scroll view decelerates at its normal rate
/// (`UIScrollView.DecelerationRate.normal`): the velocity keeps 0.998 of itself each
/// millisecond, so the content travels `velocity × τ` in all, `τ = 1 ms / −ln 0.998` (about
/// 0.4995 s), and approaches its end as `e^(−t/τ)`.
///
/// The decay is sampled as a ``CarouselMotionCurve`` that a ``SpringMotion`` follows, so the
/// momentum is a settle like any other: a finger landing stops it, a move from code takes its
/// speed over, and a renumbering of the pages moves it. A momentum cut short (a finite
/// carousel's end) decays faster, with the time constant that makes it travel the shorter
/// distance from the same release speed, so it eases into the end without a jolt.
///
/// ```swift
/// CarouselMomentum.distance(velocity: 1000)  // ~499.5: a 1000 pt/s release travels ~500 pt
/// ```
package enum CarouselMomentum {
  /// The share of its velocity the momentum keeps each millisecond: UIKit's normal rate.
  package static let decelerationRate = 0.998

  /// The decay's time constant `τ`, in seconds: `1 ms / −ln 0.998`, about 0.4995 s.
  package static let timeConstant = 0.001 / -Numerics.logarithm(decelerationRate)

  /// How far a release at `velocity` (in any unit per second) travels before it stops:
  /// `velocity × τ`; 0 for a velocity that is not finite.
  package static func distance(velocity: Double) -> Double {
    Numerics.finiteOrZero(velocity) * timeConstant
  }

  /// The curve of a momentum released at `velocity` that stops `distance` away (both in the
  /// same unit: points along a row, or pages), its time constant shortened when `distance` is
  /// less than the momentum's own (``distance(velocity:)``), or `nil` when it does not move
  /// (no velocity, a distance of another sign or none, or one of at most
  /// ``SpringMotion/positionTolerance`` pages).
  ///
  /// `pages` gives the pages a distance travelled moves the carousel (on a row of items of
  /// their own lengths, the row's map: the content decelerates in points, not in items), and
  /// each sample is the share of the whole move's pages reached then. The curve lasts until
  /// what is left of the move is within the tolerance (`τ × ln(pages / tolerance)`), and is
  /// scaled to end exactly on its target there.
  package static func curve(
    velocity: Double, distance: Double, pages: (Double) -> Double
  ) -> CarouselMotionCurve? {
    let own = self.distance(velocity: velocity)
    let share = own != 0 ? distance / own : 0
    let total = pages(distance)
    let tolerance = SpringMotion.positionTolerance
    guard share > 0, share.isFinite, abs(total) > tolerance else { return nil }
    // From the same release speed, `e^(−t/τ')` travels `velocity × τ'`: the shortened constant
    // covers `distance`.
    let constant = timeConstant * min(share, 1)
    let interval = CarouselMotionCurve.sampleInterval
    let longest = (CarouselMotionCurve.longestDuration / interval).rounded(.down)
    let steps = (constant * Numerics.logarithm(abs(total) / tolerance) / interval).rounded(.up)
    let count = Int(min(max(steps, 1), longest))
    let reached = 1 - Numerics.exponential(-Double(count) * interval / constant)
    let fractions = (0..<count).map { sample in
      let travelled = (1 - Numerics.exponential(-Double(sample) * interval / constant)) / reached
      return pages(distance * travelled) / total
    }
    return CarouselMotionCurve(fractions: fractions, interval: interval)
  }
}
