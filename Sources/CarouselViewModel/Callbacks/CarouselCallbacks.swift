import CarouselCore

/// The callbacks that the `View` modifiers taking closures put in the environment for the
/// carousels in a view: a value of its own, not a setting, since closures cannot be compared. A
/// carousel's slides start again without them.
package struct CarouselCallbacks {
  /// `carouselItemName(_:)` written after SwiftUI's own modifiers.
  package var namer: CarouselItemNamer?
  /// `onCarouselPhaseChange(_:)`.
  package var phaseChanges: [(CarouselPhase, CarouselPhase, CarouselPhaseChangeContext) -> Void] =
    []
  /// `onCarouselAutoplayFinish(perform:)`.
  package var autoplayFinishes: [() -> Void] = []
  /// `onCarouselSelectionChange(_:)` with the ID type spelled.
  package var selectionChanges: [CarouselTypedAction] = []
  /// `onCarouselVisibleItemsChange(_:)` with the ID type spelled.
  package var visibleItemsChanges: [CarouselTypedAction] = []
  /// `onCarouselActivate(_:)` with the item type spelled.
  package var activations: [CarouselTypedAction] = []

  /// None.
  package init() {}
}
