import CarouselCore
import Testing

typealias Engine = CarouselEngine<Int, ManualClock>

/// A horizontal, left-to-right finger on pages 300 points apart, as the SwiftUI layer sends it.
extension CarouselEngine where C == ManualClock {
  static var pageLength: Double { 300 }

  /// Puts a finger down and drags it `pages` forward (negative: backward), recognised after 12
  /// points like a real drag gesture.
  mutating func drag(_ pages: Double, at seconds: Double) {
    dragChanged(
      translationX: pages < 0 ? 12 : -12, translationY: 0, axis: .horizontal,
      layoutDirection: .leftToRight, pageLength: Self.pageLength, at: at(seconds))
    moveFinger(to: pages, at: seconds)
  }

  /// Moves the finger that is down to `pages` from where it landed.
  mutating func moveFinger(to pages: Double, at seconds: Double) {
    dragChanged(
      translationX: -pages * Self.pageLength, translationY: 0, axis: .horizontal,
      layoutDirection: .leftToRight, pageLength: Self.pageLength, at: at(seconds))
  }

  /// Lifts the finger at `pages` with `velocity` pages per second.
  mutating func release(at pages: Double, velocity: Double = 0, seconds: Double) {
    dragEnded(
      translationX: -pages * Self.pageLength, translationY: 0,
      velocityX: -velocity * Self.pageLength, velocityY: 0,
      predictedEndX: -(pages + velocity * 0.2) * Self.pageLength, predictedEndY: 0,
      axis: .horizontal, layoutDirection: .leftToRight, pageLength: Self.pageLength,
      at: at(seconds))
  }
}

@Suite struct CarouselEngineTests {
  func engine(
    count: Int = 5, selection: Int? = nil, looping: Bool = false,
    autoplay: AutoplayInterval? = .default
  ) -> Engine {
    var engine = Engine(
      items: Array(1...max(count, 1)).prefix(count), selection: selection, isLooping: looping,
      autoplay: autoplay, at: at(0))
    engine.appeared(at: at(0))
    return engine
  }

  /// Seed 003's example flow, step by step.
  @Test func imageCarouselExampleFlow() {
    var carousel = engine()
    // The carousel shows slide 1 of 5. Dot 1 is highlighted.
    #expect(carousel.selectedID == 1)
    #expect(carousel.accessibility.value == "1 of 5")
    // After 3 seconds it slides to slide 2. Dot 2 is highlighted.
    #expect(carousel.nextDeadline == at(3))
    carousel.tick(at: at(3))
    #expect(carousel.selectedID == 2)
    #expect(carousel.indicatorProgress(at: at(4)) == 1)
    // The user puts a finger down and drags slowly. Nothing moves by itself during the drag.
    carousel.drag(0.1, at: 4)
    #expect(carousel.nextDeadline == nil)
    for second in 5...9 {
      carousel.moveFinger(to: Double(second - 4) * 0.4, at: Double(second))
      carousel.tick(at: at(Double(second)))
    }
    #expect(carousel.selectedID == 2)
    // The user lets go on slide 4. The 3-second wait starts again from zero.
    carousel.release(at: 2, seconds: 9)
    #expect(carousel.selectedID == 4)
    #expect(carousel.nextDeadline == at(12))
    carousel.tick(at: at(11.999))
    #expect(carousel.selectedID == 4)
    carousel.tick(at: at(12))
    #expect(carousel.selectedID == 5)
    // After slide 5 it goes back to slide 1.
    carousel.tick(at: at(15))
    #expect(carousel.selectedID == 1)
    // The finite carousel rewinds: it settles from page 4 back to page 0.
    #expect(carousel.position(at: at(15)) == CarouselPosition(page: 4))
    #expect(carousel.position(at: at(20)) == CarouselPosition(page: 0))
    carousel.disappeared(at: at(20))
    #expect(carousel.nextDeadline == nil)
  }

  @Test func cancelledFlickReturnsToItsPage() {
    var carousel = engine()
    carousel.drag(0.4, at: 1)
    carousel.release(at: 0.4, velocity: -2, seconds: 1.2)
    #expect(carousel.selectedID == 1)
    #expect(carousel.position(at: at(3)) == CarouselPosition(page: 0))
  }

  @Test func outsideSelectionChangeMovesAndRestartsTheWait() {
    var carousel = engine()
    carousel.select(5, at: at(1))
    #expect(carousel.selectedIndex == 4)
    #expect(carousel.nextDeadline == at(4))
  }

  @Test func selectionNamingAMissingItemKeepsTheCurrentOneAndReportsIt() {
    var carousel = engine()
    carousel.select(42, at: at(1))
    carousel.select(nil, at: at(1))
    #expect(carousel.selectedID == 1)
    #expect(carousel.takeDiagnostics() == [.selectionNotFound])
    #expect(carousel.diagnostics.isEmpty)
  }

  @Test func initialSelectionThatIsMissingSelectsTheFirstItem() {
    var carousel = engine(selection: 9)
    #expect(carousel.selectedID == 1)
    #expect(carousel.takeDiagnostics() == [.selectionNotFound])
  }

  @Test func duplicateIDsKeepTheFirstAndReportOnce() {
    var carousel = Engine(items: [1, 2, 2, 3, 1], at: at(0))
    #expect(carousel.ids == [1, 2, 3])
    carousel.itemsChanged([1, 2, 2, 3, 1], at: at(1))
    #expect(carousel.takeDiagnostics() == [.duplicateIDs(count: 2)])
  }

  @Test(arguments: [false, true])
  func nextAndPreviousRespectTheEnds(looping: Bool) {
    var carousel = engine(count: 3, looping: looping)
    carousel.previous(at: at(0))
    #expect(carousel.selectedID == (looping ? 3 : 1))
    carousel.next(at: at(1))
    carousel.next(at: at(2))
    carousel.next(at: at(3))
    #expect(carousel.selectedID == 3)
    carousel.next(at: at(4))
    #expect(carousel.selectedID == (looping ? 1 : 3))
  }

  @Test func loopingAutoplayKeepsGoingForward() {
    var carousel = engine(count: 3, looping: true)
    for second in [3.0, 6, 9, 12] { carousel.tick(at: at(second)) }
    #expect(carousel.selectedID == 2)
    #expect(carousel.position(at: at(20)) == CarouselPosition(page: 4))
  }

  @Test func loopingJumpTakesTheShortestWayRound() {
    var carousel = engine(count: 5, looping: true)
    carousel.select(index: 4, at: at(1))
    #expect(carousel.position(at: at(5)) == CarouselPosition(page: -1))
  }

  @Test func settlingMovesFromTheCurrentPositionToTheTarget() {
    var carousel = engine()
    carousel.next(at: at(1))
    #expect(carousel.position(at: at(1)) == CarouselPosition(page: 0))
    #expect(carousel.isMoving(at: at(1.1)))
    let halfway = carousel.position(at: at(1.2)).value
    #expect(halfway > 0 && halfway < 1)
    #expect(!carousel.isMoving(at: at(3)))
    #expect(carousel.position(at: at(3)) == CarouselPosition(page: 1))
  }

  @Test func dragAcrossTheAxisIsNotAPageDrag() {
    var carousel = engine()
    carousel.dragChanged(
      translationX: 3, translationY: 40, axis: .horizontal, layoutDirection: .leftToRight,
      pageLength: 300, at: at(1))
    carousel.dragChanged(
      translationX: -200, translationY: 90, axis: .horizontal, layoutDirection: .leftToRight,
      pageLength: 300, at: at(1.5))
    #expect(!carousel.isDragging)
    #expect(carousel.position(at: at(1.5)) == CarouselPosition(page: 0))
    #expect(carousel.nextDeadline == at(3))
    carousel.release(at: 0.66, velocity: 3, seconds: 2)
    #expect(carousel.selectedID == 1)
    #expect(carousel.nextDeadline == at(3))
  }

  @Test func dragFollowsTheFingerWithoutJumping() {
    var carousel = engine()
    carousel.drag(0.04, at: 1)
    #expect(carousel.isDragging)
    #expect(carousel.position(at: at(1)) == CarouselPosition(page: 0))
    carousel.moveFinger(to: 0.54, at: 1.1)
    #expect(carousel.position(at: at(1.1)) == CarouselPosition(page: 0, fraction: 0.5))
  }

  @Test func dragCatchesAMovingCarouselWhereItIs() {
    var carousel = engine()
    carousel.next(at: at(1))
    let caught = carousel.position(at: at(1.1))
    carousel.drag(0.04, at: 1.1)
    #expect(carousel.position(at: at(2)) == caught)
  }

  @Test func finiteEndsResistTheFinger() {
    var carousel = engine()
    carousel.drag(-2, at: 1)
    let position = carousel.position(at: at(1)).value
    #expect(position < 0 && position > -1)
    carousel.release(at: -2, seconds: 1.1)
    #expect(carousel.selectedID == 1)
  }

  @Test func systemCancelledDragSettlesBackAndRestartsTheWait() {
    var carousel = engine()
    carousel.drag(0.7, at: 1)
    carousel.dragCancelled(at: at(2))
    #expect(carousel.selectedID == 1)
    #expect(!carousel.isDragging)
    #expect(carousel.nextDeadline == at(5))
    #expect(carousel.position(at: at(5)) == CarouselPosition(page: 0))
  }

  @Test func itemsChangeMidAnimationStopsOnTheSelectedItem() {
    var carousel = engine()
    carousel.next(at: at(1))
    carousel.itemsChanged([0, 1, 2, 3, 4, 5], at: at(1.1))
    #expect(carousel.selectedID == 2)
    #expect(carousel.position(at: at(1.1)) == CarouselPosition(page: 2))
    #expect(!carousel.isMoving(at: at(1.1)))
    #expect(carousel.nextDeadline == at(4.1))
  }

  @Test func removingTheSelectedItemSelectsItsNearestNeighbour() {
    var carousel = engine(selection: 3)
    carousel.itemsChanged([1, 2, 4, 5], at: at(1))
    #expect(carousel.selectedID == 4)
    carousel.itemsChanged([1, 2], at: at(2))
    #expect(carousel.selectedID == 2)
  }

  @Test func emptyItemsSelectNothingAndScheduleNothing() {
    var carousel = engine()
    carousel.itemsChanged([], at: at(1))
    #expect(carousel.selectedID == nil)
    #expect(carousel.nextDeadline == nil)
    carousel.next(at: at(2))
    carousel.select(index: 0, at: at(2))
    carousel.drag(0.5, at: 3)
    carousel.release(at: 0.5, velocity: 2, seconds: 3.1)
    carousel.tick(at: at(9))
    #expect(carousel.selectedID == nil)
    #expect(carousel.position(at: at(9)) == CarouselPosition(page: 0))
    #expect(carousel.accessibility.value == "")
  }

  @Test func itemsChangeDuringADragKeepsTheFingerInControl() {
    var carousel = engine()
    carousel.drag(0.3, at: 1)
    carousel.itemsChanged([9, 1, 2, 3, 4, 5], at: at(1.5))
    #expect(carousel.isDragging)
    #expect(carousel.nextDeadline == nil)
    carousel.release(at: 0.8, seconds: 2)
    #expect(carousel.selectedID == 2)
    #expect(carousel.nextDeadline == at(5))
  }

  @Test func navigationDuringADragLeavesTheFingerInControl() {
    var carousel = engine()
    carousel.drag(0.3, at: 1)
    carousel.select(index: 3, at: at(1.2))
    #expect(carousel.selectedID == 4)
    #expect(carousel.isDragging)
    carousel.moveFinger(to: 0.4, at: 1.3)
    #expect(abs(carousel.position(at: at(1.3)).value - 0.36) < 1e-9)
    carousel.release(at: 0.4, seconds: 1.5)
    #expect(carousel.selectedID == 1)
    #expect(carousel.nextDeadline == at(4.5))
  }

  @Test func catchingACarouselBouncingBackPastAnEndHoldsItWhereItIs() {
    var carousel = engine()
    carousel.drag(-1, at: 1)
    carousel.release(at: -1, seconds: 1.1)
    let bouncing = carousel.position(at: at(1.15))
    #expect(bouncing.value < 0)
    carousel.dragChanged(
      translationX: 12, translationY: 0, axis: .horizontal, layoutDirection: .leftToRight,
      pageLength: 300, at: at(1.15))
    #expect(abs(carousel.position(at: at(1.15)).value - bouncing.value) < 1e-9)
  }

  @Test(arguments: [CarouselScenePhase.inactive, .background])
  func leavingTheScreenOrTheSceneMidDragCancelsTheDrag(phase: CarouselScenePhase) {
    var offScreen = engine()
    offScreen.drag(0.3, at: 1)
    offScreen.disappeared(at: at(2))
    offScreen.appeared(at: at(5))
    #expect(!offScreen.isDragging)
    #expect(offScreen.nextDeadline == at(8))
    var inBackground = engine()
    inBackground.drag(0.3, at: 1)
    inBackground.sceneChanged(to: phase, at: at(2))
    inBackground.sceneChanged(to: .active, at: at(5))
    #expect(!inBackground.isDragging)
    #expect(inBackground.position(at: at(9)) == CarouselPosition(page: 0))
    #expect(inBackground.nextDeadline == at(8))
  }

  @Test func aNewTargetTakesOverTheSpeedOfTheMotion() {
    var carousel = engine()
    carousel.next(at: at(1))
    let speed = carousel.velocity(at: at(1.1))
    #expect(speed > 1)
    carousel.next(at: at(1.1))
    #expect(carousel.velocity(at: at(1.1)) == speed)
    #expect(carousel.position(at: at(5)) == CarouselPosition(page: 2))
  }

  @Test func itemDurationsReportTheirOwnDiagnostic() {
    var carousel = engine()
    carousel.itemDurationsChanged([nil, AutoplayInterval(seconds: -1)], at: at(1))
    #expect(carousel.takeDiagnostics() == [.invalidItemDuration(item: 1, seconds: -1)])
    #expect(carousel.nextDeadline == at(4))
  }

  @Test func aSaturatedDragStillStepsForwardAfterwards() {
    var carousel = engine(looping: true)
    carousel.drag(1e300, at: 1)
    carousel.release(at: 1e300, seconds: 1.1)
    let landed = carousel.position(at: at(5))
    #expect(landed.isOnPage)
    #expect(abs(landed.page) <= 5)
    carousel.next(at: at(5))
    #expect(carousel.position(at: at(9)) == CarouselPosition(page: landed.page + 1))
  }

  @Test func aNilSelectionKeepsTheCurrentItemWithoutComplaint() {
    var carousel = engine(selection: 3)
    carousel.select(nil, at: at(1))
    #expect(carousel.selectedID == 3)
    #expect(carousel.diagnostics.isEmpty)
  }

  @Test func turningLoopingOnKeepsTheSelection() {
    var carousel = engine(selection: 4)
    carousel.isLooping = true
    #expect(carousel.selectedID == 4)
    carousel.next(at: at(1))
    carousel.next(at: at(2))
    #expect(carousel.selectedID == 1)
  }

  @Test func layoutContextCarriesWhatTheStylesNeed() {
    var carousel = engine(count: 4, looping: true)
    carousel.reduceMotionChanged(true, at: at(0))
    carousel.previous(at: at(1))
    let context = carousel.layoutContext(
      at: at(1), viewportWidth: 390, viewportHeight: 260, axis: .vertical,
      layoutDirection: .rightToLeft)
    #expect(
      context
        == CarouselLayoutContext(
          position: CarouselPosition(page: -1), count: 4, isLooping: true, viewportWidth: 390,
          viewportHeight: 260, axis: .vertical, layoutDirection: .rightToLeft,
          reduceMotion: true))
    // Item 3 fills the viewport; item 0 touches its far edge, as the layout's window includes.
    #expect(PagedCarouselStyle().visibleItems(in: context).map(\.index) == [3, 0])
  }

  @Test func noAutoplayWhenNoneIsConfigured() {
    var carousel = engine(autoplay: nil)
    #expect(carousel.nextDeadline == nil)
    carousel.tick(at: at(3))
    #expect(carousel.selectedID == 1)
    carousel.autoplayIntervalChanged(.init(seconds: 2), at: at(4))
    #expect(carousel.nextDeadline == at(6))
  }

  @Test func invalidIntervalTurnsAutoplayOffWithADiagnostic() {
    var carousel = engine()
    carousel.autoplayIntervalChanged(.init(seconds: .nan), at: at(1))
    #expect(carousel.nextDeadline == nil)
    let diagnostics = carousel.takeDiagnostics()
    #expect(diagnostics.count == 1)
    guard case .invalidInterval(let seconds) = diagnostics.first else {
      Issue.record("expected an invalid-interval diagnostic, got \(diagnostics)")
      return
    }
    #expect(seconds.isNaN)
  }
}

@Suite struct ContinuousCarouselEngineTests {
  @Test func runsOnTheContinuousClock() {
    let start = ContinuousClock.now
    var carousel = ContinuousCarouselEngine<String>(items: ["a", "b"], at: start)
    carousel.appeared(at: start)
    #expect(carousel.nextDeadline == start.advanced(by: .seconds(3)))
    carousel.tick(at: start.advanced(by: .seconds(3)))
    #expect(carousel.selectedID == "b")
  }
}
