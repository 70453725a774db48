import Testing

@testable import CarouselCore

/// Issue 21: a long list that shrinks in small edits gets a smaller index once it is below a
/// quarter of the index's room. Lookups stay right either way, so only the index's capacity
/// shows the rule.
@Suite struct ItemIndexShrinkTests {
  /// 1,000 items, indexed with an eighth more room: 1,125 slots' worth (1,500 slots, three
  /// quarters full). Thirteen items are removed at a time from the middle, a small edit, down to
  /// 77. Each edit changes the index in place while the list keeps at least a quarter of its
  /// room (1,125 / 4 = 281 items, so down to 285); at 272 the list is indexed anew, with room
  /// for 272 + 34 = 306 (408 slots), which later edits keep, 77 being at least 306 / 4 = 76.
  @Test func removalsShrinkTheIndexBelowAQuarterOfItsRoom() {
    var ids = Array(0..<1_000)
    var carousel = Engine(count: 1_000, selection: 500, configuration: .swiping(.paged))
    #expect(carousel.items.index.capacity == 1_125)
    var wrong: [String] = []
    while ids.count > 77 {
      let middle = ids.count / 2
      ids.removeSubrange((middle - 6)...(middle + 6))
      carousel.itemsChanged(ids, at: at(1))
      let capacity = carousel.items.index.capacity
      let expected = ids.count >= 285 ? 1_125 : 306
      if capacity != expected { wrong.append("\(ids.count) items: \(capacity), not \(expected)") }
    }
    #expect(ids.count == 77)
    #expect(wrong.isEmpty, "\(wrong.count) sizes: \(wrong.prefix(3))")
    // Every survivor is found where it is, every removed ID is gone.
    let survivors = Set(ids)
    #expect(ids.indices.allSatisfy { carousel.index(of: ids[$0]) == $0 })
    #expect((0..<1_000).allSatisfy { survivors.contains($0) || carousel.index(of: $0) == nil })
  }
}
