import CarouselCore
import Testing

@Suite struct CarouselClockTests {
  @Test func countsFromTheMomentItWasWrapped() {
    let manual = ManualClock(now: ManualClock.Instant(offset: .seconds(100)))
    let clock = CarouselClock(manual)
    #expect(clock.now == CarouselClock.Instant(offset: .zero))
    manual.advance(by: .milliseconds(1500))
    #expect(clock.now == CarouselClock.Instant(offset: .milliseconds(1500)))
    #expect(clock.minimumResolution == .zero)
  }

  @Test(.timeLimit(.minutes(1))) func sleepsOnTheWrappedClock() async throws {
    let manual = ManualClock()
    let clock = CarouselClock(manual)
    let sleeping = Task { try await clock.sleep(until: clock.now.advanced(by: .seconds(2))) }
    await eventually { manual.sleeperCount > 0 }
    #expect(manual.nextDeadline == ManualClock.Instant(offset: .seconds(2)))
    manual.advance(by: .seconds(2))
    try await sleeping.value
    #expect(manual.sleeperCount == 0)
  }

  @Test(.timeLimit(.minutes(1))) func cancellingASleepLeavesNothingScheduled() async {
    let manual = ManualClock()
    let clock = CarouselClock(manual)
    let sleeping = Task { try await clock.sleep(until: CarouselClock.Instant(offset: .seconds(9))) }
    await eventually { manual.sleeperCount > 0 }
    sleeping.cancel()
    #expect((try? await sleeping.value) == nil)
    #expect(manual.sleeperCount == 0)
  }

  @Test func drivesAnEngine() {
    let manual = ManualClock()
    let clock = CarouselClock(manual)
    var carousel = CarouselEngine<Int, CarouselClock>(
      items: [1, 2], configuration: CarouselConfiguration(autoplay: .seconds(3)), at: clock.now)
    carousel.appeared(at: clock.now)
    #expect(carousel.nextDeadline == CarouselClock.Instant(offset: .seconds(3)))
    manual.advance(by: .seconds(3))
    carousel.tick(at: clock.now)
    #expect(carousel.selectedID == 2)
  }

  @Test func theContinuousClockMovesForward() {
    let first = CarouselClock.continuous.now
    #expect(CarouselClock.continuous.now >= first)
  }
}
