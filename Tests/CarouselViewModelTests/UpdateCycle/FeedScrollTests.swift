import CarouselCore
import CarouselViewModel
import Testing
import UpdateCycleDouble

/// A carousel in a scrolling feed (a non-lazy `VStack` in a vertical `ScrollView`): its slides'
/// reader gives the scroll view's bounds on every frame of a scroll, and only the frames that
/// change what the host decides from them (on screen or not, an item crossing the threshold of
/// the items in view) reach it as an event.
@MainActor @Suite struct FeedScrollTests {
  private static func items(_ count: Int) -> [CarouselScreen.Item] {
    (0..<count).map { CarouselScreen.Item(id: $0) }
  }

  /// Bounds of the scroll view (800 points tall) whose top is `top` points below the top of the
  /// carousel's slides (negative: above it).
  private static func shown(top: Double) -> CarouselRect {
    CarouselRect(x: 0, y: top, width: 390, height: 800)
  }

  /// The slides scroll from below the fold up and out at the top, 7 points a frame. The test's
  /// own model of what shows: the carousel is on screen while some of its slides are within the
  /// bounds, and its item (centered across, as tall as the stage gives it) is in view while at
  /// least half of it is. An event reaches the host on exactly the frames where one of those
  /// changes, four in all; the app hears the item come into view and leave it, once each.
  @Test(arguments: UpdateCycleOptions.all) func aScrollReachesTheHostOnlyAtItsCrossings(
    options: UpdateCycleOptions
  ) {
    let screen = CarouselScreen(items: Self.items(4), selection: .some(nil), options: options)
    screen.shownBounds = Self.shown(top: -801.5)
    screen.appear()
    let viewport = screen.model.engine.configuration.layout.viewportHeight
    let item = screen.model.stage.itemSize.height
    #expect(item > 0 && item <= viewport, "\(options)")
    func decided(top: Double) -> (onScreen: Bool, inView: Bool) {
      let shown = min(top + 800, viewport) - max(top, 0)
      let itemShown = min(top + 800, (viewport + item) / 2) - max(top, (viewport - item) / 2)
      return (shown > 0, itemShown >= item / 2)
    }
    let heardBefore = screen.heard.count
    var top = -801.5
    var last = decided(top: top)
    var crossings = 0
    while top < viewport + 10 {
      top += 7
      let events = screen.model.hostEvents
      screen.shownBounds = Self.shown(top: top)
      screen.update()
      let now = decided(top: top)
      let crossed = now != last
      if crossed { crossings += 1 }
      #expect(
        screen.model.hostEvents - events == (crossed ? 1 : 0),
        "top \(top), crossed: \(crossed), \(options)")
      last = now
    }
    #expect(crossings == 4, "\(options)")
    #expect(
      Array(screen.heard[heardBefore...]) == [.visibleItems([0]), .visibleItems([])],
      "\(options)")
  }

  /// While a swipe's settle moves the carousel, a scroll that leaves a third of the slides in view
  /// makes no event (nothing is reported while it moves); when it comes to rest, the items in
  /// view are taken in the bounds kept: none by half.
  @Test(arguments: UpdateCycleOptions.all) func aMotionsEndReportsInTheBoundsKept(
    options: UpdateCycleOptions
  ) {
    let screen = CarouselScreen(items: Self.items(4), selection: .some(nil), options: options)
    screen.shownBounds = Self.shown(top: -100)
    screen.appear()
    #expect(screen.heard.last == .visibleItems([0]), "\(options)")
    screen.swipe(forward: true)
    #expect(screen.model.stage.isMoving, "\(options)")
    let viewport = screen.model.engine.configuration.layout.viewportHeight
    let events = screen.model.hostEvents
    for third in 1...2 {
      screen.shownBounds = Self.shown(top: viewport * Double(third) / 3)
      screen.update()
    }
    #expect(screen.model.hostEvents == events, "\(options)")
    screen.wait(1)
    #expect(!screen.model.stage.isMoving, "\(options)")
    #expect(screen.heard.last == .visibleItems([]), "\(options)")
  }
}
