import CarouselCore

/// The instant `seconds` after the manual clock's origin, to the nearest microsecond (so that
/// instants written as decimals compare exactly).
func at(_ seconds: Double) -> ManualClock.Instant {
  .init(offset: .microseconds(Int64((seconds * 1_000_000).rounded())))
}
