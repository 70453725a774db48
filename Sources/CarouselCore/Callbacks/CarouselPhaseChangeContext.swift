/// What `onCarouselPhaseChange` reports beside the two phases, like SwiftUI's
/// `ScrollPhaseChangeContext`: how fast the carousel moves as the phase changes.
///
/// ```swift
/// .onCarouselPhaseChange { old, new, context in
///   if new == .settling, abs(context.velocity) > 2_000 { playWhoosh() }
/// }
/// ```
public struct CarouselPhaseChangeContext: Hashable, Sendable {
  /// The speed along the paging axis at the change, in points per second, positive toward the
  /// next item (in reading order): a finger's while it drags, the spring's while the carousel
  /// settles, 0 while it is still.
  public let velocity: Double

  /// The context of a change at `velocity` points per second; the host creates it, and an app
  /// only reads it.
  package init(velocity: Double) {
    self.velocity = velocity
  }
}
