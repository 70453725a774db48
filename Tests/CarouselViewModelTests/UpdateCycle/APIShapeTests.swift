import CarouselCore
import CarouselViewModel
import Testing
import UpdateCycleDouble

/// Every shape of the public API an app writes, through the update cycle's double: the data a
/// carousel takes (an array, a range, a collection that is not an array, fixed pages), the
/// bindings (an ID, optional or not, a position, a page's tag), a reader with its proxy, its
/// indicator and its play/pause button, and several carousels under one reader.
@MainActor @Suite struct APIShapeTests {
  static func items(_ ids: some Sequence<Int>) -> [CarouselScreen.Item] {
    ids.map { CarouselScreen.Item(id: $0) }
  }

  /// `Carousel(0..<1000, id: \.self, selection: $day)`: the binding moves it and a swipe writes
  /// it, for every outcome the double offers.
  @Test(arguments: UpdateCycleOptions.all) func aRangeWithAnIDBinding(options: UpdateCycleOptions) {
    let screen = CarouselScreen(data: .range(0..<1000), selection: .id(nil), options: options)
    screen.appear()
    #expect(screen.focusedItem == 0, "\(options)")
    screen.setSelection(500)
    screen.wait(1)
    #expect(screen.focusedItem == 500, "\(options)")
    screen.swipe(forward: true)
    screen.wait(1)
    #expect(screen.focusedItem == 501, "\(options)")
    #expect(screen.selection?.value == 501, "\(options)")
    #expect(screen.indicatorValue == "502 of 1000", "\(options)")
  }

  /// `Carousel(1...5, id: \.self, selection: $required)`: a non-optional binding is written, and
  /// a data change from one range to another keeps the selected item.
  @Test func aClosedRangeWithARequiredBinding() {
    let screen = CarouselScreen(data: .closedRange(1...5), selection: .requiredID(3))
    screen.appear()
    #expect(screen.focusedItem == 3)
    screen.swipe(forward: true)
    screen.wait(1)
    #expect(screen.requiredSelection?.value == 4)
    screen.data = .closedRange(0...9)
    screen.update()
    #expect(screen.focusedItem == 4)
    #expect(screen.indicatorValue == "5 of 10")
  }

  /// `Carousel(items, selectedIndex: $index)`: an insert before the selected item keeps the
  /// item and writes its new position; a swipe writes the next one.
  @Test(arguments: UpdateCycleOptions.all) func anIndexBinding(options: UpdateCycleOptions) {
    let screen = CarouselScreen(
      data: .items(Self.items(0..<4)), selection: .index(2), options: options)
    screen.appear()
    #expect(screen.focusedItem == 2, "\(options)")
    screen.items = Self.items([9]) + Self.items(0..<4)
    screen.update()
    #expect(screen.focusedItem == 2, "\(options)")
    #expect(screen.indexSelection?.value == 3, "\(options)")
    screen.swipe(forward: true)
    screen.wait(1)
    #expect(screen.indexSelection?.value == 4, "\(options)")
    #expect(screen.focusedItem == 3, "\(options)")
  }

  /// A collection whose storage changes in place (Core Data's results): an edit reaches the
  /// carousel with the app's next render, though the value compares as it did.
  @Test func aLiveCollectionsEditInPlaceIsSeen() {
    let storage = LiveItems.Storage(Self.items(0..<3))
    let screen = CarouselScreen(data: .live(LiveItems(storage)), selection: .id(nil))
    screen.appear()
    #expect(screen.indicatorValue == "1 of 3")
    storage.items.insert(CarouselScreen.Item(id: 7), at: 0)
    screen.renderApp()
    #expect(screen.indicatorValue == "2 of 4")
    #expect(screen.focusedItem == 0)
  }

  /// A reader whose content reads `proxy.position` over a collection that is not an array: its
  /// frames neither build the slides anew nor walk the IDs (finding: 60 frames over 1,000 IDs
  /// read 60,000 elements and built every drawn slide each frame). The reader's own renders when
  /// it starts and stops following the motion walk them once each, and the one after the motion
  /// builds the slides again, so a change made during it shows.
  @Test func aReaderFollowingThePositionWalksNoIDsPerFrame() {
    let storage = LiveItems.Storage(Self.items(0..<1000))
    let screen = CarouselScreen(
      data: .live(LiveItems(storage)), selection: .none, inReader: true)
    screen.readerContent = { _ = $0.position }
    screen.appear()
    screen.wait(0.1)
    let builds = screen.contentBuilds
    screen.user { $0.arrowPressed(.right) }
    screen.wait(0.05)
    let runs = screen.readerContentRuns
    let reads = storage.reads
    screen.wait(0.25)
    // Frames: the reader's content ran each one, reading only the drawn slots' elements.
    #expect(screen.readerContentRuns > runs + 10)
    #expect(storage.reads - reads < 100)
    // The item that became selected and the one that was, and the reader's render as it began
    // to follow the motion: nothing per frame.
    let moving = screen.contentBuilds
    #expect(moving - builds <= 2 + screen.drawnItems.count)
    screen.wait(1)
    #expect(screen.focusedItem == 1)
    #expect(screen.contentBuilds - moving >= screen.drawnItems.count)
  }

  /// `Carousel(selectedIndex: $page) { … }` of fixed pages: each page keeps the identity
  /// SwiftUI gives its subview; the binding holds the position.
  @Test func untaggedPagesWithAnIndexBinding() {
    let pages = [10, 11, 12].map { ScreenPage(subview: $0) }
    let screen = CarouselScreen(data: .pages(pages), selection: .index(1))
    screen.appear()
    #expect(screen.focusedItem == 1)
    screen.swipe(forward: true)
    screen.wait(1)
    #expect(screen.indexSelection?.value == 2)
    // A page inserted first keeps the shown page, by its identity.
    screen.data = .pages([ScreenPage(subview: 9)] + pages)
    screen.update()
    #expect(screen.focusedItem == 3)
    #expect(screen.indexSelection?.value == 3)
  }

  /// `Carousel(selection: $step) { … .tag(step) }`: a page's ID is its tag (not SwiftUI's
  /// identity of it); setting the binding moves to the page with that tag; a swipe writes the
  /// tag of the page shown, and a page without one is shown but never written.
  @Test(arguments: UpdateCycleOptions.all) func taggedPages(options: UpdateCycleOptions) {
    let pages = [
      ScreenPage(subview: 1, tag: 70), ScreenPage(subview: 2, tag: 80), ScreenPage(subview: 3),
    ]
    let screen = CarouselScreen(data: .pages(pages), selection: .requiredID(80), options: options)
    screen.appear()
    #expect(screen.focusedItem == 1, "\(options)")
    screen.setSelection(70)
    screen.wait(1)
    #expect(screen.focusedItem == 0, "\(options)")
    screen.swipe(forward: true)
    screen.wait(1)
    #expect(screen.requiredSelection?.value == 80, "\(options)")
    screen.swipe(forward: true)
    screen.wait(1)
    #expect(screen.focusedItem == 2, "\(options)")
    #expect(screen.requiredSelection?.value == 80, "\(options)")
    #expect(
      screen.heard.selections.last == .selection(from: 80, to: nil, cause: .swipe), "\(options)")
    #expect(screen.diagnostics.isEmpty, "\(options)")
  }

  /// Pages none of which has a tag of the binding's type: a runtime warning, once.
  @Test func pagesWithoutTagsOfTheBindingsTypeWarn() {
    let pages = [1, 2].map { ScreenPage(subview: $0) }
    let screen = CarouselScreen(data: .pages(pages), selection: .requiredID(0))
    screen.appear()
    screen.renderApp()
    #expect(
      screen.diagnostics.filter {
        if case .noPageTagged = $0 { true } else { false }
      }.count == 1)
  }

  /// Two carousels under one reader: it drives the one marked as its target, then the first
  /// again when the marked one leaves; its proxy moves the one it drives.
  @Test func severalCarouselsUnderOneReader() {
    let screen = CarouselScreen(
      data: .items(Self.items(0..<3)), selection: .none, inReader: true)
    let marked = screen.addCarousel(Self.items(0..<5), isReaderTarget: true)
    screen.appear()
    #expect(screen.reader?.carousel === marked)
    screen.reader.map { CarouselProxy(reader: $0).next(animated: false) }
    screen.update()
    #expect(marked.stage.selectedID == 1)
    #expect(screen.focusedItem == 0)
    screen.removeCarousel(marked)
    #expect(screen.reader?.carousel === screen.model)
  }

  /// The carousel's own name for its items wins over one the environment gives (finding: the
  /// environment's could override it).
  @Test func theCarouselsOwnNameWins() {
    let screen = CarouselScreen(items: Self.items(0..<3), selection: .some(nil))
    screen.environmentName = { "Environment \($0)" }
    screen.appear()
    #expect(screen.indicatorValue == "Environment 0, 1 of 3")
    screen.namesItems = true
    screen.update()
    #expect(screen.indicatorValue == "Item 0, 1 of 3")
  }
}
