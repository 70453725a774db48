import CarouselCore
import Testing

/// Random sequences of events and clock moves, with the invariants checked after every step.
@Suite struct AutoplayPropertyTests {
  /// The sequences are split into chunks that Swift Testing runs in parallel.
  private static let chunkCount = 4

  @Test(arguments: 0..<chunkCount)
  func invariantsHoldAfterEveryStepOfRandomSequences(chunk: Int) {
    for sequence in stride(from: chunk, to: propertySequenceCount(), by: Self.chunkCount) {
      let seed = UInt64(sequence)
      var driver = AutoplayDriver(seed: seed)
      if let failure = driver.run(steps: 200) {
        Issue.record("seed \(seed): \(failure)")
        return
      }
    }
  }

  @Test func theSameSeedReplaysTheSameSequence() {
    var first = AutoplayDriver(seed: 42)
    var second = AutoplayDriver(seed: 42)
    #expect(first.run(steps: 200) == nil)
    #expect(second.run(steps: 200) == nil)
    #expect(first.summary == second.summary)
    var other = AutoplayDriver(seed: 43)
    #expect(other.run(steps: 200) == nil)
    #expect(first.summary != other.summary)
  }
}

/// Drives one `Autoplay<ManualClock>` with random steps and keeps a tiny independent model of
/// the conditions, to check the state machine against it.
private struct AutoplayDriver {
  private static let intervals: [AutoplayInterval] = [
    .default, AutoplayInterval(seconds: 1), AutoplayInterval(seconds: 0.1),
    AutoplayInterval(seconds: .nan), AutoplayInterval(seconds: 0), AutoplayInterval(seconds: 5),
  ]
  private static let durationLists: [[AutoplayInterval?]] = [
    [], [AutoplayInterval(seconds: 1)],
    [nil, AutoplayInterval(seconds: 0.7), AutoplayInterval(seconds: -1)],
    Array(repeating: AutoplayInterval(seconds: 2), count: 6),
  ]

  private var random: SeededGenerator
  private var autoplay: Autoplay<ManualClock>
  private var now = ManualClock.Instant.origin
  // The model: what the events said, independently of the state machine.
  private var isPlaying: Bool
  private var isDragging = false
  private var isReduceMotionOn = false
  private var isVoiceOverOn = false
  private var isSceneActive = true
  private var isOnScreen = false
  private var itemCount: Int
  private var hasInterval: Bool
  /// The deadline the returned actions describe.
  private var deadline: ManualClock.Instant?
  /// No advance may come before this: a full wait after the last restart or advance.
  private var earliestAdvance: ManualClock.Instant?

  init(seed: UInt64) {
    random = SeededGenerator(seed: seed)
    isPlaying = random.next() % 2 == 0
    let interval = Self.intervals[random.below(Self.intervals.count)]
    let count = random.below(7) - 1
    hasInterval = interval.duration != nil
    itemCount = max(count, 0)
    autoplay = Autoplay(
      interval: interval, itemCount: count, currentItem: random.below(8) - 1, isPlaying: isPlaying)
  }

  /// Where the run ended: the clock, the item and the deadline, to compare replays.
  var summary: String { "\(now) \(autoplay.currentItem) \(String(describing: deadline))" }

  /// Runs `steps` random steps; the first broken invariant, or `nil`.
  mutating func run(steps: Int) -> String? {
    for step in 0..<steps {
      let event = nextEvent()
      let itemBefore = autoplay.currentItem
      // Only a paused tick checks progress: keep the other steps cheap.
      let progressBefore = isPlaying ? 0 : autoplay.progress(at: now)
      let action = autoplay.handle(event, at: now)
      if let failure = check(event, action, itemBefore: itemBefore, progressBefore: progressBefore)
      {
        return "step \(step), \(event) at \(now) -> \(action): \(failure)"
      }
    }
    return nil
  }

  /// Moves the clock (often to the deadline exactly) and picks an event, updating the model.
  private mutating func nextEvent() -> AutoplayEvent {
    let roll = random.below(100)
    if roll < 20, let deadline {
      now = max(now, deadline)
      return .tick
    }
    now = now.advanced(by: milliseconds(random.below(roll < 45 ? 4001 : 301)))
    if roll < 45 { return .tick }
    let item = random.below(8) - 1
    switch random.below(13) {
    case 0:
      isOnScreen = true
      return .appeared
    case 1:
      isOnScreen = false
      return .disappeared
    case 2:
      let phase = CarouselScenePhase.allCases[random.below(3)]
      isSceneActive = phase == .active
      return .scene(phase)
    case 3:
      isPlaying = true
      return .play
    case 4:
      isPlaying = false
      return .pause
    case 5:
      isDragging = true
      return .dragBegan
    case 6:
      isDragging = false
      return .dragEnded(onItem: item)
    case 7: return .userNavigated(toItem: item)
    case 8:
      let count = random.below(8) - 1
      itemCount = max(count, 0)
      return .itemsChanged(count: count, currentItem: item)
    case 9:
      let interval = Self.intervals[random.below(Self.intervals.count)]
      hasInterval = interval.duration != nil
      return .intervalChanged(interval)
    case 10: return .itemDurationsChanged(Self.durationLists[random.below(4)])
    case 11:
      isReduceMotionOn = random.below(2) == 0
      return .reduceMotion(isReduceMotionOn)
    default:
      isVoiceOverOn = random.below(2) == 0
      return .voiceOver(isVoiceOverOn)
    }
  }

  /// The invariants after one step; a description of the first broken one, or `nil`.
  private mutating func check(
    _ event: AutoplayEvent, _ action: AutoplayAction<ManualClock.Instant>, itemBefore: Int,
    progressBefore: Double
  ) -> String? {
    let count = autoplay.itemCount
    let item = autoplay.currentItem
    let mayRun =
      isPlaying && !isDragging && !isReduceMotionOn && !isVoiceOverOn && isSceneActive
      && isOnScreen && itemCount > 1 && hasInterval
    guard count == itemCount else { return "itemCount differs from the model" }
    let isTick: Bool
    if case .tick = event { isTick = true } else { isTick = false }
    guard count == 0 ? item == 0 : (0..<count).contains(item) else { return "item out of range" }
    var restartsFullWait = false
    switch action {
    case .none: break
    case .cancel: deadline = nil
    case .schedule(let instant):
      guard instant >= now else { return "scheduled in the past" }
      deadline = instant
    case .advance(let toItem, let next):
      guard isTick, mayRun else { return "advanced while it may not run" }
      guard toItem == item, item == (itemBefore + 1) % count else { return "advanced wrongly" }
      guard earliestAdvance.map({ now >= $0 }) ?? true else { return "advanced before full wait" }
      guard next.map({ $0 >= now }) ?? true else { return "scheduled in the past" }
      deadline = next
      restartsFullWait = true
    }
    let nextDeadline = autoplay.nextDeadline
    guard nextDeadline == deadline else { return "nextDeadline differs from actions" }
    guard (nextDeadline != nil) == mayRun else { return "running differs from the model" }
    guard autoplay.isPlaying == isPlaying else { return "lost the user's play/pause choice" }
    guard isOnScreen || deadline == nil else { return "scheduled while off screen" }
    if !isPlaying {
      let progress = autoplay.progress(at: now)
      guard progress >= 0 && progress <= 1 else { return "progress out of range" }
      guard !isTick || progress == progressBefore else { return "paused progress moved" }
    }
    switch event {
    case .dragEnded, .userNavigated, .itemsChanged: restartsFullWait = true
    case .intervalChanged, .itemDurationsChanged:
      earliestAdvance = nil  // the wait restarts only if the duration changed
    default: break
    }
    if restartsFullWait {
      earliestAdvance = autoplay.waitDuration(forItem: item).map(now.advanced(by:))
    }
    return nil
  }
}

extension SeededGenerator {
  /// A number in `0..<bound`, cheaper than `Int.random(in:using:)` in debug builds; the slight
  /// modulo bias does not matter to these tests.
  fileprivate mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
}

/// `count` milliseconds, built without the generic `Duration.milliseconds(_:)`, which is slow in
/// debug builds.
private func milliseconds(_ count: Int) -> Duration {
  Duration(
    secondsComponent: Int64(count / 1000),
    attosecondsComponent: Int64(count % 1000) * 1_000_000_000_000_000)
}
