#if canImport(SwiftUI) && os(iOS)
  import SwiftUI
  import UIKit
  import UIKit.UIGestureRecognizerSubclass

  /// The iOS 18 drag path: a `UIPanGestureRecognizer` that begins only when the finger moves
  /// mostly along the carousel's axis (the engine's decision), so that an enclosing vertical
  /// scroll view keeps every vertical scroll; it does not recognize together with other
  /// gestures, and once it begins, buttons under the finger are cancelled as in `UIScrollView`.
  ///
  /// It also reports the finger landing, before any movement, so autoplay holds still under a
  /// finger that rests on the carousel, and the finger lifting when the pan never began.
  @available(iOS 18.0, *)
  struct CarouselPanGesture: UIGestureRecognizerRepresentable {
    let model: CarouselModel

    func makeCoordinator(converter: CoordinateSpaceConverter) -> Coordinator {
      Coordinator(model: model)
    }

    func makeUIGestureRecognizer(context: Context) -> CarouselPanRecognizer {
      let recognizer = CarouselPanRecognizer()
      recognizer.delegate = context.coordinator
      recognizer.coordinator = context.coordinator
      return recognizer
    }

    func updateUIGestureRecognizer(_ recognizer: CarouselPanRecognizer, context: Context) {
      context.coordinator.model = model
    }

    func handleUIGestureRecognizerAction(_ recognizer: CarouselPanRecognizer, context: Context) {
      let translation = context.converter.localTranslation ?? .zero
      let velocity = context.converter.localVelocity ?? .zero
      let drag = CarouselDrag(
        translationX: translation.x, translationY: translation.y, velocityX: velocity.x,
        velocityY: velocity.y)
      switch recognizer.state {
      case .began, .changed: model.dragChanged(drag)
      case .ended: model.dragEnded(drag.projectingEndFromVelocity)
      case .cancelled, .failed: model.dragCancelled()
      default: break
      }
    }

    /// The recognizer's delegate, and where it reports touches.
    @MainActor final class Coordinator: NSObject, UIGestureRecognizerDelegate {
      var model: CarouselModel
      private var touch: Int?

      init(model: CarouselModel) { self.model = model }

      func gestureRecognizerShouldBegin(_ recognizer: UIGestureRecognizer) -> Bool {
        guard let pan = recognizer as? UIPanGestureRecognizer else { return true }
        let velocity = pan.velocity(in: pan.view)
        return model.beginsPageDrag(velocityX: velocity.x, velocityY: velocity.y)
      }

      func gestureRecognizer(
        _ recognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer
      ) -> Bool { false }

      /// The first finger landed.
      func fingerLanded() { touch = model.dragChanged(.touchDown) }

      /// The touch sequence is over; cancels the touch unless a pan end already ended it.
      func fingersLifted() {
        guard let touch else { return }
        self.touch = nil
        model.fingerLifted(touch: touch)
      }
    }
  }

  /// A pan recognizer that also reports when the first finger lands and when the touch
  /// sequence ends, which a plain pan only reports once it has recognized a pan.
  @available(iOS 18.0, *)
  final class CarouselPanRecognizer: UIPanGestureRecognizer {
    weak var coordinator: CarouselPanGesture.Coordinator?
    private var hasLanded = false

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
      super.touchesBegan(touches, with: event)
      guard !hasLanded else { return }
      hasLanded = true
      coordinator?.fingerLanded()
    }

    override func reset() {
      super.reset()
      guard hasLanded else { return }
      hasLanded = false
      coordinator?.fingersLifted()
    }
  }
#endif
