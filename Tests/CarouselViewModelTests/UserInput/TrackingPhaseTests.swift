import CarouselCore
import CarouselViewModel
import Testing
import UpdateCycleDouble

/// The app's `onCarouselPhaseChange` hears a finger that rests on the carousel as `.tracking`,
/// through the views' inputs: iOS 18's touch watcher, and iOS 17's `DragGesture` as far as it
/// shows a finger (from its first change, across the axis too).
@MainActor @Suite struct TrackingPhaseTests {
  static func screen(autoplays: Bool) -> CarouselScreen {
    let screen = CarouselScreen(
      data: .items((0..<5).map { CarouselScreen.Item(id: $0) }), selection: .id(nil))
    if autoplays { screen.settings.configuration.autoplay = .seconds(3) }
    screen.appear()
    return screen
  }

  @Test(arguments: [false, true]) func theTouchWatchersFinger(autoplays: Bool) {
    let screen = Self.screen(autoplays: autoplays)
    let still: CarouselPhase = autoplays ? .autoplaying : .idle
    screen.user { $0.touchWatcherChanged(.began) }
    #expect(screen.heard.last == .phase(from: still, to: .tracking))
    screen.wait(5)
    #expect(screen.selection?.value == nil)
    screen.user { $0.touchWatcherChanged(.ended) }
    #expect(screen.heard.last == .phase(from: .tracking, to: still))
  }

  @Test func iOS17sDragGestureAcrossTheAxis() {
    let screen = Self.screen(autoplays: false)
    screen.user {
      $0.dragGestureChanged(
        CarouselDrag(translationX: 1, translationY: 40, velocityX: 0, velocityY: 300))
    }
    #expect(screen.heard.last == .phase(from: .idle, to: .tracking))
    screen.user { $0.dragGestureReset() }
    #expect(screen.heard.last == .phase(from: .tracking, to: .idle))
  }
}
