import CarouselCore
import TestSupport
import Testing

/// Counts from the limits of `Int` down through negative ones (the largest first, as they are
/// the likeliest to trap).
private let hostileCounts: [Int] = [
  Int.max, 9_223_372_036_854_775_806, 4_611_686_018_427_387_905, 4_611_686_018_427_387_904, 8,
  7, 3, 2, 1, 0, -1, -5, Int.min,
]

/// Visible-dot limits from `Int.min` to `Int.max`.
private let hostileVisibleDots: [Int] = [Int.min, -1, 0, 3, 7, 8, 1_000, 1_001, Int.max]

/// Progress values that are not numbers, infinite, beyond `Int`, or just around an item.
private let hostileProgress: [Double] = [
  Double.nan, -Double.nan, Double.signalingNaN, Double.infinity, -Double.infinity, 1e308,
  -1e308, Double.greatestFiniteMagnitude, -Double.greatestFiniteMagnitude,
  9.223_372_036_854_775_808e18, -9.223_372_036_854_775_808e18, 4.611_686_018_427_387_904e18,
  9.007_199_254_740_993e15, 0, -0.0, 0.5, -0.5, Double.leastNonzeroMagnitude,
  -Double.leastNonzeroMagnitude, 0.999_999_999_999_999_9, -1e-17, 6.5,
]

/// Whole items at and around the limits of `Int` and of the huge counts.
private let hostilePages: [Int] = [
  Int.min, -9_223_372_036_854_775_807, -1, 0, 1, 4_611_686_018_427_387_902,
  4_611_686_018_427_387_903, 4_611_686_018_427_387_904, 9_223_372_036_854_775_805,
  9_223_372_036_854_775_806, Int.max,
]

/// Fractions from 0 to just below 1.
private let hostileFractions: [Double] = [
  0, 0.5, 0.999_999_999_999_999_9, Double.leastNonzeroMagnitude,
]

/// Every indicator built from the hostile counts and visible-dot limits, looping or not, in
/// both directions.
private func hostileIndicators() -> [PageIndicator] {
  var indicators: [PageIndicator] = []
  for count in hostileCounts {
    for visible in hostileVisibleDots {
      for isLooping in [false, true] {
        for direction in CarouselLayoutDirection.allCases {
          indicators.append(
            PageIndicator(
              count: count, isLooping: isLooping, maximumVisibleDots: visible,
              layoutDirection: direction))
        }
      }
    }
  }
  return indicators
}

/// Calls `body` with every hostile strip, through both entry points, and a label naming it.
private func forEachHostileStrip(_ body: (PageIndicator, String, [PageIndicatorDot]) -> Void) {
  for indicator in hostileIndicators() {
    let label =
      "count \(indicator.count) visible \(indicator.maximumVisibleDots) "
      + "loop \(indicator.isLooping) \(indicator.layoutDirection)"
    for progress in hostileProgress {
      body(indicator, "\(label) progress \(progress)", Array(indicator.dots(progress: progress)))
    }
    for page in hostilePages {
      for fraction in hostileFractions {
        let position = CarouselPosition(page: page, fraction: fraction)
        body(indicator, "\(label) at \(position)", Array(indicator.dots(at: position)))
      }
    }
  }
}

/// Runs every hostile input through the indicator and its accessibility model; traps if any of
/// them does.
private func exerciseHostileInputs() {
  var checksum = 0
  forEachHostileStrip { _, _, dots in checksum &+= dots.count }
  let selections: [Int?] = [
    nil, Int.min, -1, 0, 1, 4_611_686_018_427_387_903, 9_223_372_036_854_775_806, Int.max,
  ]
  let lengths: [Double] = [Double.nan, Double.infinity, -Double.infinity, 0, 7, 1e308, -1e308]
  for indicator in hostileIndicators() {
    for selection in selections {
      checksum &+= indicator.compactLabel(selectedIndex: selection).utf8.count
    }
    for available in lengths {
      for dot in lengths {
        for spacing in lengths {
          let compact = indicator.prefersCompactForm(
            availableLength: available,
            dots: CarouselDots(size: dot, currentLength: dot, currentScale: dot, spacing: spacing))
          checksum &+= compact ? 1 : 0
        }
      }
    }
  }
  let locations: [Double] = [.nan, -.infinity, -1e308, 0, 100, 1e308, .infinity]
  let allMetrics = [
    PageIndicatorMetrics.standard,
    PageIndicatorMetrics(dotLength: .nan, currentDotLength: .infinity, spacing: -1),
  ]
  for indicator in hostileIndicators() {
    for page in hostilePages {
      for location in locations {
        for metrics in allMetrics {
          let position = CarouselPosition(page: page, fraction: 0.5)
          checksum &+= indicator.dotIndex(atLocation: location, at: position, metrics: metrics) ?? 1
        }
      }
    }
  }
  for count in hostileCounts {
    for selection in selections {
      for isLooping in [false, true] {
        let model = PageAccessibility(count: count, selectedIndex: selection, isLooping: isLooping)
        checksum &+= model.value.utf8.count &+ model.label.utf8.count
        checksum &+= model.value(naming: "Beach").utf8.count
        checksum &+= (model.incremented() ?? 0) &+ (model.decremented() ?? 0)
      }
    }
  }
  precondition(checksum != 0)
}

/// What is wrong with `dots`, the strip of `indicator`: nothing when it has no more than one
/// dot beyond the visible ones, distinct items in `0..<count`, ascending slots in
/// `-1 <.. visibleDotCount`, emphasis summing to 1, and scales in `0...1`, never below the
/// emphasis.
private func problems(of dots: [PageIndicatorDot], in indicator: PageIndicator) -> [String] {
  guard indicator.count > 0 else { return dots.isEmpty ? [] : ["dots without items"] }
  var problems: [String] = []
  let visible = indicator.visibleDotCount
  if dots.count < visible || dots.count > visible + 1 { problems.append("\(dots.count) dots") }
  if Set(dots.map(\.index)).count != dots.count { problems.append("repeated items") }
  if !dots.allSatisfy({ $0.index >= 0 && $0.index < indicator.count }) {
    problems.append("unknown items")
  }
  let slots: [Double] = dots.map(\.slot)
  if slots != slots.sorted() { problems.append("unordered slots") }
  if !slots.allSatisfy({ $0 > -1 && $0 < Double(visible) }) { problems.append("slots \(slots)") }
  let emphasis: Double = dots.reduce(0) { $0 + $1.emphasis }
  if !(abs(emphasis - 1) < 1e-9) { problems.append("emphasis \(emphasis)") }
  if !dots.allSatisfy({ $0.scale >= 0 && $0.scale <= 1 }) { problems.append("scales") }
  if !dots.allSatisfy({ $0.scale >= $0.emphasis - 1e-12 }) {
    problems.append("scale below emphasis")
  }
  return problems
}

@Suite("PageIndicator hostile inputs")
struct PageIndicatorHostileInputTests {
  /// Before item-space positions, `Int(window.start.rounded(.down))` and the like trapped for
  /// counts near `Int.max`, and `Int.max` visible dots never finished.
  @Test(.timeLimit(.minutes(2))) func hostileInputsNeverTrap() async {
    await #expect(processExitsWith: .success) {
      exerciseHostileInputs()
    }
  }

  /// Whatever the input, the strip is well formed (see `problems(of:in:)`).
  @Test(.offThePool) func hostileInputsGiveWellFormedStrips() {
    var failures: [String] = []
    forEachHostileStrip { indicator, label, dots in
      let found = problems(of: dots, in: indicator)
      if !found.isEmpty { failures.append("\(label): \(found)") }
    }
    let failureCount = failures.count
    #expect(failureCount == 0, "\(failures.prefix(5))")
  }
}
