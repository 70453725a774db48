import CarouselCore
import CarouselViewModel
import Testing
import UpdateCycleDouble

/// `.carouselSwipeDismissesKeyboard()` through the update cycle's double: each swipe the
/// carousel takes asks its view to dismiss the keyboard once (the model's count changes);
/// taps, keys, the indicator, autoplay and the app's own moves never do, and without the
/// setting nothing does.
@MainActor @Suite struct KeyboardDismissalTests {
  private static func screen(dismisses: Bool, options: UpdateCycleOptions) -> CarouselScreen {
    let screen = CarouselScreen(
      items: (0..<4).map { CarouselScreen.Item(id: $0) }, selection: .some(nil), options: options)
    screen.settings.swipesDismissKeyboard = dismisses
    screen.appear()
    return screen
  }

  @Test(arguments: UpdateCycleOptions.all) func eachSwipeDismissesTheKeyboardOnce(
    options: UpdateCycleOptions
  ) {
    let screen = Self.screen(dismisses: true, options: options)
    #expect(screen.model.keyboardDismissals == 0, "\(options)")
    #expect(screen.keyboardDismissed == 0, "\(options): appearing dismissed the keyboard")
    screen.swipe(forward: true)
    screen.wait(1)
    #expect(screen.model.keyboardDismissals == 1, "\(options)")
    #expect(screen.keyboardDismissed == 1, "\(options)")
    #expect(screen.focusedItem == 1, "\(options)")
    // A swipe too short to page still took the drag: the keyboard goes, as in a scroll view.
    screen.swipe(by: -20)
    screen.wait(1)
    #expect(screen.model.keyboardDismissals == 2, "\(options)")
    #expect(screen.keyboardDismissed == 2, "\(options)")
    #expect(screen.focusedItem == 1, "\(options)")
  }

  @Test(arguments: UpdateCycleOptions.all) func movesThatAreNotSwipesLeaveTheKeyboard(
    options: UpdateCycleOptions
  ) {
    let screen = Self.screen(dismisses: true, options: options)
    screen.user { $0.slotTapped(index: 1) }
    screen.wait(1)
    screen.user { _ = $0.arrowPressed(.right) }
    screen.wait(1)
    screen.user { $0.indicatorSelected(index: 0) }
    screen.wait(1)
    screen.setSelection(3)
    screen.wait(1)
    screen.settings.configuration.autoplay = .seconds(1)
    screen.update()
    screen.wait(3.5)
    #expect(screen.model.keyboardDismissals == 0, "\(options)")
    #expect(screen.keyboardDismissed == 0, "\(options)")
    #expect(screen.focusedItem != 3, "\(options): autoplay moved on")
  }

  @Test(arguments: UpdateCycleOptions.all) func withoutTheSettingASwipeLeavesTheKeyboard(
    options: UpdateCycleOptions
  ) {
    let screen = Self.screen(dismisses: false, options: options)
    screen.swipe(forward: true)
    screen.wait(1)
    #expect(screen.focusedItem == 1, "\(options)")
    #expect(screen.model.keyboardDismissals == 0, "\(options)")
    // Turned on later: the next swipe dismisses.
    screen.settings.swipesDismissKeyboard = true
    screen.update()
    screen.swipe(forward: true)
    screen.wait(1)
    #expect(screen.model.keyboardDismissals == 1, "\(options)")
    #expect(screen.keyboardDismissed == 1, "\(options)")
  }
}
