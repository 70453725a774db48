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
  /// Per-item waits as last given by ``itemDurationsChanged(_:at:)``.
  public private(set) var itemDurations: [AutoplayInterval?] = []

  /// Creates a state machine that is off screen (so nothing is scheduled) until
  /// ``appeared(at:)``. A negative `itemCount` counts as 0; `currentItem` is clamped into range.
  public init(
    interval: AutoplayInterval = .default, itemCount: Int = 0, currentItem: Int = 0,
    isPlaying: Bool = true
  ) {
    self.init(
      conditions: AutoplayConditions(
        isPlaying: isPlaying, itemCount: max(itemCount, 0), interval: interval),
      currentItem: currentItem)
  }

  /// The one place both public initializers build from, so they cannot drift apart.
  private init(conditions: AutoplayConditions, currentItem: Int) {
    self.conditions = conditions
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
  public var isPlaying: Bool { conditions.isPlaying }

  /// How many items the carousel has.
  public var itemCount: Int { conditions.itemCount }

  /// The interval between advances, used for items without their own wait.
  public var interval: AutoplayInterval { conditions.interval }

  /// The interval's diagnostic, then those of the per-item waits, in item order.
  public var diagnostics: [CarouselDiagnostic] {
    ([interval] + itemDurations.compactMap { $0 }).compactMap(\.diagnostic)
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
    let deadlineBefore = nextDeadline
    let restartsWait: Bool
    switch event {
    case .tick:
      return advanceIfDue(at: now)
    case .appeared, .disappeared:
      conditions.isOnScreen = event == .appeared
      restartsWait = false
    case .scene(let phase):
      conditions.scene = phase
      restartsWait = false
    case .play, .pause:
      conditions.isPlaying = event == .play
      restartsWait = false
    case .dragBegan:
      conditions.isDragging = true
      restartsWait = false
    case .dragEnded(let item):
      conditions.isDragging = false
      currentItem = clampedItem(item)
      restartsWait = true
    case .userNavigated(let item):
      currentItem = clampedItem(item)
      restartsWait = true
    case .itemsChanged(let count, let item):
      conditions.itemCount = max(count, 0)
      currentItem = clampedItem(item)
      restartsWait = true
    case .intervalChanged(let interval):
      restartsWait = interval.duration != conditions.interval.duration
      conditions.interval = interval
    case .itemDurationsChanged(let durations):
      restartsWait = durations.map { $0?.duration } != itemDurations.map { $0?.duration }
      itemDurations = durations
    case .reduceMotion(let isOn):
      conditions.isReduceMotionOn = isOn
      restartsWait = false
    case .voiceOver(let isOn):
      conditions.isVoiceOverOn = isOn
      restartsWait = false
    }
    settle(at: now, restartingWait: restartsWait)
    return action(from: deadlineBefore, to: nextDeadline)
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
  public mutating func userNavigated(toItem item: Int, at now: Instant) -> AutoplayAction<Instant>
  {
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
    startFullWait(at: now)
    return .advance(toItem: currentItem, next: nextDeadline)
  }

  /// Brings the timer in line with the conditions after an event.
  private mutating func settle(at now: Instant, restartingWait restarts: Bool) {
    if conditions.isBlocked {
      state = .idle
    } else if !conditions.isPlaying {
      if restarts {
        state = .idle
      } else if case .waiting(let start, let deadline) = state {
        let total = start.duration(to: deadline)
        state = .frozen(elapsed: min(max(start.duration(to: now), .zero), total), total: total)
      }
    } else if case .frozen(let elapsed, let total) = state, !restarts {
      state = .waiting(start: now.advanced(by: .zero - elapsed), deadline: now.advanced(by: total - elapsed))
    } else if restarts || nextDeadline == nil {
      startFullWait(at: now)
    }
  }

  /// Starts the current item's whole wait at `now`.
  private mutating func startFullWait(at now: Instant) {
    guard let wait = waitDuration(forItem: currentItem) else {
      state = .idle  // unreachable while running: an invalid interval blocks autoplay
      return
    }
    state = .waiting(start: now, deadline: now.advanced(by: wait))
  }

  /// The action that takes the caller's timer from `before` to `after`.
  private func action(from before: Instant?, to after: Instant?) -> AutoplayAction<Instant> {
    guard before != after else { return .none }
    guard let after else { return .cancel }
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
      conditions: AutoplayConditions(
        isPlaying: isPlaying, itemCount: max(itemCount, 0), interval: interval),
      currentItem: currentItem)
  }
}

/// `elapsed / total`, clamped to `0...1`; a wait of no length is complete.
private func fraction(_ elapsed: Duration, of total: Duration) -> Double {
  guard total > .zero else { return 1 }
  return min(max(elapsed / total, 0), 1)
}
