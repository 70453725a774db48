import CarouselCore

extension RandomAccessCollection {
  /// The element that shows the host's item `itemID`, found at `offset`, where the host's list
  /// says the item is in the list it was given. Right after the app's data changed, and before
  /// its change handler told the host, the offset may point elsewhere in the new data (or past
  /// its end): then the element is found by its ID, and `nil` when it is gone.
  ///
  /// A range of its own IDs (``run(id:)``) is never walked: its element is the ID itself.
  @inlinable
  package func element<ID: Hashable & Sendable>(
    showing itemID: ID, atOffset offset: Int, id: KeyPath<Element, ID>
  ) -> Element? {
    if holds(offset: offset) {
      let element = self[index(startIndex, offsetBy: offset)]
      if element[keyPath: id] == itemID { return element }
    }
    if let run = run(id: id) {
      guard let value = itemID as? Int, run.contains(value) else { return nil }
      return value as? Element
    }
    return first { $0[keyPath: id] == itemID }
  }

  /// Whether `offset` is a position in the data. A range's is found from its bounds: the
  /// `count` of a range wider than `Int.max` traps (the host keeps its first `Int.max` IDs).
  @inlinable
  package func holds(offset: Int) -> Bool {
    guard offset >= 0 else { return false }
    if let range = self as? Range<Int> {
      let (position, overflow) = range.lowerBound.addingReportingOverflow(offset)
      return !overflow && position < range.upperBound
    }
    if let range = self as? ClosedRange<Int> {
      let (position, overflow) = range.lowerBound.addingReportingOverflow(offset)
      return !overflow && position <= range.upperBound
    }
    return offset < count
  }

  /// The element a drawn slot shows (`slot`'s item, drawn as `drawing` says): at the item's
  /// offset when the host's list is this data, else found by its ID (see
  /// ``element(showing:atOffset:id:)``); `nil` when it is gone from the data. Inlinable, so the
  /// lookup is specialized for the app's types.
  @inlinable
  package func element<ID: Hashable & Sendable>(
    for slot: CarouselSlot<ID>, at drawing: CarouselSlotDrawing, id: KeyPath<Element, ID>
  ) -> Element? {
    let offset = drawing.offset
    guard drawing.isInRenderedData, holds(offset: offset) else {
      return element(showing: slot.id.id, atOffset: offset, id: id)
    }
    return self[index(startIndex, offsetBy: offset)]
  }

  /// How many elements the data has, from a range's bounds, `Int.max` for a range wider than
  /// that (whose `count` traps; the host keeps its first `Int.max` IDs): what the views count.
  package var itemCount: Int {
    if let range = self as? Range<Int> {
      let (count, overflow) = range.upperBound.subtractingReportingOverflow(range.lowerBound)
      return overflow ? Int.max : count
    }
    if let range = self as? ClosedRange<Int> {
      let (span, overflow) = range.upperBound.subtractingReportingOverflow(range.lowerBound)
      return overflow || span == Int.max ? Int.max : span + 1
    }
    return count
  }

  /// Whether `Self` is one of the standard library's array types, whose values never change in
  /// place while another value shares their storage.
  package static var isStandardArray: Bool {
    Self.self == [Element].self || Self.self == ContiguousArray<Element>.self
      || Self.self == ArraySlice<Element>.self
  }

  /// Whether `lhs` and `rhs` are the same elements in the same memory: for the standard
  /// library's arrays only (a collection backed by a reference may change in place behind the
  /// same storage); `false` for any other collection.
  package static func sharesStorage(_ lhs: Self, _ rhs: Self) -> Bool {
    guard isStandardArray else { return false }
    let shared = lhs.withContiguousStorageIfAvailable { lhs in
      rhs.withContiguousStorageIfAvailable { rhs in
        lhs.count == rhs.count && lhs.baseAddress == rhs.baseAddress
      }
    }
    return shared == true
  }

  /// Whether the data of a reader's frame render, `rhs`, is the data of the render before it,
  /// `lhs`, as far as a frame can tell: the same array storage, equal arrays of `Equatable`
  /// elements (an array rebuilt by each pass, a `filter` of one) or equal ranges; for arrays of
  /// elements that are not `Equatable`, in new storage, nothing can tell (`false`). Any other
  /// collection is taken as the same: a frame pass of a reader is no change of the app's, and
  /// its IDs are compared again at the first render that is not a frame (comparing them per
  /// frame would walk every ID every frame).
  package static func isSameOnFrame(_ lhs: Self, _ rhs: Self) -> Bool {
    if sharesStorage(lhs, rhs) { return true }
    guard isStandardArray || lhs is any RangeExpression else { return true }
    guard let lhs = lhs as? any Equatable else { return false }
    return lhs.isEqual(to: rhs)
  }
}

extension Equatable {
  /// Whether `other` is a value of this type equal to this one.
  fileprivate func isEqual(to other: Any) -> Bool {
    guard let other = other as? Self else { return false }
    return self == other
  }
}
