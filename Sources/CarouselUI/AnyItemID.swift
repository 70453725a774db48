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

    /// Wraps `id`; an ID that is an `AnyItemID` already (fixed pages' IDs) is not wrapped again,
    /// so that it equals the app's own tag wrapped once. The check compares types, not values:
    /// a long list of IDs is wrapped without a dynamic cast per ID.
    init<ID: Hashable & Sendable>(_ id: ID) {
      if ID.self == AnyItemID.self {
        self = unsafeBitCast(id, to: AnyItemID.self)
      } else {
        base = AnyHashable(id)
      }
    }

    /// The ID as `ID`, or `nil` when it is of another type.
    func typed<ID: Hashable & Sendable>(as type: ID.Type = ID.self) -> ID? { base.base as? ID }
  }
#endif
