/// Which of two nested scrollers takes a drag along the carousel's axis that starts over a
/// scroller inside a slide (a horizontal `ScrollView` of chips in a horizontal carousel), as
/// nested UIKit scroll views decide: the inner one keeps the drag while it can move the way the
/// finger goes, and the carousel pages once the inner one is at its edge in that direction.
///
/// Offsets are the inner scroller's content offsets along the axis, in points (UIKit's
/// `contentOffset`, from `-inset` at the start to `contentSize - bounds + inset` at the end);
/// the velocity is the finger's, in the inner scroller's own coordinates, positive toward the
/// right or the bottom (which moves its content toward the start).
///
/// Only a scroller inside the carousel's own frame is inside a slide
/// (``isInside(_:carouselFrame:)``): the view a UIKit recognizer is attached to can be larger
/// than the carousel, and a scroller around the carousel (an enclosing pager) must not keep the
/// carousel's drags. The scroller is the one under the point where the touch landed
/// (``landingPoint(x:y:translationX:translationY:)``), not where the finger has moved to by the
/// time the pan decides.
///
/// ```swift
/// NestedScrolling.innerScrollerKeepsDrag(velocity: -300, offset: 0, start: 0, end: 200)
/// // true: the inner scroller can still move toward its end, the way the finger goes
/// NestedScrolling.innerScrollerKeepsDrag(velocity: -300, offset: 200, start: 0, end: 200)
/// // false: it is at its end, so the carousel pages
/// ```
package enum NestedScrolling {
  /// How close to an edge, in points, counts as at it: less than a pixel on any screen.
  package static let edgeTolerance = 0.25

  /// How far, in points, a scroller's frame may reach past the carousel's on any side and
  /// still be inside it: the pixel rounding of SwiftUI's layout (half a point at most on the
  /// 2x and 3x screens iOS 18 runs on) and the arithmetic of converting frames between views,
  /// with room to spare.
  package static let frameTolerance = 1.0

  /// Whether a scroller with these first and last content offsets along the carousel's axis
  /// (see the type's description) scrolls along it at all: when its content is longer than
  /// its bounds (insets included) by more than ``edgeTolerance``. Content that fits has no room,
  /// wherever a bounce has pulled it; so does any NaN. The one test of whether a scroller is
  /// one to defer to: the UIKit pan asks it too, before making a scroller's pan wait.
  package static func scrolls(start: Double, end: Double) -> Bool {
    !start.isNaN && !end.isNaN && end - start > edgeTolerance
  }

  /// Whether the pan of a scroller inside a slide must wait for the carousel's pan to fail:
  /// when it could move along the carousel's axis at all, because it scrolls along it
  /// (``scrolls(start:end:)``) or because it bounces along it even with content that fits
  /// (UIKit's `alwaysBounceHorizontal` or `alwaysBounceVertical`, as a SwiftUI `ScrollView`
  /// does by default). Then one drag moves one of them: the carousel, unless the inner scroller
  /// keeps the drag (``innerScrollerKeepsDrag(velocity:offset:start:end:)``), which content
  /// that fits never does. A scroller left racing the carousel's pan could take the drag with
  /// the pull of its bounce.
  package static func scrollerWaitsForPageDrag(
    start: Double, end: Double, bouncesAlongAxis: Bool
  ) -> Bool {
    bouncesAlongAxis || scrolls(start: start, end: end)
  }

  /// Whether the inner scroller keeps a drag with this `velocity` at `offset` between `start`
  /// and `end`: when it has room to move the way the finger pushes its content (a finger
  /// moving left or up, a negative velocity, pushes toward `end`). A scroller that does not
  /// scroll (``scrolls(start:end:)``) never keeps it, and neither does any NaN input; a finger
  /// that does not move along the axis (velocity 0) stays with the inner scroller if it can
  /// move either way.
  package static func innerScrollerKeepsDrag(
    velocity: Double, offset: Double, start: Double, end: Double
  ) -> Bool {
    guard !velocity.isNaN, !offset.isNaN, scrolls(start: start, end: end) else { return false }
    let roomTowardEnd = end - offset > edgeTolerance
    let roomTowardStart = offset - start > edgeTolerance
    if velocity < 0 { return roomTowardEnd }
    if velocity > 0 { return roomTowardStart }
    return roomTowardEnd || roomTowardStart
  }

  /// The carousel's frame in the coordinates of the view a UIKit recognizer is attached to
  /// (which SwiftUI picks, and which can be larger than the carousel): the touch's location in
  /// that view less its location in the carousel's own space (the converter's `localLocation`)
  /// is the carousel's origin there, and the carousel is `width` by `height` (its viewport).
  /// Assumes no scale or rotation between the two spaces. Any non-finite input gives a frame
  /// that nothing is inside.
  package static func carouselFrame(
    touchX: Double, touchY: Double, localX: Double, localY: Double, width: Double,
    height: Double
  ) -> CarouselRect {
    CarouselRect(x: touchX - localX, y: touchY - localY, width: width, height: height)
  }

  /// Whether a scroller whose frame is `scroller` lies inside `carouselFrame` (both in one
  /// view's coordinates), reaching past it by at most ``frameTolerance`` on any side: only then
  /// is it inside a slide. A scroller around the carousel, larger than it (an enclosing pager),
  /// is not; neither is one that reaches out of it (a peeking neighbor's, or one caught moving
  /// past the edge, which the carousel's drag then catches). A rectangle of negative size counts
  /// by its edges, as `CGRect`'s `standardized` does; any non-finite value: not inside.
  ///
  /// One frame is indistinguishable from the other when they are the same size: a scroller
  /// exactly the carousel's size (a full-bleed slide's) counts as inside, and so would an
  /// enclosing pager exactly the carousel's size.
  package static func isInside(_ scroller: CarouselRect, carouselFrame frame: CarouselRect)
    -> Bool
  {
    guard isFinite(scroller), isFinite(frame) else { return false }
    let (left, right) = edges(scroller.x, scroller.width)
    let (top, bottom) = edges(scroller.y, scroller.height)
    let (frameLeft, frameRight) = edges(frame.x, frame.width)
    let (frameTop, frameBottom) = edges(frame.y, frame.height)
    return left >= frameLeft - frameTolerance && right <= frameRight + frameTolerance
      && top >= frameTop - frameTolerance && bottom <= frameBottom + frameTolerance
  }

  /// Where a touch landed, from where it is now (`x`, `y`) and how far it has moved since
  /// (UIKit's pan: `location(in:)` and `translation(in:)`, in one view's coordinates). The pan
  /// decides only once the finger has moved, so the scroller or control under the finger must
  /// be found here: a finger that lands on a chip row and slides off it still started on it. A
  /// non-finite translation counts as none.
  package static func landingPoint(
    x: Double, y: Double, translationX: Double, translationY: Double
  ) -> (x: Double, y: Double) {
    (x - Numerics.finiteOrZero(translationX), y - Numerics.finiteOrZero(translationY))
  }

  /// Whether every part of `rect` is finite.
  private static func isFinite(_ rect: CarouselRect) -> Bool {
    rect.x.isFinite && rect.y.isFinite && rect.width.isFinite && rect.height.isFinite
  }

  /// The lower and upper edge of a span that starts at `origin` and is `length` long, which
  /// may be negative.
  private static func edges(_ origin: Double, _ length: Double) -> (Double, Double) {
    (min(origin, origin + length), max(origin, origin + length))
  }
}
