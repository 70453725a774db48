import CarouselCore
import Testing

@Suite struct CoverFlowCarouselStyleTests {
  @Test func sideItemsStandTurnedAndPackedWithTheNearestInFront() {
    let context = CarouselLayoutContext(
      count: 7, viewportWidth: 400, viewportHeight: 300
    ).positioned(at: CarouselPosition(page: 3))
    let items = CoverFlowCarouselStyle().visibleItems(in: context)
    // Item 200 long; the neighbor 120 away, further items 40 apart until one is past the edge.
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

  @Test func aFocusMovedOffCenterReachesFurtherOnTheRoomierSide() {
    // 400 wide, 100 of leading inset: 150-point items, the focus 50 points toward the next side.
    // Previous edge 250 from the focus: 1 + (250 + 75 - 90) / 30; next edge 150: 1 + 135 / 30.
    let context = CarouselLayoutContext(
      count: 100, viewportWidth: 400, viewportHeight: 300, leadingInset: 100)
    let style = CoverFlowCarouselStyle()
    let geometry = style.geometry(in: context)
    #expect(isClose(style.previousReach(in: geometry), 1 + 235.0 / 30))
    #expect(isClose(style.nextReach(in: geometry), 5.5))
    #expect(style.reach(in: geometry) == style.previousReach(in: geometry))
  }

  @Test func noRoomBeyondTheNeighborReachesOnePage() {
    // Packed items at no distance: no 0 / 0, the neighbor still counts.
    let context = CarouselLayoutContext(
      count: 10, viewportWidth: 100, viewportHeight: 100, itemMainLength: 400)
    let style = CoverFlowCarouselStyle(sideDistance: 2, stackDistance: 0)
    #expect(style.reach(in: style.geometry(in: context)) == 1)
  }

  @Test func sideItemsLargerThanTheFocusedOneReachFurther() {
    // 400 wide, 200-point items: the near edge of a side item at scale 1.2 passes the edge at
    // 200 + 120 - 120 beyond the neighbor, one 40-point step per page.
    let context = CarouselLayoutContext(count: 100, viewportWidth: 400, viewportHeight: 300)
    let style = CoverFlowCarouselStyle(sideScale: 1.2)
    #expect(isClose(style.reach(in: style.geometry(in: context)), 1 + 200.0 / 40))
  }
}
