// Sine and cosine in plain IEEE arithmetic (a Taylor series after range reduction), so that the
// SVG output does not depend on the platform's C library, whose last bits may differ.

/// The sine of `x` radians; accurate to about 1e-15 for |x| up to a few turns, `0` for
/// non-finite `x`.
func renderSine(_ x: Double) -> Double {
  guard x.isFinite else { return 0 }
  let turn = 2 * Double.pi
  let reduced = x - turn * (x / turn).rounded()
  let square = reduced * reduced
  var term = reduced
  var sum = reduced
  for step in stride(from: 2.0, through: 36, by: 2) {
    term *= -square / (step * (step + 1))
    sum += term
  }
  return sum
}

/// The cosine of `x` radians (see ``renderSine(_:)``).
func renderCosine(_ x: Double) -> Double { renderSine(x + Double.pi / 2) }
