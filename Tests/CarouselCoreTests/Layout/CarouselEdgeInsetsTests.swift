import Testing

@testable import CarouselCore

/// `carouselMargins(_:_:)`'s rule: the named edges take the length (`nil`: 0), the others keep
/// theirs; every set of edges.
@Suite struct CarouselEdgeInsetsTests {
  @Test(arguments: [nil, 5.0]) func theNamedEdgesTakeTheLength(length: Double?) {
    let before = CarouselEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
    for mask in 0..<16 {
      let named = (0..<4).map { mask & (1 << $0) != 0 }
      let after = before.setting(
        top: named[0], leading: named[1], bottom: named[2], trailing: named[3], to: length)
      let value = length ?? 0
      let expected = [1.0, 2, 3, 4].enumerated().map { named[$0.offset] ? value : $0.element }
      #expect(
        [after.top, after.leading, after.bottom, after.trailing] == expected, "edges \(mask)")
    }
  }
}
