/// How long autoplay waits on an item, validated so that no value can crash the carousel or make
/// it spin.
///
/// - NaN, infinities, zero and negative values turn autoplay off: ``duration`` is `nil` and
///   the engine reports `CarouselDiagnostic.invalidInterval(seconds:)`
///   (`CarouselEngine.diagnostics`).
/// - Values below ``minimum`` (0.5 s) are raised to it, with
///   `CarouselDiagnostic.intervalRaised(fromSeconds:toSeconds:)`: a slide that changes faster
///   cannot be read, and a tiny interval would keep the app busy.
/// - Values above ``maximum`` (10^9 s, about 31 years) are lowered to it without a diagnostic:
///   nobody can tell the difference, and it keeps instant arithmetic far from overflow.
///
/// ```swift
/// AutoplayInterval.seconds(5).duration  // .seconds(5)
/// AutoplayInterval(seconds: 0.1).duration  // .milliseconds(500), with a diagnostic
/// AutoplayInterval(seconds: .nan).duration  // nil: autoplay off
/// ```
public struct AutoplayInterval: Hashable, Sendable {
  /// The wait, or `nil` when the given value was invalid and autoplay is off.
  public let duration: Duration?
  /// What was wrong with the given value and what was done about it, or `nil` when it was fine.
  package let diagnostic: CarouselDiagnostic?

  /// Three seconds.
  public static let `default` = AutoplayInterval(seconds: 3)
  /// No autoplay, by choice: ``duration`` is `nil` and there is no diagnostic.
  public static let off = AutoplayInterval(duration: nil, diagnostic: nil)
  /// Half a second: shorter intervals are raised to it.
  public static let minimum = AutoplayInterval(seconds: minimumSeconds)
  /// 10^9 seconds: longer intervals are lowered to it.
  public static let maximum = AutoplayInterval(seconds: maximumSeconds)

  private static let minimumSeconds = 0.5
  private static let maximumSeconds = 1e9

  /// Validates a number of seconds (see the type's rules).
  public init(seconds: Double) {
    if !seconds.isFinite || seconds <= 0 {
      self.init(duration: nil, diagnostic: .invalidInterval(seconds: seconds))
    } else if seconds < Self.minimumSeconds {
      self.init(
        duration: .seconds(Self.minimumSeconds),
        diagnostic: .intervalRaised(fromSeconds: seconds, toSeconds: Self.minimumSeconds))
    } else {
      self.init(duration: .seconds(min(seconds, Self.maximumSeconds)), diagnostic: nil)
    }
  }

  /// A wait of `seconds`, validated: `.seconds(3)` where an interval is expected.
  ///
  /// Generic on purpose: where a `Duration` is accepted too (`.carouselAutoplay(.seconds(3))`
  /// has an overload for each), Swift prefers `Duration.seconds(_:)`, which is not generic for a
  /// `Double`, instead of reporting an ambiguity; both mean the same wait.
  public static func seconds<Seconds: BinaryFloatingPoint>(_ seconds: Seconds) -> AutoplayInterval {
    AutoplayInterval(seconds: Double(seconds))
  }

  /// Validates a duration (see the type's rules); a valid one is kept exactly.
  public init(_ duration: Duration) {
    if duration >= .seconds(Self.minimumSeconds) && duration <= .seconds(Self.maximumSeconds) {
      self.init(duration: duration, diagnostic: nil)
    } else {
      self.init(seconds: duration / .seconds(1))
    }
  }

  private init(duration: Duration?, diagnostic: CarouselDiagnostic?) {
    self.duration = duration
    self.diagnostic = diagnostic
  }

  /// The wait in seconds, or `nil` when autoplay is off.
  public var seconds: Double? { duration.map { $0 / .seconds(1) } }
}
