/// What a carousel value holds of the app's: its items, their IDs, the selection binding and the
/// actions (names, callbacks, activation) written on the carousel itself.
package struct CarouselSource<Data: RandomAccessCollection, ID: Hashable & Sendable> {
  /// The items, in order.
  package let data: Data
  /// The key path to each item's ID.
  package let id: KeyPath<Data.Element, ID>
  /// The selection binding, or `nil` for a carousel that keeps its selection to itself.
  package let selection: CarouselSelection<ID>?
  /// The actions written on the carousel (the environment's are added on render).
  package let actions: CarouselItemActions<Data.Element, ID>

  /// A source with every part given.
  package init(
    data: Data, id: KeyPath<Data.Element, ID>, selection: CarouselSelection<ID>?,
    actions: CarouselItemActions<Data.Element, ID>
  ) {
    self.data = data
    self.id = id
    self.selection = selection
    self.actions = actions
  }
}
