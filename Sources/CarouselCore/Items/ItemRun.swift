/// A run of consecutive integers standing for the items' IDs (`CarouselRunID`), kept as its
/// bounds: the ID at an offset is made when it is read, and an ID's offset is found from its
/// integer, so that every operation costs the same for ten items as for a billion.
///
/// The conversions are stored as closures, made where `ID` is known to be a `CarouselRunID`:
/// the items are generic over any `Hashable` ID, and the web playground's Embedded Swift build
/// has no existentials nor casts to a protocol to find the conformance later.
///
/// A run longer than `Int.max` (`Int.min..<Int.max`), whose count does not fit in an `Int`, is
/// cut to its first `Int.max` items (``isTruncated``).
@usableFromInline
package struct ItemRun<ID: Hashable & Sendable>: Sendable {
  /// The integer of the first item.
  @usableFromInline package let lowerBound: Int
  /// How many items: the bounds' count, or `Int.max` when that does not fit in an `Int`.
  @usableFromInline package let count: Int
  /// The upper bound as given: more than `lowerBound + count` when the run was cut.
  @usableFromInline let givenUpperBound: Int
  /// The ID of an integer.
  @usableFromInline let makeID: @Sendable (Int) -> ID
  /// The integer of an ID, or `nil` for an ID that stands for none.
  @usableFromInline let valueOf: @Sendable (ID) -> Int?

  /// The run of `bounds`, cut to its first `Int.max` items when its count does not fit.
  @inlinable
  package init(_ bounds: Range<Int>) where ID: CarouselRunID {
    let (count, overflowed) = bounds.upperBound.subtractingReportingOverflow(bounds.lowerBound)
    lowerBound = bounds.lowerBound
    self.count = overflowed ? Int.max : count
    givenUpperBound = bounds.upperBound
    makeID = { ID(runValue: $0) }
    valueOf = { $0.runValue }
  }

  /// The bounds as given, before any cut.
  @inlinable package var givenBounds: Range<Int> { lowerBound..<givenUpperBound }

  /// Whether `bounds` give the same IDs as the bounds this run was given: the same bounds, or
  /// none (empty bounds give no IDs wherever they are).
  @inlinable
  package func isGiven(by bounds: Range<Int>) -> Bool {
    bounds == givenBounds || (bounds.isEmpty && count == 0)
  }

  /// The integer after the last item's. No overflow: a count that was cut to `Int.max` belongs to
  /// a negative lower bound.
  @inlinable package var upperBound: Int { lowerBound &+ count }

  /// Whether the run was cut to its first `Int.max` items.
  @inlinable package var isTruncated: Bool { givenUpperBound != upperBound }

  /// The ID of the item at `offset`, which must be below ``count``.
  @inlinable package func id(at offset: Int) -> ID { makeID(lowerBound &+ offset) }

  /// The offset of `id` in the run, or `nil` when the run does not hold it. O(1): its integer
  /// less the lower bound, once the integer's own ID is found to be `id` (so that an ID type
  /// whose conversion loses something never names another item).
  @inlinable
  package func offset(of id: ID) -> Int? {
    guard let value = valueOf(id), value >= lowerBound, value < upperBound, makeID(value) == id
    else { return nil }
    return value &- lowerBound
  }

  /// The integers both runs hold, or `nil` when they share none.
  @inlinable
  package func shared(with other: Self) -> Range<Int>? {
    let (lower, upper) = (max(lowerBound, other.lowerBound), min(upperBound, other.upperBound))
    return lower < upper ? lower..<upper : nil
  }
}
