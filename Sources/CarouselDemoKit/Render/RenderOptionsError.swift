/// A `carousel-demo render` or `animate` option that is missing its value, has a bad value, or
/// is unknown.
package struct RenderOptionsError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What was wrong, like `--count needs a whole number from 0 to 1000000000, got "x"`.
  package var message: String

  /// Creates an error with its message.
  package init(message: String) {
    self.message = message
  }

  /// The message.
  package var description: String { message }
}
