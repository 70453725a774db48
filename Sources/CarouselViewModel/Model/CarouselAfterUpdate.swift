/// Runs an action on the main actor once the current update is over, for what a view may not
/// change while it draws (a read noted during a draw, a warning once the update settled). The
/// SwiftUI layer uses ``CarouselAfterUpdates/nextTurn(_:)``; tests run the actions when they
/// choose.
package typealias CarouselAfterUpdate = (@escaping @MainActor () -> Void) -> Void

/// The ways to run an action after the current update.
package enum CarouselAfterUpdates {
  /// Runs `action` on a new task on the main actor: after the update that is running now.
  package static func nextTurn(_ action: @escaping @MainActor () -> Void) {
    Task { @MainActor in action() }
  }
}
