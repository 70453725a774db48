import CarouselCore
import Testing

/// A carousel that scrolls freely (`.free`): a released drag coasts on with a scroll view's
/// momentum and rests wherever it stops, a finite row stops at its ends, a landing finger stops
/// it, and the selection moves only when the app or the user pages, never with the scroll.
@Suite struct FreeScrollingEngineTests {
  typealias Engine = CarouselEngine<Int, ManualClock>

  /// The momentum's time constant, 1 ms / -ln 0.998, in seconds.
  private static let tau = 0.4994998331664548

  /// A leading row of ten 100-point items in a 300-point viewport, no spacing (100 points a
  /// page; the row stops moving at page 7, where item 9's end meets the trailing edge),
  /// scrolling freely.
  private static func configuration(looping: Bool = false) -> CarouselConfiguration {
    CarouselConfiguration(
      style: .paged, isLooping: looping, viewportWidth: 300, viewportHeight: 100, spacing: 0,
      alignment: .leading, mainItemLength: .points(100), targetBehavior: .free)
  }

  private func engine(
    _ clock: ManualClock, _ configuration: CarouselConfiguration = configuration()
  ) -> Engine {
    var engine = Engine(items: 0..<10, configuration: configuration, at: clock.now)
    engine.appeared(at: clock.now)
    return engine
  }

  /// A finger decides a drag with 20 points its way and drags `points` more (negative: toward
  /// later items), still down.
  private func drag(_ engine: inout Engine, by points: Double, at clock: ManualClock) {
    let decided = points < 0 ? -20.0 : 20
    engine.dragChanged(CarouselDrag(translationX: decided, translationY: 0), at: clock.now)
    engine.dragChanged(CarouselDrag(translationX: decided + points, translationY: 0), at: clock.now)
  }

  /// ``drag(_:by:at:)``, then the finger lifts at `velocity` points per second.
  private func fling(
    _ engine: inout Engine, by points: Double, velocity: Double, at clock: ManualClock
  ) {
    drag(&engine, by: points, at: clock)
    let decided = points < 0 ? -20.0 : 20
    engine.dragEnded(
      CarouselDrag(translationX: decided + points, translationY: 0, velocityX: velocity),
      at: clock.now)
  }

  private func value(_ engine: Engine, _ clock: ManualClock) -> Double {
    engine.position(at: clock.now).value
  }

  @Test func aFlickCoastsItsVelocityTimesTheTimeConstantDecayingAsAScrollView() {
    let clock = ManualClock()
    var engine = engine(clock)
    #expect(engine.pageLength == 100)
    fling(&engine, by: -50, velocity: -1000, at: clock)
    #expect(isClose(value(engine, clock), 0.5))
    let release = clock.now
    clock.advance(by: .milliseconds(500))
    #expect(isClose(value(engine, clock), 3.6599071715879954))
    let early = engine.velocity(at: clock.now)
    #expect(isClose(early, 3.6453489795563003))
    clock.advance(by: .milliseconds(500))
    #expect(isClose(value(engine, clock), 4.821208621450433))
    // 0.998 of the velocity kept each millisecond: 0.998^500 over the half second.
    #expect(isClose(engine.velocity(at: clock.now) / early, 0.3675112548571586))
    // 511 samples of 1/120 s: until what is left is within a thousandth of a page.
    let lasts = engine.motionEnd.map { release.duration(to: $0) / .seconds(1) }
    #expect(lasts.map { isClose($0, 4.258333333333333) } == true)
    clock.advance(by: .seconds(10))
    // 10 pages per second for τ: 4.995 pages on from 0.5, between two items.
    #expect(isClose(value(engine, clock), 0.5 + 10 * Self.tau, tolerance: 1e-12))
    #expect(!engine.isMoving(at: clock.now))
    #expect(engine.selectedIndex == 0)
    #expect(engine.brokenInvariant == nil)
  }

  /// A carousel without items has nothing to scroll: a fling leaves it on page 0 (the soak
  /// found a momentum of 35 pages into nothing, the items all removed while it scrolled freely).
  @Test func anEmptyCarouselStaysOnItsFirstPage() {
    let clock = ManualClock()
    var engine = Engine(items: 0..<0, configuration: Self.configuration(), at: clock.now)
    engine.appeared(at: clock.now)
    for velocity in [-1000.0, 1000] {
      fling(&engine, by: velocity / 10, velocity: velocity, at: clock)
      #expect(engine.brokenInvariant == nil)
      clock.advance(by: .seconds(2))
      engine.tick(at: clock.now)
      #expect(value(engine, clock) == 0)
      #expect(engine.brokenInvariant == nil)
    }
  }

  @Test func aSlowReleaseRestsWhereTheFingerLetGo() {
    let clock = ManualClock()
    var engine = engine(clock)
    fling(&engine, by: -50, velocity: 0, at: clock)
    clock.advance(by: .seconds(5))
    #expect(isClose(value(engine, clock), 0.5))
    #expect(!engine.isMoving(at: clock.now))
    #expect(engine.selectedIndex == 0)
    #expect(engine.brokenInvariant == nil)
  }

  @Test func aFiniteRowEasesIntoItsEndsWithoutPassingThem() {
    let clock = ManualClock()
    var engine = engine(clock)
    fling(&engine, by: -50, velocity: -10_000, at: clock)
    // The 100 pages per second of the release, kept at the start, then a faster decay.
    clock.advance(by: .seconds(1.0 / 240))
    #expect(isClose(engine.velocity(at: clock.now), 93.86863728365111, tolerance: 1e-6))
    var previous = value(engine, clock)
    for _ in 0..<100 {
      clock.advance(by: .milliseconds(10))
      let now = value(engine, clock)
      #expect(now >= previous && now <= 7)
      previous = now
    }
    #expect(engine.position(at: clock.now) == CarouselPosition(page: 7))
    fling(&engine, by: 50, velocity: 10_000, at: clock)
    clock.advance(by: .seconds(10))
    #expect(engine.position(at: clock.now) == CarouselPosition(page: 0))
    #expect(engine.selectedIndex == 0)
  }

  @Test func aDragPastAnEndBouncesBackToIt() {
    let clock = ManualClock()
    var engine = engine(clock)
    fling(&engine, by: 80, velocity: 500, at: clock)
    #expect(value(engine, clock) < 0)
    clock.advance(by: .seconds(10))
    #expect(engine.position(at: clock.now) == CarouselPosition(page: 0))
    #expect(engine.brokenInvariant == nil)
  }

  @Test func aLoopingRowCoastsAcrossTheSeam() {
    let clock = ManualClock()
    var engine = engine(clock, Self.configuration(looping: true))
    fling(&engine, by: -50, velocity: -10_000, at: clock)
    clock.advance(by: .seconds(10))
    #expect(isClose(value(engine, clock), 0.5 + 100 * Self.tau, tolerance: 1e-9))
    #expect(engine.selectedIndex == 0)
    #expect(engine.indicatorPosition(at: clock.now) == CarouselPosition(page: 0))
    #expect(engine.brokenInvariant == nil)
  }

  @Test func aLandingFingerStopsTheMomentumAndADragGoesOnFromThere() {
    let clock = ManualClock()
    var engine = engine(clock)
    fling(&engine, by: -50, velocity: -1000, at: clock)
    clock.advance(by: .milliseconds(500))
    engine.dragChanged(.touchDown, at: clock.now)
    clock.advance(by: .seconds(1))
    #expect(isClose(value(engine, clock), 3.6599071715879954))
    #expect(!engine.isMoving(at: clock.now))
    drag(&engine, by: -50, at: clock)
    #expect(isClose(value(engine, clock), 4.1599071715879954))
    engine.dragEnded(CarouselDrag(translationX: -70, translationY: 0), at: clock.now)
    clock.advance(by: .seconds(5))
    #expect(isClose(value(engine, clock), 4.1599071715879954))
    #expect(engine.selectedIndex == 0)
    #expect(engine.brokenInvariant == nil)
  }

  @Test func aFingerThatStopsTheMomentumAndLiftsLeavesItThere() {
    let clock = ManualClock()
    var engine = engine(clock)
    fling(&engine, by: -50, velocity: -1000, at: clock)
    clock.advance(by: .milliseconds(500))
    engine.dragChanged(.touchDown, at: clock.now)
    engine.dragEnded(.touchDown, at: clock.now)
    clock.advance(by: .seconds(5))
    #expect(isClose(value(engine, clock), 3.6599071715879954))
    #expect(engine.selectedIndex == 0)
  }

  @Test func aCancelledDragRestsWhereItIs() {
    let clock = ManualClock()
    var engine = engine(clock)
    drag(&engine, by: -70, at: clock)
    engine.dragCancelled(at: clock.now)
    clock.advance(by: .seconds(5))
    #expect(isClose(value(engine, clock), 0.7))
    #expect(engine.selectedIndex == 0)
  }

  @Test func theIndicatorAndAccessibilityFollowTheSelectionNotTheScroll() {
    let clock = ManualClock()
    var engine = engine(clock)
    drag(&engine, by: -280, at: clock)
    #expect(isClose(value(engine, clock), 2.8))
    #expect(engine.indicatedIndex == 0)
    #expect(engine.indicatorProgress(at: clock.now) == 0)
    #expect(engine.accessibility.value == "1 of 10")
    // The items in view follow the scroll: items 2 to 5 are drawn, item 0 no longer.
    let drawn = engine.visibleItems(at: clock.now).map(\.index)
    #expect(drawn.contains(5) && !drawn.contains(0))
  }

  @Test func aSelectionFromCodeScrollsTheItemToTheAlignmentAndSelectsIt() {
    let clock = ManualClock()
    var engine = engine(clock)
    fling(&engine, by: -50, velocity: -1000, at: clock)
    clock.advance(by: .seconds(1))
    engine.select(index: 2, at: clock.now)
    #expect(engine.selectedIndex == 2)
    clock.advance(by: .seconds(5))
    #expect(engine.position(at: clock.now) == CarouselPosition(page: 2))
    engine.select(4, animated: false, at: clock.now)
    #expect(engine.position(at: clock.now) == CarouselPosition(page: 4))
    #expect(engine.selectedIndex == 4)
    #expect(engine.brokenInvariant == nil)
  }

  @Test func aDragFromTheLastItemsMovesTheRowAtOnce() {
    // The last item selected rests on its page, past where the row stops moving: a drag back
    // starts where the row shows its end, page 7.
    let clock = ManualClock()
    var engine = engine(clock)
    engine.select(index: 9, animated: false, at: clock.now)
    drag(&engine, by: 50, at: clock)
    #expect(isClose(value(engine, clock), 6.5))
    #expect(engine.selectedIndex == 9)
  }

  @Test func aDragPastTheRowsEndHoldsItThereAndTurnsBackAtOnce() {
    let clock = ManualClock()
    var engine = engine(clock)
    engine.select(index: 7, animated: false, at: clock.now)
    // 100 points past where the row stops moving (page 7), then 50 back: the row follows
    // the finger back from its end at once.
    engine.dragChanged(CarouselDrag(translationX: -20, translationY: 0), at: clock.now)
    engine.dragChanged(CarouselDrag(translationX: -120, translationY: 0), at: clock.now)
    #expect(engine.position(at: clock.now) == CarouselPosition(page: 7))
    engine.dragChanged(CarouselDrag(translationX: -70, translationY: 0), at: clock.now)
    #expect(isClose(value(engine, clock), 6.5))
    engine.dragEnded(CarouselDrag(translationX: -70, translationY: 0), at: clock.now)
    clock.advance(by: .seconds(5))
    #expect(isClose(value(engine, clock), 6.5))
    #expect(engine.selectedIndex == 7)
  }

  @Test func keysAndAutoplayStepTheSelectionAndScrollToIt() {
    let clock = ManualClock()
    var configuration = Self.configuration()
    configuration.autoplay = .seconds(3)
    var engine = engine(clock, configuration)
    fling(&engine, by: -50, velocity: -1000, at: clock)
    clock.advance(by: .seconds(1))
    engine.next(at: clock.now)
    #expect(engine.selectedIndex == 1)
    clock.advance(by: .seconds(2))
    #expect(engine.position(at: clock.now) == CarouselPosition(page: 1))
    engine.previous(at: clock.now)
    #expect(engine.selectedIndex == 0)
    clock.advance(by: .seconds(3))
    engine.tick(at: clock.now)
    #expect(engine.selectedIndex == 1)
    clock.advance(by: .seconds(2))
    #expect(engine.position(at: clock.now) == CarouselPosition(page: 1))
    #expect(engine.brokenInvariant == nil)
  }

  @Test(arguments: [(-50.0, -1000.0, 5), (-40, 0, 0), (-70, 0, 1)])
  func switchingToItemPagingSettlesOnTheNearestItem(
    points: Double, velocity: Double, nearest: Int
  ) {
    let clock = ManualClock()
    var engine = engine(clock)
    fling(&engine, by: points, velocity: velocity, at: clock)
    clock.advance(by: .seconds(10))
    var paging = Self.configuration()
    paging.targetBehavior = .item
    engine.configure(paging, at: clock.now)
    #expect(engine.selectedIndex == nearest)
    #expect(engine.brokenInvariant == nil)
    clock.advance(by: .seconds(5))
    #expect(engine.position(at: clock.now) == CarouselPosition(page: nearest))
  }

  @Test func switchingDuringTheMomentumSettlesOnTheItemNearestItsEnd() {
    let clock = ManualClock()
    var engine = engine(clock)
    fling(&engine, by: -50, velocity: -1000, at: clock)
    clock.advance(by: .milliseconds(500))
    var paging = Self.configuration()
    paging.targetBehavior = .item
    engine.configure(paging, at: clock.now)
    #expect(engine.selectedIndex == 5)
    #expect(engine.brokenInvariant == nil)
  }

  /// Scrolled back onto a whole page other than the selected item's (the selection is apart
  /// from the scroll), a switch to item paging settles there and selects it: the resting page
  /// shows the selection (the soak found it left heading for page 0 with item 3 selected).
  @Test func switchingOnAWholePageOtherThanTheSelectionsSelectsIt() {
    let clock = ManualClock()
    var engine = engine(clock)
    engine.select(index: 3, animated: false, at: clock.now)
    fling(&engine, by: 100, velocity: 3000, at: clock)
    #expect(engine.selectedIndex == 3)
    var paging = Self.configuration()
    paging.targetBehavior = .item
    engine.configure(paging, at: clock.now)
    #expect(engine.selectedIndex == 0)
    #expect(engine.brokenInvariant == nil)
    clock.advance(by: .seconds(5))
    #expect(engine.position(at: clock.now) == CarouselPosition(page: 0))
  }

  /// A change that leaves the momentum heading past a finite row's end (looping turned off, the
  /// items cut) turns it toward the nearer end (the soak found both).
  @Test func aChangeDuringTheMomentumKeepsItWithinTheEnds() {
    let clock = ManualClock()
    var looping = engine(clock, Self.configuration(looping: true))
    fling(&looping, by: -50, velocity: -3000, at: clock)
    clock.advance(by: .milliseconds(100))
    looping.configure(Self.configuration(), at: clock.now)
    #expect(looping.brokenInvariant == nil)
    clock.advance(by: .seconds(5))
    #expect(looping.position(at: clock.now) == CarouselPosition(page: 7))

    var cut = engine(clock)
    fling(&cut, by: -50, velocity: -3000, at: clock)
    clock.advance(by: .milliseconds(100))
    cut.itemsChanged(0..<2, at: clock.now)
    #expect(cut.brokenInvariant == nil)
    clock.advance(by: .seconds(5))
    #expect(cut.position(at: clock.now) == CarouselPosition(page: 0))
  }

  @Test func switchingToFreeScrollingKeepsThePage() {
    let clock = ManualClock()
    var paging = Self.configuration()
    paging.targetBehavior = .item
    var engine = engine(clock, paging)
    engine.select(index: 3, animated: false, at: clock.now)
    engine.configure(Self.configuration(), at: clock.now)
    #expect(engine.position(at: clock.now) == CarouselPosition(page: 3))
    #expect(engine.selectedIndex == 3)
  }

  /// Chips of their own lengths, 10 apart, in a leading row 300 points wide: the momentum runs
  /// in points, as a scroll view's content decelerates, across chips of any length.
  @Test func chipsOfTheirOwnLengthsCoastInPoints() {
    let clock = ManualClock()
    var engine = engine(clock)
    engine.itemLengthsChanged([60, 100, 80, 120, 40, 90, 70, 110, 50, 30], at: clock.now)
    let start = engine.visibleItems(at: clock.now).first { $0.index == 0 }?.mainOffset ?? .nan
    fling(&engine, by: -50, velocity: -200, at: clock)
    clock.advance(by: .milliseconds(500))
    let midway = engine.visibleItems(at: clock.now).first { $0.index == 1 }?.mainOffset ?? .nan
    let item1 = 60.0 + (100 - 60) / 2  // item 1's center is 80 points after item 0's
    // 50 points dragged, then 1 - 0.998^500 of the 200 τ points the momentum goes, scaled up
    // by what its 418 samples leave (the curve ends on its target): 50 + 63.245 points.
    #expect(isClose(start + item1 - midway, 113.24481662999642, tolerance: 1e-6))
    clock.advance(by: .seconds(10))
    let end = engine.visibleItems(at: clock.now).first { $0.index == 2 }?.mainOffset ?? .nan
    // Item 2's center is 170 points after item 0's.
    #expect(isClose(start + 170 - end, 50 + 200 * Self.tau, tolerance: 1e-6))
    #expect(engine.selectedIndex == 0)
  }

  @Test func chipsStopWhereTheLastOneMeetsTheTrailingEdge() {
    let clock = ManualClock()
    var engine = engine(clock)
    engine.itemLengthsChanged([60, 100, 80, 120, 40, 90, 70, 110, 50, 30], at: clock.now)
    fling(&engine, by: -50, velocity: -20_000, at: clock)
    clock.advance(by: .seconds(10))
    // Item 9, 30 long, ends at the viewport's trailing edge, 150 from its center.
    let last = engine.visibleItems(at: clock.now).first { $0.index == 9 }?.mainOffset ?? .nan
    #expect(isClose(last, 135, tolerance: 1e-6))
    #expect(!engine.position(at: clock.now).isOnPage)
    #expect(engine.brokenInvariant == nil)
  }
}
