/// A promise the engine broke during a fuzzing session: which one, at which step, and the events
/// that led to it.
package struct FuzzFailure: Error, Sendable, CustomStringConvertible {
  /// The promise that was broken, like "deadline in the past".
  package let invariant: String
  /// The values that broke it.
  package let detail: String
  /// The number of the step after which it was found, from 1.
  package let step: Int
  /// The last events before the failure, oldest first.
  package let recentEvents: [String]

  /// Creates a failure report.
  package init(invariant: String, detail: String, step: Int, recentEvents: [String]) {
    self.invariant = invariant
    self.detail = detail
    self.step = step
    self.recentEvents = recentEvents
  }

  /// One line for a crash report or a test failure.
  package var description: String {
    "\(invariant) after step \(step): \(detail); events: "
      + recentEvents.joined(separator: ", ")
  }
}
