/// Where and how large one dot of a page-dot strip is drawn, as `PageIndicatorDots.frames(_:)`
/// places it with a ``CarouselDots`` look.
///
/// ```swift
/// let dots = PageIndicator(count: 5, isLooping: false).dots(progress: 0)
/// for frame in dots.frames(.capsules) {
///   // A rounded rectangle `frame.length` long and `frame.thickness` thick, its corners
///   // `frame.cornerRadius` round, centered `frame.center` points from the strip's left (or
///   // top) edge, scaled by `frame.drawnScale`: 11, 32.5, 46.5, 60.5, 74.5 along a 78-point strip.
///   drawDot(frame)
/// }
/// ```
@usableFromInline package struct CarouselDotFrame: Hashable, Sendable {
  /// The dot, with its item, emphasis and scale.
  @usableFromInline package let dot: PageIndicatorDot
  /// The center of the dot along the strip, in points from its left (or top) edge: already
  /// mirrored for right-to-left layouts.
  @usableFromInline package let center: Double
  /// How the dots look.
  private let look: CarouselDots

  /// The frame of `dot` drawn as `look`, centered `center` points along the strip:
  /// `PageIndicatorDots.frames(_:)` makes it.
  package init(dot: PageIndicatorDot, center: Double, look: CarouselDots) {
    (self.dot, self.center, self.look) = (dot, center, look)
  }

  /// The dot's length along the strip (its tap area's too), before ``drawnScale``: from the
  /// look's size to its current length by the dot's emphasis, times its scale.
  @usableFromInline package var length: Double {
    look.length(emphasis: dot.emphasis, scale: dot.scale)
  }
  /// The dot's thickness across the strip, before ``drawnScale``: the look's size times the
  /// dot's scale.
  @usableFromInline package var thickness: Double { look.thickness(scale: dot.scale) }
  /// The scale the dot is drawn at around its center (``CarouselDots/currentScale`` for the
  /// current dot), which moves no other dot and leaves the tap areas as they are.
  @usableFromInline package var drawnScale: Double { look.drawnScale(emphasis: dot.emphasis) }
  /// The radius of the dot's corners: half its shorter side, so that it is a circle or a capsule.
  @usableFromInline package var cornerRadius: Double { min(length, thickness) / 2 }
  /// Where the dot starts along the strip: ``center`` less half its ``length``.
  @usableFromInline package var start: Double { center - length / 2 }
  /// Where the dot ends along the strip: ``center`` plus half its ``length``.
  @usableFromInline package var end: Double { center + length / 2 }
}
