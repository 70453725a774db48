import CarouselCore
import Testing

@testable import CarouselWeb

/// Pointer positions become drags: translation from where the pointer went down, the release
/// velocity from the last 100 ms of samples.
@Suite struct PointerTrackerTests {
  @Test func translationIsFromWhereThePointerWentDown() {
    var tracker = PointerTracker()
    #expect(tracker.down(x: 100, y: 50, time: 0) == .touchDown)
    #expect(
      tracker.moved(x: 70, y: 54, time: 16) == CarouselDrag(translationX: -30, translationY: 4))
  }

  @Test func aFlickReleasesWithItsSpeedAndAProjectedEnd() {
    var tracker = PointerTracker()
    _ = tracker.down(x: 300, y: 0, time: 1_000)
    _ = tracker.moved(x: 280, y: 0, time: 1_010)
    _ = tracker.moved(x: 250, y: 0, time: 1_020)
    let release = tracker.released(x: 210, y: 0, time: 1_030)
    #expect(release.translationX == -90)
    #expect(release.velocityX == -3_000)  // 90 points in 30 ms
    #expect(release.velocityY == 0)
    // UIScrollView's normal deceleration: 0.998 / 0.002 / 1000 s of coasting.
    #expect(abs(release.predictedEndTranslationX - (-90 - 3_000 * 0.499)) < 1e-9)
  }

  @Test func onlyTheLastHundredMillisecondsCount() {
    var tracker = PointerTracker()
    _ = tracker.down(x: 0, y: 0, time: 0)
    _ = tracker.moved(x: 200, y: 0, time: 50)  // fast, but long before the release
    _ = tracker.moved(x: 210, y: 0, time: 400)
    let release = tracker.released(x: 220, y: 0, time: 450)
    #expect(release.velocityX == 200)  // 10 points in 50 ms
  }

  @Test func aPointerHeldStillReleasesAtRest() {
    var tracker = PointerTracker()
    _ = tracker.down(x: 0, y: 0, time: 0)
    _ = tracker.moved(x: -60, y: 0, time: 300)
    let release = tracker.released(x: -60, y: 0, time: 450)
    #expect(release.velocityX == 0)
    #expect(release.predictedEndTranslationX == -60)
  }

  @Test func manySamplesKeepTheNewest() {
    var tracker = PointerTracker()
    _ = tracker.down(x: 0, y: 0, time: 0)
    for step in 1...40 {
      _ = tracker.moved(x: Double(step) * 2, y: Double(step), time: Double(step))
    }
    // The 16 kept samples span 15 ms: 30 points and 15 points.
    let velocity = tracker.velocity(at: 40)
    #expect(velocity.x == 2_000)
    #expect(velocity.y == 1_000)
  }

  @Test func samplesLessThanAMillisecondApartGiveNoSpeed() {
    var tracker = PointerTracker()
    _ = tracker.down(x: 0, y: 0, time: 5)
    let release = tracker.released(x: 50, y: 0, time: 5.5)
    #expect(release.velocityX == 0)
  }
}
