import CarouselCore
import Testing

private typealias Host = CarouselHost<String, ManualClock>
private typealias Event = CarouselHostEvent<String>

/// A host over three items on 300-point pages, finite, with 3 s autoplay, `options` and
/// `resumeDelay`, on screen at 0 s (its first deadline is 3 s), with the events of its setting
/// up taken.
private func host(options: AutoplayOptions = [], resumeDelay: Duration = .zero) -> Host {
  var configuration = CarouselConfiguration.testing(autoplay: .seconds(3))
  configuration.autoplayOptions = options
  configuration.autoplayResumeDelay = resumeDelay
  return hostOnScreen(["a", "b", "c"], configuration: configuration)
}

/// The app's hold (a reader's `beginHold()` and `endHold()`): a touch the carousel's gestures
/// do not see, as a story's long press, that holds autoplay as a finger on the carousel does.
@Suite struct CarouselHostHoldTests {
  /// A hold holds autoplay (the stage and the proxy say so, the phase goes idle) and moves
  /// nothing; holds are counted, so the second hold's end releases it, into a full wait; an
  /// end with no hold left changes nothing.
  @Test func holdsAreCountedAndAnEndWithoutOneChangesNothing() {
    var host = host()
    expectValue(host.holdBegan(at: at(1)), [.stage, .proxy])
    #expect(host.proxy.autoplaySuspensions == [.touching])
    #expect(host.stage.nextDeadline == nil)
    expectValue(host.takeEvents(), [phaseChange(.autoplaying, .idle)])
    expectValue(host.holdBegan(at: at(1.5)), [])
    expectValue(host.holdEnded(at: at(2)), [])
    #expect(host.proxy.autoplaySuspensions == [.touching])
    expectValue(host.holdEnded(at: at(2.5)), [.stage, .proxy])
    #expect(host.proxy.autoplaySuspensions == [])
    #expect(host.stage.nextDeadline == at(5.5))
    expectValue(host.holdEnded(at: at(3)), [])
    #expect(host.stage.nextDeadline == at(5.5))
    expectValue(host.takeEvents(), [phaseChange(.idle, .autoplaying)])
    #expect(host.engine.selectedID == "a")
    #expect(host.userSelectionChanges == 0)
  }

  /// A story under a long press: playing, the hold freezes its wait at a third and its end
  /// resumes the 2 s left; paused by the user (the play/pause button, Magic Tap) before the
  /// press, it stays paused after it, where `play()` in the press's end resumed it.
  @Test(arguments: [false, true])
  func aHoldOnAStoryLeavesTheUsersChoice(userPaused: Bool) {
    var host = host(options: .story)
    if userPaused { host.pause(at: at(0.5)) }
    host.holdBegan(at: at(1))
    #expect(host.stage.indicator.stoppedWaitProgress == (userPaused ? 1.0 / 6 : 1.0 / 3))
    host.tick(at: at(3))
    #expect(host.engine.selectedID == "a")
    host.holdEnded(at: at(5))
    #expect(host.proxy.isPlaying == !userPaused)
    #expect(host.proxy.autoplaySuspensions == (userPaused ? [.pausedByUser] : []))
    #expect(host.stage.nextDeadline == (userPaused ? nil : at(7)))
  }

  /// The end of a hold is the end of the user's touch: with a resume delay, the full wait
  /// starts after it, with or without the option to pause under a finger. An end with no hold
  /// left is no touch's end, and restarts nothing.
  @Test(arguments: [AutoplayOptions(), .story])
  func aHoldsEndWaitsTheResumeDelay(options: AutoplayOptions) {
    var host = host(options: options, resumeDelay: .seconds(2))
    host.holdBegan(at: at(1))
    host.holdEnded(at: at(2))
    #expect(host.stage.nextDeadline == at(7))
    expectValue(host.holdEnded(at: at(3)), [])
    #expect(host.stage.nextDeadline == at(7))
  }

  /// The end of a hold and the lift of a finger that landed with it come in either order: the
  /// outcome is the same, the last release deciding (without the option a full wait from it,
  /// with it the 2 s left of the wait frozen at a third).
  @Test(arguments: [false, true], [AutoplayOptions(), .pausesOnTouch])
  func aHoldAndAFingerReleaseInEitherOrderAlike(holdEndsFirst: Bool, options: AutoplayOptions) {
    var host = host(options: options)
    host.holdBegan(at: at(1))
    host.touchLanded(at: at(1))
    if holdEndsFirst {
      host.holdEnded(at: at(2))
      #expect(host.stage.nextDeadline == nil)
      host.touchLifted(host.touch, at: at(4))
    } else {
      host.touchLifted(host.touch, at: at(2))
      #expect(host.stage.nextDeadline == nil)
      host.holdEnded(at: at(4))
    }
    #expect(host.stage.nextDeadline == (options.isEmpty ? at(7) : at(6)))
  }

  /// How a carousel stops showing while held, and comes back.
  enum Away: CaseIterable {
    case disappeared, scrolledOut, sceneInactive, sceneInBackground
  }

  /// Holds end, as the system cancels touches, when the carousel leaves the screen or the scene
  /// stops being active: back, a full wait starts, and a late end of the hold changes nothing.
  @Test(arguments: Away.allCases)
  func holdsEndWhenTheCarouselGoesAway(away: Away) {
    var host = host()
    host.holdBegan(at: at(1))
    host.holdBegan(at: at(1))
    switch away {
    case .disappeared:
      host.disappeared(at: at(2))
      host.appeared(at: at(3))
    case .scrolledOut:
      host.shownBoundsChanged(CarouselRect(x: 0, y: 0, width: 0, height: 0), at: at(2))
      host.shownBoundsChanged(nil, at: at(3))
    case .sceneInactive, .sceneInBackground:
      host.sceneChanged(to: away == .sceneInactive ? .inactive : .background, at: at(2))
      host.sceneChanged(to: .active, at: at(3))
    }
    #expect(host.engine.holds == 0)
    #expect(host.proxy.autoplaySuspensions == [])
    #expect(host.stage.nextDeadline == at(6))
    expectValue(host.holdEnded(at: at(4)), [])
    #expect(host.stage.nextDeadline == at(6))
  }
}
