import CarouselCore
import Testing

/// An indicator state for `count` items with item 1 selected and `indicatedIndex` marked; the
/// wait's parts as given.
private func state(
  count: Int = 5, indicatedIndex: Int? = 1, isMoving: Bool = false, isWaiting: Bool = false,
  stoppedProgress: Double = 0.4, stoppedWaitProgress: Double? = 0.4, hasAutoplay: Bool = true
) -> CarouselIndicatorState {
  CarouselIndicatorState(
    indicator: PageIndicator(count: count, isLooping: false), axis: .horizontal,
    accessibility: PageAccessibility(count: count, selectedIndex: 1, isLooping: false),
    indicatedIndex: indicatedIndex, selectedItemName: nil, hasAutoplay: hasAutoplay,
    isMoving: isMoving, isWaiting: isWaiting, stoppedProgress: stoppedProgress,
    stoppedWaitProgress: stoppedWaitProgress, timerRefreshInterval: 0.25,
    dotChangeDuration: 0.25)
}

@Suite struct CarouselIndicatorStateTests {
  /// The one redraw rule, for every combination: frames while moving, for an indicator that
  /// follows the position; while a wait runs and the indicator draws its progress, frames for
  /// a custom indicator (a story's segment fills smoothly) and the timer's rate for the dots;
  /// otherwise never.
  @Test(arguments: [false, true], [false, true])
  func theRedrawRule(isMoving: Bool, isWaiting: Bool) {
    let state = state(isMoving: isMoving, isWaiting: isWaiting)
    let following = state.redraw(followsPosition: true, drawsWaitProgress: true)
    let followingNoTimer = state.redraw(followsPosition: true, drawsWaitProgress: false)
    let dots = state.redraw(followsPosition: false, drawsWaitProgress: true)
    let plainDots = state.redraw(followsPosition: false, drawsWaitProgress: false)
    switch (isMoving, isWaiting) {
    case (true, true):
      expectValue(
        [following, followingNoTimer, dots, plainDots],
        [
          .everyFrame, .everyFrame, .every(seconds: 0.25), .never,
        ])
    case (true, false):
      expectValue(
        [following, followingNoTimer, dots, plainDots],
        [
          .everyFrame, .everyFrame, .never, .never,
        ])
    case (false, true):
      expectValue(
        [following, followingNoTimer, dots, plainDots],
        [
          .everyFrame, .never, .every(seconds: 0.25), .never,
        ])
    case (false, false):
      expectValue(
        [following, followingNoTimer, dots, plainDots], [.never, .never, .never, .never])
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

  /// The dots and the compact form show the marked item, which a drag can move ahead of the
  /// selection; VoiceOver's value stays with the selection.
  @Test func theDotsAndTheCompactFormShowTheMarkedItem() {
    expectValue(state().dots.map(\.emphasis), [0, 1, 0, 0, 0])
    expectValue(state().compactLabel, "2 / 5")
    let ahead = state(indicatedIndex: 2)
    expectValue(ahead.dots.map(\.emphasis), [0, 0, 1, 0, 0])
    expectValue(ahead.dotsPosition, CarouselPosition(page: 2))
    expectValue(ahead.compactLabel, "3 / 5")
    expectValue(ahead.accessibility.selectedIndex, 1)
    expectValue(state(count: 0, indicatedIndex: nil).dots.count, 0)
    expectValue(state(count: 0, indicatedIndex: nil).compactLabel, "")
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
          indicator.prefersCompactForm(availableLength: available, dots: metrics.dots)
            == (strip > available),
          "\(count) dots in \(available) points")
      }
    }
  }

  /// VoiceOver pages with the indicator while it is drawn, with a stand-in while it is hidden,
  /// and with nothing below two items: every style, 0 to 3 items.
  @Test(arguments: [CarouselIndicatorStyle.dots, .compact, .timerProgress, .hidden])
  func thePagerElement(style: CarouselIndicatorStyle) {
    for count in 0...3 {
      let expected: CarouselPagerElement =
        count < 2 ? .none : style == .hidden ? .standIn : .indicator
      expectValue(state(count: count).pagerElement(style), expected)
    }
  }
}
