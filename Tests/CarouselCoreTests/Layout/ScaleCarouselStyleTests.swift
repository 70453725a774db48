import CarouselCore
import Testing

@Suite struct ScaleCarouselStyleTests {
  private let context = CarouselLayoutContext(
    position: CarouselPosition(page: 0, fraction: 0.5), count: 3, viewportWidth: 400,
    viewportHeight: 300)

  @Test func leavingPagesShrinkTowardTheSideScale() {
    let items = ScaleCarouselStyle().visibleItems(in: context)
    #expect(matches(items, [KeyFrame(0, -200, 0.85, 1), KeyFrame(1, 200, 0.85, 1)]))
    let vanishing = ScaleCarouselStyle(sideScale: 0).visibleItems(in: context)
    #expect(vanishing.map(\.scale) == [0.5, 0.5])
  }

  @Test func reduceMotionKeepsTheSize() {
    var context = context
    context.reduceMotion = true
    #expect(ScaleCarouselStyle().visibleItems(in: context).map(\.scale) == [1, 1])
  }
}
