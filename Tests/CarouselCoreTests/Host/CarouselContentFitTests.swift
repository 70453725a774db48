import CarouselCore
import Testing
import UpdateCycleDouble

/// What `body` returns for `fit` (a mutating call, out of `#expect`'s reach).
private func change(
  _ fit: inout CarouselContentFit<Int>, _ body: (inout CarouselContentFit<Int>) -> Bool
) -> Bool {
  body(&fit)
}

@Suite struct CarouselContentFitTests {
  /// Nothing measured: no length. The first measure publishes, even 0; a longer one grows it.
  @Test func measuresGrowTheLength() {
    var fit = CarouselContentFit<Int>()
    #expect(fit.length == nil)
    #expect(change(&fit) { $0.measured(0, of: 1) } == true)
    #expect(fit.length == 0)
    #expect(change(&fit) { $0.measured(120, of: 1) } == true)
    #expect(fit.length == 120)
    #expect(change(&fit) { $0.measured(180, of: 2) } == true)
    #expect(fit.length == 180)
    #expect(change(&fit) { $0.measured(150, of: 3) } == false)
    // The same measure again changes nothing.
    #expect(change(&fit) { $0.measured(180, of: 2) } == false)
    #expect(fit.length == 180)
  }

  /// Longer by any amount grows; shorter shrinks only by 0.5 point or more, so noise of a few
  /// tenths never flips it back and forth.
  @Test func shrinkingHasATolerance() {
    #expect(CarouselContentFit<Int>.shrinkTolerance == 0.5)
    var fit = CarouselContentFit<Int>()
    fit.measured(100, of: 1)
    #expect(change(&fit) { $0.measured(100.001, of: 1) } == true)
    #expect(fit.length == 100.001)
    #expect(change(&fit) { $0.measured(100, of: 1) } == false)
    #expect(change(&fit) { $0.measured(99.6, of: 1) } == false)
    #expect(fit.length == 100.001)
    #expect(change(&fit) { $0.measured(100.001, of: 1) } == false)
    #expect(change(&fit) { $0.measured(99.501, of: 1) } == true)  // exactly 0.5 shorter
    #expect(fit.length == 99.501)
    // Alternating noise grows to the longer value (99.7, then 99.9) and never flips back.
    var flips = 0
    for step in 0..<100 where fit.measured(step.isMultiple(of: 2) ? 99.7 : 99.9, of: 1) {
      flips += 1
    }
    #expect(flips == 2)
    #expect(fit.length == 99.9)
  }

  /// The drawn slots decide which measures count: the others are dropped, and one measured
  /// before the view says it is drawn counts once it is.
  @Test func slotsThatLeaveNoLongerCount() {
    var fit = CarouselContentFit<Int>()
    fit.measured(120, of: 1)
    fit.measured(180, of: 2)
    #expect(change(&fit) { $0.drawn([1, 2, 3]) } == false)
    #expect(change(&fit) { $0.drawn([1, 3]) } == true)
    #expect(fit.length == 120)
    #expect(change(&fit) { $0.drawn([3, 1]) } == false)  // the same set
    // 4 measured before it is drawn: it does not count yet.
    #expect(change(&fit) { $0.measured(300, of: 4) } == false)
    #expect(change(&fit) { $0.drawn([1, 3, 4]) } == true)
    #expect(fit.length == 300)
    // 2 comes back: its old measure was dropped, it counts once measured again.
    #expect(change(&fit) { $0.drawn([1, 2, 3, 4]) } == false)
    #expect(change(&fit) { $0.drawn([1, 2]) } == true)
    #expect(fit.length == 120)
    #expect(change(&fit) { $0.measured(130, of: 2) } == true)
    #expect(fit.length == 130)
  }

  /// Every slot left (the data swapped, the carousel emptied): the length stays until a new
  /// slot is measured, then follows it, shorter or longer.
  @Test func noMeasureKeepsTheLength() {
    var fit = CarouselContentFit<Int>()
    fit.measured(120, of: 1)
    #expect(change(&fit) { $0.drawn([]) } == false)
    #expect(fit.length == 120)
    #expect(change(&fit) { $0.drawn([7]) } == false)
    #expect(change(&fit) { $0.measured(60, of: 7) } == true)
    #expect(fit.length == 60)
  }

  /// NaN, infinite and negative measures count as 0, huge ones as 10^9.
  @Test func badMeasures() {
    for bad in [Double.nan, -.nan, .infinity, -.infinity, -1, -.greatestFiniteMagnitude] {
      var fit = CarouselContentFit<Int>()
      #expect(change(&fit) { $0.measured(bad, of: 1) } == true)
      #expect(fit.length == 0)
      fit.measured(40, of: 2)
      #expect(change(&fit) { $0.measured(bad, of: 3) } == false)
      #expect(fit.length == 40)
    }
    var fit = CarouselContentFit<Int>()
    fit.measured(.greatestFiniteMagnitude, of: 1)
    #expect(fit.length == 1e9)
  }

  /// Random measures and drawn sets against the test's own model of the rules: the length is
  /// always what the rules give from the measures that count.
  @Test func propertyAgainstAModel() {
    let seed: UInt64 = 0xF17_0033
    print("CarouselContentFitTests seed \(seed)")
    var generator = SeededGenerator(seed: seed)
    let lengths: [Double] = [0, 10, 99.8, 100, 100.3, 100.5, 150, .nan, -3, .infinity]
    var failures: [String] = []
    for sequence in 0..<propertySequenceCount(default: 2_000) {
      var fit = CarouselContentFit<Int>()
      var measures: [Int: Double] = [:]
      var drawn: Set<Int>?
      var published: Double?
      for _ in 0..<20 {
        let before = published
        if generator.below(3) == 0 {
          let keys = Set((0..<4).filter { _ in Bool.random(using: &generator) })
          _ = fit.drawn(keys)
          if keys != drawn {
            drawn = keys
            measures = measures.filter { keys.contains($0.key) }
          } else {
            continue
          }
        } else {
          let key = generator.below(4)
          let raw = lengths[generator.below(lengths.count)]
          _ = fit.measured(raw, of: key)
          measures[key] = raw.isFinite && raw > 0 ? raw : 0
        }
        let counted = measures.filter { drawn?.contains($0.key) ?? true }.values
        if let longest = counted.max() {
          if let old = before, longest <= old, old - longest < 0.5 {
          } else {
            published = longest
          }
        }
        if fit.length != published {
          failures.append("seed \(seed), \(sequence): \(String(describing: fit.length))")
          break
        }
      }
    }
    #expect(failures.isEmpty, "\(failures.prefix(5))")
  }
}
