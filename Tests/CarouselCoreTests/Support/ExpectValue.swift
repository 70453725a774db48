import Testing

/// `#expect(value == expected)` for a value that a mutating call returns (the macro cannot take a
/// mutating call on a local variable), reported at the caller's line.
func expectValue<Value: Equatable>(
  _ value: Value, _ expected: Value, sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(value == expected, sourceLocation: sourceLocation)
}
