import CarouselCore
import Testing

private typealias Host = CarouselHost<String, ManualClock>

/// The parts of the stage's indicator state that only the random publish property test used to
/// catch when broken, each pinned here: the wait runs exactly while a deadline is set, the timer
/// redraws at the rate the configured wait asks, and the marked item of a finite carousel
/// dragged past an end is its end item.
@Suite struct CarouselStageIndicatorTests {
  /// A host over three items on 300-point pages with `autoplay`, on screen at 0 s.
  private func host(autoplay: AutoplayInterval, isLooping: Bool = false) -> Host {
    var host = Host(at: at(0))
    host.configure(.testing(looping: isLooping, autoplay: autoplay), at: at(0))
    host.itemsChanged(["a", "b", "c"], selecting: nil, at: at(0))
    host.appeared(at: at(0))
    return host
  }

  /// A carousel with an interval waits only while a deadline is set: not under a finger, not
  /// paused, not off screen (timer dots then stop filling and stop redrawing).
  @Test func theWaitRunsExactlyWhileADeadlineIsSet() {
    var host = host(autoplay: .seconds(3))
    #expect(host.stage.indicator.isWaiting)
    host.touchLanded(at: at(1))
    #expect(!host.stage.indicator.isWaiting)
    expectValue(
      host.stage.indicator.redraw(followsPosition: false, drawsWaitProgress: true), .never)
    host.touchLifted(host.touch, at: at(1.5))
    #expect(host.stage.indicator.isWaiting)
    host.pause(at: at(2))
    #expect(!host.stage.indicator.isWaiting)
    host.play(at: at(2.5))
    host.disappeared(at: at(3))
    #expect(!host.stage.indicator.isWaiting)
  }

  /// The timer's redraw rate follows the configured wait: a point of a 22-point dot's fill per
  /// redraw (3 s: 3/22 s), at most a second apart (60 s waits), and at least 1/60 s apart.
  @Test(arguments: [(3.0, 3.0 / 22), (11.0, 0.5), (60.0, 1.0), (0.5, 1.0 / 44)])
  func theTimerRedrawsAtTheWaitsRate(seconds: Double, interval: Double) {
    let host = host(autoplay: AutoplayInterval(seconds: seconds))
    #expect(abs(host.stage.indicator.timerRefreshInterval - interval) < 1e-12)
    expectValue(
      host.stage.indicator.redraw(followsPosition: false, drawsWaitProgress: true),
      .every(seconds: host.stage.indicator.timerRefreshInterval))
  }

  /// A finite carousel dragged past its last item marks the last item, and past its first the
  /// first: never a page with no item.
  @Test func aDragPastAFiniteEndMarksTheEndItem() {
    var host = host(autoplay: .off)
    host.userSelected(index: 2, cause: .indicator, at: at(0))
    host.motionEnded(at: at(2))
    host.dragChanged(CarouselDrag(translationX: -20, translationY: 0), at: at(3))
    host.dragChanged(CarouselDrag(translationX: -900, translationY: 0), at: at(3.1))
    expectValue(host.stage.indicator.indicatedIndex, 2)
    host.dragCancelled(at: at(3.2))
    host.motionEnded(at: at(5))
    host.userSelected(index: 0, cause: .indicator, at: at(5))
    host.motionEnded(at: at(7))
    host.dragChanged(CarouselDrag(translationX: 20, translationY: 0), at: at(8))
    host.dragChanged(CarouselDrag(translationX: 900, translationY: 0), at: at(8.1))
    expectValue(host.stage.indicator.indicatedIndex, 0)
  }

  /// A finger holds the carousel four pages on when the list shrinks to two items under it: the
  /// drag goes on past the new end, and the mark is the last item, not the selection.
  @Test func aDragLeftPastTheEndOfAShrunkListMarksTheLastItem() {
    var host = Host(at: at(0))
    host.configure(.testing(autoplay: .off), at: at(0))
    host.itemsChanged(["a", "b", "c", "d", "e"], selecting: nil, at: at(0))
    host.appeared(at: at(0))
    host.dragChanged(CarouselDrag(translationX: -20, translationY: 0), at: at(1))
    host.dragChanged(CarouselDrag(translationX: -1_220, translationY: 0), at: at(1.1))
    expectValue(host.stage.indicator.indicatedIndex, 4)
    host.itemsChanged(["a", "b"], selecting: nil, at: at(1.2))
    #expect(host.engine.isDragging)
    expectValue(host.engine.selectedIndex, 0)
    expectValue(host.stage.indicator.indicatedIndex, 1)
  }

  /// Updates that keep some IDs are no run of replacements, however many in a row: only whole
  /// replacements count toward the minted-IDs warning.
  @Test func editsThatKeepSomeIDsNeverWarn() {
    var host = host(autoplay: .off)
    host.itemsChanged(["a", "b"], selecting: nil, at: at(1))
    host.itemsChanged(["a"], selecting: nil, at: at(2))
    host.itemsChanged(["a", "x"], selecting: nil, at: at(3))
    host.itemsChanged(["x", "y"], selecting: nil, at: at(4))
    expectValue(host.takeDiagnostics(), [])
  }
}
