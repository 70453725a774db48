extension CarouselHost {
  /// Whether a scroll whose first movement has these deltas (AppKit's scrolling deltas, in
  /// points) is the carousel's (``CarouselScrollWheel``): by the rule a UIKit pan's start
  /// follows (``beginsPageDrag(velocityX:velocityY:)``), the deltas standing for the direction:
  /// along the axis by the axis lock's ratio, with swipes and paging on. A scroll mostly across
  /// the axis is left to what scrolls around the carousel; so is one with no movement.
  package func takesScroll(deltaX: Double, deltaY: Double) -> Bool {
    (deltaX != 0 || deltaY != 0) && beginsPageDrag(velocityX: deltaX, velocityY: deltaY)
  }

  /// How far a scroll-wheel gesture may move the content from where it is now, in points along
  /// the axis (negative: left or up), so that it ends within ``scrollReach`` of a page of the
  /// page the carousel rests on or settles to: one gesture then moves at most one page, even
  /// one that catches the carousel settling. Moving not at all is always within it (a gesture
  /// that catches a carousel further away, on a long move the app made, moves only toward it).
  /// Without a valid page length, no room. A carousel that scrolls freely
  /// (``CarouselTargetBehavior/free``) has all the room: a swipe scrolls it as far as it
  /// goes, and its release coasts on as a drag's does.
  package func scrollRoom(at now: Instant) -> ClosedRange<Double> {
    let length = engine.pageLength
    guard length.isFinite, length > 0 else { return 0...0 }
    guard !engine.scrollsFreely else {
      return -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude
    }
    let position = engine.position(at: now)
    let offset =
      Double(Numerics.saturatingSubtract(position.page, engine.restingPage)) + position.fraction
    // Forward pages the gesture may still go: back, and ahead.
    let back = min(-Self.scrollReach - offset, 0)
    let ahead = max(Self.scrollReach - offset, 0)
    // Points per forward page: forward is to the left (up), or to the right right to left.
    let configuration = engine.configuration
    let forward =
      configuration.layout.axis == .horizontal
        && configuration.layout.layoutDirection == .rightToLeft
      ? length : -length
    let ends = [back * forward, ahead * forward].map(Numerics.finiteOrZero)
    return ends.min()!...ends.max()!
  }

  /// How near a page a scroll-wheel gesture may take the carousel from the page it rests on:
  /// just under one page (0.999), so the engine's release never goes past the next page.
  package static var scrollReach: Double { 0.999 }

  /// Makes the call a scroll-wheel event decided (``CarouselScrollWheel/Input``): the drag
  /// events of a finger, so a trackpad swipe resolves as a drag does, or for a mouse wheel's
  /// burst one item the way a drag by its translation would go (forward when it would drag
  /// forward: to the left, mirrored right to left; up in a vertical carousel), a swipe by cause.
  @discardableResult
  package mutating func scrollWheelInput(
    _ input: CarouselScrollWheel<C>.Input, at now: Instant
  ) -> CarouselHostChanges {
    switch input {
    case .dragChanged(let drag): return dragChanged(drag, at: now)
    case .dragEnded(let drag): return dragEnded(drag, at: now)
    case .dragCancelled: return dragCancelled(at: now)
    case .notch(let drag):
      let configuration = engine.configuration
      let forward = configuration.drag.pageDelta(
        translationX: drag.translationX, translationY: drag.translationY,
        axis: configuration.layout.axis, layoutDirection: configuration.layout.layoutDirection,
        pageLength: 1)
      guard forward != 0 else { return [] }
      return userStepped(forward > 0 ? .next : .previous, cause: .swipe, at: now)
    }
  }
}
