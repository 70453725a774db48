import CarouselCore
import CarouselViewModel
import Testing
import UpdateCycleDouble

/// The Mac's scroll-wheel monitor's calls, through the update cycle's double: the events reach
/// the engine, move the selection, write the app's binding and tell its callback, and the
/// monitor learns which events to keep from what scrolls around the carousel.
@MainActor @Suite struct ScrollWheelInputTests {
  private static func screen(options: UpdateCycleOptions) -> CarouselScreen {
    let screen = CarouselScreen(
      items: (0..<5).map { CarouselScreen.Item(id: $0) }, selection: .some(0), options: options)
    screen.appear()
    return screen
  }

  /// A two-finger swipe to the left with its momentum, 16 ms apart, on a 390-point carousel:
  /// every event taken, one page, the binding written once, heard as a swipe.
  @Test(arguments: UpdateCycleOptions.all) func aTrackpadSwipePagesOnce(
    options: UpdateCycleOptions
  ) {
    let screen = Self.screen(options: options)
    let fingers: [CarouselScrollEvent] =
      [.init(phase: .began, deltaX: -8)]
      + Array(repeating: .init(phase: .changed, deltaX: -30), count: 5)
      + [.init(phase: .ended)]
    let momentum: [CarouselScrollEvent] =
      [.init(momentum: .began, deltaX: -40)]
      + Array(repeating: .init(momentum: .changed, deltaX: -40), count: 20)
      + [.init(momentum: .ended)]
    let taken = screen.scroll(fingers + momentum, every: 0.016)
    #expect(taken == Array(repeating: true, count: 29), "\(options)")
    screen.wait(1)
    #expect(screen.selection?.value == 1, "\(options)")
    #expect(screen.model.stage.selectedID == 1, "\(options)")
    #expect(screen.heard.selections == [.selection(from: 0, to: 1, cause: .swipe)], "\(options)")
  }

  /// A scroll mostly across the carousel (an enclosing list's) is not taken and moves nothing.
  @Test func aScrollAcrossTheCarouselIsLeftToTheList() {
    let screen = Self.screen(options: UpdateCycleOptions())
    let taken = screen.scroll(
      [
        .init(phase: .began, deltaX: -2, deltaY: -12), .init(phase: .changed, deltaX: -60),
        .init(phase: .ended), .init(momentum: .began, deltaY: -30),
      ], every: 0.016)
    #expect(taken == [false, false, false, false])
    screen.wait(1)
    #expect(screen.selection?.value == 0)
    #expect(!screen.model.engine.isTouched)
  }

  /// A horizontal mouse wheel's burst pages one item, a later burst one more.
  @Test func mouseWheelBurstsPageOneItemEach() {
    let screen = Self.screen(options: UpdateCycleOptions())
    let burst = Array(repeating: CarouselScrollEvent(deltaX: -1), count: 6)
    #expect(screen.scroll(burst, every: 0.05) == Array(repeating: true, count: 6))
    screen.wait(0.5)
    #expect(screen.selection?.value == 1)
    #expect(screen.scroll(burst, every: 0.05) == Array(repeating: true, count: 6))
    screen.wait(1)
    #expect(screen.selection?.value == 2)
    #expect(
      screen.heard.selections == [
        .selection(from: 0, to: 1, cause: .swipe), .selection(from: 1, to: 2, cause: .swipe),
      ])
  }

  /// With scrolling off around the carousel (`scrollDisabled`), nothing is taken.
  @Test func scrollingOffTakesNoScroll() {
    let screen = Self.screen(options: UpdateCycleOptions())
    screen.environment.isScrollEnabled = false
    screen.update()
    let taken = screen.scroll(
      [.init(phase: .began, deltaX: -20), .init(deltaX: -1)], every: 0.3)
    #expect(taken == [false, false])
    #expect(screen.selection?.value == 0)
  }
}
