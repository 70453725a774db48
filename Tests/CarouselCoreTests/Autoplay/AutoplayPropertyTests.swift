import CarouselCore
import TestSupport
import Testing
import UpdateCycleDouble

/// Random sequences of events, clock moves and ticks, checked after every step against a model
/// that the test keeps from what it sent, never from the code under test.
@Suite struct AutoplayPropertyTests {
  /// The sequences are split into chunks that Swift Testing runs in parallel.
  private static let chunkCount = 4

  @Test(.offThePool, arguments: 0..<chunkCount)
  func invariantsHoldAfterEveryStepOfRandomSequences(chunk: Int) {
    for sequence in stride(from: chunk, to: propertySequenceCount(), by: Self.chunkCount) {
      let seed = UInt64(sequence)
      var driver = AutoplayDriver(seed: seed)
      if let failure = driver.run(steps: 200) {
        Issue.record("seed \(seed) (replay with AutoplayDriver(seed: \(seed))): \(failure)")
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

  @Test func theSequencesReachEveryKindOfStep() {
    var totals = AutoplayDriver.Counts()
    for seed in UInt64(0)..<100 {
      var driver = AutoplayDriver(seed: seed)
      #expect(driver.run(steps: 200) == nil)
      totals.add(driver.counts)
    }
    // Enough of each kind of step for the invariants to mean something (about half of what
    // these 100 seeds give).
    #expect(totals.advances > 800)
    #expect(totals.ticksAtTheDeadline > 800)
    #expect(totals.earlyTicks > 300)
    #expect(totals.fullWaits > 1_500)
    #expect(totals.resumes > 10)
    #expect(totals.pausedTicks > 1_000)
  }
}

/// A broken invariant: what broke, and where. Described only when reported.
private struct Failure: Equatable, CustomStringConvertible {
  enum Step: Equatable {
    case tick(advancedTo: Int?)
    case event(AutoplayEvent)
  }

  let message: String
  let step: Int
  let what: Step
  let now: ManualClock.Instant
  let model: String

  var description: String { "step \(step), \(what) at \(now): \(message); model: \(model)" }
}

/// Drives one `Autoplay<ManualClock>` with random steps and keeps an independent model of it:
/// the conditions, the item count and current item, the interval's and items' waits it sent,
/// and when the last full wait started.
private struct AutoplayDriver {
  /// The intervals sent, each with the wait it stands for (written here, not asked of
  /// `AutoplayInterval`): first the ones with a wait, then the ones that turn autoplay off.
  private static let intervals: [SentInterval] = [
    SentInterval(.default, wait: .seconds(3)), SentInterval(.seconds(1), wait: .seconds(1)),
    SentInterval(.seconds(0.1), wait: .milliseconds(500)),
    SentInterval(.minimum, wait: .milliseconds(500)),
    SentInterval(.seconds(5), wait: .seconds(5)), SentInterval(.seconds(Double.nan), wait: nil),
    SentInterval(.seconds(0), wait: nil), SentInterval(.off, wait: nil),
  ]
  private static let validIntervalCount = 5
  /// The items' own waits sent (positive: the engine validates them before they get here).
  private static let itemWaitLists: [[Int: Duration]] = [
    [:], [0: .seconds(1)], [1: .milliseconds(700), 2: .seconds(2)], [0: .seconds(3)],
    [7: .seconds(4)], [0: .seconds(2), 1: .seconds(2), 2: .seconds(2), 3: .seconds(2)],
  ]
  /// An interval and the wait the model expects from it. (A struct, not a tuple: debug builds
  /// look tuple types up at run time on every use.)
  private struct SentInterval {
    let interval: AutoplayInterval
    let wait: Duration?

    init(_ interval: AutoplayInterval, wait: Duration?) {
      self.interval = interval
      self.wait = wait
    }
  }

  /// A broken invariant and the step that broke it.
  private struct StepFailure {
    let message: String
    let what: Failure.Step
  }

  /// How many ticks at or after the deadline may do nothing while running: none.
  private static let allowedNoOpTicksAtTheDeadline = 0

  /// How often each kind of step happened, to check the sequences exercise the invariants.
  struct Counts {
    var advances = 0
    var ticksAtTheDeadline = 0
    var earlyTicks = 0
    var fullWaits = 0
    var resumes = 0
    var pausedTicks = 0

    mutating func add(_ other: Counts) {
      advances += other.advances
      ticksAtTheDeadline += other.ticksAtTheDeadline
      earlyTicks += other.earlyTicks
      fullWaits += other.fullWaits
      resumes += other.resumes
      pausedTicks += other.pausedTicks
    }
  }

  private var random: SeededGenerator
  private var autoplay: Autoplay<ManualClock>
  private var now = ManualClock.Instant.origin
  private(set) var counts = Counts()
  private var noOpTicksAtTheDeadline = 0
  /// The machine's `nextDeadline` after the last step, read once per step.
  private var deadline: ManualClock.Instant?

  // The model: what the test sent, independently of the state machine.
  private var model: Conditions
  private var currentItem: Int
  private var intervalWait: Duration?
  private var itemWaits: [Int: Duration] = [:]
  /// Whether no wait is in progress (so the next run starts a full wait rather than resuming a
  /// paused one): at the start, after any suspension other than pause, and after a restart
  /// while paused.
  private var needsFullWait = true
  /// When the wait in progress (or paused) began, and how long it is.
  private var waitStart = ManualClock.Instant.origin
  private var waitTotal = Duration.zero
  /// How far into its wait the user paused.
  private var pausedElapsed = Duration.zero
  /// The deadline the model expects: `nil` unless it may run.
  private var expectedDeadline: ManualClock.Instant?
  /// No advance may come before this: a full wait after the last full wait started.
  private var earliestAdvance: ManualClock.Instant?

  /// The conditions the model tracks, in a struct of plain values: debug builds copy it on
  /// every read, and copying the whole driver (with its dictionaries) would be slow.
  private struct Conditions {
    var isPlaying: Bool
    var isTouching = false
    /// Whether the host holds the carousel as a finger would.
    var isHeld = false
    var isReduceMotionOn = false
    var isVoiceOverOn = false
    var isSceneActive = true
    var isOnScreen = false
    var itemCount: Int
    var hasInterval: Bool

    /// Whether something other than the user's pause stops autoplay.
    var isBlocked: Bool {
      isTouching || isHeld || isReduceMotionOn || isVoiceOverOn || !isSceneActive || !isOnScreen
        || itemCount < 2 || !hasInterval
    }

    /// Whether autoplay may run now.
    var mayRun: Bool { isPlaying && !isBlocked }
  }

  init(seed: UInt64) {
    random = SeededGenerator(seed: seed)
    let isPlaying = random.next() % 2 == 0
    let sent = Self.intervals[random.below(Self.intervals.count)]
    let count = random.below(7) - 1
    let item = random.below(8) - 1
    intervalWait = sent.wait
    model = Conditions(
      isPlaying: isPlaying, itemCount: max(count, 0), hasInterval: sent.wait != nil)
    currentItem = Self.clamped(item, count: max(count, 0))
    autoplay = Autoplay(
      interval: sent.interval, itemCount: count, currentItem: item, isPlaying: isPlaying)
  }

  /// Where the run ended: the clock, the item and the deadline, to compare replays.
  var summary: String {
    "\(now) \(autoplay.currentItem) \(String(describing: autoplay.nextDeadline))"
  }

  /// Runs `steps` random steps; the first broken invariant, or `nil`.
  mutating func run(steps: Int) -> Failure? {
    deadline = autoplay.nextDeadline
    if let message = checkInvariants(deadlineBefore: nil, fullWaitStarted: false) {
      return failure(message, step: -1, .tick(advancedTo: nil))
    }
    for step in 0..<steps {
      let roll = random.below(100)
      if roll < 45 {
        if let broken = tickStep(roll: roll) {
          return failure(broken.message, step: step, broken.what)
        }
      } else {
        now = now.advanced(by: milliseconds(random.below(301)))
        if let broken = eventStep() {
          return failure(broken.message, step: step, broken.what)
        }
      }
    }
    return nil
  }

  // MARK: Model

  /// The model's wait for `item`: its own, else the interval's; `nil` when there is no interval.
  private func wait(forItem item: Int) -> Duration? {
    guard let intervalWait else { return nil }
    return itemWaits[item] ?? intervalWait
  }

  /// `item` clamped into the model's items, or 0 when there are none.
  private func clamped(_ item: Int) -> Int { Self.clamped(item, count: model.itemCount) }

  private static func clamped(_ item: Int, count: Int) -> Int {
    count > 0 ? min(max(item, 0), count - 1) : 0
  }

  /// Starts a full wait in the model at `now`; autoplay must be running.
  private mutating func startFullWait() {
    needsFullWait = false
    waitStart = now
    waitTotal = wait(forItem: currentItem) ?? .zero
    expectedDeadline = now.advanced(by: waitTotal)
    earliestAdvance = expectedDeadline
    counts.fullWaits += 1
  }

  /// The user paused the wait in progress at `now`: it keeps how far it had gone.
  private mutating func pauseWait() {
    pausedElapsed = min(max(waitStart.duration(to: now), .zero), waitTotal)
    expectedDeadline = nil
  }

  /// The user pressed play at `now` on a paused wait: the rest of it runs.
  private mutating func resumeWait() {
    waitStart = now.advanced(by: .zero - pausedElapsed)
    expectedDeadline = now.advanced(by: waitTotal - pausedElapsed)
    counts.resumes += 1
  }

  // MARK: Steps

  /// Moves the clock (to the deadline exactly, just before it, or by a random amount) and
  /// ticks; the broken invariant and the tick's result, or `nil`.
  private mutating func tickStep(roll: Int) -> StepFailure? {
    let deadlineBefore = deadline
    // Sampled before the clock moves: a paused wait must not move with time.
    let progressBefore = model.isPlaying ? 0 : autoplay.progress(at: now)
    if roll < 20, let deadlineBefore {
      now = max(now, deadlineBefore)
    } else if roll < 25, let deadlineBefore {
      now = max(now, deadlineBefore.advanced(by: minusOneMillisecond))
    } else {
      now = now.advanced(by: milliseconds(random.below(4001)))
    }
    let isDue = deadlineBefore.map { now >= $0 } ?? false
    if isDue {
      counts.ticksAtTheDeadline += 1
    } else if deadlineBefore != nil {
      counts.earlyTicks += 1
    }
    let advanced = autoplay.tick(at: now)
    deadline = autoplay.nextDeadline
    var fullWaitStarted = false
    if let advanced {
      guard model.mayRun else {
        return StepFailure(
          message: "advanced while the model says it may not run", what: .tick(advancedTo: advanced)
        )
      }
      guard isDue else {
        return StepFailure(
          message: "advanced before its deadline", what: .tick(advancedTo: advanced))
      }
      guard advanced == (currentItem + 1) % model.itemCount else {
        return StepFailure(
          message: "advanced to another item than the model's next one",
          what: .tick(advancedTo: advanced))
      }
      guard earliestAdvance.map({ now >= $0 }) ?? false else {
        return StepFailure(
          message: "advanced sooner than a full wait after the last restart",
          what: .tick(advancedTo: advanced))
      }
      currentItem = advanced
      counts.advances += 1
      startFullWait()
      fullWaitStarted = true
    } else {
      if model.mayRun && isDue {
        noOpTicksAtTheDeadline += 1
        if noOpTicksAtTheDeadline > Self.allowedNoOpTicksAtTheDeadline {
          return StepFailure(
            message: "a tick at the deadline did nothing while running",
            what: .tick(advancedTo: nil))
        }
      }
      guard deadline == deadlineBefore else {
        return StepFailure(
          message: "a tick that did nothing moved the deadline", what: .tick(advancedTo: nil))
      }
    }
    if !model.isPlaying {
      counts.pausedTicks += 1
      guard autoplay.progress(at: now) == progressBefore else {
        return StepFailure(message: "paused progress moved", what: .tick(advancedTo: advanced))
      }
    }
    if let message = checkInvariants(
      deadlineBefore: deadlineBefore, fullWaitStarted: fullWaitStarted)
    {
      return StepFailure(message: message, what: .tick(advancedTo: advanced))
    }
    return nil
  }

  /// Picks an event, records it in the model and sends it; the broken invariant and the event,
  /// or `nil`.
  private mutating func eventStep() -> StepFailure? {
    let wasRunning = model.mayRun
    let deadlineBefore = deadline
    let waitBefore = wait(forItem: currentItem)
    let item = random.below(8) - 1
    var restarts = false
    let event: AutoplayEvent
    // Each condition is sent in its running state 7 times in 8, so that sequences run often
    // (all eight conditions must hold at once) and still reach every suspension.
    let isGood = random.below(8) != 0
    switch random.below(14) {
    case 0:
      model.isOnScreen = true
      event = .appeared
    case 1:
      model.isOnScreen = isGood
      event = isGood ? .appeared : .disappeared
    case 2:
      let phase =
        isGood ? CarouselScenePhase.active : random.below(2) == 0 ? .inactive : .background
      model.isSceneActive = phase == .active
      event = .scene(phase)
    case 3:
      model.isPlaying = true
      event = .play
    case 4:
      model.isPlaying = random.below(2) == 0
      event = model.isPlaying ? .play : .pause
    case 5:
      model.isTouching = !isGood
      event = isGood ? .touchEnded(onItem: item) : .touchBegan
      if isGood {
        currentItem = clamped(item)
        restarts = true
      }
    case 6:
      model.isTouching = random.below(2) == 0
      event = model.isTouching ? .touchBegan : .touchEnded(onItem: item)
      if !model.isTouching {
        currentItem = clamped(item)
        restarts = true
      }
    case 7:
      currentItem = clamped(item)
      restarts = true
      event = .userNavigated(toItem: item)
    case 8:
      let count = isGood ? 2 + random.below(5) : random.below(3) - 1
      let selectionChanged = random.below(2) == 0
      model.itemCount = max(count, 0)
      currentItem = clamped(item)
      restarts = selectionChanged
      event = .itemsChanged(count: count, currentItem: item, selectionChanged: selectionChanged)
    case 9:
      let index =
        isGood ? random.below(Self.validIntervalCount) : random.below(Self.intervals.count)
      let sent = Self.intervals[index]
      intervalWait = sent.wait
      model.hasInterval = sent.wait != nil
      restarts = wait(forItem: currentItem) != waitBefore
      event = .intervalChanged(sent.interval)
    case 10:
      itemWaits = Self.itemWaitLists[random.below(Self.itemWaitLists.count)]
      restarts = wait(forItem: currentItem) != waitBefore
      event = .itemWaitsChanged(itemWaits)
    case 11:
      model.isReduceMotionOn = !isGood
      event = .reduceMotion(model.isReduceMotionOn)
    case 12:
      // The end of a hold is a lift on the current item: without the option to pause, a
      // restart. Repeated, a hold or its end changes nothing.
      let wasHeld = model.isHeld
      model.isHeld = !isGood
      restarts = wasHeld && !model.isHeld
      event = .held(model.isHeld)
    default:
      model.isVoiceOverOn = !isGood
      event = .voiceOver(model.isVoiceOverOn)
    }
    autoplay.handle(event, at: now)
    deadline = autoplay.nextDeadline

    var fullWaitStarted = false
    if model.isBlocked {
      needsFullWait = true
      expectedDeadline = nil
    } else if !model.isPlaying {
      if restarts {
        needsFullWait = true
      } else if wasRunning {
        pauseWait()
      }
      expectedDeadline = nil
    } else if restarts || needsFullWait {
      startFullWait()
      fullWaitStarted = true
    } else if wasRunning {
      // Nothing that matters changed: the deadline stays exactly where it was.
      guard deadline == deadlineBefore else {
        return StepFailure(
          message: "an event that changes nothing moved the deadline", what: .event(event))
      }
    } else {
      // Play after pause resumes the paused wait.
      resumeWait()
    }
    if let message = checkInvariants(
      deadlineBefore: deadlineBefore, fullWaitStarted: fullWaitStarted)
    {
      return StepFailure(message: message, what: .event(event))
    }
    return nil
  }

  // MARK: Invariants

  /// The invariants that hold after every step; a description of the first broken one, or
  /// `nil`. `fullWaitStarted` says the model started a full wait at `now` in this step.
  private func checkInvariants(deadlineBefore: ManualClock.Instant?, fullWaitStarted: Bool)
    -> String?
  {
    guard autoplay.itemCount == model.itemCount else { return "itemCount differs from the model" }
    guard autoplay.currentItem == currentItem else { return "currentItem differs from the model" }
    guard autoplay.isPlaying == model.isPlaying else { return "lost the user's play/pause choice" }
    guard model.isOnScreen || deadline == nil else { return "scheduled while off screen" }
    guard (deadline != nil) == model.mayRun else { return "running differs from the model" }
    guard let deadline else {
      if needsFullWait {
        guard autoplay.progress(at: now) == 0 else { return "progress without a wait" }
      }
      return nil
    }
    if deadline != deadlineBefore {
      guard deadline >= now else { return "deadline set in the past" }
    }
    guard earliestAdvance.map({ deadline >= $0 }) ?? false else {
      return "deadline sooner than a full wait after the last restart"
    }
    guard deadline == expectedDeadline else {
      return fullWaitStarted ? "a full wait is not the model's wait" : "deadline is not the model's"
    }
    return nil
  }

  private func failure(_ message: String, step: Int, _ what: Failure.Step) -> Failure {
    let model =
      "playing \(model.isPlaying), touching \(model.isTouching), held \(model.isHeld), "
      + "reduceMotion \(model.isReduceMotionOn), voiceOver \(model.isVoiceOverOn), "
      + "sceneActive \(model.isSceneActive), onScreen \(model.isOnScreen), "
      + "items \(model.itemCount), current \(currentItem), "
      + "interval wait \(String(describing: intervalWait)), item waits \(itemWaits), "
      + "needsFullWait \(needsFullWait), earliestAdvance \(String(describing: earliestAdvance)), "
      + "expectedDeadline \(String(describing: expectedDeadline)); autoplay: deadline "
      + "\(String(describing: autoplay.nextDeadline)), suspensions \(autoplay.suspensions)"
    return Failure(message: message, step: step, what: what, now: now, model: model)
  }
}

private let minusOneMillisecond = Duration(
  secondsComponent: 0, attosecondsComponent: -1_000_000_000_000_000)
