import CarouselCore

/// A move from code that an app made inside `withAnimation` (a binding write, a proxy's move):
/// the app's animation, which CarouselUI samples inside SwiftUI's animation system (the only
/// place an `Animation` can be evaluated: `AnimationContext` has no public initializer) and
/// hands back with ``CarouselModel/animationSampled(revision:fractions:)``, so that the carousel
/// moves along the app's curve.
///
/// A new request has a new ``revision``: the view that samples animates a value by it, so each
/// request animates once, and a late answer to an older request is told apart.
package struct CarouselAnimationRequest: Hashable, Sendable {
  /// Which request this is: one more than the one before, per model.
  package let revision: Int
  /// The app's animation (SwiftUI's `Animation`, opaque here).
  package let animation: CarouselHostValue

  /// The fractions of the way an animation gives at every ``CarouselMotionCurve/sampleInterval``
  /// from its start, as `evaluate` gives them for an elapsed time, until it says the animation
  /// is over (`nil`) or ``CarouselMotionCurve/longestDuration`` has been sampled.
  package static func fractions(_ evaluate: (Double) -> Double?) -> [Double] {
    let limit = Int(CarouselMotionCurve.longestDuration / CarouselMotionCurve.sampleInterval)
    var fractions: [Double] = []
    for sample in 0..<limit {
      guard let fraction = evaluate(Double(sample) * CarouselMotionCurve.sampleInterval) else {
        break
      }
      fractions.append(fraction)
    }
    return fractions
  }
}
