import CarouselCore
import CarouselViewModel
import Testing
import UpdateCycleDouble

/// The model's one driver (`runDriver`, which the carousel's `.task(id: driverDeadline)` runs).
@MainActor @Suite struct ModelDriverTests {
  /// A swipe with no frame drawn after it (the carousel off screen, a throttled frame rate):
  /// the driver sleeps until the settle's end, and its tick there brings the carousel to rest.
  /// Five minutes: each of its awaits waits for the main actor, which the suite's other
  /// main-actor tests hold for whole sweeps (under ThreadSanitizer on two cores it waited 107 s).
  @Test(.timeLimit(.minutes(5))) func theDriverEndsASettleWithNoFrameDrawn() async throws {
    let screen = CarouselScreen(items: ModelInputTests.items([0, 1, 2]), selection: .some(0))
    screen.appear()
    screen.swipe(forward: true)
    #expect(screen.model.stage.isMoving)
    #expect(screen.model.stage.nextDeadline == nil)  // no autoplay
    let end = try #require(screen.model.stage.motionEnd)
    #expect(screen.model.stage.driverDeadline == end)
    let driver = Task { await screen.model.runDriver() }
    for _ in 0..<1_000 where screen.clock.sleeperCount == 0 { await Task.yield() }
    try #require(screen.clock.sleeperCount == 1)
    screen.clock.advance(to: ManualClock.Instant.origin.advanced(by: end.offset))
    await driver.value
    #expect(!screen.model.stage.isMoving)
    #expect(screen.model.stage.driverDeadline == nil)
    #expect(screen.clock.sleeperCount == 0)
  }
}
