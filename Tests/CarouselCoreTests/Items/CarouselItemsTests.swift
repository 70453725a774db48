import CarouselCore
import Testing

@Suite struct CarouselItemsTests {
  @Test func startsOnTheRequestedItem() {
    let items = CarouselItems(["a", "b", "c"], selecting: "b")
    #expect(items.ids == ["a", "b", "c"])
    #expect(items.count == 3)
    #expect(!items.isEmpty)
    #expect(items.selectedIndex == 1)
    #expect(items.selectedID == "b")
    #expect(items.index(of: "c") == 2)
    #expect(items.index(of: "z") == nil)
    #expect(items.diagnostics == [])
  }

  @Test func startsOnTheFirstItemWithoutOrWithAMissingSelection() {
    #expect(CarouselItems(["a", "b"]).selectedID == "a")
    #expect(CarouselItems(["a", "b"], selecting: "z").selectedID == "a")
  }

  @Test func selectingAMissingIDKeepsTheSelection() {
    var items = CarouselItems(["a", "b", "c"], selecting: "c")
    #expect(items.select("z") == false)
    #expect(items.selectedID == "c")
    #expect(items.select(nil) == false)
    #expect(items.selectedID == "c")
    #expect(items.select("a") == true)
    #expect(items.selectedID == "a")
  }

  @Test(arguments: [(-5, 0), (0, 0), (2, 2), (3, 3), (4, 3), (Int.max, 3), (Int.min, 0)])
  func selectingAnIndexClampsIt(index: Int, expected: Int) {
    var items = CarouselItems([10, 20, 30, 40], selecting: 20)
    items.select(index: index)
    #expect(items.selectedIndex == expected)
  }

  @Test func emptyListSelectsNothing() {
    var items = CarouselItems([String]())
    #expect(items.isEmpty)
    #expect(items.count == 0)
    #expect(items.selectedIndex == nil)
    #expect(items.selectedID == nil)
    #expect(items.select("a") == false)
    #expect(items.select(nil) == true)
    items.select(index: 3)
    #expect(items.selectedIndex == nil)
    #expect(items.update(["x", "y"]) == true)
    #expect(items.selectedID == "x")
    #expect(items.update([]) == true)
    #expect(items.selectedIndex == nil)
    #expect(items.update([]) == false)
  }

  @Test func duplicateIDsKeepTheFirstOccurrenceAndAreReported() {
    var items = CarouselItems(["a", "b", "a", "c", "b", "a"], selecting: "c")
    #expect(items.ids == ["a", "b", "c"])
    #expect(items.droppedDuplicateCount == 3)
    #expect(items.diagnostics == [.duplicateIDs(count: 3)])
    #expect(items.selectedIndex == 2)
    #expect(items.index(of: "b") == 1)
    items.update(["c", "c", "d"])
    #expect(items.ids == ["c", "d"])
    #expect(items.diagnostics == [.duplicateIDs(count: 1)])
    #expect(items.selectedIndex == 0)
    items.update(["c", "d"])
    #expect(items.droppedDuplicateCount == 0)
    #expect(items.diagnostics == [])
  }

  @Test func insertingRemovingAndReorderingOthersKeepsTheSelectedItem() {
    var items = CarouselItems(["a", "b", "c", "d"], selecting: "c")
    #expect(items.update(["x", "a", "b", "c", "d"]) == true)  // insert before
    #expect(items.selectedID == "c")
    #expect(items.selectedIndex == 3)
    #expect(items.update(["x", "c", "d", "y"]) == true)  // remove others, insert after
    #expect(items.selectedIndex == 1)
    #expect(items.update(["y", "d", "x", "c"]) == true)  // reorder
    #expect(items.selectedIndex == 3)
    #expect(items.selectedID == "c")
  }

  /// A host finds an item's data where its first occurrence was in the list it gave.
  @Test func inputOffsetsPointAtEachItemsFirstOccurrence() {
    var items = CarouselItems(["a", "b", "c"])
    #expect((0..<3).map(items.inputOffset(ofItem:)) == [0, 1, 2])
    items.update(["a", "a", "b", "a", "c", "b", "d"])
    #expect(items.ids == ["a", "b", "c", "d"])
    #expect((0..<4).map(items.inputOffset(ofItem:)) == [0, 2, 4, 6])
    items.update(["d", "c"])
    #expect((0..<2).map(items.inputOffset(ofItem:)) == [0, 1])
  }

  @Test func theSameListChangesNothingEvenWithDuplicates() {
    var items = CarouselItems(["a", "b", "a"], selecting: "b")
    #expect(items.update(["a", "b", "a"]) == false)
    #expect(items.update(["a", "b"]) == true)
    #expect(items.update(["a", "b"]) == false)
    #expect(items.update(["a", "b", "b"]) == true)
    #expect(items.selectedID == "b")
    #expect(items.update(["a", "b", "b"][...]) == false)
  }

  /// Old list a b c d e with c selected; the new list; the item expected to be selected.
  @Test(arguments: [
    (["a", "b", "d", "e"], "d"),  // the item after slides into c's place
    (["a", "b", "e"], "b"),  // d gone: b is one before
    (["a", "e"], "e"),  // both neighbors gone: two after beats two before
    (["a"], "a"),
    (["d", "e"], "d"),
    (["a", "b"], "b"),
    (["e", "d", "a", "b"], "d"),  // nearest in the OLD order, wherever it moved
    (["x", "y"], "x"),  // no survivors: the first new item
  ])
  func removingTheSelectedItemSelectsTheNearestSurvivor(newIDs: [String], expected: String) {
    var items = CarouselItems(["a", "b", "c", "d", "e"], selecting: "c")
    #expect(items.update(newIDs) == true)
    #expect(items.selectedID == expected)
    #expect(items.selectedIndex == newIDs.firstIndex(of: expected))
  }

  @Test func removingEverythingSelectsNothing() {
    var items = CarouselItems(["a", "b"], selecting: "b")
    #expect(items.update([]) == true)
    #expect(items.selectedIndex == nil)
    #expect(items.selectedID == nil)
  }

  @Test func removingTheLastItemSelectsTheNewLastItem() {
    var items = CarouselItems([1, 2, 3], selecting: 3)
    #expect(items.update([1, 2]) == true)
    #expect(items.selectedID == 2)
  }

  /// Random short lists with repeats, updated and selected at random: the selection is always a
  /// valid index (nil exactly when empty), a surviving selected ID never changes, a removed one
  /// goes to its nearest survivor in the old order, and `update` reports exactly whether the list
  /// differs from the one last given. Checks are plain comparisons, and a failure is described
  /// only when it happens, so the 40,000 updates take a fraction of a second.
  @Test func selectionStaysValidThroughRandomUpdates() {
    let seed: UInt64 = 0x5EED_CA20_0001
    var generator = SeededGenerator(seed: seed)
    for sequence in 0..<propertySequenceCount() {
      var lastInput = randomIDs(using: &generator)
      var items = CarouselItems(lastInput, selecting: Int.random(in: 0..<8, using: &generator))
      for step in 0..<4 {
        let before = items
        let newIDs = randomIDs(using: &generator)
        let changed = items.update(newIDs)
        if let failure = brokenPromise(
          before: before, after: items, newIDs: newIDs, changed: changed,
          expectedChange: newIDs != lastInput)
        {
          Issue.record("seed \(seed), sequence \(sequence), step \(step): \(failure)")
          return
        }
        lastInput = newIDs
        if Bool.random(using: &generator) {
          items.select(index: Int.random(in: -2...8, using: &generator))
        }
      }
    }
  }
}

/// What is wrong with `after`, the items `before` updated to `newIDs`, or `nil`.
private func brokenPromise(
  before: CarouselItems<Int>, after: CarouselItems<Int>, newIDs: [Int], changed: Bool,
  expectedChange: Bool
) -> String? {
  if after.ids != uniqued(newIDs) { return "ids \(after.ids) for \(newIDs)" }
  if after.isEmpty != (after.selectedIndex == nil) {
    return "selection \(String(describing: after.selectedIndex))"
  }
  if let index = after.selectedIndex, !after.ids.indices.contains(index) { return "index \(index)" }
  if changed != expectedChange { return "update said \(changed) for \(before.ids) -> \(newIDs)" }
  if let old = before.selectedID, after.index(of: old) != nil {
    if after.selectedID != old { return "lost the selected \(old)" }
  } else if !after.isEmpty, after.selectedID != expectedSurvivor(of: before, in: after) {
    return "selected \(String(describing: after.selectedID)) after \(before.ids) -> \(newIDs)"
  }
  return nil
}

/// 0 to 6 IDs from a small range, so that lists overlap and repeat.
private func randomIDs(using generator: inout SeededGenerator) -> [Int] {
  (0..<Int.random(in: 0...6, using: &generator)).map { _ in
    Int.random(in: 0..<8, using: &generator)
  }
}

/// `ids` without repeats, first occurrences kept.
private func uniqued(_ ids: [Int]) -> [Int] {
  var seen: Set<Int> = []
  return ids.filter { seen.insert($0).inserted }
}

/// The old item nearest the old selection that is still in `new`, preferring the one after on a
/// tie; the first new item when none survive.
private func expectedSurvivor(of old: CarouselItems<Int>, in new: CarouselItems<Int>) -> Int? {
  guard let selected = old.selectedIndex else { return new.ids.first }
  let survivors = old.ids.indices.filter { new.index(of: old.ids[$0]) != nil }
  let nearest = survivors.min { lhs, rhs in
    (abs(lhs - selected), lhs < selected ? 1 : 0) < (abs(rhs - selected), rhs < selected ? 1 : 0)
  }
  return nearest.map { old.ids[$0] } ?? new.ids.first
}
