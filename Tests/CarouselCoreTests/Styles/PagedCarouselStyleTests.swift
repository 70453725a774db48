import CarouselCore
import Testing

@Suite struct PagedCarouselStyleTests {
  @Test func onePageFillsTheViewportAndTheNextSlidesInEdgeToEdge() {
    let context = CarouselLayoutContext(
      count: 3, viewportWidth: 400,
      viewportHeight: 300
    ).positioned(at: CarouselPosition(page: 1, fraction: 0.25))
    let items = PagedCarouselStyle().visibleItems(in: context)
    #expect(matches(items, [KeyFrame(1, -100, 1, 1), KeyFrame(2, 300, 1, 1)]))
    #expect(PagedCarouselStyle().geometry(in: context).itemMainLength == 400)
  }

  @Test func spacingLeavesAMarginAroundThePageAndSeparatesThePages() {
    let context = CarouselLayoutContext(
      count: 3, viewportWidth: 400,
      viewportHeight: 300
    ).positioned(at: CarouselPosition(page: 0, fraction: 0.5))
    let items = PagedCarouselStyle(spacing: 20).visibleItems(in: context)
    #expect(matches(items, [KeyFrame(0, -190, 1, 1), KeyFrame(1, 190, 1, 1)]))
    #expect(PagedCarouselStyle(spacing: 20).geometry(in: context).itemMainLength == 360)
  }
}
