// The values a doc example shows: its expression statements, in order, as the comments beside
// them read them (`x.count  // 3`). An example holds lines a reader runs one by one in their
// head; written in a `docValues { }` closure, each such line is collected instead of warned
// about as unused, and the test expects the comment's value. Statements of type `Void`
// (a call, an assignment) show nothing.

@resultBuilder enum DocExampleValues {
  static func buildExpression(_ value: Void) -> [Any] { [] }
  static func buildExpression<T>(_ value: T) -> [Any] { [value] }
  static func buildBlock(_ parts: [Any]...) -> [Any] { parts.flatMap { $0 } }
  static func buildArray(_ parts: [[Any]]) -> [Any] { parts.flatMap { $0 } }
  static func buildOptional(_ part: [Any]?) -> [Any] { part ?? [] }
  static func buildEither(first part: [Any]) -> [Any] { part }
  static func buildEither(second part: [Any]) -> [Any] { part }
}

/// The values `example`'s expression statements show, in order.
func docValues(@DocExampleValues _ example: () throws -> [Any]) rethrows -> [Any] {
  try example()
}
