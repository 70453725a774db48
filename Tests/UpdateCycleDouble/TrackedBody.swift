import Observation

/// One view's body in the double, run the way SwiftUI runs it: inside
/// `withObservationTracking`, so that the body runs again only when an observable model property
/// it read changed (SWIFTUI-UPDATE-RULES B8, B10; an equal write counts too, B11), or when its
/// parent handed it a new value (B4, U4): whoever updates the view says so with
/// `parentChanged`. A body that reads nothing observable and gets no new value is never run
/// again: a view whose redraw depends on a property the model does not observe stays stale
/// here, as it would on a device.
@MainActor package final class TrackedBody<Output> {
  /// What the body returned when it last ran; `nil` before its first run.
  package private(set) var output: Output?
  /// How many times the body ran.
  package private(set) var runs = 0
  /// Set by the tracking when a property the last run read changes.
  private let invalidation = Invalidation()

  /// A body that has not run.
  package init() {}

  /// Whether a property the body's last run read changed since.
  package var isInvalidated: Bool { invalidation.isSet }

  /// Runs `body` when the view must update: it never ran, what it read changed, or
  /// `parentChanged`. Whether it ran.
  @discardableResult
  package func update(parentChanged: Bool, _ body: () -> Output) -> Bool {
    guard parentChanged || output == nil || invalidation.isSet else { return false }
    invalidation.isSet = false
    let invalidation = invalidation
    output = withObservationTracking(body) { invalidation.isSet = true }
    runs += 1
    return true
  }

  /// The view left the hierarchy: its next appearance is a first run.
  package func reset() {
    output = nil
    invalidation.isSet = false
  }

  /// Whether a tracked read changed. `@unchecked Sendable`: the tracking's `onChange` must be
  /// `@Sendable`; the models it tracks are main-actor isolated, so it is set on the main actor,
  /// where the double reads it.
  private final class Invalidation: @unchecked Sendable {
    var isSet = false
  }
}
