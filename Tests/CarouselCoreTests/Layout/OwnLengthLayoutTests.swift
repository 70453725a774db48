import CarouselCore
import Testing

/// Items of their own lengths on the row styles: each at its own length along the row, spaced
/// by the spacing, centered or leading-aligned at the focus, looping, and the other styles
/// keeping the one item length.
@Suite struct OwnLengthLayoutTests {
  /// A 300-point viewport, items 60, 100, 80 and 120 long, 10 apart: leading edges 0, 70, 180
  /// and 270, centers 30, 120, 220 and 330.
  private func context(
    page: Int, fraction: Double = 0, count: Int = 4, isLooping: Bool = false,
    alignment: CarouselAlignment = .center, layoutDirection: CarouselLayoutDirection = .leftToRight
  ) -> CarouselLayoutContext {
    var context = CarouselLayoutContext(
      count: count,
      isLooping: isLooping, viewportWidth: 300, viewportHeight: 100, spacing: 10,
      layoutDirection: layoutDirection, alignment: alignment
    ).positioned(at: CarouselPosition(page: page, fraction: fraction))
    context.itemLengths = CarouselItemLengths([60, 100, 80, 120])
    return context
  }

  private func row(_ items: CarouselVisibleItems) -> [[Double]] {
    items.map { [Double($0.index), $0.mainOffset, $0.mainLength ?? -1] }
  }

  @Test func aCenteredRowPutsTheFocusedItemsCenterInTheMiddle() {
    let items = PagedCarouselStyle().visibleItems(in: context(page: 1))
    #expect(row(items) == [[0, -90, 60], [1, 0, 100], [2, 100, 80]])
    #expect(items.map(\.isFocused) == [false, true, false])
  }

  @Test func betweenItemsTheRowMovesLinearlyFromAnchorToAnchor() {
    // Halfway from center 120 to center 220: the focus at 170.
    let items = PagedCarouselStyle().visibleItems(in: context(page: 1, fraction: 0.5))
    #expect(row(items) == [[0, -140, 60], [1, -50, 100], [2, 50, 80], [3, 160, 120]])
    #expect(items.map(\.isFocused) == [false, false, true, false])
  }

  @Test func aScaledSideItemMovesInByWhatItsScalingTookFromItsNearEdge() {
    let style = PeekCarouselStyle(sideScale: 0.5)
    let items = style.visibleItems(in: context(page: 1))
    // Item 0 at half scale: 15 of its 60 points toward the focus; item 2: 20 of its 80.
    #expect(row(items) == [[0, -75, 60], [1, 0, 100], [2, 80, 80]])
  }

  @Test func aLeadingRowStartsAtTheLeadingEdgeAndStopsAtItsEnd() {
    let first = PagedCarouselStyle().visibleItems(in: context(page: 0, alignment: .leading))
    #expect(row(first) == [[0, -120, 60], [1, -30, 100], [2, 70, 80], [3, 180, 120]])
    // On the last item the row (390 long) stops with its end at the viewport's: 90 scrolled.
    let last = PagedCarouselStyle().visibleItems(in: context(page: 3, alignment: .leading))
    #expect(row(last) == [[1, -120, 100], [2, -20, 80], [3, 90, 120]])
  }

  @Test func rightToLeftMirrorsTheRow() {
    let items = PagedCarouselStyle().visibleItems(
      in: context(page: 1, layoutDirection: .rightToLeft))
    #expect(row(items) == [[0, 90, 60], [1, 0, 100], [2, -100, 80]])
  }

  @Test func aLoopingRowShowsCopiesApartWhenALapIsShort() {
    // Three items: a 270-point lap, shorter than the viewport and item 1 together.
    let items = PagedCarouselStyle().visibleItems(in: context(page: 0, count: 3, isLooping: true))
    #expect(row(items) == [[1, -180, 100], [2, -80, 80], [0, 0, 60], [1, 90, 100]])
    #expect(items.map(\.page) == [-2, -1, 0, 1])
    #expect(Set(items.map(\.identity)).count == 4)
  }

  @Test func lengthsPastTheCountAreIgnoredAndMissingOnesTakeTheItemLength() {
    var context = context(page: 0, count: 2)
    #expect(row(PagedCarouselStyle().visibleItems(in: context)) == [[0, 0, 60], [1, 90, 100]])
    context.count = 6
    context.itemLengths = CarouselItemLengths([60])
    context.mainItemLength = .points(50)
    #expect(
      row(PagedCarouselStyle().visibleItems(in: context)) == [
        [0, 0, 60], [1, 65, 50], [2, 125, 50],
      ])
  }

  @Test func otherStylesKeepTheOneItemLength() {
    let items = CoverFlowCarouselStyle().visibleItems(in: context(page: 1))
    #expect(items.allSatisfy { $0.mainLength == nil })
  }

  @Test func noItemsAndBadPositionsDrawNothingOrTheEnds() {
    #expect(PagedCarouselStyle().visibleItems(in: context(page: 0, count: 0)).isEmpty)
    let one = PagedCarouselStyle().visibleItems(in: context(page: 0, count: 1, isLooping: true))
    #expect(row(one) == [[0, 0, 60]])
    // Dragged far past the end: the row's end passed out of view.
    #expect(PagedCarouselStyle().visibleItems(in: context(page: 40)).isEmpty)
    #expect(PagedCarouselStyle().visibleItems(in: context(page: .max)).count <= 16)
    // A looping position at `Int.min` moved back by whole laps: as on page 0.
    let farBack = PagedCarouselStyle().visibleItems(
      in: context(page: .min, count: 4, isLooping: true))
    #expect(row(farBack) == [[3, -100, 120], [0, 0, 60], [1, 90, 100]])
  }

  @Test func aLapOfDenormalLengthsDrawsAtMostTheSlots() {
    var context = context(page: .max, count: 3, isLooping: true)
    context.itemLengths = CarouselItemLengths([.leastNonzeroMagnitude, 0, 0])
    context.spacing = 0
    context.viewportWidth = 1e9
    let items = PagedCarouselStyle().visibleItems(in: context)
    #expect(items.count <= CarouselLayoutGeometry.maximumVisibleSlots)
  }

  @Test func manyTinyItemsAreCappedAtTheSlots() {
    var context = context(page: 500, count: 1_000)
    context.itemLengths = CarouselItemLengths(repeatElement(1, count: 1_000))
    context.spacing = 0
    let items = PagedCarouselStyle().visibleItems(in: context)
    #expect(items.count == CarouselLayoutGeometry.maximumVisibleSlots)
  }
}
