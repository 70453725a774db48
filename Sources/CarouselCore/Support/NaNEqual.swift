/// A setting's value, equal to another when both mean the same: equal, or NaN where the other is
/// NaN (``NaNEquatable``), and hashed consistently with that.
///
/// The lengths of ``CarouselLayoutContext/Settings`` (and so of `CarouselConfiguration`) are
/// stored in it, so that their equality is synthesized from the stored settings: a setting
/// added there is compared without being listed anywhere, and a configuration holding a NaN
/// length still equals itself, so re-sending it changes nothing.
///
/// A property wrapper, so that a setting reads as its plain value (`settings.spacing`) while the
/// stored wrapper is what synthesized equality compares.
@propertyWrapper
@usableFromInline package struct NaNEqual<Value: NaNEquatable>: Hashable, Sendable {
  /// The setting's value.
  @usableFromInline package var wrappedValue: Value

  /// Holds `wrappedValue`.
  @usableFromInline package init(wrappedValue: Value) { self.wrappedValue = wrappedValue }

  /// Whether both values mean the same (see ``NaNEquatable/isSame(as:)``).
  @usableFromInline package static func == (lhs: NaNEqual, rhs: NaNEqual) -> Bool {
    lhs.wrappedValue.isSame(as: rhs.wrappedValue)
  }

  /// Hashes the value, every NaN as the same NaN, as `==` takes them all as one.
  @usableFromInline package func hash(into hasher: inout Hasher) {
    wrappedValue.hashSame(into: &hasher)
  }
}

#if !hasFeature(Embedded)
  // Embedded Swift has no `String(describing:)` (no reflection), and nothing prints there.
  extension NaNEqual: CustomStringConvertible {
    /// The value's description, so that a printed context or configuration reads as its
    /// settings.
    @usableFromInline package var description: String { String(describing: wrappedValue) }
  }
#endif

/// A value compared as a configuration compares its settings: NaN equal to NaN wherever the value
/// holds a number, so that a configuration holding a bad length equals itself.
@usableFromInline package protocol NaNEquatable: Sendable {
  /// Whether the two values mean the same: equal, with NaN equal to NaN.
  func isSame(as other: Self) -> Bool
  /// Feeds the value to `hasher`, every NaN as the same NaN, consistently with
  /// ``isSame(as:)``.
  func hashSame(into hasher: inout Hasher)
}

extension Double: NaNEquatable {
  /// Whether the two numbers are equal, or both NaN.
  @usableFromInline package func isSame(as other: Double) -> Bool { Numerics.isSame(self, other) }

  /// Feeds the number to `hasher`, every NaN as the same NaN (`Double` itself hashes 0 and -0
  /// alike, as they are equal).
  @usableFromInline package func hashSame(into hasher: inout Hasher) {
    hasher.combine(isNaN ? .nan : self)
  }
}

extension Optional: NaNEquatable where Wrapped: NaNEquatable {
  /// Whether both are `nil`, or both hold values that mean the same.
  @usableFromInline package func isSame(as other: Wrapped?) -> Bool {
    switch (self, other) {
    case (nil, nil): return true
    case (let value?, let other?): return value.isSame(as: other)
    default: return false
    }
  }

  /// Feeds whether there is a value, and the value, to `hasher`.
  @usableFromInline package func hashSame(into hasher: inout Hasher) {
    hasher.combine(self != nil)
    if let value = self { value.hashSame(into: &hasher) }
  }
}
