import CarouselCore
import TestSupport
import Testing
import UpdateCycleDouble

/// Random sequences of everything a carousel can be told, with the engine's promises checked
/// after every step against the test's own model of what the events said.
@Suite struct CarouselEnginePropertyTests {
  /// The sequences are split into chunks that Swift Testing runs in parallel.
  private static let chunkCount = 4

  @Test(.offThePool, arguments: 0..<chunkCount)
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

  @Test func theSameSeedReplaysTheSameSequence() {
    var first = EngineDriver(seed: 7)
    var second = EngineDriver(seed: 7)
    #expect(first.run(steps: 200) == nil)
    #expect(second.run(steps: 200) == nil)
    #expect(first.history == second.history)
  }
}

/// Drives one engine with random events and clock moves, the way the SwiftUI layer's single
/// driver task does: it ticks when (and only when) the deadline has come.
private struct EngineDriver {
  /// Intervals in seconds (NaN and negative ones mean no autoplay), and `nil` for `.off`.
  private static let intervals: [Double?] = [3, nil, 1, 0.2, .nan, -2]
  private static let styles = CarouselStyleName.allCases.map(\.style)
  /// Distance thresholds, `nil` for the style's own.
  private static let thresholds: [Double?] = [nil, 0, 0.25, 0.3, 0.5, 0.75, 1]
  private static let viewportWidths: [Double] = [300, 390, 120, 0, .nan]

  private var random: SeededGenerator
  private var engine: Engine
  private var now = ManualClock.Instant.origin
  private(set) var history: [String] = []

  // The model: what the events said, independently of the engine.
  private var isOnScreen = false
  private var isSceneActive = true
  private var isReduceMotionOn = false
  private var isVoiceOverOn = false
  private var isPaused = false
  private var finger: Finger?
  private var intervalSeconds: Double? = 3
  private var durations: [Int: Double] = [:]
  /// No advance may come before this: a full wait after the last restart of the wait.
  private var earliestAdvance = ManualClock.Instant.origin
  /// What the last release's mirror image showed wrong, if anything.
  private var asymmetry: String?
  /// What an item list change got wrong against the test's own model, if anything.
  private var listMismatch: String?

  /// A finger on the carousel: along its axis or across it, and the last sample sent for it.
  private struct Finger {
    var isAlong: Bool
    var last: CarouselDrag
  }

  init(seed: UInt64) {
    random = SeededGenerator(seed: seed)
    engine = Engine(
      items: Self.randomIDs(using: &random), selection: random.below(8),
      configuration: .testing(looping: random.below(2) == 0), at: now)
    earliestAdvance = now.advanced(by: .seconds(3))
  }

  mutating func run(steps: Int) -> String? {
    for _ in 0..<steps {
      var before = Snapshot(engine: engine, at: now)
      let event = step(before: &before)
      if let failure = brokenPromise(after: event, before: before) {
        return failure + " after " + history.suffix(8).joined(separator: "; ")
      }
    }
    // However the sequence went, leaving the screen leaves nothing scheduled.
    engine.disappeared(at: now)
    return engine.nextDeadline == nil ? nil : "still scheduled after disappearing"
  }

  // MARK: Events

  /// What one step did, for the checks: which kind of event, and whether the engine documents
  /// that the position may jump at it.
  private struct Event {
    var isTick = false
    var mayJump = false
    /// The event renumbered the pages (an item list change, looping turned on or off): what is
    /// shown is compared relative to the page the carousel is heading to.
    var renumbers = false
    /// The finger moved along the axis by this many pages (the position may follow, resisted).
    var fingerTravel: Double?
  }

  /// One random step; `before` is retaken when the clock moves, so that it shows the engine at
  /// the instant of the event.
  private mutating func step(before: inout Snapshot) -> Event {
    var event = Event()
    let selectedBefore = engine.selectedID
    switch random.below(20) {
    case 0, 1, 2, 3, 4:
      let target = now.advanced(by: milliseconds(random.below(4_000)))
      if let deadline = engine.nextDeadline, deadline <= target {
        now = deadline
        before = Snapshot(engine: engine, at: now)
        engine.tick(at: now)
        record("tick")
        event.isTick = true
        event.mayJump = isReduceMotionOn
      } else {
        now = target
        before = Snapshot(engine: engine, at: now)
        record("wait")
      }
    case 5:
      isOnScreen.toggle()
      if isOnScreen {
        engine.appeared(at: now)
        restartWait()
      } else {
        engine.disappeared(at: now)
        liftFinger()  // leaving the screen cancels a drag, which settles even with Reduce Motion
      }
      record(isOnScreen ? "appear" : "disappear")
    case 6:
      let phase = CarouselScenePhase.allCases[random.below(3)]
      isSceneActive = phase == .active
      engine.sceneChanged(to: phase, at: now)
      if !isSceneActive {
        liftFinger()  // so does leaving the active scene
      }
      record("scene \(phase)")
    case 7:
      engine.togglePlayback(at: now)
      isPaused.toggle()
      record("toggle")
    case 8, 9:
      let wasDragging = engine.isDragging
      event.fingerTravel = moveFinger()
      // A drag catches the carousel where it is, within the rubber band's reach of a finite
      // carousel's ends: one caught a page or more beyond them (a motion kept going after the
      // list shrank or looping turned off) starts at the farthest point the band shows.
      let count = Double(before.ids.count)
      event.mayJump =
        !wasDragging && engine.isDragging && !before.pager.loops
        && (before.position.value <= -1 || before.position.value >= count)
    case 10:
      guard finger != nil else { break }
      let velocity = Double(random.below(9) - 4)
      if random.below(5) == 0 {
        engine.dragCancelled(at: now)
      } else {
        let sample = release(finger!.last, velocity: velocity)
        if finger!.isAlong { asymmetry = brokenSymmetry(of: sample) }
        engine.dragEnded(sample, at: now)
      }
      // The end of the user's own drag settles from where it is, even with Reduce Motion.
      liftFinger()
      record("release \(velocity)")
    case 11:
      let animated = random.below(3) != 0
      random.below(2) == 0
        ? engine.next(animated: animated, at: now) : engine.previous(animated: animated, at: now)
      event.mayJump = noteNavigation(from: selectedBefore, animated: animated)
      record("next/previous \(animated)")
    case 12:
      let animated = random.below(3) != 0
      engine.select(index: random.below(10) - 1, animated: animated, at: now)
      event.mayJump = noteNavigation(from: selectedBefore, animated: animated)
      record("dot tap \(animated)")
    case 13:
      let animated = random.below(3) != 0
      engine.select(random.below(10), animated: animated, at: now)
      event.mayJump = noteNavigation(from: selectedBefore, animated: animated)
      record("select \(animated)")
    case 14:
      // The same list, a list drawn anew (the index is rebuilt), or an edit of the list (the
      // index is edited in place, once the list is long enough for a run to be small in it).
      let choice = random.below(4)
      let ids =
        choice == 0
        ? engine.ids
        : choice == 1
          ? Self.randomIDs(using: &random)
          : randomEdit(of: engine.ids, longestRun: 2, idBound: 30, using: &random)
      let idsBefore = engine.ids
      engine.itemsChanged(ids, at: now)
      listMismatch = brokenList(given: ids, before: idsBefore, selectedBefore: selectedBefore)
      event.renumbers = true
      if engine.selectedID != selectedBefore {
        restartWait()
        event.mayJump = !engine.isDragging
      }
      record("items \(ids)")
    case 15:
      isReduceMotionOn.toggle()
      engine.reduceMotionChanged(isReduceMotionOn, at: now)
      if !isReduceMotionOn { restartWait() }
      record("reduce motion \(isReduceMotionOn)")
    case 16:
      isVoiceOverOn.toggle()
      engine.voiceOverChanged(isVoiceOverOn, at: now)
      if !isVoiceOverOn { restartWait() }
      record("voiceover \(isVoiceOverOn)")
    case 17:
      event.renumbers = reconfigure()
    case 18:
      var newDurations: [Int: Double] = [:]
      for _ in 0..<random.below(4) { newDurations[random.below(10)] = [1, 5, -1][random.below(3)] }
      let waitBefore = modelWait()
      durations = newDurations
      engine.itemDurationsChanged(newDurations.mapValues { .seconds($0) }, at: now)
      if modelWait() != waitBefore { restartWait() }
      record("durations \(newDurations.sorted { $0.key < $1.key })")
    default:
      _ = engine.takeDiagnostics()
      record("take diagnostics")
    }
    return event
  }

  /// Puts a finger down or moves it: along the axis (a page drag) or across it; returns the
  /// pages the finger travelled along the axis once it is a page drag.
  private mutating func moveFinger() -> Double? {
    guard var current = finger else {
      finger = Finger(isAlong: random.below(3) != 0, last: .touchDown)
      engine.dragChanged(.touchDown, at: now)
      record("touch down \(finger!.isAlong ? "along" : "across")")
      return nil
    }
    guard current.isAlong else {
      current.last = drag(points: 3, across: 40)
      engine.dragChanged(current.last, at: now)
      finger = current
      record("scroll across")
      return nil
    }
    let pages = Double(random.below(29) - 14) / 10
    let wasDecided = engine.isDragging
    // Past the axis lock's slop, however short the page is: 12 points at least.
    let points = max(abs(pages) * engine.pageLength, 12)
    let sample = drag(points: pages < 0 ? -points : points)
    let travel = forwardPages(sample) - forwardPages(current.last)
    engine.dragChanged(sample, at: now)
    current.last = sample
    finger = current
    record("drag \(pages)")
    return wasDecided ? travel : 0
  }

  /// The finger's last sample with a release velocity of `velocity` pages per second forward,
  /// predicted to travel 0.2 s further.
  private func release(_ last: CarouselDrag, velocity: Double) -> CarouselDrag {
    let speed = drag(points: velocity * engine.pageLength)
    var sample = last
    sample.velocityX = speed.translationX
    sample.velocityY = speed.translationY
    sample.predictedEndTranslationX = last.translationX + speed.translationX * 0.2
    sample.predictedEndTranslationY = last.translationY + speed.translationY * 0.2
    return sample
  }

  /// A drag sample `points` forward along the engine's axis and `across` points across it.
  private func drag(points: Double, across: Double = 0) -> CarouselDrag {
    let configuration = engine.configuration
    switch (configuration.layout.axis, configuration.layout.layoutDirection) {
    case (.horizontal, .leftToRight):
      return CarouselDrag(translationX: -points, translationY: across)
    case (.horizontal, .rightToLeft):
      return CarouselDrag(translationX: points, translationY: across)
    case (.vertical, _): return CarouselDrag(translationX: across, translationY: -points)
    }
  }

  /// How many pages forward `sample` is, read the way the documentation says: along the
  /// configured axis (left, or right in a right-to-left layout, or up is forward), over the
  /// page length; nothing when there is no usable page length.
  private func forwardPages(_ sample: CarouselDrag) -> Double {
    let configuration = engine.configuration
    let pageLength = engine.pageLength
    guard pageLength > 0, pageLength.isFinite else { return 0 }
    switch (configuration.layout.axis, configuration.layout.layoutDirection) {
    case (.horizontal, .leftToRight): return -sample.translationX / pageLength
    case (.horizontal, .rightToLeft): return sample.translationX / pageLength
    case (.vertical, _): return -sample.translationY / pageLength
    }
  }

  /// Changes one setting at random; whether it renumbered the pages (looping on or off).
  private mutating func reconfigure() -> Bool {
    let waitBefore = modelWait()
    var configuration = engine.configuration
    switch random.below(8) {
    case 0:
      let seconds = Self.intervals[random.below(Self.intervals.count)]
      configuration.autoplay = seconds.map(AutoplayInterval.seconds) ?? .off
      intervalSeconds = seconds
      record("interval \(String(describing: seconds))")
    case 1:
      configuration.layout.isLooping.toggle()
      record("looping \(configuration.layout.isLooping)")
    case 2:
      configuration.layout.axis = configuration.layout.axis == .horizontal ? .vertical : .horizontal
      configuration.layout.viewportHeight = [200, 390, 50][random.below(3)]
      record("axis \(configuration.layout.axis)")
    case 3:
      configuration.layout.layoutDirection =
        configuration.layout.layoutDirection == .leftToRight ? .rightToLeft : .leftToRight
      record("direction \(configuration.layout.layoutDirection)")
    case 4:
      configuration.layout.viewportWidth =
        Self.viewportWidths[random.below(Self.viewportWidths.count)]
      record("width \(configuration.layout.viewportWidth)")
    case 5:
      configuration.style = Self.styles[random.below(Self.styles.count)]
      record("style \(configuration.style)")
    case 6:
      configuration.drag.allowsMultiPageFlicks = random.below(2) == 0
      configuration.drag.distanceThreshold = Self.thresholds[random.below(Self.thresholds.count)]
      record("drag \(configuration.drag)")
    default:
      record("same configuration")
    }
    let renumbers = configuration.layout.isLooping != engine.configuration.layout.isLooping
    engine.configure(configuration, at: now)
    if modelWait() != waitBefore { restartWait() }
    return renumbers
  }

  private mutating func liftFinger() {
    if finger != nil { restartWait() }
    finger = nil
  }

  /// Whether the position may jump: a navigation that changed the selection without animation,
  /// or any with Reduce Motion, jumps unless a finger holds the carousel.
  private mutating func noteNavigation(from selectedBefore: Int?, animated: Bool) -> Bool {
    guard engine.selectedID != selectedBefore else { return false }
    restartWait()
    return (!animated || isReduceMotionOn) && !engine.isDragging
  }

  /// A full wait starts again now: no advance may come before it ends.
  private mutating func restartWait() {
    earliestAdvance = now.advanced(by: modelWait() ?? .zero)
  }

  /// The wait of the selected item as the model understands the rules: its own valid duration,
  /// else the interval; raised to half a second; `nil` without a valid interval.
  private func modelWait() -> Duration? {
    guard let interval = intervalSeconds, interval.isFinite, interval > 0 else { return nil }
    let own = engine.selectedID.flatMap { durations[$0] }.flatMap { $0 > 0 ? $0 : nil }
    return .milliseconds(Int64(max(own ?? interval, 0.5) * 1000))
  }

  private mutating func record(_ what: String) { history.append(what) }

  // MARK: Checks

  /// What the engine showed before an event, to check what changed at the event's instant.
  private struct Snapshot {
    var selectedID: Int?
    var ids: [Int]
    var position: CarouselPosition
    var deadline: ManualClock.Instant?
    var pager: Pager
    var restingPage: Int

    init(engine: Engine, at now: ManualClock.Instant) {
      selectedID = engine.selectedID
      ids = engine.ids
      position = engine.position(at: now)
      deadline = engine.nextDeadline
      pager = engine.pager
      restingPage = engine.restingPage
    }
  }

  private mutating func brokenPromise(after event: Event, before: Snapshot) -> String? {
    if let asymmetry { return asymmetry }
    if let listMismatch { return listMismatch }
    let ids = engine.ids
    if ids.isEmpty != (engine.selectedID == nil) { return "selection \(engine.selectedID as Any)" }
    if let index = engine.selectedIndex,
      !ids.indices.contains(index) || ids[index] != engine.selectedID
    {
      return "selected index \(index) for \(ids)"
    }
    let position = engine.position(at: now)
    if !position.value.isFinite || !position.fraction.isFinite { return "position not finite" }
    if engine.diagnostics.count > Engine.maximumPendingDiagnostics { return "diagnostics grow" }
    if let broken = engine.brokenInvariant { return "engine state: \(broken)" }
    if let failure = brokenSchedule(after: event, before: before) { return failure }
    if let failure = brokenContinuity(after: event, before: before) { return failure }
    if finger == nil {
      // Left alone, the carousel comes to rest exactly on the selected item's page.
      let later = now.advanced(by: .seconds(60))
      let rest = engine.position(at: later)
      if engine.isMoving(at: later) || !rest.isOnPage
        || (!ids.isEmpty && engine.pager.itemIndex(forPage: rest.page) != engine.selectedIndex)
      {
        return "does not come to rest on the selected item: \(rest)"
      }
    }
    if history.count % 8 == 0, let failure = brokenLayout() { return failure }
    return nil
  }

  /// The items after `given` replaced `before`, against the test's own model: the list
  /// without repeats, each ID's index, and the selected ID kept when it survived, else its
  /// nearest survivor in the old order (the later one on a tie), else the item at the same
  /// position of a list as long, else the first item.
  private func brokenList(given: [Int], before: [Int], selectedBefore: Int?) -> String? {
    let expected = firstOccurrences(of: given).ids
    if engine.ids != expected { return "ids \(engine.ids) for \(given)" }
    if let wrong = expected.indices.first(where: { engine.index(of: expected[$0]) != $0 }) {
      return "index of \(expected[wrong]) for \(given)"
    }
    let oldIndex = selectedBefore.flatMap { before.firstIndex(of: $0) }
    let expectedSelection = CarouselCoreTests.expectedSelection(
      after: before, selected: oldIndex, becomes: expected)
    if engine.selectedID != expectedSelection {
      return "selected \(engine.selectedID as Any) after \(before) -> \(given)"
    }
    return nil
  }

  /// Autoplay runs exactly when the model says it may, never under a finger, advances only to
  /// the next item after a full wait, and never asks for a tick that does nothing.
  private mutating func brokenSchedule(after event: Event, before: Snapshot) -> String? {
    let ids = engine.ids
    let mayRun =
      isOnScreen && isSceneActive && !isReduceMotionOn && !isVoiceOverOn && !isPaused
      && finger == nil && modelWait() != nil && ids.count >= 2
    if mayRun != (engine.nextDeadline != nil) {
      return mayRun
        ? "nothing scheduled though autoplay may run" : "scheduled though it may not run"
    }
    if let deadline = engine.nextDeadline, deadline != before.deadline, deadline < now {
      return "deadline \(deadline) set in the past at \(now)"
    }
    guard event.isTick else { return nil }
    // The driver ticked at the deadline the engine asked for: it must have advanced.
    guard engine.selectedID != before.selectedID else {
      return "a tick at the deadline \(now) did nothing"
    }
    if let old = before.selectedID, let oldIndex = ids.firstIndex(of: old),
      engine.selectedIndex != (oldIndex + 1) % ids.count
    {
      return "autoplay went from \(oldIndex) to \(engine.selectedIndex as Any), not the next item"
    }
    if now < earliestAdvance { return "advanced at \(now), before \(earliestAdvance)" }
    earliestAdvance = now.advanced(by: modelWait() ?? .zero)
    return nil
  }

  /// The position at the event's instant is where it was, except at the documented jumps; a
  /// finger that moves drags the carousel at most as far as it went. Where the pages were
  /// renumbered, what is compared is the position relative to the page the carousel is heading
  /// to (for a drag, the selected item's page): the motion goes on around its target.
  private func brokenContinuity(after event: Event, before: Snapshot) -> String? {
    guard !event.mayJump, !before.ids.isEmpty, !engine.ids.isEmpty else { return nil }
    let after = Snapshot(engine: engine, at: now)
    let offsetBefore: Double
    let offsetAfter: Double
    if event.renumbers {
      offsetBefore = before.position.offset(from: CarouselPosition(page: before.restingPage))
      offsetAfter = after.position.offset(from: CarouselPosition(page: after.restingPage))
      if engine.isDragging, !after.pager.loops {
        // A finite carousel's ends resist a finger to less than a page beyond them: a drag that
        // a change (looping off, fewer items) leaves further out cannot stay where it was.
        let expected = Double(after.restingPage) + offsetBefore
        if expected <= -1 || expected >= Double(after.ids.count) { return nil }
      }
    } else {
      offsetBefore = 0
      offsetAfter = after.position.offset(from: before.position)
    }
    let moved = abs(offsetAfter - offsetBefore)
    let allowed = abs(event.fingerTravel ?? 0) + 1e-9
    if moved > allowed {
      return "position jumped by \(moved) pages (allowed \(allowed)): \(before.position) -> "
        + "\(after.position)"
    }
    return nil
  }

  /// A release's target mirrored when the drag is mirrored: the finger's drag, released as
  /// `release`, and its mirror image along the axis, each from the selected item at rest on an
  /// engine with the same items and configuration, settle on pages as far from the start on
  /// either side, except where a finite carousel's end stops one of them.
  private func brokenSymmetry(of release: CarouselDrag) -> String? {
    guard let selection = engine.selectedID else { return nil }
    let axis = engine.configuration.layout.axis
    /// The page the side engine rests on, and the one it settles on after `drag`, recognized 12
    /// points from where the finger landed toward `sign`, as a finger is.
    func pages(_ drag: CarouselDrag, recognizedToward sign: Double) -> (start: Int, end: Int) {
      var side = Engine(
        items: engine.ids, selection: selection, configuration: engine.configuration, at: now)
      let start = side.restingPage
      side.dragChanged(.touchDown, at: now)
      let recognized = 12 * sign
      side.dragChanged(
        axis == .horizontal
          ? CarouselDrag(translationX: recognized, translationY: drag.translationY)
          : CarouselDrag(translationX: drag.translationX, translationY: recognized),
        at: now)
      side.dragChanged(drag, at: now)
      side.dragEnded(drag, at: now)
      return (start, side.restingPage)
    }
    var mirror = release
    if axis == .horizontal {
      mirror.translationX.negate()
      mirror.velocityX.negate()
      mirror.predictedEndTranslationX.negate()
    } else {
      mirror.translationY.negate()
      mirror.velocityY.negate()
      mirror.predictedEndTranslationY.negate()
    }
    let along = axis == .horizontal ? release.translationX : release.translationY
    let sign: Double = along < 0 ? -1 : 1
    let (start, forward) = pages(release, recognizedToward: sign)
    let mirrored = pages(mirror, recognizedToward: -sign).end
    let loops = engine.pager.loops
    let last = engine.ids.count - 1
    func isSymmetric(_ page: Int, _ other: Int) -> Bool {
      // A page short of a finite end was not stopped by it: its mirror lands mirrored, or at the
      // other end when that is nearer.
      guard !loops else { return page - start == start - other }
      guard page != 0, page != last else { return true }
      return other == min(max(2 * start - page, 0), last)
    }
    guard isSymmetric(forward, mirrored), isSymmetric(mirrored, forward) else {
      return "a release at \(release) settled \(forward - start) pages from \(start), its mirror"
        + " \(mirrored - start)"
    }
    return nil
  }

  /// The visible items are few, valid and each has its own identity.
  private func brokenLayout() -> String? {
    let visible = engine.visibleItems(at: now)
    if visible.count > CarouselLayoutGeometry.maximumVisibleSlots { return "too many visible" }
    var identities: Set<CarouselSlotIdentity> = []
    for item in visible {
      guard engine.ids.indices.contains(item.index) else { return "visible index \(item.index)" }
      guard identities.insert(item.identity).inserted else { return "identity \(item.identity)" }
      guard item.mainOffset.isFinite, item.scale.isFinite, item.opacity.isFinite else {
        return "visible item not finite: \(item)"
      }
    }
    return nil
  }

  private static func randomIDs(using random: inout SeededGenerator) -> [Int] {
    (0..<random.below(9)).map { _ in random.below(10) }
  }
}
