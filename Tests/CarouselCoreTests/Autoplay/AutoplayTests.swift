import CarouselCore
import Testing

/// An autoplay of `itemCount` items that has appeared at 0 s, so its first deadline is 3 s.
func running(itemCount: Int = 5, interval: AutoplayInterval = .default)
  -> Autoplay<ManualClock>
{
  var autoplay = Autoplay<ManualClock>(interval: interval, itemCount: itemCount)
  autoplay.handle(.appeared, at: at(0))
  return autoplay
}

@Suite struct AutoplayTests {
  // MARK: The exercise's example flow (seed 003)

  @Test func exampleFlowFromTheExercise() {
    let clock = ManualClock()
    // The carousel shows slide 1 of 5 (item 0).
    var autoplay = Autoplay<ManualClock>(itemCount: 5)
    autoplay.handle(.appeared, at: clock.now)
    #expect(autoplay.nextDeadline == at(3))
    #expect(autoplay.currentItem == 0)
    // After 3 seconds it slides to slide 2.
    clock.advance(by: .seconds(3))
    #expect(autoplay.tick(at: clock.now) == 1)
    #expect(autoplay.nextDeadline == at(6))
    // A finger goes down and drags slowly: nothing moves by itself.
    clock.advance(by: .seconds(1))
    autoplay.handle(.touchBegan, at: clock.now)
    #expect(autoplay.nextDeadline == nil)
    for _ in 0..<10 {
      clock.advance(by: .seconds(1))
      #expect(autoplay.tick(at: clock.now) == nil)
      #expect(autoplay.nextDeadline == nil)
    }
    #expect(autoplay.currentItem == 1)
    // The finger lifts on slide 4 at 14 s: the 3-second wait starts again from zero.
    autoplay.handle(.touchEnded(onItem: 3), at: clock.now)
    #expect(autoplay.nextDeadline == at(17))
    clock.advance(by: .milliseconds(2999))
    #expect(autoplay.tick(at: clock.now) == nil)
    #expect(autoplay.nextDeadline == at(17))
    clock.advance(by: .milliseconds(1))
    #expect(autoplay.tick(at: clock.now) == 4)
    #expect(autoplay.nextDeadline == at(20))
    // After slide 5 it goes back to slide 1.
    clock.advance(by: .seconds(3))
    #expect(autoplay.tick(at: clock.now) == 0)
    #expect(autoplay.nextDeadline == at(23))
  }

  // MARK: Advancing

  @Test func advancesEveryIntervalAndWrapsToTheFirstItem() {
    var autoplay = running(itemCount: 3)
    #expect(autoplay.tick(at: at(3)) == 1)
    #expect(autoplay.nextDeadline == at(6))
    #expect(autoplay.tick(at: at(6)) == 2)
    #expect(autoplay.nextDeadline == at(9))
    #expect(autoplay.tick(at: at(9)) == 0)
    #expect(autoplay.nextDeadline == at(12))
  }

  @Test func earlyTicksAndTicksWithoutDeadlineDoNothing() {
    var autoplay = running()
    #expect(autoplay.tick(at: at(2.999)) == nil)
    #expect(autoplay.tick(at: at(0)) == nil)
    #expect(autoplay.nextDeadline == at(3))
    #expect(autoplay.currentItem == 0)
    var idle = Autoplay<ManualClock>(itemCount: 5)
    #expect(idle.tick(at: at(100)) == nil)
    #expect(idle.currentItem == 0)
    #expect(idle.nextDeadline == nil)
  }

  @Test func lateTickStartsTheNextWaitFromTheTickWithoutCatchingUp() {
    var autoplay = running()
    #expect(autoplay.tick(at: at(10)) == 1)
    #expect(autoplay.nextDeadline == at(13))
    #expect(autoplay.tick(at: at(10)) == nil)
    #expect(autoplay.nextDeadline == at(13))
    #expect(autoplay.currentItem == 1)
  }

  // MARK: Interaction

  @Test func nothingAdvancesWhileAFingerIsDown() {
    var autoplay = running()
    autoplay.handle(.touchBegan, at: at(1))
    #expect(autoplay.nextDeadline == nil)
    #expect(autoplay.suspensions == [.touching])
    #expect(autoplay.tick(at: at(3)) == nil)
    #expect(autoplay.tick(at: at(60)) == nil)
    #expect(autoplay.nextDeadline == nil)
    autoplay.handle(.touchBegan, at: at(61))
    #expect(autoplay.nextDeadline == nil)
    #expect(autoplay.suspensions == [.touching])
  }

  @Test func aTouchHoldsAutoplayFromItsStartEvenIfItNeverDrags() {
    var autoplay = running()
    // A finger rests on the carousel just before the deadline, and never moves.
    autoplay.handle(.touchBegan, at: at(2.9))
    #expect(autoplay.nextDeadline == nil)
    #expect(autoplay.suspensions == [.touching])
    #expect(autoplay.progress(at: at(2.9)) == 0)
    #expect(autoplay.tick(at: at(3)) == nil)
    #expect(autoplay.tick(at: at(30)) == nil)
    #expect(autoplay.currentItem == 0)
    // It lifts on the same item: a full wait starts from the lift, not the rest of the old one.
    autoplay.handle(.touchEnded(onItem: 0), at: at(31))
    #expect(autoplay.nextDeadline == at(34))
    #expect(autoplay.suspensions == [])
    #expect(autoplay.progress(at: at(31)) == 0)
    #expect(autoplay.tick(at: at(33.999)) == nil)
    #expect(autoplay.nextDeadline == at(34))
    #expect(autoplay.tick(at: at(34)) == 1)
    #expect(autoplay.nextDeadline == at(37))
  }

  @Test func aTouchEndingUnderAnotherSuspensionWaitsForItsEnd() {
    var autoplay = running()
    autoplay.handle(.touchBegan, at: at(1))
    autoplay.handle(.reduceMotion(true), at: at(2))
    autoplay.handle(.touchEnded(onItem: 2), at: at(3))
    #expect(autoplay.nextDeadline == nil)
    #expect(autoplay.suspensions == [.reduceMotion])
    #expect(autoplay.currentItem == 2)
    autoplay.handle(.reduceMotion(false), at: at(7))
    #expect(autoplay.nextDeadline == at(10))
  }

  @Test func touchEndRestartsTheFullWait() {
    var autoplay = running()
    autoplay.handle(.touchBegan, at: at(2))
    autoplay.handle(.touchEnded(onItem: 2), at: at(2.5))
    #expect(autoplay.nextDeadline == at(5.5))
    #expect(autoplay.currentItem == 2)
    #expect(autoplay.progress(at: at(2.5)) == 0)
  }

  @Test func touchEndWithoutTouchBeganStillRestartsTheWait() {
    var autoplay = running()
    autoplay.handle(.touchEnded(onItem: 1), at: at(2))
    #expect(autoplay.nextDeadline == at(5))
    #expect(autoplay.currentItem == 1)
  }

  @Test(arguments: [0, 4, 2])
  func userNavigationRestartsTheFullWait(item: Int) {
    var autoplay = running()
    autoplay.handle(.userNavigated(toItem: item), at: at(2))
    #expect(autoplay.nextDeadline == at(5))
    #expect(autoplay.currentItem == item)
    #expect(autoplay.tick(at: at(4.5)) == nil)
    #expect(autoplay.nextDeadline == at(5))
    #expect(autoplay.tick(at: at(5)) == (item + 1) % 5)
    #expect(autoplay.nextDeadline == at(8))
  }

  @Test func navigationToAnItemOutOfRangeIsClamped() {
    var autoplay = running()
    autoplay.handle(.userNavigated(toItem: 99), at: at(1))
    #expect(autoplay.currentItem == 4)
    autoplay.handle(.touchEnded(onItem: -3), at: at(1))
    #expect(autoplay.currentItem == 0)
  }

  // MARK: Play and pause

  @Test func pauseFreezesProgressAndPlayResumesTheRemainingTime() {
    var autoplay = running()
    autoplay.handle(.pause, at: at(1.5))
    #expect(autoplay.nextDeadline == nil)
    #expect(autoplay.isPlaying == false)
    #expect(autoplay.suspensions == [.pausedByUser])
    #expect(autoplay.progress(at: at(1.5)) == 0.5)
    #expect(autoplay.progress(at: at(100)) == 0.5)
    #expect(autoplay.tick(at: at(100)) == nil)
    autoplay.handle(.play, at: at(10))
    #expect(autoplay.nextDeadline == at(11.5))
    #expect(autoplay.progress(at: at(10)) == 0.5)
    #expect(autoplay.progress(at: at(10.75)) == 0.75)
    #expect(autoplay.tick(at: at(11.5)) == 1)
    #expect(autoplay.nextDeadline == at(14.5))
  }

  @Test func pauseAfterAMissedDeadlineResumesAtOnce() {
    var autoplay = running()
    autoplay.handle(.pause, at: at(4))
    #expect(autoplay.progress(at: at(4)) == 1)
    autoplay.handle(.play, at: at(9))
    #expect(autoplay.nextDeadline == at(9))
    #expect(autoplay.tick(at: at(9)) == 1)
    #expect(autoplay.nextDeadline == at(12))
  }

  @Test func aWaitRestartedWhilePausedPlaysAFullWait() {
    var autoplay = running()
    autoplay.handle(.pause, at: at(2))
    autoplay.handle(.userNavigated(toItem: 3), at: at(4))
    #expect(autoplay.nextDeadline == nil)
    #expect(autoplay.progress(at: at(4)) == 0)
    autoplay.handle(.play, at: at(6))
    #expect(autoplay.nextDeadline == at(9))
  }

  @Test(arguments: [
    [AutoplayEvent.touchBegan, .touchEnded(onItem: 2)],
    [.scene(.background), .scene(.active)],
    [.disappeared, .appeared],
    [.reduceMotion(true), .reduceMotion(false)],
    [.voiceOver(true), .voiceOver(false)],
    [.pagingDisabled(true), .pagingDisabled(false)],
    [.resumeDelayChanged(.seconds(2)), .userMoved],
    [
      .itemsChanged(count: 1, currentItem: 0, selectionChanged: false),
      .itemsChanged(count: 4, currentItem: 0, selectionChanged: false),
    ],
    [.itemsChanged(count: 4, currentItem: 3, selectionChanged: true)],
    [.intervalChanged(AutoplayInterval(seconds: 0)), .intervalChanged(.default)],
    [.itemWaitsChanged([0: .seconds(1)]), .itemWaitsChanged([:])],
    [.userNavigated(toItem: 1)],
  ])
  func pauseSurvivesEveryOtherEvent(events: [AutoplayEvent]) {
    var autoplay = running()
    autoplay.handle(.pause, at: at(1))
    for event in events {
      autoplay.handle(event, at: at(2))
      #expect(autoplay.nextDeadline == nil)
    }
    #expect(autoplay.isPlaying == false)
    #expect(autoplay.suspensions == [.pausedByUser])
    #expect(autoplay.tick(at: at(50)) == nil)
    autoplay.handle(.play, at: at(60))
    #expect(autoplay.nextDeadline == at(63))
  }

  @Test func playAndPauseRepeatedChangeNothing() {
    var autoplay = running()
    autoplay.handle(.play, at: at(1))
    #expect(autoplay.nextDeadline == at(3))
    autoplay.handle(.pause, at: at(1))
    autoplay.handle(.pause, at: at(2))
    #expect(autoplay.nextDeadline == nil)
    #expect(autoplay.progress(at: at(2)) == 1.0 / 3.0)
  }

  @Test func startingPausedSchedulesNothingUntilPlay() {
    var autoplay = Autoplay<ManualClock>(itemCount: 5, isPlaying: false)
    autoplay.handle(.appeared, at: at(0))
    #expect(autoplay.nextDeadline == nil)
    #expect(autoplay.suspensions == [.pausedByUser])
    autoplay.handle(.play, at: at(1))
    #expect(autoplay.nextDeadline == at(4))
  }

  // MARK: Suspensions (seed 003: what a good answer handles)

  @Test(arguments: [0, 1])
  func zeroOrOneItemNeverSchedules(count: Int) {
    var autoplay = Autoplay<ManualClock>(itemCount: count)
    autoplay.handle(.appeared, at: at(0))
    #expect(autoplay.nextDeadline == nil)
    #expect(autoplay.suspensions == [.tooFewItems])
    #expect(autoplay.tick(at: at(3)) == nil)
    autoplay.handle(.userNavigated(toItem: 3), at: at(4))
    #expect(autoplay.currentItem == 0)
    #expect(autoplay.nextDeadline == nil)
  }

  @Test func reduceMotionStopsAutoplayAndItsEndStartsAFullWait() {
    var autoplay = running()
    autoplay.handle(.reduceMotion(true), at: at(2))
    #expect(autoplay.nextDeadline == nil)
    #expect(autoplay.suspensions == [.reduceMotion])
    #expect(autoplay.tick(at: at(3)) == nil)
    autoplay.handle(.reduceMotion(true), at: at(4))
    #expect(autoplay.nextDeadline == nil)
    autoplay.handle(.reduceMotion(false), at: at(5))
    #expect(autoplay.nextDeadline == at(8))
  }

  @Test func voiceOverStopsAutoplayAndItsEndStartsAFullWait() {
    var autoplay = running()
    autoplay.handle(.voiceOver(true), at: at(2))
    #expect(autoplay.nextDeadline == nil)
    #expect(autoplay.suspensions == [.voiceOver])
    #expect(autoplay.tick(at: at(3)) == nil)
    autoplay.handle(.voiceOver(false), at: at(5))
    #expect(autoplay.nextDeadline == at(8))
  }

  @Test(arguments: [CarouselScenePhase.inactive, .background])
  func sceneNotActiveStopsAutoplay(phase: CarouselScenePhase) {
    var autoplay = running()
    autoplay.handle(.scene(phase), at: at(1))
    #expect(autoplay.nextDeadline == nil)
    #expect(autoplay.suspensions == [.sceneNotActive])
    #expect(autoplay.tick(at: at(3)) == nil)
    autoplay.handle(.scene(.active), at: at(7))
    #expect(autoplay.nextDeadline == at(10))
  }

  @Test func nothingRunsBeforeTheViewAppears() {
    var autoplay = Autoplay<ManualClock>(itemCount: 5)
    #expect(autoplay.suspensions == [.offScreen])
    #expect(autoplay.nextDeadline == nil)
    #expect(autoplay.tick(at: at(3)) == nil)
    autoplay.handle(.appeared, at: at(4))
    #expect(autoplay.nextDeadline == at(7))
    autoplay.handle(.appeared, at: at(5))
    #expect(autoplay.nextDeadline == at(7))
  }

  @Test func noTimerLeaksNothingIsScheduledAfterDisappearing() {
    var autoplay = running()
    #expect(autoplay.tick(at: at(3)) == 1)
    autoplay.handle(.disappeared, at: at(4))
    #expect(autoplay.nextDeadline == nil)
    #expect(autoplay.suspensions == [.offScreen])
    #expect(autoplay.progress(at: at(4)) == 0)
    // Nothing that happens off screen schedules anything.
    let events: [AutoplayEvent] = [
      .play, .touchBegan, .touchEnded(onItem: 2), .userNavigated(toItem: 3),
      .itemsChanged(count: 6, currentItem: 1, selectionChanged: true),
      .intervalChanged(AutoplayInterval(seconds: 1)), .scene(.active), .reduceMotion(false),
      .voiceOver(false),
    ]
    for event in events {
      autoplay.handle(event, at: at(5))
      #expect(autoplay.nextDeadline == nil)
    }
    #expect(autoplay.tick(at: at(5)) == nil)
    #expect(autoplay.nextDeadline == nil)
    autoplay.handle(.appeared, at: at(6))
    #expect(autoplay.nextDeadline == at(7))
  }

  @Test func suspensionsListEveryReasonInOrder() {
    var autoplay = Autoplay<ManualClock>(
      interval: AutoplayInterval(seconds: .infinity), itemCount: 1, isPlaying: false)
    autoplay.handle(.touchBegan, at: at(0))
    autoplay.handle(.reduceMotion(true), at: at(0))
    autoplay.handle(.voiceOver(true), at: at(0))
    autoplay.handle(.scene(.inactive), at: at(0))
    autoplay.handle(.pagingDisabled(true), at: at(0))
    #expect(autoplay.suspensions == AutoplaySuspension.allCases)
    #expect(autoplay.suspensions.first == .pausedByUser)
    #expect(autoplay.nextDeadline == nil)
    #expect(running().suspensions == [])
    #expect(running().nextDeadline == at(3))
  }

  // MARK: Content and interval changes

  @Test(arguments: [(false, 6.0, 9.0), (true, 7.0, 10.0)])
  func itemsChangeRestartsTheWaitOnlyWhenTheSelectionChanged(
    selectionChanged: Bool, deadline: Double, nextDeadline: Double
  ) {
    var autoplay = running()
    #expect(autoplay.tick(at: at(3)) == 1)
    // Two items are inserted before the one shown: it is now item 3 of 7.
    autoplay.handle(
      .itemsChanged(count: 7, currentItem: 3, selectionChanged: selectionChanged), at: at(4))
    #expect(autoplay.nextDeadline == at(deadline))
    #expect(autoplay.itemCount == 7)
    #expect(autoplay.currentItem == 3)
    #expect(autoplay.tick(at: at(deadline)) == 4)
    #expect(autoplay.nextDeadline == at(nextDeadline))
  }

  @Test func anItemListThatRefreshesOftenCannotStarveAutoplay() {
    var autoplay = running()
    for tenth in 0..<30 {
      let now = at(Double(tenth) / 10)
      autoplay.handle(.itemsChanged(count: 5, currentItem: 0, selectionChanged: false), at: now)
      #expect(autoplay.nextDeadline == at(3))
      #expect(autoplay.tick(at: now) == nil)
    }
    #expect(autoplay.tick(at: at(3)) == 1)
    #expect(autoplay.nextDeadline == at(6))
  }

  @Test func itemsChangeClampsTheCurrentItem() {
    var autoplay = running()
    #expect(autoplay.tick(at: at(3)) == 1)
    autoplay.handle(.itemsChanged(count: 3, currentItem: 7, selectionChanged: true), at: at(4))
    #expect(autoplay.nextDeadline == at(7))
    #expect(autoplay.itemCount == 3)
    #expect(autoplay.currentItem == 2)
    #expect(autoplay.tick(at: at(7)) == 0)
    #expect(autoplay.nextDeadline == at(10))
    autoplay.handle(.itemsChanged(count: -4, currentItem: -1, selectionChanged: true), at: at(8))
    #expect(autoplay.nextDeadline == nil)
    #expect(autoplay.suspensions == [.tooFewItems])
    #expect(autoplay.itemCount == 0)
    #expect(autoplay.currentItem == 0)
  }

  @Test func tooFewItemsThenEnoughAgainStartsAFullWait() {
    var autoplay = running()
    autoplay.handle(.itemsChanged(count: 1, currentItem: 0, selectionChanged: false), at: at(1))
    #expect(autoplay.nextDeadline == nil)
    autoplay.handle(.itemsChanged(count: 5, currentItem: 0, selectionChanged: false), at: at(2))
    #expect(autoplay.nextDeadline == at(5))
  }

  @Test func negativeOrOutOfRangeInitialValuesAreClamped() {
    let empty = Autoplay<ManualClock>(itemCount: -3, currentItem: 2)
    #expect(empty.itemCount == 0)
    #expect(empty.currentItem == 0)
    #expect(Autoplay<ManualClock>(itemCount: 4, currentItem: 9).currentItem == 3)
    #expect(Autoplay<ManualClock>(itemCount: 4, currentItem: -9).currentItem == 0)
  }

  @Test func intervalChangeRestartsTheWaitWithTheNewInterval() {
    var autoplay = running()
    let five = AutoplayInterval(seconds: 5)
    autoplay.handle(.intervalChanged(five), at: at(2))
    #expect(autoplay.nextDeadline == at(7))
    #expect(autoplay.interval == five)
    autoplay.handle(.intervalChanged(five), at: at(4))
    #expect(autoplay.nextDeadline == at(7))
    #expect(autoplay.tick(at: at(7)) == 1)
    #expect(autoplay.nextDeadline == at(12))
  }

  /// The interval changes at 1 s on item 0 (no wait of its own), whose wait was 3 s.
  @Test(arguments: [
    (AutoplayInterval.default, 3.0), (AutoplayInterval(.seconds(3)), 3),
    (.seconds(5), 6), (.minimum, 1.5), (.seconds(0.1), 1.5),
  ])
  func intervalChangeRestartsOnlyWhenTheCurrentItemsWaitChanged(
    interval: AutoplayInterval, deadline: Double
  ) {
    var autoplay = running()
    autoplay.handle(.intervalChanged(interval), at: at(1))
    #expect(autoplay.nextDeadline == at(deadline))
    #expect(autoplay.interval == interval)
  }

  @Test func intervalChangeKeepsTheWaitOfAnItemWithItsOwnWait() {
    var autoplay = running(itemCount: 4)
    autoplay.handle(.itemWaitsChanged([0: .seconds(1)]), at: at(0.5))
    #expect(autoplay.nextDeadline == at(1.5))
    autoplay.handle(.intervalChanged(.seconds(5)), at: at(1))
    #expect(autoplay.nextDeadline == at(1.5))
    #expect(autoplay.interval == .seconds(5))
    #expect(autoplay.tick(at: at(1.5)) == 1)
    #expect(autoplay.nextDeadline == at(6.5))
  }

  @Test func anIntervalWithTheSameWaitButADiagnosticDoesNotRestart() {
    var autoplay = running(interval: .minimum)
    #expect(autoplay.nextDeadline == at(0.5))
    autoplay.handle(.intervalChanged(.seconds(0.1)), at: at(0.25))
    #expect(autoplay.nextDeadline == at(0.5))
    #expect(autoplay.interval.diagnostic == .intervalRaised(fromSeconds: 0.1, toSeconds: 0.5))
  }

  @Test func invalidIntervalTurnsAutoplayOffWithADiagnostic() {
    var autoplay = running()
    autoplay.handle(.intervalChanged(AutoplayInterval(seconds: -1)), at: at(1))
    #expect(autoplay.nextDeadline == nil)
    #expect(autoplay.suspensions == [.noInterval])
    #expect(autoplay.interval.diagnostic == .invalidInterval(seconds: -1))
    #expect(autoplay.waitDuration(forItem: 0) == nil)
    #expect(autoplay.tick(at: at(3)) == nil)
    autoplay.handle(.intervalChanged(AutoplayInterval(seconds: 0.2)), at: at(2))
    #expect(autoplay.nextDeadline == at(2.5))
    #expect(autoplay.interval.diagnostic == .intervalRaised(fromSeconds: 0.2, toSeconds: 0.5))
  }

  @Test func offTurnsAutoplayOffWithoutADiagnostic() {
    var autoplay = running()
    autoplay.handle(.intervalChanged(.off), at: at(1))
    #expect(autoplay.nextDeadline == nil)
    #expect(autoplay.suspensions == [.noInterval])
    #expect(autoplay.interval.diagnostic == nil)
    #expect(autoplay.waitDuration(forItem: 0) == nil)
    autoplay.handle(.intervalChanged(.default), at: at(2))
    #expect(autoplay.nextDeadline == at(5))
  }

  @Test func itemWaitsFallBackToTheInterval() {
    var autoplay = running(itemCount: 4)
    let waits: [Int: Duration] = [0: .seconds(1)]
    autoplay.handle(.itemWaitsChanged(waits), at: at(1.5))
    #expect(autoplay.nextDeadline == at(2.5))
    #expect(autoplay.itemWaits == waits)
    #expect(autoplay.waitDuration(forItem: 0) == .seconds(1))
    #expect(autoplay.waitDuration(forItem: 1) == .seconds(3))
    #expect(autoplay.waitDuration(forItem: 2) == .seconds(3))
    #expect(autoplay.waitDuration(forItem: 3) == .seconds(3))
    #expect(autoplay.tick(at: at(2.5)) == 1)
    #expect(autoplay.nextDeadline == at(5.5))
    #expect(autoplay.tick(at: at(5.5)) == 2)
    #expect(autoplay.nextDeadline == at(8.5))
    #expect(autoplay.tick(at: at(8.5)) == 3)
    #expect(autoplay.nextDeadline == at(11.5))
    #expect(autoplay.tick(at: at(11.5)) == 0)
    #expect(autoplay.nextDeadline == at(12.5))
    autoplay.handle(.itemWaitsChanged(waits), at: at(12))
    #expect(autoplay.nextDeadline == at(12.5))
  }

  /// The waits change at 1 s on item 0, whose wait was the 3-second interval.
  @Test(arguments: [
    ([Int: Duration](), 3.0), ([0: .seconds(3)], 3), ([1: .seconds(1)], 3),
    ([4: .seconds(9), 2: .seconds(1)], 3), ([0: .seconds(1)], 2),
    ([0: .seconds(5), 1: .seconds(1)], 6),
  ])
  func itemWaitsChangeRestartsOnlyWhenTheCurrentItemsWaitChanged(
    waits: [Int: Duration], deadline: Double
  ) {
    var autoplay = running()
    autoplay.handle(.itemWaitsChanged(waits), at: at(1))
    #expect(autoplay.nextDeadline == at(deadline))
    #expect(autoplay.itemWaits == waits)
  }

  @Test func anotherItemsWaitTakesEffectWhenThatItemIsReached() {
    var autoplay = running(itemCount: 4)
    autoplay.handle(.itemWaitsChanged([1: .seconds(1)]), at: at(1))
    #expect(autoplay.nextDeadline == at(3))
    #expect(autoplay.tick(at: at(3)) == 1)
    #expect(autoplay.nextDeadline == at(4))
    // Item 1's wait changes while it is shown: a full wait of the new length starts.
    autoplay.handle(.itemWaitsChanged([1: .seconds(2)]), at: at(3.5))
    #expect(autoplay.nextDeadline == at(5.5))
    // Removing it falls back to the 3-second interval: another change, another restart.
    autoplay.handle(.itemWaitsChanged([:]), at: at(4))
    #expect(autoplay.nextDeadline == at(7))
  }

  // MARK: Progress

  @Test func progressGoesFromZeroAtTheStartToOneAtTheDeadline() {
    var autoplay = running(interval: AutoplayInterval(seconds: 4))
    #expect(autoplay.progress(at: at(0)) == 0)
    #expect(autoplay.progress(at: at(1)) == 0.25)
    #expect(autoplay.progress(at: at(4)) == 1)
    #expect(autoplay.progress(at: at(9)) == 1)
    #expect(autoplay.progress(at: at(-1)) == 0)
    #expect(autoplay.tick(at: at(4)) == 1)
    #expect(autoplay.progress(at: at(6)) == 0.5)
    autoplay.handle(.touchBegan, at: at(6))
    #expect(autoplay.progress(at: at(6)) == 0)
  }

  // MARK: Repeated events

  /// Events that state a condition: repeating one later, with nothing in between, changes
  /// nothing, whatever the state.
  static let conditionEvents: [AutoplayEvent] = [
    .appeared, .disappeared, .scene(.active), .scene(.inactive), .scene(.background), .play,
    .pause, .touchBegan, .held(true), .held(false),
    .itemsChanged(count: 3, currentItem: 1, selectionChanged: false),
    .itemsChanged(count: 1, currentItem: 0, selectionChanged: false),
    .itemsChanged(count: 5, currentItem: 0, selectionChanged: false),
    .intervalChanged(.default), .intervalChanged(.seconds(5)), .intervalChanged(.off),
    .intervalChanged(.seconds(Double.nan)), .intervalChanged(.seconds(0.1)), .itemWaitsChanged([:]),
    .itemWaitsChanged([0: .seconds(1)]), .itemWaitsChanged([1: .seconds(2)]),
    .reduceMotion(true), .reduceMotion(false), .voiceOver(true), .voiceOver(false),
    .pagingDisabled(true), .pagingDisabled(false), .resumeDelayChanged(.seconds(2)),
    .resumeDelayChanged(.zero), .userMoved, .optionsChanged(.story, isLooping: false),
    .optionsChanged(.pausesOnTouch, isLooping: true), .optionsChanged([], isLooping: false),
  ]

  /// Events that restart the wait by what they mean (the user acted, the selection moved):
  /// repeating one later restarts again, but repeating it at the same instant changes nothing.
  static let restartEvents: [AutoplayEvent] = [
    .touchEnded(onItem: 0), .touchEnded(onItem: 3), .userNavigated(toItem: 0),
    .userNavigated(toItem: 4), .userNavigated(toItem: 9),
    .itemsChanged(count: 3, currentItem: 2, selectionChanged: true),
  ]

  @Test func theRepeatedEventsCoverEveryKindOfEvent() {
    let kinds = Set((Self.conditionEvents + Self.restartEvents).map(EventKind.init))
    #expect(kinds == Set(EventKind.allCases))
  }

  @Test(arguments: conditionEvents, Start.allCases)
  func aRepeatedConditionChangesNothing(event: AutoplayEvent, start: Start) {
    var autoplay = start.autoplay()
    autoplay.handle(event, at: at(1))
    let first = Snapshot(autoplay)
    autoplay.handle(event, at: at(1.5))
    #expect(Snapshot(autoplay) == first)
  }

  @Test(arguments: restartEvents, Start.allCases)
  func aRestartRepeatedAtTheSameInstantChangesNothing(event: AutoplayEvent, start: Start) {
    var autoplay = start.autoplay()
    autoplay.handle(event, at: at(1))
    let first = Snapshot(autoplay)
    autoplay.handle(event, at: at(1))
    #expect(Snapshot(autoplay) == first)
  }

  /// A state to repeat events from, reached by 1 s at the latest.
  enum Start: CaseIterable, Sendable {
    case waiting, paused, touching, offScreen

    func autoplay() -> Autoplay<ManualClock> {
      switch self {
      case .offScreen: return Autoplay<ManualClock>(itemCount: 5)
      case .waiting: return running()
      case .paused, .touching:
        var autoplay = running()
        autoplay.handle(self == .paused ? .pause : .touchBegan, at: at(0.5))
        return autoplay
      }
    }
  }
}

/// Everything observable about an autoplay, to compare before and after an event.
private struct Snapshot: Equatable {
  let nextDeadline: ManualClock.Instant?
  let progress: Double
  let currentItem: Int
  let itemCount: Int
  let interval: AutoplayInterval
  let itemWaits: [Int: Duration]
  let suspensions: [AutoplaySuspension]
  let isPlaying: Bool
  let options: AutoplayOptions
  let isLooping: Bool
  let hasFinished: Bool

  init(_ autoplay: Autoplay<ManualClock>) {
    nextDeadline = autoplay.nextDeadline
    progress = autoplay.progress(at: at(2))
    currentItem = autoplay.currentItem
    itemCount = autoplay.itemCount
    interval = autoplay.interval
    itemWaits = autoplay.itemWaits
    suspensions = autoplay.suspensions
    isPlaying = autoplay.isPlaying
    options = autoplay.options
    isLooping = autoplay.isLooping
    hasFinished = autoplay.hasFinished
  }
}

/// The kinds of ``AutoplayEvent``, payloads aside. The switch has no `default`, so a new kind of
/// event does not compile here until it is listed, and then the coverage test asks for it.
private enum EventKind: CaseIterable {
  case appeared, disappeared, scene, play, pause, touchBegan, touchEnded, held, userNavigated
  case itemsChanged, intervalChanged, itemWaitsChanged, reduceMotion, voiceOver, pagingDisabled
  case resumeDelayChanged, userMoved, optionsChanged

  init(_ event: AutoplayEvent) {
    switch event {
    case .appeared: self = .appeared
    case .disappeared: self = .disappeared
    case .scene: self = .scene
    case .play: self = .play
    case .pause: self = .pause
    case .touchBegan: self = .touchBegan
    case .touchEnded: self = .touchEnded
    case .held: self = .held
    case .userNavigated: self = .userNavigated
    case .itemsChanged: self = .itemsChanged
    case .intervalChanged: self = .intervalChanged
    case .itemWaitsChanged: self = .itemWaitsChanged
    case .reduceMotion: self = .reduceMotion
    case .voiceOver: self = .voiceOver
    case .pagingDisabled: self = .pagingDisabled
    case .resumeDelayChanged: self = .resumeDelayChanged
    case .userMoved: self = .userMoved
    case .optionsChanged: self = .optionsChanged
    }
  }
}
