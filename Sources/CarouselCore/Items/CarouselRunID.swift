/// An item ID that stands for an integer, so that a run of consecutive integers can stand for
/// its items (`CarouselEngine.itemsChanged(run:at:)`): an endless strip of days, a billion
/// generated pages. The engine then keeps the run's bounds, not its IDs: the ID at offset `i`
/// of `lower..<upper` is `Self(runValue: lower + i)`, and an ID's offset is its
/// ``runValue`` less `lower`.
///
/// `Int` conforms. A type of your own conforms when every integer has an ID and no two share
/// one: `Self(runValue: n).runValue == n` for every `n`, and ``runValue`` is `nil` for an ID that
/// stands for no integer.
///
/// ```swift
/// struct Day: CarouselRunID {
///   var number: Int
///   init(runValue: Int) { number = runValue }
///   var runValue: Int? { number }
/// }
/// ```
@usableFromInline package protocol CarouselRunID: Hashable, Sendable {
  /// The ID of the integer `runValue`.
  init(runValue: Int)
  /// The integer the ID stands for, or `nil` for an ID that stands for none (no run holds it).
  var runValue: Int? { get }
}

extension Int: CarouselRunID {
  /// The integer itself.
  @inlinable package init(runValue: Int) { self = runValue }
  /// The integer itself.
  @inlinable package var runValue: Int? { self }
}
