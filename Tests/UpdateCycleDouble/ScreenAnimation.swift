/// An app's animation as the double's screens give one to `withAnimation` (SwiftUI's `Animation`
/// on a device): what the carousel's sampler reads of it, the fraction of the way at an elapsed
/// time, or `nil` once it is over (`Animation.animate(value:time:context:)`).
package enum ScreenAnimation: Hashable, Sendable {
  /// Straight from start to end in `duration` seconds (`.linear(duration:)`).
  case linear(duration: Double)
  /// Up to `peak` of the way at half `duration`, back to the whole way at its end: a spring's
  /// overshoot, in two straight lines.
  case overshooting(duration: Double, peak: Double)
  /// Never over (`.repeatForever`): the way and back, each second.
  case endless

  /// The fraction of the way at `time` seconds, or `nil` once the animation is over.
  package func fraction(at time: Double) -> Double? {
    switch self {
    case .linear(let duration):
      return time < duration ? time / duration : nil
    case .overshooting(let duration, let peak):
      guard time < duration else { return nil }
      let half = duration / 2
      return time < half ? peak * time / half : peak + (1 - peak) * (time - half) / half
    case .endless:
      let phase = time.truncatingRemainder(dividingBy: 2)
      return phase < 1 ? phase : 2 - phase
    }
  }
}
