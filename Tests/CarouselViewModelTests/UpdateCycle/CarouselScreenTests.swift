import CarouselCore
import CarouselViewModel
import Testing
import UpdateCycleDouble

/// Whole screens through the update cycle's double: what the app sees, for every outcome the
/// double offers.
@MainActor @Suite struct CarouselScreenTests {
  static func items(_ ids: Range<Int>) -> [CarouselScreen.Item] {
    ids.map { CarouselScreen.Item(id: $0) }
  }

  /// A deep link: the binding names an item before the data arrives; the first list shows it at
  /// once (no frame shows the first item, nothing moves), and the binding stays as the app set
  /// it. Also when the list is refilled after being empty, in an update that animates.
  @Test(arguments: UpdateCycleOptions.all) func aDeepLinkShowsItsItemWhenTheDataArrives(
    options: UpdateCycleOptions
  ) {
    let screen = CarouselScreen(items: [], selection: .some(3), options: options)
    screen.appear()
    #expect(screen.focusedItem == nil, "\(options)")
    screen.items = Self.items(0..<5)
    screen.update()
    #expect(screen.focusedItem == 3, "\(options)")
    #expect(!screen.model.stage.isMoving, "\(options)")
    #expect(screen.selection?.value == 3, "\(options)")
    screen.items = []
    screen.update()
    screen.setSelection(4)
    screen.items = Self.items(0..<6)
    screen.update()
    #expect(screen.focusedItem == 4, "\(options)")
    #expect(!screen.model.stage.isMoving, "\(options)")
  }

  /// The app's binding set from outside moves the carousel, animated, and writes nothing back;
  /// with `disablesAnimations` it jumps.
  @Test(arguments: UpdateCycleOptions.all) func anOutsideSelectionMoves(
    options: UpdateCycleOptions
  ) {
    let screen = CarouselScreen(items: Self.items(0..<5), selection: .some(nil), options: options)
    screen.appear()
    #expect(screen.selection?.value == .some(nil), "\(options)")
    let writes = screen.selection?.writes
    screen.setSelection(2)
    #expect(screen.model.stage.isMoving, "\(options)")
    screen.wait(1)
    #expect(screen.focusedItem == 2, "\(options)")
    #expect(screen.selection?.writes == writes.map { $0 + 1 }, "\(options)")
    screen.selection?.set(4)
    screen.update(disablesAnimations: true)
    #expect(!screen.model.stage.isMoving, "\(options)")
    #expect(screen.focusedItem == 4, "\(options)")
  }

  /// A carousel's own renders (its binding write after a swipe, its publishes) build no slide
  /// anew but those whose selection flipped; a render the app makes on its own builds the
  /// visible ones anew.
  @Test(arguments: UpdateCycleOptions.all) func onlyTheAppsRendersBuildTheSlidesAnew(
    options: UpdateCycleOptions
  ) {
    let screen = CarouselScreen(items: Self.items(0..<5), selection: .some(0), options: options)
    screen.appear()
    let initial = screen.contentBuilds
    screen.swipe(forward: true)
    screen.wait(1)
    // The item selected and the one that was: each built once more.
    #expect(screen.contentBuilds - initial <= 3, "\(options)")
    let afterSwipe = screen.contentBuilds
    screen.renderApp()
    #expect(screen.contentBuilds - afterSwipe == screen.drawnItems.count, "\(options)")
  }
}

/// What a frame draws, slot by slot.
@MainActor @Suite struct FrameDrawingTests {
  /// A render with new data draws before its change handler tells the host: the slots, still the
  /// host's, find their elements by ID in the new data, never at a stale offset.
  @Test(arguments: UpdateCycleOptions.all) func aReorderNeverDrawsAnotherItemsElement(
    options: UpdateCycleOptions
  ) {
    let screen = CarouselScreen(
      items: CarouselScreenTests.items(0..<6), selection: .some(2), options: options)
    screen.settings.configuration.style = .peek
    screen.appear()
    screen.items = [5, 4, 3, 2, 1, 0].map { CarouselScreen.Item(id: $0) }
    screen.update()
    screen.items.removeFirst(2)
    screen.update()
    #expect(screen.mismatchedDrawings == 0, "\(options)")
    #expect(screen.focusedItem == 2, "\(options)")
  }

  /// The slot of the selected item, and only it, is drawn as selected.
  @Test func onlyTheSelectedItemsSlotIsSelected() {
    let screen = CarouselScreen(items: CarouselScreenTests.items(0..<5), selection: .some(1))
    screen.settings.configuration.style = .peek
    screen.appear()
    let frame = screen.model.frame(
      configuredAs: screen.settings.placed(
        in: screen.size, safeArea: CarouselEdgeInsets(), layoutDirection: .leftToRight))
    let selected = frame.slots.array.filter { screen.model.drawing(of: $0, in: frame).isSelected }
    #expect(selected.map(\.id.id) == [1])
    #expect(frame.slots.count == 3)
  }
}
