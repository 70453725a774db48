import CarouselCore
import CarouselViewModel
import Testing
import UpdateCycleDouble

/// A carousel below the fold of a non-lazy `VStack` in a `ScrollView`: SwiftUI makes it appear
/// at once, and its slides' reader gives the scroll view's bounds as the user scrolls.
@MainActor @Suite struct OnScreenTests {
  /// Bounds of the scroll view (800 points tall) that end `height` points into the carousel's
  /// 260-point slides.
  private static func shown(height: Double) -> CarouselRect {
    CarouselRect(x: 0, y: height - 800, width: 390, height: 800)
  }

  /// Appeared below the fold, it neither autoplays nor reports items in view; scrolled half
  /// into view it does both; scrolled out again, its items leave and autoplay stops.
  @Test(arguments: UpdateCycleOptions.all) func belowTheFoldItWaitsToBeScrolledIntoView(
    options: UpdateCycleOptions
  ) {
    let screen = CarouselScreen(
      items: (0..<4).map { CarouselScreen.Item(id: $0) }, selection: .some(nil), options: options)
    screen.settings.configuration.autoplay = .seconds(2)
    screen.shownBounds = Self.shown(height: 0)
    screen.appear()
    screen.wait(5)
    #expect(screen.focusedItem == 0, "\(options)")
    #expect(
      !screen.heard.contains {
        if case .visibleItems(let ids) = $0 { !ids.isEmpty } else { false }
      }, "\(options)")
    screen.shownBounds = Self.shown(height: 130)
    screen.update()
    #expect(screen.heard.last == .visibleItems([0]), "\(options)")
    screen.wait(2.5)
    #expect(screen.focusedItem == 1, "\(options)")
    screen.shownBounds = Self.shown(height: 0)
    screen.update()
    #expect(screen.heard.last == .visibleItems([]), "\(options)")
    // Once a motion under way ends (by the driver's deadline, with no frame drawn off screen),
    // nothing is scheduled.
    screen.wait(1)
    #expect(screen.taskDeadline == nil, "\(options)")
  }
}
