/// The value of a carousel's selection binding, as a host reads, compares and writes it: the
/// selected item's ID (a tag, for fixed pages) or its position.
///
/// ```swift
/// host.itemsChanged(["a", "b", "c"], binding: .index(2), at: now)  // shows "c"
/// host.itemsChanged(["z", "a", "b", "c"], binding: .index(2), at: now)
/// // keeps "c", and .binding is among the changes: "c" is at index 3 now
/// host.binding  // .index(3): what the view writes
/// ```
@usableFromInline
package enum CarouselBoundSelection<ID: Hashable & Sendable>: Hashable, Sendable {
  /// A binding to the selected item's ID; `nil` until the carousel is first moved.
  case id(ID?)
  /// A binding to the selected item's position, `0` for the first.
  case index(Int)
}
