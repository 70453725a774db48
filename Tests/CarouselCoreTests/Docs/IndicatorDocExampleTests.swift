import CarouselCore
import TestSupport
import Testing

/// The examples of the page indicator's documentation (`Indicator/`), run.
@Suite struct IndicatorDocExampleTests {
  @Test func dotFrame() {
    var drawn: [CarouselDotFrame] = []
    func drawDot(_ frame: CarouselDotFrame) { drawn.append(frame) }
    let dots = PageIndicator(count: 5, isLooping: false).dots(progress: 0)
    for frame in dots.frames(.capsules) {
      // A rounded rectangle `frame.length` long and `frame.thickness` thick, its corners
      // `frame.cornerRadius` round, centered `frame.center` points from the strip's left (or
      // top) edge, scaled by `frame.drawnScale`: 11, 32.5, 46.5, 60.5, 74.5 along a 78-point strip.
      drawDot(frame)
    }
    #expect(drawn.map(\.center) == [11, 32.5, 46.5, 60.5, 74.5])
    #expect(CarouselDots.capsules.stripLength(dotCount: 5) == 78)
  }

  @Test func dots() {
    let values = docValues {
      CarouselDots.capsules.stripLength(dotCount: 5)  // 78
      CarouselDots.circles.stripLength(dotCount: 5)  // 72
      CarouselDots(size: 6, currentLength: 18, spacing: 6)
    }
    #expect(values[0] as? Double == 78)
    #expect(values[1] as? Double == 72)
    #expect((values[2] as? CarouselDots)?.stripLength(dotCount: 5) == 66)
  }

  @Test func indicatorState() {
    let clock = ManualClock()
    var host = CarouselHost<String, ManualClock>(
      configuration: CarouselConfiguration(autoplay: .seconds(3)), at: clock.now)
    host.itemsChanged(["a", "b", "c", "d", "e"], binding: .index(1), at: clock.now)
    host.appeared(at: clock.now)
    let values = docValues {
      let state = host.stage.indicator
      state.compactLabel  // "2 / 5"
      state.dots.map(\.emphasis)  // [0, 1, 0, 0, 0]
      state.redraw(followsPosition: false, drawsWaitProgress: true)
      // .every(seconds: 3 / 22) while a 3 s wait runs: a point at a time of a 22-point dot
    }
    #expect(values[0] as? String == "2 / 5")
    #expect(values[1] as? [Double] == [0, 1, 0, 0, 0])
    #expect(values[2] as? CarouselIndicatorRedraw == .every(seconds: 3.0 / 22))
  }

  @Test func pageAccessibility() {
    let values = docValues {
      let model = PageAccessibility(count: 5, selectedIndex: 1, isLooping: false)
      model.value  // "2 of 5"
      model.value(naming: "Beach")  // "Beach, 2 of 5"
      model.incremented()  // 2
    }
    #expect(values[0] as? String == "2 of 5")
    #expect(values[1] as? String == "Beach, 2 of 5")
    #expect(values[2] as? Int? == 2)
  }

  @Test func pageIndicator() {
    let values = docValues {
      let indicator = PageIndicator(count: 5, isLooping: false)
      indicator.dots(progress: 2.25).map(\.emphasis)  // [0, 0, 0.75, 0.25, 0]
      indicator.dotIndex(atLocation: 66, at: CarouselPosition(page: 2))  // 3
      indicator.compactLabel(selectedIndex: 1)  // "2 / 5"
    }
    #expect(values[0] as? [Double] == [0, 0, 0.75, 0.25, 0])
    #expect(values[1] as? Int? == 3)
    #expect(values[2] as? String == "2 / 5")
  }

  @Test func dotIndexAtALocation() {
    let values = docValues {
      let indicator = PageIndicator(count: 3, isLooping: false)  // dots 0–22, 30–38, 46–54
      indicator.dotIndex(atLocation: 40, at: CarouselPosition(page: 0))  // 1
      indicator.dotIndex(atLocation: 26, at: CarouselPosition(page: 0))  // 1: halfway goes on
    }
    #expect(values[0] as? Int? == 1)
    #expect(values[1] as? Int? == 1)
  }

  @Test func compactForm() {
    let values = docValues {
      let indicator = PageIndicator(count: 5, isLooping: false)
      indicator.prefersCompactForm(availableLength: 78, dots: .capsules)  // false
      indicator.prefersCompactForm(availableLength: 77.9, dots: .capsules)  // true
    }
    #expect(values as? [Bool] == [false, true])
  }

  @Test func dotOfTheEngine() {
    let now = ManualClock().now
    let carousel = CarouselEngine<Int, ManualClock>(items: [1, 2, 3, 4, 5], at: now)
    var drawn: [CarouselDotFrame] = []
    func drawDot(_ frame: CarouselDotFrame) { drawn.append(frame) }
    let dots = carousel.pageIndicator.dots(at: carousel.indicatorPosition(at: now))
    for frame in dots.frames(.capsules) {
      // frame.dot at frame.center from the strip's left edge, frame.length long and
      // frame.thickness thick, scaled by frame.drawnScale, its color blended by
      // frame.dot.emphasis.
      drawDot(frame)
    }
    #expect(drawn.map(\.dot.emphasis) == [1, 0, 0, 0, 0])
    #expect(drawn.map(\.length) == [22, 7, 7, 7, 7])
  }

  @Test func dotsOfAStrip() {
    let values = docValues {
      let dots = PageIndicator(count: 5, isLooping: false).dots(progress: 2.25)
      dots.map(\.emphasis)  // [0, 0, 0.75, 0.25, 0]
      Array(dots)  // the same dots, stored
    }
    #expect(values[0] as? [Double] == [0, 0, 0.75, 0.25, 0])
    #expect((values[1] as? [PageIndicatorDot])?.map(\.emphasis) == [0, 0, 0.75, 0.25, 0])
  }

  @Test func framesOfTheDots() {
    let values = docValues {
      let dots = PageIndicator(count: 5, isLooping: false).dots(progress: 0)
      dots.frames(.capsules).map(\.center)  // [11, 32.5, 46.5, 60.5, 74.5]
      dots.frames(.circles).map(\.drawnScale)  // [1.25, 1, 1, 1, 1]
    }
    #expect(values[0] as? [Double] == [11, 32.5, 46.5, 60.5, 74.5])
    #expect(values[1] as? [Double] == [1.25, 1, 1, 1, 1])
  }

  @Test func metrics() {
    let values = docValues {
      let metrics = PageIndicatorMetrics.standard
      metrics.stripLength(dotCount: 5)  // 86 = 4 × 8 + 22 + 4 × 8
      metrics.drawnLength(emphasis: 0.5, scale: 1)  // 15
      PageIndicatorMetrics(dots: .capsules).stripLength(dotCount: 5)  // 78
    }
    #expect(values as? [Double] == [86, 15, 78])
  }

  @Test func stringOfThePageValue() {
    let values = docValues {
      let string = CarouselString.pageValue(page: 2, count: 5)
      string.key  // "%lld of %lld"
      string.arguments  // [.integer(2), .integer(5)]
      string.english  // "2 of 5"
    }
    #expect(values[0] as? String == "%lld of %lld")
    #expect(values[1] as? [CarouselStringArgument] == [.integer(2), .integer(5)])
    #expect(values[2] as? String == "2 of 5")
  }

  @Test func diagnosticOfABadInterval() {
    let values = docValues {
      AutoplayInterval.seconds(-1).diagnostic?.message
      // "Carousel autoplay interval -1.0 s is not a positive finite number; autoplay is off."
    }
    #expect(
      values[0] as? String?
        == "Carousel autoplay interval -1.0 s is not a positive finite number; autoplay is off.")
  }

  @Test func tagSelectionCheck() {
    let values = docValues {
      TagSelectionCheck.diagnostic(pageCount: 3, taggedCount: 0, tagType: "Step")
      // .noPageTagged(tagType: "Step")
    }
    #expect(values[0] as? CarouselDiagnostic? == .noPageTagged(tagType: "Step"))
  }
}
