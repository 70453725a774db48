import CarouselCore
import Testing

/// The engine over a run of integers (`itemsChanged(run:at:)`): the rules of the array form,
/// with the run kept as its bounds, at counts no array would fit in.
@Suite struct CarouselEngineRunTests {
  /// The documented example: an endless strip of days.
  @Test func aWeekStripKeepsItsDayWhenItsBoundsChange() {
    var days = Engine(testing: [Int]())
    days.itemsChanged(run: -1_000_000..<1_000_000, at: at(0))
    days.select(0, animated: false, at: at(0))
    #expect(days.selectedIndex == 1_000_000)
    days.itemsChanged(run: -5..<1_000_000_000, at: at(0))
    #expect(days.selectedIndex == 5)
    #expect(days.selectedID == 0)
    #expect(days.itemIDs.count == 1_000_000_005)
    #expect(days.itemIDs[5] == 0)
    #expect(days.accessibility.value == "6 of 1000000005")
  }

  @Test func aFirstRunSelectsItsFirstItemAndReadsItsIDs() {
    var carousel = Engine(testing: [Int](), looping: true)
    carousel.itemsChanged(run: 10..<15, at: at(0))
    #expect(carousel.selectedID == 10)
    #expect(carousel.selectedIndex == 0)
    #expect(Array(carousel.itemIDs) == [10, 11, 12, 13, 14])
    #expect(carousel.ids == [10, 11, 12, 13, 14])
    #expect(carousel.pageIndicator.count == 5)
    let array = Engine(testing: Array(10..<15), looping: true)
    #expect(
      carousel.visibleItems(at: at(0)).map(\.identity)
        == array.visibleItems(at: at(0)).map(\.identity))
    #expect(carousel.shows(run: 10..<15))
    #expect(!carousel.shows(run: 10..<16))
    #expect(carousel.shows([10, 11, 12, 13, 14]))
    #expect(carousel.takeDiagnostics() == [])
  }

  /// The same run again cuts no motion and restarts no wait.
  @Test func theSameRunAgainChangesNothing() {
    var carousel = Engine(testing: [Int]())
    carousel.itemsChanged(run: 0..<1_000_000_000, at: at(0))
    carousel.appeared(at: at(0))
    carousel.tick(at: at(3))
    let deadline = carousel.nextDeadline
    #expect(carousel.isMoving(at: at(3.1)))
    let position = carousel.position(at: at(3.1))
    carousel.itemsChanged(run: 0..<1_000_000_000, at: at(3.1))
    #expect(carousel.position(at: at(3.1)) == position)
    #expect(carousel.nextDeadline == deadline)
    #expect(carousel.selectedID == 1)
  }

  /// A selection by ID or by index, anywhere in a billion items, the shortest way round when
  /// looping: from the first item, the last is one page back.
  @Test func selectionsByIDAndIndexJumpAnywhereInABillionItems() {
    var carousel = Engine(testing: [Int](), looping: true)
    carousel.itemsChanged(run: 0..<1_000_000_000, at: at(0))
    carousel.select(999_999_999, at: at(0))
    #expect(carousel.selectedIndex == 999_999_999)
    #expect(carousel.position(at: at(10)) == CarouselPosition(page: -1))
    carousel.select(index: 500_000_000, animated: false, at: at(10))
    #expect(carousel.selectedID == 500_000_000)
    carousel.select(1_000_000_000, at: at(10))
    #expect(carousel.selectedID == 500_000_000)
    #expect(carousel.takeDiagnostics() == [.selectionNotFound])
    carousel.selectIndex(1_000_000_000, animated: false, at: at(10))
    #expect(
      carousel.takeDiagnostics() == [
        .selectedIndexOutOfRange(index: 1_000_000_000, count: 1_000_000_000)
      ])
  }

  /// A change of the bounds that keeps the selected item keeps a settle going toward it, and
  /// moves it with the item's new index, as an insertion before the item does.
  @Test func aChangeOfBoundsThatKeepsTheSelectedItemKeepsItsMotion() {
    var carousel = Engine(testing: [Int]())
    carousel.itemsChanged(run: 0..<10, at: at(0))
    carousel.next(at: at(0))
    let offset = carousel.position(at: at(0.1)).offset(from: CarouselPosition(page: 1))
    carousel.itemsChanged(run: -100..<10, at: at(0.1))
    #expect(carousel.selectedIndex == 101)
    #expect(carousel.isMoving(at: at(0.1)))
    #expect(carousel.position(at: at(0.1)).offset(from: CarouselPosition(page: 101)) == offset)
  }

  /// A drag in progress stays under the finger while the bounds change under it.
  @Test func aDragStaysUnderTheFingerWhileTheBoundsChange() {
    var carousel = Engine(testing: [Int]())
    carousel.itemsChanged(run: 0..<10, at: at(0))
    carousel.select(index: 4, animated: false, at: at(0))
    carousel.drag(0.4, at: 0.1)
    let before = carousel.position(at: at(0.1))
    carousel.itemsChanged(run: 2..<1_000, at: at(0.2))
    #expect(carousel.isDragging)
    #expect(carousel.selectedID == 4)
    #expect(carousel.position(at: at(0.2)).offset(from: before) == -2)
  }

  /// Waits given by ID follow their items when the bounds change, as they do in an array.
  @Test func itemWaitsFollowTheirItemsAcrossAChangeOfBounds() {
    var carousel = Engine(testing: [Int]())
    var array = Engine(testing: [Int]())
    carousel.itemsChanged(run: 0..<10, at: at(0))
    array.itemsChanged(Array(0..<10), at: at(0))
    carousel.itemDurationsChanged([0: .seconds(10), 5: .seconds(1)], at: at(0))
    array.itemDurationsChanged([0: .seconds(10), 5: .seconds(1)], at: at(0))
    carousel.appeared(at: at(0))
    array.appeared(at: at(0))
    #expect(carousel.nextDeadline == at(10))
    carousel.itemsChanged(run: 0..<1_000, at: at(1))
    array.itemsChanged(Array(0..<1_000), at: at(1))
    #expect(carousel.nextDeadline == at(10))
    carousel.itemsChanged(run: -3..<10, at: at(2))
    array.itemsChanged(Array(-3..<10), at: at(2))
    #expect(carousel.selectedIndex == 3)
    #expect(carousel.nextDeadline == array.nextDeadline)
    carousel.select(5, animated: false, at: at(3))
    array.select(5, animated: false, at: at(3))
    #expect(carousel.nextDeadline == at(4))
    #expect(array.nextDeadline == at(4))
  }

  /// A run longer than `Int.max` is cut to its first `Int.max` items and reported once.
  @Test func aRunLongerThanIntMaxIsCutAndReportedOnce() {
    var carousel = Engine(testing: [Int](), looping: true)
    carousel.itemsChanged(run: Int.min..<Int.max, at: at(0))
    #expect(carousel.itemIDs.count == Int.max)
    #expect(carousel.selectedID == Int.min)
    #expect(carousel.takeDiagnostics() == [.runTooLong(lowerBound: Int.min, upperBound: Int.max)])
    carousel.itemsChanged(run: Int.min..<Int.max, at: at(0))
    #expect(carousel.takeDiagnostics() == [])
    carousel.previous(animated: false, at: at(0))
    #expect(carousel.selectedID == -2)
  }

  /// The same IDs as an array and as a run are the same list: either replaces the other without
  /// a change.
  @Test func anArrayAndARunOfTheSameIDsAreTheSameList() {
    var carousel = Engine(testing: [1, 2, 3])
    carousel.select(3, animated: false, at: at(0))
    #expect(carousel.shows(run: 1..<4))
    carousel.appeared(at: at(0))
    carousel.itemsChanged(run: 1..<4, at: at(1))
    #expect(carousel.nextDeadline == at(3))
    #expect(carousel.selectedID == 3)
    carousel.itemsChanged([1, 2, 3], at: at(2))
    #expect(carousel.nextDeadline == at(3))
  }
}
