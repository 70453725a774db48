import TestSupport
import Testing
import UpdateCycleDouble

@testable import CarouselCore

/// Removing a run by its indices in the pass that renumbers the rest: the run's slots become
/// tombstones, which probes pass, insertions reuse and the room counts as taken. Checked on a
/// hand-worked layout, on a table with no tag bits, on every edit of small tables two edits
/// deep, and through `CarouselItems`, literally and against the test's own model of a list.
@Suite struct ItemIndexTombstoneTests {
  // MARK: - The entry

  /// The index bits hold one more value than the largest index plus one, so that the value with
  /// every bit set is no index: 15 indices need 5 bits, not 4. Checked for every capacity from
  /// 0 to 600 in every width.
  @Test func theTombstoneIsNoIndex() {
    #expect(ItemIndexTable<UInt8>(capacity: 13).capacity == 14)
    #expect(ItemIndexTable<UInt8>(capacity: 13).indexBits == 4)
    #expect(ItemIndexTable<UInt8>(capacity: 15).capacity == 15)
    #expect(ItemIndexTable<UInt8>(capacity: 15).indexBits == 5)
    #expect(ItemIndexTable<UInt8>(capacity: 254).indexBits == 8)
    #expect(ItemIndexTable<UInt32>(capacity: 1_023).indexBits == 11)
    #expect(tombstoneClashes(UInt8.self, through: 600) == [])
    #expect(tombstoneClashes(UInt16.self, through: 600) == [])
    #expect(tombstoneClashes(UInt32.self, through: 600) == [])
    #expect(tombstoneClashes(UInt.self, through: 600) == [])
  }

  // MARK: - A worked example

  /// 8 slots, 3 index bits. Three IDs whose home is the last slot wrap around to slots 0 and 1,
  /// pushing one whose home is 0 to 2 and one whose home is 2 to 3. Removing the two at slots 0
  /// and 1 by their indices leaves tombstones that the lookups of the IDs after them pass; a new
  /// ID whose home is the last slot takes the first tombstone on its way; removing by shifting
  /// back steps over a tombstone and leaves it; a new ID whose probe passes no tombstone takes
  /// an empty slot.
  @Test func aRunRemovedByItsIndicesLeavesTombstonesThatProbesPassAndInsertionsReuse() {
    var table = ItemIndexTable<UInt32>(capacity: 6)
    #expect(table.slots.count == 8)
    #expect(table.indexBits == 3)
    let last = idsWithHome(7, slotCount: 8, count: 4)
    let (a1, a2, a3, d) = (last[0], last[1], last[2], last[3])
    let startIDs = idsWithHome(0, slotCount: 8, count: 2)
    let (b, e) = (startIDs[0], startIDs[1])
    let c = idsWithHome(2, slotCount: 8, count: 1)[0]
    var ids = [a1, a2, a3, b, c]
    #expect(table.insertUntilRepeated(ids) == 5)
    #expect(marks(table) == ["1", "2", "3", "4", ".", ".", ".", "0"])

    table.removeIndices(1..<3, shiftingLaterBy: -2)
    ids.removeSubrange(1..<3)
    #expect(marks(table) == ["x", "x", "1", "2", ".", ".", ".", "0"])
    #expect((table.count, table.tombstoneCount, table.room) == (3, 2, 1))
    #expect(indexMismatch(table, ids, absent: [a2, a3, d, e]) == nil)

    ids.append(d)
    #expect(table.insert(d, at: 3, in: ids) == nil)
    #expect(marks(table) == ["3", "x", "1", "2", ".", ".", ".", "0"])
    #expect((table.count, table.tombstoneCount, table.room) == (4, 1, 1))
    #expect(indexMismatch(table, ids, absent: [a2, a3, e]) == nil)

    table.remove(b, in: ids)
    ids.remove(at: 1)
    table.shiftIndices(from: 1, by: -1)
    #expect(marks(table) == ["2", "x", "1", ".", ".", ".", ".", "0"])
    table.remove(a1, in: ids)
    ids.removeFirst()
    table.shiftIndices(from: 0, by: -1)
    #expect(marks(table) == [".", "x", "0", ".", ".", ".", ".", "1"])
    #expect((table.count, table.tombstoneCount, table.room) == (2, 1, 3))
    #expect(indexMismatch(table, ids, absent: [a1, a2, a3, b, e]) == nil)

    ids.append(e)
    #expect(table.insert(e, at: 2, in: ids) == nil)
    #expect(marks(table) == ["2", "x", "0", ".", ".", ".", ".", "1"])
    #expect((table.count, table.tombstoneCount, table.room) == (3, 1, 2))
    #expect(indexMismatch(table, ids, absent: [a1, a2, a3, b]) == nil)
  }

  /// Without tag bits (a `UInt8` table of 254 indices) every entry matches every probe's tag, so
  /// each probe meets the tombstones it passes: none is read as an index.
  @Test func aTableWithoutTagBitsPassesItsTombstones() {
    var table = ItemIndexTable<UInt8>(capacity: 254)
    #expect(table.indexBits == 8)
    var ids = Array(1_000..<1_200)
    #expect(table.insertUntilRepeated(ids) == 200)
    table.removeIndices(50..<150, shiftingLaterBy: -100)
    let removed = Array(ids[50..<150])
    ids.removeSubrange(50..<150)
    #expect((table.count, table.tombstoneCount, table.room) == (100, 100, 54))
    #expect(indexMismatch(table, ids, absent: removed + [0, 999, 1_200]) == nil)
    table.removeIndices(0..<0, shiftingLaterBy: 3)
    ids.insert(contentsOf: [7, 8, 9], at: 0)
    for offset in 0..<3 { #expect(table.insert(ids[offset], at: offset, in: ids) == nil) }
    #expect(table.count == 103)
    #expect(table.tombstoneCount + table.room == 151)
    #expect(indexMismatch(table, ids, absent: removed) == nil)
    #expect(slotCountProblem(table) == nil)
  }

  @Test func removingNoIndicesAndMovingNoneChangesNothing() {
    var table = ItemIndexTable<UInt16>(capacity: 12)
    let ids = Array(0..<9)
    #expect(table.insertUntilRepeated(ids) == 9)
    let before = table.slots
    table.removeIndices(4..<4, shiftingLaterBy: 0)
    table.removeIndices(9..<9, shiftingLaterBy: 2)
    table.removeIndices(9..<20, shiftingLaterBy: -3)
    #expect(table.slots == before)
    #expect((table.count, table.tombstoneCount) == (9, 0))
    var empty = ItemIndexTable<UInt32>.empty
    empty.removeIndices(0..<3, shiftingLaterBy: -3)
    #expect((empty.count, empty.tombstoneCount, empty.slots.count) == (0, 0, 0))
  }

  // MARK: - Every edit of small tables

  /// Every list of 0 to 6 IDs in a table of 6 (8 slots), every run removed from it by its
  /// indices with 0 to 3 new IDs inserted in its place (as many as the room holds), then every
  /// such edit of the result: each ID is found at its offset, none removed is, and the counts
  /// match the slots. The first edits are 195: 4, 12, 24 and 40 of 0 to 3 IDs (1, 3, 6 and 10
  /// runs, each replaced by 0 to 3), 45, 42 and 28 of 4 to 6 (replaced by what the room holds).
  @Test func everyTwoEditsOfASmallTableMatchTheList() {
    var failures: [String] = []
    var firstEdits = 0
    for count in 0...6 {
      let ids = (0..<count).map { $0 * 11 }
      var table = ItemIndexTable<UInt32>(capacity: 6)
      _ = table.insertUntilRepeated(ids)
      for (first, firstIDs, firstTable) in everyMarkingEdit(of: table, ids, newFrom: 100) {
        firstEdits += 1
        // How many second edits there are depends on the tombstones the first one's insertions
        // reused, which depends on where the process's hash seed puts the IDs.
        for (second, secondIDs, secondTable) in everyMarkingEdit(
          of: firstTable, firstIDs, newFrom: 200)
        {
          let absent = ids + firstIDs + [-1]
          if let problem =
            slotCountProblem(secondTable)
            ?? indexMismatch(secondTable, secondIDs, absent: absent.filter(secondIDs.doesNotHold))
          {
            failures.append("\(ids), \(first), \(second): \(problem)")
          }
        }
      }
    }
    #expect(firstEdits == 195)
    #expect(failures.prefix(5) == [])
  }

  /// Every list filling 0 to 15 of a table's capacity of 15 (20 slots, 5 index bits), in the
  /// narrow entries and in `UInt8` ones (3 tag bits), and every marking edit of it.
  @Test(arguments: [false, true])
  func everyEditOfATableOf15MatchesTheList(narrowest: Bool) {
    var failures: [String] = []
    for count in 0...15 {
      let ids = (0..<count).map { $0 * 7 + 3 }
      if narrowest {
        failures += editFailures(ItemIndexTable<UInt8>(capacity: 15), ids)
      } else {
        failures += editFailures(ItemIndexTable<UInt32>(capacity: 15), ids)
      }
    }
    #expect(failures.prefix(5) == [])
  }

  // MARK: - Through the items

  /// 100 items have room for 113 (an eighth more, in 150 slots). Removing 10 from the middle
  /// marks their slots and keeps the room; one ID removed and given back reuses its own slot.
  @Test func anEditInTheMiddleMarksTheRemovedRunAndKeepsTheRoom() {
    var items = CarouselItems(Array(0..<100), selecting: 60)
    #expect(items.index.capacity == 113)
    #expect(items.update(Array(0..<40) + Array(50..<100)) == true)
    #expect((items.index.tombstoneCount, items.index.room, items.index.capacity) == (10, 13, 113))
    #expect(items.selectedIndex == 50)
    #expect(
      (0..<100).allSatisfy { items.index(of: $0) == ($0 < 40 ? $0 : $0 < 50 ? nil : $0 - 10) })

    var one = CarouselItems(Array(0..<100))
    #expect(one.update(Array(0..<70) + Array(71..<100)) == true)
    #expect(one.index.tombstoneCount == 1)
    #expect(one.update(Array(0..<100)) == true)
    #expect((one.index.tombstoneCount, one.index.room) == (0, 13))
    #expect((0..<100).allSatisfy { one.index(of: $0) == $0 })
  }

  /// An edit at the end has nothing to renumber: its removed IDs are found and their slots freed.
  @Test func anEditAtTheEndFreesTheRemovedSlots() {
    var items = CarouselItems(Array(0..<100))
    #expect(items.update(Array(0..<90)) == true)
    #expect((items.index.tombstoneCount, items.index.room) == (0, 23))
    #expect(items.update(Array(0..<85) + Array(500..<510)) == true)
    #expect((items.index.tombstoneCount, items.index.room) == (0, 18))
  }

  /// 100 items in room for 113: 5 replaced by 18 in the middle make 113, which fit once the 5
  /// are freed but not beside their marks (100 + 18). The edit frees them instead of marking
  /// them, and is made in place.
  @Test func anEditWhoseNewIDsDoNotFitBesideTheMarksFreesTheRemovedSlots() {
    var items = CarouselItems(Array(0..<100), selecting: 42)
    let newIDs = Array(0..<40) + Array(1_000..<1_018) + Array(45..<100)
    #expect(items.update(newIDs) == true)
    #expect((items.index.tombstoneCount, items.index.room, items.index.capacity) == (0, 0, 113))
    #expect(newIDs.indices.allSatisfy { items.index(of: newIDs[$0]) == $0 })
    #expect((40..<45).allSatisfy { items.index(of: $0) == nil })
    #expect(items.selectedID == 45)  // 40 to 44 are gone: three after comes first
  }

  /// The marked slots count against the room: after 10 are marked (90 items and 10 tombstones
  /// in room for 113), 13 more items fit in place, 14 do not and the list is indexed anew, with
  /// an eighth more room than its 104 items and no tombstone.
  @Test func theMarkedSlotsCountAgainstTheRoom() {
    var items = CarouselItems(Array(0..<100))
    #expect(items.update(Array(0..<40) + Array(50..<100)) == true)
    var fits = items
    #expect(fits.update(Array(0..<40) + Array(50..<100) + Array(200..<213)) == true)
    #expect(fits.index.capacity == 113)
    #expect(fits.index.tombstoneCount <= 10)
    #expect(items.update(Array(0..<40) + Array(50..<100) + Array(200..<214)) == true)
    #expect((items.index.capacity, items.index.tombstoneCount, items.index.room) == (117, 0, 13))
  }

  /// Lists of 20 to 300 IDs edited at random, runs of up to 12 IDs appended, prepended,
  /// inserted, removed or replaced (a new ID mostly, a repeat at times), so that the index marks
  /// runs, reuses marks, frees slots and is indexed anew when its room is spent: after every
  /// update each ID is found at its offset, a removed one is not, the selection is the nearest
  /// survivor, and the index's tombstones and items fit its capacity.
  @Test(.offThePool) func itemsMatchTheModelThroughLongRandomEdits() {
    let seed: UInt64 = 0x70B5_70E5_0001
    var generator = SeededGenerator(seed: seed)
    var seen = (marked: 0, reused: 0, reindexed: 0)
    for sequence in 0..<max(1, propertySequenceCount(default: 10_000) / 100) {
      var given = Array(0..<(20 + generator.below(281)))
      var items = CarouselItems(given, selecting: given[generator.below(given.count)])
      for step in 0..<30 {
        let before = items
        let newIDs = randomEdit(of: given, longestRun: 12, idBound: 2_000, using: &generator)
        items.update(newIDs)
        if let problem = longListProblem(before: before, after: items, given: newIDs) {
          Issue.record("seed \(seed), sequence \(sequence), step \(step): \(problem)")
          return
        }
        let (old, new) = (before.index, items.index)
        if new.capacity != old.capacity {
          seen.reindexed += 1
        } else if new.tombstoneCount > old.tombstoneCount {
          seen.marked += 1
        } else if new.tombstoneCount < old.tombstoneCount {
          seen.reused += 1
        }
        given = newIDs
      }
    }
    if propertySequenceCount(default: 10_000) >= 1_000 {
      #expect(seen.marked > 0 && seen.reused > 0 && seen.reindexed > 0, "\(seen)")
    }
  }
}

// MARK: - Helpers

extension Array where Element: Equatable {
  /// Whether the array lacks `element`: for filtering the IDs a list no longer holds.
  fileprivate func doesNotHold(_ element: Element) -> Bool { !contains(element) }
}

/// The capacities from 0 through `last` whose `Entry` table could store an index plus one with
/// every index bit set, the tombstone's value.
private func tombstoneClashes<Entry: FixedWidthInteger & UnsignedInteger & Sendable>(
  _: Entry.Type, through last: Int
) -> [Int] {
  (0...last).filter { requested in
    let table = ItemIndexTable<Entry>(capacity: requested)
    return table.capacity > 0 && Entry(table.capacity) >= table.indexMask
  }
}

/// One edit as `CarouselItems` makes it in the middle: `removed` forgotten by its indices and
/// `inserted` new IDs put in its place.
private struct MarkingEdit: CustomStringConvertible {
  let removed: Range<Int>
  let inserted: Int

  var description: String { "\(removed) by \(inserted)" }
}

/// Every edit of `table`, the index of `ids`, that removes a run by its indices and inserts 0
/// to 3 new IDs (numbered from `newFrom`, as many as its room holds) in its place, with the list
/// and the table it gives.
private func everyMarkingEdit<Entry: FixedWidthInteger & UnsignedInteger & Sendable>(
  of table: ItemIndexTable<Entry>, _ ids: [Int], newFrom: Int
) -> [(MarkingEdit, [Int], ItemIndexTable<Entry>)] {
  var edits: [(MarkingEdit, [Int], ItemIndexTable<Entry>)] = []
  for lower in 0...ids.count {
    for upper in lower...ids.count {
      for inserted in 0...min(3, table.room) {
        var edited = table
        edited.removeIndices(lower..<upper, shiftingLaterBy: inserted - (upper - lower))
        var list = ids
        list.replaceSubrange(lower..<upper, with: newFrom..<(newFrom + inserted))
        for offset in lower..<(lower + inserted) {
          _ = edited.insert(list[offset], at: offset, in: list)
        }
        edits.append((MarkingEdit(removed: lower..<upper, inserted: inserted), list, edited))
      }
    }
  }
  return edits
}

/// What is wrong after each marking edit of `table`, filled with `ids`, as text.
private func editFailures<Entry: FixedWidthInteger & UnsignedInteger & Sendable>(
  _ table: ItemIndexTable<Entry>, _ ids: [Int]
) -> [String] {
  var filled = table
  guard filled.insertUntilRepeated(ids) == ids.count else { return ["fill \(ids.count)"] }
  return everyMarkingEdit(of: filled, ids, newFrom: 1_000).compactMap { edit, list, edited in
    let absent = ids.filter(list.doesNotHold) + [-1, 1_003]
    return (slotCountProblem(edited) ?? indexMismatch(edited, list, absent: absent)).map {
      "\(ids.count) IDs, \(edit): \($0)"
    }
  }
}

/// What is wrong with `after`, the items `before` updated to `given` (no repeats among the old
/// IDs, repeats possible among the new), or `nil`.
private func longListProblem(
  before: CarouselItems<Int>, after: CarouselItems<Int>, given: [Int]
) -> String? {
  let model = firstOccurrences(of: given)
  if after.ids != model.ids { return "ids differ from the first occurrences of \(given.count)" }
  for (offset, id) in model.ids.enumerated() where after.index(of: id) != offset {
    return "\(id) at \(offset) found at \(String(describing: after.index(of: id)))"
  }
  let listed = Set(model.ids)
  for id in before.ids where !listed.contains(id) && after.index(of: id) != nil {
    return "removed \(id) found"
  }
  let expected =
    nearestSurvivor(of: before.selectedIndex, in: before.ids, among: listed) ?? model.ids.first
  if after.selectedID != expected {
    return "selected \(String(describing: after.selectedID)), not \(String(describing: expected))"
  }
  let index = after.index
  if after.count + index.tombstoneCount > index.capacity || index.room < 0 {
    return "\(after.count) items and \(index.tombstoneCount) tombstones in \(index.capacity)"
  }
  return nil
}
