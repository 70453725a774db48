#if canImport(SwiftUI)
  /// An item's ID with its type erased, so that one ``CarouselModel`` (and a ``CarouselReader``
  /// above a carousel of any item type) can hold it: the SwiftUI layer's own stand-in for the
  /// app's ID type, like `AnyHashable`.
  ///
  /// `@unchecked Sendable` is sound: it can only be made from a `Sendable` value, and
  /// `AnyHashable` adds no shared mutable state of its own.
  struct AnyItemID: Hashable, @unchecked Sendable {
    /// The ID.
    let base: AnyHashable

    /// Wraps `id`.
    init<ID: Hashable & Sendable>(_ id: ID) { base = AnyHashable(id) }

    /// The ID as `ID`, or `nil` when it is of another type.
    func typed<ID: Hashable & Sendable>(as type: ID.Type = ID.self) -> ID? { base.base as? ID }
  }
#endif
