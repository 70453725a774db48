// Number formatting for the SVG output. Foundation's formatters are avoided on purpose: these
// round in plain IEEE arithmetic, so the same input gives the same bytes on every machine.

/// `value` with exactly `places` decimals (at most 6), rounded half away from zero, like
/// `2.50`; no minus sign on a value that rounds to zero. Non-finite values give `0`, and huge
/// ones are clamped to ±10^12.
func fixedDecimal(_ value: Double, places: Int) -> String {
  let places = min(max(places, 0), 6)
  var scale = 1
  for _ in 0..<places { scale *= 10 }
  let limit = 1e12
  let bounded = value.isFinite ? min(max(value, -limit), limit) : 0
  let scaled = Int((bounded * Double(scale)).rounded())
  let magnitude = scaled.magnitude
  let whole = String(magnitude / UInt(scale))
  let sign = scaled < 0 ? "-" : ""
  guard places > 0 else { return sign + whole }
  let fraction = String(magnitude % UInt(scale))
  return sign + whole + "." + String(repeating: "0", count: places - fraction.count) + fraction
}

/// `value` with at most two decimals and no trailing zeros, like `12.5` or `-3`: compact and
/// byte-stable SVG coordinates.
func svgNumber(_ value: Double) -> String {
  var text = fixedDecimal(value, places: 2)
  while text.hasSuffix("0") { text.removeLast() }
  if text.hasSuffix(".") { text.removeLast() }
  return text
}
