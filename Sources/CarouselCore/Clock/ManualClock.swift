#if !hasFeature(Embedded)
  /// A clock that moves only when you tell it to: for tests, previews and scripted demos.
  ///
  /// Every CarouselCore decision takes the current instant as an argument, so a manual clock makes
  /// the whole carousel deterministic. It also implements `sleep(until:tolerance:)`, so code that
  /// waits on a clock (like the SwiftUI layer's single driver task) can be tested too: sleepers wake
  /// when ``advance(by:)`` or ``advance(to:)`` reaches their deadline.
  ///
  /// ```swift
  /// struct SlidesPreview: View {
  ///   let clock = ManualClock()
  ///
  ///   var body: some View {
  ///     Carousel(slides) { slide in SlideView(slide) }
  ///       .carouselAutoplay(.seconds(3))
  ///       .carouselClock(clock)
  ///     Button("Next") { clock.advance(by: .seconds(3)) }  // autoplay moves to the next slide
  ///   }
  /// }
  /// ```
  public final class ManualClock: Clock, @unchecked Sendable {
    private struct Sleeper {
      let id: Int
      let deadline: Instant
      let continuation: CheckedContinuation<Void, any Error>
    }

    private struct State {
      var now: Instant
      var nextID = 0
      var sleepers: [Sleeper] = []
      /// Sleeps that have an ID but have not yet stored their continuation.
      var starting: Set<Int> = []
      /// Sleeps cancelled between getting an ID and storing their continuation.
      var cancelledBeforeSleeping: Set<Int> = []
    }

    private let state: Locked<State>

    /// Creates a clock that reads `now` until it is advanced.
    public init(now: Instant = .origin) {
      state = Locked(State(now: now))
    }

    /// The clock's current instant.
    public var now: Instant { state.withLock { $0.now } }

    /// Zero: a manual clock has no granularity.
    public var minimumResolution: Duration { .zero }

    /// How many tasks are sleeping on this clock now. Tests check it is zero at the end, which
    /// proves nothing was left scheduled.
    public var sleeperCount: Int { state.withLock { $0.sleepers.count } }

    /// The earliest deadline any task is sleeping until, or `nil` when none sleeps.
    public var nextDeadline: Instant? { state.withLock { $0.sleepers.map(\.deadline).min() } }

    /// Moves the clock forward by `duration` and wakes every sleeper whose deadline has come.
    /// A negative duration is ignored: time never goes backwards.
    public func advance(by duration: Duration) {
      advance(to: now.advanced(by: max(duration, .zero)))
    }

    /// Moves the clock to `instant` (if it is later than now) and wakes every sleeper whose
    /// deadline has come.
    public func advance(to instant: Instant) {
      let woken = state.withLock { state -> [Sleeper] in
        state.now = max(state.now, instant)
        let now = state.now
        let due = state.sleepers.filter { $0.deadline <= now }
        state.sleepers.removeAll { $0.deadline <= now }
        return due
      }
      for sleeper in woken { sleeper.continuation.resume() }
    }

    /// Suspends until the clock has been advanced to `deadline`, or throws `CancellationError`
    /// when the task is cancelled first.
    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
      let id = state.withLock { state -> Int in
        state.nextID += 1
        state.starting.insert(state.nextID)
        return state.nextID
      }
      try await withTaskCancellationHandler {
        try await withCheckedThrowingContinuation {
          (continuation: CheckedContinuation<Void, any Error>) in
          let outcome = state.withLock { state -> Result<Void, any Error>? in
            state.starting.remove(id)
            if state.cancelledBeforeSleeping.remove(id) != nil {
              return .failure(CancellationError())
            }
            if deadline <= state.now { return .success(()) }
            state.sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
            return nil
          }
          if let outcome { continuation.resume(with: outcome) }
        }
      } onCancel: {
        let sleeper = state.withLock { state -> Sleeper? in
          guard let index = state.sleepers.firstIndex(where: { $0.id == id }) else {
            // Not stored yet: the sleep will see this mark. Already woken: nothing to do.
            if state.starting.contains(id) { state.cancelledBeforeSleeping.insert(id) }
            return nil
          }
          return state.sleepers.remove(at: index)
        }
        sleeper?.continuation.resume(throwing: CancellationError())
      }
    }
  }
#else
  /// A clock that moves only when you tell it to; in the Embedded build, only its name and its
  /// instants.
  ///
  /// Embedded Swift has no `_Concurrency` (no continuations to sleep on) and no C library
  /// module (no pthread mutex), so the clock object itself is left out there. Hosts of the
  /// Embedded build give every event its instant themselves (the web playground counts the
  /// page's time as a ``ManualClock/Instant``), so they and the fuzz harness still name the same
  /// engine type, `CarouselEngine<ID, ManualClock>`, as native builds.
  public enum ManualClock: Clock {}
#endif
