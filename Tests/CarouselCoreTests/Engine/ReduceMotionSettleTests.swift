import CarouselCore
import Testing

/// Issue 13, item 4: with Reduce Motion, the end of the user's own drag settles briefly and
/// without bounce from where the finger let go; every other page change still jumps.
@Suite struct ReduceMotionSettleTests {
  /// A paged carousel of 5 items at item 2 with Reduce Motion on: 300 points a page.
  private func carousel() -> Engine {
    var carousel = Engine(count: 5, selection: 2, configuration: .swiping(.paged))
    carousel.reduceMotionChanged(true, at: at(0))
    return carousel
  }

  /// The positions, in pages, every millisecond from `start` for `seconds`.
  private func samples(_ carousel: Engine, from start: Double, for seconds: Double) -> [Double] {
    (0...Int(seconds * 1000)).map { carousel.position(at: at(start + Double($0) / 1000)).value }
  }

  /// Whether `values` go from `first` to `last` without ever turning back or passing `last`.
  private func isMonotone(_ values: [Double], from first: Double, to last: Double) -> Bool {
    let forward = last >= first
    return zip(values, values.dropFirst()).allSatisfy { forward ? $1 >= $0 : $1 <= $0 }
      && values.allSatisfy { forward ? $0 <= last : $0 >= last }
  }

  /// Releases that move a page or stay, slow and fast, with and against the drag: each starts
  /// where the finger let go, never overshoots or turns back, and is still within 0.3 seconds.
  @Test(arguments: [
    (0.6, 0.0, 3), (-0.6, 0.0, 1), (0.3, 0.0, 2), (-0.3, 0.0, 2), (0.2, 6.0, 3), (-0.2, -6.0, 1),
    (0.4, -3.0, 2), (-0.4, 3.0, 2), (0.1, 40.0, 3), (0.3, 0.4, 2), (-0.3, -0.4, 2),
  ])
  func aReleaseSettlesBrieflyFromWhereTheFingerLetGo(pages: Double, velocity: Double, page: Int) {
    var carousel = carousel()
    carousel.swipe(pages: pages, velocity: velocity, at: 1)
    let released = 2 + pages
    #expect(isClose(carousel.position(at: at(1)).value, released))
    #expect(carousel.selectedIndex == page)
    #expect(carousel.isMoving(at: at(1.05)))
    #expect(!carousel.isMoving(at: at(1.3)))
    #expect(carousel.position(at: at(1.3)) == CarouselPosition(page: page))
    let path = samples(carousel, from: 1, for: 0.3)
    #expect(isMonotone(path, from: released, to: Double(page)), "\(path)")
  }

  /// A cancelled drag is the user's own drag too: it settles back the same way.
  @Test func aCancelledDragSettlesBackBriefly() {
    var carousel = carousel()
    carousel.dragOnScreen(by: -0.4 * 300, at: 1)
    carousel.dragCancelled(at: at(1))
    #expect(isClose(carousel.position(at: at(1)).value, 2.4))
    #expect(!carousel.isMoving(at: at(1.3)))
    #expect(carousel.position(at: at(1.3)) == CarouselPosition(page: 2))
    #expect(isMonotone(samples(carousel, from: 1, for: 0.3), from: 2.4, to: 2))
  }

  /// Buttons, dot taps, the adjustable action and code still jump, even during a release's settle.
  @Test func everyOtherPageChangeStillJumps() {
    var carousel = carousel()
    carousel.next(at: at(1))
    #expect(carousel.position(at: at(1)) == CarouselPosition(page: 3))
    carousel.previous(at: at(2))
    #expect(carousel.position(at: at(2)) == CarouselPosition(page: 2))
    carousel.select(index: 0, at: at(3))
    #expect(carousel.position(at: at(3)) == CarouselPosition(page: 0))
    carousel.select(4, at: at(4))
    #expect(carousel.position(at: at(4)) == CarouselPosition(page: 4))
    if let previous = carousel.accessibility.decremented() {
      carousel.select(index: previous, at: at(5))
    }
    #expect(carousel.position(at: at(5)) == CarouselPosition(page: 3))
    carousel.swipe(pages: -0.6, at: 6)
    #expect(carousel.isMoving(at: at(6.05)))
    carousel.select(index: 0, at: at(6.05))
    #expect(carousel.position(at: at(6.05)) == CarouselPosition(page: 0))
    #expect(!carousel.isMoving(at: at(6.05)))
  }

  /// Without Reduce Motion the release keeps the configured spring: longer than the brief one.
  @Test func withoutReduceMotionTheReleaseUsesTheConfiguredSpring() {
    var carousel = Engine(count: 5, selection: 2, configuration: .swiping(.paged))
    carousel.swipe(pages: 0.6, at: 1)
    #expect(carousel.isMoving(at: at(1.3)))
  }
}
