#if canImport(SwiftUI) && os(iOS)
  import SwiftUI
  import UIKit

  /// Sees a touch on the carousel from the moment a finger lands until a finger lifts,
  /// whatever the pan or an enclosing list make of it: a long press with no minimum duration
  /// and no movement limit, which never blocks (it recognizes alongside every other recognizer,
  /// cancels no touches and delays none). A pan alone cannot: it reports nothing before it
  /// begins, and when it fails (the list scrolls instead) it stops receiving touches and resets
  /// while the finger may still be down. UIKit ends a long press "when any of the fingers are
  /// lifted" (Apple's `UILongPressGestureRecognizer`), not when the last one is. Its end and the
  /// pan's end come in no documented order (two recognizers recognizing together): the model's
  /// outcome is the same either way, so each state is told at once (`touchWatcherChanged`).
  /// Its landing is what stops a settling carousel where it is, as UIKit's scroll views stop on
  /// touch-down (CarouselCore's `CarouselHost.touchLanded(at:)`); no slot takes touches while
  /// the carousel moves, so that tap reaches no slide's content (UIKit swallows it too).
  @available(iOS 18.0, *)
  struct CarouselTouchWatcher<ID: Hashable & Sendable>: UIGestureRecognizerRepresentable {
    let model: CarouselModel<ID>

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
      guard let state = CarouselRecognizerState(rawValue: recognizer.state.rawValue) else { return }
      model.touchWatcherChanged(state)
    }

    /// The watcher's delegate: it recognizes alongside every other recognizer.
    @MainActor final class Coordinator: NSObject, UIGestureRecognizerDelegate {
      func gestureRecognizer(
        _ recognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer
      ) -> Bool { true }
    }
  }
#endif
