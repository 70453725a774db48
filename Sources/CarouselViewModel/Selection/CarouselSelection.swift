import CarouselCore

/// How a carousel's selection is bound, as the app's binding's get and set: to the selected
/// item's ID, like `TabView`, or to its position among the items. The SwiftUI layer makes one
/// from a `Binding` (its `wrappedValue` read and written through these closures); tests make one
/// from a box.
package enum CarouselSelection<ID: Hashable & Sendable> {
  /// The selected item's ID; `nil` until the carousel is first moved.
  case id(get: () -> ID?, set: (ID) -> Void)
  /// The selected item's position, `0` for the first.
  case index(get: () -> Int, set: (Int) -> Void)

  /// The binding's value now, as the host compares it.
  package var bound: CarouselBoundSelection<AnyItemID> {
    switch self {
    case .id(let get, _): return .id(get().map(AnyItemID.init))
    case .index(let get, _): return .index(get())
    }
  }

  /// Writes the host's `value` to the binding: an ID of another type (a page without a tag of
  /// the binding's type) is not written, nor is `nil` (the carousel never writes it).
  package func write(_ value: CarouselBoundSelection<AnyItemID>) {
    switch (self, value) {
    case (.id(_, let set), .id(let id)):
      if let typed = id?.typed(as: ID.self) { set(typed) }
    case (.index(_, let set), .index(let index)):
      set(index)
    case (.id, .index), (.index, .id):
      break
    }
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
        if let tag = id.typed(as: Tag.self) { set(tag) }
      })
  }
}
