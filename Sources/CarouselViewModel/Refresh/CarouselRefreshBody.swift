import CarouselCore

/// What the carousel's refresh view draws (``CarouselModel/refreshBody()``): the spinner or the
/// pull's progress at the top, the room held there while the app's action runs, and the run
/// its task is keyed by (a new run starts the app's action once; `nil`: none runs).
package struct CarouselRefreshBody: Hashable, Sendable {
  /// What shows at the top of the carousel.
  package var indicator = CarouselPullToRefresh<CarouselClock.Instant>.Indicator.hidden
  /// The room held at the top, in points (0 unless refreshing).
  package var insetHeld = 0.0
  /// The refresh that runs, counted from 1; `nil` when none does.
  package var run: Int?

  /// Nothing pulled, nothing running.
  package init() {}

  /// What `refresh` shows.
  init(_ refresh: CarouselPullToRefresh<CarouselClock.Instant>) {
    indicator = refresh.indicator
    insetHeld = refresh.insetHeld
    run = refresh.run
  }
}
