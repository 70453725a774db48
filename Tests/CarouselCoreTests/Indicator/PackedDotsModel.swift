import CarouselCore

/// The tests' own model of a packed dot strip, written from the rule and not from the code: in
/// reading order each dot is `scale × length` long, its length blended from `size` to
/// `currentLength` by its emphasis (both clamped to `0...1`), two neighbors `spacing` times the
/// smaller of their scales apart; the row is centered in a strip
/// `(slots − 1) × (size + spacing) + currentLength` long; right to left measures from the
/// right edge. A tap belongs to the dot whose part of the strip
/// holds it, from the middle of the gap before the dot to the middle of the gap after it (a tie
/// goes to the later dot in reading order), a tap outside to the nearer end's dot.
struct PackedDotsModel {
  /// The dots, left to right.
  let dots: [PageIndicatorDot]
  /// Their centers and lengths, left to right.
  let centers: [Double]
  let lengths: [Double]
  /// The strip's length.
  let strip: Double
  let rightToLeft: Bool
  /// The centers and lengths in reading order, from the strip's reading start.
  private let readingCenters: [Double]
  private let readingLengths: [Double]

  init(_ dots: [PageIndicatorDot], look: CarouselDots, slots: Int, rightToLeft: Bool) {
    self.dots = dots
    self.rightToLeft = rightToLeft
    strip = slots > 0 ? Double(slots - 1) * (look.size + look.spacing) + look.currentLength : 0
    func unit(_ value: Double) -> Double { value >= 0 ? min(value, 1) : 0 }
    let reading = rightToLeft ? Array(dots.reversed()) : dots
    let lengths = reading.map { dot in
      (look.size + (look.currentLength - look.size) * unit(dot.emphasis)) * unit(dot.scale)
    }
    var starts: [Double] = []
    var end = 0.0
    for (index, length) in lengths.enumerated() {
      if index > 0 {
        end += look.spacing * min(unit(reading[index - 1].scale), unit(reading[index].scale))
      }
      starts.append(end)
      end += length
    }
    let offset = (strip - end) / 2
    let centers = zip(starts, lengths).map { offset + $0 + $1 / 2 }
    let strip = strip
    readingCenters = centers
    readingLengths = lengths
    self.centers = rightToLeft ? centers.map { strip - $0 }.reversed() : centers
    self.lengths = rightToLeft ? lengths.reversed() : lengths
  }

  /// The item a tap at `location` (from the strip's left edge) hits; nil without dots or for NaN.
  func owner(_ location: Double) -> Int? {
    guard !dots.isEmpty, !location.isNaN else { return nil }
    let clamped = min(max(location, 0), strip)
    let reading = rightToLeft ? strip - clamped : clamped
    let order = rightToLeft ? Array(dots.reversed()) : dots
    for index in 0..<(order.count - 1) {
      let boundary =
        (readingCenters[index] + readingLengths[index] / 2 + readingCenters[index + 1]
          - readingLengths[index + 1] / 2) / 2
      if reading < boundary { return order[index].index }
    }
    return order[order.count - 1].index
  }

  /// The middle of the gap between the dots at `left` and `left + 1` (left to right).
  func boundary(after left: Int) -> Double {
    (centers[left] + lengths[left] / 2 + centers[left + 1] - lengths[left + 1] / 2) / 2
  }

  /// Whether `location` lies within a millionth of a point of a middle of a gap (or the strip's
  /// ends mirrored), where the model's and the code's rounding may break a tie differently.
  func isNearTie(_ location: Double) -> Bool {
    (0..<max(dots.count - 1, 0)).contains { abs(boundary(after: $0) - location) < 1e-6 }
  }
}
