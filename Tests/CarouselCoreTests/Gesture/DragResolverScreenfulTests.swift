import CarouselCore
import Testing

/// A release decided in screenfuls: the drag, its speed and its predicted end are measured in
/// screenfuls, by the item rules. Literal pages, from page 3 of 10 with screenfuls of 3 items.
@Suite struct DragResolverScreenfulTests {
  private let screenful = CarouselScreenful(
    restingPage: 3, shown: [3, 4, 5], unbounded: [3, 4, 5])
  private let pager = Pager(count: 10, isLooping: false)

  private func target(
    _ resolver: DragResolver = .standard, dragged: Double, velocity: Double = 0,
    predicted: Double? = nil
  ) throws -> Int {
    let screenful = try #require(screenful)
    return resolver.targetPage(
      in: screenful, releasedAt: CarouselPosition(page: 3).moved(by: dragged),
      velocity: velocity, predictedEnd: CarouselPosition(page: 3).moved(by: predicted ?? dragged),
      pager: pager)
  }

  /// Half a screenful (1.5 items) is the slow drag's threshold, either way.
  @Test func theThresholdIsHalfAScreenful() throws {
    #expect(try target(dragged: 1.5) == 6)
    #expect(try target(dragged: 1.4) == 3)
    #expect(try target(dragged: -1.5) == 0)
    #expect(try target(dragged: -1.4) == 3)
    #expect(try target(dragged: 4.6) == 9)  // two screenfuls, clamped
  }

  /// The flick speed is in screenfuls per second: 1.5 items per second is half a screenful.
  @Test func theFlickSpeedIsInScreenfuls() throws {
    #expect(try target(dragged: 0.3, velocity: 1.5) == 6)
    #expect(try target(dragged: 0.3, velocity: 1.4) == 3)
    #expect(try target(dragged: -0.3, velocity: -1.5) == 0)
  }

  /// A multi-page flick moves the whole screenfuls nearest its predicted end.
  @Test func aLongFlickMovesWholeScreenfuls() throws {
    let multiPage = DragResolver(allowsMultiPageFlicks: true)
    #expect(try target(multiPage, dragged: 0.3, velocity: 4, predicted: 4.4) == 6)
    #expect(try target(multiPage, dragged: 0.3, velocity: 4, predicted: 4.5) == 9)
    #expect(try target(dragged: 0.3, velocity: 4, predicted: 4.5) == 6)
  }

  /// No items: the resting page.
  @Test func noItemsStay() throws {
    let screenful = try #require(screenful)
    let target = DragResolver.standard.targetPage(
      in: screenful, releasedAt: CarouselPosition(page: 5), velocity: 9,
      predictedEnd: CarouselPosition(page: 9), pager: Pager(count: 0, isLooping: false))
    #expect(target == 3)
  }
}
