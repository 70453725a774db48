import CarouselCore
import Testing

/// The measured lengths of items as long as their content (``CarouselMeasuredLengths``): by ID,
/// the average for items not measured yet, sanitized, kept across edits, a repeat no change.
@Suite struct CarouselMeasuredLengthsTests {
  /// Whether `change` changed `measured`, as it says.
  private func changed<ID>(
    _ measured: inout CarouselMeasuredLengths<ID>,
    _ change: (inout CarouselMeasuredLengths<ID>) -> Bool
  ) -> Bool {
    change(&measured)
  }

  @Test func measuresByIDAndEstimatesTheOthersAtTheAverage() {
    var measured = CarouselMeasuredLengths<String>()
    #expect(measured.isEmpty)
    #expect(measured.estimate == nil)
    #expect(measured.lengths(for: ["a", "b"]) == nil)
    #expect(changed(&measured) { $0.measured(60, of: "a") })
    #expect(!changed(&measured) { $0.measured(60, of: "a") })
    #expect(changed(&measured) { $0.measured(120, of: "b") })
    #expect(measured.estimate == 90)
    #expect(measured.lengths(for: ["a", "b", "c"]) == [60, 120, 90])
    #expect(changed(&measured) { $0.measured(100, of: "b") })
    #expect(measured.lengths(for: ["c", "b", "a"]) == [80, 100, 60])
  }

  /// NaN, infinite and negative measures count as 0, above 10^9 as 10^9: as the engine's
  /// lengths; a NaN repeated is no change.
  @Test func badMeasuresAreSanitized() {
    var measured = CarouselMeasuredLengths<Int>()
    let cases: [(Double, Double)] = [
      (.nan, 0), (-.infinity, 0), (-5, 0), (.infinity, 0), (1e300, 1e9),
      (.leastNonzeroMagnitude, .leastNonzeroMagnitude),
    ]
    for (index, (length, expected)) in cases.enumerated() {
      measured.measured(length, of: index)
      #expect(measured.lengths(for: [index]) == [expected], "\(length)")
    }
    #expect(!changed(&measured) { $0.measured(.nan, of: 0) })
    #expect(!changed(&measured) { $0.measured(-1, of: 0) })
  }

  /// Items removed from the list take their measures along (the estimate is the others'
  /// average); the kept ones keep theirs in their new places.
  @Test func keepOnlyForgetsRemovedItems() {
    var measured = CarouselMeasuredLengths<Int>()
    for (id, length) in [(1, 60.0), (2, 120), (3, 90)] { measured.measured(length, of: id) }
    #expect(!changed(&measured) { $0.keep(only: [1, 2, 3, 4]) })
    #expect(changed(&measured) { $0.keep(only: [3, 1]) })
    #expect(measured.estimate == 75)
    #expect(measured.lengths(for: [3, 2, 1]) == [90, 75, 60])
    #expect(changed(&measured) { $0.keep(only: []) })
    #expect(measured.isEmpty)
    #expect(measured.lengths(for: [1]) == nil)
  }
}
