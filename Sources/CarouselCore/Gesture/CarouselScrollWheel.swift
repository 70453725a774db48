/// The Mac's scroll-wheel input, as a paging scroll view takes it: which events a carousel
/// takes (the rest go on to whatever scrolls around it), and which drag calls they make.
///
/// - **Trackpad and Magic Mouse swipes** (phased events): the gesture's first event that moves
///   decides, as a UIKit pan's start does (`takes`, the host's
///   ``CarouselHost/takesScroll(deltaX:deltaY:)``: along the axis by the axis lock's rule, and
///   only with swipes and paging on), and only over the carousel. A gesture taken is the
///   engine's page drag: its deltas add up to the drag's translation along the axis (its cross
///   part dropped, so the engine's own axis lock cannot leave it), each kept within the room
///   the host gives (``CarouselHost/scrollRoom(at:)``: just under a page either side of the
///   page the carousel rests on or settles to), so one gesture moves at most one page, as a
///   paging scroll view does. The fingers' lift releases it with the speed of its last movement (zero
///   if the fingers rested ``stillness`` or longer first): the engine decides the page as for a
///   finger (distance and flick thresholds, rubber band; as for a finger, the content follows
///   from the event that passes the axis lock's slop on). The momentum that follows is taken
///   and ignored while the carousel settles. A cancelled gesture settles back. A gesture left
///   alone is left alone to its end, momentum included.
/// - **A plain mouse wheel** (events with no phase, whatever their precision): one page per
///   burst of notches. A burst's first notch that moves decides as a swipe's first event does,
///   and pages one item its way; the burst goes on while notches come less than ``burstGap``
///   apart (its notches taken, or left, as the first was), so a spun wheel pages once, and a
///   notch after a pause pages again.
///
/// Events come with the instant they arrived; no clock is read. A non-finite delta counts as 0
/// (``CarouselScrollEvent``), and an event that changes nothing calls nothing.
///
/// ```swift
/// var wheel = CarouselScrollWheel<ManualClock>()
/// let takes = { (x: Double, y: Double) in abs(y) < abs(x) }
/// wheel.scrolled(
///   .init(phase: .began, deltaX: -12), along: .horizontal, room: -300...300, at: clock.now,
///   takes: takes)  // taken: dragChanged(translationX: -12)
/// ```
package struct CarouselScrollWheel<C: Clock>: Sendable where C.Duration == Duration {
  /// An instant on the clock `C`.
  package typealias Instant = C.Instant

  /// The host call an event makes (``CarouselHost/scrollWheelInput(_:at:)`` makes it).
  package enum Input: Hashable, Sendable {
    /// The page drag moved (or began): `dragChanged`.
    case dragChanged(CarouselDrag)
    /// The fingers lifted: `dragEnded`, released with the drag's speed.
    case dragEnded(CarouselDrag)
    /// The system cancelled the gesture: `dragCancelled`, settling back.
    case dragCancelled
    /// A mouse wheel's burst began: one item the way a drag by this translation goes.
    case notch(CarouselDrag)
  }

  /// What an event did: whether the carousel takes it (the view keeps it from what scrolls
  /// around the carousel), and the host call it makes, if any.
  package struct Outcome: Hashable, Sendable {
    /// Whether the carousel takes the event.
    package var isTaken: Bool
    /// The host call, if any.
    package var input: Input?

    /// Left to what scrolls around the carousel.
    package static var passed: Outcome { Outcome(isTaken: false, input: nil) }
    /// Taken, calling nothing (a momentum event, a burst's later notch).
    package static var consumed: Outcome { Outcome(isTaken: true, input: nil) }
    /// Taken, making `input`.
    package static func taken(_ input: Input) -> Outcome { Outcome(isTaken: true, input: input) }
  }

  /// How long the fingers must rest before the lift for it to release at no speed: 0.1 s.
  package static var stillness: Duration { .milliseconds(100) }
  /// The longest pause between two notches of one mouse-wheel burst: 0.25 s.
  package static var burstGap: Duration { .milliseconds(250) }
  /// The shortest time a delta is taken to span when reading a speed (events can come
  /// coalesced, a few microseconds apart): 1/120 s, one frame of a 120 Hz display.
  private static var shortestInterval: Double { 1.0 / 120 }

  /// A gesture the carousel took: the page drag it makes.
  private struct Tracking: Sendable {
    /// The axis the drag runs along.
    var axis: CarouselAxis
    /// The drag's translation along the axis, in points.
    var translation: Double
    /// The speed of its last movement, in points per second.
    var velocity: Double
    /// When it last moved.
    var lastMove: Instant

    /// The drag as the engine reads it, its cross part zero; its predicted end projected from
    /// its speed as for a UIKit pan.
    func drag(speed: Double) -> CarouselDrag {
      let isHorizontal = axis == .horizontal
      return CarouselDrag(
        translationX: isHorizontal ? translation : 0, translationY: isHorizontal ? 0 : translation,
        velocityX: isHorizontal ? speed : 0, velocityY: isHorizontal ? 0 : speed
      ).projectingEndFromVelocity
    }
  }

  /// Whose events come.
  private enum State: Sendable {
    /// No gesture, or one that has not moved yet.
    case idle
    /// A gesture the carousel took, its fingers down.
    case tracking(Tracking)
    /// A gesture left to what scrolls around the carousel, its fingers down.
    case leftAlone
    /// A gesture the carousel took and released: its momentum is taken and ignored.
    case coasting
    /// A mouse wheel's burst, last notch at `lastNotch`, taken or left as its first notch was.
    case burst(lastNotch: Instant, isTaken: Bool)
  }

  private var state = State.idle

  /// No gesture.
  package init() {}

  /// An event arrived at `now`, over a carousel paging along `axis` whose content may move
  /// `room` points from where it is now (negative: left or up); `takes` says whether a first
  /// movement by these deltas is the carousel's. Returns whether it is taken and the host call
  /// it makes.
  package mutating func scrolled(
    _ event: CarouselScrollEvent, along axis: CarouselAxis, room: ClosedRange<Double>,
    at now: Instant, takes: (_ deltaX: Double, _ deltaY: Double) -> Bool
  ) -> Outcome {
    if event.isPhaseless { return notched(event, at: now, takes: takes) }
    if event.phase == .none { return coasted(event, at: now) }
    switch event.phase {
    case .began, .changed:
      return moved(event, along: axis, room: room, at: now, takes: takes)
    case .stationary:
      guard case .tracking(var tracking) = state else { return .passed }
      tracking.velocity = 0
      state = .tracking(tracking)
      return .consumed
    case .ended:
      guard case .tracking(let tracking) = state else {
        state = .idle
        return .passed
      }
      return released(tracking, at: now)
    case .cancelled:
      guard case .tracking = state else {
        state = .idle
        return .passed
      }
      state = .idle
      return .taken(.dragCancelled)
    case .mayBegin, .none:
      // Fingers landed: anything before is over, but nothing moves until they scroll.
      if case .tracking = state { return .consumed }
      state = .idle
      return .passed
    }
  }

  /// The fingers moved (or began to): a taken gesture drags on; a gesture's first movement
  /// decides whether it is the carousel's.
  private mutating func moved(
    _ event: CarouselScrollEvent, along axis: CarouselAxis, room: ClosedRange<Double>,
    at now: Instant, takes: (Double, Double) -> Bool
  ) -> Outcome {
    switch state {
    case .tracking(var tracking):
      let delta = Self.along(tracking.axis, event).clamped(to: room)
      guard delta != 0 else { return .consumed }
      let interval = SpringMotion.seconds(tracking.lastMove.duration(to: now))
      tracking.translation += delta
      tracking.velocity = delta / max(interval, Self.shortestInterval)
      tracking.lastMove = now
      state = .tracking(tracking)
      return .taken(.dragChanged(tracking.drag(speed: 0)))
    case .leftAlone where event.phase == .changed:
      return .passed
    case .idle, .leftAlone, .coasting, .burst:
      guard event.moves else {
        state = .idle
        return .passed
      }
      guard event.isOverCarousel, takes(event.deltaX, event.deltaY) else {
        state = .leftAlone
        return .passed
      }
      let delta = Self.along(axis, event).clamped(to: room)
      let tracking = Tracking(
        axis: axis, translation: delta, velocity: delta / Self.shortestInterval, lastMove: now)
      state = .tracking(tracking)
      return .taken(.dragChanged(tracking.drag(speed: 0)))
    }
  }

  /// The fingers lifted from a taken gesture: released with the speed of its last movement,
  /// none if they rested first; its momentum is ignored from now on.
  private mutating func released(_ tracking: Tracking, at now: Instant) -> Outcome {
    let rested = tracking.lastMove.duration(to: now) >= Self.stillness
    state = .coasting
    return .taken(.dragEnded(tracking.drag(speed: rested ? 0 : tracking.velocity)))
  }

  /// A momentum event: the carousel's own after its release (taken, ignored, until its end);
  /// with the fingers still down on a taken gesture (their lift went missing), it is the lift.
  private mutating func coasted(_ event: CarouselScrollEvent, at now: Instant) -> Outcome {
    switch state {
    case .tracking(let tracking):
      return released(tracking, at: now)
    case .coasting:
      if event.momentum == .ended || event.momentum == .cancelled { state = .idle }
      return .consumed
    case .idle, .leftAlone, .burst:
      return .passed
    }
  }

  /// A mouse wheel's notch (an event with no phase): one page per burst.
  private mutating func notched(
    _ event: CarouselScrollEvent, at now: Instant, takes: (Double, Double) -> Bool
  ) -> Outcome {
    switch state {
    case .tracking:
      // The fingers' gesture keeps the carousel.
      return .consumed
    case .burst(let lastNotch, let isTaken) where lastNotch.duration(to: now) < Self.burstGap:
      state = .burst(lastNotch: now, isTaken: isTaken)
      return isTaken ? .consumed : .passed
    case .idle, .leftAlone, .coasting, .burst:
      guard event.moves else { return .passed }
      let isTaken = event.isOverCarousel && takes(event.deltaX, event.deltaY)
      state = .burst(lastNotch: now, isTaken: isTaken)
      guard isTaken else { return .passed }
      return .taken(.notch(CarouselDrag(translationX: event.deltaX, translationY: event.deltaY)))
    }
  }

  /// The event's delta along `axis`.
  private static func along(_ axis: CarouselAxis, _ event: CarouselScrollEvent) -> Double {
    axis == .horizontal ? event.deltaX : event.deltaY
  }
}

extension Double {
  /// The value kept within `range`.
  fileprivate func clamped(to range: ClosedRange<Double>) -> Double {
    Swift.min(Swift.max(self, range.lowerBound), range.upperBound)
  }
}
