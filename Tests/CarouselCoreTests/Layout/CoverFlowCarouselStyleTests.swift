import CarouselCore
import Testing

@Suite struct CoverFlowCarouselStyleTests {
  @Test func sideItemsStandTurnedAndPackedWithTheNearestInFront() {
    let context = CarouselLayoutContext(
      position: CarouselPosition(page: 3), count: 7, viewportWidth: 400, viewportHeight: 300)
    let items = CoverFlowCarouselStyle().visibleItems(in: context)
    // Item 200 long; the neighbour 120 away, further items 40 apart until one is past the edge.
    #expect(items.map(\.index) == [0, 1, 2, 3, 4, 5, 6])
    #expect(items.map(\.mainOffset) == [-200, -160, -120, 0, 120, 160, 200])
    #expect(items.map(\.scale) == [0.9, 0.9, 0.9, 1, 0.9, 0.9, 0.9])
    #expect(items.map(\.rotation.angle) == [1, 1, 1, 0, -1, -1, -1].map { $0 * .pi / 3 })
    #expect(items.map(\.zIndex) == [-3, -2, -1, 0, -1, -2, -3])
  }

  @Test func reachCoversThePackedItemsToTheViewportsEdge() {
    let context = CarouselLayoutContext(count: 100, viewportWidth: 400, viewportHeight: 300)
    let geometry = CoverFlowCarouselStyle().geometry(in: context)
    #expect(CoverFlowCarouselStyle().reach(in: geometry) == 5.5)
  }
}
