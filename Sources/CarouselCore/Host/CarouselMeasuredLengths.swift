/// What a view measured of each item's content along the paging axis, by item ID, for items
/// that take their content's length (``CarouselItemLength/fitted``): kept across edits of the
/// list by ID, and turned into the lengths by index the engine takes
/// (`CarouselEngine.itemLengthsChanged(_:at:)`).
///
/// An item not measured yet takes an estimate: the average of the measured items' lengths (so
/// a row of chips drawn for the first time is laid out near its real length, and items first
/// drawn later move the row little). Before any item is measured there are no lengths (`nil`):
/// every item takes the style's own length. A measure that is NaN, infinite or negative counts
/// as 0, one above 10^9 points as 10^9 (``LayoutMath/sanitizedLength(_:)``), as the engine
/// sanitizes lengths.
///
/// A measure is O(1); the lengths by index are O(n), made only when a measure or the list
/// changed (never per frame).
///
/// ```swift
/// var measured = CarouselMeasuredLengths<String>()
/// measured.measured(60, of: "a")  // true
/// measured.measured(60, of: "a")  // false: the same measure
/// measured.measured(120, of: "b")  // true
/// measured.lengths(for: ["a", "b", "c"])  // [60, 120, 90]: "c" takes the average
/// ```
package struct CarouselMeasuredLengths<ID: Hashable & Sendable>: Sendable {
  /// Each measured item's length, sanitized.
  private var measures: [ID: Double] = [:]
  /// The sum of ``measures``, kept as they change, for the estimate in O(1).
  private var sum = 0.0

  /// Nothing measured.
  package init() {}

  /// Whether no item is measured.
  package var isEmpty: Bool { measures.isEmpty }

  /// The length an item not measured yet takes: the average of the measured ones; `nil` when
  /// none is.
  package var estimate: Double? {
    measures.isEmpty ? nil : LayoutMath.sanitizedLength(sum / Double(measures.count))
  }

  /// The item `id`'s content measures `length` along the paging axis; whether its length
  /// changed (a repeated measure changes nothing).
  @discardableResult
  package mutating func measured(_ length: Double, of id: ID) -> Bool {
    let length = LayoutMath.sanitizedLength(length)
    let old = measures.updateValue(length, forKey: id)
    guard old != length else { return false }
    sum += length - (old ?? 0)
    return true
  }

  /// Forgets the measures of the items not in `ids` (removed from the list); whether any was
  /// forgotten. The sum is added up anew, so no rounding error builds up over edits.
  @discardableResult
  package mutating func keep(only ids: some Sequence<ID>) -> Bool {
    let kept = Set(ids)
    let before = measures.count
    measures = measures.filter { kept.contains($0.key) }
    sum = measures.values.reduce(0, +)
    return measures.count != before
  }

  /// The lengths of the items `ids`, by index: each measured item's measure, the others the
  /// ``estimate``; `nil` when no item is measured.
  package func lengths(for ids: some Collection<ID>) -> [Double]? {
    guard let estimate else { return nil }
    return ids.map { measures[$0] ?? estimate }
  }
}
