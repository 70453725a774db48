/// A demo script step that is not a known command.
public struct DemoScriptError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The step as written.
  public var step: String

  /// Says which step was not understood.
  public var description: String { "unknown script step: \"\(step)\"" }
}
