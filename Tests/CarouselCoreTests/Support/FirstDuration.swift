import CarouselCore

/// One attosecond, the finest step of a `Duration`.
let attosecond = Duration(secondsComponent: 0, attosecondsComponent: 1)

/// The test's own search for when something ends: the least duration in `0...limit`, to the
/// attosecond, at which `holds` is true, for a `holds` that stays true once it is and holds at
/// `limit`. Plain bisection of the whole `Duration`, independent of how the code under test
/// searches.
func firstDuration(upTo limit: Duration, where holds: (Duration) -> Bool) -> Duration {
  guard !holds(.zero) else { return .zero }
  var (low, high) = (Duration.zero, limit)
  while high - low > attosecond {
    let middle = low + (high - low) / 2
    if holds(middle) { high = middle } else { low = middle }
  }
  return high
}

/// The test's own model of when `engine`'s motion ends: the first instant after `now` at which
/// it is still by `isMoving(at:)`, to the attosecond; `nil` when it is still at `now`.
func firstStillInstant<ID>(
  of engine: CarouselEngine<ID, ManualClock>, after now: ManualClock.Instant
) -> ManualClock.Instant? {
  guard engine.isMoving(at: now) else { return nil }
  return now.advanced(
    by: firstDuration(upTo: .seconds(1_000_000)) { !engine.isMoving(at: now.advanced(by: $0)) })
}
