import CarouselCore
import TestSupport
import Testing
import UpdateCycleDouble

/// Issue 21: a tap before or past the dot strip counts as its nearer end, and goes to the drawn
/// dot nearest that end, for every fraction a scrolling window stops at.
///
/// The test's own model, with the standard dots packed (a strip of `v` dots `16(v − 1) + 22`
/// long, each dot owning the strip from the middle of the gap before it to the middle of the
/// gap after it): a tap before the strip counts as its left end, which the first drawn dot owns
/// however small it is while it slides out, and a tap past it counts as its right end, which
/// the last drawn dot owns, the one sliding in once the window has scrolled at all. A
/// right-to-left strip is the mirror: a tap before it is one past the left-to-right strip.
@Suite struct PageIndicatorTapOutsideTests {
  /// The items of the dots nearest the strip's left and right ends, by the model above, for
  /// `count` items, at most `visible` dots, at item `page` plus `fraction`.
  private func endItems(
    count: Int, isLooping: Bool, visible: Int, direction: CarouselLayoutDirection, page: Int,
    fraction: Double
  ) -> (left: Int, right: Int) {
    let slots = min(count, visible)
    var start = 0
    var scrolled = 0.0
    if count > visible && isLooping {
      (start, scrolled) = (page - (visible - 1) / 2, fraction)
    } else if count > visible {
      let first = page - (visible - 2)
      if first >= count - visible {
        start = count - visible
      } else if first >= 0 {
        (start, scrolled) = (first, fraction)
      }
    }
    func item(_ offset: Int) -> Int { ((start + offset) % count + count) % count }
    let first = item(0)
    let last = item(slots - 1 + (scrolled > 0 ? 1 : 0))
    return direction == .leftToRight ? (first, last) : (last, first)
  }

  /// Points outside the strip, from a hair to infinitely far.
  private static let outside: [Double] = [0.001, 1, 7, 20, 100, 1e9, .infinity]

  /// Whether taps `outside` the strip of `indicator` at `position` hit `expected`; the taps
  /// that miss, described.
  private func misses(
    _ indicator: PageIndicator, at position: CarouselPosition, expected: (left: Int, right: Int),
    outside distances: [Double]
  ) -> [String] {
    let length = Double(indicator.visibleDotCount - 1) * 16 + 22
    var misses: [String] = []
    for distance in distances {
      let left = indicator.dotIndex(atLocation: -distance, at: position)
      let right = indicator.dotIndex(atLocation: length + distance, at: position)
      if left != expected.left || right != expected.right {
        misses.append(
          "\(indicator.count) items, loop \(indicator.isLooping), \(indicator.maximumVisibleDots) "
            + "dots, \(indicator.layoutDirection), at \(position), \(distance) out: "
            + "\(String(describing: left)), \(String(describing: right)) for \(expected)")
      }
    }
    return misses
  }

  /// Every hundredth of a slot on every item of 20, windows of 3, 5 and 7 dots, finite and
  /// looping, both directions.
  @Test(.offThePool) func everyHundredthOfAScrollingWindow() {
    var failures: [String] = []
    for isLooping in [false, true] {
      for visible in [3, 5, 7] {
        for direction in CarouselLayoutDirection.allCases {
          let indicator = PageIndicator(
            count: 20, isLooping: isLooping, maximumVisibleDots: visible,
            layoutDirection: direction)
          for page in 0..<20 {
            for hundredths in 0..<100 {
              let fraction = Double(hundredths) / 100
              let expected = endItems(
                count: 20, isLooping: isLooping, visible: visible, direction: direction,
                page: page, fraction: fraction)
              failures += misses(
                indicator, at: CarouselPosition(page: page, fraction: fraction),
                expected: expected, outside: Self.outside)
            }
          }
        }
      }
    }
    #expect(failures.isEmpty, "\(failures.count): \(failures.prefix(5))")
  }

  /// Random counts, windows, positions (any fraction) and distances outside the strip.
  @Test func randomFractionsAndTaps() {
    let seed: UInt64 = 0x7A90_0751_DE00
    var generator = SeededGenerator(seed: seed)
    var failures: [String] = []
    for _ in 0..<propertySequenceCount(default: 20_000) {
      let count = Int.random(in: 1...30, using: &generator)
      let isLooping = Bool.random(using: &generator)
      let visible = Int.random(in: 3...9, using: &generator)
      let direction: CarouselLayoutDirection =
        Bool.random(using: &generator) ? .leftToRight : .rightToLeft
      let page = generator.below(count)
      let fraction = Double.random(in: 0..<1, using: &generator)
      let distance = Double.random(in: 0...300, using: &generator).nextUp
      let indicator = PageIndicator(
        count: count, isLooping: isLooping, maximumVisibleDots: visible,
        layoutDirection: direction)
      failures += misses(
        indicator, at: CarouselPosition(page: page, fraction: fraction),
        expected: endItems(
          count: count, isLooping: isLooping, visible: visible, direction: direction, page: page,
          fraction: fraction),
        outside: [distance])
    }
    #expect(failures.isEmpty, "seed \(seed): \(failures.count): \(failures.prefix(5))")
  }
}
