/// A demo script step that is not a known command.
package struct DemoScriptError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The step as written.
  package var step: String

  /// Says which step was not understood.
  package var description: String { "unknown script step: \"\(step)\"" }
}
