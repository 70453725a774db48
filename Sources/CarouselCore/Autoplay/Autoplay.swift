/// The autoplay state machine: decides when a carousel moves to its next item by itself.
///
/// It owns no timer and reads no clock. Each event is handled at the instant it happened
/// (``handle(_:at:)``); the one output the caller acts on is ``nextDeadline``: the caller keeps
/// one timer for it and calls ``tick(at:)`` when it fires, which returns the item to move to.
///
/// Rules:
/// - While running, a tick at or after the deadline advances to the next item (after the last
///   comes item 0) and starts the next wait; other ticks do nothing. With
///   ``AutoplayOptions/stopsAtEnd`` and a finite carousel, the last item's tick finishes instead
///   (``hasFinished``): nothing is scheduled until the current item changes.
/// - Autoplay runs only when nothing in ``AutoplaySuspension`` holds: playing, no finger on the
///   carousel (nor a host's hold, ``AutoplayEvent/held(_:)``, which counts as one), Reduce
///   Motion and VoiceOver off, paging allowed, scene active, on screen, 2 or more items, an
///   interval. When the last suspension ends, a full wait starts from zero.
///   With ``AutoplayOptions/pacesContent``, Reduce Motion and VoiceOver do not suspend it; with
///   ``AutoplayOptions/pausesOnTouch``, a finger pauses the wait as the user's pause does, and
///   its lift on the same item resumes it.
/// - Play/pause is the user's choice and survives every other event. Pause freezes
///   ``progress(at:)``; play resumes the remaining time, like `UIPageControlTimerProgress`,
///   unless the wait was restarted while paused (then play starts a full wait).
/// - A user navigation, a change of the item shown by an item list change, and a change of the
///   current item's wait restart it: the next advance is a full wait later. After the user's own
///   moves (``AutoplayEvent/userMoved``) it starts after the resume delay too. An event that
///   changes nothing does nothing.
///
/// ```swift
/// var autoplay = Autoplay<ManualClock>(itemCount: 5)
/// autoplay.handle(.appeared, at: clock.now)  // nextDeadline: 0 s + 3 s
/// clock.advance(by: .seconds(3))
/// autoplay.tick(at: clock.now)  // 1, and nextDeadline: 6 s
/// autoplay.handle(.touchBegan, at: clock.now)  // nextDeadline: nil
/// ```
package struct Autoplay<C: Clock>: Sendable where C.Duration == Duration {
  /// An instant on the clock `C`.
  package typealias Instant = C.Instant

  /// The timer: the only thing that changes with time.
  private enum State: Sendable {
    /// No wait in progress: autoplay is suspended, or the wait was restarted while paused.
    case idle
    /// Running: the wait began at `start` and ends at `deadline`.
    case waiting(start: Instant, deadline: Instant)
    /// Paused by the user (or a finger, with ``AutoplayOptions/pausesOnTouch``) `elapsed` into a
    /// wait of `total`: play (or the lift) resumes it.
    case frozen(elapsed: Duration, total: Duration)
    /// The last item's wait ended in a finite carousel that stops at its end
    /// (``AutoplayOptions/stopsAtEnd``): nothing waits until the current item changes.
    case finished
  }

  private var state = State.idle
  private var conditions: AutoplayConditions

  /// The item shown now, an index in `0..<itemCount` (0 when there are no items).
  package private(set) var currentItem: Int
  /// How many items the carousel has.
  package private(set) var itemCount: Int {
    didSet { conditions.set(.tooFewItems, holds: itemCount < 2) }
  }
  /// The interval between advances, used for items without their own wait.
  package private(set) var interval: AutoplayInterval {
    didSet { conditions.set(.noInterval, holds: interval.duration == nil) }
  }
  /// The items' own waits, by item index; items not listed wait for the interval.
  package private(set) var itemWaits: [Int: Duration] = [:]
  /// How long a wait restarted by the user's move waits before it begins, in
  /// `.zero...maximumResumeDelay`.
  package private(set) var resumeDelay: Duration = .zero
  /// How autoplay behaves beyond its interval.
  package private(set) var options: AutoplayOptions = []
  /// Whether the carousel loops: a looping carousel has no last item to stop at.
  package private(set) var isLooping = false
  /// Whether Reduce Motion is on, and whether VoiceOver is: they suspend autoplay unless it
  /// paces the content.
  private var systemSettings = (reduceMotion: false, voiceOver: false)
  /// Whether a finger is on the carousel, and whether the host holds it as one
  /// (``AutoplayEvent/held(_:)``): either is ``AutoplaySuspension/touching``.
  private var touches = (finger: false, held: false)

  /// The longest resume delay: 10^9 seconds, as the longest interval, so that instant
  /// arithmetic stays far from overflow.
  package static var maximumResumeDelay: Duration { .seconds(1_000_000_000) }

  /// How a wait restarts after an event.
  private enum Restart {
    /// It does not.
    case none
    /// A full wait starts now.
    case now
    /// A full wait starts after the resume delay.
    case afterResumeDelay
  }

  /// Creates a state machine that is off screen (so nothing is scheduled) until it has
  /// ``AutoplayEvent/appeared``. A negative `itemCount` counts as 0; `currentItem` is clamped
  /// into range.
  package init(
    interval: AutoplayInterval = .default, itemCount: Int = 0, currentItem: Int = 0,
    isPlaying: Bool = true
  ) {
    let count = max(itemCount, 0)
    // Property observers do not run in an initializer: set each condition here.
    conditions = AutoplayConditions()
    conditions.set(.pausedByUser, holds: !isPlaying)
    conditions.set(.tooFewItems, holds: count < 2)
    conditions.set(.noInterval, holds: interval.duration == nil)
    self.itemCount = count
    self.interval = interval
    self.currentItem = 0
    self.currentItem = clampedItem(currentItem)
  }

  // MARK: Outputs

  /// The one pending deadline, or `nil` when nothing is scheduled.
  package var nextDeadline: Instant? {
    guard case .waiting(_, let deadline) = state else { return nil }
    return deadline
  }

  /// The user's play/pause choice.
  package var isPlaying: Bool { !conditions.holds(.pausedByUser) }

  /// Whether the last item's wait ended in a finite carousel that stops at its end: autoplay
  /// waits for the current item to change (see ``AutoplayOptions/stopsAtEnd``).
  package var hasFinished: Bool {
    guard case .finished = state else { return false }
    return true
  }

  /// Every reason autoplay is not running, in ``AutoplaySuspension`` order; empty when running.
  package var suspensions: [AutoplaySuspension] {
    AutoplaySuspension.allCases.filter(conditions.holds)
  }

  /// How long autoplay waits on `item`: its own wait, else the interval; `nil` when there is
  /// no interval (autoplay off).
  package func waitDuration(forItem item: Int) -> Duration? {
    guard let fallback = interval.duration else { return nil }
    return itemWaits[item] ?? fallback
  }

  /// How far the current wait has gone, from 0 at its start to 1 at the deadline, clamped; for
  /// timer-progress indicators. Frozen while the user has paused; 1 once finished; 0 when
  /// nothing is waiting.
  package func progress(at now: Instant) -> Double {
    switch state {
    case .idle:
      return 0
    case .finished:
      return 1
    case .waiting(let start, let deadline):
      return fraction(start.duration(to: now), of: start.duration(to: deadline))
    case .frozen(let elapsed, let total):
      return fraction(elapsed, of: total)
    }
  }

  /// How far the current wait has gone, as ``progress(at:)``, or `nil` when no wait exists:
  /// something other than the user's pause holds (no interval, fewer than two items, a finger,
  /// Reduce Motion, VoiceOver, the scene, off screen). While the user has paused (or a finger
  /// that pauses) it is the frozen progress, or 0 when the wait was restarted while paused
  /// (play then starts a full wait); once finished, 1.
  package func waitProgress(at now: Instant) -> Double? {
    switch state {
    case .frozen, .finished: return progress(at: now)
    case .idle, .waiting: return conditions.isBlocked ? nil : progress(at: now)
    }
  }

  // MARK: Events

  /// Handles `event` at `now`: records what it says and brings the one deadline in line with it.
  package mutating func handle(_ event: AutoplayEvent, at now: Instant) {
    settle(at: now, restarting: update(for: event))
  }

  /// The caller's timer fired (or woke for any reason: early or repeated ticks are harmless).
  /// When the wait is over, moves to the next item (after the last comes item 0), starts the
  /// next wait and returns the item; otherwise returns `nil` and changes nothing.
  package mutating func tick(at now: Instant) -> Int? {
    guard case .waiting(_, let deadline) = state, now >= deadline else { return nil }
    if stopsAtLastItem, currentItem == itemCount - 1 {
      state = .finished
      return nil
    }
    currentItem = (currentItem + 1) % itemCount
    startFullWait(at: now, delay: .zero)
    return currentItem
  }

  // MARK: Transitions

  /// Records what `event` says about the conditions and the items; how it restarts the wait.
  private mutating func update(for event: AutoplayEvent) -> Restart {
    switch event {
    case .appeared:
      conditions.set(.offScreen, holds: false)
    case .disappeared:
      conditions.set(.offScreen, holds: true)
    case .scene(let phase):
      conditions.set(.sceneNotActive, holds: phase != .active)
    case .play:
      conditions.set(.pausedByUser, holds: false)
    case .pause:
      conditions.set(.pausedByUser, holds: true)
    case .touchBegan:
      touches.finger = true
      applyTouches()
    case .touchEnded(let item):
      touches.finger = false
      return touchLifted(onItem: item)
    case .held(let isHeld):
      guard isHeld != touches.held else { return .none }
      touches.held = isHeld
      guard isHeld else { return touchLifted(onItem: currentItem) }
      applyTouches()
    case .userNavigated(let item):
      currentItem = clampedItem(item)
      return .now
    case .itemsChanged(let count, let item, let selectionChanged):
      itemCount = max(count, 0)
      currentItem = clampedItem(item)
      return selectionChanged ? .now : .none
    case .intervalChanged(let newInterval):
      let waitBefore = waitDuration(forItem: currentItem)
      interval = newInterval
      return !hasFinished && waitDuration(forItem: currentItem) != waitBefore ? .now : .none
    case .itemWaitsChanged(let waits):
      let waitBefore = waitDuration(forItem: currentItem)
      itemWaits = waits
      return !hasFinished && waitDuration(forItem: currentItem) != waitBefore ? .now : .none
    case .resumeDelayChanged(let delay):
      resumeDelay = min(max(delay, .zero), Self.maximumResumeDelay)
    case .userMoved:
      return resumeDelay > .zero ? .afterResumeDelay : .none
    case .reduceMotion(let isOn):
      systemSettings.reduceMotion = isOn
      applySystemSettings()
    case .voiceOver(let isOn):
      systemSettings.voiceOver = isOn
      applySystemSettings()
    case .optionsChanged(let newOptions, let looping):
      let stoppedBefore = stopsAtLastItem
      (options, isLooping) = (newOptions, looping)
      applySystemSettings()
      // A carousel that stopped at its end goes on when it no longer stops there.
      return hasFinished && stoppedBefore && !stopsAtLastItem ? .now : .none
    case .pagingDisabled(let isOff):
      conditions.set(.pagingDisabled, holds: isOff)
    }
    return .none
  }

  /// Brings the timer in line with the conditions after an event.
  private mutating func settle(at now: Instant, restarting restart: Restart) {
    // Finished is no wait: suspensions leave it be, and only a full restart (the current item
    // changed) ends it.
    if hasFinished, restart != .now { return }
    if isBlocked || (restart != .none && isHeld) {
      state = .idle
      return
    }
    switch restart {
    case .now: return startFullWait(at: now, delay: .zero)
    case .afterResumeDelay: return startFullWait(at: now, delay: resumeDelay)
    case .none: break
    }
    switch state {
    case .waiting(let start, let deadline):
      guard isHeld else { return }
      let total = start.duration(to: deadline)
      state = .frozen(elapsed: min(max(start.duration(to: now), .zero), total), total: total)
    case .frozen(let elapsed, let total):
      guard !isHeld else { return }
      state = .waiting(
        start: now.advanced(by: .zero - elapsed), deadline: now.advanced(by: total - elapsed))
    case .idle:
      if !isHeld { startFullWait(at: now, delay: .zero) }
    case .finished:
      break
    }
  }

  /// Whether a finger holds the wait paused rather than suspending autoplay
  /// (``AutoplayOptions/pausesOnTouch``).
  private var touchPauses: Bool {
    options.contains(.pausesOnTouch) && conditions.holds(.touching)
  }

  /// Whether something suspends autoplay, so that no wait exists: a finger that pauses does not.
  private var isBlocked: Bool {
    touchPauses ? conditions.isBlocked(ignoring: .touching) : conditions.isBlocked
  }

  /// Whether the wait is held where it is: the user paused, or a finger that pauses is down.
  private var isHeld: Bool { !isPlaying || touchPauses }

  /// Whether the last item's wait finishes autoplay rather than rewinding.
  private var stopsAtLastItem: Bool { options.contains(.stopsAtEnd) && !isLooping }

  /// Sets the touching suspension from the finger and the host's hold: either holds it.
  private mutating func applyTouches() {
    conditions.set(.touching, holds: touches.finger || touches.held)
  }

  /// A finger lifted, or the host's hold ended, with the carousel on `item`: how the wait
  /// restarts. While the other is still down, the restart waits for it.
  private mutating func touchLifted(onItem item: Int) -> Restart {
    applyTouches()
    let isSameItem = clampedItem(item) == currentItem
    currentItem = clampedItem(item)
    // A finished carousel stays finished under a touch that did not move it.
    if isSameItem, hasFinished { return .none }
    guard isSameItem, options.contains(.pausesOnTouch) else { return .now }
    // A wait the touch paused resumes; one that was restarted meanwhile starts in full.
    if case .frozen = state { return .none }
    return .now
  }

  /// Sets the Reduce Motion and VoiceOver suspensions from the system settings: neither holds
  /// when autoplay paces the content.
  private mutating func applySystemSettings() {
    let paces = options.contains(.pacesContent)
    conditions.set(.reduceMotion, holds: systemSettings.reduceMotion && !paces)
    conditions.set(.voiceOver, holds: systemSettings.voiceOver && !paces)
  }

  /// Starts the current item's whole wait `delay` after `now` (its progress stays 0 until
  /// then; a pause meanwhile freezes it at 0, and play starts a full wait).
  private mutating func startFullWait(at now: Instant, delay: Duration) {
    // Never nil while running: no interval blocks autoplay.
    guard let wait = waitDuration(forItem: currentItem) else {
      state = .idle
      return
    }
    let start = now.advanced(by: delay)
    state = .waiting(start: start, deadline: start.advanced(by: wait))
  }

  /// `item` clamped into `0..<itemCount`, or 0 when there are no items.
  private func clampedItem(_ item: Int) -> Int {
    itemCount > 0 ? min(max(item, 0), itemCount - 1) : 0
  }
}

/// `elapsed / total`, clamped to `0...1`; a wait of no length is complete.
private func fraction(_ elapsed: Duration, of total: Duration) -> Double {
  guard total > .zero else { return 1 }
  return min(max(elapsed / total, 0), 1)
}
