import CarouselCore

/// What a carousel's stage gives its model on every update, for what the host asks of the view:
/// the binding to write, the app's names for its items, its activation, and its callbacks. The
/// stage is generic over the app's data; these closures carry it to the model, which is generic
/// over the IDs alone. None of them holds the model: it passes in what they need (an item's
/// offset in the data), so the model, the data and the app's closures go when the screen goes.
package struct CarouselConnection<ID: Hashable & Sendable> {
  /// Writes the host's ``CarouselHost/binding`` to the selection binding; what the binding holds
  /// when it could not take it (a page without a tag of its type), `nil` otherwise.
  package var writeBinding: (CarouselBoundSelection<ID>) -> CarouselBoundSelection<ID>? = { _ in
    nil
  }
  /// The app's name for the item with this ID, found at this offset of this update's data (see
  /// `element(showing:atOffset:id:)`); `nil` when the carousel does not name its items.
  package var nameItem: ((ID, Int) -> String?)?
  /// Calls the app's activation actions with the item with this ID, at this offset; whether
  /// there was such an item. `nil` when the app takes no activation.
  package var activate: ((ID, Int) -> Bool)?
  /// Tells the app's callbacks what the host reports.
  package var report: (CarouselHostEvent<ID>) -> Void = { _ in }

  /// A connection that writes nothing, names nothing and calls nothing back.
  package init() {}

  /// The connection of a carousel over `data`, identified by `id`, bound by `selection`, with
  /// the app's `actions` and the environment's `callbacks` that take no item or ID.
  package init<Data: RandomAccessCollection>(
    data: Data, id: KeyPath<Data.Element, ID>, selection: CarouselSelection<ID>?,
    actions: CarouselItemActions<Data.Element, ID>, untyped: CarouselCallbacks
  ) {
    writeBinding = { value in
      guard let selection, !selection.write(value) else { return nil }
      return selection.bound
    }
    nameItem = actions.itemName.map { name in
      { itemID, offset in data.element(showing: itemID, atOffset: offset, id: id).flatMap(name) }
    }
    if !actions.activations.isEmpty {
      activate = { itemID, offset in
        guard let element = data.element(showing: itemID, atOffset: offset, id: id) else {
          return false
        }
        for action in actions.activations { action(element) }
        return true
      }
    }
    report = { event in actions.report(event, untyped: untyped) }
  }
}
