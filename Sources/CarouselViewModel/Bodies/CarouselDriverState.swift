import CarouselCore

/// What the driver reads of the model, observed apart from the stage (``CarouselModel/driver``),
/// so that a new deadline or a user's page change redraws the driver view alone.
package struct CarouselDriverState: Hashable, Sendable {
  /// The instant the driver sleeps until: autoplay's next advance or the motion's end, the
  /// earlier (`CarouselStageState.driverDeadline`).
  package var deadline: CarouselClock.Instant?
  /// How many page changes the user made.
  package var userSelectionChanges = 0

  /// Nothing scheduled, no change yet.
  package init() {}

  /// A driver sleeping until `deadline`, after `userSelectionChanges` changes of the user's.
  package init(deadline: CarouselClock.Instant?, userSelectionChanges: Int) {
    self.deadline = deadline
    self.userSelectionChanges = userSelectionChanges
  }
}
