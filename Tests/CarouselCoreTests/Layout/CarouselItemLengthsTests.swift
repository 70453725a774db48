import CarouselCore
import Testing
import UpdateCycleDouble

/// The Fenwick tree of the items' own lengths against a plain array summed item by item.
@Suite struct CarouselItemLengthsTests {
  @Test func sumsAndLookupsOfALiteralRow() {
    let lengths = CarouselItemLengths([60, 100, 80])
    #expect((0...3).map { lengths.sum(ofFirst: $0) } == [0, 60, 160, 240])
    #expect(lengths.sum(ofFirst: -1) == 0)
    #expect(lengths.sum(ofFirst: 9) == 240)
    // Slots of 70, 110 and 90 points (a 10-point gap after each).
    #expect(
      [-1, 0, 69.9, 70, 179, 180, 270, 1e9].map {
        lengths.prefixCount(within: $0, gap: 10)
      } == [0, 0, 0, 1, 1, 2, 3, 3])
    #expect(lengths.prefixCount(within: .nan, gap: 10) == 0)
    #expect(lengths.longest == 100)
  }

  @Test func badLengthsCountAsZeroAndHugeOnesAsTheLimit() {
    var lengths = CarouselItemLengths([.nan, -5, .infinity, 2e9, 7])
    #expect((0..<5).map { lengths[$0] } == [0, 0, 0, 1e9, 7])
    lengths.setLength(-.infinity, at: 3)
    #expect(lengths.sum(ofFirst: 5) == 7)
    #expect(lengths.longest == 7)
  }

  @Test func anEmptyTreeHasNothing() {
    let lengths = CarouselItemLengths([Double]())
    #expect(lengths.count == 0)
    #expect(lengths.sum(ofFirst: 3) == 0)
    #expect(lengths.prefixCount(within: 100, gap: 1) == 0)
    #expect(lengths.longest == 0)
  }

  @Test func equalityComparesTheLengthsNotTheirHistory() {
    var changed = CarouselItemLengths([1, 2, 3])
    changed.setLength(5, at: 1)
    #expect(changed == CarouselItemLengths([1, 5, 3]))
    #expect(changed != CarouselItemLengths([1, 2, 3]))
    #expect(changed.hashValue == CarouselItemLengths([1, 5, 3]).hashValue)
  }

  /// Random lengths (whole points and halves, so sums are exact), random updates, every prefix
  /// and random distances checked against the model's linear sums.
  @Test func theTreeMatchesALinearModel() {
    for sequence in 0..<propertySequenceCount(default: 300) {
      let seed = UInt64(sequence)
      var random = SeededGenerator(seed: seed)
      let count = random.below(70)
      var model = (0..<count).map { _ in Double(random.below(400)) / 2 }
      var lengths = CarouselItemLengths(model)
      for _ in 0..<8 {
        if count > 0, random.below(2) == 0 {
          let index = random.below(count)
          model[index] = Double(random.below(400)) / 2
          lengths.setLength(model[index], at: index)
        }
        let gap = Double(random.below(20))
        for prefix in 0...count {
          let expected = model.prefix(prefix).reduce(0, +)
          guard lengths.sum(ofFirst: prefix) == expected else {
            Issue.record("seed \(seed): sum of \(prefix) is not \(expected)")
            return
          }
        }
        let distance = Double(random.below(Int(model.reduce(0, +) + gap * Double(count)) + 20))
        var fitting = 0
        var reached = 0.0
        while fitting < count, reached + model[fitting] + gap <= distance {
          reached += model[fitting] + gap
          fitting += 1
        }
        guard lengths.prefixCount(within: distance, gap: gap) == fitting,
          lengths.longest == (model.max() ?? 0)
        else {
          Issue.record("seed \(seed): \(fitting) items within \(distance), gap \(gap)")
          return
        }
      }
    }
  }
}
