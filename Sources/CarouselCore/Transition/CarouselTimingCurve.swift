/// The pace at which an interactive per-item effect is blended between its phases, as SwiftUI's
/// `UnitCurve` is for `ScrollTransitionConfiguration.interactive(timingCurve:)`: progress 0 is
/// the item just hidden, 1 the item at its identity threshold, and the curve maps one to the
/// other.
///
/// Kept as the curve's values at 65 evenly spaced points of progress, read between them along a
/// straight line: any curve, the package's Bézier curves and a SwiftUI `UnitCurve` alike, is
/// held the same way, compares by value, and costs one lookup per item per frame.
@usableFromInline
package struct CarouselTimingCurve: Hashable, Sendable {
  /// How many steps the samples cut progress `0...1` into.
  private static var steps: Int { 64 }

  /// The curve's values at progress `0, 1/64, …, 1`.
  @usableFromInline let samples: [Double]

  /// The curve whose value at each progress is `value(progress)`; a value that is not finite
  /// is taken as the progress itself (a straight line there), so no curve makes a NaN effect.
  package init(sampling value: (Double) -> Double) {
    samples = (0...Self.steps).map { step in
      let progress = Double(step) / Double(Self.steps)
      let sample = value(progress)
      return sample.isFinite ? sample : progress
    }
  }

  /// Progress as it is: the effect blends in step with the item's travel.
  package static let linear = CarouselTimingCurve { $0 }

  /// Slow at both ends, fast in the middle: the cubic Bézier curve through (0.42, 0) and
  /// (0.58, 1), SwiftUI's `UnitCurve.easeInOut` and the default of
  /// `ScrollTransitionConfiguration.interactive`.
  package static let easeInOut = bezier(
    startControlPoint: (x: 0.42, y: 0), endControlPoint: (x: 0.58, y: 1))

  /// The cubic Bézier curve from (0, 0) to (1, 1) with the given control points, as
  /// `UnitCurve.bezier(startControlPoint:endControlPoint:)`; control points' x outside `0...1`
  /// are clamped into it (NaN to 0), so that the curve is a function of progress.
  package static func bezier(
    startControlPoint: (x: Double, y: Double), endControlPoint: (x: Double, y: Double)
  ) -> CarouselTimingCurve {
    let x1 = Numerics.unitClamped(startControlPoint.x)
    let x2 = Numerics.unitClamped(endControlPoint.x)
    let (y1, y2) = (startControlPoint.y, endControlPoint.y)
    return CarouselTimingCurve { progress in
      // The curve's ends exactly, where solving would leave a rounding error.
      guard progress > 0 else { return 0 }
      guard progress < 1 else { return 1 }
      let parameter = parameterOfBezier(x1: x1, x2: x2, at: progress)
      return cubicBezier(y1, y2, at: parameter)
    }
  }

  /// The curve's value at `progress`, clamped into `0...1` (NaN counts as 0).
  @inlinable package func value(at progress: Double) -> Double {
    guard progress > 0 else { return samples[0] }
    guard progress < 1 else { return samples[samples.count - 1] }
    let scaled = progress * Double(samples.count - 1)
    let step = Int(scaled)
    let fraction = scaled - Double(step)
    return samples[step] + (samples[step + 1] - samples[step]) * fraction
  }

  /// The value at `t` of the one-dimensional cubic Bézier curve from 0 to 1 with inner control
  /// values `c1` and `c2`.
  private static func cubicBezier(_ c1: Double, _ c2: Double, at t: Double) -> Double {
    // In steps: one expression of literals and products takes the type checker minutes.
    let u: Double = 1 - t
    let first: Double = 3 * u * u * t * c1
    let second: Double = 3 * u * t * t * c2
    return first + second + t * t * t
  }

  /// The parameter at which the curve's x reaches `x`: x grows with the parameter when the
  /// control points' x are in `0...1`, so halving the interval finds it (50 halvings: below a
  /// double's resolution).
  private static func parameterOfBezier(x1: Double, x2: Double, at x: Double) -> Double {
    var (low, high) = (0.0, 1.0)
    for _ in 0..<50 {
      let middle = (low + high) / 2
      if cubicBezier(x1, x2, at: middle) < x { low = middle } else { high = middle }
    }
    return (low + high) / 2
  }
}
