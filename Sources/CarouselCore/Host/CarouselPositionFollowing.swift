/// Whether a view that shows a carousel's continuous position from outside it (a reader's
/// content that reads `proxy.position`) redraws every frame: only once it has read the position,
/// and then only while the carousel moves, so content that never reads it never redraws per
/// frame. The view is told to redraw (published) when that answer changes, and only then.
///
/// ```swift
/// var following = CarouselPositionFollowing()
/// following.carouselMoved(true)  // false: nothing read the position, nothing to redraw
/// following.positionRead()       // true: publish once, the timeline starts with the motion
/// following.carouselMoved(false) // true: the motion ended, the timeline pauses
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

  /// A drawing read the position; whether the view must be told (the first read, while the
  /// carousel moves or not: its timeline then starts with the next motion, or now).
  package mutating func positionRead() -> Bool {
    guard !readsPosition else { return false }
    readsPosition = true
    return true
  }

  /// The carousel moves, or came to rest; whether the view must be told (only when its
  /// per-frame redraw starts or stops).
  package mutating func carouselMoved(_ moving: Bool) -> Bool {
    let before = redrawsEveryFrame
    isMoving = moving
    return redrawsEveryFrame != before
  }
}
