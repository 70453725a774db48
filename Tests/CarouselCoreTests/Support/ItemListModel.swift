// The tests' own model of an item list, which the items and engine property tests check the code
// against: first occurrences, the nearest survivor, and random edits of a list.

import UpdateCycleDouble

/// `ids` without repeats, first occurrences kept, and where each was in `ids`.
func firstOccurrences(of ids: [Int]) -> (ids: [Int], offsets: [Int]) {
  var seen: Set<Int> = []
  let kept = ids.indices.filter { seen.insert(ids[$0]).inserted }
  return (kept.map { ids[$0] }, kept)
}

/// The ID of `old` nearest to `selected` that is among `survivors`, preferring the one after on
/// a tie; `nil` when none survive or nothing was selected.
func nearestSurvivor(of selected: Int?, in old: [Int], among survivors: Set<Int>) -> Int? {
  guard let selected else { return nil }
  let kept = old.indices.filter { survivors.contains(old[$0]) }
  let nearest = kept.min { lhs, rhs in
    (abs(lhs - selected), lhs < selected ? 1 : 0) < (abs(rhs - selected), rhs < selected ? 1 : 0)
  }
  return nearest.map { old[$0] }
}

/// The item the documented rule selects after the list of unique IDs `old`, with the item at
/// `selected` selected, became `new` (unique too): the selected item or its nearest survivor;
/// when none survived, the item at the same position if the length is unchanged, else the
/// first; `nil` for an empty list.
func expectedSelection(after old: [Int], selected: Int?, becomes new: [Int]) -> Int? {
  if let survivor = nearestSurvivor(of: selected, in: old, among: Set(new)) { return survivor }
  if let selected, new.count == old.count { return new[selected] }
  return new.first
}

/// `ids` with one run of 1 to `longestRun` IDs below `idBound` (new ones mostly, an existing one
/// at times) added at the end, at the start or in the middle, or one such run removed or put in
/// place of as many: the edits a host makes, so that lists grow long enough for a run to be a
/// small part of them.
func randomEdit(
  of ids: [Int], longestRun: Int, idBound: Int, using random: inout SeededGenerator
) -> [Int] {
  let run = (0...random.below(longestRun)).map { _ in random.below(idBound) }
  let start = random.below(ids.count + 1)
  let end = min(ids.count, start + run.count)
  switch random.below(5) {
  case 0: return ids + run
  case 1: return run + ids
  case 2: return Array(ids[..<start]) + run + ids[start...]
  case 3: return Array(ids[..<start]) + ids[end...]
  default: return Array(ids[..<start]) + run + ids[end...]
  }
}
