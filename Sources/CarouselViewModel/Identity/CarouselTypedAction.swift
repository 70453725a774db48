/// A closure over a type named only when it is added (an item type, an ID type), kept with that
/// type, so that a carousel takes it only when its own type is the same: what the `View` forms
/// of the callbacks (written after SwiftUI's own modifiers, where the carousel's types are not
/// known) put in the environment.
package struct CarouselTypedAction: @unchecked Sendable {
  private let type: Any.Type
  private let action: Any

  /// Keeps `action`, whose argument types mention `type`. (`@unchecked Sendable`: it is only
  /// ever read on the main actor, where the environment that holds it is.)
  package init<Argument>(_ type: Argument.Type, _ action: Any) {
    self.type = type
    self.action = action
  }

  /// The action, when it was added for `type` (as a closure of type `Action`).
  package func typed<Argument, Action>(_ type: Argument.Type) -> Action? {
    guard self.type == type else { return nil }
    return action as? Action
  }
}
