#if canImport(SwiftUI) && os(iOS)
  import SwiftUI
  import UIKit

  /// Sees a touch on the carousel from the moment a finger lands until a finger lifts,
  /// whatever the pan or an enclosing list make of it: a long press with no minimum duration
  /// and no movement limit, which never blocks (it recognizes alongside every other recognizer,
  /// cancels no touches and delays none). A pan alone cannot: it reports nothing before it
  /// begins, and when it fails (the list scrolls instead) it stops receiving touches and resets
  /// while the finger may still be down. UIKit ends a long press "when any of the fingers are
  /// lifted" (Apple's `UILongPressGestureRecognizer`), not when the last one is: with two
  /// fingers down, the first to lift ends it, and the host hears the touch lift while the other
  /// finger may still rest on the carousel. Its end and the pan's end come in no documented
  /// order (two recognizers recognizing together): the host's outcome is the same either way,
  /// so the lift is told at once.
  @available(iOS 18.0, *)
  struct CarouselTouchWatcher: UIGestureRecognizerRepresentable {
    let model: CarouselModel

    func makeCoordinator(converter: CoordinateSpaceConverter) -> Coordinator { Coordinator() }

    func makeUIGestureRecognizer(context: Context) -> UILongPressGestureRecognizer {
      let recognizer = UILongPressGestureRecognizer()
      recognizer.minimumPressDuration = 0
      recognizer.allowableMovement = .greatestFiniteMagnitude
      recognizer.cancelsTouchesInView = false
      recognizer.delaysTouchesBegan = false
      recognizer.delaysTouchesEnded = false
      recognizer.delegate = context.coordinator
      return recognizer
    }

    func handleUIGestureRecognizerAction(
      _ recognizer: UILongPressGestureRecognizer, context: Context
    ) {
      switch recognizer.state {
      case .began:
        model.send { $0.touchLanded(at: $1) }
        context.coordinator.touch = model.host.touch
      case .ended, .cancelled, .failed:
        guard let touch = context.coordinator.touch else { return }
        context.coordinator.touch = nil
        model.send { $0.touchLifted(touch, at: $1) }
      default:
        break
      }
    }

    /// The watcher's delegate, and the touch it reported.
    @MainActor final class Coordinator: NSObject, UIGestureRecognizerDelegate {
      /// The host's touch that landed, until it lifts.
      var touch: Int?

      func gestureRecognizer(
        _ recognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer
      ) -> Bool { true }
    }
  }
#endif
