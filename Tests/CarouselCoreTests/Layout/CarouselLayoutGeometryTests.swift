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
}
