import TestSupport
import Testing
import UpdateCycleDouble

@testable import CarouselCore

/// `ItemIndexTable` over entries of every width it is used with or could be: `UInt8`, where a
/// table near its 254-index limit leaves no tag bits and a small one leaves several, `UInt16`,
/// `UInt32` (the items' narrow index) and `UInt` (the wide one). The sizes are checked against
/// literal values, the layout of probe runs against a hand-worked example, and random edits
/// against a plain array of IDs.
@Suite struct ItemIndexTableTests {
  // MARK: - Sizes

  @Test func slotCountIsTheFewestAtLeastEightOfWhichThreeQuartersHoldTheCapacity() {
    let cases: [(capacity: Int, slots: Int)] = [
      (-1, 0), (0, 0), (1, 8), (6, 8), (7, 10), (8, 11), (9, 12), (12, 16), (100, 134),
      (254, 339),
    ]
    for (capacity, slots) in cases {
      #expect(ItemIndexTable<UInt8>.slotCount(forCapacity: capacity) == slots, "\(capacity)")
      #expect(ItemIndexTable<UInt8>(capacity: capacity).slots.count == slots, "\(capacity)")
      #expect(ItemIndexTable<UInt>(capacity: capacity).slots.count == slots, "\(capacity)")
    }
  }

  @Test func capacitiesOfUInt8Tables() {
    let cases: [(requested: Int, capacity: Int)] = [
      (-1, 0), (0, 0), (1, 6), (6, 6), (7, 8), (8, 9), (9, 9), (100, 101), (126, 126),
      (127, 128), (253, 254), (254, 254), (255, 254), (1000, 254),
    ]
    for (requested, capacity) in cases {
      #expect(ItemIndexTable<UInt8>(capacity: requested).capacity == capacity, "\(requested)")
    }
  }

  @Test func capacitiesOfWiderTables() {
    #expect(ItemIndexTable<UInt16>(capacity: 6).capacity == 6)
    #expect(ItemIndexTable<UInt16>(capacity: 254).capacity == 255)
    #expect(ItemIndexTable<UInt16>(capacity: 1000).capacity == 1001)
    #expect(ItemIndexTable<UInt16>(capacity: 65_533).capacity == 65_534)
    #expect(ItemIndexTable<UInt16>(capacity: 65_534).capacity == 65_534)
    #expect(ItemIndexTable<UInt16>(capacity: 65_535).capacity == 65_534)
    #expect(ItemIndexTable<UInt32>(capacity: 0).capacity == 0)
    #expect(ItemIndexTable<UInt32>(capacity: 7).capacity == 8)
    #expect(ItemIndexTable<UInt32>(capacity: 65_535).capacity == 65_535)
    #expect(ItemIndexTable<UInt32>(capacity: 100_000).capacity == 100_001)
    #expect(ItemIndexTable<UInt>(capacity: 1).capacity == 6)
    #expect(ItemIndexTable<UInt>(capacity: 100_000).capacity == 100_001)
  }

  /// The index takes the bits its largest index plus one needs; the tag has the rest: five
  /// bits in a small `UInt8` table, one at 101 indices, none from 128.
  @Test func indexBitsLeaveTheRestOfTheEntryToTheTag() {
    let cases: [(capacity: Int, indexBits: Int)] = [
      (0, 0), (1, 3), (6, 3), (7, 4), (100, 7), (126, 7), (127, 8), (254, 8), (1000, 8),
    ]
    for (capacity, indexBits) in cases {
      #expect(ItemIndexTable<UInt8>(capacity: capacity).indexBits == indexBits, "\(capacity)")
    }
    #expect(ItemIndexTable<UInt16>(capacity: 65_535).indexBits == 16)
    #expect(ItemIndexTable<UInt32>(capacity: 1000).indexBits == 10)
    #expect(ItemIndexTable<UInt>(capacity: 100_000).indexBits == 17)
  }

  @Test func canIndexBoundaries() {
    #expect(ItemIndexTable<UInt8>.canIndex(count: 0))
    #expect(ItemIndexTable<UInt8>.canIndex(count: 253))
    #expect(ItemIndexTable<UInt8>.canIndex(count: 254))
    #expect(!ItemIndexTable<UInt8>.canIndex(count: 255))
    #expect(!ItemIndexTable<UInt8>.canIndex(count: Int.max))
    #expect(ItemIndexTable<UInt16>.canIndex(count: 65_534))
    #expect(!ItemIndexTable<UInt16>.canIndex(count: 65_535))
    // 2^32 − 2 on 64 bits; on 32 bits the slot count must fit an `Int`: Int.max / 4.
    let largestNarrow =
      Int.bitWidth == 64 ? Int(truncatingIfNeeded: 4_294_967_294 as Int64) : 536_870_911
    #expect(ItemIndexTable<UInt32>.canIndex(count: largestNarrow))
    #expect(!ItemIndexTable<UInt32>.canIndex(count: largestNarrow + 1))
    #expect(!ItemIndexTable<UInt32>.canIndex(count: Int.max))
    let largestWide =
      Int.bitWidth == 64 ? Int(truncatingIfNeeded: 2_305_843_009_213_693_951 as Int64) : 536_870_911
    #expect(ItemIndexTable<UInt>.canIndex(count: largestWide))
    #expect(!ItemIndexTable<UInt>.canIndex(count: largestWide + 1))
    #expect(!ItemIndexTable<UInt>.canIndex(count: Int.max))
  }

  /// Every capacity from 0 to 600 in every width (and every `UInt16` one, from the static
  /// formulas, without allocating): the table has room for what was asked when `canIndex`
  /// allows it, keeps a slot empty, and has the fewest slots, at least 8, of which three
  /// quarters hold the request.
  @Test func everyCapacityGetsRoomInTheFewestSlots() {
    #expect(capacityFailures(UInt8.self, through: 600) == [])
    #expect(capacityFailures(UInt16.self, through: 600) == [])
    #expect(capacityFailures(UInt32.self, through: 600) == [])
    #expect(capacityFailures(UInt.self, through: 600) == [])
    var failures: [Int] = []
    for requested in 0...65_536 {
      let slots = ItemIndexTable<UInt16>.slotCount(forCapacity: requested)
      let capacity = ItemIndexTable<UInt16>.maximumCount(slotCount: slots)
      let expected = ItemIndexTable<UInt16>.canIndex(count: requested) ? requested : 65_534
      if capacity < expected || (requested > 0 && capacity >= slots)
        || slots != fewestSlots(for: requested)
      {
        failures.append(requested)
      }
    }
    #expect(failures == [])
  }

  /// Each `UInt8` table, from 1 to 254 indices, filled to its capacity: every ID is found at its
  /// index, and none of the others.
  @Test func everyUInt8TableHoldsItsWholeCapacity() {
    var failures: [String] = []
    for requested in 1...254 {
      var table = ItemIndexTable<UInt8>(capacity: requested)
      let ids = Array(0..<table.capacity).map { $0 * 7 + 1 }
      if table.insertUntilRepeated(ids) != ids.count { failures.append("fill \(requested)") }
      if let problem = indexMismatch(table, ids, absent: [0, 2, 3, -1, 100_000]) {
        failures.append("capacity \(requested): \(problem)")
      }
    }
    #expect(failures == [])
  }

  /// At each width of the `UInt8` tag (5, 4, 1 and no bits), a full table emptied from the
  /// front, each removal renumbering the rest.
  @Test(arguments: [(6, 6), (12, 12), (100, 101), (126, 126), (127, 128), (254, 254)])
  func fullUInt8TablesEmptyFromTheFront(requested: Int, capacity: Int) {
    var table = ItemIndexTable<UInt8>(capacity: requested)
    #expect(table.capacity == capacity)
    var ids = Array(0..<capacity).map { $0 * 7 + 1 }
    #expect(table.insertUntilRepeated(ids) == capacity)
    var failure: String?
    while failure == nil, let first = ids.first {
      table.remove(first, in: ids)
      ids.removeFirst()
      table.shiftIndices(from: 0, by: -1)
      failure = indexMismatch(table, ids, absent: [first]).map { "removing \(first): \($0)" }
    }
    #expect(failure == nil)
    #expect(table.count == 0)
  }

  /// The largest `UInt8` table, one short of full, makes room at the front: its last index
  /// becomes 253, stored as 254, the largest index a tagless slot stores (255 is a tombstone).
  @Test func theLargestUInt8TableShiftsUpToItsLastIndex() {
    var table = ItemIndexTable<UInt8>(capacity: 254)
    var ids = Array(1...253)
    #expect(table.insertUntilRepeated(ids) == 253)
    table.shiftIndices(from: 0, by: 1)
    ids.insert(0, at: 0)
    #expect(table.insert(0, at: 0, in: ids) == nil)
    #expect(table.count == 254)
    #expect(table.index(of: 253, in: ids) == 253)
    #expect(table.index(of: 0, in: ids) == 0)
    #expect(indexMismatch(table, ids, absent: [254, -1]) == nil)
    table.remove(0, in: ids)
    ids.removeFirst()
    table.shiftIndices(from: 0, by: -1)
    #expect(table.index(of: 253, in: ids) == 252)
    #expect(indexMismatch(table, ids, absent: [0, 254]) == nil)
  }

  // MARK: - Operations

  @Test func anEmptyTableHoldsNothing() {
    var table = ItemIndexTable<UInt32>.empty
    #expect(table.capacity == 0)
    #expect(table.count == 0)
    #expect(table.slots.isEmpty)
    #expect(table.index(of: 1, in: [1]) == nil)
    table.remove(1, in: [1])
    table.shiftIndices(from: 0, by: 1)
    #expect(table.count == 0)
    #expect(table.slots.isEmpty)
    #expect(table.insertUntilRepeated([Int]()) == 0)
  }

  @Test func insertUntilRepeatedStopsAtTheFirstRepeat() {
    let cases: [(ids: [Int], offset: Int)] = [
      ([], 0), ([5], 1), ([1, 2, 3], 3), ([7, 7], 1), ([1, 2, 1, 3], 2), ([4, 5, 6, 6], 3),
    ]
    for (ids, offset) in cases {
      var table = ItemIndexTable<UInt8>(capacity: 6)
      #expect(table.insertUntilRepeated(ids) == offset, "\(ids)")
      #expect(table.count == offset, "\(ids)")
      let held = Array(ids[..<offset])
      let absent = ids[offset...].filter { !held.contains($0) } + [0]
      #expect(indexMismatch(table, held, absent: absent) == nil, "\(ids)")
    }
    var strings = ItemIndexTable<UInt16>(capacity: 5)
    let list = ["a", "b", "c", "b", "a"]
    #expect(strings.insertUntilRepeated(list) == 3)
    #expect(strings.index(of: "c", in: list) == 2)
    #expect(strings.index(of: "b", in: list) == 1)
    var colliding = ItemIndexTable<UInt8>(capacity: 6)
    let sameHash = [0, 3, 6, 9, 3, 12].map { CollidingID($0, salt: 0) }
    #expect(colliding.insertUntilRepeated(sameHash) == 4)
    #expect(colliding.index(of: CollidingID(9, salt: 0), in: sameHash) == 3)
    #expect(colliding.index(of: CollidingID(12, salt: 0), in: sameHash) == nil)
  }

  @Test func insertingAHeldIDReturnsItsIndexAndChangesNothing() {
    var table = ItemIndexTable<UInt8>(capacity: 6)
    var ids = [10, 20, 30]
    #expect(table.insertUntilRepeated(ids) == 3)
    let before = table.slots
    #expect(table.insert(20, at: 5, in: ids) == 1)
    #expect(table.insert(10, at: 0, in: ids) == 0)
    #expect(table.slots == before)
    #expect(table.count == 3)
    ids.append(40)
    #expect(table.insert(40, at: 3, in: ids) == nil)
    #expect(table.count == 4)
    #expect(table.index(of: 40, in: ids) == 3)
  }

  @Test func removingAnAbsentIDChangesNothing() {
    var table = ItemIndexTable<UInt16>(capacity: 8)
    let ids = ["x", "y", "z"]
    #expect(table.insertUntilRepeated(ids) == 3)
    let before = table.slots
    table.remove("w", in: ids)
    #expect(table.slots == before)
    #expect(table.count == 3)
  }

  @Test func shiftIndicesMovesOnlyTheIndicesFromStart() {
    var table = ItemIndexTable<UInt8>(capacity: 8)  // 11 slots, 4 index bits, 4 tag bits
    var ids = [10, 20, 30, 40]
    #expect(table.insertUntilRepeated(ids) == 4)
    table.shiftIndices(from: 2, by: 1)
    ids.insert(25, at: 2)
    #expect(table.insert(25, at: 2, in: ids) == nil)
    #expect(ids.map { table.index(of: $0, in: ids) } == [0, 1, 2, 3, 4])
    let before = table.slots
    table.shiftIndices(from: 1, by: 0)
    table.shiftIndices(from: 5, by: 1)
    #expect(table.slots == before)
    table.remove(20, in: ids)
    ids.remove(at: 1)
    table.shiftIndices(from: 1, by: -1)
    #expect(ids == [10, 25, 30, 40])
    #expect(ids.map { table.index(of: $0, in: ids) } == [0, 1, 2, 3])
    #expect(table.index(of: 20, in: ids) == nil)
    #expect(table.count == 4)
    for id in [25, 30] { table.remove(id, in: ids) }
    ids.removeSubrange(1..<3)
    table.shiftIndices(from: 3, by: -2)
    #expect(ids.map { table.index(of: $0, in: ids) } == [0, 1])
    #expect(table.count == 2)
  }

  /// A worked example in 8 slots (3 index bits): three IDs whose home is the last slot wrap
  /// around to slots 0 and 1, pushing one whose home is 0 to 2 and one whose home is 2 to 3.
  /// Removing the first moves all four back across the wrap; removing one whose follower is at
  /// home leaves a hole; the slots' high bits are always the low bits of the hashes.
  @Test func probeRunsWrapAroundAndShiftBackAcrossTheWrap() {
    var table = ItemIndexTable<UInt32>(capacity: 6)
    #expect(table.slots.count == 8)
    #expect(table.indexBits == 3)
    let last = idsWithHome(7, slotCount: 8, count: 3)
    let (a1, a2, a3) = (last[0], last[1], last[2])
    let b = idsWithHome(0, slotCount: 8, count: 1)[0]
    let c = idsWithHome(2, slotCount: 8, count: 1)[0]
    var ids = [a1, a2, a3, b, c]
    #expect(table.insertUntilRepeated(ids) == 5)
    #expect(layout(table) == [1, 2, 3, 4, nil, nil, nil, 0])
    #expect(tagFailures(table, ids) == [])

    table.remove(a1, in: ids)
    ids.removeFirst()
    table.shiftIndices(from: 0, by: -1)
    #expect(layout(table) == [1, 2, 3, nil, nil, nil, nil, 0])
    #expect(indexMismatch(table, ids, absent: [a1]) == nil)

    table.remove(b, in: ids)
    ids.remove(at: 2)
    table.shiftIndices(from: 2, by: -1)
    #expect(layout(table) == [1, nil, 2, nil, nil, nil, nil, 0])
    #expect(indexMismatch(table, ids, absent: [a1, b]) == nil)

    table.remove(a2, in: ids)
    ids.removeFirst()
    table.shiftIndices(from: 0, by: -1)
    #expect(layout(table) == [nil, nil, 1, nil, nil, nil, nil, 0])
    #expect(indexMismatch(table, ids, absent: [a1, a2, b]) == nil)
    #expect(tagFailures(table, ids) == [])
    #expect(table.count == 2)
  }

  // MARK: - ItemIndex

  @Test(arguments: [(0, 0), (1, 6), (6, 6), (1000, 1001), (100_000, 100_001)])
  func itemIndexUsesNarrowEntriesBelowTheUInt32Limit(requested: Int, capacity: Int) {
    let index = ItemIndex(capacity: requested)
    guard case .narrow(let table) = index else {
      Issue.record("\(requested) IDs got wide entries")
      return
    }
    #expect(table.capacity == capacity)
    #expect(index.capacity == capacity)
  }

  @Test func itemIndexForwardsEveryOperationToItsTable() {
    var index = ItemIndex(capacity: 6)
    var table = ItemIndexTable<UInt32>(capacity: 6)
    var ids = [1, 2, 3, 2]
    #expect(index.insertUntilRepeated(ids) == 3)
    #expect(table.insertUntilRepeated(ids) == 3)
    ids.removeLast()
    #expect(index.index(of: 2, in: ids) == 1)
    #expect(index.index(of: 9, in: ids) == nil)
    #expect(index.insert(2, at: 5, in: ids) == 1)
    ids.append(4)
    #expect(index.insert(4, at: 3, in: ids) == nil)
    #expect(table.insert(4, at: 3, in: ids) == nil)
    index.remove(1, in: ids)
    table.remove(1, in: ids)
    ids.removeFirst()
    index.shiftIndices(from: 0, by: -1)
    table.shiftIndices(from: 0, by: -1)
    #expect(ids.map { index.index(of: $0, in: ids) } == [0, 1, 2])
    #expect(index.index(of: 1, in: ids) == nil)
    #expect(index.heldCount == 3)
    #expect(index.slotEntries == table.slotEntries)
  }

  // MARK: - Random edits against a model

  @Test(.offThePool) func randomEditsOfUInt8TablesMatchTheModel() {
    let capacities = [1...12, 13...60, 100...254]
    check(ItemIndexTable<UInt8>.self, seed: 0x1D8_0001, capacities: capacities, id: intID)
    check(ItemIndexTable<UInt8>.self, seed: 0x1D8_0002, capacities: capacities, id: stringID)
    check(
      ItemIndexTable<UInt8>.self, seed: 0x1D8_0003, capacities: [1...12, 13...40, 100...130],
      sequenceShare: 2, id: CollidingID.init)
  }

  @Test(.offThePool) func randomEditsOfUInt16AndUInt32TablesMatchTheModel() {
    let capacities = [1...12, 13...60, 61...300]
    check(ItemIndexTable<UInt16>.self, seed: 0x1D16_0001, capacities: capacities, id: intID)
    check(
      ItemIndexTable<UInt16>.self, seed: 0x1D16_0002, capacities: [1...12, 13...40],
      sequenceShare: 2, id: CollidingID.init)
    check(ItemIndexTable<UInt32>.self, seed: 0x1D32_0001, capacities: capacities, id: stringID)
  }

  @Test(.offThePool) func randomEditsOfUIntTablesMatchTheModel() {
    check(
      ItemIndexTable<UInt>.self, seed: 0x1D64_0001, capacities: [1...12, 13...60, 61...300],
      id: intID)
    check(
      ItemIndexTable<UInt>.self, seed: 0x1D64_0002, capacities: [1...12, 13...40],
      sequenceShare: 2, id: CollidingID.init)
  }

  @Test func randomEditsOfItemIndexMatchTheModel() {
    check(ItemIndex.self, seed: 0x1D1D_0001, capacities: [1...12, 13...60], id: stringID)
    check(
      ItemIndex.self, seed: 0x1D1D_0002, capacities: [1...12, 13...40], sequenceShare: 2,
      id: CollidingID.init)
  }
}

// MARK: - Helpers

/// An ID whose hash is only `value % 3` (with the sequence's `salt`, so that each sequence puts
/// the three home slots somewhere else): a third of all IDs share one home and one tag, so their
/// probe runs are long, merge, wrap around the end of the slots and are found by comparing IDs.
private struct CollidingID: Hashable {
  let value: Int
  let salt: Int

  /// The ID of `value` in sequence `salt`.
  init(_ value: Int, salt: Int) { (self.value, self.salt) = (value, salt) }

  func hash(into hasher: inout Hasher) {
    hasher.combine(value % 3)
    hasher.combine(salt)
  }
}

/// The model test's IDs of a number in a sequence, as an `Int` or a `String` (or a
/// `CollidingID`): distinct for each number of the sequence, and different in each sequence, so
/// that the sequences place their IDs differently.
private func intID(_ value: Int, sequence: Int) -> Int { sequence &* 65_536 &+ value }

private func stringID(_ value: Int, sequence: Int) -> String { "item-\(sequence)-\(value)" }

/// The fewest slots, at least 8, three quarters of which hold `capacity`; none for none.
private func fewestSlots(for capacity: Int) -> Int {
  capacity > 0 ? max(8, (4 * capacity + 2) / 3) : 0  // the least s with 3s >= 4 * capacity
}

/// The capacities from 0 through `last` whose `Entry` table lacks room for what was asked (what
/// `canIndex` allows, else the largest, `Entry.max` − 1), keeps no slot empty, or has other
/// than the fewest slots.
private func capacityFailures<Entry: FixedWidthInteger & UnsignedInteger & Sendable>(
  _: Entry.Type, through last: Int
) -> [Int] {
  (0...last).filter { requested in
    let table = ItemIndexTable<Entry>(capacity: requested)
    let largest = Int(clamping: Entry.max) - 1
    let expected = ItemIndexTable<Entry>.canIndex(count: requested) ? requested : largest
    return table.capacity < expected || table.capacity > largest
      || (requested > 0 && table.capacity >= table.slots.count)
      || table.slots.count != fewestSlots(for: requested)
  }
}

/// The slots of `table` whose bits above the index are not the low bits of their ID's hash.
private func tagFailures(_ table: ItemIndexTable<UInt32>, _ ids: [Int]) -> [Int] {
  let mask = (UInt32(1) << table.indexBits) - 1
  return table.slots.indices.filter { slot in
    let entry = table.slots[slot]
    guard entry != 0 else { return false }
    let hash = UInt32(truncatingIfNeeded: ids[Int(entry & mask) - 1].hashValue)
    return entry >> table.indexBits != hash & (UInt32.max >> table.indexBits)
  }
}

/// Runs random edit sequences (`propertySequenceCount(default: 200)` of them, divided by
/// `sequenceShare`, of up to 40 steps) on `Index`es, each with a capacity drawn from one of
/// `capacities`, over the IDs `makeID` makes of small numbers, and checks them against a plain
/// array after every step; records the first failure with its seed and step (1 on, 0 for the
/// first fill). Also expects some removals to have happened while a probe run wrapped around the
/// end of the slots (its first and last slots both held), and some insertions to have reused a
/// tombstone. Where the IDs land depends on the process's hash seed too: replay a failure with
/// SWIFT_DETERMINISTIC_HASHING=1 set.
private func check<Index: IndexUnderTest, ID: Hashable>(
  _: Index.Type, seed: UInt64, capacities: [ClosedRange<Int>], sequenceShare: Int = 1,
  id makeID: (_ value: Int, _ sequence: Int) -> ID
) {
  var generator = SeededGenerator(seed: seed)
  var wrappedRemovals = 0
  var reusedTombstones = 0
  let sequenceCount = max(1, propertySequenceCount(default: 200) / sequenceShare)
  for sequence in 0..<sequenceCount {
    let range = capacities[generator.below(capacities.count)]
    let capacity = range.lowerBound + generator.below(range.count)
    var run = EditRun(
      index: Index(capacity: capacity), capacity: capacity,
      pool: (0..<(capacity + 8)).map { makeID($0, sequence) })
    var failure = run.start(using: &generator)
    var step = 0
    while failure == nil, step < min(capacity + 8, 40) {
      step += 1
      failure = run.step(using: &generator, wrappedRemovals: &wrappedRemovals)
    }
    reusedTombstones += run.reusedTombstones
    if let failure {
      Issue.record(
        """
        seed \(seed), sequence \(sequence), step \(step), capacity \(capacity): \(failure) \
        (replay with SWIFT_DETERMINISTIC_HASHING=1)
        """)
      return
    }
  }
  // A hundred sequences make hundreds of such removals; a handful (a tiny
  // CAROUSEL_PROPERTY_SEQUENCES) may make none.
  if sequenceCount >= 100 {
    #expect(wrappedRemovals > 0, "seed \(seed): no removal crossed the end of the slots")
    #expect(reusedTombstones > 0, "seed \(seed): no insertion reused a tombstone")
  }
}

/// One random edit sequence: the index under test and its model, the list of IDs, drawn from
/// `pool` (which has 8 more IDs than the capacity, so some are always absent).
private struct EditRun<Index: IndexUnderTest, ID: Hashable> {
  var index: Index
  let capacity: Int
  let pool: [ID]
  /// The model: the list, as offsets into `pool`.
  var list: [Int] = []
  var isListed: [Bool]
  /// The list itself, what the index holds positions in.
  var ids: [ID] = []
  /// How many insertions took a tombstone's slot.
  var reusedTombstones = 0

  init(index: Index, capacity: Int, pool: [ID]) {
    (self.index, self.capacity, self.pool) = (index, capacity, pool)
    isListed = Array(repeating: false, count: pool.count)
  }

  /// Fills the index with a random number of distinct IDs through `insertUntilRepeated`.
  mutating func start(using generator: inout SeededGenerator) -> String? {
    if index.capacity < capacity { return "capacity \(index.capacity)" }
    var order = Array(pool.indices)
    order.shuffle(using: &generator)
    list = Array(order.prefix(generator.below(capacity + 1)))
    for value in list { isListed[value] = true }
    ids = list.map { pool[$0] }
    let offset = index.insertUntilRepeated(ids)
    if offset != ids.count { return "insertUntilRepeated gave \(offset) for \(ids.count)" }
    return mismatch(after: "the first fill")
  }

  /// One random operation, then a check of every ID of the pool and of the slots' counts.
  mutating func step(using generator: inout SeededGenerator, wrappedRemovals: inout Int)
    -> String?
  {
    var operation = generator.below(9)
    if list.isEmpty, (3...5).contains(operation) { operation = 0 }
    // No room (the slots left are the quarter that stays empty, whatever tombstones an insertion
    // could reuse), or the capacity asked for is full (the pool has 8 IDs more).
    if index.room == 0 || list.count == capacity, (0...2).contains(operation) {
      operation = list.isEmpty ? 8 : 3
    }
    let slots = index.slotEntries
    if (3...4).contains(operation), slots.first != 0, slots.last != 0 { wrappedRemovals += 1 }
    switch operation {
    case 0, 1:
      let value = absentValue(using: &generator)
      add(value, at: list.count)
      if let found = index.insert(pool[value], at: list.count - 1, in: ids) {
        return "appending \(pool[value]) found it at \(found)"
      }
    case 2:
      let value = absentValue(using: &generator)
      let offset = generator.below(list.count + 1)
      index.shiftIndices(from: offset, by: 1)
      add(value, at: offset)
      if let found = index.insert(pool[value], at: offset, in: ids) {
        return "inserting \(pool[value]) at \(offset) found it at \(found)"
      }
    case 3, 4:
      let offset = generator.below(list.count)
      index.remove(ids[offset], in: ids)
      removeFromModel(offset..<(offset + 1))
      index.shiftIndices(from: offset, by: -1)
    case 5:
      let offset = generator.below(list.count)
      let found = index.insert(ids[offset], at: generator.below(capacity), in: ids)
      if found != offset { return "re-inserting \(ids[offset]) gave \(String(describing: found))" }
      if index.slotEntries != slots { return "re-inserting \(ids[offset]) changed the slots" }
    case 6:
      if let problem = replaceRun(using: &generator) { return problem }
    case 8:
      if let problem = replaceRunMarkingTombstones(using: &generator) { return problem }
    default:
      let value = absentValue(using: &generator)
      index.remove(pool[value], in: ids)
      if index.slotEntries != slots { return "removing absent \(pool[value]) changed the slots" }
    }
    if let problem = slotCountProblem(index) { return "after operation \(operation): \(problem)" }
    return mismatch(after: "operation \(operation)")
  }

  /// Replaces up to 3 IDs at a random offset by up to 3 absent ones, the way `CarouselItems`
  /// edits its index: the old run is removed through the old list, the rest renumbered, and the
  /// new run inserted through the new list.
  mutating func replaceRun(using generator: inout SeededGenerator) -> String? {
    let offset = generator.below(list.count + 1)
    let removed = generator.below(min(3, list.count - offset) + 1)
    for id in ids[offset..<(offset + removed)] { index.remove(id, in: ids) }
    removeFromModel(offset..<(offset + removed))
    let inserted = generator.below(min(3, index.room, capacity - list.count) + 1)
    index.shiftIndices(from: offset + removed, by: inserted - removed)
    return insertRun(of: inserted, at: offset, using: &generator)
  }

  /// Replaces up to 3 IDs at a random offset by as many absent ones as fit in the room, the way
  /// `CarouselItems` edits its index in the middle: one pass marks the old run's slots as
  /// tombstones and renumbers the rest, then the new run is inserted through the new list.
  mutating func replaceRunMarkingTombstones(using generator: inout SeededGenerator) -> String? {
    let offset = generator.below(list.count + 1)
    let removed = generator.below(min(3, list.count - offset) + 1)
    let inserted = generator.below(min(3, index.room, capacity - list.count + removed) + 1)
    let before = (index.heldCount, index.tombstoneCount)
    index.removeIndices(offset..<(offset + removed), shiftingLaterBy: inserted - removed)
    if (index.heldCount, index.tombstoneCount) != (before.0 - removed, before.1 + removed) {
      return "marking \(removed) at \(offset): \(index.heldCount), \(index.tombstoneCount)"
    }
    removeFromModel(offset..<(offset + removed))
    return insertRun(of: inserted, at: offset, using: &generator)
  }

  /// Inserts `count` absent IDs at `offset` into the model, then into the index through the new
  /// list.
  mutating func insertRun(of count: Int, at offset: Int, using generator: inout SeededGenerator)
    -> String?
  {
    for position in offset..<(offset + count) {
      add(absentValue(using: &generator), at: position)
    }
    for position in offset..<(offset + count) {
      let tombstones = index.tombstoneCount
      if let found = index.insert(ids[position], at: position, in: ids) {
        return "replacing at \(offset): \(ids[position]) found at \(found)"
      }
      reusedTombstones += tombstones - index.tombstoneCount
    }
    return nil
  }

  /// A random value of the pool not in the list.
  func absentValue(using generator: inout SeededGenerator) -> Int {
    while true {
      let value = generator.below(pool.count)
      if !isListed[value] { return value }
    }
  }

  mutating func add(_ value: Int, at offset: Int) {
    list.insert(value, at: offset)
    ids.insert(pool[value], at: offset)
    isListed[value] = true
  }

  mutating func removeFromModel(_ offsets: Range<Int>) {
    for value in list[offsets] { isListed[value] = false }
    list.removeSubrange(offsets)
    ids.removeSubrange(offsets)
  }

  /// What is wrong with the index after `operation`: every listed ID must be found at its
  /// offset, every other ID of the pool not at all.
  func mismatch(after operation: String) -> String? {
    let absent = pool.indices.filter { !isListed[$0] }.map { pool[$0] }
    return indexMismatch(index, ids, absent: absent).map { "after \(operation): \($0)" }
  }
}
