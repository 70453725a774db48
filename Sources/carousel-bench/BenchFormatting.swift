// Number formatting for the benchmark's table (no Foundation).

/// `value` with `places` decimals, rounded half away from zero.
func fixed(_ value: Double, _ places: Int) -> String {
  guard value.isFinite else { return "\(value)" }
  var scale = 1.0
  for _ in 0..<places { scale *= 10 }
  let scaled = (abs(value) * scale).rounded()
  let whole = grouped(Int(scaled / scale))
  let sign = value < 0 && scaled > 0 ? "-" : ""
  guard places > 0 else { return sign + whole }
  let fraction = String(Int(scaled.truncatingRemainder(dividingBy: scale)))
  return sign + whole + "." + String(repeating: "0", count: places - fraction.count) + fraction
}

/// `value` with thousands separators, like `1,000,000`.
func grouped(_ value: Int) -> String {
  let digits = Array(String(value.magnitude))
  var text = ""
  for (position, digit) in digits.enumerated() {
    if position > 0, (digits.count - position) % 3 == 0 { text.append(",") }
    text.append(digit)
  }
  return (value < 0 ? "-" : "") + text
}

/// A duration in nanoseconds with a readable unit, like `85.3 ns`, `12.40 ms` or `31.2 s`.
func duration(_ nanoseconds: Double) -> String {
  if nanoseconds < 1_000 { return fixed(nanoseconds, 1) + " ns" }
  if nanoseconds < 1_000_000 { return fixed(nanoseconds / 1_000, 1) + " us" }
  if nanoseconds < 1_000_000_000 { return fixed(nanoseconds / 1_000_000, 1) + " ms" }
  return fixed(nanoseconds / 1_000_000_000, 1) + " s"
}

/// `text` padded with spaces to `width` on the left (right-aligned) or right.
func padded(_ text: String, _ width: Int, right: Bool = true) -> String {
  let padding = String(repeating: " ", count: max(width - text.count, 0))
  return right ? padding + text : text + padding
}

/// A positive ratio in scientific notation with two significant digits, like `3.4e-6`.
func scientific(_ value: Double) -> String {
  guard value.isFinite, value > 0 else { return "\(value)" }
  var mantissa = value
  var exponent = 0
  while mantissa >= 10 {
    mantissa /= 10
    exponent += 1
  }
  while mantissa < 1 {
    mantissa *= 10
    exponent -= 1
  }
  if fixed(mantissa, 1) == "10.0" {
    mantissa /= 10
    exponent += 1
  }
  return fixed(mantissa, 1) + "e" + String(exponent)
}

/// The start of a target's line: whether it was met.
func verdict(_ passed: Bool) -> String { passed ? "PASS  " : "FAIL  " }
