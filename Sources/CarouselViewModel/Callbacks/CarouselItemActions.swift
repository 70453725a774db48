import CarouselCore

/// What the app asked of a carousel over items of type `Element` with IDs of type `ID`: their
/// names for VoiceOver, and the callbacks that take an item or an ID. A carousel holds its own
/// (its `carouselItemName(_:)`, `onCarouselSelectionChange(_:)`…); the environment's for its
/// types (the `View` forms, written after SwiftUI's own modifiers) are added to them.
package struct CarouselItemActions<Element, ID: Hashable & Sendable> {
  /// The item's name for VoiceOver.
  package var itemName: ((Element) -> String?)?
  /// Called when the selected item changes, with what moved it.
  package var selectionChanges: [(ID?, ID?, CarouselSelectionCause) -> Void] = []
  /// Called when the items in view change.
  package var visibleItemsChanges: [([ID]) -> Void] = []
  /// Called when the user activates the selected item (Return or Space).
  package var activations: [(Element) -> Void] = []

  /// No actions.
  package init() {}

  /// Actions with these parts.
  package init(
    itemName: ((Element) -> String?)?,
    selectionChanges: [(ID?, ID?, CarouselSelectionCause) -> Void],
    visibleItemsChanges: [([ID]) -> Void], activations: [(Element) -> Void]
  ) {
    self.itemName = itemName
    self.selectionChanges = selectionChanges
    self.visibleItemsChanges = visibleItemsChanges
    self.activations = activations
  }

  /// These actions, with the environment's for the same types added (the carousel's own name
  /// wins over the environment's).
  package func adding(_ callbacks: CarouselCallbacks) -> Self {
    var all = self
    all.itemName = itemName ?? callbacks.namer?.naming(Element.self)
    all.selectionChanges += callbacks.selectionChanges.compactMap { $0.typed(ID.self) }
    all.visibleItemsChanges += callbacks.visibleItemsChanges.compactMap { $0.typed(ID.self) }
    all.activations += callbacks.activations.compactMap { $0.typed(Element.self) }
    return all
  }

  /// Calls the selection and visible-items actions for `event`, whose IDs are the app's (a host
  /// over fixed pages has pages' IDs, which `over(_:byTag:)` turns into the app's); the actions
  /// that take no item or ID (the phase's, autoplay's end) are the environment's `untyped` ones.
  package func report(_ event: CarouselHostEvent<ID>, untyped: CarouselCallbacks) {
    switch event {
    case .selectionChanged(let from, let to, let cause):
      for action in selectionChanges { action(from, to, cause) }
    case .phaseChanged(let from, let to, let context):
      for action in untyped.phaseChanges { action(from, to, context) }
    case .visibleItemsChanged(let ids):
      for action in visibleItemsChanges { action(ids) }
    case .autoplayFinished:
      for action in untyped.autoplayFinishes { action() }
    }
  }
}
