import CarouselCore
import Testing

/// Issue 21: with Reduce Motion, a fast release close to its page keeps only the speed that
/// cannot carry it past the page, a cap that shrinks with the distance left. A cap of a whole
/// page's worth (the brief spring's ω, 41.9 pages per second) let a release 0.05 page short at
/// 10 pages per second peak 0.053 page, 16 points, past it.
@Suite struct ReduceMotionNearPageTests {
  /// The pages from item 2 every millisecond for 0.3 s after a release at 1 s.
  private func path(_ carousel: Engine) -> [Double] {
    (0...300).map {
      carousel.position(at: at(1 + Double($0) / 1000)).offset(from: CarouselPosition(page: 2))
    }
  }

  /// Paged, 300 points a page, at item 2 of 5: released `short` of the next page (or the
  /// previous one) at `speed` toward it, a flick that goes there. The carousel moves straight
  /// onto the page: never back, never past it, there within 0.3 s.
  @Test(arguments: [0.05, 0.01, 0.001, 0.02, 0.1, 0.2])
  func aFastReleaseCloseToItsPageDoesNotPassIt(short: Double) {
    for speed in [10.0, 1, 2, 5, 20, 40, 1000] {
      for direction in [1.0, -1.0] {
        var carousel = Engine(count: 5, selection: 2, configuration: .swiping(.paged))
        carousel.reduceMotionChanged(true, at: at(0))
        carousel.swipe(pages: direction * (1 - short), velocity: direction * speed, at: 1)
        let label = "\(short) short at \(direction * speed) pages/s"
        #expect(carousel.selectedIndex == 2 + Int(direction), "\(label)")
        let path = path(carousel).map { $0 * direction }  // forward either way
        #expect(abs(path[0] - (1 - short)) < 1e-12, "\(label)")
        let farthest = path.max() ?? 0
        #expect(farthest <= 1, "\(label): \((farthest - 1) * 300) points past the page")
        #expect(zip(path, path.dropFirst()).allSatisfy { $1 >= $0 }, "\(label) turns back")
        #expect(path.last == 1, "\(label)")
      }
    }
  }
}
