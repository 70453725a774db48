/// The carousel's items by stable ID, and which one is selected, kept valid while the list
/// changes.
///
/// Selection follows the item, not the index: inserting, removing or reordering other items keeps
/// the selected item selected. When the selected item itself is removed, its nearest surviving
/// neighbor (in the old order) takes over. Duplicate IDs are dropped (the first occurrence wins)
/// and reported in ``diagnostics``.
///
/// ```swift
/// var items = CarouselItems(["a", "b", "c", "d"], selecting: "c")
/// items.update(["a", "c", "e"])   // true: the list changed; "c" survived and stays selected
/// items.selectedIndex             // 1
/// items.update(["a", "c", "e"])   // false: the same list changes nothing
/// items.update(["a", "e"])        // true: "c" was removed; "e", which followed it, takes over
/// items.selectedID                // "e"
/// ```
package struct CarouselItems<ID: Hashable & Sendable>: Sendable, Equatable {
  /// The item IDs in order, without duplicates.
  package private(set) var ids: [ID]
  /// How many later occurrences of an already listed ID the last list given contained.
  package private(set) var droppedDuplicateCount: Int
  /// The index of the selected item; `nil` exactly when there are no items.
  package private(set) var selectedIndex: Int?
  /// Each ID's index in ``ids``, so that lookups are O(1).
  private var indexByID: [ID: Int]
  /// The last list given, when it differs from ``ids`` (it had duplicates): what a re-sent list
  /// is compared with. `nil` when the list given was ``ids`` itself, so no memory is spent twice.
  private var inputWithDuplicates: [ID]?
  /// Where each item's first occurrence is in the last list given, when it had duplicates
  /// (`nil` when every item is where the list had it).
  private var inputOffsets: [Int]?

  /// Creates the items from `ids`, dropping repeated IDs, and selects `id`.
  ///
  /// When `id` is `nil` or not among `ids`, the first item is selected (compare ``selectedID``
  /// with `id` to report ``CarouselDiagnostic/selectionNotFound``); an empty list selects nothing.
  package init(_ ids: some Collection<ID>, selecting id: ID? = nil) {
    (self.ids, indexByID, droppedDuplicateCount, inputOffsets) = Self.deduplicated(ids)
    inputWithDuplicates = droppedDuplicateCount > 0 ? Array(ids) : nil
    selectedIndex = self.ids.isEmpty ? nil : 0
    select(id)
  }

  /// The number of items.
  package var count: Int { ids.count }

  /// Whether there are no items.
  package var isEmpty: Bool { ids.isEmpty }

  /// The ID of the selected item; `nil` exactly when there are no items.
  package var selectedID: ID? { selectedIndex.map { ids[$0] } }

  /// The problems found in the last list given: ``CarouselDiagnostic/duplicateIDs(count:)`` when
  /// repeated IDs were dropped, otherwise empty.
  package var diagnostics: [CarouselDiagnostic] {
    droppedDuplicateCount > 0 ? [.duplicateIDs(count: droppedDuplicateCount)] : []
  }

  /// The index of the item with `id`, or `nil` when there is none. O(1).
  package func index(of id: ID) -> Int? { indexByID[id] }

  /// Where item `index` is in the list last given: `index` itself, unless the list had
  /// duplicates before it (a host finds the item's data there).
  package func inputOffset(ofItem index: Int) -> Int { inputOffsets?[index] ?? index }

  /// Selects the item with `id` and returns `true`.
  ///
  /// When no item has `id` (or `id` is `nil` while there are items) the selection is kept and the
  /// result is `false`: the caller reports ``CarouselDiagnostic/selectionNotFound``. With no items,
  /// `nil` is the only valid selection, so selecting `nil` then returns `true`.
  @discardableResult
  package mutating func select(_ id: ID?) -> Bool {
    guard let id else { return isEmpty }
    guard let index = indexByID[id] else { return false }
    selectedIndex = index
    return true
  }

  /// Selects the item at `index`, clamped into the valid indices; does nothing when empty.
  package mutating func select(index: Int) {
    guard !isEmpty else { return }
    selectedIndex = min(max(index, 0), count - 1)
  }

  /// Replaces the list with `newIDs` (dropping repeated IDs), keeping the selected item selected.
  ///
  /// The same list as last time changes nothing (one pass over it, no allocation). When the
  /// selected item is removed, the nearest surviving item in the old order is selected,
  /// searching outward one step after, one before, two after, two before, and so on: on a tie the
  /// following item wins because it slides into the removed item's place. When none of the old
  /// items survive, the first new item is selected; an empty list selects nothing.
  ///
  /// - Returns: Whether anything changed: `false` exactly when `newIDs` is the list last given.
  @discardableResult
  package mutating func update(_ newIDs: some Collection<ID>) -> Bool {
    guard !newIDs.elementsEqual(lastGiven) else { return false }
    replace(with: newIDs)
    return true
  }

  /// The last list given, duplicates included: a list equal to it changes nothing.
  package var lastGiven: [ID] { inputWithDuplicates ?? ids }

  /// ``update(_:)`` for a list known to differ from ``lastGiven``, without comparing again.
  package mutating func replace(with newIDs: some Collection<ID>) {
    let oldIDs = ids
    let oldSelectedIndex = selectedIndex
    (ids, indexByID, droppedDuplicateCount, inputOffsets) = Self.deduplicated(newIDs)
    inputWithDuplicates = droppedDuplicateCount > 0 ? Array(newIDs) : nil
    guard let oldSelectedIndex else {
      selectedIndex = isEmpty ? nil : 0
      return
    }
    let survivor = Self.nearestSurvivor(
      of: oldSelectedIndex, in: oldIDs, survives: { indexByID[$0] != nil })
    selectedIndex = survivor.flatMap { indexByID[$0] } ?? (isEmpty ? nil : 0)
  }

  /// `ids` without repeats (the first occurrence wins), each ID's index, how many were dropped,
  /// and, when some were, each kept ID's offset in `ids`.
  private static func deduplicated(
    _ ids: some Collection<ID>
  ) -> (ids: [ID], indexByID: [ID: Int], dropped: Int, offsets: [Int]?) {
    var unique: [ID] = []
    unique.reserveCapacity(ids.count)
    var indexByID: [ID: Int] = [:]
    indexByID.reserveCapacity(ids.count)
    var offsets: [Int]?
    for (offset, id) in ids.enumerated() {
      if indexByID[id] == nil {
        indexByID[id] = unique.count
        unique.append(id)
        offsets?.append(offset)
      } else if offsets == nil {
        offsets = Array(0..<unique.count)  // every item so far was where the list had it
      }
    }
    return (unique, indexByID, ids.count - unique.count, offsets)
  }

  /// The ID in `ids` nearest to `index` (itself first, then 1 after, 1 before, 2 after, ...) that
  /// `survives`, or `nil` when none does.
  private static func nearestSurvivor(
    of index: Int, in ids: [ID], survives: (ID) -> Bool
  ) -> ID? {
    if survives(ids[index]) { return ids[index] }
    let farthest = max(index, ids.count - 1 - index)
    for distance in stride(from: 1, through: farthest, by: 1) {
      // Two checks rather than a loop over `[after, before]`, which allocated an array a step.
      let after = index + distance
      if after < ids.count, survives(ids[after]) { return ids[after] }
      let before = index - distance
      if before >= 0, survives(ids[before]) { return ids[before] }
    }
    return nil
  }
}
