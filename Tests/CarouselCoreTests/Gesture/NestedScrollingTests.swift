import CarouselCore
import Testing

/// A chips row (content 600 points in a 400-point scroller: offsets 0 to 200) inside a slide.
@Suite struct NestedScrollingTests {
  @Test(arguments: [
    // velocity, offset, keeps: the finger moving left pushes the content toward its end.
    (-300.0, 0.0, true), (-300, 100, true), (-300, 199.8, false), (-300, 200, false),
    (-300, 250, false),
    // moving right pushes toward the start.
    (300, 200, true), (300, 100, true), (300, 0.2, false), (300, 0, false), (300, -40, false),
    // not moving along the axis: the inner scroller keeps it if it can move at all.
    (0, 0, true), (0, 200, true), (0, 100, true),
  ])
  func theInnerScrollerKeepsTheDragUntilItsEdge(velocity: Double, offset: Double, keeps: Bool) {
    #expect(
      NestedScrolling.innerScrollerKeepsDrag(velocity: velocity, offset: offset, start: 0, end: 200)
        == keeps)
  }

  /// Content that fits (or insets that leave no room) is no scroller to defer to.
  @Test(arguments: [(0.0, 0.0), (-20, -20), (0, 0.2), (10, 5)])
  func aScrollerWithoutRoomNeverKeepsIt(start: Double, end: Double) {
    for velocity in [-300.0, 0, 300] {
      #expect(
        !NestedScrolling.innerScrollerKeepsDrag(
          velocity: velocity, offset: start, start: start, end: end))
    }
  }

  /// Content that fits its scroller (or fits within the tolerance) never keeps the drag, even
  /// while a bounce has pulled it past either edge, whichever way the finger goes: the one
  /// fits-guard, `scrolls(start:end:)`, which the UIKit pan also asks.
  @Test(arguments: [(0.0, -100.0), (0, 0), (0, 0.25), (-20, -20), (10, 5), (-20, -60)])
  func contentThatFitsNeverKeepsItEvenPulledPastAnEdge(start: Double, end: Double) {
    #expect(!NestedScrolling.scrolls(start: start, end: end))
    for offset in [start - 40, start - 0.3, start, end, end + 0.3, end + 40] {
      for velocity in [-300.0, -0.1, 0, 0.1, 300] {
        #expect(
          !NestedScrolling.innerScrollerKeepsDrag(
            velocity: velocity, offset: offset, start: start, end: end),
          "\(offset), \(velocity)")
      }
    }
  }

  /// Bug: content that fits its scroller took the drag from the carousel with the pull of its
  /// bounce, since only a scroller with room waited for the carousel's pan. A scroller that
  /// bounces along the axis waits too (and then, fitting, never keeps the drag); one that
  /// neither scrolls nor bounces along it is no competitor.
  @Test(arguments: [
    (0.0, -100.0, true, true), (0, 0, true, true), (0, 0.25, true, true), (0, 200, true, true),
    (0, 200, false, true), (-20, 0, false, true), (0, -100, false, false), (0, 0, false, false),
    (0, 0.25, false, false), (.nan, 200, false, false), (.nan, 200, true, true),
  ])
  func aScrollerThatCanMoveAlongTheAxisWaitsForTheCarousel(
    start: Double, end: Double, bounces: Bool, waits: Bool
  ) {
    #expect(
      NestedScrolling.scrollerWaitsForPageDrag(start: start, end: end, bouncesAlongAxis: bounces)
        == waits)
  }

  /// Room beyond the tolerance scrolls; the tolerance itself, or any NaN, does not.
  @Test(arguments: [
    (0.0, 0.26, true), (0, 0.25, false), (-20, 0, true), (0, 200, true), (200, 0, false),
    (.nan, 200, false), (0, .nan, false), (-.infinity, 0, true), (0, .infinity, true),
    (.infinity, .infinity, false),
  ])
  func whetherAScrollerScrolls(start: Double, end: Double, expected: Bool) {
    #expect(NestedScrolling.scrolls(start: start, end: end) == expected)
  }

  @Test func nanInputLeavesTheDragToTheCarousel() {
    #expect(!NestedScrolling.innerScrollerKeepsDrag(velocity: .nan, offset: 0, start: 0, end: 200))
    #expect(!NestedScrolling.innerScrollerKeepsDrag(velocity: -1, offset: .nan, start: 0, end: 200))
    #expect(!NestedScrolling.innerScrollerKeepsDrag(velocity: -1, offset: 0, start: .nan, end: 200))
    #expect(!NestedScrolling.innerScrollerKeepsDrag(velocity: -1, offset: 0, start: 0, end: .nan))
  }

  /// With an inset of 20 at the start, the start offset is -20.
  @Test func insetsMoveTheEdges() {
    #expect(NestedScrolling.innerScrollerKeepsDrag(velocity: 300, offset: 0, start: -20, end: 200))
    #expect(
      !NestedScrolling.innerScrollerKeepsDrag(velocity: 300, offset: -20, start: -20, end: 200))
  }
}

/// Which scrollers are inside the carousel, measured in the view the UIKit pan is attached to:
/// a carousel 300 by 200 points at (50, 100) there.
@Suite struct CarouselFrameTests {
  let carousel = CarouselRect(x: 50, y: 100, width: 300, height: 200)

  /// The touch at (110, 130) in that view is at (60, 30) in the carousel's own space.
  @Test func theCarouselsFrameIsWhereTheTouchIsLessWhereItIsInTheCarousel() {
    let frame = NestedScrolling.carouselFrame(
      touchX: 110, touchY: 130, localX: 60, localY: 30, width: 300, height: 200)
    #expect(frame == carousel)
    let origin = NestedScrolling.carouselFrame(
      touchX: 0, touchY: 0, localX: 0, localY: 0, width: 10, height: 5)
    #expect(origin == CarouselRect(x: 0, y: 0, width: 10, height: 5))
  }

  @Test(arguments: [
    // A chip row inside a slide, and one exactly the carousel's size (a full-bleed slide's).
    (CarouselRect(x: 60, y: 200, width: 280, height: 44), true),
    (CarouselRect(x: 50, y: 100, width: 300, height: 200), true),
    // Within the tolerance of a point on each side, and just beyond it.
    (CarouselRect(x: 49, y: 99, width: 302, height: 202), true),
    (CarouselRect(x: 48.9, y: 100, width: 10, height: 10), false),
    (CarouselRect(x: 340, y: 100, width: 11.1, height: 10), false),
    (CarouselRect(x: 60, y: 98.9, width: 10, height: 10), false),
    (CarouselRect(x: 60, y: 290, width: 10, height: 11.1), false),
    // An enclosing pager, wider than the carousel; a neighbor's row reaching out of it.
    (CarouselRect(x: 0, y: 0, width: 390, height: 844), false),
    (CarouselRect(x: 0, y: 100, width: 390, height: 200), false),
    (CarouselRect(x: 300, y: 200, width: 280, height: 44), false),
    // Elsewhere entirely; negative sizes count by their edges.
    (CarouselRect(x: 400, y: 400, width: 10, height: 10), false),
    (CarouselRect(x: 340, y: 290, width: -280, height: -44), true),
    (CarouselRect(x: 40, y: 290, width: -10, height: -44), false),
    // Zero-sized inside; anything not finite is not inside.
    (CarouselRect(x: 200, y: 200, width: 0, height: 0), true),
    (CarouselRect(x: .nan, y: 200, width: 10, height: 10), false),
    (CarouselRect(x: 60, y: 200, width: .infinity, height: 10), false),
    (CarouselRect(x: 60, y: 200, width: 10, height: -.infinity), false),
  ])
  func onlyScrollersInsideTheCarouselAreInsideASlide(scroller: CarouselRect, inside: Bool) {
    #expect(NestedScrolling.isInside(scroller, carouselFrame: carousel) == inside)
  }

  /// A carousel frame that cannot be told (a NaN from the converter) has nothing inside.
  @Test func nothingIsInsideAFrameThatIsNotFinite() {
    let chips = CarouselRect(x: 60, y: 200, width: 280, height: 44)
    for frame in [
      NestedScrolling.carouselFrame(
        touchX: .nan, touchY: 130, localX: 60, localY: 30, width: 300, height: 200),
      NestedScrolling.carouselFrame(
        touchX: 110, touchY: 130, localX: 60, localY: .infinity, width: 300, height: 200),
      CarouselRect(x: 50, y: 100, width: .infinity, height: 200),
      CarouselRect(x: 50, y: 100, width: 300, height: .nan),
    ] {
      #expect(!NestedScrolling.isInside(chips, carouselFrame: frame), "\(frame)")
    }
  }

  /// The hit test looks where the touch landed: the pan's location less its translation.
  @Test(arguments: [
    (200.0, 150.0, -40.0, 3.0, 240.0, 147.0), (10, 10, 25, -5, -15, 15), (5, 6, 0, 0, 5, 6),
    (200, 150, .nan, 3, 200, 147), (200, 150, -40, .infinity, 240, 150),
  ])
  func theTouchLandedWhereItIsLessHowFarItMoved(
    x: Double, y: Double, translationX: Double, translationY: Double, landedX: Double,
    landedY: Double
  ) {
    let landed = NestedScrolling.landingPoint(
      x: x, y: y, translationX: translationX, translationY: translationY)
    #expect(landed.x == landedX)
    #expect(landed.y == landedY)
  }
}
