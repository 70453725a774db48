import CarouselCore
import Testing

@testable import CarouselWeb

/// The web playground drives `CarouselHost`, so the host's rules reach the page as they reach
/// SwiftUI: the user's own moves (a swipe, a dot, a tap, a key, a cancelled touch) restart
/// autoplay after its resume delay, the page's buttons (moves from code) do not, and the stage
/// leaving the screen is the host's scroll visibility.
@Suite struct WebHostTests {
  /// Autoplay every 3 s, 2 s more after the user's moves.
  private func carousel() -> WebCarousel {
    .onScreen {
      $0.autoplaySeconds = 3
      $0.resumeAfterSeconds = 2
    }
  }

  @Test func aReleasedSwipeWaitsTheResumeDelayAndTheInterval() {
    var carousel = carousel()
    #expect(carousel.nextDeadline == 3_000)
    carousel.pointerDown(x: 300, y: 100, at: 10)
    #expect(carousel.nextDeadline == nil)  // a finger holds autoplay
    carousel.pointerMoved(x: 250, y: 101, at: 26)
    carousel.pointerMoved(x: 180, y: 102, at: 42)
    carousel.pointerUp(x: 120, y: 102, at: 58)
    #expect(carousel.engine.selectedIndex == 1)
    #expect(carousel.nextDeadline == 5_058)  // 58 + 2,000 + 3,000
  }

  @Test func aFingerThatRestsOrIsCancelledWaitsTheResumeDelayToo() {
    var carousel = carousel()
    carousel.pointerDown(x: 200, y: 100, at: 100)
    carousel.pointerUp(x: 200, y: 100, at: 200)
    #expect(carousel.engine.selectedIndex == 0)
    #expect(carousel.nextDeadline == 5_200)
    carousel.pointerDown(x: 200, y: 100, at: 1_000)
    carousel.pointerMoved(x: 150, y: 100, at: 1_016)
    carousel.pointerCancelled(at: 1_032)
    #expect(carousel.nextDeadline == 6_032)
    // A cancellation with no touch is no move of the user's.
    carousel.pointerCancelled(at: 2_000)
    #expect(carousel.nextDeadline == 6_032)
  }

  @Test func theUsersMovesWaitLongerThanTheButtonsAndAutoplay() {
    var carousel = carousel()
    var deadlines: [Double?] = []
    carousel.select(index: 3, cause: .indicator, at: 1_000)
    deadlines.append(carousel.nextDeadline)
    _ = carousel.arrow(3, at: 2_000)
    deadlines.append(carousel.nextDeadline)
    carousel.select(index: 2, cause: .tap, at: 3_000)
    deadlines.append(carousel.nextDeadline)
    carousel.next(at: 4_000)  // the page's own button, as an app's proxy
    deadlines.append(carousel.nextDeadline)
    carousel.tick(at: 7_000)
    deadlines.append(carousel.nextDeadline)
    #expect(deadlines == [6_000, 7_000, 8_000, 7_000, 10_000])
    #expect(carousel.engine.selectedIndex == 4)
  }

  @Test func aKeyThatMovesNothingIsNoMove() {
    var carousel = carousel()
    let moved = carousel.arrow(2, at: 1_000)  // left, at the start of a finite carousel
    #expect(!moved)
    #expect(carousel.nextDeadline == 3_000)
  }

  @Test func theStageInViewIsTheHostsScrollVisibility() {
    var carousel = carousel()
    carousel.visibilityChanged(true, at: 100)  // repeated: still one view on screen
    carousel.visibilityChanged(false, at: 200)
    #expect(!carousel.isOnScreen)
    #expect(carousel.nextDeadline == nil)
    carousel.visibilityChanged(true, at: 300)
    #expect(carousel.isOnScreen)
    #expect(carousel.nextDeadline == 3_300)
  }

  @Test func aNewCarouselIsOffScreenUntilThePageSaysOtherwise() {
    var carousel = WebCarousel(at: 0)
    carousel.update(at: 0) { $0.autoplaySeconds = 3 }
    #expect(!carousel.isOnScreen)
    #expect(carousel.engine.autoplaySuspensions.contains(.offScreen))
    carousel.visibilityChanged(true, at: 10)
    #expect(carousel.nextDeadline == 3_010)
  }
}
