/// The dots of a ``PageIndicator`` strip while the position runs from one item to the next:
/// made once when the position enters that span (two reads of ``PageIndicator/dots(at:)``),
/// then read at every frame of a motion by blending, a few multiplications a dot.
///
/// Between two neighboring items every part of a dot is linear in the fraction traveled: its
/// emphasis and size blend between the two resting strips, and its slot moves with the
/// window, which scrolls at the position's pace or not at all. So the dots at any fraction are
/// those read at two fractions, extended along the line through them; at fraction 0 the
/// resting strip is read as it is. What changes per frame is computed per frame, what changes
/// per item only when the position reaches another item.
///
/// ```swift
/// var span: PageIndicatorSpan? = nil
/// let dots = PageIndicatorSpan.dots(of: indicator, at: position, reusing: &span)
/// ```
package struct PageIndicatorSpan: Sendable {
  /// One dot's parts at the start of the span (fraction 0) and their change per whole item.
  private struct Line: Sendable {
    let index: Int
    let slot: Double
    let slotChange: Double
    let emphasis: Double
    let emphasisChange: Double
    let scale: Double
    let scaleChange: Double

    /// The dot at `fraction` of the span.
    func dot(at fraction: Double) -> PageIndicatorDot {
      PageIndicatorDot(
        index: index, slot: slot + slotChange * fraction,
        emphasis: emphasis + emphasisChange * fraction, scale: scale + scaleChange * fraction)
    }
  }

  /// The strip.
  package let indicator: PageIndicator
  /// The item the span starts at, with the position normalized into the items.
  package let page: Int
  private let lines: [Line]

  /// The span of `indicator` from item `page` (normalized) to the next.
  init(indicator: PageIndicator, page: Int) {
    self.indicator = indicator
    self.page = page
    // Two fractions well inside the span, where the same dots are drawn as anywhere inside it.
    let early = indicator.dots(at: CarouselPosition(page: page, fraction: 0.25))
    let late = indicator.dots(at: CarouselPosition(page: page, fraction: 0.75))
    lines = zip(early, late).map { early, late in
      // The change over half an item, doubled; the start is a quarter of an item before.
      let slotChange = (late.slot - early.slot) * 2
      let emphasisChange = (late.emphasis - early.emphasis) * 2
      let scaleChange = (late.scale - early.scale) * 2
      return Line(
        index: early.index, slot: early.slot - slotChange / 4, slotChange: slotChange,
        emphasis: early.emphasis - emphasisChange / 4, emphasisChange: emphasisChange,
        scale: early.scale - scaleChange / 4, scaleChange: scaleChange)
    }
  }

  /// The dots of `indicator` at `position`, as ``PageIndicator/dots(at:)`` gives them (to
  /// rounding): read from `span` when it is the span the position is in, else from the span
  /// made for it, which `span` keeps for the next frame. At rest (no fraction), the resting
  /// strip itself (read into lines that do not change: an allocation, for a frame that is
  /// drawn once).
  package static func dots(
    of indicator: PageIndicator, at position: CarouselPosition, reusing span: inout Self?
  ) -> Dots {
    guard indicator.count > 0 else { return .resting(indicator.dots(at: position)) }
    let normalized = normalizedItemPosition(
      position, count: indicator.count, isLooping: indicator.isLooping)
    guard normalized.fraction != 0 else { return .resting(indicator.dots(at: normalized)) }
    if span?.page != normalized.page || span?.indicator != indicator {
      span = PageIndicatorSpan(indicator: indicator, page: normalized.page)
    }
    return .moving(span!, fraction: normalized.fraction)
  }

  /// The dots of a frame: a span's lines at a fraction (a resting strip is lines that do not
  /// change). Small, so reading a dot copies little.
  package struct Dots: RandomAccessCollection, Sendable {
    private let lines: [Line]
    /// How far the position is into the span.
    private let fraction: Double

    /// The strip at rest on an item.
    package static func resting(_ dots: PageIndicatorDots) -> Self {
      Self(
        lines: dots.map {
          Line(
            index: $0.index, slot: $0.slot, slotChange: 0, emphasis: $0.emphasis,
            emphasisChange: 0, scale: $0.scale, scaleChange: 0)
        }, fraction: 0)
    }

    /// A span at a fraction of the way to the next item.
    static func moving(_ span: PageIndicatorSpan, fraction: Double) -> Self {
      Self(lines: span.lines, fraction: fraction)
    }

    /// The first dot's position: 0.
    package var startIndex: Int { 0 }

    /// The number of dots.
    package var endIndex: Int { lines.count }

    /// The dot at `position`, left to right.
    package subscript(position: Int) -> PageIndicatorDot { lines[position].dot(at: fraction) }
  }
}
