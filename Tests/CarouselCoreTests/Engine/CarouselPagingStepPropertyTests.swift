import CarouselCore
import Testing
import UpdateCycleDouble

/// Random rows paged by screenfuls (up to 30 items, 1 to 5 columns, a spacing, small insets),
/// driven by random flicks, VoiceOver scrolls and item steps; after each, the page is where this
/// file's own model says. A failure names its seed.
@Suite struct CarouselPagingStepPropertyTests {
  /// The model's row: what the engine is configured with, and where each input lands.
  struct Row {
    var count: Int
    var perScreen: Int
    var alignment: CarouselAlignment
    var looping: Bool

    /// The items wholly in view: a leading row's columns; a centered row cuts the outer two of
    /// an even number in half.
    var screenful: Int {
      alignment == .leading || perScreen % 2 == 1 ? perScreen : perScreen - 1
    }

    /// Where `steps` from `page` land when each step is `length` items, counted, in a finite
    /// leading row held at its end, from the first item shown.
    func landing(from page: Int, steps: Int, length: Int) -> Int {
      if looping && count > 1 { return page + steps * length }
      let held = length > 1 && alignment == .leading ? min(page, max(count - perScreen, 0)) : page
      return min(max(held + steps * length, 0), count - 1)
    }
  }

  @Test func randomRowsLandWhereTheModelSays() {
    for sequence in 0..<200 {
      let seed = 0x5C4E_E4F0 &+ UInt64(sequence)
      if let failure = Self.run(seed: seed) {
        Issue.record("seed \(seed): \(failure)")
        return
      }
    }
  }

  /// One random row and 12 random inputs; the first disagreement with the model, if any.
  static func run(seed: UInt64) -> String? {
    var random = SeededGenerator(seed: seed)
    let row = Row(
      count: 1 + random.below(30), perScreen: 1 + random.below(5),
      alignment: random.below(2) == 0 ? .center : .leading, looping: random.below(2) == 0)
    var configuration = CarouselConfiguration(
      style: CarouselStyleName.paged.style,
      layoutDirection: random.below(2) == 0
        ? .leftToRight : .rightToLeft, isLooping: row.looping, viewportWidth: 360,
      viewportHeight: 200, spacing: Double(random.below(17)),
      leadingInset: Double(random.below(9)), trailingInset: Double(random.below(9)),
      alignment: row.alignment, mainItemLength: .count(row.perScreen), targetBehavior: .screenful)
    configuration.drag.allowsMultiPageFlicks = true
    let start = random.below(row.count)
    var carousel = Engine(count: row.count, selection: start, configuration: configuration)
    var page = start
    for input in 0..<12 {
      let way = random.below(2) == 0 ? 1 : -1
      let now = Double(input) * 10 + 1
      let name: String
      switch random.below(4) {
      case 0:
        name = "flick \(way)"
        carousel.swipe(pages: 0.2 * Double(way), velocity: 6 * Double(way), at: now)
        page = row.landing(from: page, steps: way, length: row.screenful)
      case 1:
        let screens = 1 + random.below(3)
        name = "long flick \(way * screens)"
        carousel.swipe(
          pages: 0.2 * Double(way), velocity: 6 * Double(way),
          predicted: Double(way * screens * row.screenful), at: now)
        page = row.landing(from: page, steps: way * screens, length: row.screenful)
      case 2:
        name = "accessibility scroll \(way)"
        carousel.scroll(way > 0 ? .next : .previous, at: at(now))
        page = row.landing(from: page, steps: way, length: row.screenful)
      default:
        name = "key \(way)"
        carousel.perform(way > 0 ? .next : .previous, at: at(now))
        page = row.landing(from: page, steps: way, length: 1)
      }
      let landed = carousel.position(at: at(now + 9))
      if landed != CarouselPosition(page: page) {
        return "\(row), from \(start): input \(input), \(name): at \(landed), model \(page)"
      }
    }
    return nil
  }
}
