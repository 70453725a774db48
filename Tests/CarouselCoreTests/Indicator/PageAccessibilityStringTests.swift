import CarouselCore
import Testing

/// The indicator's VoiceOver strings as CarouselUI localizes them: the value's and the
/// announcement's ``CarouselString``, whose English is the plain ``PageAccessibility/value``.
@Suite struct PageAccessibilityStringTests {
  @Test func theValueToLocalize() {
    let model = PageAccessibility(count: 5, selectedIndex: 1, isLooping: false)
    #expect(model.localizableValue(naming: nil) == .pageValue(page: 2, count: 5))
    #expect(model.localizableValue(naming: "") == .pageValue(page: 2, count: 5))
    #expect(
      model.localizableValue(naming: "Beach") == .namedPageValue(name: "Beach", page: 2, count: 5))
    #expect(model.scrollAnnouncement(naming: nil) == .pageScrolled(page: 2, count: 5))
    #expect(model.scrollAnnouncement(naming: "") == .pageScrolled(page: 2, count: 5))
    #expect(
      model.scrollAnnouncement(naming: "Beach")
        == .namedPageScrolled(name: "Beach", page: 2, count: 5))
    #expect(model.label == CarouselString.pageLabel.english)
  }

  @Test(arguments: [false, true])
  func withoutItemsNothingToLocalize(isLooping: Bool) {
    for count in [0, -3] {
      let model = PageAccessibility(count: count, selectedIndex: 0, isLooping: isLooping)
      #expect(model.localizableValue(naming: "Beach") == nil)
      #expect(model.localizableValue(naming: nil) == nil)
      #expect(model.scrollAnnouncement(naming: "Beach") == nil)
    }
  }

  @Test func theLastOfIntMaxItems() {
    let model = PageAccessibility(count: .max, selectedIndex: .max, isLooping: false)
    #expect(model.localizableValue(naming: nil) == .pageValue(page: .max, count: .max))
    #expect(model.scrollAnnouncement(naming: nil) == .pageScrolled(page: .max, count: .max))
  }

  /// The plain value is the English of the string to localize, for every selection of small
  /// carousels, with and without a name.
  @Test func thePlainValueIsItsEnglish() {
    for count in 0...4 {
      for isLooping in [false, true] {
        for index in -1...count {
          let model = PageAccessibility(count: count, selectedIndex: index, isLooping: isLooping)
          for name in [nil, "", "Beach"] {
            #expect(
              model.value(naming: name) == model.localizableValue(naming: name)?.english ?? "")
          }
        }
      }
    }
  }
}
