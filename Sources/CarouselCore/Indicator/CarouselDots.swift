/// How the built-in page dots look: how thick and long they are, how far apart, and how the
/// current one stands out (longer, drawn larger, or both). Every corner is fully round, so a dot
/// as long as it is thick is a circle and a longer one a capsule.
///
/// The dots are packed: each takes its own length along the strip, with ``spacing`` between
/// neighbors, so five ``capsules`` span 4 × 7 + 22 + 4 × 7 = 78 points. The current dot is
/// ``currentLength`` long; ``currentScale`` draws it larger without moving its neighbors.
///
/// ```swift
/// Carousel(slides) { slide in SlideView(slide) }
///   .carouselIndicator(.dots(.capsules))
/// ```
///
/// ```swift
/// CarouselDots.capsules.stripLength(dotCount: 5)  // 78
/// CarouselDots.circles.stripLength(dotCount: 5)  // 72
/// CarouselDots(size: 6, currentLength: 18, spacing: 6)
/// ```
public struct CarouselDots: Hashable, Sendable {
  /// The thickness of every dot across the strip, and the length along it of a dot that is not
  /// current.
  public let size: Double
  /// The length along the strip of the current dot: ``size`` for round dots, longer for a
  /// capsule. Never below ``size``.
  public let currentLength: Double
  /// How much larger the current dot is drawn, at least 1: a drawn scale only, so that its
  /// neighbors stay where they are (1.25 draws an 8-point dot 10 points across).
  public let currentScale: Double
  /// The gap between neighboring dots.
  public let spacing: Double

  /// Dots 8 points thick, the current one 22 long, 8 points apart: five span 86 points. The
  /// look of the built-in indicator.
  public static let standard = CarouselDots()
  /// Capsules 7 points thick and 7 long, the current one 22 long, 7 points apart: five span
  /// 78 points.
  public static let capsules = CarouselDots(size: 7, currentLength: 22, spacing: 7)
  /// Circles 8 points across, 8 points apart, the current one drawn 1.25 times larger: five span
  /// 72 points.
  public static let circles = CarouselDots(
    size: 8, currentLength: 8, currentScale: 1.25, spacing: 8)

  /// Creates a look for the dots.
  ///
  /// A NaN, infinite or negative length counts as 0, and lengths above 10^9 points are lowered
  /// to it, as everywhere in the layout; a `currentLength` below `size` counts as `size`; a
  /// `currentScale` that is NaN, infinite or below 1 counts as 1, and one above 10^9 is lowered
  /// to it.
  public init(
    size: Double = 8, currentLength: Double = 22, currentScale: Double = 1, spacing: Double = 8
  ) {
    let size = LayoutMath.sanitizedLength(size)
    self.size = size
    self.currentLength = max(LayoutMath.sanitizedLength(currentLength), size)
    self.currentScale =
      currentScale.isFinite ? min(max(currentScale, 1), LayoutMath.maximumLength) : 1
    self.spacing = LayoutMath.sanitizedLength(spacing)
  }

  /// The length of a strip of `dotCount` dots at rest, one of them current: `dotCount - 1` dots
  /// ``size`` long and one ``currentLength`` long, with ``spacing`` between neighbors; 0 for no
  /// dots (or a negative count). The dots of a `PageIndicator` span it at rest on any item
  /// (`PageIndicator.visibleDotCount` dots), and never leave it while they move.
  public func stripLength(dotCount: Int) -> Double {
    guard dotCount > 0 else { return 0 }
    return Double(dotCount - 1) * (size + spacing) + currentLength
  }

  /// The length along the strip of a dot with `emphasis` and `scale` (its
  /// `PageIndicatorDot.emphasis` and `PageIndicatorDot.scale`): from ``size`` to
  /// ``currentLength`` by the emphasis, times the scale. Both are clamped to `0...1`, NaN to 0.
  public func length(emphasis: Double, scale: Double) -> Double {
    Numerics.interpolate(from: size, to: currentLength, by: Numerics.unitClamped(emphasis))
      * Numerics.unitClamped(scale)
  }

  /// The thickness across the strip of a dot with `scale`: ``size`` times the scale, clamped to
  /// `0...1` (NaN to 0).
  public func thickness(scale: Double) -> Double {
    size * Numerics.unitClamped(scale)
  }

  /// The scale a dot with `emphasis` is drawn at: from 1 to ``currentScale`` by the emphasis,
  /// clamped to `0...1` (NaN to 0).
  public func drawnScale(emphasis: Double) -> Double {
    Numerics.interpolate(from: 1, to: currentScale, by: Numerics.unitClamped(emphasis))
  }

  /// The gap between neighboring dots with scales `left` and `right`: ``spacing`` times the
  /// smaller scale (clamped to `0...1`, NaN to 0), so that a dot sliding in or out of a
  /// scrolling strip takes room gradually and its neighbors never jump.
  func gap(betweenScales left: Double, _ right: Double) -> Double {
    spacing * min(Numerics.unitClamped(left), Numerics.unitClamped(right))
  }
}
