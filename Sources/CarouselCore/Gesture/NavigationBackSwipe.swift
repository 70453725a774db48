/// How a page drag shares a swipe with a navigation stack's back swipe from the content area
/// (iOS 26's `interactiveContentPopGestureRecognizer`, which pops on a pan from leading to
/// trailing anywhere in the content): the back swipe waits for the page drag, so a swipe on the
/// carousel pages it, except where the carousel cannot page back, where a swipe toward back
/// goes back.
///
/// "Toward back" is the back swipe's direction, leading to trailing: to the right left to
/// right, to the left right to left. It is also the direction that drags the carousel
/// backward, since the carousel mirrors its pages in a right-to-left layout: where the
/// carousel has no page before the one it rests on (a finite carousel on its first page, or
/// one with fewer than two items), a swipe that way would only pull the rubber band.
///
/// ```swift
/// let pager = Pager(count: 5, isLooping: false)
/// NavigationBackSwipe.waitsForPageDrag(
///   velocityX: 400, axis: .horizontal, layoutDirection: .leftToRight, pager: pager,
///   restingPage: 0)  // false: the swipe goes back
/// NavigationBackSwipe.waitsForPageDrag(
///   velocityX: 400, axis: .horizontal, layoutDirection: .leftToRight, pager: pager,
///   restingPage: 2)  // true: the swipe pages back
/// ```
package enum NavigationBackSwipe {
  /// Whether the back swipe waits for the page drag of a pan that starts with this horizontal
  /// velocity (points per second, positive to the right, in physical left-to-right points):
  /// always, except when the carousel is horizontal, has no page before `restingPage` (see
  /// ``Pager/page(before:)``) and the pan moves toward back in `layoutDirection`. A vertical
  /// carousel never competes for a horizontal back swipe (its own axis lock leaves the swipe to
  /// the cross axis), and a velocity of 0 or NaN is no direction: the back swipe waits.
  package static func waitsForPageDrag(
    velocityX: Double, axis: CarouselAxis, layoutDirection: CarouselLayoutDirection,
    pager: Pager, restingPage: Int
  ) -> Bool {
    guard axis == .horizontal, pager.page(before: restingPage) == nil else { return true }
    let towardBack = layoutDirection == .leftToRight ? velocityX > 0 : velocityX < 0
    return !towardBack
  }
}
