#if hasFeature(Embedded)
  // Embedded Swift has no module for the C library: the four math functions are declared
  // directly, and the web build links them from wasi-libc.
  @_extern(c, "sin") private func sin(_ x: Double) -> Double
  @_extern(c, "cos") private func cos(_ x: Double) -> Double
  @_extern(c, "exp") private func exp(_ x: Double) -> Double
  @_extern(c, "log") private func log(_ x: Double) -> Double
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The numeric helpers every feature of the engine shares, in one namespace: the C math
/// functions (so that no other file imports the platform's C library; CarouselCore has no
/// Foundation), the engine's reading of unusable input, and integer arithmetic that never traps.
enum Numerics {
  // MARK: C math

  /// The sine of `x` radians.
  static func sine(_ x: Double) -> Double { sin(x) }

  /// The cosine of `x` radians.
  static func cosine(_ x: Double) -> Double { cos(x) }

  /// e raised to the power `x`.
  static func exponential(_ x: Double) -> Double { exp(x) }

  /// The natural logarithm of `x`.
  static func logarithm(_ x: Double) -> Double { log(x) }

  // MARK: Reading doubles

  /// `value`, or 0 when it is NaN or infinite: how the engine reads an input that cannot be used.
  static func finiteOrZero(_ value: Double) -> Double { value.isFinite ? value : 0 }

  /// Whether two inputs mean the same: equal, or both NaN. Configurations compare their numbers
  /// with it, so one holding a NaN equals itself and re-sending it changes nothing.
  static func isSame(_ lhs: Double, _ rhs: Double) -> Bool {
    lhs == rhs || (lhs.isNaN && rhs.isNaN)
  }

  /// Whether two optional inputs mean the same: both `nil`, or the same number.
  static func isSame(_ lhs: Double?, _ rhs: Double?) -> Bool {
    guard let lhs, let rhs else { return lhs == nil && rhs == nil }
    return isSame(lhs, rhs)
  }

  /// `value` clamped to `0...1`; NaN becomes zero.
  static func unitClamped(_ value: Double) -> Double { value >= 0 ? min(value, 1) : 0 }

  /// The value `fraction` of the way from `start` to `end`.
  static func interpolate(from start: Double, to end: Double, by fraction: Double) -> Double {
    start + (end - start) * fraction
  }

  // MARK: Integers that never trap

  /// `dividend` divided by `divisor`, rounded toward negative infinity. `divisor` must be
  /// positive; never overflows, even for `Int.min`.
  static func floorDivision(_ dividend: Int, _ divisor: Int) -> Int {
    let quotient = dividend / divisor
    return dividend % divisor < 0 ? quotient - 1 : quotient
  }

  /// `value` modulo `divisor`, rounded toward negative infinity, so always in `0..<divisor`.
  /// `divisor` must be positive; never overflows, even for `Int.min`.
  static func floorModulo(_ value: Int, _ divisor: Int) -> Int {
    let remainder = value % divisor
    return remainder < 0 ? remainder + divisor : remainder
  }

  /// `lhs + rhs`, clamped to `Int`'s range instead of trapping.
  static func saturatingAdd(_ lhs: Int, _ rhs: Int) -> Int {
    let (sum, overflow) = lhs.addingReportingOverflow(rhs)
    return overflow ? (rhs > 0 ? .max : .min) : sum
  }

  /// `lhs - rhs`, clamped to `Int`'s range instead of trapping.
  static func saturatingSubtract(_ lhs: Int, _ rhs: Int) -> Int {
    let (difference, overflow) = lhs.subtractingReportingOverflow(rhs)
    return overflow ? (rhs < 0 ? .max : .min) : difference
  }

  /// A whole `Double` as an `Int`, clamped to `Int`'s range instead of trapping; NaN becomes 0.
  static func saturatingInt(_ value: Double) -> Int {
    if value.isNaN { return 0 }
    if value >= intMagnitudeLimit { return .max }
    if value <= -intMagnitudeLimit { return .min }
    return Int(value)
  }

  /// ``intMagnitudeLimit(bitWidth:)`` of this platform's `Int`, where ``saturatingInt(_:)``
  /// saturates: 2^63 (about 9.22e18) with a 64-bit `Int`, 2^31 with a 32-bit one (wasm32,
  /// watchOS on arm64_32), where converting anything from 2^31 on would trap. Every `Double`
  /// below it truncates to an `Int` (the largest below 2^63 is 2^63 - 1024), and `Int.min`
  /// itself is one.
  static let intMagnitudeLimit = intMagnitudeLimit(bitWidth: Int.bitWidth)

  /// The magnitude of the most negative integer of `bitWidth` bits, 2^(`bitWidth` - 1), as an
  /// exact `Double` power of two for any width on any platform: a function of the width, so
  /// that a 64-bit machine tests the 32-bit limit too.
  static func intMagnitudeLimit(bitWidth: Int) -> Double {
    Double(sign: .plus, exponent: bitWidth - 1, significand: 1)
  }
}
