import CarouselCore
import Testing

private typealias Host = CarouselHost<String, ManualClock>
private typealias Event = CarouselHostEvent<String>

/// A host over five items on 300-point pages with 3 s autoplay and `spring`, on screen at 0 s,
/// Reduce Motion on or off, with the events of its setting up taken.
private func host(spring: SettleSpring = .smooth, reduceMotion: Bool = false) -> Host {
  var configuration = CarouselConfiguration.testing(autoplay: .seconds(3))
  configuration.spring = spring
  return hostOnScreen(
    ["a", "b", "c", "d", "e"], configuration: configuration, reduceMotion: reduceMotion)
}

/// The instant `seconds` after the manual clock's origin plus `attoseconds`.
private func at(_ seconds: Double, plus attoseconds: Int64) -> ManualClock.Instant {
  at(seconds).advanced(by: Duration(secondsComponent: 0, attosecondsComponent: attoseconds))
}

/// A motion ends by the driver's deadline, with no frame drawn: the stage gives the driver the
/// motion's end (``CarouselStageState/driverDeadline``), and the host's tick there brings the
/// carousel to rest as the frame that finds the motion over does.
@Suite struct CarouselHostMotionEndTests {
  /// A swipe: while the finger drags, nothing is scheduled (the finger holds autoplay and a
  /// drag has no end); its release schedules the settle's end, before autoplay's next advance.
  /// A tick an attosecond early changes nothing; at the end the carousel rests: the stage is
  /// published, the phase goes to autoplaying and the item in view is reported, and autoplay's
  /// deadline is all that is left. A repeated tick changes nothing.
  @Test func aSwipeComesToRestAtItsEndWithNoFrameDrawn() {
    var host = host()
    host.touchLanded(at: at(1))
    host.dragChanged(horizontalDrag(-20, velocity: -600), at: at(1.05))
    host.dragChanged(horizontalDrag(-200, velocity: -800), at: at(1.2))
    #expect(host.stage.isMoving)
    #expect(host.stage.motionEnd == nil)
    #expect(host.stage.driverDeadline == nil)
    host.dragEnded(horizontalDrag(-200, velocity: -800), at: at(1.25))
    _ = host.takeEvents()
    let end = at(1.25, plus: 607_533_408_896_702_273)
    #expect(host.stage.motionEnd == end)
    #expect(host.stage.nextDeadline == at(4.25))
    #expect(host.stage.driverDeadline == end)
    expectValue(host.tick(at: end.advanced(by: .zero - attosecond)), [])
    expectValue(host.takeEvents(), [])
    expectValue(host.tick(at: end), [.stage])
    expectValue(
      host.takeEvents(), [phaseChange(.settling, .autoplaying), .visibleItemsChanged(["b"])])
    #expect(host.stage.isMoving == false)
    #expect(host.stage.motionEnd == nil)
    #expect(host.stage.driverDeadline == at(4.25))
    expectValue(host.tick(at: end), [])
  }

  /// A settle slower than autoplay's wait: the driver wakes for autoplay first, whose advance
  /// takes the motion over and schedules its own end.
  @Test func theDriverSleepsUntilTheEarlierOfAutoplayAndTheMotionsEnd() {
    var host = host(spring: SettleSpring(duration: 10))
    host.userSelected(index: 1, cause: .indicator, at: at(1))
    #expect(host.stage.nextDeadline == at(4))
    #expect(host.stage.motionEnd.map { $0 > at(4) } == true)
    #expect(host.stage.driverDeadline == at(4))
    expectValue(host.tick(at: at(4)), [.stage, .proxy, .selection, .binding])
    #expect(host.engine.selectedID == "c")
    #expect(host.stage.nextDeadline == at(7))
    #expect(host.stage.driverDeadline == at(7))
  }

  /// With autoplay paused, the motion's end is all the driver waits for, and then nothing.
  @Test func withAutoplayPausedTheDriverWaitsForTheMotionAlone() {
    var host = host()
    host.pause(at: at(0.5))
    #expect(host.stage.driverDeadline == nil)
    host.userSelected(index: 2, cause: .indicator, at: at(1))
    _ = host.takeEvents()
    let end = at(1, plus: 807_430_204_839_110_848)
    #expect(host.stage.nextDeadline == nil)
    #expect(host.stage.driverDeadline == end)
    expectValue(host.tick(at: end), [.stage])
    expectValue(host.takeEvents(), [phaseChange(.settling, .idle), .visibleItemsChanged(["c"])])
    #expect(host.stage.driverDeadline == nil)
  }

  /// Every kind of motion, with every preset spring, Reduce Motion off and on: a tick at the
  /// motion's end (and any time after it, before autoplay is due) does exactly what the frame
  /// that finds it over does, the changes, what the app hears, the stage and the proxy alike.
  /// A move that jumps (Reduce Motion) schedules no end.
  @Test(arguments: [SettleSpring.smooth, .snappy, .bouncy], [false, true])
  func aTickAtTheEndDoesWhatTheFramesEndDoes(spring: SettleSpring, reduceMotion: Bool) {
    let moves: [(String, (inout Host) -> Void, Bool)] = [
      ("swipe", { $0.swipe(-200, velocity: -800) }, true),
      ("short drag", { $0.swipe(-80, velocity: 0) }, true),
      ("dot", { $0.userSelected(index: 3, cause: .indicator, at: at(1)) }, false),
      ("key", { $0.userStepped(.next, cause: .keyboard, at: at(1)) }, false),
      ("proxy", { $0.step(.next, at: at(1)) }, false),
      ("binding", { $0.bindingChanged(.id("e"), animated: true, at: at(1)) }, false),
      ("autoplay", { $0.tick(at: at(3)) }, false),
      ("cancel", { $0.cancelledDrag() }, true),
    ]
    for (name, move, byFinger) in moves {
      var ticked = host(spring: spring, reduceMotion: reduceMotion)
      move(&ticked)
      _ = ticked.takeEvents()
      guard let end = ticked.stage.motionEnd else {
        // With Reduce Motion only the end of the user's own drag settles; other moves jump.
        #expect(reduceMotion && !byFinger, "\(name)")
        #expect(ticked.stage.isMoving == false, "\(name)")
        continue
      }
      for delay in [0.0, 0.001, 0.5] {
        let now = end.advanced(by: .seconds(delay))
        guard now < ticked.stage.nextDeadline ?? now.advanced(by: .seconds(1)) else { continue }
        var framed = ticked
        var woken = ticked
        let frameChanges = framed.motionEnded(at: now)
        let tickChanges = woken.tick(at: now)
        #expect(frameChanges == [.stage], "\(name) \(delay)")
        #expect(tickChanges == frameChanges, "\(name) \(delay)")
        #expect(woken.takeEvents() == framed.takeEvents(), "\(name) \(delay)")
        #expect(woken.stage == framed.stage, "\(name) \(delay)")
        #expect(woken.proxy == framed.proxy, "\(name) \(delay)")
        #expect(woken.binding == framed.binding, "\(name) \(delay)")
        #expect(woken.stage.isMoving == false, "\(name) \(delay)")
      }
    }
  }
}

extension Host {
  /// A finger lands at 1 s, drags `points` (a page drag from 20 points on) and lifts at
  /// 1.25 s with `velocity`.
  fileprivate mutating func swipe(_ points: Double, velocity: Double) {
    touchLanded(at: at(1))
    dragChanged(horizontalDrag(-20, velocity: velocity), at: at(1.05))
    dragChanged(horizontalDrag(points, velocity: velocity), at: at(1.2))
    dragEnded(horizontalDrag(points, velocity: velocity), at: at(1.25))
  }

  /// A finger lands at 1 s, drags 100 points and the system cancels it at 1.25 s.
  fileprivate mutating func cancelledDrag() {
    touchLanded(at: at(1))
    dragChanged(horizontalDrag(-20), at: at(1.05))
    dragChanged(horizontalDrag(-100), at: at(1.2))
    dragCancelled(at: at(1.25))
  }
}
