import CarouselCore
import CarouselViewModel
import Testing
import UpdateCycleDouble

/// `.carouselTargetBehavior(.free)` through the update cycle's double: a chip row that the user
/// flings scrolls on and rests between chips while the app's binding, its selection callback,
/// the haptic and the indicator stay on the selected chip; the app's write to the binding
/// scrolls the chip to the leading edge.
@MainActor @Suite struct FreeScrollingModelTests {
  /// Ten 100-point chips in a leading row, the first selected, scrolling freely; shown.
  static func chips(options: UpdateCycleOptions) -> CarouselScreen {
    let screen = CarouselScreen(
      items: (0..<10).map { CarouselScreen.Item(id: $0) }, selection: .some(0), options: options)
    screen.settings.configuration.layout.alignment = .leading
    screen.settings.configuration.layout.spacing = 0
    screen.settings.configuration.layout.mainItemLength = .points(100)
    screen.settings.configuration.targetBehavior = .free
    screen.appear()
    return screen
  }

  /// The position the carousel shows now.
  private static func position(_ screen: CarouselScreen) -> Double {
    screen.model.engine.position(at: screen.model.now).value
  }

  @Test(arguments: UpdateCycleOptions.all) func aFlingScrollsWithoutChangingTheBinding(
    options: UpdateCycleOptions
  ) {
    let screen = Self.chips(options: options)
    // 150 points dragged, then 1500 points per second: 15 pages a second for τ, 7.49 pages,
    // cut short where the row's end meets the trailing edge, 390 - 100 = 290 points (2.9
    // pages) before the last chip's page: page 6.1.
    screen.swipe(by: -150, velocity: -1500)
    screen.wait(6)
    #expect(isClose(Self.position(screen), 6.1), "\(options)")
    #expect(screen.selection?.value == 0, "\(options)")
    #expect(screen.heard.selections.isEmpty, "\(options)")
    #expect(screen.selectionFeedbacks == 0, "\(options)")
    #expect(screen.indicatorValue == "1 of 10", "\(options)")
    #expect(screen.focusedItem == 6, "\(options)")
    // The items in view follow the scroll: those of page 6.1, item 6 with 90 of its points.
    let inView = screen.heard.compactMap { heard -> [Int]? in
      guard case .visibleItems(let ids) = heard else { return nil }
      return ids
    }
    #expect(inView.last == [6, 7, 8, 9], "\(options)")
  }

  @Test(arguments: UpdateCycleOptions.all) func aBindingWriteScrollsToTheChip(
    options: UpdateCycleOptions
  ) {
    let screen = Self.chips(options: options)
    screen.swipe(by: -150, velocity: -1500)
    screen.wait(6)
    screen.setSelection(3)
    screen.wait(3)
    #expect(Self.position(screen) == 3, "\(options)")
    #expect(screen.selection?.value == 3, "\(options)")
    #expect(screen.focusedItem == 3, "\(options)")
    #expect(screen.indicatorValue == "4 of 10", "\(options)")
    #expect(screen.heard.selections == [.selection(from: 0, to: 3, cause: .program)], "\(options)")
  }

  /// Chips as wide as their content (`.fitted`: 60, 120 and 90 points in turn, 10 apart): a
  /// fling scrolls the measured row on, by the 100 points dragged and its momentum, and the
  /// binding stays on the chip the app selected.
  @Test(arguments: UpdateCycleOptions.all) func fittedChipsScrollFreely(
    options: UpdateCycleOptions
  ) {
    let screen = CarouselScreen(
      items: (0..<12).map { CarouselScreen.Item(id: $0) }, selection: .some(1), options: options)
    screen.settings.configuration.layout.mainItemLength = .fitted
    screen.settings.configuration.layout.alignment = .leading
    screen.settings.configuration.layout.spacing = 10
    screen.settings.configuration.targetBehavior = .free
    screen.contentMainLength = { [60, 120, 90][$0.id % 3] }
    screen.appear()
    screen.wait(1)
    let heard = screen.heard.selections
    screen.swipe(by: -100, velocity: -600)
    screen.wait(6)
    // 100 points dragged and 600 τ (299.7) coasting from chip 1's leading edge: past chips
    // 1, 2 and 3 (130, 100 and 70 points with their gaps), into chip 4.
    let position = screen.model.engine.position(at: screen.model.now)
    #expect(position.page == 4 && !position.isOnPage, "\(options): \(position)")
    #expect(screen.selection?.value == 1, "\(options)")
    #expect(screen.heard.selections == heard, "\(options)")
  }

  /// iOS 26's back swipe from the content takes a rightward pan at the row's very start only:
  /// scrolled off it, with the first chip still selected, the pan scrolls back.
  @Test func theBackSwipeWaitsOnceTheRowIsScrolled() {
    let screen = Self.chips(options: UpdateCycleOptions())
    #expect(!screen.model.beginsPageDrag(velocityX: 400, velocityY: 0))
    screen.swipe(by: -50)
    screen.wait(1)
    #expect(screen.selection?.value == 0)
    #expect(screen.model.beginsPageDrag(velocityX: 400, velocityY: 0))
  }
}

private func isClose(_ lhs: Double, _ rhs: Double) -> Bool { abs(lhs - rhs) < 1e-9 }
