import CarouselCore
import Testing

@Suite struct StackCarouselStyleTests {
  @Test func nextCardsWaitBehindAndThePreviousSlidesOffOnTop() {
    let context = CarouselLayoutContext(
      count: 8, viewportWidth: 400,
      viewportHeight: 300, itemMainLength: 300
    ).positioned(at: CarouselPosition(page: 1, fraction: 0.5))
    let items = StackCarouselStyle().visibleItems(in: context)
    let expected = [
      KeyFrame(1, -150, 1, 0.5), KeyFrame(2, 9, 0.97, 1), KeyFrame(3, 27, 0.91, 1),
      KeyFrame(4, 45, 0.85, 1), KeyFrame(5, 63, 0.79, 0.5),
    ]
    #expect(matches(items, expected), "\(keyFrames(items))")
    #expect(items.map(\.zIndex) == [0.5, -0.5, -1.5, -2.5, -3.5])
  }
}
