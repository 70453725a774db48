import CarouselCore
import CarouselViewModel
import Testing
import UpdateCycleDouble

/// A finger that lands on a settling carousel stops it, through the views' inputs: iOS 18's
/// touch watcher sees the landing, the carousel stops where it is (`.tracking`), no slot takes
/// touches while it moved (the landing tap reaches no content), and the lift settles onto the
/// nearest item. iOS 17's `DragGesture` reports nothing of a finger that does not move: there
/// the settle goes on, and the tap still reaches no content.
@MainActor @Suite struct TouchStopsSettleTests {
  static func screen(usesPan: Bool) -> CarouselScreen {
    let screen = CarouselScreen(
      data: .items((0..<5).map { CarouselScreen.Item(id: $0) }), selection: .id(nil),
      options: UpdateCycleOptions(usesPan: usesPan))
    screen.appear()
    return screen
  }

  @Test func iOS18sLandingStopsTheSettleAndTheLiftSettlesBack() {
    let screen = Self.screen(usesPan: true)
    #expect(screen.touchableItems == [0])
    screen.user { $0.indicatorSelected(index: 1) }
    screen.wait(0.1)
    #expect(screen.touchableItems == [])
    screen.fingerLands()
    #expect(screen.heard.last == .phase(from: .settling, to: .tracking))
    // Stopped 0.36 of the way: both items show more than 44 points and take touches.
    #expect(screen.touchableItems == [0, 1])
    let drawn = screen.drawnItems
    screen.wait(3)
    #expect(screen.drawnItems == drawn)
    #expect(screen.selection?.value == 1)
    screen.fingerLifts()
    #expect(
      Array(screen.heard.suffix(2)) == [
        .selection(from: 1, to: 0, cause: .swipe), .phase(from: .tracking, to: .settling),
      ])
    screen.wait(2)
    #expect(screen.heard.last == .phase(from: .settling, to: .idle))
    #expect(screen.selection?.value == 0)
    #expect(screen.touchableItems == [0])
  }

  @Test func iOS17sRestingFingerLetsTheSettleGoOn() {
    let screen = Self.screen(usesPan: false)
    screen.user { $0.indicatorSelected(index: 1) }
    screen.wait(0.1)
    #expect(screen.touchableItems == [])
    screen.fingerLands()
    #expect(screen.heard.last == .phase(from: .idle, to: .settling))
    screen.wait(2)
    screen.fingerLifts()
    #expect(screen.heard.contains(.phase(from: .settling, to: .idle)))
    #expect(!screen.heard.contains(.phase(from: .settling, to: .tracking)))
    #expect(screen.selection?.value == 1)
    #expect(screen.touchableItems == [1])
  }
}
