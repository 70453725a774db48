import CarouselCore
import Testing

/// Every selected index for counts 1...8, finite and looping: value, incremented, decremented.
private let adjustmentTable: [(Int, Bool, Int, String, Int?, Int?)] = [
  (1, false, 0, "1 of 1", nil, nil),
  (2, false, 0, "1 of 2", 1, nil),
  (2, false, 1, "2 of 2", nil, 0),
  (3, false, 0, "1 of 3", 1, nil),
  (3, false, 1, "2 of 3", 2, 0),
  (3, false, 2, "3 of 3", nil, 1),
  (4, false, 0, "1 of 4", 1, nil),
  (4, false, 1, "2 of 4", 2, 0),
  (4, false, 2, "3 of 4", 3, 1),
  (4, false, 3, "4 of 4", nil, 2),
  (5, false, 0, "1 of 5", 1, nil),
  (5, false, 1, "2 of 5", 2, 0),
  (5, false, 2, "3 of 5", 3, 1),
  (5, false, 3, "4 of 5", 4, 2),
  (5, false, 4, "5 of 5", nil, 3),
  (6, false, 0, "1 of 6", 1, nil),
  (6, false, 1, "2 of 6", 2, 0),
  (6, false, 2, "3 of 6", 3, 1),
  (6, false, 3, "4 of 6", 4, 2),
  (6, false, 4, "5 of 6", 5, 3),
  (6, false, 5, "6 of 6", nil, 4),
  (7, false, 0, "1 of 7", 1, nil),
  (7, false, 1, "2 of 7", 2, 0),
  (7, false, 2, "3 of 7", 3, 1),
  (7, false, 3, "4 of 7", 4, 2),
  (7, false, 4, "5 of 7", 5, 3),
  (7, false, 5, "6 of 7", 6, 4),
  (7, false, 6, "7 of 7", nil, 5),
  (8, false, 0, "1 of 8", 1, nil),
  (8, false, 1, "2 of 8", 2, 0),
  (8, false, 2, "3 of 8", 3, 1),
  (8, false, 3, "4 of 8", 4, 2),
  (8, false, 4, "5 of 8", 5, 3),
  (8, false, 5, "6 of 8", 6, 4),
  (8, false, 6, "7 of 8", 7, 5),
  (8, false, 7, "8 of 8", nil, 6),
  (1, true, 0, "1 of 1", nil, nil),
  (2, true, 0, "1 of 2", 1, 1),
  (2, true, 1, "2 of 2", 0, 0),
  (3, true, 0, "1 of 3", 1, 2),
  (3, true, 1, "2 of 3", 2, 0),
  (3, true, 2, "3 of 3", 0, 1),
  (4, true, 0, "1 of 4", 1, 3),
  (4, true, 1, "2 of 4", 2, 0),
  (4, true, 2, "3 of 4", 3, 1),
  (4, true, 3, "4 of 4", 0, 2),
  (5, true, 0, "1 of 5", 1, 4),
  (5, true, 1, "2 of 5", 2, 0),
  (5, true, 2, "3 of 5", 3, 1),
  (5, true, 3, "4 of 5", 4, 2),
  (5, true, 4, "5 of 5", 0, 3),
  (6, true, 0, "1 of 6", 1, 5),
  (6, true, 1, "2 of 6", 2, 0),
  (6, true, 2, "3 of 6", 3, 1),
  (6, true, 3, "4 of 6", 4, 2),
  (6, true, 4, "5 of 6", 5, 3),
  (6, true, 5, "6 of 6", 0, 4),
  (7, true, 0, "1 of 7", 1, 6),
  (7, true, 1, "2 of 7", 2, 0),
  (7, true, 2, "3 of 7", 3, 1),
  (7, true, 3, "4 of 7", 4, 2),
  (7, true, 4, "5 of 7", 5, 3),
  (7, true, 5, "6 of 7", 6, 4),
  (7, true, 6, "7 of 7", 0, 5),
  (8, true, 0, "1 of 8", 1, 7),
  (8, true, 1, "2 of 8", 2, 0),
  (8, true, 2, "3 of 8", 3, 1),
  (8, true, 3, "4 of 8", 4, 2),
  (8, true, 4, "5 of 8", 5, 3),
  (8, true, 5, "6 of 8", 6, 4),
  (8, true, 6, "7 of 8", 7, 5),
  (8, true, 7, "8 of 8", 0, 6),
]

@Suite("PageAccessibility")
struct PageAccessibilityTests {
  @Test func everyIndexOfEveryCount() {
    #expect(adjustmentTable.count == 72)
    for (count, isLooping, index, value, incremented, decremented) in adjustmentTable {
      let model = PageAccessibility(count: count, selectedIndex: index, isLooping: isLooping)
      let label = "count \(count) index \(index) loop \(isLooping)"
      #expect(model.label == "Page", "\(label)")
      #expect(model.selectedIndex == index, "\(label)")
      #expect(model.value == value, "\(label)")
      #expect(model.incremented() == incremented, "\(label)")
      #expect(model.decremented() == decremented, "\(label)")
    }
  }

  @Test(arguments: [false, true])
  func noItemsMeansNoValueAndNoAdjustments(isLooping: Bool) {
    for count in [0, -4] {
      for index in [nil, 0, 3] as [Int?] {
        let model = PageAccessibility(count: count, selectedIndex: index, isLooping: isLooping)
        #expect(model.count == 0)
        #expect(model.selectedIndex == nil)
        #expect(model.value == "")
        #expect(model.incremented() == nil)
        #expect(model.decremented() == nil)
      }
    }
  }

  @Test func outOfRangeAndMissingSelections() {
    #expect(PageAccessibility(count: 5, selectedIndex: nil, isLooping: false).value == "1 of 5")
    #expect(PageAccessibility(count: 5, selectedIndex: 12, isLooping: false).value == "5 of 5")
    #expect(PageAccessibility(count: 5, selectedIndex: -1, isLooping: false).value == "1 of 5")
    #expect(PageAccessibility(count: 5, selectedIndex: 12, isLooping: true).value == "3 of 5")
    #expect(PageAccessibility(count: 5, selectedIndex: -1, isLooping: true).value == "5 of 5")
    #expect(PageAccessibility(count: 5, selectedIndex: .min, isLooping: true).selectedIndex == 2)
  }
}
