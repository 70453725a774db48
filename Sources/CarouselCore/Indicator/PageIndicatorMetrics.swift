/// The geometry of a page-dot strip in points: how the dots look (``dots``) and how thick the
/// tap target is. A host draws the strip from these and nothing else, and
/// `PageIndicator.dotIndex(atLocation:at:metrics:)` maps a tap on it back to a dot.
///
/// The dots are packed (see ``CarouselDots``): each takes its own length along the strip, with
/// ``spacing`` between neighbors, and `PageIndicatorDots.frames(_:)` places them.
///
/// ```swift
/// let metrics = PageIndicatorMetrics.standard
/// metrics.stripLength(dotCount: 5)  // 86 = 4 × 8 + 22 + 4 × 8
/// metrics.drawnLength(emphasis: 0.5, scale: 1)  // 15
/// PageIndicatorMetrics(dots: .capsules).stripLength(dotCount: 5)  // 78
/// ```
@usableFromInline package struct PageIndicatorMetrics: Hashable, Sendable {
  /// How the dots look: their size, the current one's length and scale, and their spacing.
  @usableFromInline package let dots: CarouselDots
  /// The least thickness of the strip's tap target across the strip: 44 points, the minimum hit
  /// size of Apple's Human Interface Guidelines.
  @usableFromInline package let minimumHitThickness: Double

  /// The ``CarouselDots/standard`` dots (8 points, the current one 22 long, 8 points apart) and
  /// a tap target at least 44 points thick.
  @usableFromInline package static let standard = PageIndicatorMetrics()

  /// Creates metrics for dots drawn as `dots`. A NaN, infinite or negative thickness counts as
  /// 0, and one above 10^9 points is lowered to it, as everywhere in the layout.
  @usableFromInline package init(dots: CarouselDots = .standard, minimumHitThickness: Double = 44) {
    self.dots = dots
    self.minimumHitThickness = LayoutMath.sanitizedLength(minimumHitThickness)
  }

  /// Creates metrics for dots `dotLength` thick and long, the current one `currentDotLength`
  /// long, `spacing` apart: the same as `init(dots:minimumHitThickness:)` with
  /// `CarouselDots(size: dotLength, currentLength: currentDotLength, spacing: spacing)`, which
  /// sanitizes them.
  @usableFromInline package init(
    dotLength: Double, currentDotLength: Double = 22, spacing: Double = 8,
    minimumHitThickness: Double = 44
  ) {
    self.init(
      dots: CarouselDots(size: dotLength, currentLength: currentDotLength, spacing: spacing),
      minimumHitThickness: minimumHitThickness)
  }

  /// The length of a dot that is not current, and the thickness of every dot across the strip:
  /// ``CarouselDots/size``.
  @usableFromInline package var dotLength: Double { dots.size }
  /// The length along the strip of the current dot: ``CarouselDots/currentLength``.
  @usableFromInline package var currentDotLength: Double { dots.currentLength }
  /// The gap between neighboring dots: ``CarouselDots/spacing``.
  @usableFromInline package var spacing: Double { dots.spacing }

  /// The length of a strip of `dotCount` dots: ``CarouselDots/stripLength(dotCount:)``.
  @usableFromInline package func stripLength(dotCount: Int) -> Double {
    dots.stripLength(dotCount: dotCount)
  }

  /// The length along the strip of a dot with `emphasis` and `scale`:
  /// ``CarouselDots/length(emphasis:scale:)``.
  @usableFromInline package func drawnLength(emphasis: Double, scale: Double) -> Double {
    dots.length(emphasis: emphasis, scale: scale)
  }

  /// The thickness across the strip of a dot with `scale`: ``CarouselDots/thickness(scale:)``.
  @usableFromInline package func drawnThickness(scale: Double) -> Double {
    dots.thickness(scale: scale)
  }

  /// The thickness of the strip across: ``minimumHitThickness``, or the dots' drawn thickness
  /// (their ``CarouselDots/size`` times ``CarouselDots/currentScale``) when they are thicker.
  @usableFromInline package var stripThickness: Double {
    max(minimumHitThickness, dots.size * dots.currentScale)
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
