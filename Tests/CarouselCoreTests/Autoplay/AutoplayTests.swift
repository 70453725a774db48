import CarouselCore
import Testing

/// An autoplay of `itemCount` items that has appeared at 0 s, so its first deadline is 3 s.
private func running(itemCount: Int = 5, interval: AutoplayInterval = .default)
  -> Autoplay<ManualClock>
{
  var autoplay = Autoplay<ManualClock>(interval: interval, itemCount: itemCount)
  _ = autoplay.appeared(at: at(0))
  return autoplay
}

@Suite struct AutoplayTests {
  // MARK: The exercise's example flow (seed 003)

  @Test func exampleFlowFromTheExercise() {
    let clock = ManualClock()
    // The carousel shows slide 1 of 5 (item 0).
    var autoplay = Autoplay<ManualClock>(itemCount: 5)
    #expect(autoplay.appeared(at: clock.now) == .schedule(at(3)))
    #expect(autoplay.currentItem == 0)
    // After 3 seconds it slides to slide 2.
    clock.advance(by: .seconds(3))
    #expect(autoplay.tick(at: clock.now) == .advance(toItem: 1, next: at(6)))
    // A finger goes down and drags slowly: nothing moves by itself.
    clock.advance(by: .seconds(1))
    #expect(autoplay.dragBegan(at: clock.now) == .cancel)
    for _ in 0..<10 {
      clock.advance(by: .seconds(1))
      #expect(autoplay.tick(at: clock.now) == .none)
    }
    #expect(autoplay.currentItem == 1)
    // The finger lifts on slide 4 at 14 s: the 3-second wait starts again from zero.
    #expect(autoplay.dragEnded(onItem: 3, at: clock.now) == .schedule(at(17)))
    clock.advance(by: .milliseconds(2999))
    #expect(autoplay.tick(at: clock.now) == .none)
    clock.advance(by: .milliseconds(1))
    #expect(autoplay.tick(at: clock.now) == .advance(toItem: 4, next: at(20)))
    // After slide 5 it goes back to slide 1.
    clock.advance(by: .seconds(3))
    #expect(autoplay.tick(at: clock.now) == .advance(toItem: 0, next: at(23)))
  }

  // MARK: Advancing

  @Test func advancesEveryIntervalAndWrapsToTheFirstItem() {
    var autoplay = running(itemCount: 3)
    #expect(autoplay.tick(at: at(3)) == .advance(toItem: 1, next: at(6)))
    #expect(autoplay.tick(at: at(6)) == .advance(toItem: 2, next: at(9)))
    #expect(autoplay.tick(at: at(9)) == .advance(toItem: 0, next: at(12)))
    #expect(autoplay.nextDeadline == at(12))
  }

  @Test func earlyTicksAndTicksWithoutDeadlineDoNothing() {
    var autoplay = running()
    #expect(autoplay.tick(at: at(2.999)) == .none)
    #expect(autoplay.tick(at: at(0)) == .none)
    #expect(autoplay.nextDeadline == at(3))
    var idle = Autoplay<ManualClock>(itemCount: 5)
    #expect(idle.tick(at: at(100)) == .none)
    #expect(idle.currentItem == 0)
  }

  @Test func lateTickStartsTheNextWaitFromTheTickWithoutCatchingUp() {
    var autoplay = running()
    #expect(autoplay.tick(at: at(10)) == .advance(toItem: 1, next: at(13)))
    #expect(autoplay.tick(at: at(10)) == .none)
  }

  // MARK: Interaction

  @Test func nothingAdvancesDuringADrag() {
    var autoplay = running()
    #expect(autoplay.dragBegan(at: at(1)) == .cancel)
    #expect(autoplay.suspension == .dragging)
    #expect(autoplay.tick(at: at(3)) == .none)
    #expect(autoplay.tick(at: at(60)) == .none)
    #expect(autoplay.nextDeadline == nil)
    #expect(autoplay.dragBegan(at: at(61)) == .none)
  }

  @Test func dragEndRestartsTheFullWait() {
    var autoplay = running()
    _ = autoplay.dragBegan(at: at(2))
    #expect(autoplay.dragEnded(onItem: 2, at: at(2.5)) == .schedule(at(5.5)))
    #expect(autoplay.currentItem == 2)
    #expect(autoplay.progress(at: at(2.5)) == 0)
  }

  @Test func dragEndWithoutDragBeganStillRestartsTheWait() {
    var autoplay = running()
    #expect(autoplay.dragEnded(onItem: 1, at: at(2)) == .schedule(at(5)))
  }

  @Test(arguments: [0, 4, 2])
  func userNavigationRestartsTheFullWait(item: Int) {
    var autoplay = running()
    #expect(autoplay.userNavigated(toItem: item, at: at(2)) == .schedule(at(5)))
    #expect(autoplay.currentItem == item)
    #expect(autoplay.tick(at: at(4.5)) == .none)
    #expect(autoplay.tick(at: at(5)) == .advance(toItem: (item + 1) % 5, next: at(8)))
  }

  @Test func navigationToAnItemOutOfRangeIsClamped() {
    var autoplay = running()
    _ = autoplay.userNavigated(toItem: 99, at: at(1))
    #expect(autoplay.currentItem == 4)
    _ = autoplay.dragEnded(onItem: -3, at: at(1))
    #expect(autoplay.currentItem == 0)
  }

  // MARK: Play and pause

  @Test func pauseFreezesProgressAndPlayResumesTheRemainingTime() {
    var autoplay = running()
    #expect(autoplay.pause(at: at(1.5)) == .cancel)
    #expect(autoplay.isPlaying == false)
    #expect(autoplay.suspension == .pausedByUser)
    #expect(autoplay.progress(at: at(1.5)) == 0.5)
    #expect(autoplay.progress(at: at(100)) == 0.5)
    #expect(autoplay.tick(at: at(100)) == .none)
    #expect(autoplay.play(at: at(10)) == .schedule(at(11.5)))
    #expect(autoplay.progress(at: at(10)) == 0.5)
    #expect(autoplay.progress(at: at(10.75)) == 0.75)
    #expect(autoplay.tick(at: at(11.5)) == .advance(toItem: 1, next: at(14.5)))
  }

  @Test func pauseAfterAMissedDeadlineResumesAtOnce() {
    var autoplay = running()
    _ = autoplay.pause(at: at(4))
    #expect(autoplay.progress(at: at(4)) == 1)
    #expect(autoplay.play(at: at(9)) == .schedule(at(9)))
    #expect(autoplay.tick(at: at(9)) == .advance(toItem: 1, next: at(12)))
  }

  @Test func aWaitRestartedWhilePausedPlaysAFullWait() {
    var autoplay = running()
    _ = autoplay.pause(at: at(2))
    #expect(autoplay.userNavigated(toItem: 3, at: at(4)) == .none)
    #expect(autoplay.progress(at: at(4)) == 0)
    #expect(autoplay.play(at: at(6)) == .schedule(at(9)))
  }

  @Test(arguments: [
    [AutoplayEvent.dragBegan, .dragEnded(onItem: 2)],
    [.scene(.background), .scene(.active)],
    [.disappeared, .appeared],
    [.reduceMotion(true), .reduceMotion(false)],
    [.voiceOver(true), .voiceOver(false)],
    [.itemsChanged(count: 1, currentItem: 0), .itemsChanged(count: 4, currentItem: 0)],
    [.intervalChanged(AutoplayInterval(seconds: 0)), .intervalChanged(.default)],
    [.userNavigated(toItem: 1)],
  ])
  func pauseSurvivesEveryOtherEvent(events: [AutoplayEvent]) {
    var autoplay = running()
    _ = autoplay.pause(at: at(1))
    for event in events {
      #expect(autoplay.handle(event, at: at(2)) == .none)
    }
    #expect(autoplay.isPlaying == false)
    #expect(autoplay.nextDeadline == nil)
    #expect(autoplay.tick(at: at(50)) == .none)
    #expect(autoplay.play(at: at(60)) == .schedule(at(63)))
  }

  @Test func playAndPauseRepeatedChangeNothing() {
    var autoplay = running()
    #expect(autoplay.play(at: at(1)) == .none)
    _ = autoplay.pause(at: at(1))
    #expect(autoplay.pause(at: at(2)) == .none)
    #expect(autoplay.progress(at: at(2)) == 1.0 / 3.0)
  }

  @Test func startingPausedSchedulesNothingUntilPlay() {
    var autoplay = Autoplay<ManualClock>(itemCount: 5, isPlaying: false)
    #expect(autoplay.appeared(at: at(0)) == .none)
    #expect(autoplay.play(at: at(1)) == .schedule(at(4)))
  }

  // MARK: Suspensions (seed 003: what a good answer handles)

  @Test(arguments: [0, 1])
  func zeroOrOneItemNeverSchedules(count: Int) {
    var autoplay = Autoplay<ManualClock>(itemCount: count)
    #expect(autoplay.appeared(at: at(0)) == .none)
    #expect(autoplay.suspension == .tooFewItems)
    #expect(autoplay.tick(at: at(3)) == .none)
    #expect(autoplay.userNavigated(toItem: 3, at: at(4)) == .none)
    #expect(autoplay.currentItem == 0)
    #expect(autoplay.nextDeadline == nil)
  }

  @Test func reduceMotionStopsAutoplayAndItsEndStartsAFullWait() {
    var autoplay = running()
    #expect(autoplay.reduceMotionChanged(true, at: at(2)) == .cancel)
    #expect(autoplay.suspension == .reduceMotion)
    #expect(autoplay.tick(at: at(3)) == .none)
    #expect(autoplay.reduceMotionChanged(true, at: at(4)) == .none)
    #expect(autoplay.reduceMotionChanged(false, at: at(5)) == .schedule(at(8)))
  }

  @Test func voiceOverStopsAutoplayAndItsEndStartsAFullWait() {
    var autoplay = running()
    #expect(autoplay.voiceOverChanged(true, at: at(2)) == .cancel)
    #expect(autoplay.suspension == .voiceOver)
    #expect(autoplay.tick(at: at(3)) == .none)
    #expect(autoplay.voiceOverChanged(false, at: at(5)) == .schedule(at(8)))
  }

  @Test(arguments: [CarouselScenePhase.inactive, .background])
  func sceneNotActiveStopsAutoplay(phase: CarouselScenePhase) {
    var autoplay = running()
    #expect(autoplay.sceneChanged(to: phase, at: at(1)) == .cancel)
    #expect(autoplay.suspension == .sceneNotActive)
    #expect(autoplay.tick(at: at(3)) == .none)
    #expect(autoplay.sceneChanged(to: .active, at: at(7)) == .schedule(at(10)))
  }

  @Test func nothingRunsBeforeTheViewAppears() {
    var autoplay = Autoplay<ManualClock>(itemCount: 5)
    #expect(autoplay.suspension == .offScreen)
    #expect(autoplay.nextDeadline == nil)
    #expect(autoplay.tick(at: at(3)) == .none)
    #expect(autoplay.appeared(at: at(4)) == .schedule(at(7)))
    #expect(autoplay.appeared(at: at(5)) == .none)
  }

  @Test func noTimerLeaksNothingIsScheduledAfterDisappearing() {
    var autoplay = running()
    _ = autoplay.tick(at: at(3))
    #expect(autoplay.disappeared(at: at(4)) == .cancel)
    #expect(autoplay.nextDeadline == nil)
    #expect(autoplay.isRunning == false)
    #expect(autoplay.suspension == .offScreen)
    #expect(autoplay.progress(at: at(4)) == 0)
    // Nothing that happens off screen schedules anything.
    let events: [AutoplayEvent] = [
      .play, .dragBegan, .dragEnded(onItem: 2), .userNavigated(toItem: 3),
      .itemsChanged(count: 6, currentItem: 1), .intervalChanged(AutoplayInterval(seconds: 1)),
      .scene(.active), .reduceMotion(false), .voiceOver(false), .tick,
    ]
    for event in events {
      #expect(autoplay.handle(event, at: at(5)) == .none)
      #expect(autoplay.nextDeadline == nil)
    }
    #expect(autoplay.appeared(at: at(6)) == .schedule(at(7)))
  }

  @Test func suspensionsListEveryReasonInOrder() {
    var autoplay = Autoplay<ManualClock>(
      interval: AutoplayInterval(seconds: .infinity), itemCount: 1, isPlaying: false)
    _ = autoplay.dragBegan(at: at(0))
    _ = autoplay.reduceMotionChanged(true, at: at(0))
    _ = autoplay.voiceOverChanged(true, at: at(0))
    _ = autoplay.sceneChanged(to: .inactive, at: at(0))
    #expect(autoplay.suspensions == AutoplaySuspension.allCases)
    #expect(autoplay.suspension == .pausedByUser)
    #expect(running().suspensions == [])
    #expect(running().suspension == nil)
    #expect(running().isRunning)
  }

  // MARK: Content and interval changes

  @Test func itemsChangeRestartsTheWaitAndClampsTheCurrentItem() {
    var autoplay = running()
    _ = autoplay.tick(at: at(3))
    #expect(autoplay.itemsChanged(count: 3, currentItem: 7, at: at(4)) == .schedule(at(7)))
    #expect(autoplay.itemCount == 3)
    #expect(autoplay.currentItem == 2)
    #expect(autoplay.tick(at: at(7)) == .advance(toItem: 0, next: at(10)))
    #expect(autoplay.itemsChanged(count: -4, currentItem: -1, at: at(8)) == .cancel)
    #expect(autoplay.itemCount == 0)
    #expect(autoplay.currentItem == 0)
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
    #expect(autoplay.intervalChanged(five, at: at(2)) == .schedule(at(7)))
    #expect(autoplay.interval == five)
    #expect(autoplay.intervalChanged(five, at: at(4)) == .none)
    #expect(autoplay.tick(at: at(7)) == .advance(toItem: 1, next: at(12)))
  }

  @Test func invalidIntervalTurnsAutoplayOffWithADiagnostic() {
    var autoplay = running()
    let action = autoplay.intervalChanged(AutoplayInterval(seconds: -1), at: at(1))
    #expect(action == .cancel)
    #expect(autoplay.suspension == .invalidInterval)
    #expect(autoplay.diagnostics == [.invalidInterval(seconds: -1)])
    #expect(autoplay.waitDuration(forItem: 0) == nil)
    #expect(autoplay.tick(at: at(3)) == .none)
    #expect(
      autoplay.intervalChanged(AutoplayInterval(seconds: 0.2), at: at(2)) == .schedule(at(2.5)))
    #expect(autoplay.diagnostics == [.intervalRaised(fromSeconds: 0.2, toSeconds: 0.5)])
  }

  @Test func perItemDurationsFallBackToTheInterval() {
    var autoplay = running(itemCount: 4)
    let durations: [AutoplayInterval?] = [
      AutoplayInterval(seconds: 1), nil, AutoplayInterval(seconds: -2),
    ]
    #expect(autoplay.itemDurationsChanged(durations, at: at(1.5)) == .schedule(at(2.5)))
    #expect(autoplay.itemDurations == durations)
    #expect(autoplay.waitDuration(forItem: 0) == .seconds(1))
    #expect(autoplay.waitDuration(forItem: 1) == .seconds(3))
    #expect(autoplay.waitDuration(forItem: 2) == .seconds(3))
    #expect(autoplay.waitDuration(forItem: 3) == .seconds(3))
    #expect(autoplay.tick(at: at(2.5)) == .advance(toItem: 1, next: at(5.5)))
    #expect(autoplay.tick(at: at(5.5)) == .advance(toItem: 2, next: at(8.5)))
    #expect(autoplay.tick(at: at(8.5)) == .advance(toItem: 3, next: at(11.5)))
    #expect(autoplay.tick(at: at(11.5)) == .advance(toItem: 0, next: at(12.5)))
    #expect(autoplay.itemDurationsChanged(durations, at: at(12)) == .none)
    #expect(autoplay.diagnostics == [.invalidItemDuration(item: 2, seconds: -2)])
  }

  // MARK: Progress

  @Test func progressGoesFromZeroAtTheStartToOneAtTheDeadline() {
    var autoplay = running(interval: AutoplayInterval(seconds: 4))
    #expect(autoplay.progress(at: at(0)) == 0)
    #expect(autoplay.progress(at: at(1)) == 0.25)
    #expect(autoplay.progress(at: at(4)) == 1)
    #expect(autoplay.progress(at: at(9)) == 1)
    #expect(autoplay.progress(at: at(-1)) == 0)
    _ = autoplay.tick(at: at(4))
    #expect(autoplay.progress(at: at(6)) == 0.5)
    _ = autoplay.dragBegan(at: at(6))
    #expect(autoplay.progress(at: at(6)) == 0)
  }

  // MARK: API shape

  @Test(arguments: [
    AutoplayEvent.appeared, .disappeared, .scene(.inactive), .play, .pause, .dragBegan,
    .dragEnded(onItem: 2), .userNavigated(toItem: 3), .itemsChanged(count: 2, currentItem: 1),
    .intervalChanged(AutoplayInterval(seconds: 1)), .itemDurationsChanged([.minimum]),
    .reduceMotion(true), .voiceOver(true), .tick,
  ])
  func namedMethodsDoWhatHandleDoes(event: AutoplayEvent) {
    var viaHandle = running()
    var viaMethod = running()
    let expected = viaHandle.handle(event, at: at(3))
    #expect(expected == send(event, to: &viaMethod, at: at(3)))
    #expect(viaMethod.nextDeadline == viaHandle.nextDeadline)
    #expect(viaMethod.currentItem == viaHandle.currentItem)
    #expect(viaMethod.suspensions == viaHandle.suspensions)
  }

  @Test func theClocklessInitializerMakesAContinuousClockAutoplay() {
    let autoplay = Autoplay(itemCount: 3)
    let typed: Autoplay<ContinuousClock> = autoplay
    #expect(typed.itemCount == 3)
    #expect(typed.interval == .default)
  }
}

/// Sends `event` through its named method.
private func send(
  _ event: AutoplayEvent, to autoplay: inout Autoplay<ManualClock>, at now: ManualClock.Instant
) -> AutoplayAction<ManualClock.Instant> {
  switch event {
  case .appeared: return autoplay.appeared(at: now)
  case .disappeared: return autoplay.disappeared(at: now)
  case .scene(let phase): return autoplay.sceneChanged(to: phase, at: now)
  case .play: return autoplay.play(at: now)
  case .pause: return autoplay.pause(at: now)
  case .dragBegan: return autoplay.dragBegan(at: now)
  case .dragEnded(let item): return autoplay.dragEnded(onItem: item, at: now)
  case .userNavigated(let item): return autoplay.userNavigated(toItem: item, at: now)
  case .itemsChanged(let count, let item):
    return autoplay.itemsChanged(count: count, currentItem: item, at: now)
  case .intervalChanged(let interval): return autoplay.intervalChanged(interval, at: now)
  case .itemDurationsChanged(let durations):
    return autoplay.itemDurationsChanged(durations, at: now)
  case .reduceMotion(let isOn): return autoplay.reduceMotionChanged(isOn, at: now)
  case .voiceOver(let isOn): return autoplay.voiceOverChanged(isOn, at: now)
  case .tick: return autoplay.tick(at: now)
  }
}
