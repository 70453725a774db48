import CarouselCore

/// What the built-in dot strip draws (``CarouselModel/dotStripBody(_:dots:drawsTimer:)``): its
/// size and each dot's drawing, the timer's fill included.
package struct CarouselDotStripBody: Hashable, Sendable {
  /// The strip's size: as long as its dots, at least 44 points thick.
  package let size: CarouselSize
  /// Each dot, in the strip's left-to-right space.
  package let dots: [CarouselDotDrawing]
}

extension CarouselModel {
  /// The strip of `state`'s dots drawn as `dots`, with the timer's fill now when `drawsTimer`.
  /// It reads the observed ``CarouselModel/indicator`` (through the timer's fill) and the clock:
  /// its timeline redraws it at the timer's rate.
  package func dotStripBody(
    _ state: CarouselIndicatorState, dots: CarouselDots, drawsTimer: Bool
  ) -> CarouselDotStripBody {
    CarouselDotStripBody(
      size: state.stripSize(dots),
      dots: state.dotDrawings(dots, timer: drawsTimer ? timerFill : nil))
  }
}
