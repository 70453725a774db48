#if canImport(SwiftUI) && os(iOS)
  import SwiftUI
  import UIKit

  /// The iOS 18 drag path: a one-finger `UIPanGestureRecognizer` that begins only when the
  /// finger moves along the carousel's axis by the engine's own axis-lock rule (the host's
  /// decision), so that an enclosing vertical scroll view keeps every vertical scroll. It does
  /// not recognize together with other gestures (the touch watcher allows itself alongside it),
  /// and once it begins, buttons under the finger are cancelled as in `UIScrollView`. At the
  /// screen's edge the navigation back swipe goes first: the pan waits for it to fail. iOS 26's
  /// back swipe from anywhere in the content waits for the pan instead, except where the
  /// carousel cannot page back (a finite carousel on its first page): there a swipe toward back
  /// goes back (CarouselCore's `NavigationBackSwipe` decides).
  ///
  /// Inside a slide, a scroller along the carousel's axis (a horizontal `ScrollView` of chips,
  /// backed by a `UIScrollView`) or a UIKit slider or switch under the point where the finger
  /// landed keeps the drag, as nested UIKit scroll views do: the carousel pages only from the
  /// inner scroller's edge in the direction of the drag (CarouselCore's `NestedScrolling`
  /// decides), and the inner scroller's pan waits for the carousel's to fail, so one drag moves
  /// one of them. Only scrollers inside the carousel's own frame count: a same-axis pager around
  /// the carousel is not inside a slide. Trackpad and mouse scrolls page it too, as they scroll
  /// a paging `ScrollView`.
  ///
  /// On iOS 17 (the `DragGesture` path) SwiftUI arbitrates between the carousel's drag and an
  /// inner scroll view itself: a drag that starts on the inner scroll view usually stays with
  /// it, even at its edge (not verified on a device here).
  @available(iOS 18.0, *)
  struct CarouselPanGesture<ID: Hashable & Sendable>: UIGestureRecognizerRepresentable {
    let model: CarouselModel<ID>

    func makeCoordinator(converter: CoordinateSpaceConverter) -> Coordinator {
      Coordinator(model: model, converter: converter)
    }

    func makeUIGestureRecognizer(context: Context) -> UIPanGestureRecognizer {
      let recognizer = UIPanGestureRecognizer()
      recognizer.delegate = context.coordinator
      recognizer.allowedScrollTypesMask = .all
      // One finger pages. The pan's default has no limit ("the maximum number of fingers that
      // can touch the view for gesture recognition", default NSUIntegerMax: Apple's
      // `maximumNumberOfTouches`), so the two fingers of a pinch on a zoomable photo could
      // begin a page drag. Trackpad and mouse scrolls are scroll events of an indirect device,
      // not fingers on the view (Apple's `allowedScrollTypesMask`, `UIEvent.EventType.scroll`).
      recognizer.maximumNumberOfTouches = 1
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
      guard let state = CarouselRecognizerState(rawValue: recognizer.state.rawValue) else { return }
      model.panChanged(
        state,
        drag: CarouselDrag(
          translationX: translation.x, translationY: translation.y, velocityX: velocity.x,
          velocityY: velocity.y))
    }

    /// The pan's delegate.
    @MainActor final class Coordinator: NSObject, UIGestureRecognizerDelegate {
      var model: CarouselModel<ID>
      /// Where the pan is in the carousel's own space (`localLocation`), which places the
      /// carousel in the coordinates of the UIKit view the pan is attached to.
      let converter: CoordinateSpaceConverter

      init(model: CarouselModel<ID>, converter: CoordinateSpaceConverter) {
        self.model = model
        self.converter = converter
      }

      func gestureRecognizerShouldBegin(_ recognizer: UIGestureRecognizer) -> Bool {
        guard let pan = recognizer as? UIPanGestureRecognizer, let view = pan.view else {
          return true
        }
        let velocity = pan.velocity(in: view)
        // Failing here also lets iOS 26's content back swipe, which waits for this pan, go back.
        guard model.beginsPageDrag(velocityX: velocity.x, velocityY: velocity.y) else {
          return false
        }
        // The pan has moved since the finger landed (UIKit's translation is "the total
        // translation over time"): the views to defer to are those where it landed.
        let location = pan.location(in: view)
        let translation = pan.translation(in: view)
        let landed = NestedScrolling.landingPoint(
          x: location.x, y: location.y, translationX: translation.x, translationY: translation.y)
        // From the view hit there up to (not including) the pan's view.
        let views = sequence(state: view.hitTest(CGPoint(x: landed.x, y: landed.y), with: nil)) {
          (next: inout UIView?) -> UIView? in
          guard let current = next, current !== view else { return nil }
          next = current.superview
          return current
        }
        return !model.innerViewKeepsDrag(
          views.lazy.map { self.touched($0, panView: view, pan: pan) }, touchX: location.x,
          touchY: location.y, localX: converter.localLocation.x, localY: converter.localLocation.y)
      }

      func gestureRecognizer(
        _ recognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer
      ) -> Bool { false }

      /// Which recognizer waits for which is the model's decision (`panWaits(for:)`,
      /// `waitsForPan(_:)`), from what `other` is. UIKit asks both ways; a requirement both ways
      /// would leave neither to begin. `shouldBeRequiredToFailBy` is Apple's place for
      /// requirements set up lazily between recognizers made elsewhere, as these are (see
      /// `require(toFail:)`).
      func gestureRecognizer(
        _ recognizer: UIGestureRecognizer, shouldRequireFailureOf other: UIGestureRecognizer
      ) -> Bool {
        model.panWaits(for: kind(of: other, panView: recognizer.view))
      }

      func gestureRecognizer(
        _ recognizer: UIGestureRecognizer, shouldBeRequiredToFailBy other: UIGestureRecognizer
      ) -> Bool {
        model.waitsForPan(kind(of: other, panView: recognizer.view))
      }

      /// What `other` is: a back swipe from the content or from the screen's edge, the pan of a
      /// scroll view below the pan's view (read along the carousel's axis), or anything else.
      private func kind(of other: UIGestureRecognizer, panView: UIView?)
        -> CarouselOtherRecognizer
      {
        if isContentBackSwipe(other) { return .contentBackSwipe }
        if other is UIScreenEdgePanGestureRecognizer { return .edgeBackSwipe }
        guard let view = panView, let scroller = other.view as? UIScrollView,
          other === scroller.panGestureRecognizer, scroller !== view,
          scroller.isDescendant(of: view)
        else { return .other }
        return .nestedScroller(self.scroller(scroller, in: view, velocity: .zero))
      }

      /// Whether `other` is a navigation controller's back swipe from the content (iOS 26:
      /// "The navigation controller installs this gesture recognizer on its view", Apple's
      /// `interactiveContentPopGestureRecognizer`; a view's next responder is the view
      /// controller that manages it, Apple's `UIResponder.next`). Compiled only by Swift 6.2
      /// and later (Xcode 26, whose SDK declares it); older SDKs have no such swipe to wait.
      private func isContentBackSwipe(_ other: UIGestureRecognizer) -> Bool {
        #if compiler(>=6.2)
          if #available(iOS 26.0, *),
            let navigation = other.view?.next as? UINavigationController
          {
            return navigation.interactiveContentPopGestureRecognizer === other
          }
        #endif
        return false
      }

      /// What the model needs of `view`, under the finger in the pan's view `panView`.
      private func touched(_ view: UIView, panView: UIView, pan: UIPanGestureRecognizer)
        -> CarouselTouchedView
      {
        if view is UISlider || view is UISwitch { return .control }
        guard let scroller = view as? UIScrollView else { return .other }
        return .scroller(self.scroller(scroller, in: panView, velocity: pan.velocity(in: scroller)))
      }

      /// `scroller` along the carousel's axis: its frame in `panView`, its first and last
      /// content offsets (whether or not there is room between them), its offset, the finger's
      /// `velocity`, and whether it scrolls or bounces along the axis.
      private func scroller(_ scroller: UIScrollView, in panView: UIView, velocity: CGPoint)
        -> CarouselScroller
      {
        let (inset, size) = (scroller.adjustedContentInset, scroller.bounds.size)
        return CarouselScroller(
          along: model.axis,
          frame: CarouselRect(scroller.convert(scroller.bounds, to: panView)),
          contentSize: CarouselSize(
            width: scroller.contentSize.width, height: scroller.contentSize.height),
          boundsSize: CarouselSize(width: size.width, height: size.height),
          contentInset: (inset.top, inset.left, inset.bottom, inset.right),
          contentOffset: (scroller.contentOffset.x, scroller.contentOffset.y),
          velocity: (velocity.x, velocity.y), isScrollEnabled: scroller.isScrollEnabled,
          bounces: scroller.bounces,
          alwaysBounces: (scroller.alwaysBounceHorizontal, scroller.alwaysBounceVertical))
      }
    }
  }
#endif
