import CarouselCore
import TestSupport
import Testing
import UpdateCycleDouble

/// The settle's end as an instant (``CarouselEngine/motionEnd``): what a driver sleeps until to
/// end a motion with no frame drawn.
@Suite struct CarouselEngineMotionEndTests {
  /// A tap at 1 s settles with the default spring: still from its end on, moving an attosecond
  /// before. At rest, and while a finger drags the pages, there is no end.
  @Test func aSettleEndsAtAnInstantAndADragHasNone() {
    var engine = Engine(testing: [0, 1, 2])
    engine.appeared(at: at(0))
    #expect(engine.motionEnd == nil)
    engine.select(index: 1, at: at(1))
    let end = at(1).advanced(
      by: Duration(secondsComponent: 0, attosecondsComponent: 745_971_184_648_793_024))
    #expect(engine.motionEnd == end)
    #expect(engine.isMoving(at: end) == false)
    #expect(engine.isMoving(at: end.advanced(by: .zero - attosecond)))
    engine.drag(0.3, at: 1.2)
    #expect(engine.isMoving(at: at(1.2)))
    #expect(engine.motionEnd == nil)
    engine.release(at: 0.3, seconds: 1.3)
    #expect(engine.motionEnd.map { $0 > at(1.3) } == true)
  }

  /// A motion that is over keeps the instant it ended at, past, until the next move.
  @Test func anEndedSettleKeepsItsEnd() {
    var engine = Engine(testing: [0, 1, 2])
    engine.appeared(at: at(0))
    engine.select(index: 1, at: at(1))
    let end = engine.motionEnd
    #expect(engine.isMoving(at: at(5)) == false)
    #expect(engine.motionEnd == end)
  }

  /// Random springs, Reduce Motion on or off, and random taps, steps, swipes of any length and
  /// speed, drags that catch a settle, autoplay's advances and time passing: after every step,
  /// while the carousel settles its end is the first instant the test's own bisection finds it
  /// still, and while a finger drags, or at rest, it has none.
  @Test(.offThePool) func theEndIsTheFirstStillInstantAfterRandomMoves() {
    let count = propertySequenceCount(default: 300)
    var settlesChecked = 0
    for index in 0..<count {
      let seed = 0xE4D &+ UInt64(index)
      var random = SeededGenerator(seed: seed)
      var engine = Engine(testing: [0, 1, 2, 3, 4], looping: random.below(2) == 0)
      let bounce = random.below(3) == 0 ? 0 : Double.random(in: -0.99...0.99, using: &random)
      let duration = [0.05, 0.3, 0.5, 1.5, 6][random.below(5)]
      engine.reconfigure(at: 0) { $0.spring = SettleSpring(duration: duration, bounce: bounce) }
      engine.reduceMotionChanged(random.below(4) == 0, at: at(0))
      engine.appeared(at: at(0))
      var seconds = 0.0
      var history: [String] = []
      for _ in 0..<30 {
        seconds += Double(random.below(800)) / 1000
        let now = at(seconds)
        switch random.below(6) {
        case 0:
          let item = random.below(5)
          history.append("select \(item)")
          engine.select(index: item, at: now)
        case 1:
          history.append("next")
          engine.next(at: now)
        case 2:
          let pages = Double(random.below(400) - 200) / 100
          let velocity = Double(random.below(8_000) - 4_000) / 100
          history.append("swipe \(pages) at \(velocity)")
          engine.drag(pages, at: seconds)
          engine.release(at: pages, velocity: velocity, seconds: seconds)
        case 3:
          history.append("drag")
          engine.drag(Double(random.below(200) - 100) / 100, at: seconds)
        case 4:
          history.append("tick")
          if let deadline = engine.nextDeadline, deadline > now {
            seconds = deadline.offset / .seconds(1)
          }
          engine.tick(at: at(seconds))
        default:
          history.append("wait")
        }
        let after = at(seconds)
        let expected = engine.isDragging ? nil : firstStillInstant(of: engine, after: after)
        let end = engine.isMoving(at: after) ? engine.motionEnd : nil
        guard end == expected else {
          let ends = "end \(String(describing: end)), expected \(String(describing: expected))"
          Issue.record("seed \(seed): \(ends) after \(history.suffix(6))")
          return
        }
        if expected != nil { settlesChecked += 1 }
      }
    }
    // Enough settles under way to mean something (about half of what the sequences give).
    #expect(settlesChecked > count * 6)
  }
}
