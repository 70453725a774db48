// The closed-form solution of the damped spring behind `SettleSpring`, shared by all three
// regimes. With decay rate a = ζω₀, every solution has the shape
//   x(t) = x₀·Ĉ(t) + (v₀ + a·x₀)·Ŝ(t)
//   v(t) = v₀·Ĉ(t) − (ω₀²·x₀ + a·v₀)·Ŝ(t)
// where Ĉ = e^(−at)·C and Ŝ = e^(−at)·S, with (C, S) = (cos ωt, sin(ωt)/ω) when underdamped,
// (1, t) when critically damped and (cosh μt, sinh(μt)/μ) when overdamped.

/// The initial displacement and velocity of a spring, made safe to compute with: NaN counts as
/// zero and magnitudes are clamped to 1e100 so that no product overflows.
struct SpringMotionState {
  let displacement: Double
  let velocity: Double

  init(displacement: Double, velocity: Double) {
    self.displacement = Self.sanitized(displacement)
    self.velocity = Self.sanitized(velocity)
  }

  private static func sanitized(_ value: Double) -> Double {
    value.isNaN ? 0 : min(max(value, -1e100), 1e100)
  }
}

/// The two decaying modes Ĉ(t) and Ŝ(t) of a spring at one time.
struct SpringModes {
  /// Ĉ(t), which multiplies the initial displacement.
  let cosineMode: Double
  /// Ŝ(t), which multiplies the initial "momentum" terms.
  let sineMode: Double

  init(spring: SettleSpring, time: Double) {
    let t = time.isNaN ? 0 : max(time, 0)
    guard t.isFinite else {
      (cosineMode, sineMode) = (0, 0)
      return
    }
    let frequency = spring.naturalFrequency
    let ratio = spring.dampingRatio
    let decayRate = spring.decayRate
    if ratio < 1 {
      let damped = frequency * (1 - ratio * ratio).squareRoot()
      let decay = Numerics.exponential(-decayRate * t)
      (cosineMode, sineMode) = (
        decay * Numerics.cosine(damped * t), decay * Numerics.sine(damped * t) / damped
      )
    } else if ratio == 1 {
      let decay = Numerics.exponential(-decayRate * t)
      (cosineMode, sineMode) = (decay, decay * t)
    } else {
      let rates = OverdampedRates(spring: spring)
      let slow = Numerics.exponential(-rates.slow * t)
      let fast = Numerics.exponential(-rates.fast * t)
      cosineMode = (slow + fast) / 2
      let spread = rates.spread * t
      // For a small spread, e^(−slow·t) − e^(−fast·t) cancels; use sinh(y)/y's series instead.
      sineMode =
        spread < 0.5
        ? Numerics.exponential(-decayRate * t) * t * hyperbolicSineOverArgument(spread)
        : (slow - fast) / (2 * rates.spread)
    }
  }
}

/// The two real decay rates of an overdamped spring, computed without cancellation.
struct OverdampedRates {
  /// μ = ω₀·√(ζ² − 1), half the gap between the rates.
  let spread: Double
  /// ζω₀ − μ, the rate of the slow mode that dominates the end of the motion.
  let slow: Double
  /// ζω₀ + μ.
  let fast: Double

  init(spring: SettleSpring) {
    let ratio = spring.dampingRatio
    let root = ((ratio - 1) * (ratio + 1)).squareRoot()
    spread = spring.naturalFrequency * root
    slow = spring.naturalFrequency / (ratio + root)
    fast = spring.decayRate + spread
  }
}

/// sinh(y) / y for 0 <= y < 0.5, by its Taylor series (error below 1e-13).
private func hyperbolicSineOverArgument(_ y: Double) -> Double {
  let square = y * y
  var term = 1.0
  var sum = 1.0
  for denominatorPair in [6.0, 20, 42, 72, 110] {  // (2n)(2n + 1) for n = 1...5
    term *= square / denominatorPair
    sum += term
  }
  return sum
}

/// Decreasing upper bounds of |x(t)| and |v(t)| for one released spring.
struct SpringEnvelope {
  let displacement: SpringEnvelopeBound
  let velocity: SpringEnvelopeBound

  init(spring: SettleSpring, start: SpringMotionState) {
    let ratio = spring.dampingRatio
    let rate: Double
    let sineCap: Double
    if ratio < 1 {
      rate = spring.decayRate
      sineCap = 1 / (spring.naturalFrequency * (1 - ratio * ratio).squareRoot())
    } else if ratio == 1 {
      rate = spring.decayRate
      sineCap = .infinity
    } else {
      let rates = OverdampedRates(spring: spring)
      rate = rates.slow
      sineCap = 1 / (2 * rates.spread)
    }
    let a = spring.decayRate
    displacement = SpringEnvelopeBound(
      rate: rate, sineCap: sineCap, cosineWeight: abs(start.displacement),
      sineWeight: abs(start.velocity + a * start.displacement))
    velocity = SpringEnvelopeBound(
      rate: rate, sineCap: sineCap, cosineWeight: abs(start.velocity),
      sineWeight: abs(spring.stiffness * start.displacement + a * start.velocity))
  }
}

/// h(t) = e^(−rate·t)·(P + Q·min(t, cap)), which bounds |P·Ĉ(t)| + |Q·Ŝ(t)| since |Ĉ| <= e^(−rate·t)
/// and |Ŝ| <= e^(−rate·t)·min(t, cap) in every regime.
struct SpringEnvelopeBound {
  let rate: Double
  let sineCap: Double
  let cosineWeight: Double
  let sineWeight: Double

  func value(at t: Double) -> Double {
    Numerics.exponential(-rate * t) * (cosineWeight + sineWeight * min(t, sineCap))
  }

  /// A bound of the motion over the whole interval `start...end`.
  func maximum(from start: Double, to end: Double) -> Double {
    Numerics.exponential(-rate * start) * (cosineWeight + sineWeight * min(end, sineCap))
  }

  /// A time after which the bound stays at or below `limit`.
  func time(below limit: Double) -> Double {
    // h grows until 1/rate − P/Q (while t < cap) and decreases for good after that.
    let peak =
      sineWeight > 0 ? max(0, min(sineCap, 1 / rate - cosineWeight / sineWeight)) : 0
    guard value(at: peak) > limit else { return 0 }
    var low = peak
    var high = peak + 1 / rate
    var doublings = 0
    while value(at: high) > limit, doublings < 2_000 {
      low = high
      high = peak + 2 * (high - peak)
      doublings += 1
    }
    for _ in 0..<200 where high - low > 1e-12 * high {
      let middle = (low + high) / 2
      if value(at: middle) > limit { low = middle } else { high = middle }
    }
    return high
  }
}
