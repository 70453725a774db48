/// Whether a drag belongs to the carousel, as decided by
/// ``DragResolver/axisDecision(translationX:translationY:axis:)``.
///
/// Once a drag is decided, keep the decision until the drag ends: the carousel pages, or leaves
/// the drag to whatever scrolls across it (such as a vertical list around a horizontal carousel).
///
/// ```swift
/// DragResolver().axisDecision(translationX: -30, translationY: 4, axis: .horizontal)  // .paging
/// ```
package enum DragAxisDecision: Hashable, Sendable {
  /// The drag has not yet moved far enough to tell its direction.
  case undecided
  /// The drag runs mostly along the carousel's axis: the carousel follows it.
  case paging
  /// The drag runs mostly across the carousel's axis: the carousel ignores it.
  case crossAxis
}
