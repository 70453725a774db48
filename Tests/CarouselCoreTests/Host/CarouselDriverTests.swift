import CarouselCore
import Testing

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
}
