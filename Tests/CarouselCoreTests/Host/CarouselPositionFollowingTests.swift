import CarouselCore
import Testing

/// A reader's content redraws every frame only after it read the position, and only while the
/// carousel moves; the value changes exactly when that answer does.
@Suite struct CarouselPositionFollowingTests {
  @Test func contentThatNeverReadsThePositionNeverRedrawsPerFrame() {
    var following = CarouselPositionFollowing()
    for moving in [true, false, true, true, false] {
      let before = following
      following.carouselMoved(moving)
      #expect(!following.redrawsEveryFrame)
      // What a view would publish: only the motion it does not follow changed.
      #expect(following.readsPosition == before.readsPosition)
    }
  }

  @Test(arguments: [false, true])
  func afterTheFirstReadItFollowsTheMotion(readWhileMoving: Bool) {
    var following = CarouselPositionFollowing()
    following.carouselMoved(readWhileMoving)
    following.positionRead()
    let read = following
    following.positionRead()
    #expect(following == read)
    #expect(following.redrawsEveryFrame == readWhileMoving)
    following.carouselMoved(true)
    #expect(following.redrawsEveryFrame)
    following.carouselMoved(false)
    #expect(!following.redrawsEveryFrame)
  }
}
