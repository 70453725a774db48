/// An item's ID with its type erased, so that one ``CarouselModel`` (and a reader above a
/// carousel of any item type) can hold it: the SwiftUI layer's stand-in for the app's ID type,
/// like `AnyHashable`.
///
/// Erasing and casting back are inverse for every ID type, an `AnyItemID` included: fixed pages
/// use `AnyItemID` as their ID type (a page's ID is its tag, or SwiftUI's identity of it), so
/// `AnyItemID(AnyItemID(tag))` is `AnyItemID(tag)`, and `typed(as: AnyItemID.self)` gives the
/// erased ID back rather than trying to find an `AnyItemID` inside it.
///
/// ```swift
/// let id = AnyItemID(Step.form)
/// let step = id.typed(as: Step.self)  // .form
/// let erased = id.typed(as: AnyItemID.self)  // id
/// let number = id.typed(as: Int.self)  // nil
/// ```
///
/// `@unchecked Sendable` is sound: it can only be made from a `Sendable` value, and
/// `AnyHashable` adds no shared mutable state of its own.
@usableFromInline
package struct AnyItemID: Hashable, @unchecked Sendable {
  /// The ID.
  @usableFromInline package let base: AnyHashable

  /// Wraps `id`; an ID that is an `AnyItemID` already is not wrapped again. The check compares
  /// types, not values: a long list of IDs is wrapped without a dynamic cast per ID.
  @inlinable
  package init<ID: Hashable & Sendable>(_ id: ID) {
    if ID.self == AnyItemID.self {
      self = unsafeBitCast(id, to: AnyItemID.self)
    } else {
      base = AnyHashable(id)
    }
  }

  /// The ID as `ID`, or `nil` when it is of another type: the inverse of ``init(_:)`` for every
  /// `ID`, `AnyItemID` included.
  @inlinable
  package func typed<ID: Hashable & Sendable>(as type: ID.Type = ID.self) -> ID? {
    if ID.self == AnyItemID.self { return unsafeBitCast(self, to: ID.self) }
    return base.base as? ID
  }
}
