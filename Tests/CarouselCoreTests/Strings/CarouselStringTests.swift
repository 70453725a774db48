import CarouselCore
import Testing

@Suite struct CarouselStringTests {
  @Test func keysArgumentsAndEnglish() {
    let expected: [(CarouselString, String, [CarouselStringArgument], String)] = [
      (.pageLabel, "Page", [], "Page"),
      (.pageValue(page: 2, count: 5), "%lld of %lld", [.integer(2), .integer(5)], "2 of 5"),
      (
        .namedPageValue(name: "Beach", page: 2, count: 5), "%@, %lld of %lld",
        [.text("Beach"), .integer(2), .integer(5)], "Beach, 2 of 5"
      ),
      (
        .pageScrolled(page: 2, count: 5), "Page %lld of %lld", [.integer(2), .integer(5)],
        "Page 2 of 5"
      ),
      (
        .namedPageScrolled(name: "Beach", page: 2, count: 5), "%@, page %lld of %lld",
        [.text("Beach"), .integer(2), .integer(5)], "Beach, page 2 of 5"
      ),
      (.pause, "Pause", [], "Pause"),
      (.play, "Play", [], "Play"),
      (.autoplayOff, "Autoplay off", [], "Autoplay off"),
      (.emptyTitle, "No Items", [], "No Items"),
      (.emptyDescription, "There is nothing to show yet.", [], "There is nothing to show yet."),
    ]
    for (string, key, arguments, english) in expected {
      #expect(string.key == key)
      #expect(string.arguments == arguments, "\(key)")
      #expect(string.english == english, "\(key)")
    }
    #expect(Set(expected.map(\.0.key)) == Set(everyCarouselString.map(\.key)))
  }

  @Test func theSamplesHoldOneOfEachCaseAndEachKeyOnce() {
    #expect(Set(everyCarouselString.map(caseName(of:))).count == everyCarouselString.count)
    #expect(Set(everyCarouselString.map(\.key)).count == everyCarouselString.count)
  }

  /// The key is the English format with plain specifiers for the arguments, and reads as the
  /// English text when filled in.
  @Test(arguments: everyCarouselString)
  func theKeyIsTheEnglishFormat(_ string: CarouselString) throws {
    let key = try #require(FormatPieces(string.key))
    #expect(key.specifiers.allSatisfy { $0.position == nil })
    #expect(key.problems(for: string.arguments) == [])
    #expect(key.filled(with: string.arguments) == string.english)
  }

  @Test func extremeArguments() {
    #expect(
      CarouselString.pageValue(page: .max, count: .max).english
        == "9223372036854775807 of 9223372036854775807")
    #expect(
      CarouselString.namedPageValue(name: "", page: 1, count: 1).english == ", 1 of 1")
    #expect(
      CarouselString.namedPageValue(name: "🏖️ %@ 100%", page: 1, count: 2).english
        == "🏖️ %@ 100%, 1 of 2")  // a name is text, never a format
  }
}
