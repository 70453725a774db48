import CarouselCore

/// What the carousel's driver view draws (``CarouselModel/driverBody(settings:)``): the one task
/// that sleeps until the carousel's next deadline (its id: a new deadline restarts it, none
/// leaves no task waiting), and the selection feedback, played when the user moved the
/// carousel.
package struct CarouselDriverBody: Hashable, Sendable {
  /// The instant the driver's task sleeps until; `nil` when nothing is scheduled.
  package let deadline: CarouselClock.Instant?
  /// The selection feedback's trigger: it changes once per page change the user made.
  package let userSelectionChanges: Int
  /// Whether the feedback plays (`carouselSelectionFeedback`).
  package let playsSelectionFeedback: Bool
}

extension CarouselModel {
  /// What the driver view draws with the carousel `settings`: it reads the observed
  /// ``driver`` alone.
  package func driverBody(settings: CarouselSettings) -> CarouselDriverBody {
    let driver = driver
    return CarouselDriverBody(
      deadline: driver.deadline, userSelectionChanges: driver.userSelectionChanges,
      playsSelectionFeedback: settings.playsSelectionFeedback)
  }
}
