import CarouselCore

/// Another gesture recognizer that UIKit names to the iOS 18 pan's delegate (which must wait
/// for which), as the delegate classifies it.
package enum CarouselOtherRecognizer: Hashable, Sendable {
  /// A navigation controller's back swipe from the screen's edge
  /// (`UIScreenEdgePanGestureRecognizer`).
  case edgeBackSwipe
  /// iOS 26's back swipe from anywhere in the content
  /// (`UINavigationController.interactiveContentPopGestureRecognizer`).
  case contentBackSwipe
  /// The pan of a scroll view inside the pan's view.
  case nestedScroller(CarouselScroller)
  /// Anything else.
  case other
}

extension CarouselModel {
  /// Whether the carousel's pan waits for `other` to fail (the delegate's
  /// `shouldRequireFailureOf`): only for the back swipe from the screen's edge, which goes back
  /// whatever the page, as it does over a scroll view.
  package func panWaits(for other: CarouselOtherRecognizer) -> Bool {
    other == .edgeBackSwipe
  }

  /// Whether `other` waits for the carousel's pan to fail (the delegate's
  /// `shouldBeRequiredToFailBy`): iOS 26's back swipe from the content, which the pan lets
  /// through where it does not begin (``beginsPageDrag(velocityX:velocityY:)``), and a nested
  /// scroller that could move along the carousel's axis (``scrollerWaitsForPageDrag(_:)``).
  package func waitsForPan(_ other: CarouselOtherRecognizer) -> Bool {
    switch other {
    case .contentBackSwipe: return true
    case .nestedScroller(let scroller): return scrollerWaitsForPageDrag(scroller)
    case .edgeBackSwipe, .other: return false
    }
  }
}
