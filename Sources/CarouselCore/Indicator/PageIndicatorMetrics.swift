/// The geometry of a page-dot strip in points: how long the dots are, how far apart, and how
/// large the tap target is. A host draws the strip from these and nothing else, and
/// ``PageIndicator/dotIndex(atLocation:at:metrics:)`` maps a tap on it back to a dot.
///
/// Each dot has a slot ``currentDotLength`` long, the slots ``spacing`` apart; a dot is drawn
/// centered in its slot, ``dotLength`` across the strip, and along it from ``dotLength`` (not
/// current) to ``currentDotLength`` (current), by its emphasis, times its scale.
///
/// ```swift
/// let metrics = PageIndicatorMetrics.standard
/// metrics.stripLength(dotCount: 5)                  // 142 = 5 × 30 − 8
/// metrics.center(ofSlot: 2)                         // 71
/// metrics.drawnLength(emphasis: 0.5, scale: 1)      // 15
/// ```
public struct PageIndicatorMetrics: Hashable, Sendable {
  /// The length of a dot that is not current, and the thickness of every dot across the strip.
  public let dotLength: Double
  /// The length along the strip of the current dot, and of every dot's slot.
  public let currentDotLength: Double
  /// The gap between neighboring slots.
  public let spacing: Double
  /// The least thickness of the strip's tap target across the strip: 44 points, the minimum hit
  /// size of Apple's Human Interface Guidelines.
  public let minimumHitThickness: Double

  /// Dots 8 points long, the current one 22, slots 8 points apart, a tap target at least 44
  /// points thick.
  public static let standard = PageIndicatorMetrics()

  /// Creates metrics. A NaN, infinite or negative length counts as 0, and lengths above 10^9
  /// points are lowered to it, as everywhere in the layout.
  public init(
    dotLength: Double = 8, currentDotLength: Double = 22, spacing: Double = 8,
    minimumHitThickness: Double = 44
  ) {
    self.dotLength = LayoutMath.sanitizedLength(dotLength)
    self.currentDotLength = LayoutMath.sanitizedLength(currentDotLength)
    self.spacing = LayoutMath.sanitizedLength(spacing)
    self.minimumHitThickness = LayoutMath.sanitizedLength(minimumHitThickness)
  }

  /// The distance between the centers of neighboring slots: ``currentDotLength`` plus
  /// ``spacing``.
  public var pitch: Double { currentDotLength + spacing }

  /// The length of a strip of `dotCount` slots, from the first slot's edge to the last one's:
  /// `dotCount` pitches less one spacing; 0 for no dots (or a negative count).
  public func stripLength(dotCount: Int) -> Double {
    dotCount > 0 ? Double(dotCount) * pitch - spacing : 0
  }

  /// Where the center of a dot at `slot` (a ``PageIndicatorDot/slot``, fractional while the
  /// strip scrolls) lies, in points from the strip's left (or top) edge; a NaN or infinite slot
  /// counts as slot 0.
  public func center(ofSlot slot: Double) -> Double {
    Numerics.finiteOrZero(slot) * pitch + currentDotLength / 2
  }

  /// The length along the strip of a dot with `emphasis` and `scale` (its
  /// ``PageIndicatorDot/emphasis`` and ``PageIndicatorDot/scale``): from ``dotLength`` to
  /// ``currentDotLength`` by the emphasis, times the scale. Both are clamped to `0...1`, NaN to 0.
  public func drawnLength(emphasis: Double, scale: Double) -> Double {
    Numerics.interpolate(
      from: dotLength, to: currentDotLength, by: Numerics.unitClamped(emphasis))
      * Numerics.unitClamped(scale)
  }

  /// The thickness across the strip of a dot with `scale`: ``dotLength`` times the scale,
  /// clamped to `0...1` (NaN to 0).
  public func drawnThickness(scale: Double) -> Double {
    dotLength * Numerics.unitClamped(scale)
  }

  /// The shortest time between two redraws of a timer-progress fill: 1/60 s.
  package static let minimumTimerRefreshInterval = 1.0 / 60
  /// The longest time between two redraws of a timer-progress fill: 1 s.
  package static let maximumTimerRefreshInterval = 1.0

  /// How often, in seconds, a timer-progress indicator must redraw the current dot's fill for an
  /// autoplay wait of `wait`: the time the fill takes to grow by one point (the wait divided by
  /// ``currentDotLength``, a dot shorter than a point counting as one point), but at least
  /// 1/60 s, since no fill needs more redraws, and at most 1 s, so that a long wait still shows
  /// it moves. A zero or negative wait gives 1/60 s. For the standard 22-point dot a 3 s wait
  /// redraws every 3/22 s, about 7 times a second, instead of at the display's rate.
  package func timerRefreshInterval(forWait wait: Duration) -> Double {
    let perPoint = (wait / .seconds(1)) / max(currentDotLength, 1)
    return min(
      max(perPoint, Self.minimumTimerRefreshInterval), Self.maximumTimerRefreshInterval)
  }
  /// How long the dots take to move from one marked item to the next, in seconds: 0.25, like
  /// the system's page control; 0 with Reduce Motion on, when they change at once.
  package static func dotChangeDuration(reduceMotion: Bool) -> Double {
    reduceMotion ? 0 : 0.25
  }

}
