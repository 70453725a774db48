/// The autoplay state machine: decides when a carousel moves to its next item by itself.
///
/// It owns no timer and reads no clock. Each event is a `mutating` method that takes the current
/// instant and returns an ``AutoplayAction`` the caller performs; the caller keeps one timer for
/// ``nextDeadline`` and calls ``tick(at:)`` when it fires. `Autoplay<ContinuousClock>` is the
/// usual app type (`Autoplay()` without a clock type makes one); `Autoplay<ManualClock>` is the
/// test type.
///
/// Rules:
/// - While running, a tick at or after the deadline advances to the next item (after the last
///   comes item 0) and starts the next wait; other ticks do nothing.
/// - Autoplay runs only when nothing in ``AutoplaySuspension`` holds: playing, no finger down,
///   Reduce Motion and VoiceOver off, scene active, on screen, 2 or more items, a valid interval.
///   When the last suspension ends, a full wait starts from zero.
/// - Play/pause is the user's choice and survives every other event. Pause freezes
///   ``progress(at:)``; play resumes the remaining time, like `UIPageControlTimerProgress`,
///   unless the wait was restarted while paused (then play starts a full wait).
/// - A drag ending, a user navigation, an item list change and an interval change restart the
///   wait: the next advance is a full wait later.
///
/// ```swift
/// let clock = ManualClock()
/// var autoplay = Autoplay<ManualClock>(itemCount: 5)
/// autoplay.appeared(at: clock.now)  // .schedule(0 s + 3 s)
/// clock.advance(by: .seconds(3))
/// autoplay.tick(at: clock.now)      // .advance(toItem: 1, next: 6 s)
/// autoplay.dragBegan(at: clock.now) // .cancel
/// ```
public struct Autoplay<C: Clock>: Sendable where C.Duration == Duration {
  /// An instant on the clock `C`.
  public typealias Instant = C.Instant

  /// The timer: the only thing that changes with time.
  private enum State: Sendable {
    /// No wait in progress: autoplay is suspended, or the wait was restarted while paused.
    case idle
    /// Running: the wait began at `start` and ends at `deadline`.
    case waiting(start: Instant, deadline: Instant)
    /// Paused by the user `elapsed` into a wait of `total`: play resumes it.
    case frozen(elapsed: Duration, total: Duration)
  }

  private var state = State.idle
  private var conditions: AutoplayConditions

  /// The item shown now, an index in `0..<itemCount` (0 when there are no items).
  public private(set) var currentItem: Int
  /// How many items the carousel has.
  public private(set) var itemCount: Int {
    didSet { conditions.set(.tooFewItems, holds: itemCount < 2) }
  }
  /// The interval between advances, used for items without their own wait.
  public private(set) var interval: AutoplayInterval {
    didSet { conditions.set(.invalidInterval, holds: interval.duration == nil) }
  }
  /// Per-item waits as last given by ``itemDurationsChanged(_:at:)``.
  public private(set) var itemDurations: [AutoplayInterval?] = []

  /// Creates a state machine that is off screen (so nothing is scheduled) until
  /// ``appeared(at:)``. A negative `itemCount` counts as 0; `currentItem` is clamped into range.
  public init(
    interval: AutoplayInterval = .default, itemCount: Int = 0, currentItem: Int = 0,
    isPlaying: Bool = true
  ) {
    self.init(
      building: interval, itemCount: itemCount, currentItem: currentItem, isPlaying: isPlaying)
  }

  /// The one place both public initializers build from, so they cannot drift apart.
  private init(
    building interval: AutoplayInterval, itemCount: Int, currentItem: Int, isPlaying: Bool
  ) {
    let count = max(itemCount, 0)
    // Property observers do not run in an initializer: set each condition here.
    conditions = AutoplayConditions()
    conditions.set(.pausedByUser, holds: !isPlaying)
    conditions.set(.tooFewItems, holds: count < 2)
    conditions.set(.invalidInterval, holds: interval.duration == nil)
    self.itemCount = count
    self.interval = interval
    self.currentItem = 0
    self.currentItem = clampedItem(currentItem)
  }

  // MARK: Outputs

  /// The one pending deadline, or `nil` when nothing is scheduled.
  public var nextDeadline: Instant? {
    guard case .waiting(_, let deadline) = state else { return nil }
    return deadline
  }

  /// Whether a deadline is pending.
  public var isRunning: Bool { nextDeadline != nil }

  /// The user's play/pause choice.
  public var isPlaying: Bool { !conditions.holds(.pausedByUser) }

  /// The interval's diagnostic, then those of the per-item waits, in item order.
  public var diagnostics: [CarouselDiagnostic] {
    let itemDiagnostics = itemDurations.enumerated().compactMap { item, duration in
      duration?.diagnostic.map { diagnostic -> CarouselDiagnostic in
        // An invalid item duration does not turn autoplay off: the item uses the interval.
        guard case .invalidInterval(let seconds) = diagnostic else { return diagnostic }
        return .invalidItemDuration(item: item, seconds: seconds)
      }
    }
    return (interval.diagnostic.map { [$0] } ?? []) + itemDiagnostics
  }

  /// Every reason autoplay is not running, in ``AutoplaySuspension`` order; empty when running.
  public var suspensions: [AutoplaySuspension] {
    AutoplaySuspension.allCases.filter(conditions.holds)
  }

  /// The first of ``suspensions``, or `nil` when running.
  public var suspension: AutoplaySuspension? {
    AutoplaySuspension.allCases.first(where: conditions.holds)
  }

  /// How long autoplay waits on `item`: its own valid wait, else the interval; `nil` when the
  /// interval is invalid (autoplay off).
  public func waitDuration(forItem item: Int) -> Duration? {
    guard let fallback = interval.duration else { return nil }
    guard itemDurations.indices.contains(item) else { return fallback }
    return itemDurations[item]?.duration ?? fallback
  }

  /// How far the current wait has gone, from 0 at its start to 1 at the deadline, clamped; for
  /// timer-progress indicators. Frozen while the user has paused; 0 when nothing is waiting.
  public func progress(at now: Instant) -> Double {
    switch state {
    case .idle:
      return 0
    case .waiting(let start, let deadline):
      return fraction(start.duration(to: now), of: start.duration(to: deadline))
    case .frozen(let elapsed, let total):
      return fraction(elapsed, of: total)
    }
  }

  // MARK: Events

  /// Handles `event` at `now` and returns what the caller must do.
  public mutating func handle(_ event: AutoplayEvent, at now: Instant) -> AutoplayAction<Instant> {
    if case .tick = event { return advanceIfDue(at: now) }
    let deadlineBefore = nextDeadline
    let restartsWait = update(for: event)
    return action(from: deadlineBefore, to: settle(at: now, restartingWait: restartsWait))
  }

  /// The carousel came on screen. See ``AutoplayEvent/appeared``.
  public mutating func appeared(at now: Instant) -> AutoplayAction<Instant> {
    handle(.appeared, at: now)
  }

  /// The carousel went off screen; nothing stays scheduled. See ``AutoplayEvent/disappeared``.
  public mutating func disappeared(at now: Instant) -> AutoplayAction<Instant> {
    handle(.disappeared, at: now)
  }

  /// The scene phase changed. See ``AutoplayEvent/scene(_:)``.
  public mutating func sceneChanged(
    to phase: CarouselScenePhase, at now: Instant
  ) -> AutoplayAction<Instant> {
    handle(.scene(phase), at: now)
  }

  /// The user pressed play. See ``AutoplayEvent/play``.
  public mutating func play(at now: Instant) -> AutoplayAction<Instant> {
    handle(.play, at: now)
  }

  /// The user pressed pause. See ``AutoplayEvent/pause``.
  public mutating func pause(at now: Instant) -> AutoplayAction<Instant> {
    handle(.pause, at: now)
  }

  /// A finger went down on the carousel. See ``AutoplayEvent/dragBegan``.
  public mutating func dragBegan(at now: Instant) -> AutoplayAction<Instant> {
    handle(.dragBegan, at: now)
  }

  /// The drag ended on `item`. See ``AutoplayEvent/dragEnded(onItem:)``.
  public mutating func dragEnded(onItem item: Int, at now: Instant) -> AutoplayAction<Instant> {
    handle(.dragEnded(onItem: item), at: now)
  }

  /// The user moved to `item` (swipe, dot tap, accessibility, outside selection).
  /// See ``AutoplayEvent/userNavigated(toItem:)``.
  public mutating func userNavigated(toItem item: Int, at now: Instant) -> AutoplayAction<Instant> {
    handle(.userNavigated(toItem: item), at: now)
  }

  /// The item list changed. See ``AutoplayEvent/itemsChanged(count:currentItem:)``.
  public mutating func itemsChanged(
    count: Int, currentItem: Int, at now: Instant
  ) -> AutoplayAction<Instant> {
    handle(.itemsChanged(count: count, currentItem: currentItem), at: now)
  }

  /// The interval changed. See ``AutoplayEvent/intervalChanged(_:)``.
  public mutating func intervalChanged(
    _ interval: AutoplayInterval, at now: Instant
  ) -> AutoplayAction<Instant> {
    handle(.intervalChanged(interval), at: now)
  }

  /// The per-item waits changed. See ``AutoplayEvent/itemDurationsChanged(_:)``.
  public mutating func itemDurationsChanged(
    _ durations: [AutoplayInterval?], at now: Instant
  ) -> AutoplayAction<Instant> {
    handle(.itemDurationsChanged(durations), at: now)
  }

  /// Reduce Motion was turned on or off. See ``AutoplayEvent/reduceMotion(_:)``.
  public mutating func reduceMotionChanged(_ isOn: Bool, at now: Instant) -> AutoplayAction<Instant>
  {
    handle(.reduceMotion(isOn), at: now)
  }

  /// VoiceOver was turned on or off. See ``AutoplayEvent/voiceOver(_:)``.
  public mutating func voiceOverChanged(_ isOn: Bool, at now: Instant) -> AutoplayAction<Instant> {
    handle(.voiceOver(isOn), at: now)
  }

  /// The caller's timer fired. See ``AutoplayEvent/tick``.
  public mutating func tick(at now: Instant) -> AutoplayAction<Instant> {
    handle(.tick, at: now)
  }

  // MARK: Transitions

  /// Advances when the deadline has come; a tick before it, or with none, is a spurious wake-up.
  private mutating func advanceIfDue(at now: Instant) -> AutoplayAction<Instant> {
    guard case .waiting(_, let deadline) = state, now >= deadline else { return .none }
    currentItem = (currentItem + 1) % itemCount
    return .advance(toItem: currentItem, next: startFullWait(at: now))
  }

  /// Records what `event` says about the conditions and the items; whether it restarts the wait.
  private mutating func update(for event: AutoplayEvent) -> Bool {
    switch event {
    case .tick:
      return false  // time passing changes no condition
    case .appeared:
      conditions.set(.offScreen, holds: false)
      return false
    case .disappeared:
      conditions.set(.offScreen, holds: true)
      return false
    case .scene(let phase):
      conditions.set(.sceneNotActive, holds: phase != .active)
      return false
    case .play:
      conditions.set(.pausedByUser, holds: false)
      return false
    case .pause:
      conditions.set(.pausedByUser, holds: true)
      return false
    case .dragBegan:
      conditions.set(.dragging, holds: true)
      return false
    case .dragEnded(let item):
      conditions.set(.dragging, holds: false)
      currentItem = clampedItem(item)
      return true
    case .userNavigated(let item):
      currentItem = clampedItem(item)
      return true
    case .itemsChanged(let count, let item):
      itemCount = max(count, 0)
      currentItem = clampedItem(item)
      return true
    case .intervalChanged(let interval):
      let isChanged = interval.duration != self.interval.duration
      self.interval = interval
      return isChanged
    case .itemDurationsChanged(let durations):
      let isChanged = durations.map { $0?.duration } != itemDurations.map { $0?.duration }
      itemDurations = durations
      return isChanged
    case .reduceMotion(let isOn):
      conditions.set(.reduceMotion, holds: isOn)
      return false
    case .voiceOver(let isOn):
      conditions.set(.voiceOver, holds: isOn)
      return false
    }
  }

  /// Brings the timer in line with the conditions after an event; returns the deadline it
  /// leaves (one look at the state: debug builds pay for each).
  private mutating func settle(at now: Instant, restartingWait restarts: Bool) -> Instant? {
    if conditions.isBlocked || (restarts && !isPlaying) {
      state = .idle
      return nil
    }
    if restarts { return startFullWait(at: now) }
    switch state {
    case .waiting(let start, let deadline):
      guard !isPlaying else { return deadline }
      let total = start.duration(to: deadline)
      state = .frozen(elapsed: min(max(start.duration(to: now), .zero), total), total: total)
      return nil
    case .frozen(let elapsed, let total):
      guard isPlaying else { return nil }
      let deadline = now.advanced(by: total - elapsed)
      state = .waiting(start: now.advanced(by: .zero - elapsed), deadline: deadline)
      return deadline
    case .idle:
      return isPlaying ? startFullWait(at: now) : nil
    }
  }

  /// Starts the current item's whole wait at `now`; returns its deadline.
  private mutating func startFullWait(at now: Instant) -> Instant? {
    guard let wait = waitDuration(forItem: currentItem) else {
      state = .idle  // unreachable while running: an invalid interval blocks autoplay
      return nil
    }
    let deadline = now.advanced(by: wait)
    state = .waiting(start: now, deadline: deadline)
    return deadline
  }

  /// The action that takes the caller's timer from `before` to `after`.
  private func action(from before: Instant?, to after: Instant?) -> AutoplayAction<Instant> {
    guard let after else { return before == nil ? .none : .cancel }
    if let before, before == after { return .none }
    return .schedule(after)
  }

  /// `item` clamped into `0..<itemCount`, or 0 when there are no items.
  private func clampedItem(_ item: Int) -> Int {
    itemCount > 0 ? min(max(item, 0), itemCount - 1) : 0
  }
}

extension Autoplay where C == ContinuousClock {
  /// Creates an `Autoplay<ContinuousClock>`, the usual app type, so that `Autoplay()` needs no
  /// clock type. Same parameters as the generic initializer.
  public init(
    interval: AutoplayInterval = .default, itemCount: Int = 0, currentItem: Int = 0,
    isPlaying: Bool = true
  ) {
    self.init(
      building: interval, itemCount: itemCount, currentItem: currentItem, isPlaying: isPlaying)
  }
}

/// `elapsed / total`, clamped to `0...1`; a wait of no length is complete.
private func fraction(_ elapsed: Duration, of total: Duration) -> Double {
  guard total > .zero else { return 1 }
  return min(max(elapsed / total, 0), 1)
}
