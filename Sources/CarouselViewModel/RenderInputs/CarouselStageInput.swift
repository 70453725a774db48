import CarouselCore

/// Everything a carousel's stage reads on a render that the host must hear of, as one value: the
/// stage's one change handler takes the previous render's value and this render's
/// (``CarouselModel/stageInputChanged(from:to:)``), so which events reach the host, and
/// in which order, is decided here and not by the order SwiftUI runs several handlers in.
package struct CarouselStageInput<Data: RandomAccessCollection, ID: Hashable & Sendable>: Equatable
{
  /// The app's items.
  package var items: CarouselItemIDs<Data, ID>
  /// The selection binding's value (`nil` without a binding).
  package var binding: CarouselBoundSelection<ID>?
  /// How many times the model wrote the binding: a render after a write differs from the one
  /// before it even when the binding reads the same (an app that sets it back inside a callback).
  package var bindingWrites: Int
  /// The environment, as the engine names it.
  package var environment: CarouselEnvironment
  /// The items' own autoplay waits.
  package var itemDurations: [ID: AutoplayInterval]
  /// Whether the carousel is marked as its reader's target.
  package var isReaderTarget: Bool
  /// The selected item's name, as this render found it (`nil` when the carousel does not name
  /// its items, or has none).
  package var selectedItemName: CarouselItemName<ID>?

  /// An input with every part given.
  package init(
    items: CarouselItemIDs<Data, ID>, binding: CarouselBoundSelection<ID>?,
    bindingWrites: Int, environment: CarouselEnvironment,
    itemDurations: [ID: AutoplayInterval], isReaderTarget: Bool,
    selectedItemName: CarouselItemName<ID>?
  ) {
    self.items = items
    self.binding = binding
    self.bindingWrites = bindingWrites
    self.environment = environment
    self.itemDurations = itemDurations
    self.isReaderTarget = isReaderTarget
    self.selectedItemName = selectedItemName
  }
}
