import CarouselCore
import Testing

/// A reader's content redraws every frame only after it read the position, and only while the
/// carousel moves; it is told exactly when that changes.
@Suite struct CarouselPositionFollowingTests {
  @Test func contentThatNeverReadsThePositionNeverRedrawsPerFrame() {
    var following = CarouselPositionFollowing()
    for moving in [true, false, true, true, false] {
      expectValue(following.carouselMoved(moving), false)
      #expect(!following.redrawsEveryFrame)
    }
  }

  @Test(arguments: [false, true])
  func afterTheFirstReadItFollowsTheMotion(readWhileMoving: Bool) {
    var following = CarouselPositionFollowing()
    _ = following.carouselMoved(readWhileMoving)
    expectValue(following.positionRead(), true)
    expectValue(following.positionRead(), false)
    #expect(following.redrawsEveryFrame == readWhileMoving)
    expectValue(following.carouselMoved(true), !readWhileMoving)
    expectValue(following.carouselMoved(true), false)
    #expect(following.redrawsEveryFrame)
    expectValue(following.carouselMoved(false), true)
    #expect(!following.redrawsEveryFrame)
  }
}
