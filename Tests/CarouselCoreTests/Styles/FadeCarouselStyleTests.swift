import CarouselCore
import Testing

@Suite struct FadeCarouselStyleTests {
  @Test func leavingPagesFadeAndHiddenPagesAreLeftOut() {
    var context = CarouselLayoutContext(
      count: 3, isLooping: true,
      viewportWidth: 400, viewportHeight: 300
    ).positioned(at: CarouselPosition(page: 0, fraction: 0.25))
    let items = FadeCarouselStyle().visibleItems(in: context)
    #expect(matches(items, [KeyFrame(0, -100, 1, 0.75), KeyFrame(1, 300, 1, 0.25)]))
    context.position = CarouselPosition(page: 4)
    #expect(FadeCarouselStyle().visibleItems(in: context).map(\.index) == [1])
  }

  @Test func reduceMotionStillFades() {
    let context = CarouselLayoutContext(
      count: 3, viewportWidth: 400,
      viewportHeight: 300, reduceMotion: true
    ).positioned(at: CarouselPosition(page: 0, fraction: 0.5))
    let items = FadeCarouselStyle(sideOpacity: 0.4).visibleItems(in: context)
    #expect(items.allSatisfy { isClose($0.opacity, 0.7) })
  }
}
