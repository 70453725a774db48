import CarouselCore
import CarouselViewModel
import Testing
import UpdateCycleDouble

@MainActor @Suite struct CarouselScreenSmokeTests {
  @Test func aSwipeWritesTheBindingAndCallsBackOnce() {
    let screen = CarouselScreen(items: (0..<5).map { CarouselScreen.Item(id: $0) })
    screen.appear()
    #expect(screen.selection?.value == nil)
    #expect(screen.focusedItem == 0)
    screen.swipe(forward: true)
    screen.wait(1)
    #expect(screen.selection?.value == 1)
    #expect(screen.focusedItem == 1)
    #expect(
      screen.heard.filter { if case .selection = $0 { true } else { false } } == [
        .selection(from: nil, to: 0, cause: .dataChange), .selection(from: 0, to: 1, cause: .swipe),
      ])
  }
}
