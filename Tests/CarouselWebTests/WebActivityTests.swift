import CarouselCore
import Testing

@testable import CarouselWeb

/// The web playground's activity, as its `CarouselHost` reports it: the phase and each selection
/// change with the cause the host gives the input, reported once per change, never per frame.
@Suite struct WebActivityTests {
  private func carousel(_ change: (inout PlaygroundSettings) -> Void = { _ in }) -> WebCarousel {
    .onScreen(change)
  }

  private func change(_ from: Int?, _ to: Int?, _ cause: CarouselSelectionCause)
    -> WebSelectionChange
  {
    WebSelectionChange(from: from, to: to, cause: cause)
  }

  @Test func theFirstItemArrivesWithTheData() {
    let carousel = WebCarousel(at: 0)
    #expect(carousel.lastSelectionChange == change(nil, 0, .dataChange))
    #expect(carousel.selectionChangeCount == 1)
    #expect(carousel.phase == .idle)
  }

  @Test func aSwipeDragsSettlesAndRests() {
    var carousel = carousel()
    var phases: [CarouselPhase] = []
    carousel.pointerDown(x: 300, y: 100, at: 10)
    phases.append(carousel.phase)  // a finger that rests is no drag: it tracks
    carousel.pointerMoved(x: 250, y: 101, at: 26)
    phases.append(carousel.phase)
    carousel.pointerMoved(x: 180, y: 102, at: 42)
    carousel.pointerUp(x: 120, y: 102, at: 58)
    phases.append(carousel.phase)
    carousel.motionEnded(at: 100)  // too early: the spring still moves
    phases.append(carousel.phase)
    carousel.motionEnded(at: 5_000)
    phases.append(carousel.phase)
    #expect(phases == [.tracking, .dragging, .settling, .settling, .idle])
    #expect(carousel.lastSelectionChange == change(0, 1, .swipe))
    #expect(carousel.selectionChangeCount == 2)
    // Repeated, the end changes nothing.
    carousel.motionEnded(at: 6_000)
    #expect(carousel.selectionChangeCount == 2)
    #expect(carousel.phase == .idle)
  }

  /// With no animation frame drawn (a hidden tab), the page's one timer ends the motion: the
  /// swipe's release schedules the settle's end, before autoplay's next advance, which the
  /// timer dot still fills toward; a tick there brings the carousel to rest, and autoplay's
  /// advance is all the timer waits for then.
  @Test func theTimerEndsAMotionWithNoFrameDrawn() {
    var carousel = carousel { $0.autoplaySeconds = 3 }
    carousel.pointerDown(x: 300, y: 100, at: 10)
    #expect(carousel.driverDeadline == nil)
    carousel.pointerMoved(x: 250, y: 101, at: 26)
    carousel.pointerMoved(x: 180, y: 102, at: 42)
    #expect(carousel.driverDeadline == nil)  // a drag has no end, and the finger holds autoplay
    carousel.pointerUp(x: 120, y: 102, at: 58)
    let end = carousel.driverDeadline ?? 0
    #expect(end > 58 && end < 3_058)
    #expect(carousel.nextDeadline == 3_058)
    carousel.tick(at: end - 1)
    #expect(carousel.phase == .settling)
    carousel.tick(at: end)
    #expect(carousel.phase == .autoplaying)
    #expect(carousel.visibleIDs == [1])
    #expect(carousel.driverDeadline == 3_058)
  }

  @Test func eachInputHasTheHostsCause() {
    var carousel = carousel()
    var changes: [WebSelectionChange?] = []
    var time = 0.0
    func step(_ event: (inout WebCarousel, Double) -> Void) {
      time += 2_000
      event(&carousel, time)
      carousel.motionEnded(at: time + 1_500)
      changes.append(carousel.lastSelectionChange)
    }
    step { $0.select(index: 3, cause: .indicator, at: $1) }
    step { $0.select(index: 2, cause: .tap, at: $1) }
    step { _ = $0.arrow(3, at: $1) }
    step { $0.next(at: $1) }
    step { $0.previous(at: $1) }
    step { carousel, time in carousel.update(at: time) { $0.itemCount = 2 } }
    step { carousel, time in carousel.update(at: time) { $0.autoplaySeconds = 1 } }
    step { $0.tick(at: $1 - 1_000) }
    #expect(
      changes == [
        change(0, 3, .indicator), change(3, 2, .tap), change(2, 3, .keyboard),
        change(3, 4, .program), change(4, 3, .program), change(3, 1, .dataChange),
        change(3, 1, .dataChange), change(1, 0, .autoplay),
      ])
    #expect(carousel.selectionChangeCount == 8)
  }

  @Test func inputThatMovesNothingReportsNothing() {
    var carousel = carousel()
    carousel.select(index: 0, cause: .indicator, at: 10)
    _ = carousel.arrow(2, at: 20)  // left, at the start of a finite carousel
    carousel.select(index: 9, cause: .tap, at: 30)  // no such slide
    carousel.update(at: 40) { $0.transition = .depth }
    #expect(carousel.selectionChangeCount == 1)
    #expect(carousel.lastSelectionChange == change(nil, 0, .dataChange))
  }

  @Test func autoplayWaitsAdvancesAndWaitsAgain() {
    var carousel = carousel { $0.autoplaySeconds = 2 }
    var phases = [carousel.phase]
    carousel.tick(at: 2_000)
    phases.append(carousel.phase)
    carousel.motionEnded(at: 3_000)
    phases.append(carousel.phase)
    carousel.togglePlayback(at: 3_100)
    phases.append(carousel.phase)
    #expect(phases == [.autoplaying, .settling, .autoplaying, .idle])
    #expect(carousel.lastSelectionChange == change(0, 1, .autoplay))
  }

  @Test func itemsAreInViewOnlyOnScreen() {
    var carousel = carousel()
    #expect(carousel.visibleIDs == [0])
    carousel.visibilityChanged(false, at: 10)
    #expect(carousel.visibleIDs == [])
    #expect(!carousel.isOnScreen)
    carousel.visibilityChanged(true, at: 20)
    #expect(carousel.visibleIDs == [0])
  }

  @Test func thePlayPauseButtonOffersWhatItDoes() {
    var carousel = carousel()
    var states = [carousel.playbackState]
    carousel.update(at: 0) { $0.autoplaySeconds = 3 }
    states.append(carousel.playbackState)
    carousel.togglePlayback(at: 10)
    states.append(carousel.playbackState)
    carousel.reduceMotionChanged(true, at: 20)
    states.append(carousel.playbackState)
    #expect(states == [.unavailable, .playing, .paused, .offBySystemSetting])
  }
}
