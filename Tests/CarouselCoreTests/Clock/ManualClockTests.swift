import CarouselCore
import Testing

@Suite struct ManualClockTests {
  @Test func advancingMovesNowForwardOnly() {
    let clock = ManualClock()
    clock.advance(by: .seconds(2))
    #expect(clock.now == ManualClock.Instant(offset: .seconds(2)))
    clock.advance(by: .seconds(-5))
    #expect(clock.now == ManualClock.Instant(offset: .seconds(2)))
    clock.advance(to: ManualClock.Instant(offset: .seconds(1)))
    #expect(clock.now == ManualClock.Instant(offset: .seconds(2)))
    clock.advance(to: ManualClock.Instant(offset: .milliseconds(3500)))
    #expect(clock.now.offset == .milliseconds(3500))
  }

  @Test(.timeLimit(.minutes(1))) func sleeperWakesWhenItsDeadlineIsReached() async throws {
    let clock = ManualClock()
    let sleeper = Task { try await clock.sleep(until: .init(offset: .seconds(3))) }
    await eventually { clock.sleeperCount > 0 }
    #expect(clock.nextDeadline == .init(offset: .seconds(3)))
    clock.advance(by: .seconds(2))
    #expect(clock.sleeperCount == 1)
    clock.advance(by: .seconds(1))
    try await sleeper.value
    #expect(clock.sleeperCount == 0)
  }

  @Test(.timeLimit(.minutes(1))) func cancellingASleeperLeavesNothingScheduled() async {
    let clock = ManualClock()
    let sleeper = Task { try await clock.sleep(until: .init(offset: .seconds(3))) }
    await eventually { clock.sleeperCount > 0 }
    sleeper.cancel()
    let result = await sleeper.result
    #expect(throws: CancellationError.self) { try result.get() }
    #expect(clock.sleeperCount == 0)
  }

  @Test(.timeLimit(.minutes(1))) func sleepingUntilAPastDeadlineReturnsAtOnce() async throws {
    let clock = ManualClock(now: .init(offset: .seconds(10)))
    try await clock.sleep(until: .init(offset: .seconds(4)))
    #expect(clock.sleeperCount == 0)
  }

  @Test(.timeLimit(.minutes(1))) func cancelledBeforeSleepingThrowsAtOnce() async {
    let clock = ManualClock()
    let sleeper = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      try await clock.sleep(until: .init(offset: .seconds(1)))
    }
    let result = await sleeper.result
    #expect(throws: CancellationError.self) { try result.get() }
    #expect(clock.sleeperCount == 0)
  }
}
