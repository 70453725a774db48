import CarouselCore
import Testing

@Suite struct CarouselPositionTests {
  @Test(arguments: [
    (3, 0.25, 3, 0.25),
    (3, 1.5, 4, 0.5),
    (3, -0.25, 2, 0.75),
    (3, -2.0, 1, 0.0),
    (3, Double.nan, 3, 0.0),
    (3, Double.infinity, 3, 0.0),
    (Int.max, 5.5, Int.max, 0.5),
    (Int.min, -5.5, Int.min, 0.5),
  ])
  func foldsTheFractionIntoThePage(page: Int, fraction: Double, expectedPage: Int, rest: Double) {
    let position = CarouselPosition(page: page, fraction: fraction)
    #expect(position.page == expectedPage)
    #expect(position.fraction == rest)
  }

  @Test func aTinyNegativeFractionRoundsToThePage() {
    // -1e-20 + 1 is exactly 1 in Double arithmetic: the fraction must not become 1.
    let position = CarouselPosition(page: 5, fraction: -1e-20)
    #expect(position.page == 5)
    #expect(position.fraction == 0)
  }

  @Test func movingOffsetsAndRounding() {
    let position = CarouselPosition(page: 7, fraction: 0.25)
    #expect(position.moved(by: 1.5) == CarouselPosition(page: 8, fraction: 0.75))
    #expect(position.moved(by: -0.5) == CarouselPosition(page: 6, fraction: 0.75))
    #expect(position.offset(from: CarouselPosition(page: 6)) == 1.25)
    #expect(position.nearestPage == 7)
    #expect(CarouselPosition(page: 7, fraction: 0.5).nearestPage == 8)
    #expect(CarouselPosition(page: Int.max, fraction: 0.5).nearestPage == Int.max)
    #expect(!position.isOnPage)
    #expect(CarouselPosition(page: 2).isOnPage)
    #expect(position.value == 7.25)
    #expect(position.description == "7 + 0.25")
    #expect(CarouselPosition(page: -1, fraction: 0.9) < CarouselPosition(page: 0))
  }
}
