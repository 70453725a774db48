#if !hasFeature(Embedded)
  // Embedded Swift (the web playground's build) has no `AnyHashable`; nothing there sets a
  // host's value.

  /// A value of a host's own type that a CarouselCore value carries for the host and compares
  /// by: a SwiftUI `Animation` in a per-item effect's configuration, which CarouselCore cannot
  /// name.
  package struct CarouselHostValue: Hashable, @unchecked Sendable {
    // Unchecked: `AnyHashable` is not `Sendable`, but it is built only from `Sendable` values
    // (the initializer's constraint) and never mutated.
    private let base: AnyHashable

    /// A box holding `value`.
    package init<Value: Hashable & Sendable>(_ value: Value) { base = AnyHashable(value) }

    /// The value held, when it is a `Value`.
    package func value<Value>(as type: Value.Type) -> Value? { base.base as? Value }
  }
#endif
