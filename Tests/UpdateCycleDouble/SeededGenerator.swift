#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// A small, fast, seedable random number generator (SplitMix64) for property tests: the same seed
/// always gives the same sequence, so a failing case can be replayed from its printed seed.
package struct SeededGenerator: RandomNumberGenerator {
  private var state: UInt64

  /// Creates a generator whose sequence is fixed by `seed`.
  package init(seed: UInt64) { state = seed }

  package mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// How many random sequences a property test runs: 10,000 by default, more with
/// `CAROUSEL_PROPERTY_SEQUENCES=N` in the environment.
package func propertySequenceCount(default value: Int = 10_000) -> Int {
  guard let raw = getenv("CAROUSEL_PROPERTY_SEQUENCES"), let count = Int(String(cString: raw)),
    count > 0
  else { return value }
  return count
}

extension SeededGenerator {
  /// A number in `0..<bound`, cheaper than `Int.random(in:using:)` in debug builds; the slight
  /// modulo bias does not matter to these tests.
  package mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
}
