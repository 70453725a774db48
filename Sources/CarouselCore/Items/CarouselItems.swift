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
/// The list can also be a run of consecutive integers (``update(run:)``), kept as its bounds
/// (``ItemRun``): no ID is stored, hashed or compared, and every operation on it is O(1) in its
/// count, a change of its bounds included. A change from a run to an array or back costs what
/// the array does: one pass over it (and indexing it, to an array).
///
/// ```swift
/// var items = CarouselItems(["a", "b", "c", "d"], selecting: "c")
/// items.update(["a", "c", "e"])  // true: the list changed; "c" survived and stays selected
/// items.selectedIndex  // 1
/// items.update(["a", "c", "e"])  // false: the same list changes nothing
/// items.update(["a", "e"])  // true: "c" was removed; "e", which followed it, takes over
/// items.selectedID  // "e"
/// ```
@usableFromInline
package struct CarouselItems<ID: Hashable & Sendable>: Sendable {
  /// The item IDs in order, without duplicates, when the list is an array; empty for a run.
  @usableFromInline var uniqueIDs: [ID]
  /// The run the list is, when it is one: its IDs are made as they are read.
  @usableFromInline var run: ItemRun<ID>?
  /// How many later occurrences of an already listed ID the last list given contained.
  @usableFromInline package private(set) var droppedDuplicateCount: Int
  /// The index of the selected item; `nil` exactly when there are no items.
  @usableFromInline package private(set) var selectedIndex: Int?
  /// Each ID's index in ``uniqueIDs``, so that lookups are O(1); empty for a run.
  @usableFromInline var index: ItemIndex
  /// The last list given, when it differs from ``uniqueIDs`` (it had duplicates): what a re-sent
  /// list is compared with. `nil` when the list given was ``uniqueIDs`` itself, so no memory is
  /// spent twice.
  @usableFromInline var inputWithDuplicates: [ID]?
  /// Where each item's first occurrence is in the last list given, when it had duplicates
  /// (`nil` when every item is where the list had it).
  @usableFromInline var inputOffsets: [Int]?

  /// Creates the items from `ids`, dropping repeated IDs, and selects `id`.
  ///
  /// When `id` is `nil` or not among `ids`, the first item is selected (compare ``selectedID``
  /// with `id` to report `CarouselDiagnostic.selectionNotFound`); an empty list selects nothing.
  @inlinable
  package init(_ ids: some Collection<ID>, selecting id: ID? = nil) {
    uniqueIDs = []
    run = nil
    droppedDuplicateCount = 0
    selectedIndex = nil
    index = ItemIndex(capacity: 0)
    inputWithDuplicates = nil
    inputOffsets = nil
    reindex(Array(ids))
    selectedIndex = uniqueIDs.isEmpty ? nil : 0
    select(id)
  }

  /// The item IDs in order, without duplicates: the array kept, or the run.
  @inlinable
  package var list: CarouselItemList<ID> {
    guard let run else { return CarouselItemList(uniqueIDs) }
    return CarouselItemList(run)
  }

  /// The item IDs in order, without duplicates, as an array: built anew for a run, O(count).
  @inlinable
  package var ids: [ID] { run == nil ? uniqueIDs : Array(list) }

  /// The number of items.
  @inlinable
  package var count: Int { run?.count ?? uniqueIDs.count }

  /// Whether there are no items.
  @inlinable
  package var isEmpty: Bool { count == 0 }

  /// The ID of the selected item; `nil` exactly when there are no items.
  @inlinable
  package var selectedID: ID? {
    guard let selectedIndex else { return nil }
    return run?.id(at: selectedIndex) ?? uniqueIDs[selectedIndex]
  }

  /// The problems found in the last list given: `CarouselDiagnostic.duplicateIDs(count:)` when
  /// repeated IDs were dropped, `CarouselDiagnostic.runTooLong(lowerBound:upperBound:)` when a
  /// run was cut, otherwise empty.
  package var diagnostics: [CarouselDiagnostic] {
    if let run, run.isTruncated {
      return [.runTooLong(lowerBound: run.lowerBound, upperBound: run.givenBounds.upperBound)]
    }
    return droppedDuplicateCount > 0 ? [.duplicateIDs(count: droppedDuplicateCount)] : []
  }

  /// The index of the item with `id`, or `nil` when there is none. O(1).
  @inlinable
  package func index(of id: ID) -> Int? {
    guard let run else { return index.index(of: id, in: uniqueIDs) }
    return run.offset(of: id)
  }

  /// Where item `index` is in the list last given: `index` itself, unless the list had
  /// duplicates before it (a host finds the item's data there).
  @inlinable package func inputOffset(ofItem index: Int) -> Int { inputOffsets?[index] ?? index }

  /// Selects the item with `id` and returns `true`.
  ///
  /// When no item has `id` (or `id` is `nil` while there are items) the selection is kept and the
  /// result is `false`: the caller reports `CarouselDiagnostic.selectionNotFound`. With no items,
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
  package var lastGiven: CarouselItemList<ID> {
    guard let inputWithDuplicates else { return list }
    return CarouselItemList(inputWithDuplicates)
  }

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
    guard run == nil else { return replaceRun(with: newIDs) }
    let edit = ItemListEdit(from: inputWithDuplicates ?? uniqueIDs, to: newIDs)
    guard !edit.isIdentity else { return false }
    let old = list
    if !canEdit(with: edit) || !applyEdit(edit, giving: newIDs) { reindex(newIDs) }
    selectSurvivor(of: selectedIndex, in: old)
    return true
  }

  /// Replaces the run with the array `newIDs`, indexed anew: one pass to compare them, one to
  /// index the array, and one over it when the selected item's survivor is looked for. An array
  /// equal to the run changes nothing, but is kept from then on, as the list last given.
  @inlinable
  mutating func replaceRun(with newIDs: [ID]) -> Bool {
    let old = list
    let isSame = old.count == newIDs.count && old.elementsEqual(newIDs)
    run = nil
    reindex(newIDs)
    if !isSame { selectSurvivor(of: selectedIndex, in: old) }
    return !isSame
  }

  /// Replaces the list with the run of the IDs of the integers in `bounds`, keeping the selected
  /// item selected as ``update(_:)`` does, at a cost that does not depend on the count: the
  /// same run changes nothing (a comparison of the bounds, no allocation), and after a change of
  /// the bounds the selected item is found by its integer. A run replacing an array costs one
  /// pass over the array; an array equal to the run changes nothing.
  ///
  /// A run of more than `Int.max` IDs keeps its first `Int.max`, and reports
  /// `CarouselDiagnostic.runTooLong(lowerBound:upperBound:)`.
  ///
  /// - Returns: Whether anything changed: `false` exactly when the run holds the IDs last given.
  @inlinable
  @discardableResult
  package mutating func update(run bounds: Range<Int>) -> Bool where ID: CarouselRunID {
    let isSame = isLastGiven(run: bounds)
    if isSame, run != nil { return false }
    let old = list
    run = ItemRun(bounds)
    (uniqueIDs, index, droppedDuplicateCount) = ([], ItemIndex(capacity: 0), 0)
    (inputWithDuplicates, inputOffsets) = (nil, nil)
    if !isSame { selectSurvivor(of: selectedIndex, in: old) }
    return !isSame
  }

  /// Whether the run of `bounds` holds the IDs last given (duplicates included): O(1) when a run
  /// was given, else one pass over the array given, none when the counts differ.
  @inlinable
  package func isLastGiven(run bounds: Range<Int>) -> Bool where ID: CarouselRunID {
    if let run { return run.isGiven(by: bounds) }
    let given = lastGiven
    let newRun = CarouselItemList(ItemRun<ID>(bounds))
    return given.count == newRun.count && given.elementsEqual(newRun)
  }

  /// Whether any item of `previous` is still listed: one lookup per item of an array up to the
  /// first one listed, a comparison of the bounds of two runs, one pass over the array that
  /// replaced a run.
  @inlinable
  package func containsAny(of previous: CarouselItemList<ID>) -> Bool {
    guard let oldRun = previous.run else { return previous.contains { index(of: $0) != nil } }
    guard let run else { return uniqueIDs.contains { oldRun.offset(of: $0) != nil } }
    return run.shared(with: oldRun) != nil
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
      for offset in edit.removed { index.remove(uniqueIDs[offset], in: uniqueIDs) }
      if edit.keptSuffix > 0 { index.shiftIndices(from: edit.removed.upperBound, by: edit.shift) }
    }
    uniqueIDs = newIDs
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
    (uniqueIDs, droppedDuplicateCount, inputWithDuplicates, inputOffsets) = (newIDs, 0, nil, nil)
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
    (uniqueIDs, droppedDuplicateCount) = (unique, newIDs.count - unique.count)
    (inputWithDuplicates, inputOffsets) = (newIDs, offsets)
  }

  /// Selects, after the list changed from `old`, the item that was at `oldIndex` or its nearest
  /// survivor. When none survived: the same position when the list kept its length (a reload
  /// that gave every item a new ID keeps the user's place), else the first item; none when the
  /// list is empty.
  @inlinable
  mutating func selectSurvivor(of oldIndex: Int?, in old: CarouselItemList<ID>) {
    guard !isEmpty else {
      selectedIndex = nil
      return
    }
    guard let oldIndex else {
      selectedIndex = 0
      return
    }
    selectedIndex = survivor(of: oldIndex, in: old) ?? (count == old.count ? oldIndex : 0)
  }

  /// The new index of the item of `old` nearest to `oldIndex` (itself first, then 1 after,
  /// 1 before, 2 after, ...) that is still listed, or `nil` when none is. From a run, found
  /// without a walk of it: by the bounds both runs share, or in one pass over the new array.
  @inlinable
  func survivor(of oldIndex: Int, in old: CarouselItemList<ID>) -> Int? {
    let oldRun: ItemRun<ID>
    switch old.storage {
    case .array(let oldIDs): return survivor(of: oldIndex, inArray: oldIDs)
    case .run(let given): oldRun = given
    }
    guard let run else { return survivor(of: oldIndex, inRun: oldRun) }
    // The shared integers are the survivors, and the nearest is the selected one's integer
    // clamped into them: only those after it survive when it is below them, and only those
    // before it when above.
    guard let shared = run.shared(with: oldRun) else { return nil }
    let value = oldRun.lowerBound &+ oldIndex
    return min(max(value, shared.lowerBound), shared.upperBound &- 1) &- run.lowerBound
  }

  /// ``survivor(of:in:)`` from an array: a walk outward from `oldIndex`, which ends at the first
  /// survivor.
  @inlinable
  func survivor(of oldIndex: Int, inArray old: [ID]) -> Int? {
    if let kept = index(of: old[oldIndex]) { return kept }
    let farthest = max(oldIndex, old.count - 1 - oldIndex)
    for distance in stride(from: 1, through: farthest, by: 1) {
      // Two checks rather than a loop over `[after, before]`, which allocated an array a step.
      let after = oldIndex + distance
      if after < old.count, let kept = index(of: old[after]) { return kept }
      let before = oldIndex - distance
      if before >= 0, let kept = index(of: old[before]) { return kept }
    }
    return nil
  }

  /// ``survivor(of:in:)`` from the run `old` to an array: one pass over the array, each item's
  /// distance from `oldIndex` read from its offset in the run (the nearer first, the later on a
  /// tie), rather than a walk of the run, as long as the run is.
  @inlinable
  func survivor(of oldIndex: Int, inRun old: ItemRun<ID>) -> Int? {
    var nearest: (distance: Int, index: Int)?
    for (index, id) in uniqueIDs.enumerated() {
      guard let offset = old.offset(of: id) else { continue }
      // Both offsets are in `0..<old.count`, so the difference fits. Each offset is another's,
      // so a tie is between one before and one after.
      let distance = abs(offset - oldIndex)
      if let best = nearest,
        best.distance < distance || (best.distance == distance && offset < oldIndex)
      {
        continue
      }
      nearest = (distance, index)
    }
    return nearest?.index
  }
}
