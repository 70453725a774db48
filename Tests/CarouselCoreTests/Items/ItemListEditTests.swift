import Testing

@testable import CarouselCore

/// `ItemListEdit`: the shared ends of two lists and the run between them, checked on the edits a
/// host makes (literal values) and on every pair of short lists over a tiny alphabet.
@Suite struct ItemListEditTests {
  @Test func identicalListsAreTheIdentity() {
    let edit = ItemListEdit(from: [1, 2, 3], to: [1, 2, 3])
    #expect(edit.isIdentity)
    #expect(parts(edit) == Parts(prefix: 3, suffix: 0, old: 3, new: 3))
    #expect(edit.removed == 3..<3)
    #expect(edit.inserted == 3..<3)
    #expect(edit.shift == 0)
  }

  @Test func emptyToEmptyIsTheIdentity() {
    let edit = ItemListEdit(from: [Int](), to: [])
    #expect(edit.isIdentity)
    #expect(parts(edit) == Parts(prefix: 0, suffix: 0, old: 0, new: 0))
    #expect(edit.removed == 0..<0)
    #expect(edit.inserted == 0..<0)
    #expect(edit.shift == 0)
  }

  @Test func emptyToTwoInsertsBoth() {
    let edit = ItemListEdit(from: [], to: [1, 2])
    #expect(!edit.isIdentity)
    #expect(parts(edit) == Parts(prefix: 0, suffix: 0, old: 0, new: 2))
    #expect(edit.removed == 0..<0)
    #expect(edit.inserted == 0..<2)
    #expect(edit.shift == 2)
  }

  @Test func twoToEmptyRemovesBoth() {
    let edit = ItemListEdit(from: [1, 2], to: [])
    #expect(!edit.isIdentity)
    #expect(parts(edit) == Parts(prefix: 0, suffix: 0, old: 2, new: 0))
    #expect(edit.removed == 0..<2)
    #expect(edit.inserted == 0..<0)
    #expect(edit.shift == -2)
  }

  @Test func anAppendKeepsEverythingBeforeIt() {
    let edit = ItemListEdit(from: [1, 2, 3], to: [1, 2, 3, 4, 5])
    #expect(!edit.isIdentity)
    #expect(parts(edit) == Parts(prefix: 3, suffix: 0, old: 3, new: 5))
    #expect(edit.removed == 3..<3)
    #expect(edit.inserted == 3..<5)
    #expect(edit.shift == 2)
  }

  @Test func aPrependKeepsEverythingAfterIt() {
    let edit = ItemListEdit(from: ["b", "c", "d"], to: ["a", "b", "c", "d"])
    #expect(!edit.isIdentity)
    #expect(parts(edit) == Parts(prefix: 0, suffix: 3, old: 3, new: 4))
    #expect(edit.removed == 0..<0)
    #expect(edit.inserted == 0..<1)
    #expect(edit.shift == 1)
  }

  @Test func anInsertionInTheMiddleKeepsBothSides() {
    let edit = ItemListEdit(from: [1, 2, 3, 4], to: [1, 2, 9, 3, 4])
    #expect(parts(edit) == Parts(prefix: 2, suffix: 2, old: 4, new: 5))
    #expect(edit.removed == 2..<2)
    #expect(edit.inserted == 2..<3)
    #expect(edit.shift == 1)
  }

  @Test func aRemovalInTheMiddleKeepsBothSides() {
    let edit = ItemListEdit(from: [1, 2, 3, 4, 5], to: [1, 2, 4, 5])
    #expect(parts(edit) == Parts(prefix: 2, suffix: 2, old: 5, new: 4))
    #expect(edit.removed == 2..<3)
    #expect(edit.inserted == 2..<2)
    #expect(edit.shift == -1)
  }

  @Test func aRunReplacedInTheMiddleKeepsBothSides() {
    let edit = ItemListEdit(from: [1, 2, 3, 4, 5], to: [1, 7, 8, 5])
    #expect(!edit.isIdentity)
    #expect(parts(edit) == Parts(prefix: 1, suffix: 1, old: 5, new: 4))
    #expect(edit.removed == 1..<4)
    #expect(edit.inserted == 1..<3)
    #expect(edit.shift == -1)
    let sameLength = ItemListEdit(from: [1, 2, 3], to: [1, 9, 3])
    #expect(!sameLength.isIdentity)
    #expect(sameLength.removed == 1..<2)
    #expect(sameLength.inserted == 1..<2)
    #expect(sameLength.shift == 0)
  }

  @Test func replacingEverythingKeepsNothing() {
    let edit = ItemListEdit(from: [1, 2, 3], to: [4, 5])
    #expect(parts(edit) == Parts(prefix: 0, suffix: 0, old: 3, new: 2))
    #expect(edit.removed == 0..<3)
    #expect(edit.inserted == 0..<2)
    #expect(edit.shift == -1)
  }

  /// Where the shared start and the shared end could overlap, the start is kept whole and the
  /// end takes only what is left of the shorter list.
  @Test func repeatsNeverCountTwiceInThePrefixAndTheSuffix() {
    let cases: [(old: [Int], new: [Int], parts: Parts, removed: Range<Int>, inserted: Range<Int>)] =
      [
        ([1, 1, 1], [1, 1], Parts(prefix: 2, suffix: 0, old: 3, new: 2), 2..<3, 2..<2),
        ([1, 1], [1, 1, 1], Parts(prefix: 2, suffix: 0, old: 2, new: 3), 2..<2, 2..<3),
        ([1, 2, 1], [1], Parts(prefix: 1, suffix: 0, old: 3, new: 1), 1..<3, 1..<1),
        ([1], [1, 2, 1], Parts(prefix: 1, suffix: 0, old: 1, new: 3), 1..<1, 1..<3),
        ([1, 2, 1, 2], [1, 2], Parts(prefix: 2, suffix: 0, old: 4, new: 2), 2..<4, 2..<2),
        ([2, 1], [1, 2, 1], Parts(prefix: 0, suffix: 2, old: 2, new: 3), 0..<0, 0..<1),
        ([1, 2, 2, 1], [1, 2, 1], Parts(prefix: 2, suffix: 1, old: 4, new: 3), 2..<3, 2..<2),
      ]
    for (old, new, expected, removed, inserted) in cases {
      let edit = ItemListEdit(from: old, to: new)
      #expect(parts(edit) == expected, "\(old) -> \(new)")
      #expect(edit.removed == removed, "\(old) -> \(new)")
      #expect(edit.inserted == inserted, "\(old) -> \(new)")
      #expect(edit.shift == new.count - old.count, "\(old) -> \(new)")
    }
  }

  /// Every pair of lists over the alphabet of `letters` letters up to `maxLength` long: the kept
  /// ends share IDs, fit the shorter list together, and are as long as they can be (the start
  /// first); replacing the removed run of the old list by the inserted run of the new one gives
  /// the new list; the identity is exactly the equal lists.
  @Test(arguments: [(2, 5, 63), (3, 4, 121)])
  func everyPairOfShortListsIsDescribedExactly(letters: Int, maxLength: Int, listCount: Int) {
    let lists = allLists(letters: letters, maxLength: maxLength)
    #expect(lists.count == listCount)
    var failures: [String] = []
    var identities = 0
    for old in lists {
      for new in lists {
        let edit = ItemListEdit(from: old, to: new)
        if edit.isIdentity { identities += 1 }
        if let problem = brokenPromise(of: edit, from: old, to: new) {
          failures.append("\(old) -> \(new): \(problem)")
        }
      }
    }
    #expect(failures.prefix(10) == [])
    #expect(identities == listCount)
  }
}

/// The stored parts of an edit, to compare at once.
private struct Parts: Equatable {
  let prefix: Int
  let suffix: Int
  let old: Int
  let new: Int
}

private func parts(_ edit: ItemListEdit) -> Parts {
  Parts(prefix: edit.keptPrefix, suffix: edit.keptSuffix, old: edit.oldCount, new: edit.newCount)
}

/// Every list over the letters `0..<letters` of length 0 through `maxLength`, shortest first.
private func allLists(letters: Int, maxLength: Int) -> [[Int]] {
  var lists: [[Int]] = [[]]
  var ofLength: [[Int]] = [[]]
  for _ in 0..<maxLength {
    ofLength = ofLength.flatMap { list in (0..<letters).map { list + [$0] } }
    lists += ofLength
  }
  return lists
}

/// What `edit` gets wrong about the change from `old` to `new`, or `nil`.
private func brokenPromise(of edit: ItemListEdit, from old: [Int], to new: [Int]) -> String? {
  let (prefix, suffix) = (edit.keptPrefix, edit.keptSuffix)
  let shorter = min(old.count, new.count)
  if edit.oldCount != old.count || edit.newCount != new.count { return "counts" }
  if prefix < 0 || suffix < 0 || prefix + suffix > shorter { return "ends overlap" }
  if old[..<prefix] != new[..<prefix] { return "prefix \(prefix) not shared" }
  if old.suffix(suffix) != new.suffix(suffix) { return "suffix \(suffix) not shared" }
  if prefix < shorter, old[prefix] == new[prefix] { return "prefix \(prefix) not maximal" }
  if prefix + suffix < shorter, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] {
    return "suffix \(suffix) not maximal"
  }
  if edit.removed != prefix..<(old.count - suffix) { return "removed \(edit.removed)" }
  if edit.inserted != prefix..<(new.count - suffix) { return "inserted \(edit.inserted)" }
  if edit.shift != new.count - old.count { return "shift \(edit.shift)" }
  var replaced = old
  replaced.replaceSubrange(edit.removed, with: new[edit.inserted])
  if replaced != new { return "the replacement gives \(replaced)" }
  if edit.isIdentity != (old == new) { return "isIdentity \(edit.isIdentity)" }
  return nil
}
