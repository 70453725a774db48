/// How far along its way a move is, over time: an app's animation curve (SwiftUI's
/// `withAnimation(.easeInOut(duration: 0.8))` around a selection write), sampled where it can be
/// (inside SwiftUI's animation system, by CarouselUI), so that the engine moves along it as it
/// moves along its own springs: the position, the indicator and the binding stay the engine's.
///
/// The curve is `fractions[i]` of the way at `i × interval` seconds, straight between samples,
/// and the whole way (1) one interval after the last sample: the animation said it was over
/// there. A fraction may leave 0...1 (a spring's overshoot, an anticipation). It holds at most
/// ``longestDuration`` seconds of samples; an animation that runs longer (`repeatForever`) is
/// cut there and ends on its target.
///
/// ```swift
/// // A linear move of 0.5 s, sampled every 1/120 s.
/// let curve = CarouselMotionCurve(
///   fractions: (0..<60).map { Double($0) / 60 }, interval: 1.0 / 120)
/// curve?.duration  // 0.5
/// curve?.fraction(at: 0.25)  // 0.5
/// ```
package struct CarouselMotionCurve: Hashable, Sendable {
  /// The interval CarouselUI samples animations at: twice a 60 Hz display's frames, so a
  /// 120 Hz display sees the curve's own values.
  package static let sampleInterval = 1.0 / 120
  /// The longest stretch of an animation kept, in seconds.
  package static let longestDuration = 10.0

  /// The fraction of the way at each sample.
  private let fractions: [Double]
  /// The seconds between samples.
  private let interval: Double

  /// A curve of `fractions`, one every `interval` seconds from the start, or `nil` when they
  /// make none: no samples, a fraction or interval that is not finite, or an interval of 0 or
  /// less (the move then keeps its spring). Samples beyond ``longestDuration`` are dropped.
  package init?(fractions: [Double], interval: Double) {
    guard !fractions.isEmpty, interval.isFinite, interval > 0,
      fractions.allSatisfy({ $0.isFinite })
    else { return nil }
    // In `Double`: a tiny interval would make a count beyond `Int`'s range.
    let kept = min(Double(fractions.count), (Self.longestDuration / interval).rounded(.down))
    self.fractions = Array(fractions.prefix(Int(max(kept, 1))))
    self.interval = interval
  }

  /// The seconds the move lasts: it is on its target from then on.
  package var duration: Double { Double(fractions.count) * interval }

  /// The fraction of the way at `elapsed` seconds: the first sample's at the start and before,
  /// 1 from ``duration`` on, straight between. NaN counts as the start.
  package func fraction(at elapsed: Double) -> Double {
    guard let (index, along) = segment(at: elapsed) else {
      return elapsed >= duration ? 1 : fractions[0]
    }
    let (from, to) = ends(of: index)
    return from + (to - from) * along
  }

  /// How fast the fraction changes at `elapsed`, per second: the slope of the segment there,
  /// 0 before the start and from ``duration`` on.
  package func rate(at elapsed: Double) -> Double {
    guard let (index, _) = segment(at: elapsed) else { return 0 }
    let (from, to) = ends(of: index)
    return (to - from) / interval
  }

  /// The segment `elapsed` falls in and how far along it (0..<1), or `nil` outside
  /// `0..<duration` (NaN included).
  private func segment(at elapsed: Double) -> (index: Int, along: Double)? {
    guard elapsed >= 0, elapsed < duration else { return nil }
    let steps = elapsed / interval
    let index = min(Int(steps.rounded(.down)), fractions.count - 1)
    return (index, steps - Double(index))
  }

  /// The fractions at the start and end of segment `index`: the last one ends at 1.
  private func ends(of index: Int) -> (from: Double, to: Double) {
    (fractions[index], index + 1 < fractions.count ? fractions[index + 1] : 1)
  }
}
