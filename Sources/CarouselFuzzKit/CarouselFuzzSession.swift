import CarouselCore

/// One carousel driven by fuzzed bytes the way the SwiftUI layer drives it, with the engine's
/// promises checked after every step: the single implementation behind the libFuzzer target
/// (`Scripts/fuzz`), the corpus replay in `swift test` and `carousel-bench --soak`.
///
/// Each step reads an event from the bytes: a clock move (forward, backward or not at all, with
/// or without the driver's tick), an item-list edit (insert, remove, reorder, duplicate IDs,
/// empty, huge), a configuration change (hostile intervals and lengths, every style, axis,
/// direction, looping), a selection, a drag, a lifecycle or environment change, or a query. After
/// it, ``run(_:)`` checks that every output is finite, the selection is valid, at most one
/// deadline is pending and never before the event that set it, exactly when the events allow
/// autoplay, the visible items are bounded and distinct, and the carousel, left alone, rests on
/// the selected item's page.
///
/// ```swift
/// if let failure = CarouselFuzzSession.check(bytes) { fatalError(failure.description) }
/// ```
package struct CarouselFuzzSession: Sendable {
  /// The engine under test, with the integer IDs the session makes.
  package typealias Engine = CarouselEngine<Int, ManualClock>
  /// An instant on the session's manual clock.
  package typealias Instant = ManualClock.Instant

  /// The engine, as the last step left it.
  package private(set) var engine: Engine
  /// The session's clock: the instant of the last event (it may go backwards).
  package private(set) var now = Instant.origin
  /// How many steps have run.
  package private(set) var stepCount = 0
  /// The longest single move of the clock a step makes, forward or (a thousandth of it)
  /// backward; a soak lowers it to simulate everyday use. Default about 2,000 years.
  package var longestClockMove = Duration.seconds(Int64(65_535) * 1_000_000)

  // The model: what the events said, kept apart from the engine to check it against.
  var configuration: CarouselConfiguration
  var isOnScreen = false
  var isSceneActive = true
  var isReduceMotionOn = false
  var isVoiceOverOn = false
  var isPlaying = true
  var isFingerDown = false
  /// The item list last given, duplicates included: the same list again changes nothing.
  var lastGivenIDs = Array(0..<5)
  /// The latest instant any event carried: a motion may have started there even after the
  /// clock went back, and the engine shows its start for instants before it.
  var latestInstant = Instant.origin
  /// The next ID that no list has held yet.
  var freshID = 1_000_000
  /// The last events, oldest first, for failure reports; bounded so long runs do not grow.
  private var recentEvents: [String] = []
  private static let recentEventLimit = 16

  /// A session over five items, 390 × 260 points, autoplaying every 3 seconds, not yet on screen.
  package init() {
    configuration = CarouselConfiguration(
      autoplay: .default, viewportWidth: 390, viewportHeight: 260)
    engine = Engine(items: 0..<5, configuration: configuration, at: now)
  }

  /// Runs `bytes` in a new session and ends it; the first broken promise, or `nil`.
  package static func check(_ bytes: [UInt8]) -> FuzzFailure? {
    var session = CarouselFuzzSession()
    return session.run(bytes) ?? session.finish()
  }

  /// Runs the steps `bytes` decode to, checking the promises after each; the first broken
  /// promise, or `nil`. The session goes on from where the last call left it.
  package mutating func run(_ bytes: [UInt8]) -> FuzzFailure? {
    var input = FuzzBytes(bytes)
    while !input.isExhausted {
      let before = Snapshot(engine: engine, now: now)
      let event = perform(&input)
      stepCount += 1
      recentEvents.append(event.name)
      if recentEvents.count > Self.recentEventLimit { recentEvents.removeFirst() }
      if let failure = brokenPromise(after: event, before: before) { return failure }
    }
    return nil
  }

  /// Ends the session as a view does when it goes away: after disappearing, and again in the
  /// background, nothing is scheduled.
  package mutating func finish() -> FuzzFailure? {
    engine.disappeared(at: now)
    isOnScreen = false
    isFingerDown = false
    if let deadline = engine.nextDeadline {
      return failure("scheduled after disappearing", "deadline \(deadline)")
    }
    engine.appeared(at: now)
    engine.sceneChanged(to: .background, at: now)
    if let deadline = engine.nextDeadline {
      return failure("scheduled in the background", "deadline \(deadline)")
    }
    return nil
  }

  /// A failure report for the current step.
  func failure(_ invariant: String, _ detail: String) -> FuzzFailure {
    FuzzFailure(
      invariant: invariant, detail: detail, step: stepCount, recentEvents: recentEvents)
  }

  /// Moves the clock to `instant`, forward or backward.
  mutating func setClock(to instant: Instant) {
    now = instant
    latestInstant = max(latestInstant, instant)
  }

  /// Replaces the engine, as a view that is created anew does; the model starts over with it.
  mutating func replaceEngine(with newEngine: Engine) {
    engine = newEngine
    configuration = newEngine.configuration
    isOnScreen = false
    isSceneActive = true
    isReduceMotionOn = false
    isVoiceOverOn = false
    isPlaying = true
    isFingerDown = false
  }

  /// Applies `change` to the engine.
  mutating func send(_ change: (inout Engine, Instant) -> Void) { change(&engine, now) }
}

/// What the engine showed before a step.
struct Snapshot {
  var ids: CarouselItemList<Int>
  var selectedIndex: Int?
  var deadline: ManualClock.Instant?

  init(engine: CarouselFuzzSession.Engine, now: ManualClock.Instant) {
    ids = engine.itemIDs
    selectedIndex = engine.selectedIndex
    deadline = engine.nextDeadline
  }

  var selectedID: Int? { selectedIndex.map { ids[$0] } }
}

/// What one step did, and what the engine documents for it.
struct FuzzEvent {
  var name: String
  var expectation = Expectation.none
  /// The driver ticked: at (or after) the deadline, it must advance.
  var isTick = false

  enum Expectation {
    case none
    /// The selected item stays selected.
    case keepsSelection
    /// This item is selected afterwards (`nil`: none).
    case selects(Int?)
    /// The item list changed to `given`: duplicates dropped (reported unless `given` is the
    /// list given last time), the selected item kept or its nearest survivor chosen.
    case itemsChanged(given: [Int], isNew: Bool)
    /// A promise was found broken while the event ran.
    case broken(String)
  }
}
