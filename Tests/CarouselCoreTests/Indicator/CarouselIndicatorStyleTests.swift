import CarouselCore
import Testing

@Suite struct CarouselIndicatorStyleTests {
  /// Every style, for 0 to 3 items, with and without autoplay, with dots that fit or not.
  @Test(arguments: [CarouselIndicatorStyle.dots, .compact, .timerProgress, .hidden], 0...3)
  func forms(style: CarouselIndicatorStyle, count: Int) {
    for hasAutoplay in [false, true] {
      for dotsFit in [false, true] {
        let expected: CarouselIndicatorForm
        switch (count > 1, style) {
        case (false, _), (true, .hidden): expected = .hidden
        case (true, .compact): expected = .compact
        case (true, .dots): expected = dotsFit ? .dots : .compact
        default: expected = dotsFit ? (hasAutoplay ? .timerDots : .dots) : .compact
        }
        #expect(
          style.form(count: count, hasAutoplay: hasAutoplay, dotsFit: dotsFit) == expected,
          "autoplay \(hasAutoplay), fit \(dotsFit)")
      }
    }
  }

  /// The indicator takes space unless it is hidden or there are fewer than two items.
  @Test func occupiesSpace() {
    let rows: [(CarouselIndicatorStyle, [Bool])] = [
      // Counts Int.min, -1, 0, 1, 2, 3, Int.max.
      (.dots, [false, false, false, false, true, true, true]),
      (.compact, [false, false, false, false, true, true, true]),
      (.timerProgress, [false, false, false, false, true, true, true]),
      (.hidden, [false, false, false, false, false, false, false]),
    ]
    for (style, expected) in rows {
      #expect([Int.min, -1, 0, 1, 2, 3, Int.max].map(style.occupiesSpace(count:)) == expected)
    }
  }
}
