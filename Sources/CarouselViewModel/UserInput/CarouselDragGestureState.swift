/// Where the iOS 17 path's `DragGesture` is, for the end of its touch: SwiftUI calls the
/// gesture's `onEnded` only when it succeeds, and resets its gesture state whether it ended or
/// was cancelled (the system took the touch: a call, an alert; or an enclosing scroll view took
/// the drag over). The end releases the drag and its touch; a reset that no end came with is a
/// cancelled touch, and a page drag then settles back, as UIKit's scroll views do. SwiftUI
/// documents no order between the end and the reset: a reset before any end waits until the
/// update is over before it counts as a cancellation, so an end that comes right after it is
/// still a release.
package enum CarouselDragGestureState: Hashable, Sendable {
  /// No drag gesture runs (or it ended).
  case idle
  /// The gesture changed: the finger moves, its touch the host's `touch`.
  case dragging(touch: Int)
  /// The gesture reset before any end: cancelled, unless an end comes before the update is over.
  case resetAwaitingEnd(touch: Int)
}
