import CarouselCore
import TestSupport
import Testing
import UpdateCycleDouble

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

  /// A list given without duplicates is kept as given: the items share the array's storage
  /// instead of copying it, and an edit of it shares the edited array's.
  @Test func aListWithoutDuplicatesIsKeptAsGiven() {
    let first = Array(0..<100)
    var items = CarouselItems(first)
    #expect(sameStorage(items.ids, first))
    let appended = first + [100, 101]
    #expect(items.update(appended) == true)
    #expect(sameStorage(items.ids, appended))
    let repeated = appended + [5]
    #expect(items.update(repeated) == true)
    #expect(!sameStorage(items.ids, repeated))  // its first occurrences, a list of their own
    #expect(items.ids == appended)
  }

  /// Random lists with repeats, updated and selected at random: each new list is either drawn
  /// anew or an edit of the last one given (a run appended, prepended, inserted, removed or
  /// replaced), so that both the index's edits and its rebuilds are taken, on lists that grow
  /// and shrink past the index's room. After every update the items must match the test's own
  /// model: the list without repeats, each ID's index and first offset, an absent ID's `nil`,
  /// the selected ID kept when it survived, else its nearest survivor in the old order, and
  /// `update` reporting exactly whether the list differs from the one last given. A failure is
  /// described only when it happens, so the 80,000 updates take seconds.
  @Test(.offThePool) func itemsMatchTheModelThroughRandomEditsAndLists() {
    let seed: UInt64 = 0x5EED_CA20_0001
    var generator = SeededGenerator(seed: seed)
    for sequence in 0..<propertySequenceCount() {
      var lastInput = randomIDs(using: &generator)
      var items = CarouselItems(lastInput, selecting: Int.random(in: 0..<8, using: &generator))
      for step in 0..<8 {
        let before = items
        let newIDs =
          Bool.random(using: &generator)
          ? randomIDs(using: &generator)
          : randomEdit(of: lastInput, longestRun: 3, idBound: 41, using: &generator)
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
          items.select(index: Int.random(in: -2...40, using: &generator))
        }
      }
    }
  }
}

/// Whether two arrays share their storage.
private func sameStorage(_ lhs: [Int], _ rhs: [Int]) -> Bool {
  lhs.withUnsafeBufferPointer { lhs in
    rhs.withUnsafeBufferPointer { rhs in lhs.baseAddress == rhs.baseAddress }
  }
}

/// What is wrong with `after`, the items `before` updated to `newIDs`, or `nil`.
private func brokenPromise(
  before: CarouselItems<Int>, after: CarouselItems<Int>, newIDs: [Int], changed: Bool,
  expectedChange: Bool
) -> String? {
  let model = firstOccurrences(of: newIDs)
  if after.ids != model.ids { return "ids \(after.ids) for \(newIDs)" }
  if Array(after.lastGiven) != newIDs { return "last given \(after.lastGiven) for \(newIDs)" }
  if after.droppedDuplicateCount != newIDs.count - model.ids.count {
    return "dropped \(after.droppedDuplicateCount) for \(newIDs)"
  }
  for (index, id) in model.ids.enumerated() {
    if after.index(of: id) != index { return "index of \(id): \(after.index(of: id) as Any)" }
    if after.inputOffset(ofItem: index) != model.offsets[index] {
      return "offset of item \(index): \(after.inputOffset(ofItem: index)) for \(newIDs)"
    }
  }
  if let absent = (0...40).first(where: { !model.ids.contains($0) }), after.index(of: absent) != nil
  {
    return "absent \(absent) found in \(newIDs)"
  }
  if after.isEmpty != (after.selectedIndex == nil) {
    return "selection \(String(describing: after.selectedIndex))"
  }
  if let index = after.selectedIndex, !after.ids.indices.contains(index) { return "index \(index)" }
  if changed != expectedChange { return "update said \(changed) for \(before.ids) -> \(newIDs)" }
  let expected = expectedSelection(
    after: before.ids, selected: before.selectedIndex, becomes: model.ids)
  if after.selectedID != expected {
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
