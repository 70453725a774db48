/// Numbers written as Swift source, the way a person writes them: `3`, `0.35`, `-12.5`.
enum SwiftLiteral {
  /// `value` as a Swift literal: whole numbers without a fraction (`3`, not `3.0`), others in
  /// the shortest form that reads back as the same `Double` (`0.1`); `0` for NaN and the
  /// infinities, which have no literal (the playground never offers them).
  static func number(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    // Int64, not Int: on wasm32 `Int` has 32 bits.
    if value == value.rounded(), abs(value) < 1e15 { return "\(Int64(value))" }
    return "\(value)"
  }
}
