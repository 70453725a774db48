import CarouselCore
import Testing

/// An indicator state for `count` items with item 1 selected; the wait's parts as given.
private func state(
  count: Int = 5, isMoving: Bool = false, isWaiting: Bool = false, stoppedProgress: Double = 0.4,
  stoppedWaitProgress: Double? = 0.4, hasAutoplay: Bool = true
) -> CarouselIndicatorState {
  CarouselIndicatorState(
    indicator: PageIndicator(count: count, isLooping: false), axis: .horizontal,
    accessibility: PageAccessibility(count: count, selectedIndex: 1, isLooping: false),
    selectedItemName: nil, hasAutoplay: hasAutoplay, isMoving: isMoving, isWaiting: isWaiting,
    stoppedProgress: stoppedProgress, stoppedWaitProgress: stoppedWaitProgress,
    timerRefreshInterval: 0.25)
}

@Suite struct CarouselIndicatorStateTests {
  /// The one redraw rule, for every combination: frames while moving; the timer's rate only
  /// while a wait runs and the indicator draws its progress; otherwise never.
  @Test(arguments: [false, true], [false, true])
  func theRedrawRule(isMoving: Bool, isWaiting: Bool) {
    let state = state(isMoving: isMoving, isWaiting: isWaiting)
    let drawing = state.redraw(drawsWaitProgress: true)
    let notDrawing = state.redraw(drawsWaitProgress: false)
    switch (isMoving, isWaiting) {
    case (true, _):
      expectValue(drawing, .everyFrame)
      expectValue(notDrawing, .everyFrame)
    case (false, true):
      expectValue(drawing, .every(seconds: 0.25))
      expectValue(notDrawing, .never)
    case (false, false):
      expectValue(drawing, .never)
      expectValue(notDrawing, .never)
    }
  }

  /// While a wait runs its progress is live, so the state holds none: two states that differ
  /// only in a stopped progress are equal then, and nothing is redrawn for it.
  @Test func aRunningWaitKeepsNoStoppedProgress() {
    let waiting = state(isWaiting: true, stoppedProgress: 0.7, stoppedWaitProgress: 0.7)
    #expect(waiting.stoppedProgress == 0)
    #expect(waiting.stoppedWaitProgress == nil)
    #expect(waiting == state(isWaiting: true, stoppedProgress: 0.1, stoppedWaitProgress: nil))
    #expect(state(stoppedProgress: 0.7) != state(stoppedProgress: 0.1))
  }

  @Test func stillDotsRestOnTheSelectedItem() {
    expectValue(state().stillDots.map(\.emphasis), [0, 1, 0, 0, 0])
    expectValue(state().compactLabel, "2 / 5")
  }

  @Test func theFormIsTheStyleWhenTheDotsFit() {
    expectValue(state().form(.timerProgress), .timerDots)
    expectValue(state(hasAutoplay: false).form(.timerProgress), .dots)
    expectValue(state().form(.compact), .compact)
    expectValue(state(count: 1).form(.dots), .hidden)
  }

  /// The view decides dots or compact in layout by comparing the strip's length with the
  /// length offered (SwiftUI's `ViewThatFits` with the strip framed to its length): the same
  /// decision as `prefersCompactForm`, for every count of dots and a sweep of lengths.
  @Test func theStripLengthDecidesAsPrefersCompactForm() {
    let metrics = PageIndicatorMetrics.standard
    for count in 1...12 {
      let indicator = PageIndicator(count: count, isLooping: false)
      let strip = metrics.stripLength(dotCount: indicator.visibleDotCount)
      for tenths in 0...3_000 {
        let available = Double(tenths) / 10
        #expect(
          indicator.prefersCompactForm(
            availableLength: available, dotLength: metrics.currentDotLength,
            spacing: metrics.spacing) == (strip > available),
          "\(count) dots in \(available) points")
      }
    }
  }
}
