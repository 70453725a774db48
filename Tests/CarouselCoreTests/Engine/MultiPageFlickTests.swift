import CarouselCore
import Testing

/// Issue 13, item 3: fast releases with a predicted end, in both directions, through the engine.
@Suite struct MultiPageFlickTests {
  /// A flick as a finger makes one: a fifth of a page dragged the flick's way, then released at
  /// 4 pages per second with its predicted end `predicted` pages from the start.
  struct Flick: Sendable, CustomTestStringConvertible {
    var name: String
    var looping = false
    var multiPage = true
    var from: Int
    var predicted: Double
    /// The page the carousel settles on (its item is that page modulo 5).
    var page: Int

    var testDescription: String { name }
  }

  static let flicks: [Flick] = [
    Flick(name: "3.2 ahead from the first item", from: 0, predicted: 3.2, page: 3),
    Flick(name: "3.2 back from the last item", from: 4, predicted: -3.2, page: 1),
    Flick(name: "2.6 ahead", from: 1, predicted: 2.6, page: 4),
    Flick(name: "2.6 back", from: 3, predicted: -2.6, page: 0),
    Flick(name: "25 back from the last item", from: 4, predicted: -25, page: 0),
    Flick(name: "25 ahead from the first item", from: 0, predicted: 25, page: 4),
    Flick(name: "a short prediction still moves a page", from: 2, predicted: 0.3, page: 3),
    Flick(name: "a short prediction still moves a page back", from: 2, predicted: -0.3, page: 1),
    Flick(
      name: "looping: 3.2 back across the seam", looping: true, from: 0, predicted: -3.2, page: -3),
    Flick(
      name: "looping: 3.2 ahead across the seam", looping: true, from: 4, predicted: 3.2, page: 7),
    Flick(name: "looping: 25 back", looping: true, from: 2, predicted: -25, page: -23),
    Flick(name: "looping: 25 ahead", looping: true, from: 2, predicted: 25, page: 27),
    Flick(name: "one page: 3.2 ahead", multiPage: false, from: 2, predicted: 3.2, page: 3),
    Flick(name: "one page: 3.2 back", multiPage: false, from: 2, predicted: -3.2, page: 1),
    Flick(name: "one page: 25 ahead", multiPage: false, from: 2, predicted: 25, page: 3),
    Flick(name: "one page: 25 back", multiPage: false, from: 2, predicted: -25, page: 1),
    Flick(
      name: "one page, looping: 25 back", looping: true, multiPage: false, from: 0,
      predicted: -25, page: -1),
    Flick(
      name: "one page, looping: 25 ahead", looping: true, multiPage: false, from: 4,
      predicted: 25, page: 5),
  ]

  @Test(arguments: flicks)
  func flickLandsWhereItsPredictedEndSays(flick: Flick) {
    let drag = DragResolver(allowsMultiPageFlicks: flick.multiPage)
    var carousel = Engine(
      count: 5, selection: flick.from,
      configuration: .swiping(.paged, looping: flick.looping, drag: drag))
    let direction: Double = flick.predicted < 0 ? -1 : 1
    carousel.swipe(
      pages: direction * 0.2, velocity: direction * 4, predicted: flick.predicted, at: 1)
    #expect(carousel.position(at: at(9)) == CarouselPosition(page: flick.page))
    #expect(carousel.selectedIndex == ((flick.page % 5) + 5) % 5)
  }

  /// The mirror image of every flick from every item lands mirrored, for predictions in tenths
  /// of a page up to 6 pages: on a finite carousel item `i` and item `4 - i` swap roles.
  @Test func mirroredFlicksLandMirrored() {
    let drag = DragResolver(allowsMultiPageFlicks: true)
    for from in 0..<5 {
      for tenths in 1...60 {
        let predicted = Double(tenths) / 10
        var forward = Engine(count: 5, selection: from, configuration: .swiping(.paged, drag: drag))
        forward.swipe(pages: 0.2, velocity: 4, predicted: predicted, at: 1)
        var back = Engine(
          count: 5, selection: 4 - from, configuration: .swiping(.paged, drag: drag))
        back.swipe(pages: -0.2, velocity: -4, predicted: -predicted, at: 1)
        // The model: the page nearest the predicted end, at least one page, within the items.
        let expected = min(from + max(Int((predicted + 0.5).rounded(.down)), 1), 4)
        #expect(forward.selectedIndex == expected, "from \(from), \(predicted)")
        #expect(back.selectedIndex == 4 - expected, "from \(4 - from), -\(predicted)")
      }
    }
  }
}
