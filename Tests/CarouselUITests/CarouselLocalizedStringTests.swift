import CarouselCore
import Testing

@testable import CarouselUI

/// `CarouselString.localized`: the package's own strings table, read through Foundation's
/// `Bundle` as on a device, defines every key, and fills each in as the English text reads.
@Suite struct CarouselLocalizedStringTests {
  static let strings: [CarouselString] = [
    .pageLabel, .pageValue(page: 2, count: 5), .namedPageValue(name: "Beach", page: 2, count: 5),
    .pageScrolled(page: 2, count: 5), .namedPageScrolled(name: "Beach", page: 2, count: 5),
    .pause, .play, .autoplayOff, .emptyTitle, .emptyDescription,
  ]

  @Test(arguments: strings) func thePackageDefinesEveryKey(string: CarouselString) {
    #expect(CarouselStringSource.package.definition(of: string.key) != nil)
  }

  @Test func eachReadsAsItsEnglish() {
    #expect(
      Self.strings.map(\.localized) == [
        "Page", "2 of 5", "Beach, 2 of 5", "Page 2 of 5", "Beach, page 2 of 5", "Pause", "Play",
        "Autoplay off", "No Items", "There is nothing to show yet.",
      ])
  }

  @Test func aKeyNoTableDefinesIsNotDefined() {
    #expect(CarouselStringSource.package.definition(of: "no such key") == nil)
    #expect(CarouselStringSource.app.definition(of: "no such key") == nil)
  }
}
