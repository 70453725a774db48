import CarouselCore
import Testing

@Suite struct CarouselEngineTests {
  func engine(
    count: Int = 5, selection: Int? = nil, looping: Bool = false,
    autoplay: AutoplayInterval = .default
  ) -> Engine {
    var engine = Engine(
      testing: Array(1...max(count, 1)).prefix(count), selection: selection, looping: looping,
      autoplay: autoplay)
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
    var carousel = Engine(testing: [1, 2, 2, 3, 1])
    #expect(carousel.ids == [1, 2, 3])
    carousel.itemsChanged([1, 2, 2, 3, 1, 3], at: at(1))
    #expect(carousel.takeDiagnostics() == [.duplicateIDs(count: 3)])
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

  @Test func dragAcrossTheAxisIsNotAPageDragButHoldsAutoplayUntilItEnds() {
    var carousel = engine()
    carousel.dragChanged(CarouselDrag(translationX: 3, translationY: 40), at: at(1))
    carousel.dragChanged(CarouselDrag(translationX: -200, translationY: 90), at: at(1.5))
    #expect(!carousel.isDragging)
    #expect(carousel.position(at: at(1.5)) == CarouselPosition(page: 0))
    // A finger on the carousel holds autoplay even while the list around it scrolls.
    #expect(carousel.nextDeadline == nil)
    carousel.tick(at: at(3))
    #expect(carousel.selectedID == 1)
    carousel.release(at: 0.66, velocity: 3, seconds: 4)
    #expect(carousel.selectedID == 1)
    #expect(carousel.position(at: at(4)) == CarouselPosition(page: 0))
    #expect(carousel.nextDeadline == at(7))
  }

  /// A finger that has not dragged the pages stays down while something else moves the carousel
  /// (a tap, a key, the app), animated or not: only its own lift or cancellation ends it, and the
  /// next finger holds autoplay again.
  @Test(arguments: [false, true], [false, true])
  func aRestingFingerStaysDownThroughMovesItDidNotMake(animated: Bool, cancelled: Bool) {
    var carousel = engine()
    carousel.dragChanged(.touchDown, at: at(1))
    carousel.next(animated: animated, at: at(1.5))
    carousel.select(index: 3, animated: animated, at: at(2))
    #expect(carousel.selectedID == 4)
    #expect(!carousel.isDragging)
    #expect(carousel.isTouched)
    #expect(carousel.autoplaySuspensions == [.touching])
    if cancelled {
      carousel.dragCancelled(at: at(2.5))
    } else {
      carousel.dragEnded(.touchDown, at: at(2.5))
    }
    #expect(!carousel.isTouched)
    #expect(carousel.autoplaySuspensions == [])
    #expect(carousel.nextDeadline == at(5.5))
    #expect(carousel.selectedID == 4)
    carousel.dragChanged(.touchDown, at: at(3))
    #expect(carousel.isTouched)
    #expect(carousel.autoplaySuspensions == [.touching])
  }

  /// Issue 6, defect 1: a touch that has moved less than the axis-lock slop is not yet a page
  /// drag, but autoplay must not move the carousel under it.
  @Test func aFingerThatHasNotBeenRecognizedYetHoldsAutoplay() {
    var carousel = engine()
    carousel.dragChanged(.touchDown, at: at(2))
    carousel.dragChanged(CarouselDrag(translationX: -3, translationY: 0), at: at(2.5))
    #expect(!carousel.isDragging)
    #expect(carousel.nextDeadline == nil)
    #expect(carousel.autoplaySuspensions == [.touching])
    carousel.tick(at: at(3))
    #expect(carousel.selectedID == 1)
    #expect(carousel.position(at: at(3)) == CarouselPosition(page: 0))
    // A tap: the finger lifts where it landed, and the full wait starts again.
    carousel.dragEnded(CarouselDrag(translationX: -3, translationY: 0), at: at(3.5))
    #expect(carousel.autoplaySuspensions == [])
    #expect(carousel.nextDeadline == at(6.5))
  }

  @Test func aCancelledCrossAxisTouchDoesNotLeaveAutoplayStuck() {
    var carousel = engine()
    carousel.dragChanged(CarouselDrag(translationX: 0, translationY: 30), at: at(1))
    #expect(carousel.nextDeadline == nil)
    carousel.dragCancelled(at: at(2))
    #expect(carousel.nextDeadline == at(5))
    carousel.tick(at: at(5))
    #expect(carousel.selectedID == 2)
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

  /// Issue 6, defect 2: a real change that keeps the selected item keeps the motion going from
  /// where it is (inserting an item before it renumbers its page, not what is shown).
  @Test func itemsChangeMidAnimationKeepsTheMotionAroundTheSelectedItem() {
    var carousel = engine()
    carousel.next(at: at(1))
    let before = carousel.position(at: at(1.1)).offset(from: CarouselPosition(page: 1))
    #expect(before < -0.1)
    carousel.itemsChanged([0, 1, 2, 3, 4, 5], at: at(1.1))
    #expect(carousel.selectedID == 2)
    let after = carousel.position(at: at(1.1)).offset(from: CarouselPosition(page: 2))
    #expect(abs(after - before) < 1e-12)
    #expect(carousel.isMoving(at: at(1.2)))
    #expect(carousel.position(at: at(5)) == CarouselPosition(page: 2))
    // The selection did not change, so the wait the navigation started goes on.
    #expect(carousel.nextDeadline == at(4))
  }

  @Test func removingTheSelectedItemMidAnimationStopsOnItsNeighborAndRestartsTheWait() {
    var carousel = engine()
    carousel.next(at: at(1))
    carousel.itemsChanged([1, 3, 4, 5], at: at(1.1))
    #expect(carousel.selectedID == 3)
    #expect(carousel.position(at: at(1.1)) == CarouselPosition(page: 1))
    #expect(!carousel.isMoving(at: at(1.1)))
    #expect(carousel.nextDeadline == at(4.1))
  }

  /// Issue 6, defect 2: SwiftUI re-sends its data on every update; the same list, or the same
  /// configuration, must neither cut a settle nor restart the wait.
  @Test func reSendingTheSameItemsOrConfigurationChangesNothing() {
    var carousel = engine()
    carousel.next(at: at(1))
    let settling = carousel.position(at: at(1.2))
    #expect(!settling.isOnPage)
    carousel.itemsChanged([1, 2, 3, 4, 5], at: at(1.2))
    carousel.configure(carousel.configuration, at: at(1.2))
    carousel.reconfigure(at: 1.2) { $0.autoplay = .seconds(3) }
    #expect(carousel.position(at: at(1.2)) == settling)
    #expect(carousel.nextDeadline == at(4))
    carousel.itemsChanged([1, 2, 3, 4, 5], at: at(3.9))
    #expect(carousel.nextDeadline == at(4))
    #expect(carousel.diagnostics.isEmpty)
  }

  @Test func reSendingAListWithDuplicatesChangesNothingAndReportsNothingNew() {
    var carousel = Engine(testing: [1, 2, 2, 3])
    #expect(carousel.takeDiagnostics() == [.duplicateIDs(count: 1)])
    carousel.itemsChanged([1, 2, 2, 3], at: at(1))
    #expect(carousel.diagnostics.isEmpty)
    carousel.itemsChanged([1, 2, 3], at: at(1))
    #expect(carousel.ids == [1, 2, 3])
    #expect(carousel.diagnostics.isEmpty)
  }

  @Test func appendingItemsMidSettleDoesNotSnap() {
    var carousel = engine()
    carousel.next(at: at(1))
    let settling = carousel.position(at: at(1.15))
    carousel.itemsChanged([1, 2, 3, 4, 5, 6, 7], at: at(1.15))
    #expect(carousel.position(at: at(1.15)) == settling)
    #expect(carousel.velocity(at: at(1.15)) > 0)
  }

  @Test(arguments: [false, true])
  func togglingLoopingMidSettleDoesNotJump(startsLooping: Bool) {
    var carousel = engine(selection: 5, looping: startsLooping)
    carousel.next(at: at(1))  // looping: to item 1 across the seam; finite: nothing at the end
    carousel.previous(at: at(1.05))
    let before = carousel.position(at: at(1.1))
    let selectedPage = carousel.pager.page(forItem: carousel.selectedIndex!, from: before.page)!
    let offsetBefore = before.offset(from: CarouselPosition(page: selectedPage))
    carousel.reconfigure(at: 1.1) { $0.layout.isLooping = !startsLooping }
    let after = carousel.position(at: at(1.1))
    let newPage = carousel.pager.page(forItem: carousel.selectedIndex!, from: after.page)!
    #expect(abs(after.offset(from: CarouselPosition(page: newPage)) - offsetBefore) < 1e-12)
    #expect(carousel.isMoving(at: at(1.15)))
  }

  @Test func removingTheSelectedItemSelectsItsNearestNeighbor() {
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
    let held = carousel.position(at: at(1.5)).offset(from: CarouselPosition(page: 0))
    carousel.itemsChanged([9, 1, 2, 3, 4, 5], at: at(1.5))
    #expect(carousel.isDragging)
    #expect(carousel.nextDeadline == nil)
    // The carousel stays under the finger, 0.26 pages past the selected item (caught 0.04 pages
    // in, when the drag was recognized), which is now on page 1.
    #expect(carousel.position(at: at(1.5)).offset(from: CarouselPosition(page: 1)) == held)
    carousel.moveFinger(to: 0.5, at: 1.7)
    #expect(
      abs(carousel.position(at: at(1.7)).offset(from: CarouselPosition(page: 1)) - 0.46) < 1e-12)
    carousel.release(at: 0.8, seconds: 2)
    #expect(carousel.selectedID == 2)
    #expect(carousel.nextDeadline == at(5))
  }

  @Test func loopingChangeDuringADragKeepsTheFingerInControl() {
    var carousel = engine(selection: 4, looping: true)
    carousel.drag(0.3, at: 1)
    let held = carousel.position(at: at(1.5)).offset(from: CarouselPosition(page: 3))
    carousel.reconfigure(at: 1.5) { $0.layout.isLooping = false }
    #expect(carousel.isDragging)
    #expect(carousel.position(at: at(1.5)).offset(from: CarouselPosition(page: 3)) == held)
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
    carousel.dragChanged(.touchDown, at: at(1.15))
    carousel.dragChanged(CarouselDrag(translationX: 12, translationY: 0), at: at(1.15))
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

  /// The spring takes over the finger's speed: a release at 2.5 pages per second moves at 2.5
  /// pages per second at the instant of release.
  @Test(arguments: [2.5, -1.5, 0.7, 0])
  func theReleaseVelocityIsHandedToTheSpring(velocity: Double) {
    var carousel = engine(selection: 3)
    carousel.drag(0.2, at: 1)
    carousel.release(at: 0.2, velocity: velocity, seconds: 1.1)
    #expect(abs(carousel.velocity(at: at(1.1)) - velocity) < 1e-9)
    // Caught 0.04 pages in, when the drag was recognized: 0.16 pages past item 3's page.
    #expect(
      abs(carousel.position(at: at(1.1)).offset(from: CarouselPosition(page: 2)) - 0.16) < 1e-12)
  }

  /// An absurd release speed (a 10^12-point flick) is handed to the spring only up to the speed
  /// that carries it one page from its target: the carousel stays within a page and a half of
  /// its target (here 0.7 page away when released, and the last item one way) instead of
  /// flying billions of pages past it before it comes back.
  @Test(arguments: [1e12, -1e12, Double.greatestFiniteMagnitude])
  func anAbsurdReleaseSpeedCannotFlingTheCarouselAway(pointsPerSecond: Double) {
    var carousel = engine(selection: 4)
    carousel.drag(pointsPerSecond > 0 ? -0.3 : 0.3, at: 1)
    carousel.dragEnded(
      CarouselDrag(
        translationX: pointsPerSecond > 0 ? 90 : -90, translationY: 0,
        velocityX: pointsPerSecond, velocityY: 0),
      at: at(1.1))
    let fastest = 2.718_281_828_459_045 * 2 * Double.pi / 0.5
    #expect(abs(abs(carousel.velocity(at: at(1.1))) - fastest) < 1e-9)
    // Released 0.3 pages from item index 3, flung one page on (to index 2 or 4, the last).
    let target = Double(carousel.selectedIndex ?? 0)
    #expect(target == (pointsPerSecond > 0 ? 2 : 4))
    let positions = (0...200).map { carousel.position(at: at(1.1 + Double($0) * 0.01)).value }
    #expect(positions.allSatisfy { abs($0 - target) < 1.6 })
    #expect(positions.last == target)
  }

  /// A host cancels a touch that ended without an end event; when the end event did come, the
  /// late cancel must change nothing.
  @Test func aCancelAfterTheReleaseChangesNothing() {
    var carousel = engine()
    carousel.drag(0.6, at: 1)
    carousel.release(at: 0.6, velocity: 1, seconds: 1.2)
    let settling = carousel.position(at: at(1.3))
    carousel.dragCancelled(at: at(1.25))
    #expect(carousel.selectedID == 2)
    #expect(carousel.position(at: at(1.3)) == settling)
    #expect(carousel.nextDeadline == at(4.2))
  }

  /// A carousel placed without animation (a first load on its binding's item, a proxy's
  /// `scrollTo(_:animated: false)`) rests there at once.
  @Test(arguments: [false, true])
  func aSelectionWithoutAnimationJumps(looping: Bool) {
    var carousel = Engine(testing: [Int](), looping: looping)
    carousel.itemsChanged([1, 2, 3, 4, 5], at: at(1))
    carousel.select(4, animated: false, at: at(1))
    #expect(!carousel.isMoving(at: at(1)))
    #expect(carousel.pager.itemIndex(forPage: carousel.position(at: at(1)).page) == 3)
    #expect(carousel.position(at: at(1)).isOnPage)
  }

  @Test func anAutoplayAdvanceTakesOverTheSpeedOfTheMotion() {
    var carousel = engine(autoplay: .seconds(0.5))
    carousel.tick(at: at(0.5))
    let position = carousel.position(at: at(1))
    let speed = carousel.velocity(at: at(1))
    #expect(speed > 0.1)
    carousel.tick(at: at(1))
    #expect(carousel.selectedID == 3)
    #expect(carousel.position(at: at(1)) == position)
    #expect(carousel.velocity(at: at(1)) == speed)
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

  /// Issue 6, defect 4: every distinct bad duration is reported, once; taken means gone.
  @Test func itemDurationsReportEachBadDurationOnce() {
    var carousel = engine()
    carousel.itemDurationsChanged(
      [2: .seconds(-1), 4: .seconds(Double.nan), 3: .seconds(5)], at: at(1))
    #expect(
      carousel.takeDiagnostics() == [
        .invalidItemDuration(item: "2", seconds: -1),
        .invalidItemDuration(item: "4", seconds: .nan),
      ])
    // Item 1 (the current one) kept its wait, so the wait goes on.
    #expect(carousel.nextDeadline == at(3))
    carousel.reconfigure(at: 2) { $0.autoplay = .seconds(4) }
    carousel.itemDurationsChanged(
      [2: .seconds(-1), 4: .seconds(Double.nan), 3: .seconds(5)], at: at(2))
    #expect(carousel.diagnostics.isEmpty)
    #expect(carousel.nextDeadline == at(6))
  }

  @Test func pendingDiagnosticsStayBoundedHoweverManyDistinctProblems() {
    var carousel = Engine(testing: 0..<100)
    var durations: [Int: AutoplayInterval] = [:]
    for item in 0..<100 { durations[item] = .seconds(-Double(item) - 1) }
    carousel.itemDurationsChanged(durations, at: at(1))
    #expect(carousel.diagnostics.count == Engine.maximumPendingDiagnostics)
    // The newest are kept: the last items' durations, in item order.
    #expect(carousel.diagnostics.last == .invalidItemDuration(item: "99", seconds: -100))
    #expect(carousel.diagnostics.first == .invalidItemDuration(item: "68", seconds: -69))
  }

  /// Issue 6, defect 5: a page length of 1e-300 points made a 12-point catch 1.2e301 pages, which
  /// saturated the drag's start at `Int.min`, and the release then selected another item.
  @Test(arguments: [1e-300, 1e-10, 1e300])
  func aDragOnAnAbsurdPageLengthCatchesTheCarouselWhereItIs(viewport: Double) {
    var carousel = Engine(testing: 1...5, selection: 3)
    carousel.reconfigure(at: 0) { $0.layout.viewportWidth = viewport }
    carousel.appeared(at: at(0))
    carousel.dragChanged(.touchDown, at: at(1))
    carousel.dragChanged(CarouselDrag(translationX: -12, translationY: 0), at: at(1))
    #expect(carousel.isDragging)
    #expect(carousel.position(at: at(1)) == CarouselPosition(page: 2))
    carousel.dragEnded(CarouselDrag(translationX: -12, translationY: 0), at: at(1.1))
    #expect(carousel.selectedID == 3)
    #expect(carousel.position(at: at(5)) == CarouselPosition(page: 2))
  }

  /// Issue 6, item 7: seed 001's ring commits a slow release past a quarter of a slot; the row
  /// styles keep half a page like `UIScrollView`. A configured threshold overrides the style's.
  @Test(arguments: [
    (CarouselStyleName.ring, nil as Double?, 0.3, 2), (.ring, nil, 0.2, 1), (.paged, nil, 0.3, 1),
    (.peek, nil, 0.45, 1), (.paged, nil, 0.55, 2), (.ring, 0.5, 0.3, 1), (.paged, 0.25, 0.3, 2),
    // NaN is `nil` (issue 42): the style's threshold.
    (.ring, .nan, 0.3, 2), (.ring, .nan, 0.2, 1), (.paged, .nan, 0.3, 1), (.paged, .nan, 0.55, 2),
  ])
  func aSlowReleaseMovesPastTheStylesDistanceThreshold(
    style: CarouselStyleName, threshold: Double?, pages: Double, expected: Int
  ) {
    var carousel = engine()
    carousel.reconfigure(at: 0) {
      $0.style = style.style
      $0.drag.distanceThreshold = threshold
    }
    // `pages` from where the drag is recognized: the ring's page is 45 points, so the 12 points
    // of the recognition step are no longer a small part of it.
    carousel.swipe(pages: pages, at: 1)
    #expect(carousel.selectedID == expected)
  }

  /// A resolver made with a NaN threshold, or given one, holds `nil`: on the ring a drag of 0.3
  /// of a slot pages, as with `nil`.
  @Test func aNaNDistanceThresholdIsNil() {
    #expect(DragResolver(distanceThreshold: .nan).distanceThreshold == nil)
    var resolver = DragResolver(distanceThreshold: 0.4)
    resolver.distanceThreshold = .nan
    #expect(resolver.distanceThreshold == nil)
    var carousel = engine()
    carousel.reconfigure(at: 0) {
      $0.style = CarouselStyleName.ring.style
      $0.drag = DragResolver(distanceThreshold: .nan)
    }
    carousel.swipe(pages: 0.3, at: 1)
    #expect(carousel.selectedID == 2)
  }

  @Test func itemDurationsFollowTheirItemsWhenTheListChanges() {
    var carousel = engine()
    carousel.itemDurationsChanged([2: .seconds(1)], at: at(0))
    carousel.tick(at: at(3))
    #expect(carousel.selectedID == 2)
    #expect(carousel.nextDeadline == at(4))
    carousel.itemsChanged([5, 2, 1], at: at(3.5))
    #expect(carousel.nextDeadline == at(4))
    carousel.tick(at: at(4))
    #expect(carousel.selectedID == 1)
    #expect(carousel.nextDeadline == at(7))
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
    carousel.reconfigure(at: 0) { $0.layout.isLooping = true }
    #expect(carousel.selectedID == 4)
    carousel.next(at: at(1))
    carousel.next(at: at(2))
    #expect(carousel.selectedID == 1)
  }

  @Test func layoutContextCarriesWhatTheStylesNeed() {
    var carousel = engine(count: 4, looping: true)
    carousel.reconfigure(at: 0) {
      $0.layout.viewportWidth = 390
      $0.layout.viewportHeight = 260
      $0.layout.axis = .vertical
      $0.layout.layoutDirection = .rightToLeft
      $0.layout.spacing = 8
    }
    carousel.reduceMotionChanged(true, at: at(0))
    carousel.previous(at: at(1))
    let context = carousel.layoutContext(at: at(1))
    #expect(
      context
        == CarouselLayoutContext(
          count: 4, isLooping: true, viewportWidth: 390,
          viewportHeight: 260, spacing: 8, axis: .vertical, layoutDirection: .rightToLeft,
          reduceMotion: true
        ).positioned(at: CarouselPosition(page: -1)))
    // Item 3 fills the viewport; item 0 touches its far edge, as the layout's window includes.
    #expect(carousel.visibleItems(at: at(1)).map(\.index) == [3, 0])
    #expect(carousel.pageLength == 252)  // 260 high, less twice the spacing, plus the spacing
  }

  @Test func noAutoplayWhenNoneIsConfigured() {
    var carousel = engine(autoplay: .off)
    #expect(carousel.nextDeadline == nil)
    #expect(carousel.autoplaySuspensions == [.noInterval])
    #expect(!carousel.hasAutoplay)
    carousel.tick(at: at(3))
    #expect(carousel.selectedID == 1)
    carousel.reconfigure(at: 4) { $0.autoplay = .seconds(2) }
    #expect(carousel.nextDeadline == at(6))
    #expect(carousel.diagnostics.isEmpty)
  }

  @Test func theDefaultConfigurationDoesNotAutoplay() {
    var carousel = Engine(items: [1, 2, 3], at: at(0))
    carousel.appeared(at: at(0))
    #expect(carousel.nextDeadline == nil)
  }

  @Test func invalidIntervalTurnsAutoplayOffWithADiagnostic() {
    var carousel = engine()
    carousel.reconfigure(at: 1) { $0.autoplay = .seconds(Double.nan) }
    #expect(carousel.nextDeadline == nil)
    let diagnostics = carousel.takeDiagnostics()
    #expect(diagnostics.count == 1)
    guard case .invalidInterval(let seconds) = diagnostics.first else {
      Issue.record("expected an invalid-interval diagnostic, got \(diagnostics)")
      return
    }
    #expect(seconds.isNaN)
    // Re-sending the same bad configuration reports nothing again: taken means gone.
    carousel.reconfigure(at: 2) { $0.autoplay = .seconds(Double.nan) }
    carousel.reconfigure(at: 2) { $0.layout.viewportWidth = 300 }
    #expect(carousel.diagnostics.isEmpty)
  }
}

@Suite struct ContinuousCarouselEngineTests {
  @Test func runsOnTheContinuousClock() {
    let start = ContinuousClock.now
    var carousel = ContinuousCarouselEngine<String>(
      items: ["a", "b"], configuration: CarouselConfiguration(autoplay: .seconds(3)), at: start)
    carousel.appeared(at: start)
    #expect(carousel.nextDeadline == start.advanced(by: .seconds(3)))
    carousel.tick(at: start.advanced(by: .seconds(3)))
    #expect(carousel.selectedID == "b")
  }
}
