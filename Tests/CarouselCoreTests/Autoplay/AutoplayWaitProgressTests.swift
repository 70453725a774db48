import CarouselCore
import Testing

@Suite struct AutoplayWaitProgressTests {
  @Test func aRunningWaitGoesFromZeroToOne() {
    var autoplay = running()
    #expect(
      [0, 0.75, 1.5, 2.25, 3, 4].map { autoplay.waitProgress(at: at($0)) }
        == [0, 0.25, 0.5, 0.75, 1, 1])
    #expect(autoplay.tick(at: at(3)) == 1)
    #expect(autoplay.waitProgress(at: at(3)) == 0)
    #expect(autoplay.waitProgress(at: at(4.5)) == 0.5)
  }

  /// Paused, the progress stays where the pause froze it, or 0 once the wait restarted while
  /// paused: there is still a wait, which play resumes or starts.
  @Test func aPausedWaitIsFrozen() {
    var autoplay = running()
    autoplay.handle(.pause, at: at(1.5))
    #expect(autoplay.waitProgress(at: at(1.5)) == 0.5)
    #expect(autoplay.waitProgress(at: at(100)) == 0.5)
    autoplay.handle(.play, at: at(10))
    #expect(autoplay.waitProgress(at: at(10.75)) == 0.75)
    autoplay.handle(.pause, at: at(11))
    autoplay.handle(.userNavigated(toItem: 3), at: at(12))
    #expect(autoplay.waitProgress(at: at(20)) == 0)
    autoplay.handle(.play, at: at(20))
    #expect(autoplay.waitProgress(at: at(21.5)) == 0.5)
    // Starting paused: a wait at 0 until play.
    var paused = Autoplay<ManualClock>(itemCount: 5, isPlaying: false)
    paused.handle(.appeared, at: at(0))
    #expect(paused.waitProgress(at: at(5)) == 0)
  }

  /// Without a wait (autoplay off, fewer than two items, suspended), nil; the plain progress
  /// says 0 there.
  @Test func noWaitNoProgress() {
    #expect(Autoplay<ManualClock>(itemCount: 5).waitProgress(at: at(1)) == nil)  // off screen
    #expect(running(interval: .off).waitProgress(at: at(1)) == nil)
    #expect(running(interval: AutoplayInterval(seconds: .nan)).waitProgress(at: at(1)) == nil)
    #expect(running(itemCount: 1).waitProgress(at: at(1)) == nil)
    #expect(running(itemCount: 0).waitProgress(at: at(1)) == nil)
    let suspending: [AutoplayEvent] = [
      .touchBegan, .reduceMotion(true), .voiceOver(true), .scene(.inactive), .scene(.background),
      .disappeared, .pagingDisabled(true),
    ]
    for event in suspending {
      var autoplay = running()
      autoplay.handle(event, at: at(1))
      #expect(autoplay.waitProgress(at: at(2)) == nil, "\(event)")
      #expect(autoplay.progress(at: at(2)) == 0, "\(event)")
    }
    // A touch ends: a full wait starts.
    var touched = running()
    touched.handle(.touchBegan, at: at(1))
    touched.handle(.touchEnded(onItem: 0), at: at(2))
    #expect(touched.waitProgress(at: at(3.5)) == 0.5)
  }

  /// Every combination of suspensions: nil when anything but the user's pause holds; otherwise
  /// the wait, frozen by a pause.
  @Test func everyCombinationOfSuspensions() {
    let all = AutoplaySuspension.allCases
    for bits in 0..<(1 << all.count) {
      let holds = Set(all.indices.filter { bits & (1 << $0) != 0 }.map { all[$0] })
      var autoplay = Autoplay<ManualClock>(
        interval: holds.contains(.noInterval) ? .off : .default,
        itemCount: holds.contains(.tooFewItems) ? 1 : 4)
      if !holds.contains(.offScreen) { autoplay.handle(.appeared, at: at(0)) }
      var events: [AutoplayEvent] = []
      if holds.contains(.pausedByUser) { events.append(.pause) }
      if holds.contains(.touching) { events.append(.touchBegan) }
      if holds.contains(.reduceMotion) { events.append(.reduceMotion(true)) }
      if holds.contains(.voiceOver) { events.append(.voiceOver(true)) }
      if holds.contains(.sceneNotActive) { events.append(.scene(.inactive)) }
      if holds.contains(.pagingDisabled) { events.append(.pagingDisabled(true)) }
      for event in events { autoplay.handle(event, at: at(0.75)) }
      #expect(Set(autoplay.suspensions) == holds)
      let expected: Double? =
        holds.subtracting([.pausedByUser]).isEmpty
        ? (holds.contains(.pausedByUser) ? 0.25 : 0.5) : nil
      #expect(autoplay.waitProgress(at: at(1.5)) == expected, "\(holds)")
      #expect(autoplay.progress(at: at(1.5)) == expected ?? 0, "\(holds)")
    }
  }

  /// The engine's output is the state machine's.
  @Test func theEngineReportsTheWait() {
    var engine = Engine(testing: [1, 2, 3])
    #expect(engine.autoplayWaitProgress(at: at(1)) == nil)  // not on screen yet
    engine.appeared(at: at(0))
    #expect(engine.autoplayWaitProgress(at: at(1.5)) == 0.5)
    engine.pause(at: at(1.5))
    #expect(engine.autoplayWaitProgress(at: at(9)) == 0.5)
    engine.voiceOverChanged(true, at: at(9))
    #expect(engine.autoplayWaitProgress(at: at(10)) == nil)
    #expect(engine.autoplayProgress(at: at(10)) == 0)
    var off = Engine(testing: [1, 2, 3], autoplay: .off)
    off.appeared(at: at(0))
    #expect(off.autoplayWaitProgress(at: at(1)) == nil)
    var single = Engine(testing: [1])
    single.appeared(at: at(0))
    #expect(single.autoplayWaitProgress(at: at(1)) == nil)
  }
}
