import CarouselCore
import Testing

@testable import CarouselWeb

/// The web host: page times as instants, the playground's settings reaching the engine, and the
/// small decisions of the page (arrows, labels, the indicator, rotation).
@Suite struct WebCarouselTests {
  private func carousel(_ change: (inout PlaygroundSettings) -> Void = { _ in }) -> WebCarousel {
    .onScreen(change)
  }

  @Test func pageTimesBecomeInstantsToTheNanosecond() {
    #expect(WebCarousel.instant(1_500.25).offset == .seconds(1) + .microseconds(500_250))
    #expect(WebCarousel.instant(-0.5).offset == .microseconds(-500))
    #expect(WebCarousel.instant(.nan).offset == .zero)
    #expect(WebCarousel.instant(.infinity).offset == .zero)
    #expect(WebCarousel.instant(1e300).offset == .seconds(1_000_000_000_000))
    #expect(WebCarousel.instant(-1e300).offset == .seconds(-1_000_000_000_000))
    #expect(WebCarousel.time(WebCarousel.instant(3_000)) == 3_000)
  }

  @Test func settingsReachTheEngine() {
    let carousel = carousel {
      $0.style = .ring
      $0.isLooping = true
      $0.autoplaySeconds = 2
      $0.itemCount = 7
    }
    #expect(carousel.engine.ids == Array(0..<7))
    #expect(carousel.engine.configuration.layout.isLooping)
    #expect(carousel.engine.configuration.autoplay == .seconds(2))
    #expect(carousel.engine.configuration.layout.viewportWidth == 390)
    #expect(carousel.nextDeadline == 2_000)
    #expect(carousel.isRotating)
  }

  @Test func theItemCountIsKeptInRange() {
    #expect(carousel { $0.itemCount = -3 }.engine.ids.isEmpty)
    #expect(carousel { $0.itemCount = 5_000 }.engine.ids.count == 1_000)
  }

  @Test func aSwipeMovesOnePage() {
    var carousel = carousel()
    carousel.pointerDown(x: 300, y: 100, at: 10)
    carousel.pointerMoved(x: 250, y: 101, at: 26)
    carousel.pointerMoved(x: 180, y: 102, at: 42)
    carousel.pointerUp(x: 120, y: 102, at: 58)
    #expect(carousel.engine.selectedIndex == 1)
    #expect(carousel.engine.isMoving(at: WebCarousel.instant(100)))
  }

  @Test func movesWithoutAPointerDownAreIgnored() {
    var carousel = carousel()
    carousel.pointerMoved(x: -500, y: 0, at: 10)
    carousel.pointerUp(x: -500, y: 0, at: 20)
    #expect(carousel.engine.selectedIndex == 0)
    #expect(!carousel.engine.isMoving(at: WebCarousel.instant(30)))
  }

  @Test func arrowsPageAlongTheAxisOnly() {
    var horizontal = carousel()
    let handled = [3, 1, 9].map { horizontal.arrow($0, at: 0) }  // right, down, no arrow
    #expect(handled == [true, false, false])
    #expect(horizontal.engine.selectedIndex == 1)
    var vertical = carousel { $0.axis = .vertical }
    let verticalHandled = [1, 3].map { vertical.arrow($0, at: 0) }  // down, right
    #expect(verticalHandled == [true, false])
    #expect(vertical.engine.selectedIndex == 1)
    // At the end of a finite carousel the arrow moves nothing and is left to the page.
    var atTheEnd = carousel()
    let forward = (0..<5).map { _ in atTheEnd.arrow(3, at: 0) }
    #expect(forward == [true, true, true, true, false])
  }

  @Test func slidesAreLabeledNOfM() {
    let carousel = carousel()
    #expect((0..<5).map(carousel.slideLabel) == ["1 of 5", "2 of 5", "3 of 5", "4 of 5", "5 of 5"])
    #expect(carousel.slideLabel(5) == "")
    #expect(carousel.slideLabel(-1) == "")
  }

  @Test func theIndicatorFormFollowsTheSetting() {
    func form(_ indicator: PlaygroundIndicator, autoplay: Double?, room: Double)
      -> CarouselIndicatorForm
    {
      carousel {
        $0.indicator = indicator
        $0.autoplaySeconds = autoplay
      }.indicatorForm(availableLength: room, dotLength: 20, spacing: 0)
    }
    #expect(form(.dots, autoplay: nil, room: 500) == .dots)
    #expect(form(.dots, autoplay: nil, room: 60) == .compact)  // 5 dots of 20 do not fit
    #expect(form(.compact, autoplay: nil, room: 500) == .compact)
    #expect(form(.timerProgress, autoplay: 3, room: 500) == .timerDots)
    #expect(form(.timerProgress, autoplay: nil, room: 500) == .dots)
    #expect(form(.hidden, autoplay: 3, room: 500) == .hidden)
  }

  @Test func autoplayDoesNotRotateUnderAFingerOrWithReduceMotion() {
    var carousel = carousel { $0.autoplaySeconds = 3 }
    carousel.pointerDown(x: 0, y: 0, at: 100)
    #expect(!carousel.isRotating)
    carousel.pointerUp(x: 0, y: 0, at: 200)
    #expect(carousel.nextDeadline == 3_200)
    carousel.reduceMotionChanged(true, at: 300)
    #expect(!carousel.isRotating)
  }
}
