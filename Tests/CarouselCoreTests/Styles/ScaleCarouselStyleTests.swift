import CarouselCore
import Testing

@Suite struct ScaleCarouselStyleTests {
  private let context = CarouselLayoutContext(
    count: 3, viewportWidth: 400,
    viewportHeight: 300
  ).positioned(at: CarouselPosition(page: 0, fraction: 0.5))

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

  @Test func sideItemsGrownBeyondFullSizeAreDrawnWhileTheyReachTheViewport() {
    // 100-point pages on a 400-point viewport, side items at 1.5: the page 2.6 away has its
    // center at 260 and its near edge at 260 - 75 = 185, inside the viewport's edge at 200.
    let context = CarouselLayoutContext(
      count: 20, viewportWidth: 400,
      viewportHeight: 300, itemMainLength: 100
    ).positioned(at: CarouselPosition(page: 5, fraction: 0.4))
    let style = ScaleCarouselStyle(sideScale: 1.5)
    let items = style.visibleItems(in: context)
    #expect(items.map(\.page) == [3, 4, 5, 6, 7, 8])
    #expect(isClose(style.nextReach(in: style.geometry(in: context)), 2.75))
    // Shrinking side items keep the full-size reach.
    #expect(ScaleCarouselStyle().reach(in: style.geometry(in: context)) == 2.5)
  }
}
