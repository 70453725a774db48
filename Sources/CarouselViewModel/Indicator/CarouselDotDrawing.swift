import CarouselCore

/// One dot of the built-in strip, ready to draw: its rectangle in the strip, its corners, its
/// drawn scale, how much of the current color covers the other, and the timer's fill.
///
/// The strip view draws the dot's mark (a rounded rectangle, or the app's image for its page) in
/// the other dots' color, overlays the same mark in the current dot's color at
/// ``currentOpacity``, and overlays it in the tint, masked to ``timerFillMask``, when the timer
/// fills it: every choice is made here.
package struct CarouselDotDrawing: Hashable, Sendable {
  /// The item the dot stands for (the strip's `ForEach` identity, and the page an app's image
  /// is asked for).
  package let index: Int
  /// The dot's rectangle in the strip, left to right (mirrored already).
  package let rect: CarouselRect
  /// The radius of its corners.
  package let cornerRadius: Double
  /// The scale it is drawn at around its center.
  package let drawnScale: Double
  /// The opacity of the current color over the other: the dot's emphasis, so that two dots
  /// share the color while the carousel moves between them; 0 for timer dots, whose current
  /// dot shows the fill instead.
  package let currentOpacity: Double
  /// How far the timer's fill covers the dot along the strip, `0...1`: only for the current
  /// dot of timer dots (its emphasis above one half), else `nil`.
  package let timerFill: Double?
  /// The part of the dot the timer's fill covers, in the dot's own space (its origin at the
  /// dot's top leading corner): the first ``timerFill`` of its length along the strip, its whole
  /// thickness across; `nil` without a fill. The strip draws the dot's own mark through it, so an
  /// app's image fills as the image, not as a rectangle over it.
  package let timerFillMask: CarouselRect?

  /// The drawing of `frame` in a strip along `axis`, `thickness` across, with the timer's
  /// progress `timer` (timer dots) or `nil` (plain dots).
  package init(
    _ frame: CarouselDotFrame, axis: CarouselAxis, thickness: Double, timer: Double?
  ) {
    index = frame.dot.index
    let inset = (thickness - frame.thickness) / 2
    rect =
      axis == .horizontal
      ? CarouselRect(x: frame.start, y: inset, width: frame.length, height: frame.thickness)
      : CarouselRect(x: inset, y: frame.start, width: frame.thickness, height: frame.length)
    cornerRadius = frame.cornerRadius
    drawnScale = frame.drawnScale
    currentOpacity = timer == nil ? frame.dot.emphasis : 0
    // Clamped to `0...1`, NaN to 0.
    let fill = timer.flatMap { frame.dot.emphasis > 0.5 ? ($0 >= 0 ? min($0, 1) : 0) : nil }
    timerFill = fill
    let size = rect
    timerFillMask = fill.map { fill in
      axis == .horizontal
        ? CarouselRect(x: 0, y: 0, width: size.width * fill, height: size.height)
        : CarouselRect(x: 0, y: 0, width: size.width, height: size.height * fill)
    }
  }
}
