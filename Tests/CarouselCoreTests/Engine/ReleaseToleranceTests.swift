import CarouselCore
import Testing

/// Issue 21: a release distance within a billionth of a page of a whole page, of the threshold
/// or of the halfway point of a predicted end counts as on it, the same way in both directions;
/// a hundred-millionth does not. Five paged items at item 2, 300 points a page; each release
/// is mirrored (`direction` −1), and lands mirrored.
@Suite struct ReleaseToleranceTests {
  /// The item a release of `pages` from item 2 lands on, dragged and flicked `direction` ways.
  private func release(
    _ pages: Double, velocity: Double = 0, predicted: Double? = nil, direction: Double,
    drag: DragResolver = .standard
  ) -> Int? {
    var carousel = Engine(count: 5, selection: 2, configuration: .swiping(.paged, drag: drag))
    carousel.swipe(
      pages: direction * pages, velocity: direction * velocity,
      predicted: predicted.map { direction * $0 }, at: 1)
    return carousel.selectedIndex
  }

  /// A flick goes to the first page past the release point: after a hair less than a whole page
  /// that is two pages on, after a hair behind the start one page on.
  @Test(arguments: [1.0, -1.0])
  func aFlickAHairShortOfAWholePageCountsItAsReached(direction: Double) {
    let way = Int(direction)
    #expect(release(1 - 1e-12, velocity: 2, direction: direction) == 2 + 2 * way)
    #expect(release(-1e-12, velocity: 2, direction: direction) == 2 + way)
    // A hundred-millionth is short of it: the flick goes one page past the release point.
    #expect(release(1 - 1e-8, velocity: 2, direction: direction) == 2 + way)
  }

  /// A slow release a hair short of the threshold moves, and a drag of a hair is no drag, even
  /// with a threshold of 0 (where any drag moves).
  @Test(arguments: [1.0, -1.0])
  func aSlowReleaseAHairShortOfTheThresholdReachesIt(direction: Double) {
    let way = Int(direction)
    #expect(release(0.5 - 1e-12, direction: direction) == 2 + way)
    #expect(release(0.5 - 1e-8, direction: direction) == 2)
    let eager = DragResolver(distanceThreshold: 0)
    #expect(release(1e-12, direction: direction, drag: eager) == 2)
    #expect(release(1e-8, direction: direction, drag: eager) == 2 + way)
  }

  /// With multi-page flicks, a predicted end a hair short of halfway to a page counts as
  /// halfway, which goes to the further page.
  @Test(arguments: [1.0, -1.0])
  func aPredictedEndAHairShortOfHalfwayGoesToTheFurtherPage(direction: Double) {
    let way = Int(direction)
    let drag = DragResolver(allowsMultiPageFlicks: true)
    #expect(
      release(0.2, velocity: 2, predicted: 1.5 - 1e-12, direction: direction, drag: drag)
        == 2 + 2 * way)
    #expect(
      release(0.2, velocity: 2, predicted: 1.5 - 1e-8, direction: direction, drag: drag)
        == 2 + way)
  }
}
