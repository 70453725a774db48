import CarouselCore

/// How a carousel's selection is bound, as the app's binding's get and set: to the selected
/// item's ID, like `TabView`, or to its position among the items. The SwiftUI layer makes one
/// from a `Binding` (its `wrappedValue` read and written through these closures); tests make one
/// from a box.
package enum CarouselSelection<ID: Hashable & Sendable> {
  /// The selected item's ID; `nil` until the carousel is first moved. `set` says whether the
  /// binding took the ID (a tag binding takes only tags of its type).
  case id(get: () -> ID?, set: (ID) -> Bool)
  /// The selected item's position, `0` for the first.
  case index(get: () -> Int, set: (Int) -> Void)

  /// The binding's value now, as the host compares it.
  package var bound: CarouselBoundSelection<ID> {
    switch self {
    case .id(let get, _): return .id(get())
    case .index(let get, _): return .index(get())
    }
  }

  /// Writes the host's `value` to the binding; whether it did: an ID the binding does not take
  /// (a page without a tag of the binding's type) is not written, nor is `nil` (the carousel
  /// never writes it).
  @discardableResult
  package func write(_ value: CarouselBoundSelection<ID>) -> Bool {
    switch (self, value) {
    case (.id(_, let set), .id(let id)):
      guard let id else { return false }
      return set(id)
    case (.index(_, let set), .index(let index)):
      set(index)
      return true
    case (.id, .index), (.index, .id):
      return false
    }
  }

  /// A selection of an ID binding that takes every ID of its type (a `Binding<ID?>` or a
  /// `Binding<ID>`).
  package static func idBinding(get: @escaping () -> ID?, set: @escaping (ID) -> Void) -> Self {
    .id(
      get: get,
      set: { id in
        set(id)
        return true
      })
  }

  /// A selection of fixed pages by tag: the pages' IDs are `AnyItemID`s (a tagged page's is its
  /// tag), the binding holds a `Tag`. It reads the tag, and writes only a page ID that is a tag
  /// of its type.
  package static func tag<Tag: Hashable & Sendable>(
    get: @escaping () -> Tag, set: @escaping (Tag) -> Void
  )
    -> Self where ID == AnyItemID
  {
    .id(
      get: { AnyItemID(get()) },
      set: { id in
        guard let tag = id.typed(as: Tag.self) else { return false }
        set(tag)
        return true
      })
  }
}
