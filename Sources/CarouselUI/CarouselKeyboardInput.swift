#if canImport(SwiftUI)
  import SwiftUI

  /// The keyboard: the carousel is focusable, and the arrow keys page it (along a horizontal
  /// carousel the arrow toward where the next page enters, along a vertical one down:
  /// CarouselCore's `CarouselInputMapping`, mirrored right to left); Return and Space activate
  /// the selected item when the app takes activations (``Carousel/onCarouselActivate(_:)``). A
  /// key that does not move it (at an end, across the axis) is left unhandled, so focus can move
  /// on. The app's `FocusState` binding (``SwiftUI/View/carouselFocused(_:)``) is bound to this
  /// one focus target.
  ///
  /// The carousel takes focus for keyboard navigation only (`.activate`): `.automatic` includes
  /// `.edit`, focus on tap, so a swipe on iPad with a keyboard would draw a focus ring and take
  /// focus (and the keyboard) from a `TextField` elsewhere. On macOS a click focuses it, as it
  /// does a collection view, so the arrows page it without Full Keyboard Access. watchOS has no
  /// arrow keys: there the crown input is the carousel's one `focusable`.
  struct CarouselKeyboardInput: ViewModifier {
    let model: CarouselModel
    let layoutDirection: LayoutDirection
    let focus: FocusState<Bool>.Binding?
    let activate: (() -> Bool)?

    func body(content: Content) -> some View {
      #if os(watchOS)
        content
      #else
        focused(content.focusable(true, interactions: Self.interactions))
          .onKeyPress(.leftArrow) { arrow(.left) }
          .onKeyPress(.rightArrow) { arrow(.right) }
          .onKeyPress(.upArrow) { arrow(.up) }
          .onKeyPress(.downArrow) { arrow(.down) }
          .onKeyPress(.return) { activation() }
          .onKeyPress(.space) { activation() }
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
    #endif

    private func arrow(_ key: CarouselArrowKey) -> KeyPress.Result {
      let step = CarouselInputMapping.step(
        forArrow: key, axis: model.engine.configuration.axis,
        layoutDirection: layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight)
      let changes = model.send { $0.userStepped(step, cause: .keyboard, at: $1) }
      return changes.contains(.selection) ? .handled : .ignored
    }

    private func activation() -> KeyPress.Result {
      activate?() == true ? .handled : .ignored
    }
  }
#endif
