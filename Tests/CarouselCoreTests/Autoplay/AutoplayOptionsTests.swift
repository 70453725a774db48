import CarouselCore
import Testing

/// An autoplay of `itemCount` items with `options`, appeared at 0 s: its first deadline is 3 s.
private func running(
  itemCount: Int = 3, options: AutoplayOptions, isLooping: Bool = false
) -> Autoplay<ManualClock> {
  var autoplay = Autoplay<ManualClock>(itemCount: itemCount)
  autoplay.handle(.optionsChanged(options, isLooping: isLooping), at: at(0))
  autoplay.handle(.appeared, at: at(0))
  return autoplay
}

@Suite struct AutoplayOptionsTests {
  // MARK: Pacing the content

  /// Every combination of pacing, Reduce Motion and VoiceOver: without pacing either setting
  /// suspends autoplay (and is named among the suspensions); with it, neither does.
  @Test(arguments: [false, true], [false, true])
  func pacingKeepsAutoplayRunningWithTheSystemSettings(reduceMotion: Bool, voiceOver: Bool) {
    for paces in [false, true] {
      var autoplay = running(options: paces ? .pacesContent : [])
      autoplay.handle(.reduceMotion(reduceMotion), at: at(1))
      autoplay.handle(.voiceOver(voiceOver), at: at(1))
      let suspended = !paces && (reduceMotion || voiceOver)
      let expected: [AutoplaySuspension] =
        paces ? [] : (reduceMotion ? [.reduceMotion] : []) + (voiceOver ? [.voiceOver] : [])
      #expect(autoplay.suspensions == expected, "paces: \(paces)")
      #expect(autoplay.nextDeadline == (suspended ? nil : at(3)), "paces: \(paces)")
      #expect(autoplay.tick(at: at(3)) == (suspended ? nil : 1), "paces: \(paces)")
    }
  }

  /// Pacing turned on while Reduce Motion holds autoplay starts a full wait then; turned off
  /// again, Reduce Motion suspends it again.
  @Test func pacingTurnedOnReleasesASystemSuspension() {
    var autoplay = running(options: [])
    autoplay.handle(.reduceMotion(true), at: at(1))
    #expect(autoplay.nextDeadline == nil)
    autoplay.handle(.optionsChanged(.pacesContent, isLooping: false), at: at(2))
    #expect(autoplay.nextDeadline == at(5))
    autoplay.handle(.optionsChanged([], isLooping: false), at: at(3))
    #expect(autoplay.nextDeadline == nil)
    #expect(autoplay.suspensions == [.reduceMotion])
  }

  // MARK: Pausing under a finger

  /// A finger 1 s into a 3 s wait pauses it at a third and keeps that progress while down; its
  /// lift on the same item at 5 s resumes the 2 s left. Without the option the touch discards
  /// the wait (no progress) and the lift starts a full one.
  @Test func aTouchPausesAndItsLiftResumesTheRest() {
    var paused = running(options: .pausesOnTouch)
    paused.handle(.touchBegan, at: at(1))
    #expect(paused.nextDeadline == nil)
    #expect(paused.waitProgress(at: at(4)) == 1.0 / 3)
    #expect(paused.tick(at: at(4)) == nil)
    paused.handle(.touchEnded(onItem: 0), at: at(5))
    #expect(paused.nextDeadline == at(7))
    #expect(paused.waitProgress(at: at(6)) == 2.0 / 3)

    var discarded = running(options: [])
    discarded.handle(.touchBegan, at: at(1))
    #expect(discarded.waitProgress(at: at(4)) == nil)
    discarded.handle(.touchEnded(onItem: 0), at: at(5))
    #expect(discarded.nextDeadline == at(8))
  }

  /// A finger that moved the carousel to another item lifts into that item's full wait.
  @Test func aLiftOnAnotherItemStartsAFullWait() {
    var autoplay = running(options: .pausesOnTouch)
    autoplay.handle(.touchBegan, at: at(1))
    autoplay.handle(.touchEnded(onItem: 2), at: at(2))
    #expect(autoplay.currentItem == 2)
    #expect(autoplay.nextDeadline == at(5))
  }

  /// The user's pause survives a touch: the frozen wait stays frozen after the lift, and play
  /// resumes what was left.
  @Test func aTouchDuringTheUsersPauseKeepsItPaused() {
    var autoplay = running(options: .pausesOnTouch)
    autoplay.handle(.pause, at: at(1))
    autoplay.handle(.touchBegan, at: at(2))
    autoplay.handle(.touchEnded(onItem: 0), at: at(3))
    #expect(autoplay.nextDeadline == nil)
    #expect(autoplay.waitProgress(at: at(3)) == 1.0 / 3)
    autoplay.handle(.play, at: at(4))
    #expect(autoplay.nextDeadline == at(6))
  }

  /// Anything else that holds autoplay while the finger is down discards the paused wait, as
  /// without the option: the lift starts a full wait once nothing holds.
  @Test func anotherSuspensionUnderTheFingerDiscardsTheWait() {
    var autoplay = running(options: .pausesOnTouch)
    autoplay.handle(.touchBegan, at: at(1))
    autoplay.handle(.scene(.inactive), at: at(2))
    #expect(autoplay.waitProgress(at: at(2)) == nil)
    autoplay.handle(.scene(.active), at: at(3))
    #expect(autoplay.nextDeadline == nil)
    autoplay.handle(.touchEnded(onItem: 0), at: at(4))
    #expect(autoplay.nextDeadline == at(7))
  }

  // MARK: Stopping at the end

  /// A finite carousel that stops at its end advances to its last item and finishes when that
  /// item's wait ends: nothing more is scheduled, and the wait reads as full. A looping one,
  /// or one without the option, goes on to the first item.
  @Test(arguments: [
    (AutoplayOptions.stopsAtEnd, false, Int?.none),
    (AutoplayOptions.stopsAtEnd, true, Int?.some(0)),
    (AutoplayOptions(), false, Int?.some(0)),
  ])
  func theLastItemsWaitFinishesAFiniteCarousel(
    options: AutoplayOptions, isLooping: Bool, afterTheLast: Int?
  ) {
    var autoplay = running(options: options, isLooping: isLooping)
    #expect(autoplay.tick(at: at(3)) == 1)
    #expect(autoplay.tick(at: at(6)) == 2)
    #expect(autoplay.tick(at: at(9)) == afterTheLast)
    let finished = afterTheLast == nil
    #expect(autoplay.hasFinished == finished)
    #expect(autoplay.nextDeadline == (finished ? nil : at(12)))
    #expect(autoplay.waitProgress(at: at(10)) == (finished ? 1 : 1.0 / 3))
  }

  /// Finished holds through suspensions, a change of the interval, and a touch that did not
  /// move the carousel; the selection moving to another item starts autoplay again.
  @Test func finishedHoldsUntilTheItemChanges() {
    var autoplay = finishedAutoplay()
    autoplay.handle(.disappeared, at: at(10))
    autoplay.handle(.appeared, at: at(11))
    autoplay.handle(.scene(.background), at: at(11))
    autoplay.handle(.scene(.active), at: at(12))
    autoplay.handle(.intervalChanged(.seconds(5)), at: at(12))
    autoplay.handle(.touchBegan, at: at(13))
    autoplay.handle(.touchEnded(onItem: 2), at: at(13))
    #expect(autoplay.hasFinished)
    #expect(autoplay.nextDeadline == nil)
    autoplay.handle(.userNavigated(toItem: 0), at: at(14))
    #expect(!autoplay.hasFinished)
    #expect(autoplay.nextDeadline == at(19))
  }

  /// A lift on another item ends finished too, and so does an item list change that moves the
  /// current item; one that keeps it does not.
  @Test func aMoveByTheFingerOrTheDataEndsFinished() {
    var lifted = finishedAutoplay()
    lifted.handle(.touchBegan, at: at(10))
    lifted.handle(.touchEnded(onItem: 1), at: at(11))
    #expect(lifted.nextDeadline == at(14))

    var kept = finishedAutoplay()
    kept.handle(.itemsChanged(count: 4, currentItem: 2, selectionChanged: false), at: at(10))
    #expect(kept.hasFinished)
    kept.handle(.itemsChanged(count: 4, currentItem: 1, selectionChanged: true), at: at(11))
    #expect(!kept.hasFinished)
    #expect(kept.nextDeadline == at(14))
  }

  /// Options that no longer stop at the end, or a carousel that now loops, go on from the end:
  /// a full wait, then the first item.
  @Test(arguments: [(AutoplayOptions(), false), (AutoplayOptions.stopsAtEnd, true)])
  func noLongerStoppingGoesOn(options: AutoplayOptions, isLooping: Bool) {
    var autoplay = finishedAutoplay()
    autoplay.handle(.optionsChanged(options, isLooping: isLooping), at: at(10))
    #expect(!autoplay.hasFinished)
    #expect(autoplay.nextDeadline == at(13))
    #expect(autoplay.tick(at: at(13)) == 0)
  }

  /// The story options together, as a story viewer uses them.
  @Test func theStoryOptionsAreAllThree() {
    #expect(AutoplayOptions.story == [.pacesContent, .pausesOnTouch, .stopsAtEnd])
    #expect(AutoplayOptions.story.rawValue == 7)
  }

  /// Three items, stopping at the end, finished at 9 s.
  private func finishedAutoplay() -> Autoplay<ManualClock> {
    var autoplay = running(options: .stopsAtEnd)
    _ = autoplay.tick(at: at(3))
    _ = autoplay.tick(at: at(6))
    _ = autoplay.tick(at: at(9))
    return autoplay
  }
}
