#if canImport(SwiftUI)
  import SwiftUI

  /// VoiceOver's Magic Tap on the carousel's container, answered only while `answers` (the
  /// model's `answersMagicTap`: there is autoplay to play or pause). Otherwise the container
  /// carries no such action, so the Magic Tap goes on to the app's handler above it, or the
  /// system's play/pause. This relies on an element with no Magic Tap action passing it on to
  /// its ancestors, as UIKit's `accessibilityPerformMagicTap` does when an element does not
  /// handle it; Apple does not say whether SwiftUI counts a handler that changes nothing as
  /// handled, so the handler is not attached at all when it would change nothing.
  ///
  /// Both branches are the same type (an accessibility attachment of the same content, the
  /// other one adding no traits), so turning the action on or off changes no view's identity:
  /// an `if` around the container would give the slides a new identity and reset their state.
  /// macOS has no Magic Tap.
  struct CarouselMagicTap: ViewModifier {
    let answers: Bool
    let action: () -> Void

    func body(content: Content) -> some View {
      #if os(macOS)
        content
      #else
        answers
          ? content.accessibilityAction(.magicTap, action) : content.accessibilityAddTraits([])
      #endif
    }
  }
#endif
