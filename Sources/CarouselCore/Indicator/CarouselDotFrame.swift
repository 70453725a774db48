/// Where and how large one dot of a page-dot strip is drawn, as ``PageIndicatorDots/frames(_:)``
/// places it with a ``CarouselDots`` look.
///
/// ```swift
/// let dots = PageIndicator(count: 5, isLooping: false).dots(progress: 0)
/// for frame in dots.frames(.capsules) {
///   // Draw a rounded rectangle `frame.length` long and `frame.thickness` thick, its corners
///   // `frame.cornerRadius` round, centered `frame.center` points from the strip's left (or
///   // top) edge, scaled by `frame.drawnScale`: 11, 32.5, 46.5, 60.5, 74.5 along a 78-point strip.
/// }
/// ```
public struct CarouselDotFrame: Hashable, Sendable {
  /// The dot, with its item, emphasis and scale.
  public let dot: PageIndicatorDot
  /// The center of the dot along the strip, in points from its left (or top) edge: already
  /// mirrored for right-to-left layouts.
  public let center: Double
  /// The dot's length along the strip (its tap area's too), before ``drawnScale``.
  public let length: Double
  /// The dot's thickness across the strip, before ``drawnScale``.
  public let thickness: Double
  /// The radius of the dot's corners: half its shorter side, so that it is a circle or a capsule.
  public let cornerRadius: Double
  /// The scale the dot is drawn at around its center (``CarouselDots/currentScale`` for the
  /// current dot), which moves no other dot and leaves the tap areas as they are.
  public let drawnScale: Double

  /// Creates a frame: ``PageIndicatorDots/frames(_:)`` does this.
  package init(
    dot: PageIndicatorDot, center: Double, length: Double, thickness: Double,
    drawnScale: Double
  ) {
    self.dot = dot
    self.center = center
    self.length = length
    self.thickness = thickness
    self.cornerRadius = min(length, thickness) / 2
    self.drawnScale = drawnScale
  }

  /// Where the dot starts along the strip: ``center`` less half its ``length``.
  public var start: Double { center - length / 2 }
  /// Where the dot ends along the strip: ``center`` plus half its ``length``.
  public var end: Double { center + length / 2 }
}
