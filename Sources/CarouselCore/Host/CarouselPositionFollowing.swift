/// Whether a view that shows a carousel's continuous position from outside it (a reader's
/// content that reads `proxy.position`) redraws every frame: only once it has read the position,
/// and then only while the carousel moves, so content that never reads it never redraws per
/// frame. A value: the view that keeps it publishes it when it changes, and only then.
///
/// ```swift
/// var following = CarouselPositionFollowing()
/// following.carouselMoved(true)
/// following.redrawsEveryFrame  // false: nothing read the position, nothing to redraw
/// following.positionRead()
/// following.redrawsEveryFrame  // true: the timeline follows the motion
/// following.carouselMoved(false)
/// following.redrawsEveryFrame  // false: the motion ended, the timeline pauses
/// ```
package struct CarouselPositionFollowing: Hashable, Sendable {
  /// Whether a drawing read the position.
  package private(set) var readsPosition = false
  /// Whether the carousel moves, as last told.
  private var isMoving = false

  /// Nothing read yet, the carousel still.
  package init() {}

  /// Whether the view redraws every frame now.
  package var redrawsEveryFrame: Bool { readsPosition && isMoving }

  /// A drawing read the position: from now on, the view redraws every frame while the
  /// carousel moves (now, if it moves).
  package mutating func positionRead() {
    readsPosition = true
  }

  /// The carousel moves, or came to rest.
  package mutating func carouselMoved(_ moving: Bool) {
    isMoving = moving
  }
}
