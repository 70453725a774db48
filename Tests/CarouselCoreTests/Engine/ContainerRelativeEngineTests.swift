import CarouselCore
import Testing

/// The container-relative settings through the engine, as a host sends them: the layout reads
/// them each frame, bad ones are reported once, and the drag still follows the finger.
@Suite struct ContainerRelativeEngineTests {
  /// An App Store row: three items to a screen, 12 apart, 20-point margins, leading-aligned,
  /// in landscape under the notch (47 points each side).
  private static let row = CarouselConfiguration(
    style: .paged, viewportWidth: 844, viewportHeight: 200, spacing: 12, alignment: .leading,
    margins: CarouselEdgeInsets(top: 8, leading: 20, bottom: 8, trailing: 20),
    safeAreaInsets: CarouselEdgeInsets(leading: 47, trailing: 47), mainItemLength: .count(3))

  @Test func theEngineLaysOutTheRowFromItsConfiguration() {
    let clock = ManualClock()
    var engine = CarouselEngine<Int, ManualClock>(
      items: 0..<10, configuration: Self.row, at: clock.now)
    let geometry = engine.layoutGeometry
    // The room: 844 - 2 × (20 + 47) = 710; columns of (710 - 24) / 3.
    #expect(geometry.leadingInset == 67)
    #expect(isClose(geometry.itemMainLength, 686.0 / 3))
    #expect(geometry.itemCrossLength == 184)
    let items = engine.visibleItems(at: clock.now)
    // Three fill the room; the fourth starts in the trailing margin and safe area, 12 points
    // after the room, and shows there, as a scroll view's content does in its margins.
    #expect(items.map(\.index) == [0, 1, 2, 3])
    // The first item's leading edge at the leading inset: -422 + 67.
    #expect(isClose(items[0].mainOffset - geometry.itemMainLength / 2, -355))
    #expect(engine.takeDiagnostics().isEmpty)
  }

  @Test func aRowDragsByItsPitch() {
    let engine = CarouselEngine<Int, ManualClock>(
      items: 0..<10, configuration: Self.row, at: ManualClock().now)
    #expect(isClose(engine.pageLength, 686.0 / 3 + 12))
  }

  @Test func badRelativeSettingsAreReportedOnceWhenGiven() {
    let clock = ManualClock()
    var engine = CarouselEngine<Int, ManualClock>(
      items: 0..<5, configuration: Self.row, at: clock.now)
    var bad = Self.row
    bad.layout.mainItemLength = .count(0)
    bad.layout.margins.top = .nan
    engine.configure(bad, at: clock.now)
    #expect(
      engine.takeDiagnostics() == [
        .invalidItemColumns(name: "item main length", count: 0, span: 1),
        .invalidSize(name: "top margin", value: .nan),
      ])
    engine.configure(bad, at: clock.now)
    #expect(engine.takeDiagnostics().isEmpty)
    // A safe area, however bad, is not the developer's to fix: never reported.
    bad.layout.safeAreaInsets = CarouselEdgeInsets(top: .nan, leading: -.infinity)
    engine.configure(bad, at: clock.now)
    #expect(engine.takeDiagnostics().isEmpty)
  }

  @Test func aChangedSafeAreaMovesTheRowWithoutMovingTheSelection() {
    let clock = ManualClock()
    var engine = CarouselEngine<Int, ManualClock>(
      items: 0..<10, configuration: Self.row, at: clock.now)
    engine.select(index: 4, animated: false, at: clock.now)
    var rotated = Self.row
    rotated.layout.safeAreaInsets = .zero
    engine.configure(rotated, at: clock.now)
    #expect(engine.selectedIndex == 4)
    #expect(engine.layoutGeometry.leadingInset == 20)
    #expect(!engine.isMoving(at: clock.now))
  }
}
