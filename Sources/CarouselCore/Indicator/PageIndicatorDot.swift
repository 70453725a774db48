/// One dot of a `PageIndicator` strip, ready to draw.
///
/// ```swift
/// let dots = carousel.pageIndicator.dots(at: carousel.indicatorPosition(at: now))
/// for frame in dots.frames(.capsules) {
///   // frame.dot at frame.center from the strip's left edge, frame.length long and
///   // frame.thickness thick, scaled by frame.drawnScale, its color blended by
///   // frame.dot.emphasis.
///   drawDot(frame)
/// }
/// ```
@usableFromInline package struct PageIndicatorDot: Hashable, Sendable {
  /// The item the dot stands for.
  @usableFromInline package let index: Int
  /// The dot's position in the strip in dot pitches from the strip's left (or top) edge, in
  /// `-1 <.. visibleDotCount - 1 ..< visibleDotCount`: whole at rest, fractional while the strip
  /// scrolls. Already mirrored for right-to-left layouts, so draw it without mirroring again.
  @usableFromInline package let slot: Double
  /// How much the dot is the current page, in `0...1`: 1 at rest for the current item, shared by
  /// two dots while the carousel moves between them.
  @usableFromInline package let emphasis: Double
  /// The dot's size relative to a normal dot, in `0...1`: below 1 near an edge of the strip
  /// beyond which more pages lie, never below the dot's ``emphasis``.
  @usableFromInline package let scale: Double

  /// Creates a dot: the indicator does this (`PageIndicator.dots(at:)`).
  package init(index: Int, slot: Double, emphasis: Double, scale: Double) {
    self.index = index
    self.slot = slot
    self.emphasis = emphasis
    self.scale = scale
  }
}
