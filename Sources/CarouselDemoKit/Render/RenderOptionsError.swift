/// A `carousel-demo render` or `animate` option that is missing its value, has a bad value, or
/// is unknown.
public struct RenderOptionsError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What was wrong, like `--count needs a whole number from 0 to 1000000000, got "x"`.
  public var message: String

  /// Creates an error with its message.
  public init(message: String) {
    self.message = message
  }

  /// The message.
  public var description: String { message }
}
