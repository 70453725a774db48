import CarouselCore
import Testing

/// A span's blended dots are the strip's dots at every position, to rounding: the same dots,
/// in the same order, in the same places and sizes.
@Suite struct PageIndicatorSpanTests {
  /// Whether the blended dots are the direct ones: the same items in order, and every part
  /// within 1e-9.
  private static func areSame(_ blended: PageIndicatorSpan.Dots, _ direct: PageIndicatorDots)
    -> Bool
  {
    blended.map(\.index) == direct.map(\.index)
      && zip(blended, direct).allSatisfy { blended, direct in
        abs(blended.slot - direct.slot) < 1e-9 && abs(blended.emphasis - direct.emphasis) < 1e-9
          && abs(blended.scale - direct.scale) < 1e-9
      }
  }

  /// Every hundredth of an item across every item, for strips that scroll or not, finite and
  /// looping, both reading directions, with one span reused along the way.
  @Test(arguments: [1, 2, 3, 5, 7, 8, 12, 40], [false, true])
  func blendedDotsAreTheStripsDots(count: Int, isLooping: Bool) {
    for direction in [CarouselLayoutDirection.leftToRight, .rightToLeft] {
      let indicator = PageIndicator(
        count: count, isLooping: isLooping, layoutDirection: direction)
      var span: PageIndicatorSpan?
      for hundredths in -150...(count * 100 + 150) {
        let position = CarouselPosition(page: 0).moved(by: Double(hundredths) / 100)
        let blended = PageIndicatorSpan.dots(of: indicator, at: position, reusing: &span)
        let direct = indicator.dots(at: position)
        // The first mismatch is reported, with both readings, and ends the test.
        guard Self.areSame(blended, direct) else {
          Issue.record(
            "\(count) items, looping \(isLooping), \(direction), at \(position): \(Array(blended)) against \(Array(direct))"
          )
          return
        }
      }
    }
  }

  /// A span is made once per item the position passes, and kept while it stays between two.
  @Test func aSpanIsKeptWhileThePositionStaysBetweenTwoItems() {
    let indicator = PageIndicator(count: 10, isLooping: false)
    var span: PageIndicatorSpan?
    _ = PageIndicatorSpan.dots(
      of: indicator, at: CarouselPosition(page: 3, fraction: 0.1), reusing: &span)
    #expect(span?.page == 3)
    _ = PageIndicatorSpan.dots(
      of: indicator, at: CarouselPosition(page: 3, fraction: 0.9), reusing: &span)
    #expect(span?.page == 3)
    _ = PageIndicatorSpan.dots(of: indicator, at: CarouselPosition(page: 4), reusing: &span)
    #expect(span?.page == 3)  // at rest the strip is read as it is; the span waits
    _ = PageIndicatorSpan.dots(
      of: indicator, at: CarouselPosition(page: 4, fraction: 0.5), reusing: &span)
    #expect(span?.page == 4)
    let other = PageIndicator(count: 11, isLooping: false)
    _ = PageIndicatorSpan.dots(
      of: other, at: CarouselPosition(page: 4, fraction: 0.5), reusing: &span)
    #expect(span?.indicator == other)
  }

  @Test func noItemsGiveNoDots() {
    var span: PageIndicatorSpan?
    let dots = PageIndicatorSpan.dots(
      of: PageIndicator(count: 0, isLooping: true), at: CarouselPosition(page: 2, fraction: 0.5),
      reusing: &span)
    #expect(dots.isEmpty)
    #expect(span == nil)
  }
}
