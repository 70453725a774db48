// The values a doc example shows: its expression statements, in order, as the comments beside
// them read them (`x.count  // 3`). An example holds lines a reader runs one by one in their
// head; written in a `docValues { }` closure, each such line is collected instead of warned
// about as unused, and the test expects the comment's value. Statements of type `Void`
// (a call, an assignment) show nothing. In `TestSupport`, for every test target that holds doc
// examples.

/// Collects the values of an example's expression statements (see `docValues(_:)`).
@resultBuilder public enum DocExampleValues {
  /// A statement of type `Void` shows nothing.
  public static func buildExpression(_ value: Void) -> [Any] { [] }
  /// Any other statement shows its value.
  public static func buildExpression<T>(_ value: T) -> [Any] { [value] }
  /// The values of a block's statements, in order.
  public static func buildBlock(_ parts: [Any]...) -> [Any] { parts.flatMap { $0 } }
  /// The values of a loop's passes, in order.
  public static func buildArray(_ parts: [[Any]]) -> [Any] { parts.flatMap { $0 } }
  /// The values of an `if` without `else`, if it ran.
  public static func buildOptional(_ part: [Any]?) -> [Any] { part ?? [] }
  /// The values of the branch that ran.
  public static func buildEither(first part: [Any]) -> [Any] { part }
  /// The values of the branch that ran.
  public static func buildEither(second part: [Any]) -> [Any] { part }
}

/// The values `example`'s expression statements show, in order.
public func docValues(@DocExampleValues _ example: () throws -> [Any]) rethrows -> [Any] {
  try example()
}
