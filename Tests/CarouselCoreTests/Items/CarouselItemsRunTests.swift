import CarouselCore
import TestSupport
import Testing
import UpdateCycleDouble

/// The items as a run of integers: the same rules as the same IDs in an array, kept without
/// the IDs. Literal cases of the rule for a change of the bounds, and every change between small
/// runs and arrays checked against the array form and the tests' own model of the rule.
@Suite struct CarouselItemsRunTests {
  /// Items over `bounds` with the item at `index` selected.
  private func items(_ bounds: Range<Int>, selectingIndex index: Int? = nil) -> CarouselItems<Int> {
    var items = CarouselItems([Int]())
    items.update(run: bounds)
    if let index { items.select(index: index) }
    return items
  }

  @Test func aFirstRunSelectsItsFirstItem() {
    var items = CarouselItems([Int]())
    #expect(items.update(run: -3..<4) == true)
    #expect(items.count == 7)
    #expect(items.selectedIndex == 0)
    #expect(items.selectedID == -3)
    #expect(items.index(of: 2) == 5)
    #expect(items.index(of: 4) == nil)
    #expect(items.ids == [-3, -2, -1, 0, 1, 2, 3])
    #expect(Array(items.list) == [-3, -2, -1, 0, 1, 2, 3])
    #expect(items.list.run != nil)
    #expect(items.diagnostics == [])
    #expect((0..<7).map(items.inputOffset(ofItem:)) == Array(0..<7))
  }

  @Test func theSameRunChangesNothing() {
    var items = items(0..<1_000_000_000, selectingIndex: 7)
    #expect(items.update(run: 0..<1_000_000_000) == false)
    #expect(items.selectedID == 7)
    #expect(items.isLastGiven(run: 0..<1_000_000_000))
    #expect(!items.isLastGiven(run: 0..<999_999_999))
  }

  /// The bounds change: the selected ID stays selected while the run holds it; else its
  /// nearest survivor (only one side can survive: the run's integers after it, or before it);
  /// else the same position when the count is the same; else the first.
  @Test(arguments: [
    (0..<10, 4, -5..<110, 4 as Int?, 9 as Int?),  // kept, moved by the new lower bound
    (0..<10, 7, 0..<5, 4, 4),  // cut after it: the last one before it
    (0..<10, 2, 5..<20, 5, 0),  // cut before it: the first one after it
    (0..<10, 9, 9..<10, 9, 0),
    (0..<10, 3, 20..<30, 23, 3),  // none survives, same count: the same position
    (0..<10, 3, 20..<25, 20, 0),  // none survives, another count: the first
    (0..<10, 3, 0..<0, nil, nil),  // empty: nothing
    (-5..<5, 0, -1_000_000_000..<1_000_000_000, -5, 999_999_995),
    (0..<1_000_000_000, 999_999_999, 1_000_000_000..<1_000_000_010, 1_000_000_000, 0),
  ])
  func aChangeOfBoundsKeepsTheSelectedItemOrItsNearestSurvivor(
    old: Range<Int>, selected: Int, new: Range<Int>, expectedID: Int?, expectedIndex: Int?
  ) {
    var items = items(old, selectingIndex: selected)
    #expect(items.update(run: new) == true)
    #expect(items.selectedID == expectedID)
    #expect(items.selectedIndex == expectedIndex)
  }

  @Test func aRunAfterAnEmptyOneSelectsItsFirstItem() {
    var items = items(0..<0)
    #expect(items.selectedIndex == nil)
    #expect(items.update(run: 5..<8) == true)
    #expect(items.selectedID == 5)
  }

  /// From a run to an array, the nearest survivor is found in the array, by each item's offset
  /// in the old run: on a tie, the one after the selected item wins.
  @Test func fromARunToAnArrayTheNearestSurvivorWinsTheOneAfterOnATie() {
    var items = items(0..<10, selectingIndex: 5)
    #expect(items.update([3, 7, 4, 6, 42]) == true)
    #expect(items.selectedID == 6)
    #expect(items.selectedIndex == 3)
    #expect(items.list.run == nil)
    #expect(items.update(run: 0..<10) == true)
    #expect(items.selectedID == 6)
    #expect(items.update([1, 4, 9]) == true)
    #expect(items.selectedID == 4)  // 4 before beats 9 after: it is nearer
  }

  /// The same IDs in the other form change nothing, and the form given is kept from then on.
  @Test func theSameIDsInTheOtherFormChangeNothing() {
    var items = items(2..<6, selectingIndex: 2)
    #expect(items.update([2, 3, 4, 5]) == false)
    #expect(items.list.run == nil)
    #expect(items.selectedID == 4)
    #expect(items.isLastGiven(run: 2..<6))
    #expect(items.update(run: 2..<6) == false)
    #expect(items.list.run != nil)
    #expect(items.selectedID == 4)
    #expect(items.update(2..<6) == false)  // a collection that is not an array
    #expect(items.list.run != nil)
  }

  /// A list given with duplicates is not the run of its first occurrences: it was given with more.
  @Test func anArrayWithDuplicatesIsNotTheRunOfItsFirstOccurrences() {
    var items = CarouselItems([0, 1, 1, 2], selecting: 1)
    #expect(!items.isLastGiven(run: 0..<3))
    #expect(items.update(run: 0..<3) == true)
    #expect(items.selectedID == 1)
    #expect(items.diagnostics == [])
    #expect(items.droppedDuplicateCount == 0)
    #expect(items.update([0, 1, 1, 2]) == true)
    #expect(items.diagnostics == [.duplicateIDs(count: 1)])
  }

  /// A run longer than `Int.max` keeps its first `Int.max` IDs and says so; sent again, it
  /// changes nothing.
  @Test func aRunLongerThanIntMaxIsCutAndReported() {
    var items = items(-5..<3, selectingIndex: 6)
    #expect(items.selectedID == 1)
    #expect(items.update(run: Int.min..<Int.max) == true)
    #expect(items.count == Int.max)
    #expect(items.selectedID == -2)  // 1 is gone: the run ends at -2, before it
    #expect(items.selectedIndex == Int.max - 1)
    #expect(items.diagnostics == [.runTooLong(lowerBound: Int.min, upperBound: Int.max)])
    #expect(items.update(run: Int.min..<Int.max) == false)
    #expect(items.update(run: Int.min..<(Int.max - 1)) == true)  // given otherwise: a change
    #expect(items.selectedID == -2)
    #expect(items.update(run: 0..<3) == true)
    #expect(items.selectedID == 0)
    #expect(items.diagnostics == [])
  }

  /// Whether any item of a previous list is still listed, in every pair of forms.
  @Test func anyOfThePreviousItemsIsFoundInEveryForm() {
    let run = items(0..<5)
    #expect(run.containsAny(of: CarouselItemList(ItemRun<Int>(4..<9))))
    #expect(!run.containsAny(of: CarouselItemList(ItemRun<Int>(5..<9))))
    #expect(!run.containsAny(of: CarouselItemList(ItemRun<Int>(-3..<0))))
    #expect(run.containsAny(of: CarouselItemList([9, 8, 3])))
    #expect(!run.containsAny(of: CarouselItemList([9, 8, -1])))
    let array = CarouselItems([7, 1, 9])
    #expect(array.containsAny(of: CarouselItemList(ItemRun<Int>(-3..<2))))
    #expect(!array.containsAny(of: CarouselItemList(ItemRun<Int>(2..<7))))
    #expect(array.containsAny(of: CarouselItemList([4, 9])))
    #expect(!array.containsAny(of: CarouselItemList([4, 5])))
  }

  /// Every change between runs with bounds in -3...3, and between those runs and small arrays,
  /// from every selected index: the run's items select what the same IDs as arrays select, which
  /// is what the tests' model of the rule says, and report a change exactly when the IDs differ.
  @Test(.offThePool) func everySmallChangeMatchesTheArrayFormAndTheModel() {
    var runs: [Range<Int>] = []
    for lower in -3...3 { for upper in lower...3 { runs.append(lower..<upper) } }
    let arrays: [[Int]] = [[], [0], [2, -1], [-3, 5], [1, 0, -1], [3, -2, 7, 2], [4, 5, 6]]
    enum Form {
      case run(Range<Int>)
      case array([Int])
    }
    let forms = runs.map(Form.run) + arrays.map(Form.array)
    func ids(_ form: Form) -> [Int] {
      switch form {
      case .run(let bounds): return Array(bounds)
      case .array(let ids): return ids
      }
    }
    func send(_ form: Form, to items: inout CarouselItems<Int>) -> Bool {
      switch form {
      case .run(let bounds): return items.update(run: bounds)
      case .array(let ids): return items.update(ids)
      }
    }
    for old in forms {
      let oldIDs = ids(old)
      for selected in oldIDs.isEmpty ? [nil] : oldIDs.indices.map(Optional.some) {
        for new in forms {
          // At least one side a run: array to array is the items' own property test.
          if case .array = old, case .array = new { continue }
          var items = CarouselItems([Int]())
          _ = send(old, to: &items)
          if let selected { items.select(index: selected) }
          var model = CarouselItems(oldIDs)
          if let selected { model.select(index: selected) }
          let newIDs = ids(new)
          let previous = items.list
          let changed = send(new, to: &items)
          let modelChanged = model.update(newIDs)
          let context = "\(oldIDs) at \(String(describing: selected)) to \(newIDs)"
          #expect(changed == modelChanged, "\(context)")
          #expect(changed == (oldIDs != newIDs), "\(context)")
          #expect(items.selectedID == model.selectedID, "\(context)")
          #expect(items.selectedIndex == model.selectedIndex, "\(context)")
          #expect(
            items.selectedID
              == expectedSelection(after: oldIDs, selected: selected, becomes: newIDs),
            "\(context)")
          #expect(Array(items.list) == newIDs, "\(context)")
          #expect(items.ids == newIDs, "\(context)")
          for id in -4...7 { #expect(items.index(of: id) == newIDs.firstIndex(of: id)) }
          #expect(
            items.containsAny(of: previous) == newIDs.contains { oldIDs.contains($0) },
            "\(context)")
        }
      }
    }
  }
}
