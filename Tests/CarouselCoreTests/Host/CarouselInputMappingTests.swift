import CarouselCore
import Testing

@Suite struct CarouselInputMappingTests {
  /// Every edge on both axes: along the axis, toward the trailing or bottom edge is the next
  /// page; across the axis the scroll action is not the carousel's.
  @Test(arguments: [
    (CarouselEdge.top, CarouselAxis.horizontal, nil as CarouselStep?),
    (.leading, .horizontal, .previous), (.bottom, .horizontal, nil),
    (.trailing, .horizontal, .next),
    (.top, .vertical, .previous), (.leading, .vertical, nil), (.bottom, .vertical, .next),
    (.trailing, .vertical, nil),
  ])
  func scrollActions(edge: CarouselEdge, axis: CarouselAxis, expected: CarouselStep?) {
    #expect(CarouselInputMapping.step(scrollingToward: edge, axis: axis) == expected)
  }

  /// Every arrow on both axes in both reading directions.
  @Test(arguments: [
    (
      CarouselArrowKey.left, CarouselAxis.horizontal, CarouselLayoutDirection.leftToRight,
      CarouselStep.previous as CarouselStep?
    ),
    (.right, .horizontal, .leftToRight, .next), (.up, .horizontal, .leftToRight, nil),
    (.down, .horizontal, .leftToRight, nil), (.left, .horizontal, .rightToLeft, .next),
    (.right, .horizontal, .rightToLeft, .previous), (.up, .horizontal, .rightToLeft, nil),
    (.down, .horizontal, .rightToLeft, nil), (.left, .vertical, .leftToRight, nil),
    (.right, .vertical, .leftToRight, nil), (.up, .vertical, .leftToRight, .previous),
    (.down, .vertical, .leftToRight, .next), (.left, .vertical, .rightToLeft, nil),
    (.right, .vertical, .rightToLeft, nil), (.up, .vertical, .rightToLeft, .previous),
    (.down, .vertical, .rightToLeft, .next),
  ])
  func arrows(
    arrow: CarouselArrowKey, axis: CarouselAxis, direction: CarouselLayoutDirection,
    expected: CarouselStep?
  ) {
    #expect(
      CarouselInputMapping.step(forArrow: arrow, axis: axis, layoutDirection: direction) == expected
    )
  }

  @Test(arguments: [false, true])
  func stepsMoveTheEngineLikeNextAndPrevious(looping: Bool) {
    var carousel = Engine(testing: 1...3, looping: looping)
    carousel.perform(.previous, at: at(0))
    #expect(carousel.selectedID == (looping ? 3 : 1))
    carousel.perform(.next, at: at(1))
    #expect(carousel.selectedID == (looping ? 1 : 2))
    carousel.perform(.next, animated: false, at: at(2))
    #expect(carousel.position(at: at(2)).isOnPage)
  }
}
