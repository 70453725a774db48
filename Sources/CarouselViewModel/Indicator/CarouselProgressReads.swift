import Observation

/// Whether a custom indicator's drawing read `autoplayProgress`: the context marks it while the
/// drawing runs, and the indicator, which observes it, is told once, after the draw (a change
/// during a draw is not allowed). It holds nothing of the indicator's, so nothing it holds keeps
/// the carousel's model alive.
@MainActor @Observable
package final class CarouselProgressReads {
  /// Whether a drawing read the wait's progress (set after the draw that read it).
  package private(set) var didRead = false
  @ObservationIgnored private var noted = false
  @ObservationIgnored private let afterUpdate: CarouselAfterUpdate

  /// Nothing read yet; the first read is told through `afterUpdate` (after the current update).
  package init(
    afterUpdate: @escaping CarouselAfterUpdate = CarouselAfterUpdates.nextTurn
  ) {
    self.afterUpdate = afterUpdate
  }

  /// The drawing read `autoplayProgress`.
  package func noteRead() {
    guard !noted else { return }
    noted = true
    afterUpdate { [weak self] in self?.didRead = true }
  }
}
