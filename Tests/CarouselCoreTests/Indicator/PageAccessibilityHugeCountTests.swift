import CarouselCore
import Testing

/// One row of the model at the limits of `Int`, written out.
private struct HugeRow {
  let count: Int
  let isLooping: Bool
  /// The selection passed to the model.
  let given: Int?
  let selectedIndex: Int
  let value: String
  let incremented: Int?
  let decremented: Int?
}

/// The model at the limits of `Int`: selection, value, increment and decrement.
private let hugeRows: [HugeRow] = [
  HugeRow(
    count: 9_223_372_036_854_775_807, isLooping: false, given: 9_223_372_036_854_775_807,
    selectedIndex: 9_223_372_036_854_775_806,
    value: "9223372036854775807 of 9223372036854775807", incremented: nil,
    decremented: 9_223_372_036_854_775_805),
  HugeRow(
    count: 9_223_372_036_854_775_807, isLooping: false, given: 9_223_372_036_854_775_805,
    selectedIndex: 9_223_372_036_854_775_805,
    value: "9223372036854775806 of 9223372036854775807", incremented: 9_223_372_036_854_775_806,
    decremented: 9_223_372_036_854_775_804),
  HugeRow(
    count: 9_223_372_036_854_775_807, isLooping: false, given: Int.min, selectedIndex: 0,
    value: "1 of 9223372036854775807", incremented: 1, decremented: nil),
  HugeRow(
    count: 9_223_372_036_854_775_807, isLooping: false, given: nil, selectedIndex: 0,
    value: "1 of 9223372036854775807", incremented: 1, decremented: nil),
  HugeRow(
    count: 9_223_372_036_854_775_807, isLooping: true, given: 9_223_372_036_854_775_807,
    selectedIndex: 0, value: "1 of 9223372036854775807", incremented: 1,
    decremented: 9_223_372_036_854_775_806),
  HugeRow(
    count: 9_223_372_036_854_775_807, isLooping: true, given: 9_223_372_036_854_775_806,
    selectedIndex: 9_223_372_036_854_775_806,
    value: "9223372036854775807 of 9223372036854775807", incremented: 0,
    decremented: 9_223_372_036_854_775_805),
  HugeRow(
    count: 9_223_372_036_854_775_807, isLooping: true, given: Int.min,
    selectedIndex: 9_223_372_036_854_775_806,
    value: "9223372036854775807 of 9223372036854775807", incremented: 0,
    decremented: 9_223_372_036_854_775_805),
  HugeRow(
    count: 9_223_372_036_854_775_807, isLooping: true, given: -1,
    selectedIndex: 9_223_372_036_854_775_806,
    value: "9223372036854775807 of 9223372036854775807", incremented: 0,
    decremented: 9_223_372_036_854_775_805),
  HugeRow(
    count: 9_223_372_036_854_775_806, isLooping: false, given: 9_223_372_036_854_775_807,
    selectedIndex: 9_223_372_036_854_775_805,
    value: "9223372036854775806 of 9223372036854775806", incremented: nil,
    decremented: 9_223_372_036_854_775_804),
  HugeRow(
    count: 9_223_372_036_854_775_806, isLooping: true, given: 9_223_372_036_854_775_807,
    selectedIndex: 1, value: "2 of 9223372036854775806", incremented: 2, decremented: 0),
  HugeRow(
    count: 4_611_686_018_427_387_904, isLooping: false, given: 9_223_372_036_854_775_807,
    selectedIndex: 4_611_686_018_427_387_903,
    value: "4611686018427387904 of 4611686018427387904", incremented: nil,
    decremented: 4_611_686_018_427_387_902),
  HugeRow(
    count: 4_611_686_018_427_387_904, isLooping: true, given: 4_611_686_018_427_387_904,
    selectedIndex: 0, value: "1 of 4611686018427387904", incremented: 1,
    decremented: 4_611_686_018_427_387_903),
  HugeRow(
    count: 4_611_686_018_427_387_904, isLooping: true, given: Int.min, selectedIndex: 0,
    value: "1 of 4611686018427387904", incremented: 1, decremented: 4_611_686_018_427_387_903),
]

@Suite("PageAccessibility at huge counts")
struct PageAccessibilityHugeCountTests {
  @Test func theLimitsOfInt() {
    for row in hugeRows {
      let model = PageAccessibility(
        count: row.count, selectedIndex: row.given, isLooping: row.isLooping)
      let label = "count \(row.count) loop \(row.isLooping) given \(String(describing: row.given))"
      #expect(model.count == row.count, "\(label)")
      #expect(model.selectedIndex == row.selectedIndex, "\(label)")
      #expect(model.value == row.value, "\(label)")
      #expect(model.incremented() == row.incremented, "\(label)")
      #expect(model.decremented() == row.decremented, "\(label)")
    }
  }

  @Test(arguments: [false, true])
  func negativeExtremesMeanNoItems(isLooping: Bool) {
    let model = PageAccessibility(count: Int.min, selectedIndex: Int.max, isLooping: isLooping)
    #expect(model.count == 0)
    #expect(model.selectedIndex == nil)
    #expect(model.value == "")
    #expect(model.incremented() == nil)
    #expect(model.decremented() == nil)
  }
}
