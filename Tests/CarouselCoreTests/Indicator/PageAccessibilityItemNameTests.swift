import CarouselCore
import Testing

@Suite("PageAccessibility value(naming:)")
struct PageAccessibilityItemNameTests {
  @Test func aNamedItemIsReadBeforeItsPlace() {
    let model = PageAccessibility(count: 4, selectedIndex: 1, isLooping: false)
    #expect(model.value(naming: "Beach") == "Beach, 2 of 4")
    #expect(model.value(naming: "🏖️ Beach, south") == "🏖️ Beach, south, 2 of 4")
    #expect(model.value(naming: " ") == " , 2 of 4")  // only nil and "" mean no name
  }

  @Test func withoutANameThePlainValue() {
    let model = PageAccessibility(count: 4, selectedIndex: 1, isLooping: false)
    #expect(model.value(naming: nil) == "2 of 4")
    #expect(model.value(naming: "") == "2 of 4")
  }

  @Test(arguments: [false, true])
  func withoutItemsNothingWhateverTheName(isLooping: Bool) {
    for count in [0, -3] {
      let model = PageAccessibility(count: count, selectedIndex: 0, isLooping: isLooping)
      #expect(model.value(naming: "Beach") == "")
      #expect(model.value(naming: nil) == "")
      #expect(model.value(naming: "") == "")
    }
  }

  /// Every selection of 1...4 items, finite and looping, with and without a name.
  @Test func everyItemOfSmallCarousels() {
    for count in 1...4 {
      for isLooping in [false, true] {
        for index in 0..<count {
          let model = PageAccessibility(count: count, selectedIndex: index, isLooping: isLooping)
          #expect(model.value(naming: "Slide") == "Slide, \(index + 1) of \(count)")
          #expect(model.value(naming: nil) == "\(index + 1) of \(count)")
        }
      }
    }
    let wrapped = PageAccessibility(count: 4, selectedIndex: -1, isLooping: true)
    #expect(wrapped.value(naming: "City") == "City, 4 of 4")
    let last = PageAccessibility(count: .max, selectedIndex: .max, isLooping: false)
    #expect(
      last.value(naming: "Last") == "Last, 9223372036854775807 of 9223372036854775807")
  }
}
