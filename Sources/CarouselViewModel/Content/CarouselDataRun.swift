import CarouselCore

extension RandomAccessCollection {
  /// The consecutive integers this data is, when each element is its own ID (`id: \.self`) and
  /// the data is a `Range<Int>` or a `ClosedRange<Int>` (`0..<n`, `1...7`, an array's
  /// `indices`): the host keeps them as their bounds, so that no ID is stored, hashed or
  /// compared (``CarouselHost/itemsChanged(run:binding:animated:at:)``). `nil` for any other
  /// data: the host keeps an array of its IDs.
  ///
  /// A closed range that ends at `Int.max` becomes the run that ends just before it: a `Range`
  /// cannot hold `Int.max`, and no screen reaches that far.
  @usableFromInline
  package func run<ID>(id: KeyPath<Element, ID>) -> Range<Int>? {
    guard ID.self == Int.self, id as AnyKeyPath == \Element.self as AnyKeyPath else { return nil }
    if let range = self as? Range<Int> { return range }
    guard let closed = self as? ClosedRange<Int> else { return nil }
    let end = closed.upperBound == Int.max ? Int.max : closed.upperBound + 1
    return closed.lowerBound..<end
  }
}
