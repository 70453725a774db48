#if canImport(SwiftUI) && os(iOS)
  import SwiftUI
  import UIKit

  /// The iOS 18 drag path: a `UIPanGestureRecognizer` that begins only when the finger moves
  /// mostly along the carousel's axis (the host's decision), so that an enclosing vertical
  /// scroll view keeps every vertical scroll. It does not recognize together with other
  /// gestures (the touch watcher allows itself alongside it), and once it begins, buttons under
  /// the finger are cancelled as in `UIScrollView`. At the screen's edge the navigation back
  /// swipe goes first: the pan waits for it to fail.
  @available(iOS 18.0, *)
  struct CarouselPanGesture: UIGestureRecognizerRepresentable {
    let model: CarouselModel

    func makeCoordinator(converter: CoordinateSpaceConverter) -> Coordinator {
      Coordinator(model: model)
    }

    func makeUIGestureRecognizer(context: Context) -> UIPanGestureRecognizer {
      let recognizer = UIPanGestureRecognizer()
      recognizer.delegate = context.coordinator
      return recognizer
    }

    func updateUIGestureRecognizer(_ recognizer: UIPanGestureRecognizer, context: Context) {
      context.coordinator.model = model
    }

    func handleUIGestureRecognizerAction(_ recognizer: UIPanGestureRecognizer, context: Context) {
      // The converter measures in the view's local space, which the carousel keeps left to
      // right: physical points, as the engine reads drags.
      let translation = context.converter.localTranslation ?? .zero
      let velocity = context.converter.localVelocity ?? .zero
      let drag = CarouselDrag(
        translationX: translation.x, translationY: translation.y, velocityX: velocity.x,
        velocityY: velocity.y)
      switch recognizer.state {
      case .began, .changed: model.send { $0.dragChanged(drag, at: $1) }
      case .ended: model.send { $0.dragEnded(drag.projectingEndFromVelocity, at: $1) }
      case .cancelled, .failed: model.send { $0.dragCancelled(at: $1) }
      default: break
      }
    }

    /// The pan's delegate.
    @MainActor final class Coordinator: NSObject, UIGestureRecognizerDelegate {
      var model: CarouselModel

      init(model: CarouselModel) { self.model = model }

      func gestureRecognizerShouldBegin(_ recognizer: UIGestureRecognizer) -> Bool {
        guard let pan = recognizer as? UIPanGestureRecognizer else { return true }
        let velocity = pan.velocity(in: pan.view)
        return model.host.beginsPageDrag(velocityX: velocity.x, velocityY: velocity.y)
      }

      func gestureRecognizer(
        _ recognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer
      ) -> Bool { false }

      /// The navigation back swipe (a screen-edge pan) must fail before a page drag begins, so
      /// a swipe from the screen's edge goes back rather than paging.
      func gestureRecognizer(
        _ recognizer: UIGestureRecognizer, shouldRequireFailureOf other: UIGestureRecognizer
      ) -> Bool {
        other is UIScreenEdgePanGestureRecognizer
      }
    }
  }
#endif
