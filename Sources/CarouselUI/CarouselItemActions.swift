#if canImport(SwiftUI)
  import SwiftUI

  /// What the app asked of a carousel over items of type `Element` with IDs of type `ID`: their
  /// names for VoiceOver, and the callbacks that take an item or an ID. A ``Carousel`` holds its
  /// own (``Carousel/carouselItemName(_:)``, ``Carousel/onCarouselSelectionChange(_:)``…); the
  /// environment's for its types (the `View` forms, written after SwiftUI's modifiers) are added
  /// to them.
  struct CarouselItemActions<Element, ID: Hashable & Sendable> {
    /// The item's name for VoiceOver.
    var itemName: ((Element) -> String?)?
    /// Called when the selected item changes, with what moved it.
    var selectionChanges: [(ID?, ID?, CarouselSelectionCause) -> Void] = []
    /// Called when the items in view change.
    var visibleItemsChanges: [([ID]) -> Void] = []
    /// Called when the user activates the focused item (Return or Space).
    var activations: [(Element) -> Void] = []

    /// These actions, with the environment's for the same types added.
    func adding(_ callbacks: CarouselCallbacks) -> Self {
      var all = self
      all.itemName = itemName ?? callbacks.namer?.naming(Element.self)
      all.selectionChanges += callbacks.selectionChanges.compactMap { $0.typed(ID.self) }
      all.visibleItemsChanges += callbacks.visibleItemsChanges.compactMap { $0.typed(ID.self) }
      all.activations += callbacks.activations.compactMap { $0.typed(Element.self) }
      return all
    }
  }

  /// The callbacks and effects that the `View` modifiers taking closures put in the environment
  /// for the carousels in a view: a value of its own, not a setting, since closures cannot be
  /// compared. A carousel's slides start again without them.
  struct CarouselCallbacks {
    /// ``SwiftUI/View/carouselItemName(_:)``.
    var namer: CarouselItemNamer?
    /// `onCarouselPhaseChange(_:)`.
    var phaseChanges: [(CarouselPhase, CarouselPhase, CarouselPhaseChangeContext) -> Void] = []
    /// ``SwiftUI/View/onCarouselSelectionChange(_:)`` with the ID type spelled.
    var selectionChanges: [CarouselTypedAction] = []
    /// ``SwiftUI/View/onCarouselVisibleItemsChange(_:)`` with the ID type spelled.
    var visibleItemsChanges: [CarouselTypedAction] = []
    /// ``SwiftUI/View/onCarouselActivate(_:)`` with the item type spelled.
    var activations: [CarouselTypedAction] = []
    /// ``SwiftUI/View/carouselTransition(_:)``.
    var transition: CarouselTransitionEffect?
    /// ``SwiftUI/View/carouselFocused(_:)``.
    var focus: FocusState<Bool>.Binding?
  }

  /// A closure over a type named only when it is added (an item type, an ID type), kept with
  /// that type, so that a carousel takes it only when its own type is the same.
  struct CarouselTypedAction {
    private let type: Any.Type
    private let action: Any

    /// Keeps `action`, whose argument types mention `type`.
    init<Argument>(_ type: Argument.Type, _ action: Any) {
      self.type = type
      self.action = action
    }

    /// The action, when it was added for `type` (as a closure of type `Action`).
    func typed<Argument, Action>(_ type: Argument.Type) -> Action? {
      guard self.type == type else { return nil }
      return action as? Action
    }
  }

  extension EnvironmentValues {
    /// The callbacks and effects for the carousels in this view.
    var carouselCallbacks: CarouselCallbacks {
      get { self[CarouselCallbacksKey.self] }
      set { self[CarouselCallbacksKey.self] = newValue }
    }
  }

  private struct CarouselCallbacksKey: EnvironmentKey {
    static var defaultValue: CarouselCallbacks { CarouselCallbacks() }
  }
#endif
