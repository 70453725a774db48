/// The IDs a carousel shows, in order, without duplicates (`CarouselEngine.itemIDs`): the
/// array the host gave (shared, not copied) or, for a run of consecutive integers
/// (`CarouselEngine.itemsChanged(run:at:)`), the run's bounds, whose IDs are made as they are
/// read. Either way its count and each ID by position cost O(1) and reading it allocates
/// nothing, so a host reads the IDs of a billion-item run without holding them.
///
/// ```swift
/// carousel.itemsChanged(run: -1_000_000..<1_000_000, at: clock.now)
/// carousel.itemIDs.count  // 2_000_000
/// carousel.itemIDs[3]  // -999_997
/// ```
@usableFromInline
package struct CarouselItemList<ID: Hashable & Sendable>: RandomAccessCollection, Equatable,
  Sendable
{
  /// What the list holds: the IDs, or the run they stand for.
  @usableFromInline enum Storage: Sendable {
    case array([ID])
    case run(ItemRun<ID>)
  }

  @usableFromInline let storage: Storage

  /// The list of `ids`, which must hold no duplicates.
  @inlinable package init(_ ids: [ID]) { storage = .array(ids) }

  /// The list of the IDs `run` stands for.
  @inlinable package init(_ run: ItemRun<ID>) { storage = .run(run) }

  /// The first ID's position: 0.
  @inlinable package var startIndex: Int { 0 }

  /// One past the last ID's position: the count.
  @inlinable package var endIndex: Int { count }

  /// How many IDs the list holds. O(1).
  @inlinable package var count: Int {
    switch storage {
    case .array(let ids): return ids.count
    case .run(let run): return run.count
    }
  }

  /// The ID at `position`, which must be a valid position. O(1).
  @inlinable package subscript(position: Int) -> ID {
    switch storage {
    case .array(let ids): return ids[position]
    case .run(let run):
      precondition(position >= 0 && position < run.count, "Index out of range")
      return run.id(at: position)
    }
  }

  /// The run the list stands for, or `nil` for an array.
  @inlinable package var run: ItemRun<ID>? {
    guard case .run(let run) = storage else { return nil }
    return run
  }

  /// Whether both lists hold the same IDs in the same order: O(1) for two runs, which are equal
  /// when they hold the same integers; otherwise one pass, none when the counts differ.
  @inlinable package static func == (lhs: Self, rhs: Self) -> Bool {
    if let left = lhs.run, let right = rhs.run {
      return left.count == right.count && (left.count == 0 || left.lowerBound == right.lowerBound)
    }
    return lhs.count == rhs.count && lhs.elementsEqual(rhs)
  }
}
