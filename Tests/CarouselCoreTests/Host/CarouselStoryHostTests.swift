import CarouselCore
import Testing

private typealias Host = CarouselHost<String, ManualClock>
private typealias Event = CarouselHostEvent<String>

/// A story viewer's host: three stories on 300-point pages, 3 s each, finite, with `options`,
/// on screen at 0 s, with the events of its setting up taken.
private func storyHost(options: AutoplayOptions = .story) -> Host {
  var configuration = CarouselConfiguration.testing(autoplay: .seconds(3))
  configuration.autoplayOptions = options
  return hostOnScreen(["a", "b", "c"], configuration: configuration)
}

/// A story viewer end to end through the host: what the app hears and what the views draw.
@Suite struct CarouselStoryHostTests {
  /// With Reduce Motion and VoiceOver on, the stories still advance, each at once (nothing
  /// moves between frames); after the last story's wait autoplay finishes, once: the app hears
  /// it after the phase goes idle, and the selection stays on the last story.
  @Test func storiesAdvanceWithTheSystemSettingsAndFinishOnce() {
    var host = storyHost()
    host.reduceMotionChanged(true, at: at(0))
    host.voiceOverChanged(true, at: at(0))
    _ = host.takeEvents()
    host.tick(at: at(3))
    #expect(host.engine.selectedID == "b")
    #expect(!host.stage.isMoving)
    host.tick(at: at(6))
    expectValue(
      host.takeEvents(),
      [
        .selectionChanged(from: "a", to: "b", cause: .autoplay), .visibleItemsChanged(["b"]),
        .selectionChanged(from: "b", to: "c", cause: .autoplay), .visibleItemsChanged(["c"]),
      ])
    host.tick(at: at(9))
    expectValue(host.takeEvents(), [phaseChange(.autoplaying, .idle), .autoplayFinished])
    host.tick(at: at(12))
    host.appeared(at: at(13))
    expectValue(host.takeEvents(), [])
    #expect(host.engine.selectedID == "c")
    #expect(host.stage.indicator.stoppedWaitProgress == 1)
  }

  /// The default options rewind a finite carousel after its last item and never finish.
  @Test func withoutOptionsAFiniteCarouselRewinds() {
    var host = storyHost(options: [])
    host.tick(at: at(3))
    host.tick(at: at(6))
    host.tick(at: at(9))
    #expect(host.engine.selectedID == "a")
    #expect(!host.takeEvents().contains(.autoplayFinished))
  }

  /// A finger held on a story 1 s into its wait pauses it at a third, drawn as such while the
  /// finger is down; the lift at 5 s (the finger never dragged) resumes the 2 s left.
  @Test func aLongPressPausesTheStoryAndItsLiftResumesIt() {
    var host = storyHost()
    host.touchLanded(at: at(1))
    #expect(host.stage.nextDeadline == nil)
    #expect(host.stage.indicator.stoppedWaitProgress == 1.0 / 3)
    host.tick(at: at(4))
    #expect(host.engine.selectedID == "a")
    host.touchLifted(host.touch, at: at(5))
    #expect(host.stage.nextDeadline == at(7))
    host.tick(at: at(7))
    #expect(host.engine.selectedID == "b")
  }

  /// A swipe back from the finished last story starts autoplay again: the previous story's
  /// full wait, then the last, then it finishes again.
  @Test func aSwipeBackAfterTheEndPlaysOnAndFinishesAgain() {
    var host = storyHost()
    host.tick(at: at(3))
    host.tick(at: at(6))
    host.tick(at: at(9))
    _ = host.takeEvents()
    host.userStepped(.previous, cause: .keyboard, at: at(10))
    #expect(host.engine.selectedID == "b")
    #expect(host.stage.nextDeadline == at(13))
    host.motionEnded(at: at(11))
    host.tick(at: at(13))
    host.motionEnded(at: at(14))
    host.tick(at: at(16))
    #expect(host.takeEvents().filter { $0 == .autoplayFinished }.count == 1)
  }
}

extension CarouselStoryHostTests {
  /// Looping turned on after autoplay finished at the end goes on: a full wait, then the first
  /// story.
  @Test func loopingTurnedOnAfterTheEndGoesOn() {
    var host = storyHost()
    host.tick(at: at(3))
    host.tick(at: at(6))
    host.tick(at: at(9))
    #expect(host.engine.autoplayHasFinished)
    var looping = host.engine.configuration
    looping.layout.isLooping = true
    host.configure(looping, at: at(10))
    #expect(!host.engine.autoplayHasFinished)
    #expect(host.stage.nextDeadline == at(13))
    host.tick(at: at(13))
    #expect(host.engine.selectedID == "a")
  }
}
