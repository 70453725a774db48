extension ManualClock {
  /// An instant on a ``ManualClock``: the time elapsed since the clock's origin.
  public struct Instant: InstantProtocol, Sendable, CustomStringConvertible {
    /// The time since the clock's origin.
    public var offset: Duration

    /// Creates the instant `offset` after the clock's origin.
    public init(offset: Duration) { self.offset = offset }

    /// The clock's origin.
    public static let origin = Instant(offset: .zero)

    /// The instant `duration` later than this one.
    public func advanced(by duration: Duration) -> Instant {
      Instant(offset: offset + duration)
    }

    /// The duration from this instant to `other`.
    public func duration(to other: Instant) -> Duration { other.offset - offset }

    /// Whether `lhs` comes before `rhs`.
    public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }

    /// The offset from the origin, like `3.5 seconds`.
    public var description: String { "\(offset)" }
  }
}
