/// What the caller must do after an ``Autoplay`` event: the state machine never touches a clock
/// itself, it only says when it next wants to be woken.
///
/// There is at most one pending deadline. The caller keeps one timer (for example one task
/// sleeping on the clock) and, when it fires, calls ``Autoplay/tick(at:)``.
///
/// ```swift
/// switch autoplay.tick(at: clock.now) {
/// case .none: break
/// case .schedule(let deadline): restartTimer(until: deadline)
/// case .cancel: stopTimer()
/// case .advance(let item, let next):
///   show(item)
///   if let next { restartTimer(until: next) } else { stopTimer() }
/// }
/// ```
public enum AutoplayAction<Instant: Sendable & Hashable>: Hashable, Sendable {
  /// Nothing changed: keep the current deadline, if any.
  case none
  /// The one deadline is now this instant, replacing any earlier one.
  case schedule(Instant)
  /// There is no deadline any more: stop the timer.
  case cancel
  /// Move to item `toItem` now (an index into the items); `next` is the new deadline, or `nil`
  /// for none. After the last item comes item 0: a finite carousel rewinds, a looping one maps
  /// it to the next page forward.
  case advance(toItem: Int, next: Instant?)
}
