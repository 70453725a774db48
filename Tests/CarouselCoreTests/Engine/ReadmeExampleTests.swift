import CarouselCore
import Testing

/// The engine's examples of docs/ARCHITECTURE.md, run as written, so the documentation cannot
/// drift from the code.
@Suite struct ReadmeExampleTests {
  @Test func engineExample() {
    let clock = ManualClock()
    var carousel = CarouselEngine<String, ManualClock>(
      items: ["Mountains", "Beach", "City"],
      configuration: CarouselConfiguration(autoplay: .seconds(3)), at: clock.now)
    carousel.appeared(at: clock.now)
    #expect(carousel.nextDeadline == ManualClock.Instant(offset: .seconds(3)))
    clock.advance(by: .seconds(3))
    carousel.tick(at: clock.now)
    #expect(carousel.selectedID == "Beach")
    #expect(carousel.position(at: clock.now) == CarouselPosition(page: 0))
    #expect(carousel.isMoving(at: clock.now.advanced(by: .milliseconds(100))))
  }

  @Test func layoutExample() {
    let clock = ManualClock()
    let carousel = CarouselEngine<Int, ManualClock>(
      items: 0..<6,
      configuration: CarouselConfiguration(
        style: .ring, isLooping: true, viewportWidth: 390, viewportHeight: 260),
      at: clock.now)
    var drawn: [Int] = []
    for item in carousel.visibleItems(at: clock.now) {
      // item.index, item.identity, item.mainOffset, item.scale, item.opacity, item.zIndex ...
      drawn.append(item.index)
    }
    #expect(drawn.sorted() == [0, 1, 2, 4, 5])
  }
}
