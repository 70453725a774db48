import CarouselCore

/// The fuzzer's bytes, read front to back; past the end every read is 0, so any input decodes.
struct FuzzBytes {
  private let bytes: [UInt8]
  private var offset = 0

  init(_ bytes: [UInt8]) { self.bytes = bytes }

  /// Whether every byte has been read.
  var isExhausted: Bool { offset >= bytes.count }

  mutating func byte() -> UInt8 {
    guard offset < bytes.count else { return 0 }
    defer { offset += 1 }
    return bytes[offset]
  }

  /// A number in `0..<bound`.
  mutating func below(_ bound: Int) -> Int { Int(byte()) % bound }

  mutating func bool() -> Bool { byte() & 1 == 1 }

  /// Two bytes, big-endian: `0...65_535`.
  mutating func uint16() -> Int { Int(byte()) << 8 | Int(byte()) }

  /// Eight bytes, big-endian.
  mutating func uint64() -> UInt64 {
    var value: UInt64 = 0
    for _ in 0..<8 { value = value << 8 | UInt64(byte()) }
    return value
  }

  /// A length, a coordinate or a number of seconds: usually a plain value, often one of the
  /// values that break arithmetic (NaN, ±∞, ±0, the smallest and largest doubles), sometimes any
  /// 64-bit pattern.
  mutating func double() -> Double {
    let selector = Int(byte())
    if selector < Self.hostileDoubles.count { return Self.hostileDoubles[selector] }
    if selector < 240 { return Double(selector - Self.hostileDoubles.count) * 5 - 300 }
    return Double(bitPattern: uint64())
  }

  /// `nil` (the style's choice) or a ``double()``.
  mutating func optionalDouble() -> Double? { bool() ? double() : nil }

  /// An integer that is often at or near `Int`'s limits.
  mutating func integer() -> Int {
    switch below(6) {
    case 0: return Int.max - below(3)
    case 1: return Int.min + below(3)
    case 2: return Int(truncatingIfNeeded: uint64())
    default: return below(24) - 4
    }
  }

  /// A drag sample: whole points along both axes, or hostile values in every field.
  mutating func drag() -> CarouselDrag {
    guard bool() else {
      return CarouselDrag(
        translationX: Double(Int8(bitPattern: byte())) * 8,
        translationY: Double(Int8(bitPattern: byte())) * 2,
        velocityX: Double(Int8(bitPattern: byte())) * 40,
        velocityY: Double(Int8(bitPattern: byte())) * 40)
    }
    return CarouselDrag(
      translationX: double(), translationY: double(), velocityX: double(), velocityY: double(),
      predictedEndTranslationX: optionalDouble(), predictedEndTranslationY: optionalDouble())
  }

  private static let hostileDoubles: [Double] = [
    .nan, .infinity, -.infinity, 0, -0.0, 1, -1, 0.5, 0.2, 3, 1e-300, .leastNonzeroMagnitude,
    -.leastNonzeroMagnitude, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, 1e9, 1e10, -1e9,
    1e300, 390, 260, 44, 12, 0.001, 9_007_199_254_740_992, -1e-9,
  ]
}
