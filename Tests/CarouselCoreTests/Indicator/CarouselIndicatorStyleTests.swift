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

  /// A style that names the dots' look draws what the same style without it draws, for every
  /// count, autoplay and fit, and takes the same space.
  @Test(arguments: [
    (CarouselIndicatorStyle.dots(.capsules), CarouselIndicatorStyle.dots),
    (.dots(.standard), .dots), (.timerProgress(.circles), .timerProgress),
  ])
  func aLookChangesNoForm(named: CarouselIndicatorStyle, plain: CarouselIndicatorStyle) {
    for count in [Int.min, 0, 1, 2, 5, Int.max] {
      for hasAutoplay in [false, true] {
        for dotsFit in [false, true] {
          #expect(
            named.form(count: count, hasAutoplay: hasAutoplay, dotsFit: dotsFit)
              == plain.form(count: count, hasAutoplay: hasAutoplay, dotsFit: dotsFit))
        }
      }
      #expect(named.occupiesSpace(count: count) == plain.occupiesSpace(count: count))
    }
  }

  /// The look a style names wins over the one around it; a style without one takes that.
  @Test func theDotsLook() {
    let custom = CarouselDots(size: 6, currentLength: 18, spacing: 5)
    #expect(CarouselIndicatorStyle.dots(.capsules).dots(inheriting: .circles) == .capsules)
    #expect(CarouselIndicatorStyle.timerProgress(custom).dots(inheriting: .standard) == custom)
    #expect(CarouselIndicatorStyle.dots(.standard).dots(inheriting: .circles) == .standard)
    for plain in [CarouselIndicatorStyle.dots, .compact, .timerProgress, .hidden] {
      #expect(plain.dots(inheriting: .circles) == .circles)
      #expect(plain.look == nil)
    }
    // A named look is part of the value: `.dots(.standard)` says "standard" where `.dots` takes
    // the look around it.
    #expect(CarouselIndicatorStyle.dots(.capsules) == .dots(.capsules))
    #expect(CarouselIndicatorStyle.dots(.capsules) != .dots(.circles))
    #expect(CarouselIndicatorStyle.dots(.standard) != .dots)
    #expect(CarouselIndicatorStyle.dots(.capsules) != .timerProgress(.capsules))
  }
}
