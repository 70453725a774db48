import CarouselCore

/// One of each ``CarouselString``: the strings every `Carousel.strings` defines. The page
/// numbers differ from the counts, and the second sample's from the first's, so a specifier
/// that reads the wrong argument shows.
let everyCarouselString: [CarouselString] = [
  .pageLabel,
  .pageValue(page: 2, count: 5),
  .namedPageValue(name: "Beach", page: 3, count: 7),
  .pageScrolled(page: 4, count: 9),
  .namedPageScrolled(name: "Harbor", page: 6, count: 8),
  .pause,
  .play,
  .autoplayOff,
  .emptyTitle,
  .emptyDescription,
]

/// The case's name. The switch has no default, so a new case stops the tests compiling here
/// until it has its name, and a sample in ``everyCarouselString`` (a test counts the names).
func caseName(of string: CarouselString) -> String {
  switch string {
  case .pageLabel: return "pageLabel"
  case .pageValue: return "pageValue"
  case .namedPageValue: return "namedPageValue"
  case .pageScrolled: return "pageScrolled"
  case .namedPageScrolled: return "namedPageScrolled"
  case .pause: return "pause"
  case .play: return "play"
  case .autoplayOff: return "autoplayOff"
  case .emptyTitle: return "emptyTitle"
  case .emptyDescription: return "emptyDescription"
  }
}
