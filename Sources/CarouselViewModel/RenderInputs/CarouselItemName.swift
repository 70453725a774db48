/// The app's name for one item, with the item it names: the selected item's name as a render
/// looked it up, so that a name found for one item is never given to another one selected since.
package struct CarouselItemName<ID: Hashable & Sendable>: Hashable, Sendable {
  /// The named item.
  package let id: ID
  /// Its name; `nil` when the app does not name it.
  package let name: String?

  /// `name` for the item `id`.
  package init(id: ID, name: String?) {
    self.id = id
    self.name = name
  }
}
