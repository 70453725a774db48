/// How one list became another, as a host's edits make it: the IDs both share at the start and
/// at the end are kept, and the run between them was replaced. An append keeps everything
/// before it; a prepend everything after it; an insertion, a removal or a replaced run in the
/// middle keeps both sides. Found in one pass over the shared ends, comparing IDs only.
@usableFromInline
struct ItemListEdit: Equatable, Sendable {
  /// How many IDs at the start both lists share.
  @usableFromInline let keptPrefix: Int
  /// How many IDs at the end both lists share, not overlapping the prefix in either list.
  @usableFromInline let keptSuffix: Int
  /// The old list's length.
  @usableFromInline let oldCount: Int
  /// The new list's length.
  @usableFromInline let newCount: Int

  /// The edit from `old` to `new`.
  @inlinable
  init<ID: Equatable>(from old: [ID], to new: [ID]) {
    // Through buffer pointers: the loops stop at the first difference, so the optimizer cannot
    // prove their indices in bounds ahead, and would check each one.
    let (prefix, suffix) = old.withUnsafeBufferPointer { old in
      new.withUnsafeBufferPointer { new in
        let shorter = min(old.count, new.count)
        var prefix = 0
        while prefix < shorter, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        let (oldLast, newLast) = (old.count - 1, new.count - 1)
        while suffix < shorter - prefix, old[oldLast - suffix] == new[newLast - suffix] {
          suffix += 1
        }
        return (prefix, suffix)
      }
    }
    (keptPrefix, keptSuffix, oldCount, newCount) = (prefix, suffix, old.count, new.count)
  }

  /// Whether the lists are the same.
  @inlinable
  var isIdentity: Bool { keptPrefix == oldCount && oldCount == newCount }

  /// The old list's indices of the replaced run.
  @inlinable
  var removed: Range<Int> { keptPrefix..<(oldCount - keptSuffix) }

  /// The new list's indices of the run that replaced it.
  @inlinable
  var inserted: Range<Int> { keptPrefix..<(newCount - keptSuffix) }

  /// How far the kept end moved: positive when the new run is longer.
  @inlinable
  var shift: Int { inserted.count - removed.count }
}
