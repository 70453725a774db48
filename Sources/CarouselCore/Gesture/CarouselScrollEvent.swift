/// One scroll-wheel event over a carousel, as macOS reports it (`NSEvent` of type
/// `.scrollWheel`): a two-finger trackpad or Magic Mouse swipe sends phased events (``phase``)
/// and, after the fingers lift, momentum events (``momentum``); a plain mouse wheel sends
/// events with neither.
///
/// The deltas are AppKit's `scrollingDeltaX` and `scrollingDeltaY`: how far the content should
/// move, positive to the right and down, which is how a drag's translation counts (the user's
/// natural-scrolling setting is already applied). A non-finite delta counts as 0.
package struct CarouselScrollEvent: Hashable, Sendable {
  /// Where a gesture of the fingers, or its momentum, is (AppKit's `NSEvent.Phase`).
  package enum Phase: Hashable, Sendable, CaseIterable {
    /// Not part of this kind of gesture (`[]`).
    case none
    /// Fingers rest on the trackpad and may begin a scroll (`.mayBegin`).
    case mayBegin
    /// The gesture began (`.began`).
    case began
    /// The gesture moved (`.changed`).
    case changed
    /// The fingers rest without moving (`.stationary`).
    case stationary
    /// The fingers lifted, or the momentum ran out (`.ended`).
    case ended
    /// The system cancelled the gesture (`.cancelled`).
    case cancelled
  }

  /// The fingers' phase; ``Phase/none`` for momentum events and for a plain mouse wheel.
  package var phase: Phase
  /// The momentum's phase after the fingers lifted; ``Phase/none`` while they scroll.
  package var momentum: Phase
  /// How far the content should move horizontally, in points; positive to the right.
  package var deltaX: Double
  /// How far the content should move vertically, in points; positive down.
  package var deltaY: Double
  /// Whether the pointer is over the carousel (and not over a view in front of it).
  package var isOverCarousel: Bool

  /// An event; non-finite deltas count as 0.
  package init(
    phase: Phase = .none, momentum: Phase = .none, deltaX: Double = 0, deltaY: Double = 0,
    isOverCarousel: Bool = true
  ) {
    self.phase = phase
    self.momentum = momentum
    self.deltaX = Numerics.finiteOrZero(deltaX)
    self.deltaY = Numerics.finiteOrZero(deltaY)
    self.isOverCarousel = isOverCarousel
  }

  /// Whether the event moves anything.
  var moves: Bool { deltaX != 0 || deltaY != 0 }

  /// Whether it comes from a plain mouse wheel (or any device that reports no phases): neither
  /// fingers nor momentum.
  var isPhaseless: Bool { phase == .none && momentum == .none }
}
