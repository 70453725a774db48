import CarouselCore
import Testing

@Suite struct PeekCarouselStyleTests {
  private func context(
    count: Int = 5, page: Int = 2, fraction: Double = 0, isLooping: Bool = false
  ) -> CarouselLayoutContext {
    CarouselLayoutContext(
      count: count,
      isLooping: isLooping, viewportWidth: 390, viewportHeight: 500
    ).positioned(at: CarouselPosition(page: page, fraction: fraction))
  }

  @Test func restShowsNeighborsScaledAndDimmedWithTheirPeekVisible() {
    let items = PeekCarouselStyle().visibleItems(in: context())
    // 310-point items, 322 apart; a neighbor scaled to 0.92 moves in by 0.04 * 310 = 12.4.
    let expected = [
      KeyFrame(1, -309.6, 0.92, 0.7), KeyFrame(2, 0, 1, 1), KeyFrame(3, 309.6, 0.92, 0.7),
    ]
    #expect(matches(items, expected), "\(keyFrames(items))")
    #expect(items.map(\.isFocused) == [false, true, false])
  }

  @Test(arguments: CarouselStyleName.allCases)
  func oneLoopingItemIsDrawnOnceLikeAFiniteOne(name: CarouselStyleName) {
    let looping = name.style.visibleItems(in: context(count: 1, page: 0, isLooping: true))
    let finite = name.style.visibleItems(in: context(count: 1, page: 0, isLooping: false))
    #expect(looping.map(\.page) == [0])
    #expect(looping == finite)
  }

  @Test func halfwayBothItemsAreHalfwayToTheirSideLook() {
    let items = PeekCarouselStyle().visibleItems(in: context(fraction: 0.5))
    let expected = [KeyFrame(2, -154.8, 0.96, 0.85), KeyFrame(3, 154.8, 0.96, 0.85)]
    #expect(matches(items, expected), "\(keyFrames(items))")
    #expect(items.map(\.isFocused) == [false, true])
  }

  @Test func reduceMotionKeepsTheSizeAndOnlyDims() {
    var context = context(fraction: 0.25)
    context.reduceMotion = true
    let items = PeekCarouselStyle().visibleItems(in: context)
    let expected = [KeyFrame(2, -80.5, 1, 0.925), KeyFrame(3, 241.5, 1, 0.775)]
    #expect(matches(items, expected), "\(keyFrames(items))")
  }

  @Test func rightToLeftMirrorsTheRow() {
    var context = context()
    context.layoutDirection = .rightToLeft
    let items = PeekCarouselStyle().visibleItems(in: context)
    #expect(items.map(\.index) == [1, 2, 3])
    #expect(items.map { ($0.mainOffset * 10).rounded() / 10 } == [309.6, 0, -309.6])
  }

  @Test func exactlyThePeekOfEachNeighborShowsAndTheGapIsTheSpacing() {
    let items = PeekCarouselStyle().visibleItems(in: context())
    let next = items[2]
    let nearEdge = next.mainOffset - next.scale * 310 / 2
    #expect(abs((195 - nearEdge) - 28) < 1e-9)  // the viewport's edge is 195 from its center
    #expect(abs((nearEdge - 155) - 12) < 1e-9)  // the focused item's edge is 155 from it
  }

  @Test func finiteEndsShowNoNeighborBeyondThem() {
    #expect(PeekCarouselStyle().visibleItems(in: context(page: 0)).map(\.index) == [0, 1])
    #expect(PeekCarouselStyle().visibleItems(in: context(page: 4)).map(\.index) == [3, 4])
  }

  @Test func twoLoopingItemsShowOneItemTwiceInDistinctSlots() {
    let items = PeekCarouselStyle().visibleItems(in: context(count: 2, page: 0, isLooping: true))
    #expect(items.map(\.index) == [1, 0, 1])
    #expect(items.map(\.page) == [-1, 0, 1])
    #expect(items.map(\.lap) == [-1, 0, 0])
    #expect(Set(items.map(\.identity)).count == 3)
  }

  @Test func threeLoopingItemsShowEachItemOnceWithAStableIdentity() {
    let items = PeekCarouselStyle().visibleItems(in: context(count: 3, page: 3, isLooping: true))
    #expect(items.map(\.index) == [2, 0, 1])
    #expect(items.map(\.lap) == [0, 0, 0])
  }
}
