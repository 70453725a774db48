// Embedded Swift (the web playground's wasm32 build) has no `_Concurrency`: no `Clock` to wrap
// and no sleeping. Its hosts give every event its instant themselves.
#if !hasFeature(Embedded)
  /// A clock of any kind behind one concrete type, so a carousel can run on the real clock in an
  /// app and on a ``ManualClock`` in a preview or a test without a generic parameter to spell.
  ///
  /// Its instants count the time since the moment the clock was wrapped, on the wrapped clock.
  /// Sleeping sleeps on the wrapped clock, so a manual clock wakes its sleepers when advanced.
  ///
  /// ```swift
  /// let manual = ManualClock()
  /// let clock = CarouselClock(manual)
  /// var carousel = CarouselEngine<Int, CarouselClock>(items: [1, 2, 3], at: clock.now)
  /// manual.advance(by: .seconds(1))
  /// clock.now  // 1 second after the clock was wrapped
  /// ```
  @usableFromInline package struct CarouselClock: Clock, Sendable {
    /// An instant on a `CarouselClock`: the time since the wrapped clock was wrapped.
    @usableFromInline package struct Instant: InstantProtocol, Sendable, CustomStringConvertible {
      /// The time since the clock was wrapped.
      @usableFromInline package var offset: Duration

      /// Creates the instant `offset` after the moment the clock was wrapped.
      @usableFromInline package init(offset: Duration) { self.offset = offset }

      /// The instant `duration` later than this one.
      @usableFromInline package func advanced(by duration: Duration) -> Instant {
        Instant(offset: offset + duration)
      }

      /// The duration from this instant to `other`.
      @usableFromInline package func duration(to other: Instant) -> Duration {
        other.offset - offset
      }

      /// Whether `lhs` comes before `rhs`.
      @usableFromInline package static func < (lhs: Instant, rhs: Instant) -> Bool {
        lhs.offset < rhs.offset
      }

      /// The offset, like `3.5 seconds`.
      @usableFromInline package var description: String { "\(offset)" }
    }

    private let elapsed: @Sendable () -> Duration
    private let sleeper: @Sendable (Duration, Duration?) async throws -> Void

    /// The wrapped clock's resolution.
    @usableFromInline package let minimumResolution: Duration

    /// Wraps `clock`; its current instant becomes this clock's origin.
    @usableFromInline package init<Base: Clock>(_ clock: Base) where Base.Duration == Duration {
      let origin = clock.now
      elapsed = { origin.duration(to: clock.now) }
      sleeper = { offset, tolerance in
        try await clock.sleep(until: origin.advanced(by: offset), tolerance: tolerance)
      }
      minimumResolution = clock.minimumResolution
    }

    /// The real clock apps use: `ContinuousClock`, which keeps counting while the device sleeps.
    @usableFromInline package static let continuous = CarouselClock(ContinuousClock())

    /// The current instant.
    @usableFromInline package var now: Instant { Instant(offset: elapsed()) }

    /// Sleeps on the wrapped clock until `deadline`; throws `CancellationError` when the task is
    /// cancelled first.
    @usableFromInline package func sleep(until deadline: Instant, tolerance: Duration? = nil)
      async throws
    {
      try await sleeper(deadline.offset, tolerance)
    }
  }
#endif
