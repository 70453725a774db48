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
