/// The carousel's items by stable ID, and which one is selected, kept valid while the list
/// changes.
///
/// Selection follows the item, not the index: inserting, removing or reordering other items keeps
/// the selected item selected. When the selected item itself is removed, its nearest surviving
/// neighbor (in the old order) takes over. Duplicate IDs are dropped (the first occurrence wins)
/// and reported in ``diagnostics``.
///
/// An update costs what changed: the IDs kept at both ends of the list are found by comparing
/// (as an identical re-send is), and only the run between them is hashed; the index of the IDs
/// after it is renumbered in one pass over its slots, which also forgets the removed run by its
/// positions, marking its slots, without hashing its IDs. A list without duplicates is kept as
/// given (an array given is shared, not copied); the index holds only positions in it
/// (``ItemIndexTable``). A list with duplicates, a replaced run longer than half the new list,
/// and a list the index has no room for (the slots of removed IDs it marked count as taken
/// until an insertion reuses them), or four times too much, are indexed anew.
///
/// ```swift
/// var items = CarouselItems(["a", "b", "c", "d"], selecting: "c")
/// items.update(["a", "c", "e"])   // true: the list changed; "c" survived and stays selected
/// items.selectedIndex             // 1
/// items.update(["a", "c", "e"])   // false: the same list changes nothing
/// items.update(["a", "e"])        // true: "c" was removed; "e", which followed it, takes over
/// items.selectedID                // "e"
/// ```
@usableFromInline
package struct CarouselItems<ID: Hashable & Sendable>: Sendable {
  /// The item IDs in order, without duplicates.
  @usableFromInline package private(set) var ids: [ID]
  /// How many later occurrences of an already listed ID the last list given contained.
  @usableFromInline package private(set) var droppedDuplicateCount: Int
  /// The index of the selected item; `nil` exactly when there are no items.
  @usableFromInline package private(set) var selectedIndex: Int?
  /// Each ID's index in ``ids``, so that lookups are O(1).
  @usableFromInline var index: ItemIndex
  /// The last list given, when it differs from ``ids`` (it had duplicates): what a re-sent list
  /// is compared with. `nil` when the list given was ``ids`` itself, so no memory is spent twice.
  @usableFromInline var inputWithDuplicates: [ID]?
  /// Where each item's first occurrence is in the last list given, when it had duplicates
  /// (`nil` when every item is where the list had it).
  @usableFromInline var inputOffsets: [Int]?

  /// Creates the items from `ids`, dropping repeated IDs, and selects `id`.
  ///
  /// When `id` is `nil` or not among `ids`, the first item is selected (compare ``selectedID``
  /// with `id` to report ``CarouselDiagnostic/selectionNotFound``); an empty list selects nothing.
  @inlinable
  package init(_ ids: some Collection<ID>, selecting id: ID? = nil) {
    self.ids = []
    droppedDuplicateCount = 0
    selectedIndex = nil
    index = ItemIndex(capacity: 0)
    inputWithDuplicates = nil
    inputOffsets = nil
    reindex(Array(ids))
    selectedIndex = self.ids.isEmpty ? nil : 0
    select(id)
  }

  /// The number of items.
  @inlinable
  package var count: Int { ids.count }

  /// Whether there are no items.
  @inlinable
  package var isEmpty: Bool { ids.isEmpty }

  /// The ID of the selected item; `nil` exactly when there are no items.
  @inlinable
  package var selectedID: ID? { selectedIndex.map { ids[$0] } }

  /// The problems found in the last list given: ``CarouselDiagnostic/duplicateIDs(count:)`` when
  /// repeated IDs were dropped, otherwise empty.
  package var diagnostics: [CarouselDiagnostic] {
    droppedDuplicateCount > 0 ? [.duplicateIDs(count: droppedDuplicateCount)] : []
  }

  /// The index of the item with `id`, or `nil` when there is none. O(1).
  @inlinable
  package func index(of id: ID) -> Int? { index.index(of: id, in: ids) }

  /// Where item `index` is in the list last given: `index` itself, unless the list had
  /// duplicates before it (a host finds the item's data there).
  @inlinable package func inputOffset(ofItem index: Int) -> Int { inputOffsets?[index] ?? index }

  /// Selects the item with `id` and returns `true`.
  ///
  /// When no item has `id` (or `id` is `nil` while there are items) the selection is kept and the
  /// result is `false`: the caller reports ``CarouselDiagnostic/selectionNotFound``. With no items,
  /// `nil` is the only valid selection, so selecting `nil` then returns `true`.
  @inlinable
  @discardableResult
  package mutating func select(_ id: ID?) -> Bool {
    guard let id else { return isEmpty }
    guard let index = index(of: id) else { return false }
    selectedIndex = index
    return true
  }

  /// Selects the item at `index`, clamped into the valid indices; does nothing when empty.
  package mutating func select(index: Int) {
    guard !isEmpty else { return }
    selectedIndex = min(max(index, 0), count - 1)
  }

  /// The last list given, duplicates included: a list equal to it changes nothing.
  @inlinable
  package var lastGiven: [ID] { inputWithDuplicates ?? ids }

  /// Replaces the list with `newIDs` (dropping repeated IDs), keeping the selected item selected.
  ///
  /// The same list as last time changes nothing (one pass over it, no allocation). When the
  /// selected item is removed, the nearest surviving item in the old order is selected,
  /// searching outward one step after, one before, two after, two before, and so on: on a tie
  /// the following item wins because it slides into the removed item's place. When none of the
  /// old items survive, the item at the same position is selected if the list kept its length
  /// (a reload with new IDs keeps the user's place), else the first; an empty list selects
  /// nothing.
  ///
  /// - Returns: Whether anything changed: `false` exactly when `newIDs` is the list last given.
  @inlinable
  @discardableResult
  package mutating func update(_ newIDs: some Collection<ID>) -> Bool {
    // In code specialized for the caller's collection the cast is decided at compile time.
    if let array = newIDs as? [ID] { return update(array) }
    // Any other collection (a range, a lazy map) is compared before it is copied, so that an
    // identical one allocates nothing.
    guard !newIDs.elementsEqual(lastGiven) else { return false }
    return update(Array(newIDs))
  }

  /// ``update(_:)`` for an array, which is kept as given when it has no duplicates.
  @inlinable
  @discardableResult
  package mutating func update(_ newIDs: [ID]) -> Bool {
    let edit = ItemListEdit(from: lastGiven, to: newIDs)
    guard !edit.isIdentity else { return false }
    let oldIDs = ids
    if !canEdit(with: edit) || !applyEdit(edit, giving: newIDs) { reindex(newIDs) }
    selectSurvivor(of: selectedIndex, in: oldIDs)
    return true
  }

  /// Whether `edit` can change the index in place: the old list had no duplicates, the index
  /// has room for the new one beside its marked slots and is not four times too big for it, and
  /// the replaced run is at most half the new list (beyond that, indexing anew hashes fewer IDs).
  @inlinable
  func canEdit(with edit: ItemListEdit) -> Bool {
    inputWithDuplicates == nil && edit.newCount + index.tombstoneCount <= index.capacity
      && edit.newCount >= index.capacity / 4
      && edit.removed.count + edit.inserted.count <= edit.newCount / 2
  }

  /// Applies `edit` to the index in place: the removed run's IDs are forgotten, the kept end's
  /// indices are moved by the edit's shift, and the inserted run's IDs are added. Returns `false`
  /// when an inserted ID is already in the list (the list has duplicates): the index is then
  /// half changed, and the caller indexes the list anew.
  @inlinable
  mutating func applyEdit(_ edit: ItemListEdit, giving newIDs: [ID]) -> Bool {
    if edit.keptSuffix > 0, edit.shift != 0, edit.inserted.count <= index.room {
      // The pass that renumbers the kept end forgets the removed run too, by its indices: no
      // removed ID is hashed, and no ID after one is read to move it back. Its slots stay marked,
      // which the inserted run fits beside.
      index.removeIndices(edit.removed, shiftingLaterBy: edit.shift)
    } else {
      // Nothing to renumber, or no room beside the marks: each removed ID is found through the
      // old list, which the index still describes, and its slot freed.
      for offset in edit.removed { index.remove(ids[offset], in: ids) }
      if edit.keptSuffix > 0 { index.shiftIndices(from: edit.removed.upperBound, by: edit.shift) }
    }
    ids = newIDs
    for offset in edit.inserted where index.insert(newIDs[offset], at: offset, in: newIDs) != nil {
      return false
    }
    return true
  }

  /// Indexes `newIDs` anew, keeping the first occurrence of each ID.
  @inlinable
  mutating func reindex(_ newIDs: [ID]) {
    // An eighth more room than the list needs, so that appending a page, or a few, to a long
    // list edits the index instead of indexing it anew.
    index = ItemIndex(capacity: newIDs.count + newIDs.count / 8)
    (ids, droppedDuplicateCount, inputWithDuplicates, inputOffsets) = (newIDs, 0, nil, nil)
    let firstRepeat = index.insertUntilRepeated(newIDs)
    // Without duplicates the list is its own list of unique IDs, kept as given.
    if firstRepeat < newIDs.count { dropDuplicates(of: newIDs, from: firstRepeat) }
  }

  /// Goes on indexing `newIDs` from `firstDuplicate`, the first ID already listed before it,
  /// into a list of its first occurrences.
  @inlinable
  mutating func dropDuplicates(of newIDs: [ID], from firstDuplicate: Int) {
    var unique = Array(newIDs[..<firstDuplicate])
    var offsets = Array(0..<firstDuplicate)  // every item so far was where the list had it
    for offset in (firstDuplicate + 1)..<newIDs.count
    where index.insert(newIDs[offset], at: unique.count, in: unique) == nil {
      unique.append(newIDs[offset])
      offsets.append(offset)
    }
    (ids, droppedDuplicateCount) = (unique, newIDs.count - unique.count)
    (inputWithDuplicates, inputOffsets) = (newIDs, offsets)
  }

  /// Selects, after the list changed from `oldIDs`, the item that was at `oldIndex` or its
  /// nearest survivor. When none survived: the same position when the list kept its length (a
  /// reload that gave every item a new ID keeps the user's place), else the first item; none
  /// when the list is empty.
  @inlinable
  mutating func selectSurvivor(of oldIndex: Int?, in oldIDs: [ID]) {
    guard !isEmpty else {
      selectedIndex = nil
      return
    }
    guard let oldIndex else {
      selectedIndex = 0
      return
    }
    selectedIndex = survivor(of: oldIndex, in: oldIDs) ?? (count == oldIDs.count ? oldIndex : 0)
  }

  /// The new index of the item of `oldIDs` nearest to `oldIndex` (itself first, then 1 after,
  /// 1 before, 2 after, ...) that is still listed, or `nil` when none is.
  @inlinable
  func survivor(of oldIndex: Int, in oldIDs: [ID]) -> Int? {
    if let kept = index(of: oldIDs[oldIndex]) { return kept }
    let farthest = max(oldIndex, oldIDs.count - 1 - oldIndex)
    for distance in stride(from: 1, through: farthest, by: 1) {
      // Two checks rather than a loop over `[after, before]`, which allocated an array a step.
      let after = oldIndex + distance
      if after < oldIDs.count, let kept = index(of: oldIDs[after]) { return kept }
      let before = oldIndex - distance
      if before >= 0, let kept = index(of: oldIDs[before]) { return kept }
    }
    return nil
  }
}
