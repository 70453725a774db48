/// A name for the items of one type, as `carouselItemName(_:)` written after SwiftUI's own
/// modifiers puts it in the environment for every carousel whose items are of that type.
package struct CarouselItemNamer {
  private let name: (Any) -> String?
  private let itemType: Any.Type

  /// Names items of type `Item` with `name`.
  package init<Item>(_ name: @escaping (Item) -> String) {
    self.name = { ($0 as? Item).map(name) }
    itemType = Item.self
  }

  /// The name for items of type `Item`, or `nil` when this namer names another type.
  package func naming<Item>(_ type: Item.Type) -> ((Item) -> String?)? {
    guard itemType == type else { return nil }
    return { name($0) }
  }
}
