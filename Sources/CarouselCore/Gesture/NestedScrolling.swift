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
/// ```swift
/// NestedScrolling.innerScrollerKeepsDrag(velocity: -300, offset: 0, start: 0, end: 200)    // true
/// NestedScrolling.innerScrollerKeepsDrag(velocity: -300, offset: 200, start: 0, end: 200)  // false
/// ```
package enum NestedScrolling {
  /// How close to an edge, in points, counts as at it: less than a pixel on any screen.
  package static let edgeTolerance = 0.25

  /// Whether the inner scroller keeps a drag with this `velocity` at `offset` between `start`
  /// and `end`: when it has room to move the way the finger pushes its content (a finger
  /// moving left or up, a negative velocity, pushes toward `end`). A scroller with no room at
  /// all (content no longer than its bounds) never keeps it, and neither does any NaN input;
  /// a finger that does not move along the axis (velocity 0) stays with the inner scroller if
  /// it can move either way.
  package static func innerScrollerKeepsDrag(
    velocity: Double, offset: Double, start: Double, end: Double
  ) -> Bool {
    guard !velocity.isNaN, !offset.isNaN, !start.isNaN, !end.isNaN, end - start > edgeTolerance
    else { return false }
    let roomTowardEnd = end - offset > edgeTolerance
    let roomTowardStart = offset - start > edgeTolerance
    if velocity < 0 { return roomTowardEnd }
    if velocity > 0 { return roomTowardStart }
    return roomTowardEnd || roomTowardStart
  }
}
