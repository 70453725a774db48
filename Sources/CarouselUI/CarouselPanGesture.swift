#if canImport(SwiftUI) && os(iOS)
  import SwiftUI
  import UIKit

  /// The iOS 18 drag path: a `UIPanGestureRecognizer` that begins only when the finger moves
  /// mostly along the carousel's axis (the host's decision), so that an enclosing vertical
  /// scroll view keeps every vertical scroll. It does not recognize together with other
  /// gestures (the touch watcher allows itself alongside it), and once it begins, buttons under
  /// the finger are cancelled as in `UIScrollView`. At the screen's edge the navigation back
  /// swipe goes first: the pan waits for it to fail.
  ///
  /// Inside a slide, a scroller along the carousel's axis (a horizontal `ScrollView` of chips,
  /// backed by a `UIScrollView`) or a UIKit slider or switch under the finger keeps the drag,
  /// as nested UIKit scroll views do: the carousel pages only from the inner scroller's edge in
  /// the direction of the drag (CarouselCore's `NestedScrolling` decides), and the inner
  /// scroller's pan waits for the carousel's to fail, so one drag moves one of them. Trackpad
  /// and mouse scrolls page it too, as they scroll a paging `ScrollView`.
  ///
  /// On iOS 17 (the `DragGesture` path) SwiftUI arbitrates between the carousel's drag and an
  /// inner scroll view itself: a drag that starts on the inner scroll view usually stays with
  /// it, even at its edge (not verified on a device here).
  @available(iOS 18.0, *)
  struct CarouselPanGesture: UIGestureRecognizerRepresentable {
    let model: CarouselModel

    func makeCoordinator(converter: CoordinateSpaceConverter) -> Coordinator {
      Coordinator(model: model)
    }

    func makeUIGestureRecognizer(context: Context) -> UIPanGestureRecognizer {
      let recognizer = UIPanGestureRecognizer()
      recognizer.delegate = context.coordinator
      recognizer.allowedScrollTypesMask = .all
      return recognizer
    }

    func updateUIGestureRecognizer(_ recognizer: UIPanGestureRecognizer, context: Context) {
      context.coordinator.model = model
    }

    func handleUIGestureRecognizerAction(_ recognizer: UIPanGestureRecognizer, context: Context) {
      // The converter measures in the view's local space, which the carousel keeps left to
      // right: physical points, as the engine reads drags. Every sample carries the end the
      // velocity projects (a UIKit pan predicts none), so a lift that comes before the end
      // releases the drag as the end would.
      let translation = context.converter.localTranslation ?? .zero
      let velocity = context.converter.localVelocity ?? .zero
      let drag = CarouselDrag(
        translationX: translation.x, translationY: translation.y, velocityX: velocity.x,
        velocityY: velocity.y
      ).projectingEndFromVelocity
      switch recognizer.state {
      case .began, .changed: model.send { $0.dragChanged(drag, at: $1) }
      case .ended: model.send { $0.dragEnded(drag, at: $1) }
      case .cancelled, .failed: model.send { $0.dragCancelled(at: $1) }
      default: break
      }
    }

    /// The pan's delegate.
    @MainActor final class Coordinator: NSObject, UIGestureRecognizerDelegate {
      var model: CarouselModel

      init(model: CarouselModel) { self.model = model }

      func gestureRecognizerShouldBegin(_ recognizer: UIGestureRecognizer) -> Bool {
        guard let pan = recognizer as? UIPanGestureRecognizer, let view = pan.view else {
          return true
        }
        let velocity = pan.velocity(in: view)
        guard model.host.beginsPageDrag(velocityX: velocity.x, velocityY: velocity.y) else {
          return false
        }
        return !innerViewKeepsDrag(of: pan, in: view)
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

      /// The pan of a scroller inside the carousel that scrolls along its axis waits for the
      /// carousel's pan to fail (UIKit: return true when `recognizer` must fail before `other`
      /// may begin), so that one drag moves either the carousel or the inner scroller.
      func gestureRecognizer(
        _ recognizer: UIGestureRecognizer, shouldBeRequiredToFailBy other: UIGestureRecognizer
      ) -> Bool {
        guard let view = recognizer.view, let scroller = other.view as? UIScrollView,
          other === scroller.panGestureRecognizer, scroller !== view,
          scroller.isDescendant(of: view)
        else { return false }
        return edges(of: scroller) != nil
      }

      /// Whether a scroller or a control under the finger, inside the carousel, keeps the drag.
      private func innerViewKeepsDrag(of pan: UIPanGestureRecognizer, in view: UIView) -> Bool {
        var candidate = view.hitTest(pan.location(in: view), with: nil)
        while let current = candidate, current !== view {
          if current is UISlider || current is UISwitch { return true }
          if let scroller = current as? UIScrollView, let (start, end) = edges(of: scroller) {
            let velocity = pan.velocity(in: scroller)
            let isHorizontal = model.engine.configuration.axis == .horizontal
            let offset = isHorizontal ? scroller.contentOffset.x : scroller.contentOffset.y
            if NestedScrolling.innerScrollerKeepsDrag(
              velocity: Double(isHorizontal ? velocity.x : velocity.y), offset: Double(offset),
              start: start, end: end)
            {
              return true
            }
          }
          candidate = current.superview
        }
        return false
      }

      /// The first and last content offsets of `scroller` along the carousel's axis, or `nil`
      /// when it does not scroll along it.
      private func edges(of scroller: UIScrollView) -> (Double, Double)? {
        guard scroller.isScrollEnabled else { return nil }
        let inset = scroller.adjustedContentInset
        let isHorizontal = model.engine.configuration.axis == .horizontal
        let start = isHorizontal ? -inset.left : -inset.top
        let end =
          isHorizontal
          ? scroller.contentSize.width - scroller.bounds.width + inset.right
          : scroller.contentSize.height - scroller.bounds.height + inset.bottom
        return end - start > NestedScrolling.edgeTolerance ? (Double(start), Double(end)) : nil
      }
    }
  }
#endif
