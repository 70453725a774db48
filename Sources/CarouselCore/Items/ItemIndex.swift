/// The items' ``ItemIndexTable``, with entries as narrow as the list allows: 32 bits below
/// 2^32 − 1 items (every list a device holds), the word size beyond, so that no list is too
/// long on a 64-bit platform and no width is assumed on a 32-bit one (where both are 32 bits).
@usableFromInline
package enum ItemIndex: Sendable {
  case narrow(ItemIndexTable<UInt32>)
  case wide(ItemIndexTable<UInt>)

  /// An empty index with room for `capacity` IDs, in the narrowest entries that hold it.
  @inlinable
  package init(capacity: Int) {
    self =
      ItemIndexTable<UInt32>.canIndex(count: capacity)
      ? .narrow(ItemIndexTable(capacity: capacity)) : .wide(ItemIndexTable(capacity: capacity))
  }

  /// The most IDs the index has room for.
  @inlinable
  package var capacity: Int {
    switch self {
    case .narrow(let table): return table.capacity
    case .wide(let table): return table.capacity
    }
  }

  /// See ``ItemIndexTable/room``.
  @inlinable
  package var room: Int {
    switch self {
    case .narrow(let table): return table.room
    case .wide(let table): return table.room
    }
  }

  /// See ``ItemIndexTable/tombstoneCount``.
  @inlinable
  package var tombstoneCount: Int {
    switch self {
    case .narrow(let table): return table.tombstoneCount
    case .wide(let table): return table.tombstoneCount
    }
  }

  /// See ``ItemIndexTable/index(of:in:)``.
  @inlinable
  package func index<ID: Hashable>(of id: ID, in ids: [ID]) -> Int? {
    switch self {
    case .narrow(let table): return table.index(of: id, in: ids)
    case .wide(let table): return table.index(of: id, in: ids)
    }
  }

  /// See ``ItemIndexTable/insert(_:at:in:)``.
  @inlinable
  package mutating func insert<ID: Hashable>(_ id: ID, at index: Int, in ids: [ID]) -> Int? {
    // Each case takes its table out of `self` before changing it, so the table's storage has
    // one owner and is changed in place rather than copied.
    switch self {
    case .narrow(var table):
      self = .narrow(.empty)
      defer { self = .narrow(table) }
      return table.insert(id, at: index, in: ids)
    case .wide(var table):
      self = .wide(.empty)
      defer { self = .wide(table) }
      return table.insert(id, at: index, in: ids)
    }
  }

  /// See ``ItemIndexTable/insertUntilRepeated(_:)``: one loop in the table's own code.
  @inlinable
  package mutating func insertUntilRepeated<ID: Hashable>(_ ids: [ID]) -> Int {
    switch self {
    case .narrow(var table):
      self = .narrow(.empty)
      defer { self = .narrow(table) }
      return table.insertUntilRepeated(ids)
    case .wide(var table):
      self = .wide(.empty)
      defer { self = .wide(table) }
      return table.insertUntilRepeated(ids)
    }
  }

  /// See ``ItemIndexTable/remove(_:in:)``.
  @inlinable
  package mutating func remove<ID: Hashable>(_ id: ID, in ids: [ID]) {
    switch self {
    case .narrow(var table):
      self = .narrow(.empty)
      table.remove(id, in: ids)
      self = .narrow(table)
    case .wide(var table):
      self = .wide(.empty)
      table.remove(id, in: ids)
      self = .wide(table)
    }
  }

  /// See ``ItemIndexTable/shiftIndices(from:by:)``.
  @inlinable
  package mutating func shiftIndices(from start: Int, by delta: Int) {
    removeIndices(start..<start, shiftingLaterBy: delta)
  }

  /// See ``ItemIndexTable/removeIndices(_:shiftingLaterBy:)``.
  @inlinable
  package mutating func removeIndices(_ removed: Range<Int>, shiftingLaterBy delta: Int) {
    switch self {
    case .narrow(var table):
      self = .narrow(.empty)
      table.removeIndices(removed, shiftingLaterBy: delta)
      self = .narrow(table)
    case .wide(var table):
      self = .wide(.empty)
      table.removeIndices(removed, shiftingLaterBy: delta)
      self = .wide(table)
    }
  }
}
