import CarouselCore
import Testing

/// Random sequences of everything a carousel can be told, with the engine's promises checked
/// after every step.
@Suite struct CarouselEnginePropertyTests {
  /// The sequences are split into chunks that Swift Testing runs in parallel.
  private static let chunkCount = 4

  @Test(arguments: 0..<chunkCount)
  func promisesHoldAfterEveryStepOfRandomSequences(chunk: Int) {
    for sequence in stride(from: chunk, to: propertySequenceCount(), by: Self.chunkCount) {
      let seed = 0x00C0_FFEE &+ UInt64(sequence)
      var driver = EngineDriver(seed: seed)
      if let failure = driver.run(steps: 200) {
        Issue.record("seed \(seed): \(failure)")
        return
      }
    }
  }
}

/// Drives one engine with random events and clock moves, the way the SwiftUI layer's single
/// driver task does: it ticks when (and only when) the deadline has come.
private struct EngineDriver {
  private static let intervals: [AutoplayInterval?] = [
    .default, nil, AutoplayInterval(seconds: 1), AutoplayInterval(seconds: 0.2),
    AutoplayInterval(seconds: .nan), AutoplayInterval(seconds: -2),
  ]

  private var random: SeededGenerator
  private var engine: Engine
  private var now = ManualClock.Instant.origin
  // What the events said, independently of the engine.
  private var isOnScreen = false
  private var isSceneActive = true
  private var isReduceMotionOn = false
  private var isVoiceOverOn = false
  private var isPaused = false
  private var fingerPages: Double?
  /// When the last drag ended or the user last navigated: no advance may come sooner than a full
  /// wait after it.
  private var lastUserMove = ManualClock.Instant.origin
  /// The wait autoplay uses now, as the model understands the interval rules.
  private var wait: Duration = .seconds(3)
  /// Whether the last interval given was a valid one.
  private var hasInterval = true
  private var history: [String] = []

  init(seed: UInt64) {
    random = SeededGenerator(seed: seed)
    engine = Engine(
      items: Self.randomIDs(using: &random), selection: Int(random.next() % 8),
      isLooping: random.next() % 2 == 0, autoplay: .default, at: now)
  }

  mutating func run(steps: Int) -> String? {
    for _ in 0..<steps {
      let selectedBefore = engine.selectedID
      let wasTick = step()
      if let failure = brokenPromise(selectedBefore: selectedBefore, wasTick: wasTick) {
        return failure + " after " + history.suffix(6).joined(separator: "; ")
      }
    }
    // However the sequence went, leaving the screen leaves nothing scheduled.
    engine.disappeared(at: now)
    return engine.nextDeadline == nil ? nil : "still scheduled after disappearing"
  }

  /// One random step; whether it was the driver's tick.
  private mutating func step() -> Bool {
    let selectedBefore = engine.selectedID
    switch random.next() % 20 {
    case 0, 1, 2, 3, 4:
      let target = now.advanced(by: .milliseconds(Int64(random.next() % 4_000)))
      if let deadline = engine.nextDeadline, deadline <= target {
        now = deadline
        engine.tick(at: now)
        history.append("tick \(now)")
        return true
      }
      now = target
      history.append("wait to \(now)")
    case 5:
      isOnScreen.toggle()
      isOnScreen ? engine.appeared(at: now) : engine.disappeared(at: now)
      if !isOnScreen { fingerLifted() }  // leaving the screen cancels a drag
      history.append(isOnScreen ? "appear" : "disappear")
    case 6:
      let phase = [CarouselScenePhase.active, .inactive, .background][Int(random.next() % 3)]
      isSceneActive = phase == .active
      engine.sceneChanged(to: phase, at: now)
      if !isSceneActive { fingerLifted() }  // so does leaving the active scene
      history.append("scene \(phase)")
    case 7:
      engine.togglePlayback(at: now)
      isPaused.toggle()
      history.append("toggle")
    case 8, 9:
      let pages = Double(Int(random.next() % 61) - 30) / 10
      if fingerPages == nil { engine.drag(pages < 0 ? -0.05 : 0.05, at: seconds) }
      engine.moveFinger(to: pages, at: seconds)
      fingerPages = pages
      history.append("drag \(pages)")
    case 10:
      guard let pages = fingerPages else { return false }
      let velocity = Double(Int(random.next() % 9) - 4)
      random.next() % 5 == 0
        ? engine.dragCancelled(at: now)
        : engine.release(at: pages, velocity: velocity, seconds: seconds)
      fingerPages = nil
      lastUserMove = now
      history.append("release \(velocity)")
    case 11:
      random.next() % 2 == 0 ? engine.next(at: now) : engine.previous(at: now)
      noteNavigation(from: selectedBefore)
      history.append("next/previous")
    case 12:
      engine.select(index: Int(random.next() % 10) - 1, at: now)
      noteNavigation(from: selectedBefore)
      history.append("dot tap")
    case 13:
      engine.select(Int(random.next() % 10), at: now)
      noteNavigation(from: selectedBefore)
      history.append("select")
    case 14:
      let ids = Self.randomIDs(using: &random)
      engine.itemsChanged(ids, at: now)
      history.append("items \(ids)")
    case 15:
      isReduceMotionOn.toggle()
      engine.reduceMotionChanged(isReduceMotionOn, at: now)
      history.append("reduce motion \(isReduceMotionOn)")
    case 16:
      isVoiceOverOn.toggle()
      engine.voiceOverChanged(isVoiceOverOn, at: now)
      history.append("voiceover \(isVoiceOverOn)")
    case 17:
      let interval = Self.intervals[Int(random.next() % UInt64(Self.intervals.count))]
      engine.autoplayIntervalChanged(interval, at: now)
      hasInterval = interval?.duration != nil
      if let seconds = interval?.seconds, seconds.isFinite, seconds > 0 {
        wait = .milliseconds(Int64(max(seconds, 0.5) * 1000))
      }
      history.append("interval \(String(describing: interval?.seconds))")
    case 18:
      engine.isLooping.toggle()
      history.append("looping \(engine.isLooping)")
    default:
      _ = engine.takeDiagnostics()
    }
    return false
  }

  private mutating func fingerLifted() {
    if fingerPages != nil { lastUserMove = now }
    fingerPages = nil
  }

  private mutating func noteNavigation(from selectedBefore: Int?) {
    if engine.selectedID != selectedBefore { lastUserMove = now }
  }

  private var seconds: Double {
    let (whole, attoseconds) = now.offset.components
    return Double(whole) + Double(attoseconds) * 1e-18
  }

  private func brokenPromise(selectedBefore: Int?, wasTick: Bool) -> String? {
    let ids = engine.ids
    if ids.isEmpty != (engine.selectedID == nil) {
      return "selection \(engine.selectedID as Any) for \(ids)"
    }
    if let index = engine.selectedIndex,
      !ids.indices.contains(index) || ids[index] != engine.selectedID
    {
      return "selected index \(index) for \(ids)"
    }
    if !engine.position(at: now).value.isFinite { return "position not finite" }
    if engine.diagnostics.count > 5 { return "diagnostics grow: \(engine.diagnostics)" }
    if let deadline = engine.nextDeadline {
      if deadline < now { return "deadline \(deadline) in the past at \(now)" }
      if !isOnScreen { return "scheduled while off screen" }
      if fingerPages != nil && engine.isDragging { return "scheduled during a drag" }
      if isReduceMotionOn || isVoiceOverOn { return "scheduled with Reduce Motion or VoiceOver" }
      if !isSceneActive { return "scheduled while the scene is not active" }
      if isPaused { return "scheduled while paused" }
      if ids.count < 2 { return "scheduled with \(ids.count) items" }
    }
    let mayRun =
      isOnScreen && isSceneActive && !isReduceMotionOn && !isVoiceOverOn && !isPaused
      && fingerPages == nil && hasInterval && ids.count >= 2
    if mayRun != (engine.nextDeadline != nil) {
      return mayRun
        ? "nothing scheduled though autoplay may run" : "scheduled though it may not run"
    }
    if fingerPages == nil {
      // Left alone, the carousel comes to rest exactly on the selected item's page.
      let later = now.advanced(by: .seconds(60))
      let rest = engine.position(at: later)
      if engine.isMoving(at: later) || !rest.isOnPage
        || (!ids.isEmpty && engine.pager.itemIndex(forPage: rest.page) != engine.selectedIndex)
      {
        return "does not come to rest on the selected item: \(rest)"
      }
    }
    if wasTick, engine.selectedID != selectedBefore {
      if let before = selectedBefore, let old = ids.firstIndex(of: before),
        engine.selectedIndex != (old + 1) % ids.count
      {
        return "autoplay went from \(old) to \(engine.selectedIndex as Any), not the next item"
      }
      if engine.isDragging { return "advanced during a drag" }
      if now < lastUserMove.advanced(by: wait) {
        return "advanced at \(now), sooner than \(wait) after the user's move at \(lastUserMove)"
      }
    }
    return nil
  }

  private static func randomIDs(using random: inout SeededGenerator) -> [Int] {
    (0..<Int(random.next() % 9)).map { _ in Int(random.next() % 10) }
  }
}
