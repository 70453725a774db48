#if hasFeature(Embedded)
  /// What the engine needs of a clock: the type of its instants.
  ///
  /// Embedded Swift has no `_Concurrency` module for wasm32, and `Clock` lives there. The engine
  /// never reads or sleeps on a clock (every event carries its instant), so it needs only the
  /// associated types: with this stand-in, `C: Clock` compiles unchanged in the Embedded build
  /// (the web playground), and everywhere else the standard library's `Clock` is used.
  public protocol Clock<Duration>: Sendable {
    /// The clock's duration type.
    associatedtype Duration: DurationProtocol
    /// The clock's instant type.
    associatedtype Instant: InstantProtocol where Instant.Duration == Duration
  }
#endif
