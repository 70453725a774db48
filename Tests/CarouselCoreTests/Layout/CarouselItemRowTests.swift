import CarouselCore
import Testing
import UpdateCycleDouble

/// The map between the engine's position in item units and the distance along a row of items of
/// their own lengths: anchors, the linear stretch between them, the ends, looping.
@Suite struct CarouselItemRowTests {
  /// Items 60, 100 and 80 long, 10 apart: leading edges 0, 70 and 180; centers 30, 120, 220.
  private func row(anchorShare: Double = 0.5, count: Int = 3, loops: Bool = false)
    -> CarouselItemRow
  {
    CarouselItemRow(
      lengths: CarouselItemLengths([60, 100, 80]), count: count, fallbackLength: 40, spacing: 10,
      anchorShare: anchorShare, loops: loops)
  }

  @Test func positionsMapToAnchorsAndLinearlyBetween() {
    let row = row()
    #expect((0..<3).map(row.anchor(of:)) == [30, 120, 220])
    #expect(row.coordinate(at: CarouselPosition(page: 0, fraction: 0.5)) == 75)
    #expect(row.coordinate(at: CarouselPosition(page: 1, fraction: 0.25)) == 145)
    #expect(row.position(atCoordinate: 145) == CarouselPosition(page: 1, fraction: 0.25))
    #expect(row.position(atCoordinate: 120) == CarouselPosition(page: 1))
  }

  @Test func beyondTheEndsTheEndPitchGoesOn() {
    let row = row()
    // First pitch 90, last 100.
    #expect(row.coordinate(at: CarouselPosition(page: -1, fraction: 0.5)) == -15)
    #expect(row.coordinate(at: CarouselPosition(page: 2, fraction: 0.5)) == 270)
    #expect(row.position(atCoordinate: -15) == CarouselPosition(page: -1, fraction: 0.5))
    #expect(row.position(atCoordinate: 270) == CarouselPosition(page: 2, fraction: 0.5))
  }

  @Test func aLeadingRowAnchorsAtLeadingEdges() {
    let row = row(anchorShare: 0)
    #expect((0..<3).map(row.anchor(of:)) == [0, 70, 180])
    #expect(row.pages(movingBy: 90, from: CarouselPosition(page: 0)) == 1 + 20.0 / 110)
  }

  @Test func itemsPastTheLengthsTakeTheFallback() {
    let row = row(count: 5)
    #expect((0..<5).map(row.length(of:)) == [60, 100, 80, 40, 40])
    #expect(row.leadingEdge(of: 5) == 370)
    #expect(row.index(atCoordinate: 275) == 3)
    #expect(row.index(atCoordinate: 9_999) == 4)
    #expect(row.longest == 100)
  }

  @Test func lengthsPastTheItemsAreIgnored() {
    let row = row(count: 2)
    #expect(row.index(atCoordinate: 9_999) == 1)
    #expect(row.leadingEdge(of: 2) == 180)
  }

  @Test func aLoopingRowRepeatsEveryLap() {
    let row = row(loops: true)
    #expect(row.lapLength == 270)
    // From the last item (center 220) to item 0 one lap on (center 300): pitch 80.
    #expect(row.coordinate(at: CarouselPosition(page: 2, fraction: 0.5)) == 260)
    #expect(row.position(atCoordinate: 260) == CarouselPosition(page: 2, fraction: 0.5))
    #expect(row.position(atCoordinate: 300 + 270) == CarouselPosition(page: 6))
    #expect(row.position(atCoordinate: 30 - 270) == CarouselPosition(page: -3))
    #expect(row.pages(movingBy: 80, from: CarouselPosition(page: 2)) == 1)
    #expect(row.pages(movingBy: 80, from: CarouselPosition(page: 2 + 3 * 1_000)) == 1)
  }

  @Test func zeroLengthsAndNoSpacingMoveNothingAndNeverTrap() {
    let row = CarouselItemRow(
      lengths: CarouselItemLengths([0, 0, 0]), count: 3, fallbackLength: 0, spacing: 0,
      anchorShare: 0.5, loops: true)
    #expect(row.position(atCoordinate: 50) == CarouselPosition(page: 0))
    #expect(row.pages(movingBy: 100, from: CarouselPosition(page: 1)) == 0)
    #expect(row.position(atCoordinate: .nan) == CarouselPosition(page: 0))
  }

  /// Random rows: the position of a coordinate maps back to it.
  @Test func positionsAndCoordinatesRoundTrip() {
    for sequence in 0..<propertySequenceCount(default: 300) {
      let seed = UInt64(sequence)
      var random = SeededGenerator(seed: seed)
      let given = random.below(30)
      let count = 1 + random.below(30)
      let row = CarouselItemRow(
        lengths: CarouselItemLengths((0..<given).map { _ in Double(1 + random.below(300)) }),
        count: count, fallbackLength: Double(1 + random.below(200)),
        spacing: Double(random.below(20)), anchorShare: random.below(2) == 0 ? 0 : 0.5,
        loops: random.below(2) == 0)
      for _ in 0..<20 {
        let coordinate = Double(random.below(20_000)) - 5_000
        let back = row.coordinate(at: row.localized(row.position(atCoordinate: coordinate)))
        let lap = row.loops ? row.lapLength : 0
        let wrapped = lap > 0 ? coordinate - lap * (coordinate / lap).rounded(.down) : coordinate
        guard abs(back - wrapped) < 1e-6 || abs(abs(back - wrapped) - lap) < 1e-6 else {
          Issue.record("seed \(seed): \(coordinate) comes back as \(back)")
          return
        }
      }
    }
  }
}
