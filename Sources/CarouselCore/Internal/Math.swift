#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

// The C math functions the engine needs, wrapped here so that no other file imports the
// platform's C library (CarouselCore has no Foundation).

/// The sine of `x` radians.
func sine(_ x: Double) -> Double { sin(x) }

/// The cosine of `x` radians.
func cosine(_ x: Double) -> Double { cos(x) }

/// e raised to the power `x`.
func exponential(_ x: Double) -> Double { exp(x) }

/// `value`, or 0 when it is NaN or infinite: how the engine reads an input that cannot be used.
func finiteOrZero(_ value: Double) -> Double { value.isFinite ? value : 0 }
