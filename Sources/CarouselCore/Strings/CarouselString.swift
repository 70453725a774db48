/// One user-visible string of CarouselUI, with what fills it in: its localization key, its
/// arguments and its English text.
///
/// The keys are the English formats with plain specifiers (`%lld` for an integer, `%@` for
/// text), as SwiftUI writes them; a translation uses positional ones (`%1$lld`) so it can put
/// the arguments in any order. The UI looks a key up in the app's `Carousel.strings` first,
/// then in the package's (see ``CarouselStringSource``), and shows ``english`` when neither
/// defines it.
///
/// ```swift
/// let string = CarouselString.pageValue(page: 2, count: 5)
/// string.key  // "%lld of %lld"
/// string.arguments  // [.integer(2), .integer(5)]
/// string.english  // "2 of 5"
/// ```
package enum CarouselString: Hashable, Sendable {
  /// VoiceOver's label of the page indicator: "Page".
  case pageLabel
  /// VoiceOver's value of the page indicator: "2 of 5" (`page` counts from 1).
  case pageValue(page: Int, count: Int)
  /// VoiceOver's value of the page indicator naming the item: "Beach, 2 of 5".
  case namedPageValue(name: String, page: Int, count: Int)
  /// What VoiceOver announces after a three-finger swipe moved the carousel: "Page 2 of 5".
  case pageScrolled(page: Int, count: Int)
  /// What VoiceOver announces after a three-finger swipe, naming the item: "Beach, page 2 of 5".
  case namedPageScrolled(name: String, page: Int, count: Int)
  /// The playback button while autoplay plays: "Pause".
  case pause
  /// The playback button while autoplay is paused or unavailable: "Play".
  case play
  /// The disabled playback button while Reduce Motion or VoiceOver keep autoplay off:
  /// "Autoplay off".
  case autoplayOff
  /// The title of an empty carousel: "No Items".
  case emptyTitle
  /// The description of an empty carousel: "There is nothing to show yet.".
  case emptyDescription

  /// The key in `Carousel.strings`: the same keys SwiftUI's `Text` used before, so an
  /// app's existing translations still match.
  package var key: String {
    switch self {
    case .pageLabel: return "Page"
    case .pageValue: return "%lld of %lld"
    case .namedPageValue: return "%@, %lld of %lld"
    case .pageScrolled: return "Page %lld of %lld"
    case .namedPageScrolled: return "%@, page %lld of %lld"
    case .pause: return "Pause"
    case .play: return "Play"
    case .autoplayOff: return "Autoplay off"
    case .emptyTitle: return "No Items"
    case .emptyDescription: return "There is nothing to show yet."
    }
  }

  /// The values of the key's specifiers, in the key's order.
  package var arguments: [CarouselStringArgument] {
    switch self {
    case .pageLabel, .pause, .play, .autoplayOff, .emptyTitle, .emptyDescription:
      return []
    case .pageValue(let page, let count), .pageScrolled(let page, let count):
      return [.integer(page), .integer(count)]
    case .namedPageValue(let name, let page, let count),
      .namedPageScrolled(let name, let page, let count):
      return [.text(name), .integer(page), .integer(count)]
    }
  }

  /// The English text, filled in: what the UI shows when no bundle defines the key, and what
  /// the package's English `Localizable.strings` says.
  package var english: String {
    switch self {
    case .pageLabel: return "Page"
    case .pageValue(let page, let count): return "\(page) of \(count)"
    case .namedPageValue(let name, let page, let count): return "\(name), \(page) of \(count)"
    case .pageScrolled(let page, let count): return "Page \(page) of \(count)"
    case .namedPageScrolled(let name, let page, let count):
      return "\(name), page \(page) of \(count)"
    case .pause: return "Pause"
    case .play: return "Play"
    case .autoplayOff: return "Autoplay off"
    case .emptyTitle: return "No Items"
    case .emptyDescription: return "There is nothing to show yet."
    }
  }
}
