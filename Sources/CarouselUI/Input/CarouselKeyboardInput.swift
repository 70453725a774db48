#if canImport(SwiftUI)
  import SwiftUI

  /// The keyboard: the carousel is focusable, the arrow keys page it and Return and Space
  /// activate the selected item (the model decides: an arrow that moves nothing, or a key with
  /// no activation, is left unhandled, so focus can move on). The app's `FocusState` binding
  /// (``SwiftUI/View/carouselFocused(_:)``) is bound to this one focus target.
  ///
  /// The carousel takes focus for keyboard navigation only (`.activate`): `.automatic` includes
  /// `.edit`, focus on tap, so a swipe on iPad with a keyboard would draw a focus ring and take
  /// focus (and the keyboard) from a `TextField` elsewhere. On macOS a click focuses it, as it
  /// does a collection view, so the arrows page it without Full Keyboard Access. watchOS has no
  /// arrow keys: there the crown input is the carousel's one `focusable`.
  struct CarouselKeyboardInput<ID: Hashable & Sendable>: ViewModifier {
    let model: CarouselModel<ID>
    let focus: FocusState<Bool>.Binding?

    func body(content: Content) -> some View {
      #if os(watchOS)
        content
      #else
        focused(content.focusable(true, interactions: Self.interactions))
          .onKeyPress(keys: Set(Self.keys.keys)) { press in
            Self.keys[press.key].map(model.keyPressed) == true ? .handled : .ignored
          }
      #endif
    }

    #if !os(watchOS)
      /// How the carousel takes focus: see the type's notes.
      private static var interactions: FocusInteractions {
        #if os(macOS)
          .automatic
        #else
          .activate
        #endif
      }

      /// `view` bound to the app's focus state, when it gave one. The binding goes right after
      /// `focusable`, on the same view: SwiftUI binds focus to the focusable view it modifies.
      @ViewBuilder
      private func focused(_ view: some View) -> some View {
        if let focus { view.focused(focus) } else { view }
      }

      /// The keys the carousel handles, as the model names them.
      private static var keys: [KeyEquivalent: CarouselKey] {
        [
          .leftArrow: .arrow(.left), .rightArrow: .arrow(.right), .upArrow: .arrow(.up),
          .downArrow: .arrow(.down), .return: .activate, .space: .activate,
        ]
      }
    #endif
  }
#endif
