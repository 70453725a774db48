import CarouselCore
import CarouselViewModel
import Observation
import Testing
import UpdateCycleDouble

/// What each input of a render reaches the host as, through the update cycle's double.
@MainActor @Suite struct ModelInputTests {
  static func items(_ ids: [Int]) -> [CarouselScreen.Item] {
    ids.map { CarouselScreen.Item(id: $0) }
  }

  /// A rename of the selected item (same ID, new title) reaches VoiceOver's value.
  @Test func aRenameOfTheSelectedItemIsRead() {
    let screen = CarouselScreen(items: Self.items([0, 1, 2]), selection: .some(nil))
    screen.namesItems = true
    screen.appear()
    #expect(screen.model.indicator.selectedItemName == "Item 0")
    screen.items[0].title = "Beach"
    screen.update()
    #expect(screen.model.indicator.selectedItemName == "Beach")
  }

  /// The first render shows the item the binding names at once: nothing moves.
  @Test(arguments: UpdateCycleOptions.all) func theFirstRenderShowsTheBoundItemAtOnce(
    options: UpdateCycleOptions
  ) {
    let screen = CarouselScreen(
      items: Self.items([0, 1, 2, 3]), selection: .some(3), options: options)
    screen.appear()
    #expect(!screen.model.stage.isMoving, "\(options)")
    #expect(screen.focusedItem == 3, "\(options)")
  }

  /// The environment reaches the host: the scene in the background holds autoplay, and Reduce
  /// Motion turning on in the update that changes the binding makes that move jump.
  @Test(arguments: UpdateCycleOptions.all) func theEnvironmentReachesTheHostFirst(
    options: UpdateCycleOptions
  ) {
    let screen = CarouselScreen(
      items: Self.items([0, 1, 2, 3]), selection: .some(0), options: options)
    screen.settings.configuration.autoplay = .seconds(3)
    screen.appear()
    #expect(screen.taskDeadline != nil, "\(options)")
    screen.environment.scene = .background
    screen.update()
    #expect(screen.taskDeadline == nil, "\(options)")
    screen.environment.scene = .active
    screen.environment.reduceMotion = true
    screen.selection?.set(2)
    screen.update()
    #expect(!screen.model.stage.isMoving, "\(options)")
    #expect(screen.focusedItem == 2, "\(options)")
  }

  /// Swipes are allowed only while SwiftUI lets the view scroll and the carousel's own switch is
  /// off; paging only while its paging switch is off.
  @Test(arguments: [false, true], [false, true]) func swipesFollowBothSwitches(
    isScrollEnabled: Bool, swipesDisabled: Bool
  ) {
    var settings = CarouselSettings()
    settings.swipesDisabled = swipesDisabled
    settings.pagingDisabled = swipesDisabled
    let environment = settings.environment(
      reduceMotion: false, voiceOver: false, scene: .active, isScrollEnabled: isScrollEnabled)
    #expect(environment.swipesAllowed == (isScrollEnabled && !swipesDisabled))
    #expect(environment.pagingAllowed == !swipesDisabled)
  }

  /// Duplicate IDs: the items after the first of an ID are not shown, and each drawn slot finds
  /// its own element where the list given has it (not at its index in the deduplicated list).
  @Test(arguments: UpdateCycleOptions.all) func duplicatesDrawTheirOwnElements(
    options: UpdateCycleOptions
  ) {
    let screen = CarouselScreen(
      items: Self.items([0, 1, 1, 2, 3]), selection: .some(2), options: options)
    screen.settings.configuration.style = .peek
    screen.appear()
    #expect(screen.focusedItem == 2, "\(options)")
    #expect(screen.drawnItems.sorted() == [1, 2, 3], "\(options)")
    #expect(screen.mismatchedDrawings == 0, "\(options)")
  }

  /// The `DragGesture` path (iOS 17): its gesture state's reset lifts the finger, with an end
  /// before it or after it in the same update (SwiftUI documents no order); a drag past halfway
  /// released that way pages.
  @Test(arguments: [false, true]) func theDragGesturesResetLiftsTheFinger(endFirst: Bool) {
    var waiting: [@MainActor () -> Void] = []
    let model = TouchWatcherTests.model { waiting.append($0) }
    let end = CarouselDrag(translationX: -260, translationY: 0)
    model.dragGestureChanged(CarouselDrag(translationX: -20, translationY: 0))
    model.dragGestureChanged(end)
    #expect(model.engine.isTouched)
    if endFirst { model.dragGestureEnded(end) }
    model.dragGestureReset()
    if !endFirst { model.dragGestureEnded(end) }
    for action in waiting { action() }
    #expect(!model.engine.isTouched)
    #expect(!model.engine.isDragging)
    #expect(model.stage.selectedID == 1)
  }

  /// A `DragGesture` the system cancels past halfway (a call, an alert: its state resets with no
  /// end) settles back, once the update is over (finding: the iOS 17 path paged instead).
  @Test func aCancelledDragGestureSettlesBack() {
    var waiting: [@MainActor () -> Void] = []
    let model = TouchWatcherTests.model { waiting.append($0) }
    model.dragGestureChanged(CarouselDrag(translationX: -20, translationY: 0))
    model.dragGestureChanged(CarouselDrag(translationX: -260, translationY: 0))
    model.dragGestureReset()
    #expect(model.engine.isDragging)
    for action in waiting { action() }
    #expect(!model.engine.isTouched)
    #expect(!model.engine.isDragging)
    #expect(model.stage.selectedID == 0)
  }
}

/// A collection backed by a reference, as live database results are: the same value before and
/// after its contents change.
struct LiveIDs: RandomAccessCollection {
  final class Store {
    var ids: [Int]
    init(_ ids: [Int]) { self.ids = ids }
  }

  let store: Store
  var startIndex: Int { 0 }
  var endIndex: Int { store.ids.count }
  subscript(position: Int) -> Int { store.ids[position] }
}

/// A collection that changes in place reaches the host once a render finds its IDs changed.
@MainActor @Suite struct LiveCollectionTests {
  @Test func aChangeInPlaceReachesTheHost() {
    let model = CarouselModel<Int>(reportDiagnostics: { _ in })
    let renders = CarouselRenders<LiveIDs>()
    let live = LiveIDs(store: .init([1, 2, 3]))
    func render() -> CarouselStageInput<LiveIDs, Int> {
      model.itemsBody(
        CarouselSource(data: live, id: \.self, selection: nil, actions: CarouselItemActions())
          .rendered(), renders: renders, settings: CarouselSettings(),
        environment: CarouselEnvironment(), scope: CarouselScope(), callbacks: CarouselCallbacks(),
        idType: Int.self
      ).stage.input
    }
    let first = render()
    model.stageInputChanged(from: first, to: first)
    #expect(model.engine.ids == [1, 2, 3])
    live.store.ids = [1, 4, 2, 3]
    let second = render()
    #expect(second != first)
    model.stageInputChanged(from: first, to: second)
    #expect(model.engine.ids == [1, 4, 2, 3])
    // Once the host shows them, renders with nothing changed are equal: no more events.
    let third = render()
    model.stageInputChanged(from: second, to: third)
    #expect(render() == third)
  }
}

/// What the slides draw for a row of tiles: every tile in view takes its own taps and is its
/// own VoiceOver element once the row is still (issue 32's App Store row).
@MainActor @Suite struct ReachableTileTests {
  @Test func aStillRowLetsEveryTileInViewTakeItsTaps() {
    let configuration = CarouselConfiguration(
      viewportWidth: 390, viewportHeight: 200, alignment: .leading, mainItemLength: .count(3))
    let model = CarouselModel<Int>(reportDiagnostics: { _ in })
    model.send { $0.itemsChanged(Array(0..<6), binding: nil, at: $1) }
    model.appeared(in: nil, isTarget: false)
    func reachable() -> [Int] {
      let frame = model.frame(configuredAs: configuration)
      return frame.slots.filter(\.receivesTouches).map(\.item.index).sorted()
    }
    // SwiftUI draws the first frame before the change handler configures the host: that frame
    // is already the still row's.
    #expect(reachable() == [0, 1, 2])
    model.configurationChanged(configuration)
    #expect(reachable() == [0, 1, 2])
    model.send { $0.bindingChanged(.index(2), animated: false, at: $1) }
    #expect(reachable() == [2, 3, 4])
  }
}
