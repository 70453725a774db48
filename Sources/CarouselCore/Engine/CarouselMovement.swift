/// What the carousel is doing and what a finger on it does, in one value: resting, settling
/// from a start, stopped where a finger landed on it, or dragged from an anchor. Each case carries what its state needs and nothing
/// else, so a combination that means nothing cannot be built: no drag without its finger's
/// sample, no settle without its start, no settle or rest under a finger that drags the pages.
///
/// Generic over the clock's instant, which a settle starts at. A frame reads it in code
/// specialized for the host's clock, where the generic parameter costs nothing (measured by
/// `Scripts/bench-instructions`); only the engine's events, which run unspecialized, look up
/// its metadata.
@usableFromInline enum CarouselMovement<Instant: InstantProtocol>: Sendable {
  /// Resting on the engine's resting page, with a finger on the carousel that does not drag
  /// the pages (`touch`), or none.
  case resting(touch: CarouselTouch?)
  /// Settling onto the engine's resting page with `motion`, which started at `start`; a finger
  /// that does not drag the pages may be down meanwhile (`touch`): the motion goes on under it.
  case settling(SpringMotion, since: Instant, touch: CarouselTouch?)
  /// Stopped at `position` by a finger that landed while the carousel settled, as UIKit's
  /// scroll views stop on touch-down (`touch`: the finger, which does not drag the pages yet):
  /// still under it until it drags the pages from there, or lifts, when the carousel settles
  /// onto the nearest page.
  case stopped(CarouselPosition, touch: CarouselTouch)
  /// A finger drags the pages: the carousel follows it.
  case dragging(CarouselPageDrag)

  /// A carousel at rest with no finger on it.
  @usableFromInline static var still: Self { .resting(touch: nil) }

  /// The finger on the carousel that does not drag the pages, or `nil` (none, or one that does).
  var touch: CarouselTouch? {
    switch self {
    case .resting(let touch), .settling(_, _, let touch): touch
    case .stopped(_, let touch): touch
    case .dragging: nil
    }
  }

  /// Whether a finger is on the carousel, whatever it does.
  var isTouched: Bool {
    if case .dragging = self { return true }
    return touch != nil
  }

  /// Whether a finger stopped the carousel (``stopped(_:touch:)``).
  var isStopped: Bool {
    if case .stopped = self { return true }
    return false
  }

  /// The page drag in progress, or `nil`.
  var pageDrag: CarouselPageDrag? {
    if case .dragging(let drag) = self { return drag }
    return nil
  }

  /// This movement with `touch` as the finger that does not drag the pages. A page drag has no
  /// such finger and stays as it is: it ends only by its release or its cancellation, which
  /// replace the whole movement. A stopped carousel keeps its position under a finger; without
  /// one it is no longer stopped, which only its engine can settle
  /// (`CarouselEngine.liftedTouch(at:)`): it stays as it is.
  func touched(by touch: CarouselTouch?) -> Self {
    switch self {
    case .resting: .resting(touch: touch)
    case .settling(let motion, let start, _): .settling(motion, since: start, touch: touch)
    case .stopped(let position, let old): .stopped(position, touch: touch ?? old)
    case .dragging: self
    }
  }

  /// The same movement `shift` whole pages back, for a renumbering of the pages (wrapping: only
  /// ever used with whole laps, or renumberings that keep pages in range).
  func shifted(back shift: Int) -> Self {
    guard shift != 0 else { return self }
    switch self {
    case .resting:
      return self
    case .dragging(let drag):
      return .dragging(drag.shifted(back: shift))
    case .stopped(let position, let touch):
      return .stopped(position.shifted(back: shift), touch: touch)
    case .settling(let motion, let start, let touch):
      return .settling(
        motion.moved(
          from: motion.start.shifted(back: shift), to: motion.target.shifted(back: shift)),
        since: start, touch: touch)
    }
  }
}

extension CarouselPosition {
  /// The position `shift` whole pages back (wrapping: only ever used with whole laps or page
  /// renumberings that keep pages in range).
  func shifted(back shift: Int) -> CarouselPosition {
    CarouselPosition(page: page &- shift, fraction: fraction)
  }
}
