import CarouselCore
import Testing

/// A run of integers standing for IDs: its count (cut at `Int.max`), the ID at each offset and
/// each ID's offset, over every small run and at the ends of `Int`.
@Suite struct ItemRunTests {
  /// Every run with bounds in -3...3: its count, its IDs by offset, each integer's offset (none
  /// outside the run), and that it was not cut.
  @Test func everySmallRunMapsOffsetsAndIDsBothWays() {
    for lower in -3...3 {
      for upper in lower...3 {
        let run = ItemRun<Int>(lower..<upper)
        #expect(run.count == upper - lower)
        #expect(run.upperBound == upper)
        #expect(run.givenBounds == lower..<upper)
        #expect(!run.isTruncated)
        #expect((0..<run.count).map(run.id(at:)) == Array(lower..<upper))
        for value in -5...5 {
          let expected = (lower..<upper).contains(value) ? value - lower : nil
          #expect(run.offset(of: value) == expected, "\(value) in \(lower)..<\(upper)")
        }
      }
    }
  }

  /// A run whose count does not fit in an `Int` keeps its first `Int.max` integers; the bounds
  /// given are kept for comparing a re-sent run.
  @Test func aRunLongerThanIntMaxIsCutToItsFirstIntMaxItems() {
    let whole = ItemRun<Int>(Int.min..<Int.max)
    #expect(whole.count == Int.max)
    #expect(whole.upperBound == -1)
    #expect(whole.isTruncated)
    #expect(whole.givenBounds == Int.min..<Int.max)
    #expect(whole.id(at: 0) == Int.min)
    #expect(whole.id(at: Int.max - 1) == -2)
    #expect(whole.offset(of: -2) == Int.max - 1)
    #expect(whole.offset(of: -1) == nil)
    #expect(whole.offset(of: Int.max) == nil)
    #expect(whole.offset(of: Int.min) == 0)
    let justOver = ItemRun<Int>(-1..<Int.max)
    #expect(justOver.count == Int.max)
    #expect(justOver.isTruncated)
    #expect(justOver.offset(of: Int.max - 2) == Int.max - 1)
    #expect(justOver.offset(of: Int.max - 1) == nil)
  }

  /// The longest runs that fit are not cut, and map the integers at the ends of `Int`.
  @Test func theLongestRunsThatFitAreKeptWhole() {
    let upper = ItemRun<Int>(0..<Int.max)
    #expect(upper.count == Int.max)
    #expect(!upper.isTruncated)
    #expect(upper.offset(of: Int.max - 1) == Int.max - 1)
    #expect(upper.offset(of: Int.max) == nil)
    #expect(upper.offset(of: -1) == nil)
    let lower = ItemRun<Int>(Int.min..<(-1))
    #expect(lower.count == Int.max)
    #expect(!lower.isTruncated)
    #expect(lower.offset(of: Int.min) == 0)
    #expect(lower.offset(of: -2) == Int.max - 1)
    let last = ItemRun<Int>((Int.max - 1)..<Int.max)
    #expect(last.count == 1)
    #expect(last.id(at: 0) == Int.max - 1)
    #expect(last.offset(of: Int.max - 1) == 0)
    #expect(ItemRun<Int>(Int.max..<Int.max).count == 0)
    #expect(ItemRun<Int>(Int.min..<Int.min).offset(of: Int.min) == nil)
  }

  /// A run is given again by the same bounds, or by any empty bounds when it is empty; a run
  /// cut to `Int.max` items only by the bounds it was given.
  @Test func aRunIsGivenAgainByTheSameBoundsOrAnyEmptyOnes() {
    #expect(ItemRun<Int>(0..<3).isGiven(by: 0..<3))
    #expect(!ItemRun<Int>(0..<3).isGiven(by: 0..<4))
    #expect(!ItemRun<Int>(0..<3).isGiven(by: 1..<3))
    #expect(!ItemRun<Int>(0..<3).isGiven(by: 3..<3))
    #expect(ItemRun<Int>(0..<0).isGiven(by: 5..<5))
    #expect(!ItemRun<Int>(0..<0).isGiven(by: 0..<1))
    #expect(ItemRun<Int>(Int.min..<Int.max).isGiven(by: Int.min..<Int.max))
    #expect(!ItemRun<Int>(Int.min..<Int.max).isGiven(by: Int.min..<(Int.max - 1)))
  }

  /// The integers two runs share: every pair of runs with bounds in -2...2.
  @Test func sharedIntegersOfEverySmallPair() {
    for a in -2...2 {
      for b in a...2 {
        for c in -2...2 {
          for d in c...2 {
            let expected = Set(a..<b).intersection(c..<d)
            let shared = ItemRun<Int>(a..<b).shared(with: ItemRun<Int>(c..<d))
            #expect(Set(shared ?? 0..<0) == expected, "\(a)..<\(b) and \(c)..<\(d)")
            #expect((shared == nil) == expected.isEmpty)
          }
        }
      }
    }
  }

  /// An ID type whose integer does not name it back (a lossy conversion) is in no run: an ID
  /// is found only when the ID made from its integer is that ID.
  @Test func anIDWhoseIntegerDoesNotNameItIsNotInTheRun() {
    let run = ItemRun<Tagged>(0..<10)
    #expect(run.offset(of: Tagged(value: 3, tag: "")) == 3)
    #expect(run.offset(of: Tagged(value: 3, tag: "other")) == nil)
    #expect(run.offset(of: Tagged(value: nil, tag: "")) == nil)
    #expect(run.id(at: 4) == Tagged(value: 4, tag: ""))
  }
}

/// An ID that may stand for no integer, or carry what its integer does not.
struct Tagged: CarouselRunID {
  var value: Int?
  var tag: String

  init(value: Int?, tag: String) {
    self.value = value
    self.tag = tag
  }

  init(runValue: Int) { self.init(value: runValue, tag: "") }

  var runValue: Int? { value }
}
