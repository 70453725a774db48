/// A hash table from an ID to its index in an array of distinct IDs that the table does not
/// hold: it stores only each index, plus one, and a few bits of the ID's hash, as an `Entry`
/// (0 marks an empty slot), and reads the IDs from the array it is given. With 32-bit entries
/// that is 5.3 bytes an ID when full, where a `[Int: Int]` of 10^6 IDs takes 33.
///
/// Open addressing with linear probing, about three quarters full at most (a quarter of the
/// slots, rounded down, stays empty), so every probe ends at an empty slot. Removing one ID
/// shifts the following entries back, which reads their IDs to find where each may go; removing
/// a run of indices while renumbering the rest (``removeIndices(_:shiftingLaterBy:)``, an edit in
/// the middle) marks the run's slots as removed instead, in the pass over the slots that the
/// renumbering makes anyway, reading no ID. A marked slot (a tombstone) stays taken, so that the
/// probes passing it still reach their IDs, until an insertion whose probe passes it reuses it;
/// it counts against the room for new IDs (``room``) as if its ID were still held, so probes
/// stay as short as in a table that full. Every method is inlinable, so that it is specialized
/// for the caller's ID type: unspecialized, each hash and comparison would go through the ID's
/// protocol witnesses.
///
/// Every method that takes `ids` expects the array whose indices the table holds: the entries'
/// IDs are compared, and rehashed on removal, through it.
@usableFromInline
package struct ItemIndexTable<Entry: FixedWidthInteger & UnsignedInteger & Sendable>: Sendable {
  /// The slots: 0, or an index plus one in the low ``indexBits`` bits under a tag, the low bits
  /// of the ID's hash, so that a probe passes other IDs without reading them from the list, or
  /// a removed ID's tombstone (``isTombstone(_:)``).
  @usableFromInline var slots: [Entry]
  /// How many low bits of an entry hold the index plus one: enough for ``capacity`` and one more
  /// value, all of them set, a tombstone's.
  @usableFromInline let indexBits: Int
  /// How many indices the table holds.
  @usableFromInline package private(set) var count = 0
  /// How many slots hold a tombstone (``isTombstone(_:)``).
  @usableFromInline package private(set) var tombstoneCount = 0

  /// An empty table with room for `capacity` indices.
  @inlinable
  package init(capacity: Int) {
    let slotCount = Self.slotCount(forCapacity: capacity)
    slots = Array(repeating: 0, count: slotCount)
    let largest = Self.maximumCount(slotCount: slotCount)  // the largest index plus one
    // One more value than the largest index plus one, so that the index bits all set are no
    // index: the tombstone. `largest` is below `Entry.max`, so the sum fits in the entry.
    indexBits = largest == 0 ? 0 : Int.bitWidth - (largest + 1).leadingZeroBitCount
  }

  /// A table with no slots: it holds nothing and has room for nothing, and allocates nothing.
  @inlinable
  package static var empty: Self { Self(capacity: 0) }

  /// The most indices the table has room for: three quarters of its slots, rounded up, and
  /// never an index its `Entry` cannot hold plus one.
  @inlinable
  package var capacity: Int { Self.maximumCount(slotCount: slots.count) }

  /// How many more IDs the table has room for: the ``capacity`` less the slots taken, by an
  /// index or a tombstone. An insertion may reuse a tombstone, but need not.
  @inlinable
  package var room: Int { capacity - count - tombstoneCount }

  /// Whether a list of `count` IDs fits in an `Entry` table: the last index plus one must be
  /// representable, and so must the slot count, a third more, in an `Int`.
  @inlinable
  package static func canIndex(count: Int) -> Bool {
    count < Int(clamping: Entry.max) && count <= Int.max / 4
  }

  /// The slots for `capacity` indices: the fewest, at least 8, three quarters of which hold
  /// them; none for none. Not rounded to a power of two, which would leave a table between
  /// three eighths and three quarters full, and every scan of it up to twice as long.
  @inlinable
  static func slotCount(forCapacity capacity: Int) -> Int {
    capacity > 0 ? max(8, capacity + (capacity + 2) / 3) : 0
  }

  /// Three quarters of `slotCount`, rounded up, capped below the largest `Entry`.
  @inlinable
  static func maximumCount(slotCount: Int) -> Int {
    min(slotCount - slotCount / 4, Int(clamping: Entry.max) - 1)
  }

  /// The bits of an entry that hold the index plus one.
  @inlinable
  var indexMask: Entry { indexBits >= Entry.bitWidth ? .max : (1 << indexBits) &- 1 }

  /// The index an entry holds.
  @inlinable
  func index(in entry: Entry) -> Int { Int(truncatingIfNeeded: entry & indexMask) &- 1 }

  /// Whether `entry` is a tombstone, what the slot of a removed ID holds until an insertion
  /// reuses it: its index bits all set, under any tag. No index is stored so (``indexBits``
  /// leaves room for one more value), and a probe reads the list only for an entry that is none.
  @inlinable
  func isTombstone(_ entry: Entry) -> Bool { entry & indexMask == indexMask }

  /// The tag of an ID with `hash`: its low bits, above the index bits (none when the index
  /// takes every bit). Low bits, because the home slot comes from the high ones.
  @inlinable
  func tag(ofHash hash: Int) -> Entry { Entry(truncatingIfNeeded: hash) << indexBits }

  /// The slot where probing for an ID with `hash` starts: the hash scaled into the slots (the
  /// high word of their product, which spreads the hash over any slot count without a division).
  @inlinable
  func homeSlot(ofHash hash: Int) -> Int {
    let scaled = UInt(bitPattern: hash).multipliedFullWidth(by: UInt(slots.count))
    return Int(truncatingIfNeeded: scaled.high)
  }

  /// The slot after `slot`, wrapping around.
  @inlinable
  func slot(after slot: Int) -> Int { slot + 1 == slots.count ? 0 : slot + 1 }

  /// How many slots on from `start` `end` is, wrapping around.
  @inlinable
  func distance(from start: Int, to end: Int) -> Int {
    end >= start ? end - start : end - start + slots.count
  }

  /// The slot holding the index of `id`, whose hash is `hash`, or the empty slot where it
  /// would go. Only an entry with the ID's tag is compared with the list (a wrong one in 2^k,
  /// for k tag bits: one in 2,048 at 10^6 IDs).
  @inlinable
  func probe<ID: Hashable>(for id: ID, hash: Int, in ids: [ID]) -> (slot: Int, index: Int?) {
    let tag = tag(ofHash: hash)
    let tagMask = ~indexMask
    var slot = homeSlot(ofHash: hash)
    while true {
      let entry = slots[slot]
      if entry == 0 { return (slot, nil) }
      // A tombstone's tag is no ID's: it is looked at only when it matches.
      if entry & tagMask == tag, !isTombstone(entry), ids[index(in: entry)] == id {
        return (slot, index(in: entry))
      }
      slot = self.slot(after: slot)
    }
  }

  /// The index of `id` in `ids`, or `nil` when the table holds none.
  @inlinable
  package func index<ID: Hashable>(of id: ID, in ids: [ID]) -> Int? {
    slots.isEmpty ? nil : probe(for: id, hash: id.hashValue, in: ids).index
  }

  /// Records that `id` is at `index`, unless the table already holds an index for `id`: that
  /// index is returned and the table is left as it was. The first tombstone the probe passed is
  /// reused, else the empty slot it ended at is taken: the table must have ``room`` for one more
  /// then. `ids[index]` need not be `id` yet.
  @inlinable
  package mutating func insert<ID: Hashable>(_ id: ID, at index: Int, in ids: [ID]) -> Int? {
    let hash = id.hashValue
    let (empty, existing) = probe(for: id, hash: hash, in: ids)
    if existing != nil { return existing }
    var slot = empty
    if tombstoneCount > 0, let reused = firstTombstone(from: homeSlot(ofHash: hash), to: empty) {
      slot = reused
      tombstoneCount -= 1
    } else {
      // Past the room, the last empty slot could be taken and a later probe would never end:
      // a bug in the caller, caught in debug builds rather than left to hang.
      assert(room > 0, "an insertion past the index's room")
    }
    slots[slot] = tag(ofHash: hash) | Entry(truncatingIfNeeded: index &+ 1)
    count += 1
    return nil
  }

  /// The first slot from `start` up to `end` (excluded, wrapping around) that holds a
  /// tombstone, or `nil`: a second look along a probe that has just read these slots.
  @inlinable
  func firstTombstone(from start: Int, to end: Int) -> Int? {
    var slot = start
    while slot != end {
      if isTombstone(slots[slot]) { return slot }
      slot = self.slot(after: slot)
    }
    return nil
  }

  /// Records each ID of `ids` at its offset, in order, up to the first one the table already
  /// holds; returns that one's offset, or `ids.count` when none was held. The table must have
  /// room for them all.
  @inlinable
  package mutating func insertUntilRepeated<ID: Hashable>(_ ids: [ID]) -> Int {
    var offset = 0
    while offset < ids.count, insert(ids[offset], at: offset, in: ids) == nil { offset += 1 }
    return offset
  }

  /// Forgets `id`'s index, if the table holds one: the entries after it in its probe run move
  /// back into the gap when their own probe starts at or before it. A tombstone stays where it
  /// is: no probe needs to reach it, and its slot is on the way of those that pass it.
  @inlinable
  package mutating func remove<ID: Hashable>(_ id: ID, in ids: [ID]) {
    guard !slots.isEmpty else { return }
    let (found, index) = probe(for: id, hash: id.hashValue, in: ids)
    guard index != nil else { return }
    var gap = found
    var next = slot(after: found)
    while slots[next] != 0 {
      if !isTombstone(slots[next]) {
        let home = homeSlot(ofHash: ids[self.index(in: slots[next])].hashValue)
        // The entry may fill the gap when the gap is no farther from it than its home slot is.
        if distance(from: home, to: next) >= distance(from: gap, to: next) {
          slots[gap] = slots[next]
          gap = next
        }
      }
      next = slot(after: next)
    }
    slots[gap] = 0
    count -= 1
  }

  /// Adds `delta` to every index at or after `start`: the items after an edit in the middle of
  /// the list moved by `delta`. See ``removeIndices(_:shiftingLaterBy:)``.
  @inlinable
  package mutating func shiftIndices(from start: Int, by delta: Int) {
    removeIndices(start..<start, shiftingLaterBy: delta)
  }

  /// Forgets the indices in `removed`, marking their slots as tombstones, and adds `delta` to
  /// every index at or after its end: an edit in the middle of the list, whose removed run is
  /// found by its indices rather than by probing for its IDs. One pass over the slots, in order,
  /// with no hashing and no ID read: the cost of reading and writing the table once, a fraction
  /// of what re-inserting the moved items would cost.
  @inlinable
  package mutating func removeIndices(_ removed: Range<Int>, shiftingLaterBy delta: Int) {
    guard delta != 0 || !removed.isEmpty, count > 0 else { return }
    // Bounds past the largest index plus one are clamped to it (nothing is stored beyond), so
    // every value below fits in an `Entry`. A negative `delta` is added as its two's complement,
    // wrapping to the smaller index.
    let mask = indexMask
    let largest = Int(clamping: mask) - 1
    let lower = Entry(truncatingIfNeeded: min(max(removed.lowerBound, 0), largest))
    let upper = Entry(truncatingIfNeeded: min(max(removed.upperBound, 0), largest))
    let step = Entry(truncatingIfNeeded: delta)
    if lower == upper {
      // Only renumbering: half the work a slot of marking a run too.
      shift(from: upper, by: step)
      return
    }
    // In entries, which hold indices plus one, a slot's distance from the removed run's first,
    // `lower + 1`, wrapping to a large value below it: the removed run is below `upper - lower`,
    // the run and the later indices together below the distance of the tombstone's value,
    // `mask`; an empty slot (0) and a tombstone are in neither.
    let (first, removedCount) = (lower &+ 1, upper &- lower)
    let movedCount = mask &- first
    let marked = slots.withUnsafeMutableBufferPointer { slots in
      // Counted in entries, as wide as the lanes of the loop's vector form: at most `count`
      // slots are marked, and `count` is below `Entry.max`.
      var marked: Entry = 0
      for slot in slots.indices {
        let entry = slots[slot]
        let distance = (entry & mask) &- first
        // All ones or none, so that the loop selects with bitwise operations, no branch.
        let isRemoved: Entry = distance < removedCount ? .max : 0
        let isMoved: Entry = distance < movedCount ? .max : 0
        // A removed entry is moved too, then its index bits are all set: a tombstone, whatever
        // the sum left in its tag. The sum stays within the index bits of every other entry
        // (each index is below the capacity), so its tag is kept.
        slots[slot] = (entry &+ (step & isMoved)) | (mask & isRemoved)
        marked &-= isRemoved
      }
      return marked
    }
    count -= Int(truncatingIfNeeded: marked)
    tombstoneCount += Int(truncatingIfNeeded: marked)
  }

  /// Adds `step` (a delta as its two's complement) to every index plus one above `threshold`:
  /// ``removeIndices(_:shiftingLaterBy:)`` when nothing is removed.
  @inlinable
  mutating func shift(from threshold: Entry, by step: Entry) {
    // A slot's distance from `threshold + 1`, wrapping to a large value below it, is below the
    // tombstone's (`mask`) for the later indices only: not for an empty slot (0), nor for a
    // tombstone. As fast as the one comparison with `threshold` it replaces, which a tombstone
    // would pass.
    let mask = indexMask
    let first = threshold &+ 1
    let laterCount = mask &- first
    slots.withUnsafeMutableBufferPointer { slots in
      for slot in slots.indices {
        let entry = slots[slot]
        slots[slot] = (entry & mask) &- first < laterCount ? entry &+ step : entry
      }
    }
  }
}
