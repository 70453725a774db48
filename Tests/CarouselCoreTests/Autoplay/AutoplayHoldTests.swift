import CarouselCore
import Testing

/// An autoplay of three items with `options`, appeared at 0 s (its first deadline is 3 s),
/// paused by the user at 0.5 s when `userPaused`.
private func running(options: AutoplayOptions, userPaused: Bool) -> Autoplay<ManualClock> {
  var autoplay = Autoplay<ManualClock>(itemCount: 3)
  autoplay.handle(.optionsChanged(options, isLooping: false), at: at(0))
  autoplay.handle(.appeared, at: at(0))
  if userPaused { autoplay.handle(.pause, at: at(0.5)) }
  return autoplay
}

/// The host's hold (``AutoplayEvent/held(_:)``): a finger the carousel's gestures do not see.
@Suite struct AutoplayHoldTests {
  /// How a hold at 1 s, alone or with a finger that lands with it, ends (the hold at 2 s, the
  /// finger at 4 s, in either order).
  enum Ending: CaseIterable {
    /// No finger: the hold ends at 2 s.
    case holdAlone
    /// The hold ends at 2 s, the finger lifts at 4 s.
    case holdFirst
    /// The finger lifts at 2 s, the hold ends at 4 s.
    case fingerFirst
  }

  /// Every ending, with and without `.pausesOnTouch`, playing or paused by the user: nothing
  /// advances while a hold or a finger is down; the last release is a lift on the current item
  /// (without the option a full wait from it, with it the 2 s left of the wait it froze at a
  /// third); the user's pause survives (a wait frozen at 0.5 s stays frozen there without the
  /// touch discarding it, and play then resumes the rest; a wait the touch discarded starts in
  /// full on play).
  @Test(arguments: Ending.allCases, [false, true])
  func aHoldCountsAsAFingerAndLeavesTheUsersChoice(ending: Ending, userPaused: Bool) {
    for pauses in [false, true] {
      let context = "pausesOnTouch \(pauses)"
      var autoplay = running(options: pauses ? .pausesOnTouch : [], userPaused: userPaused)
      autoplay.handle(.held(true), at: at(1))
      if ending != .holdAlone { autoplay.handle(.touchBegan, at: at(1)) }
      let held: [AutoplaySuspension] = userPaused ? [.pausedByUser, .touching] : [.touching]
      #expect(autoplay.suspensions == held, "\(context)")
      #expect(autoplay.nextDeadline == nil, "\(context)")
      #expect(autoplay.tick(at: at(3)) == nil, "\(context)")
      switch ending {
      case .holdAlone:
        autoplay.handle(.held(false), at: at(2))
      case .holdFirst:
        autoplay.handle(.held(false), at: at(2))
        #expect(autoplay.suspensions == held, "\(context)")
        #expect(autoplay.nextDeadline == nil, "\(context)")
        autoplay.handle(.touchEnded(onItem: 0), at: at(4))
      case .fingerFirst:
        autoplay.handle(.touchEnded(onItem: 0), at: at(2))
        #expect(autoplay.suspensions == held, "\(context)")
        #expect(autoplay.nextDeadline == nil, "\(context)")
        autoplay.handle(.held(false), at: at(4))
      }
      let released = ending == .holdAlone ? 2.0 : 4.0
      #expect(autoplay.isPlaying == !userPaused, "\(context)")
      if userPaused {
        #expect(autoplay.suspensions == [.pausedByUser], "\(context)")
        #expect(autoplay.nextDeadline == nil, "\(context)")
        #expect(autoplay.progress(at: at(5)) == (pauses ? 1.0 / 6 : 0), "\(context)")
        autoplay.handle(.play, at: at(5))
        #expect(autoplay.nextDeadline == (pauses ? at(7.5) : at(8)), "\(context)")
      } else {
        #expect(autoplay.suspensions == [], "\(context)")
        #expect(autoplay.nextDeadline == at(released + (pauses ? 2 : 3)), "\(context)")
      }
    }
  }

  /// Whichever item the story is on, a hold 1 s into its wait freezes it at a third and the
  /// end of the hold at 2 s resumes the 2 s left, on that item.
  @Test(arguments: 0..<3)
  func aHoldResumesTheItemItFroze(item: Int) {
    var autoplay = running(options: .pausesOnTouch, userPaused: false)
    autoplay.handle(.userNavigated(toItem: item), at: at(0))
    autoplay.handle(.held(true), at: at(1))
    autoplay.handle(.held(false), at: at(2))
    #expect(autoplay.currentItem == item)
    #expect(autoplay.nextDeadline == at(4))
  }

  /// A hold repeated changes nothing, nor does the end of a hold there is none of.
  @Test func aRepeatedHoldOrAnEndWithoutOneChangesNothing() {
    var autoplay = running(options: .pausesOnTouch, userPaused: false)
    autoplay.handle(.held(false), at: at(1))
    #expect(autoplay.nextDeadline == at(3))
    autoplay.handle(.held(true), at: at(1))
    autoplay.handle(.held(true), at: at(2))
    #expect(autoplay.progress(at: at(2)) == 1.0 / 3)
    autoplay.handle(.held(false), at: at(2))
    #expect(autoplay.nextDeadline == at(4))
  }

  /// A hold on a story that finished at its end leaves it finished.
  @Test func aHoldOnAFinishedStoryLeavesItFinished() {
    var autoplay = running(options: .story, userPaused: false)
    autoplay.handle(.itemsChanged(count: 3, currentItem: 2, selectionChanged: true), at: at(0))
    #expect(autoplay.tick(at: at(3)) == nil)
    #expect(autoplay.hasFinished)
    autoplay.handle(.held(true), at: at(4))
    autoplay.handle(.held(false), at: at(5))
    #expect(autoplay.hasFinished)
    #expect(autoplay.nextDeadline == nil)
  }
}
