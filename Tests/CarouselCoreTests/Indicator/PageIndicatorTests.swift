import CarouselCore
import TestSupport
import Testing
import UpdateCycleDouble

/// `value` as a short literal: whole numbers without a fraction ("1", "0"), others as Swift
/// prints them ("0.25").
private func short(_ value: Double) -> String {
  value == value.rounded() ? String(Int(value)) : String(value)
}

/// `value` rounded to four decimals, so literal expectations can be written like 0.3333.
private func rounded(_ value: Double) -> Double { (value * 10_000).rounded() / 10_000 }

/// A dot as a literal-friendly tuple, rounded to four decimals.
private func summary(_ dot: PageIndicatorDot) -> [Double] {
  [Double(dot.index), rounded(dot.slot), rounded(dot.emphasis), rounded(dot.scale)]
}

/// Emphasis of each item, in item order, for counts 1...8 (no scrolling window), progress
/// stepped by 0.25, finite and looping.
private let emphasisTable: [(count: Int, isLooping: Bool, progress: Double, emphasis: String)] = [
  (1, false, 0, "1"),
  (2, false, 0, "1 0"),
  (2, false, 0.25, "0.75 0.25"),
  (2, false, 0.5, "0.5 0.5"),
  (2, false, 0.75, "0.25 0.75"),
  (2, false, 1, "0 1"),
  (3, false, 0, "1 0 0"),
  (3, false, 0.25, "0.75 0.25 0"),
  (3, false, 0.5, "0.5 0.5 0"),
  (3, false, 0.75, "0.25 0.75 0"),
  (3, false, 1, "0 1 0"),
  (3, false, 1.25, "0 0.75 0.25"),
  (3, false, 1.5, "0 0.5 0.5"),
  (3, false, 1.75, "0 0.25 0.75"),
  (3, false, 2, "0 0 1"),
  (4, false, 0, "1 0 0 0"),
  (4, false, 0.25, "0.75 0.25 0 0"),
  (4, false, 0.5, "0.5 0.5 0 0"),
  (4, false, 0.75, "0.25 0.75 0 0"),
  (4, false, 1, "0 1 0 0"),
  (4, false, 1.25, "0 0.75 0.25 0"),
  (4, false, 1.5, "0 0.5 0.5 0"),
  (4, false, 1.75, "0 0.25 0.75 0"),
  (4, false, 2, "0 0 1 0"),
  (4, false, 2.25, "0 0 0.75 0.25"),
  (4, false, 2.5, "0 0 0.5 0.5"),
  (4, false, 2.75, "0 0 0.25 0.75"),
  (4, false, 3, "0 0 0 1"),
  (5, false, 0, "1 0 0 0 0"),
  (5, false, 0.25, "0.75 0.25 0 0 0"),
  (5, false, 0.5, "0.5 0.5 0 0 0"),
  (5, false, 0.75, "0.25 0.75 0 0 0"),
  (5, false, 1, "0 1 0 0 0"),
  (5, false, 1.25, "0 0.75 0.25 0 0"),
  (5, false, 1.5, "0 0.5 0.5 0 0"),
  (5, false, 1.75, "0 0.25 0.75 0 0"),
  (5, false, 2, "0 0 1 0 0"),
  (5, false, 2.25, "0 0 0.75 0.25 0"),
  (5, false, 2.5, "0 0 0.5 0.5 0"),
  (5, false, 2.75, "0 0 0.25 0.75 0"),
  (5, false, 3, "0 0 0 1 0"),
  (5, false, 3.25, "0 0 0 0.75 0.25"),
  (5, false, 3.5, "0 0 0 0.5 0.5"),
  (5, false, 3.75, "0 0 0 0.25 0.75"),
  (5, false, 4, "0 0 0 0 1"),
  (6, false, 0, "1 0 0 0 0 0"),
  (6, false, 0.25, "0.75 0.25 0 0 0 0"),
  (6, false, 0.5, "0.5 0.5 0 0 0 0"),
  (6, false, 0.75, "0.25 0.75 0 0 0 0"),
  (6, false, 1, "0 1 0 0 0 0"),
  (6, false, 1.25, "0 0.75 0.25 0 0 0"),
  (6, false, 1.5, "0 0.5 0.5 0 0 0"),
  (6, false, 1.75, "0 0.25 0.75 0 0 0"),
  (6, false, 2, "0 0 1 0 0 0"),
  (6, false, 2.25, "0 0 0.75 0.25 0 0"),
  (6, false, 2.5, "0 0 0.5 0.5 0 0"),
  (6, false, 2.75, "0 0 0.25 0.75 0 0"),
  (6, false, 3, "0 0 0 1 0 0"),
  (6, false, 3.25, "0 0 0 0.75 0.25 0"),
  (6, false, 3.5, "0 0 0 0.5 0.5 0"),
  (6, false, 3.75, "0 0 0 0.25 0.75 0"),
  (6, false, 4, "0 0 0 0 1 0"),
  (6, false, 4.25, "0 0 0 0 0.75 0.25"),
  (6, false, 4.5, "0 0 0 0 0.5 0.5"),
  (6, false, 4.75, "0 0 0 0 0.25 0.75"),
  (6, false, 5, "0 0 0 0 0 1"),
  (7, false, 0, "1 0 0 0 0 0 0"),
  (7, false, 0.25, "0.75 0.25 0 0 0 0 0"),
  (7, false, 0.5, "0.5 0.5 0 0 0 0 0"),
  (7, false, 0.75, "0.25 0.75 0 0 0 0 0"),
  (7, false, 1, "0 1 0 0 0 0 0"),
  (7, false, 1.25, "0 0.75 0.25 0 0 0 0"),
  (7, false, 1.5, "0 0.5 0.5 0 0 0 0"),
  (7, false, 1.75, "0 0.25 0.75 0 0 0 0"),
  (7, false, 2, "0 0 1 0 0 0 0"),
  (7, false, 2.25, "0 0 0.75 0.25 0 0 0"),
  (7, false, 2.5, "0 0 0.5 0.5 0 0 0"),
  (7, false, 2.75, "0 0 0.25 0.75 0 0 0"),
  (7, false, 3, "0 0 0 1 0 0 0"),
  (7, false, 3.25, "0 0 0 0.75 0.25 0 0"),
  (7, false, 3.5, "0 0 0 0.5 0.5 0 0"),
  (7, false, 3.75, "0 0 0 0.25 0.75 0 0"),
  (7, false, 4, "0 0 0 0 1 0 0"),
  (7, false, 4.25, "0 0 0 0 0.75 0.25 0"),
  (7, false, 4.5, "0 0 0 0 0.5 0.5 0"),
  (7, false, 4.75, "0 0 0 0 0.25 0.75 0"),
  (7, false, 5, "0 0 0 0 0 1 0"),
  (7, false, 5.25, "0 0 0 0 0 0.75 0.25"),
  (7, false, 5.5, "0 0 0 0 0 0.5 0.5"),
  (7, false, 5.75, "0 0 0 0 0 0.25 0.75"),
  (7, false, 6, "0 0 0 0 0 0 1"),
  (8, false, 0, "1 0 0 0 0 0 0 0"),
  (8, false, 0.25, "0.75 0.25 0 0 0 0 0 0"),
  (8, false, 0.5, "0.5 0.5 0 0 0 0 0 0"),
  (8, false, 0.75, "0.25 0.75 0 0 0 0 0 0"),
  (8, false, 1, "0 1 0 0 0 0 0 0"),
  (8, false, 1.25, "0 0.75 0.25 0 0 0 0 0"),
  (8, false, 1.5, "0 0.5 0.5 0 0 0 0 0"),
  (8, false, 1.75, "0 0.25 0.75 0 0 0 0 0"),
  (8, false, 2, "0 0 1 0 0 0 0 0"),
  (8, false, 2.25, "0 0 0.75 0.25 0 0 0 0"),
  (8, false, 2.5, "0 0 0.5 0.5 0 0 0 0"),
  (8, false, 2.75, "0 0 0.25 0.75 0 0 0 0"),
  (8, false, 3, "0 0 0 1 0 0 0 0"),
  (8, false, 3.25, "0 0 0 0.75 0.25 0 0 0"),
  (8, false, 3.5, "0 0 0 0.5 0.5 0 0 0"),
  (8, false, 3.75, "0 0 0 0.25 0.75 0 0 0"),
  (8, false, 4, "0 0 0 0 1 0 0 0"),
  (8, false, 4.25, "0 0 0 0 0.75 0.25 0 0"),
  (8, false, 4.5, "0 0 0 0 0.5 0.5 0 0"),
  (8, false, 4.75, "0 0 0 0 0.25 0.75 0 0"),
  (8, false, 5, "0 0 0 0 0 1 0 0"),
  (8, false, 5.25, "0 0 0 0 0 0.75 0.25 0"),
  (8, false, 5.5, "0 0 0 0 0 0.5 0.5 0"),
  (8, false, 5.75, "0 0 0 0 0 0.25 0.75 0"),
  (8, false, 6, "0 0 0 0 0 0 1 0"),
  (8, false, 6.25, "0 0 0 0 0 0 0.75 0.25"),
  (8, false, 6.5, "0 0 0 0 0 0 0.5 0.5"),
  (8, false, 6.75, "0 0 0 0 0 0 0.25 0.75"),
  (8, false, 7, "0 0 0 0 0 0 0 1"),
  (1, true, 0, "1"),
  (1, true, 0.25, "1"),
  (1, true, 0.5, "1"),
  (1, true, 0.75, "1"),
  (2, true, 0, "1 0"),
  (2, true, 0.25, "0.75 0.25"),
  (2, true, 0.5, "0.5 0.5"),
  (2, true, 0.75, "0.25 0.75"),
  (2, true, 1, "0 1"),
  (2, true, 1.25, "0.25 0.75"),
  (2, true, 1.5, "0.5 0.5"),
  (2, true, 1.75, "0.75 0.25"),
  (3, true, 0, "1 0 0"),
  (3, true, 0.25, "0.75 0.25 0"),
  (3, true, 0.5, "0.5 0.5 0"),
  (3, true, 0.75, "0.25 0.75 0"),
  (3, true, 1, "0 1 0"),
  (3, true, 1.25, "0 0.75 0.25"),
  (3, true, 1.5, "0 0.5 0.5"),
  (3, true, 1.75, "0 0.25 0.75"),
  (3, true, 2, "0 0 1"),
  (3, true, 2.25, "0.25 0 0.75"),
  (3, true, 2.5, "0.5 0 0.5"),
  (3, true, 2.75, "0.75 0 0.25"),
  (4, true, 0, "1 0 0 0"),
  (4, true, 0.25, "0.75 0.25 0 0"),
  (4, true, 0.5, "0.5 0.5 0 0"),
  (4, true, 0.75, "0.25 0.75 0 0"),
  (4, true, 1, "0 1 0 0"),
  (4, true, 1.25, "0 0.75 0.25 0"),
  (4, true, 1.5, "0 0.5 0.5 0"),
  (4, true, 1.75, "0 0.25 0.75 0"),
  (4, true, 2, "0 0 1 0"),
  (4, true, 2.25, "0 0 0.75 0.25"),
  (4, true, 2.5, "0 0 0.5 0.5"),
  (4, true, 2.75, "0 0 0.25 0.75"),
  (4, true, 3, "0 0 0 1"),
  (4, true, 3.25, "0.25 0 0 0.75"),
  (4, true, 3.5, "0.5 0 0 0.5"),
  (4, true, 3.75, "0.75 0 0 0.25"),
  (5, true, 0, "1 0 0 0 0"),
  (5, true, 0.25, "0.75 0.25 0 0 0"),
  (5, true, 0.5, "0.5 0.5 0 0 0"),
  (5, true, 0.75, "0.25 0.75 0 0 0"),
  (5, true, 1, "0 1 0 0 0"),
  (5, true, 1.25, "0 0.75 0.25 0 0"),
  (5, true, 1.5, "0 0.5 0.5 0 0"),
  (5, true, 1.75, "0 0.25 0.75 0 0"),
  (5, true, 2, "0 0 1 0 0"),
  (5, true, 2.25, "0 0 0.75 0.25 0"),
  (5, true, 2.5, "0 0 0.5 0.5 0"),
  (5, true, 2.75, "0 0 0.25 0.75 0"),
  (5, true, 3, "0 0 0 1 0"),
  (5, true, 3.25, "0 0 0 0.75 0.25"),
  (5, true, 3.5, "0 0 0 0.5 0.5"),
  (5, true, 3.75, "0 0 0 0.25 0.75"),
  (5, true, 4, "0 0 0 0 1"),
  (5, true, 4.25, "0.25 0 0 0 0.75"),
  (5, true, 4.5, "0.5 0 0 0 0.5"),
  (5, true, 4.75, "0.75 0 0 0 0.25"),
  (6, true, 0, "1 0 0 0 0 0"),
  (6, true, 0.25, "0.75 0.25 0 0 0 0"),
  (6, true, 0.5, "0.5 0.5 0 0 0 0"),
  (6, true, 0.75, "0.25 0.75 0 0 0 0"),
  (6, true, 1, "0 1 0 0 0 0"),
  (6, true, 1.25, "0 0.75 0.25 0 0 0"),
  (6, true, 1.5, "0 0.5 0.5 0 0 0"),
  (6, true, 1.75, "0 0.25 0.75 0 0 0"),
  (6, true, 2, "0 0 1 0 0 0"),
  (6, true, 2.25, "0 0 0.75 0.25 0 0"),
  (6, true, 2.5, "0 0 0.5 0.5 0 0"),
  (6, true, 2.75, "0 0 0.25 0.75 0 0"),
  (6, true, 3, "0 0 0 1 0 0"),
  (6, true, 3.25, "0 0 0 0.75 0.25 0"),
  (6, true, 3.5, "0 0 0 0.5 0.5 0"),
  (6, true, 3.75, "0 0 0 0.25 0.75 0"),
  (6, true, 4, "0 0 0 0 1 0"),
  (6, true, 4.25, "0 0 0 0 0.75 0.25"),
  (6, true, 4.5, "0 0 0 0 0.5 0.5"),
  (6, true, 4.75, "0 0 0 0 0.25 0.75"),
  (6, true, 5, "0 0 0 0 0 1"),
  (6, true, 5.25, "0.25 0 0 0 0 0.75"),
  (6, true, 5.5, "0.5 0 0 0 0 0.5"),
  (6, true, 5.75, "0.75 0 0 0 0 0.25"),
  (7, true, 0, "1 0 0 0 0 0 0"),
  (7, true, 0.25, "0.75 0.25 0 0 0 0 0"),
  (7, true, 0.5, "0.5 0.5 0 0 0 0 0"),
  (7, true, 0.75, "0.25 0.75 0 0 0 0 0"),
  (7, true, 1, "0 1 0 0 0 0 0"),
  (7, true, 1.25, "0 0.75 0.25 0 0 0 0"),
  (7, true, 1.5, "0 0.5 0.5 0 0 0 0"),
  (7, true, 1.75, "0 0.25 0.75 0 0 0 0"),
  (7, true, 2, "0 0 1 0 0 0 0"),
  (7, true, 2.25, "0 0 0.75 0.25 0 0 0"),
  (7, true, 2.5, "0 0 0.5 0.5 0 0 0"),
  (7, true, 2.75, "0 0 0.25 0.75 0 0 0"),
  (7, true, 3, "0 0 0 1 0 0 0"),
  (7, true, 3.25, "0 0 0 0.75 0.25 0 0"),
  (7, true, 3.5, "0 0 0 0.5 0.5 0 0"),
  (7, true, 3.75, "0 0 0 0.25 0.75 0 0"),
  (7, true, 4, "0 0 0 0 1 0 0"),
  (7, true, 4.25, "0 0 0 0 0.75 0.25 0"),
  (7, true, 4.5, "0 0 0 0 0.5 0.5 0"),
  (7, true, 4.75, "0 0 0 0 0.25 0.75 0"),
  (7, true, 5, "0 0 0 0 0 1 0"),
  (7, true, 5.25, "0 0 0 0 0 0.75 0.25"),
  (7, true, 5.5, "0 0 0 0 0 0.5 0.5"),
  (7, true, 5.75, "0 0 0 0 0 0.25 0.75"),
  (7, true, 6, "0 0 0 0 0 0 1"),
  (7, true, 6.25, "0.25 0 0 0 0 0 0.75"),
  (7, true, 6.5, "0.5 0 0 0 0 0 0.5"),
  (7, true, 6.75, "0.75 0 0 0 0 0 0.25"),
  (8, true, 0, "1 0 0 0 0 0 0 0"),
  (8, true, 0.25, "0.75 0.25 0 0 0 0 0 0"),
  (8, true, 0.5, "0.5 0.5 0 0 0 0 0 0"),
  (8, true, 0.75, "0.25 0.75 0 0 0 0 0 0"),
  (8, true, 1, "0 1 0 0 0 0 0 0"),
  (8, true, 1.25, "0 0.75 0.25 0 0 0 0 0"),
  (8, true, 1.5, "0 0.5 0.5 0 0 0 0 0"),
  (8, true, 1.75, "0 0.25 0.75 0 0 0 0 0"),
  (8, true, 2, "0 0 1 0 0 0 0 0"),
  (8, true, 2.25, "0 0 0.75 0.25 0 0 0 0"),
  (8, true, 2.5, "0 0 0.5 0.5 0 0 0 0"),
  (8, true, 2.75, "0 0 0.25 0.75 0 0 0 0"),
  (8, true, 3, "0 0 0 1 0 0 0 0"),
  (8, true, 3.25, "0 0 0 0.75 0.25 0 0 0"),
  (8, true, 3.5, "0 0 0 0.5 0.5 0 0 0"),
  (8, true, 3.75, "0 0 0 0.25 0.75 0 0 0"),
  (8, true, 4, "0 0 0 0 1 0 0 0"),
  (8, true, 4.25, "0 0 0 0 0.75 0.25 0 0"),
  (8, true, 4.5, "0 0 0 0 0.5 0.5 0 0"),
  (8, true, 4.75, "0 0 0 0 0.25 0.75 0 0"),
  (8, true, 5, "0 0 0 0 0 1 0 0"),
  (8, true, 5.25, "0 0 0 0 0 0.75 0.25 0"),
  (8, true, 5.5, "0 0 0 0 0 0.5 0.5 0"),
  (8, true, 5.75, "0 0 0 0 0 0.25 0.75 0"),
  (8, true, 6, "0 0 0 0 0 0 1 0"),
  (8, true, 6.25, "0 0 0 0 0 0 0.75 0.25"),
  (8, true, 6.5, "0 0 0 0 0 0 0.5 0.5"),
  (8, true, 6.75, "0 0 0 0 0 0 0.25 0.75"),
  (8, true, 7, "0 0 0 0 0 0 0 1"),
  (8, true, 7.25, "0.25 0 0 0 0 0 0 0.75"),
  (8, true, 7.5, "0.5 0 0 0 0 0 0 0.5"),
  (8, true, 7.75, "0.75 0 0 0 0 0 0 0.25"),
]

@Suite("PageIndicator")
struct PageIndicatorTests {
  @Test func emphasisMovesLinearlyBetweenNeighbors() {
    for row in emphasisTable {
      let indicator = PageIndicator(
        count: row.count, isLooping: row.isLooping, maximumVisibleDots: 8)
      let dots = indicator.dots(progress: row.progress)
      let label = "\(row.count) \(row.isLooping) \(row.progress)"
      #expect(dots.map(\.emphasis).map(short).joined(separator: " ") == row.emphasis, "\(label)")
      #expect(dots.map(\.index) == Array(0..<row.count), "\(label)")
      #expect(dots.map(\.slot) == (0..<row.count).map(Double.init), "\(label)")
      #expect(dots.allSatisfy { $0.scale == 1 }, "\(label)")
    }
  }

  @Test(
    arguments: [
      // Finite: the current dot walks to the next-to-last slot, then the window scrolls.
      (
        20, false, 0.0,
        [
          [0, 0, 1, 1], [1, 1, 0, 1], [2, 2, 0, 1], [3, 3, 0, 1], [4, 4, 0, 1],
          [5, 5, 0, 0.6667], [6, 6, 0, 0.3333],
        ]
      ),
      (
        20, false, 5,
        [
          [0, 0, 0, 1], [1, 1, 0, 1], [2, 2, 0, 1], [3, 3, 0, 1], [4, 4, 0, 1], [5, 5, 1, 1],
          [6, 6, 0, 0.3333],
        ]
      ),
      (
        20, false, 5.5,
        [
          [0, -0.5, 0, 0.5], [1, 0.5, 0, 0.6667], [2, 1.5, 0, 0.8333], [3, 2.5, 0, 1],
          [4, 3.5, 0, 1], [5, 4.5, 0.5, 1], [6, 5.5, 0.5, 0.6667], [7, 6.5, 0, 0.1667],
        ]
      ),
      (
        20, false, 6,
        [
          [1, 0, 0, 0.3333], [2, 1, 0, 0.6667], [3, 2, 0, 1], [4, 3, 0, 1], [5, 4, 0, 1],
          [6, 5, 1, 1], [7, 6, 0, 0.3333],
        ]
      ),
      (
        20, false, 10.25,
        [
          [5, -0.25, 0, 0.25], [6, 0.75, 0, 0.5833], [7, 1.75, 0, 0.9167], [8, 2.75, 0, 1],
          [9, 3.75, 0, 1], [10, 4.75, 0.75, 1], [11, 5.75, 0.25, 0.5], [12, 6.75, 0, 0.0833],
        ]
      ),
      (
        20, false, 13,
        [
          [8, 0, 0, 0.3333], [9, 1, 0, 0.6667], [10, 2, 0, 1], [11, 3, 0, 1], [12, 4, 0, 1],
          [13, 5, 1, 1], [14, 6, 0, 0.3333],
        ]
      ),
      (
        20, false, 18.5,
        [
          [13, 0, 0, 0.3333], [14, 1, 0, 0.6667], [15, 2, 0, 1], [16, 3, 0, 1], [17, 4, 0, 1],
          [18, 5, 0.5, 1], [19, 6, 0.5, 1],
        ]
      ),
      (
        20, false, 19,
        [
          [13, 0, 0, 0.3333], [14, 1, 0, 0.6667], [15, 2, 0, 1], [16, 3, 0, 1], [17, 4, 0, 1],
          [18, 5, 0, 1], [19, 6, 1, 1],
        ]
      ),
      // Looping: the current dot stays in the middle and the strip runs across the seam.
      (
        20, true, 0,
        [
          [17, 0, 0, 0.3333], [18, 1, 0, 0.6667], [19, 2, 0, 1], [0, 3, 1, 1], [1, 4, 0, 1],
          [2, 5, 0, 0.6667], [3, 6, 0, 0.3333],
        ]
      ),
      (
        20, true, 19.5,
        [
          [16, -0.5, 0, 0.1667], [17, 0.5, 0, 0.5], [18, 1.5, 0, 0.8333], [19, 2.5, 0.5, 1],
          [0, 3.5, 0.5, 1], [1, 4.5, 0, 0.8333], [2, 5.5, 0, 0.5], [3, 6.5, 0, 0.1667],
        ]
      ),
      (
        8, false, 6.5,
        [
          [1, 0, 0, 0.3333], [2, 1, 0, 0.6667], [3, 2, 0, 1], [4, 3, 0, 1], [5, 4, 0, 1],
          [6, 5, 0.5, 1], [7, 6, 0.5, 1],
        ]
      ),
    ] as [(Int, Bool, Double, [[Double]])])
  func manyPagesShowAScrollingWindow(
    count: Int, isLooping: Bool, progress: Double,
    expected: [[Double]]
  ) {
    let indicator = PageIndicator(count: count, isLooping: isLooping)
    #expect(indicator.visibleDotCount == 7)
    #expect(indicator.dots(progress: progress).map(summary) == expected)
  }

  @Test(arguments: [false, true])
  func theOutgoingDotStaysFullSizeWhileTheWindowScrolls(isLooping: Bool) {
    let indicator = PageIndicator(count: 20, isLooping: isLooping)
    for step in 0...20 {
      let progress = 5 + Double(step) / 20
      let outgoing = indicator.dots(progress: progress).first { $0.index == 5 }
      #expect(outgoing?.scale == 1, "at \(progress)")
    }
  }

  @Test func rightToLeftMirrorsTheStrip() {
    let indicator = PageIndicator(count: 3, isLooping: false, layoutDirection: .rightToLeft)
    #expect(
      indicator.dots(progress: 0).map(summary) == [[2, 0, 0, 1], [1, 1, 0, 1], [0, 2, 1, 1]])
    let seed: UInt64 = 0x0D07_5171
    var generator = SeededGenerator(seed: seed)
    for sequence in 0..<propertySequenceCount(default: 2_000) {
      let count = Int.random(in: 0...25, using: &generator)
      let isLooping = Bool.random(using: &generator)
      let visible = Int.random(in: 3...9, using: &generator)
      let progress = Double.random(in: -2...27, using: &generator)
      let leftToRight = PageIndicator(
        count: count, isLooping: isLooping, maximumVisibleDots: visible)
      let rightToLeft = PageIndicator(
        count: count, isLooping: isLooping, maximumVisibleDots: visible,
        layoutDirection: .rightToLeft)
      let mirrored = leftToRight.dots(progress: progress).reversed().map {
        PageIndicatorDot(
          index: $0.index, slot: Double(leftToRight.visibleDotCount - 1) - $0.slot,
          emphasis: $0.emphasis, scale: $0.scale)
      }
      #expect(Array(rightToLeft.dots(progress: progress)) == mirrored, "seed \(seed), \(sequence)")
    }
  }

  @Test(.offThePool) func emphasisSumsToOneAndEverythingMovesContinuously() {
    var failures: [String] = []
    for count in 1...12 {
      for isLooping in [false, true] {
        for visible in 3...7 {
          let indicator = PageIndicator(
            count: count, isLooping: isLooping, maximumVisibleDots: visible)
          var previous = Array(indicator.dots(progress: -1))
          for step in -99...(100 * count + 100) {
            let progress = Double(step) / 100
            let dots = Array(indicator.dots(progress: progress))
            let total = dots.reduce(0) { $0 + $1.emphasis }
            if abs(total - 1) > 1e-9 || !isContinuous(from: previous, to: dots) {
              failures.append("count \(count) loop \(isLooping) visible \(visible) at \(progress)")
            }
            previous = dots
          }
        }
      }
    }
    #expect(failures.isEmpty, "\(failures.prefix(5))")
  }

  /// Whether no dot jumps between two progress values 0.01 apart: dots present in both move and
  /// gain emphasis by at most 0.01 and change size by at most 0.0134 (the scale changes at most
  /// 4/3 as fast as the progress, while an edge fades in); dots present in one only are (nearly)
  /// invisible.
  private func isContinuous(from old: [PageIndicatorDot], to new: [PageIndicatorDot]) -> Bool {
    let limit = 0.0101
    let scaleLimit = 0.0134
    let oldByIndex = Dictionary(uniqueKeysWithValues: old.map { ($0.index, $0) })
    let newByIndex = Dictionary(uniqueKeysWithValues: new.map { ($0.index, $0) })
    for (index, dot) in newByIndex {
      guard let before = oldByIndex[index] else {
        if dot.scale > scaleLimit || dot.emphasis > limit { return false }
        continue
      }
      if abs(dot.slot - before.slot) > limit || abs(dot.emphasis - before.emphasis) > limit
        || abs(dot.scale - before.scale) > scaleLimit
      {
        return false
      }
    }
    return oldByIndex.allSatisfy { index, dot in
      newByIndex[index] != nil || (dot.scale <= scaleLimit && dot.emphasis <= limit)
    }
  }

  @Test func badProgressIsClampedWrappedOrZero() {
    let finite = PageIndicator(count: 4, isLooping: false)
    let looping = PageIndicator(count: 4, isLooping: true)
    #expect(finite.dots(progress: .nan) == finite.dots(progress: 0))
    #expect(finite.dots(progress: .infinity) == finite.dots(progress: 0))
    #expect(finite.dots(progress: -7) == finite.dots(progress: 0))
    #expect(finite.dots(progress: 9.5) == finite.dots(progress: 3))
    #expect(looping.dots(progress: -0.25) == looping.dots(progress: 3.75))
    #expect(looping.dots(progress: 4_000_001.5) == looping.dots(progress: 1.5))
    #expect(looping.dots(progress: -.infinity) == looping.dots(progress: 0))
  }

  @Test func emptyAndSingleStrips() {
    let empty = PageIndicator(count: -3, isLooping: true)
    #expect(empty.count == 0)
    #expect(empty.dots(progress: 0).isEmpty)
    #expect(empty.isHidden)
    let single = PageIndicator(count: 1, isLooping: false)
    #expect(single.dots(progress: 0.7).map(summary) == [[0, 0, 1, 1]])
    #expect(single.isHidden)
    #expect(!PageIndicator(count: 1, isLooping: false, hidesForSinglePage: false).isHidden)
    #expect(!PageIndicator(count: 2, isLooping: false).isHidden)
    #expect(
      PageIndicator(count: 9, isLooping: false, maximumVisibleDots: 1).maximumVisibleDots == 3)
  }

  @Test func compactLabel() {
    let indicator = PageIndicator(count: 5, isLooping: false)
    #expect(indicator.compactLabel(selectedIndex: 1) == "2 / 5")
    #expect(indicator.compactLabel(selectedIndex: nil) == "1 / 5")
    #expect(indicator.compactLabel(selectedIndex: 9) == "5 / 5")
    #expect(indicator.compactLabel(selectedIndex: -2) == "1 / 5")
    #expect(PageIndicator(count: 5, isLooping: true).compactLabel(selectedIndex: -2) == "4 / 5")
    #expect(PageIndicator(count: 0, isLooping: false).compactLabel(selectedIndex: 0) == "")
  }

  /// Dots marking an item rest on it; with nothing marked (no items) there are none.
  @Test func dotsMarkingAnItemRestOnIt() {
    let indicator = PageIndicator(count: 5, isLooping: false)
    expectValue(indicator.dots(marking: 3).map(\.emphasis), [0, 0, 0, 1, 0])
    expectValue(indicator.dots(marking: nil).map(\.emphasis), [1, 0, 0, 0, 0])
    expectValue(PageIndicator.position(marking: 3), CarouselPosition(page: 3))
    expectValue(PageIndicator(count: 0, isLooping: false).dots(marking: nil).count, 0)
  }

  @Test func compactFormWhenTheStripDoesNotFit() {
    let indicator = PageIndicator(count: 5, isLooping: false)  // 4 × 7 + 22 + 4 × 7 = 78
    #expect(!indicator.prefersCompactForm(availableLength: 78, dots: .capsules))
    #expect(indicator.prefersCompactForm(availableLength: 77.9, dots: .capsules))
    #expect(indicator.prefersCompactForm(availableLength: .nan, dots: .capsules))
    let bad = CarouselDots(size: -7, currentLength: .nan, spacing: .nan)
    #expect(!indicator.prefersCompactForm(availableLength: 10, dots: bad))
    let many = PageIndicator(count: 50, isLooping: false)  // only 7 dots: 6 × 14 + 22 = 106
    #expect(!many.prefersCompactForm(availableLength: 106, dots: .capsules))
    let empty = PageIndicator(count: 0, isLooping: false)
    #expect(!empty.prefersCompactForm(availableLength: 0, dots: .capsules))
  }
}
