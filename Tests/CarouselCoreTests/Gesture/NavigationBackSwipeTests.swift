import CarouselCore
import Testing

/// The navigation back swipe from the content area waits for the page drag, except where the
/// carousel cannot page back and the swipe goes toward back (leading to trailing).
@Suite struct NavigationBackSwipeTests {
  /// Finite, five items, horizontal: on the first page, a swipe toward back goes back; on any
  /// other page, or the other way, or without a direction, the back swipe waits.
  @Test(arguments: [
    // page, direction, velocity, waits
    (0, CarouselLayoutDirection.leftToRight, 400.0, false),
    (0, .leftToRight, 0.5, false),
    (0, .leftToRight, -400, true),
    (0, .leftToRight, 0, true),
    (0, .leftToRight, .nan, true),
    (0, .leftToRight, .infinity, false),
    (0, .rightToLeft, -400, false),
    (0, .rightToLeft, -0.5, false),
    (0, .rightToLeft, 400, true),
    (0, .rightToLeft, 0, true),
    (0, .rightToLeft, .nan, true),
    (0, .rightToLeft, -.infinity, false),
    (1, .leftToRight, 400, true),
    (1, .rightToLeft, -400, true),
    (4, .leftToRight, 400, true),
    (4, .rightToLeft, -400, true),
    // Before the first page (out of range) there is no page before either.
    (-3, .leftToRight, 400, false),
  ])
  func finiteHorizontal(
    page: Int, direction: CarouselLayoutDirection, velocity: Double, waits: Bool
  ) {
    #expect(
      NavigationBackSwipe.waitsForPageDrag(
        velocityX: velocity, axis: .horizontal, layoutDirection: direction,
        pager: Pager(count: 5, isLooping: false), restingPage: page) == waits)
  }

  /// Every carousel of up to three items, looping or not, on pages -1 through 3, in both
  /// directions, swiped either way: the back swipe goes first only with no page before the
  /// resting one (finite on page 0 or before, or fewer than two items) and a swipe toward back.
  @Test func everySmallCarousel() {
    // (count, isLooping, page) with no page before it.
    let noPageBefore: Set<[Int]> = [
      [0, 0, -1], [0, 0, 0], [0, 0, 1], [0, 0, 2], [0, 0, 3],
      [0, 1, -1], [0, 1, 0], [0, 1, 1], [0, 1, 2], [0, 1, 3],
      [1, 0, -1], [1, 0, 0], [1, 0, 1], [1, 0, 2], [1, 0, 3],
      [1, 1, -1], [1, 1, 0], [1, 1, 1], [1, 1, 2], [1, 1, 3],
      [2, 0, -1], [2, 0, 0], [3, 0, -1], [3, 0, 0],
    ]
    for count in 0...3 {
      for looping in [false, true] {
        for page in -1...3 {
          let firstPage = noPageBefore.contains([count, looping ? 1 : 0, page])
          for direction in [CarouselLayoutDirection.leftToRight, .rightToLeft] {
            let back: Double = direction == .leftToRight ? 300 : -300
            for velocity in [back, -back, 0] {
              let waits = NavigationBackSwipe.waitsForPageDrag(
                velocityX: velocity, axis: .horizontal, layoutDirection: direction,
                pager: Pager(count: count, isLooping: looping), restingPage: page)
              let expected = !(firstPage && velocity == back)
              #expect(waits == expected, "\(count) \(looping) \(page) \(direction) \(velocity)")
              // A vertical carousel never yields a horizontal swipe to it by this rule.
              #expect(
                NavigationBackSwipe.waitsForPageDrag(
                  velocityX: velocity, axis: .vertical, layoutDirection: direction,
                  pager: Pager(count: count, isLooping: looping), restingPage: page))
            }
          }
        }
      }
    }
  }
}
