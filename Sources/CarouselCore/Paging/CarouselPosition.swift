/// A continuous position along a carousel: a whole virtual page plus a fraction of the way to the
/// next one.
///
/// The page is an unbounded integer, so a looping carousel can keep going forward or backward
/// without copies of its data and without floating-point drift: the fraction always stays in
/// `0..<1`, and whole pages never pass through a `Double`. The engine maps a virtual page to an
/// item index.
///
/// ```swift
/// let position = CarouselPosition(page: 7, fraction: 0.25)  // a quarter of the way from 7 to 8
/// position.offset(from: CarouselPosition(page: 6))  // 1.25
/// ```
@usableFromInline
package struct CarouselPosition: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The whole virtual page at or before the position.
  @usableFromInline package private(set) var page: Int
  /// How far the position is from ``page`` toward `page + 1`, in `0..<1`.
  @usableFromInline package private(set) var fraction: Double

  /// Creates a position; `fraction` may be any finite value and is folded into the page.
  /// A non-finite fraction is treated as zero, and pages saturate at the ends of `Int`.
  @usableFromInline package init(page: Int, fraction: Double = 0) {
    guard fraction.isFinite else {
      self.page = page
      self.fraction = 0
      return
    }
    let whole = fraction.rounded(.down)
    var wholePages = Numerics.saturatingInt(whole)
    var rest = fraction - whole
    if rest >= 1 {  // a tiny negative fraction rounds up to exactly 1 in Double arithmetic
      rest = 0
      wholePages = Numerics.saturatingAdd(wholePages, 1)
    }
    self.page = Numerics.saturatingAdd(page, wholePages)
    self.fraction = rest
  }

  /// The position moved by `delta` pages (positive is forward).
  @usableFromInline package func moved(by delta: Double) -> CarouselPosition {
    CarouselPosition(page: page, fraction: fraction + delta)
  }

  /// The signed distance in pages from `other` to this position, exact for nearby positions.
  @usableFromInline package func offset(from other: CarouselPosition) -> Double {
    Double(Numerics.saturatingSubtract(page, other.page)) + (fraction - other.fraction)
  }

  /// The whole page nearest to this position (halves round forward).
  @usableFromInline package var nearestPage: Int {
    fraction >= 0.5 ? Numerics.saturatingAdd(page, 1) : page
  }

  /// Whether the position rests exactly on a page.
  package var isOnPage: Bool { fraction == 0 }

  /// The position as one `Double`; loses precision only beyond 2^53 pages.
  @usableFromInline package var value: Double { Double(page) + fraction }

  /// Orders positions along the carousel.
  @usableFromInline package static func < (lhs: CarouselPosition, rhs: CarouselPosition) -> Bool {
    (lhs.page, lhs.fraction) < (rhs.page, rhs.fraction)
  }

  /// Like `7 + 0.25`.
  @usableFromInline package var description: String { "\(page) + \(fraction)" }
}
