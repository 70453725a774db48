/// The cross length of a fitted carousel's content (``CarouselSizing/fitted``): the longest
/// measure across the paging axis among the slots drawn, kept steady.
///
/// The view layer reports each drawn slot's content measure (``measured(_:of:)``) and, when
/// the set of drawn slots changes, that set (``drawn(_:)``); measures of slots no longer drawn
/// are dropped. ``length`` is what the stage sizes the slides by, and it changes only when:
/// - nothing was published yet and a measure counts (then the longest, even 0);
/// - the longest counted measure is longer than ``length`` (by any amount: content never clipped);
/// - it is shorter by at least ``shrinkTolerance`` (0.5 point), so rounding noise of a few
///   tenths of a point (a text measured at two pixel positions) never flips it back and forth.
///
/// Until the view first says which slots are drawn, every measure counts. When no drawn slot has
/// a measure (every slot left, the carousel emptied), ``length`` keeps its value: a data swap
/// whose old slots leave before the new ones are measured does not jump the carousel to its
/// flexible size and back. A measure that is NaN, infinite or negative counts as 0, one above
/// 10^9 points as 10^9 (``LayoutMath/sanitizedLength(_:)``). A call that changes nothing returns
/// `false`, so the caller publishes nothing.
///
/// ```swift
/// var fit = CarouselContentFit<Int>()
/// fit.measured(120, of: 1)  // true: length 120
/// fit.measured(180, of: 2)  // true: length 180
/// fit.drawn([1])  // true: 2 left, length 120
/// fit.measured(120.3, of: 1)  // true: longer, 120.3
/// fit.measured(120, of: 1)  // false: 0.3 shorter, within the tolerance
/// ```
package struct CarouselContentFit<Key: Hashable & Sendable>: Sendable {
  /// How much shorter the longest measure must be before ``length`` shrinks: 0.5 point.
  package static var shrinkTolerance: Double { 0.5 }

  /// The length published: `nil` until a measure counts.
  package private(set) var length: Double?
  /// Each slot's last measure.
  private var measures: [Key: Double] = [:]
  /// The slots drawn, as the view last said (`nil`: not said yet, every measure counts).
  private var drawnKeys: Set<Key>?

  /// Nothing measured.
  package init() {}

  /// The slot `key`'s content measures `length` across the paging axis; whether ``length``
  /// changed.
  @discardableResult
  package mutating func measured(_ length: Double, of key: Key) -> Bool {
    measures[key] = LayoutMath.sanitizedLength(length)
    return settle()
  }

  /// The slots drawn are now `keys`: measures of other slots are dropped; whether ``length``
  /// changed.
  @discardableResult
  package mutating func drawn(_ keys: some Sequence<Key>) -> Bool {
    let keys = Set(keys)
    guard keys != drawnKeys else { return false }
    drawnKeys = keys
    measures = measures.filter { keys.contains($0.key) }
    return settle()
  }

  /// Publishes the longest counted measure if the rules say so; whether ``length`` changed.
  private mutating func settle() -> Bool {
    var longest: Double?
    for (key, measure) in measures where drawnKeys?.contains(key) ?? true {
      longest = max(longest ?? measure, measure)
    }
    guard let longest else { return false }
    if let length, longest <= length, length - longest < Self.shrinkTolerance { return false }
    length = longest
    return true
  }
}
