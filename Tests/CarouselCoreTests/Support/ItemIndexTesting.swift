@testable import CarouselCore

// What the index tests share: the index under test, of any width, and how to read its slots.

/// What the model test drives: an `ItemIndexTable` of any width, or an `ItemIndex`.
protocol IndexUnderTest {
  init(capacity: Int)
  var capacity: Int { get }
  /// How many IDs the index holds.
  var heldCount: Int { get }
  /// The raw slots, widened, to tell that an operation changed nothing.
  var slotEntries: [UInt] { get }
  /// How many slots the index says hold a tombstone, and how many more IDs it has room for.
  var tombstoneCount: Int { get }
  var room: Int { get }
  /// How many slots hold an entry, index or tombstone, and how many a tombstone, counted from
  /// the slots themselves.
  var takenSlots: (entries: Int, tombstones: Int) { get }
  func index<ID: Hashable>(of id: ID, in ids: [ID]) -> Int?
  mutating func insert<ID: Hashable>(_ id: ID, at index: Int, in ids: [ID]) -> Int?
  mutating func insertUntilRepeated<ID: Hashable>(_ ids: [ID]) -> Int
  mutating func remove<ID: Hashable>(_ id: ID, in ids: [ID])
  mutating func shiftIndices(from start: Int, by delta: Int)
  mutating func removeIndices(_ removed: Range<Int>, shiftingLaterBy delta: Int)
}

extension ItemIndexTable: IndexUnderTest {
  var heldCount: Int { count }
  var slotEntries: [UInt] { slots.map { UInt($0) } }
  var takenSlots: (entries: Int, tombstones: Int) {
    (slots.count { $0 != 0 }, slots.count { $0 != 0 && isTombstone($0) })
  }
}

extension ItemIndex: IndexUnderTest {
  var heldCount: Int {
    switch self {
    case .narrow(let table): return table.count
    case .wide(let table): return table.count
    }
  }

  var slotEntries: [UInt] {
    switch self {
    case .narrow(let table): return table.slotEntries
    case .wide(let table): return table.slotEntries
    }
  }

  var takenSlots: (entries: Int, tombstones: Int) {
    switch self {
    case .narrow(let table): return table.takenSlots
    case .wide(let table): return table.takenSlots
    }
  }
}

/// What is wrong with the counts `index` keeps of its slots, or `nil`: its tombstones must be
/// the slots that hold one, its IDs the other taken slots, its room what its capacity leaves of
/// both; and a quarter of the slots, rounded down, must stay empty, so that every probe ends.
func slotCountProblem(_ index: some IndexUnderTest) -> String? {
  let (entries, tombstones) = index.takenSlots
  let slotCount = index.slotEntries.count
  if index.tombstoneCount != tombstones {
    return "tombstoneCount \(index.tombstoneCount), \(tombstones) in the slots"
  }
  if index.heldCount != entries - tombstones {
    return "count \(index.heldCount), \(entries - tombstones) indices in the slots"
  }
  if index.room != index.capacity - entries { return "room \(index.room), taken \(entries)" }
  if entries > slotCount - slotCount / 4 { return "\(entries) of \(slotCount) slots taken" }
  return nil
}

/// What is wrong with `index` as the index of `ids`: a wrong count, an ID not found at its
/// offset, or one of `absent` found; `nil` when nothing is.
func indexMismatch<ID: Hashable>(_ index: some IndexUnderTest, _ ids: [ID], absent: [ID])
  -> String?
{
  if index.heldCount != ids.count { return "count \(index.heldCount), expected \(ids.count)" }
  for (offset, id) in ids.enumerated() where index.index(of: id, in: ids) != offset {
    return "\(id) at \(offset) found at \(String(describing: index.index(of: id, in: ids)))"
  }
  for id in absent where index.index(of: id, in: ids) != nil {
    return "absent \(id) found at \(String(describing: index.index(of: id, in: ids)))"
  }
  return nil
}

/// The slot where probing for `hash` starts in `slotCount` slots, as documented: the high word
/// of the hash times the slot count.
func homeSlot(ofHash hash: Int, slotCount: Int) -> Int {
  Int(truncatingIfNeeded: UInt(bitPattern: hash).multipliedFullWidth(by: UInt(slotCount)).high)
}

/// The first `count` non-negative `Int`s whose home is `slot` in `slotCount` slots.
func idsWithHome(_ slot: Int, slotCount: Int, count: Int) -> [Int] {
  Array(
    (0...).lazy.filter { homeSlot(ofHash: $0.hashValue, slotCount: slotCount) == slot }
      .prefix(count))
}

/// The index each slot of `table` holds (the low `indexBits` bits, minus one), `nil` when empty.
func layout(_ table: ItemIndexTable<UInt32>) -> [Int?] {
  let mask = (UInt32(1) << table.indexBits) - 1
  return table.slots.map { $0 == 0 ? nil : Int($0 & mask) - 1 }
}

/// Each slot of `table` as text: "." when empty, "x" for a tombstone, else the index it holds.
func marks(_ table: ItemIndexTable<UInt32>) -> [String] {
  table.slots.map { entry in
    entry == 0 ? "." : table.isTombstone(entry) ? "x" : "\(table.index(in: entry))"
  }
}
