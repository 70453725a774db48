import CarouselCore
import CarouselFuzzKit
import Testing

/// The harness itself: bytes decode to the documented events, and a session goes on across runs.
@Suite struct CarouselFuzzSessionTests {
  @Test func noBytesKeepEveryPromise() {
    #expect(CarouselFuzzSession.check([]) == nil)
  }

  @Test func aSessionGoesOnWhereTheLastRunLeftIt() {
    var session = CarouselFuzzSession()
    #expect(session.run([15, 1]) == nil)  // event 15, appear
    #expect(session.stepCount == 1)
    #expect(session.engine.nextDeadline == ManualClock.Instant(offset: .seconds(3)))
    #expect(session.run([0, 0x0B, 0xB8]) == nil)  // the driver waits 3,000 ms and ticks
    #expect(session.engine.selectedID == 1)
    #expect(session.now == ManualClock.Instant(offset: .seconds(3)))
    #expect(session.finish() == nil)
    #expect(session.engine.nextDeadline == nil)
  }

  @Test func theClockMovesAtMostTheLongestMoveEachWay() {
    var session = CarouselFuzzSession()
    session.longestClockMove = .seconds(60)
    #expect(session.run([3, 0xFF, 0xFF, 4]) == nil)  // 65,535 × 10^6 s forward, capped
    #expect(session.now == ManualClock.Instant(offset: .seconds(60)))
    #expect(session.run([4, 0xFF, 0xFF, 4]) == nil)  // backward by a thousandth of that
    #expect(session.now == ManualClock.Instant(offset: .milliseconds(59_940)))
  }
}
