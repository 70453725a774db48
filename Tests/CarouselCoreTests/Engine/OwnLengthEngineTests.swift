import CarouselCore
import Testing

/// Items of their own lengths through the engine: a drag moves the row point for point across
/// items of different lengths, a release pages by items, and changes keep what is shown.
@Suite struct OwnLengthEngineTests {
  /// A 300-point viewport, paged, 10 apart; items 60, 100, 80, 120 and 40 long (centers 30,
  /// 120, 220, 330 and 420).
  private static let configuration = CarouselConfiguration(
    style: .paged, viewportWidth: 300, viewportHeight: 100, spacing: 10)
  private static let lengths: [Double] = [60, 100, 80, 120, 40]

  private func engine(_ clock: ManualClock) -> CarouselEngine<Int, ManualClock> {
    var engine = CarouselEngine<Int, ManualClock>(
      items: 0..<5, configuration: Self.configuration, at: clock.now)
    engine.itemLengthsChanged(Self.lengths, at: clock.now)
    engine.appeared(at: clock.now)
    return engine
  }

  /// Where item `index` is drawn at `now`, or `nil` when it is not.
  private func offset(
    of index: Int, in engine: CarouselEngine<Int, ManualClock>, at clock: ManualClock
  )
    -> Double?
  {
    engine.visibleItems(at: clock.now).first { $0.index == index }?.mainOffset
  }

  @Test func theItemUnderTheFingerStaysUnderItAcrossItemsOfOtherLengths() {
    let clock = ManualClock()
    var engine = engine(clock)
    engine.dragChanged(CarouselDrag(translationX: -20, translationY: 0), at: clock.now)
    let start = offset(of: 1, in: engine, at: clock)
    for translation in [-50.0, -120, -190, -260, -30] {
      engine.dragChanged(CarouselDrag(translationX: translation, translationY: 0), at: clock.now)
      guard let start, let now = offset(of: 1, in: engine, at: clock) else {
        Issue.record("item 1 not drawn at \(translation)")
        return
      }
      #expect(isClose(now - start, translation + 20), "at \(translation)")
    }
  }

  @Test func aReleasePastHalfAnItemPagesToTheNextItem() {
    let clock = ManualClock()
    var engine = engine(clock)
    engine.dragChanged(CarouselDrag(translationX: -20, translationY: 0), at: clock.now)
    // 60 points from center 30 (the finger is followed from where the drag was decided): two
    // thirds of the 90 to item 1's center.
    engine.dragEnded(CarouselDrag(translationX: -80, translationY: 0), at: clock.now)
    #expect(engine.selectedIndex == 1)
    clock.advance(by: .seconds(5))
    engine.tick(at: clock.now)
    #expect(offset(of: 1, in: engine, at: clock) == 0)
    #expect(offset(of: 2, in: engine, at: clock) == 100)
  }

  @Test func halfThePitchBetweenTwoItemsDecides() {
    // 40 of the 90 points from center 330 to center 420 is short of half; 50 is past it (a
    // uniform 310-point page would stay for both).
    for (points, selected) in [(40.0, 3), (50, 4)] {
      let clock = ManualClock()
      var engine = engine(clock)
      engine.select(index: 3, animated: false, at: clock.now)
      engine.dragChanged(CarouselDrag(translationX: -20, translationY: 0), at: clock.now)
      engine.dragEnded(CarouselDrag(translationX: -20 - points, translationY: 0), at: clock.now)
      #expect(engine.selectedIndex == selected, "after \(points) points")
    }
  }

  @Test func aFlickIsMeasuredInTheItemsItCrosses() {
    // 100 points per second over the 90-point pitch from item 0 to item 1 is 1.1 items per
    // second, past the 0.5 threshold (over a uniform 310-point page it would be 0.32).
    let clock = ManualClock()
    var engine = engine(clock)
    engine.dragChanged(CarouselDrag(translationX: -20, translationY: 0), at: clock.now)
    engine.dragEnded(
      CarouselDrag(translationX: -30, translationY: 0, velocityX: -100), at: clock.now)
    #expect(engine.selectedIndex == 1)
  }

  @Test func aMultiItemFlickLandsOnTheItemNearestItsPredictedEnd() {
    // View-aligned: centers 30, 120, 220, 330, 420, 495, 585, ...; a predicted end 480 points
    // on from center 30 is at 510, nearest item 5's center (a uniform 310-point page: page 2).
    var configuration = Self.configuration
    configuration.drag.allowsMultiPageFlicks = true
    let clock = ManualClock()
    var engine = CarouselEngine<Int, ManualClock>(
      items: 0..<10, configuration: configuration, at: clock.now)
    engine.itemLengthsChanged([60, 100, 80, 120, 40, 90, 70, 50, 110, 60], at: clock.now)
    engine.appeared(at: clock.now)
    engine.dragChanged(CarouselDrag(translationX: -20, translationY: 0), at: clock.now)
    engine.dragEnded(
      CarouselDrag(
        translationX: -40, translationY: 0, velocityX: -3_000, predictedEndTranslationX: -500),
      at: clock.now)
    #expect(engine.selectedIndex == 5)
  }

  @Test func newLengthsDuringADragKeepThePositionUnderTheFinger() {
    let clock = ManualClock()
    var engine = engine(clock)
    engine.dragChanged(CarouselDrag(translationX: -20, translationY: 0), at: clock.now)
    engine.dragChanged(CarouselDrag(translationX: -80, translationY: 0), at: clock.now)
    let before = engine.position(at: clock.now)
    engine.itemLengthsChanged([200, 200, 200, 200, 200], at: clock.now)
    #expect(isClose(engine.position(at: clock.now).value, before.value))
    // From here on the finger moves the new row: 42 more points of a 210-point pitch.
    engine.dragChanged(CarouselDrag(translationX: -122, translationY: 0), at: clock.now)
    #expect(isClose(engine.position(at: clock.now).value, before.value + 0.2))
  }

  @Test func newLengthsDuringASettleEndOnTheSameItemAtItsNewPlace() {
    let clock = ManualClock()
    var engine = engine(clock)
    engine.select(index: 3, at: clock.now)
    clock.advance(by: .milliseconds(100))
    #expect(engine.isMoving(at: clock.now))
    engine.itemLengthsChanged([10, 20, 30, 40, 50], at: clock.now)
    #expect(engine.isMoving(at: clock.now))
    clock.advance(by: .seconds(5))
    engine.tick(at: clock.now)
    #expect(engine.selectedIndex == 3)
    // Item 3 (40 long) centered, item 4 (50 long) 10 after it.
    #expect(offset(of: 3, in: engine, at: clock) == 0)
    #expect(offset(of: 4, in: engine, at: clock) == 55)
  }

  @Test func theSameLengthsChangeNothingAndNilGoesBackToOneLength() {
    let clock = ManualClock()
    var engine = engine(clock)
    let items = engine.visibleItems(at: clock.now)
    engine.itemLengthsChanged(Self.lengths, at: clock.now)
    #expect(engine.visibleItems(at: clock.now) == items)
    engine.itemLengthsChanged(nil, at: clock.now)
    #expect(engine.visibleItems(at: clock.now).allSatisfy { $0.mainLength == nil })
  }

  @Test func badLengthsAndChangingCountsNeverTrap() {
    let clock = ManualClock()
    var engine = engine(clock)
    engine.itemLengthsChanged([.nan, -1, .infinity], at: clock.now)
    engine.dragChanged(CarouselDrag(translationX: -20, translationY: 0), at: clock.now)
    engine.dragEnded(CarouselDrag(translationX: -500, translationY: 0), at: clock.now)
    engine.itemsChanged([Int](), at: clock.now)
    #expect(engine.visibleItems(at: clock.now).isEmpty)
    engine.itemsChanged([7], at: clock.now)
    #expect(engine.visibleItems(at: clock.now).map(\.mainLength) == [0])
  }

  @Test func aScreenfulStepsToTheFirstItemNotWhollyShown() {
    // Leading-aligned: from item 0, items 0 to 2 end at 60, 170 and 260, item 3 at 390; from
    // item 3 (at 270), items 3 to 5 end by 540 and item 6 at 620.
    var configuration = Self.configuration
    configuration.layout.alignment = .leading
    configuration.targetBehavior = .screenful
    let clock = ManualClock()
    var engine = CarouselEngine<Int, ManualClock>(
      items: 0..<10, configuration: configuration, at: clock.now)
    engine.itemLengthsChanged([60, 100, 80, 120, 40, 90, 70, 50, 110, 60], at: clock.now)
    engine.appeared(at: clock.now)
    for expected in [3, 6] {
      engine.dragChanged(CarouselDrag(translationX: -20, translationY: 0), at: clock.now)
      engine.dragEnded(
        CarouselDrag(translationX: -40, translationY: 0, velocityX: -1_500), at: clock.now)
      #expect(engine.selectedIndex == expected)
      clock.advance(by: .seconds(5))
      engine.tick(at: clock.now)
    }
  }
}
