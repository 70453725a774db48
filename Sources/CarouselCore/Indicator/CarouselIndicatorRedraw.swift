/// When a page indicator redraws on its own, between the events that change what it shows:
/// the one rule for the built-in indicator and for one you draw yourself
/// (``CarouselIndicatorState/redraw(followsPosition:drawsWaitProgress:)``).
package enum CarouselIndicatorRedraw: Hashable, Sendable {
  /// Never: it changes only when an event changes its state.
  case never
  /// Every frame, while the carousel moves: for an indicator that follows the position.
  case everyFrame
  /// Every so many seconds, while an autoplay wait runs and the indicator draws its progress.
  case every(seconds: Double)
}
