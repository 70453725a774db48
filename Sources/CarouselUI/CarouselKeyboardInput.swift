#if canImport(SwiftUI)
  import SwiftUI

  /// Arrow keys page the carousel: along a horizontal carousel the arrow toward where the next
  /// page enters, along a vertical one down (CarouselCore's `CarouselInputMapping`). A key that
  /// does not move it (at an end, across the axis) is left unhandled, so focus can move on.
  ///
  /// The carousel takes focus for keyboard navigation only (`.activate`): `.automatic` includes
  /// `.edit`, focus on tap, so a swipe on iPad with a keyboard would draw a focus ring and take
  /// focus (and the keyboard) from a `TextField` elsewhere. watchOS has no arrow keys: there the
  /// crown input is the carousel's one `focusable`.
  struct CarouselKeyboardInput: ViewModifier {
    let model: CarouselModel
    let layoutDirection: LayoutDirection

    func body(content: Content) -> some View {
      #if os(watchOS)
        content
      #else
        content
          .focusable(true, interactions: .activate)
          .onKeyPress(.leftArrow) { arrow(.left) }
          .onKeyPress(.rightArrow) { arrow(.right) }
          .onKeyPress(.upArrow) { arrow(.up) }
          .onKeyPress(.downArrow) { arrow(.down) }
      #endif
    }

    private func arrow(_ key: CarouselArrowKey) -> KeyPress.Result {
      let step = CarouselInputMapping.step(
        forArrow: key, axis: model.engine.configuration.axis,
        layoutDirection: layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight)
      let changes = model.send { $0.userStepped(step, at: $1) }
      return changes.contains(.selection) ? .handled : .ignored
    }
  }
#endif
