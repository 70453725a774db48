import CarouselCore
import Testing

@Suite struct CarouselLayoutGeometryTests {
  @Test func peekDefaultsDeriveTheItemLengthFromTheViewport() {
    let context = CarouselLayoutContext(count: 4, viewportWidth: 390, viewportHeight: 500)
    let geometry = PeekCarouselStyle().geometry(in: context)
    #expect(geometry.itemMainLength == 310)
    #expect(geometry.itemCrossLength == 500)
    #expect(geometry.pitch == 322)
    #expect(geometry.itemWidth == 310)
    #expect(geometry.itemHeight == 500)
  }

  @Test func contextLengthsWinOverTheStylesPreferences() {
    let context = CarouselLayoutContext(
      count: 4, viewportWidth: 390, viewportHeight: 500, itemCrossLength: 200, spacing: 0,
      peek: 10)
    let geometry = PeekCarouselStyle().geometry(in: context)
    #expect(geometry.itemMainLength == 370)
    #expect(geometry.itemCrossLength == 200)
    #expect(geometry.pitch == 370)
  }

  @Test func verticalMeasuresAlongTheHeight() {
    let context = CarouselLayoutContext(
      count: 4, viewportWidth: 300, viewportHeight: 600, leadingInset: 20, trailingInset: 40,
      axis: .vertical)
    let geometry = PagedCarouselStyle().geometry(in: context)
    #expect(geometry.viewportMainLength == 600)
    #expect(geometry.itemMainLength == 540)
    #expect(geometry.itemWidth == 300)
    #expect(geometry.itemHeight == 540)
    #expect(geometry.focusShift == -10)
  }

  @Test func unequalInsetsMoveTheFocusAndMirrorInRightToLeft() {
    var context = CarouselLayoutContext(
      count: 3, viewportWidth: 400, viewportHeight: 300, leadingInset: 40, trailingInset: 0)
    let leftToRight = PagedCarouselStyle().visibleItems(in: context)
    #expect(leftToRight.first { $0.isFocused }?.mainOffset == 20)
    context.layoutDirection = .rightToLeft
    let rightToLeft = PagedCarouselStyle().visibleItems(in: context)
    #expect(rightToLeft.first { $0.isFocused }?.mainOffset == -20)
  }

  @Test func unequalInsetsReachFurtherOnTheSideTheFocusMovesAwayFrom() {
    // 400 wide, 40 of leading inset: 360-point pages, the focus 20 points toward the next side.
    var context = CarouselLayoutContext(
      count: 3, viewportWidth: 400, viewportHeight: 300, leadingInset: 40)
    let geometry = PagedCarouselStyle().geometry(in: context)
    #expect(geometry.focusShift == 20)
    #expect(isClose(geometry.previousEdgeReach, 400.0 / 360))  // (200 + 20 + 180) / 360
    #expect(geometry.nextEdgeReach == 1)  // (200 - 20 + 180) / 360
    #expect(geometry.edgeReach == geometry.previousEdgeReach)
    context.leadingInset = 0
    context.trailingInset = 40
    let swapped = PagedCarouselStyle().geometry(in: context)
    #expect(swapped.previousEdgeReach == 1)
    #expect(isClose(swapped.nextEdgeReach, 400.0 / 360))
    #expect(swapped.edgeReach == swapped.nextEdgeReach)
  }

  @Test func theSlidingStylesReachTheEdgesOnEachSide() {
    let context = CarouselLayoutContext(
      count: 3, viewportWidth: 400, viewportHeight: 300, leadingInset: 100, trailingInset: 20)
    let styles: [any CarouselLayoutStyle] = [
      PagedCarouselStyle(), PeekCarouselStyle(), ScaleCarouselStyle(), FadeCarouselStyle(),
      RotationCarouselStyle(),
    ]
    for style in styles {
      let geometry = style.geometry(in: context)
      #expect(style.previousReach(in: geometry) == geometry.previousEdgeReach, "\(style)")
      #expect(style.nextReach(in: geometry) == geometry.nextEdgeReach, "\(style)")
      #expect(style.reach(in: geometry) == geometry.edgeReach, "\(style)")
    }
  }
}
