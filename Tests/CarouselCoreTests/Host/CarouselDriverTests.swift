import CarouselCore
import Testing

/// A clock whose sleep returns before the deadline: each sleep moves the time `step` closer to
/// it (never past it) and returns, as a clock that wakes its sleepers early does.
private struct EarlyWakingClock: Clock {
  let base = ManualClock()
  let step: Duration

  var now: ManualClock.Instant { base.now }
  var minimumResolution: Duration { .zero }

  func sleep(until deadline: ManualClock.Instant, tolerance: Duration?) async throws {
    try Task.checkCancellation()
    await Task.yield()
    base.advance(by: min(step, now.duration(to: deadline)))
  }
}

@Suite struct CarouselDriverTests {
  @Test(.timeLimit(.minutes(1))) func wakesAtTheDeadline() async {
    let clock = ManualClock()
    let waiting = Task { await CarouselDriver.waitForDeadline(at(3), on: clock) }
    await eventually { clock.sleeperCount > 0 }
    clock.advance(by: .seconds(2))
    #expect(clock.sleeperCount == 1)
    clock.advance(by: .seconds(1))
    #expect(await waiting.value)
    #expect(clock.sleeperCount == 0)
  }

  @Test(.timeLimit(.minutes(1))) func aCancelledWaitDoesNotTickAndLeavesNothingScheduled() async {
    let clock = ManualClock()
    let waiting = Task { await CarouselDriver.waitForDeadline(at(3), on: clock) }
    await eventually { clock.sleeperCount > 0 }
    waiting.cancel()
    #expect(await waiting.value == false)
    #expect(clock.sleeperCount == 0)
  }

  @Test(.timeLimit(.minutes(1))) func noDeadlineWaitsForNothing() async {
    let clock = ManualClock()
    #expect(await CarouselDriver.waitForDeadline(nil as ManualClock.Instant?, on: clock) == false)
    #expect(clock.sleeperCount == 0)
  }

  @Test(.timeLimit(.minutes(1))) func aDeadlineThatHasComeTicksAtOnce() async {
    let clock = ManualClock()
    clock.advance(by: .seconds(5))
    #expect(await CarouselDriver.waitForDeadline(at(3), on: clock))
  }

  /// Woken early, the driver sleeps again: it returns when the clock reads the deadline, not
  /// after the first sleep (which would tick early, do nothing, and never wait again).
  @Test(.timeLimit(.minutes(1))) func anEarlyWakeSleepsAgainUntilTheDeadline() async {
    let clock = EarlyWakingClock(step: .seconds(1))
    #expect(await CarouselDriver.waitForDeadline(at(3), on: clock))
    #expect(clock.now == at(3))
    let fine = EarlyWakingClock(step: .milliseconds(7))
    #expect(await CarouselDriver.waitForDeadline(at(0.1), on: fine))
    #expect(fine.now == at(0.1))
  }

  /// Cancelling the task between early wakes ends the wait without a tick.
  @Test(.timeLimit(.minutes(1))) func aWaitThatKeepsWakingEarlyEndsWhenCancelled() async {
    let clock = EarlyWakingClock(step: .nanoseconds(1))
    let waiting = Task { await CarouselDriver.waitForDeadline(at(3_600), on: clock) }
    await eventually { clock.now > at(0) }
    waiting.cancel()
    #expect(await waiting.value == false)
    #expect(clock.now < at(3_600))
  }
}
