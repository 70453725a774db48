import CarouselCore
import Testing

/// The host over a run of integers (`itemsChanged(run:binding:animated:at:)`): the binding's
/// rules of the array form, at counts no array would fit in, and the minted-ID check by bounds.
@Suite struct CarouselHostRunTests {
  private typealias Host = CarouselHost<Int, ManualClock>

  /// A host on screen at 0 s, configured for the tests, with no items yet.
  private func host() -> Host {
    var host = Host(at: at(0))
    host.configure(.testing(), at: at(0))
    host.appeared(at: at(0))
    _ = host.takeEvents()
    return host
  }

  /// The first run shows the binding's value, found by its integer among a billion items.
  @Test func aFirstRunShowsTheBindingsValue() {
    var host = host()
    let changes = host.itemsChanged(
      run: 0..<1_000_000_000, binding: .id(999_999_998), animated: true, at: at(0))
    #expect(changes == [.stage, .proxy, .selection])
    #expect(host.engine.selectedIndex == 999_999_998)
    #expect(!host.stage.isMoving)  // a first list never animates
    #expect(host.proxy.count == 1_000_000_000)
    #expect(host.proxy.selectedIndex == 999_999_998)
    #expect(host.stage.indicator.accessibility.value == "999999999 of 1000000000")
    #expect(host.stage.stillSlots?.map(\.id.id) == [999_999_999, 999_999_998])  // back to front
    #expect(
      host.takeEvents() == [
        .selectionChanged(from: nil, to: 999_999_998, cause: .program),
        phaseChange(.idle, .autoplaying), .visibleItemsChanged([999_999_998]),
      ])
  }

  @Test func aFirstRunShowsAnIndexBindingsItem() {
    var host = host()
    host.itemsChanged(run: -50..<50, binding: .index(60), at: at(0))
    #expect(host.engine.selectedID == 10)
    #expect(host.binding == .index(60))
  }

  /// A binding moved in the same update as the bounds moves to its item after the bounds are
  /// applied; an unmoved one keeps the selected item, which the new bounds still hold.
  @Test func aMovedBindingMovesAfterTheNewBoundsAreApplied() {
    var host = host()
    host.itemsChanged(run: 0..<10, binding: .id(3), at: at(0))
    host.itemsChanged(run: 0..<100, binding: .id(3), at: at(1))
    #expect(host.engine.selectedID == 3)
    let changes = host.itemsChanged(run: -100..<100, binding: .id(-50), at: at(2))
    #expect(host.engine.selectedID == -50)
    #expect(host.engine.selectedIndex == 50)
    #expect(changes.contains(.selection))
    #expect(host.binding == .id(-50))
  }

  /// A nil ID binding stays nil while the first item is shown, and the selected item's removal
  /// writes its survivor to a bound ID.
  @Test func aNilBindingStaysNilAndASurvivorIsWrittenBack() {
    var host = host()
    host.itemsChanged(run: 5..<10, binding: .id(nil), at: at(0))
    #expect(host.engine.selectedID == 5)
    #expect(host.binding == .id(nil))
    host.bindingChanged(.id(9), animated: false, at: at(1))
    let changes = host.itemsChanged(run: 5..<8, binding: .id(9), at: at(2))
    #expect(host.engine.selectedID == 7)
    #expect(changes.contains(.binding))
    #expect(host.binding == .id(7))
  }

  @Test func theSameRunChangesNothingForTheViews() {
    var host = host()
    host.itemsChanged(run: 0..<1_000_000_000, binding: .id(7), at: at(0))
    _ = host.takeEvents()
    #expect(host.shows(run: 0..<1_000_000_000))
    #expect(!host.shows(run: 1..<1_000_000_000))
    #expect(host.itemsChanged(run: 0..<1_000_000_000, binding: .id(7), at: at(1)) == [])
    #expect(host.takeEvents() == [])
  }

  /// Two runs in a row that share no integer replace every ID: the second is reported; runs that
  /// overlap, or an array that keeps one of the run's IDs, end the count.
  @Test func runsThatShareNoIDReplaceEveryID() {
    var host = host()
    let lists: [(Range<Int>?, [Int]?)] = [
      (0..<10, nil), (10..<20, nil), (20..<1_000_000_000, nil), (0..<21, nil),
      (nil, [0, 1]), (nil, [2, 3]), (5..<7, nil), (nil, [6]), (100..<101, nil),
    ]
    var warnings: [Bool] = []
    for (second, list) in lists.enumerated() {
      if let run = list.0 {
        host.itemsChanged(run: run, binding: nil, at: at(Double(second)))
      } else if let ids = list.1 {
        host.itemsChanged(ids, binding: nil, at: at(Double(second)))
      }
      warnings.append(host.takeDiagnostics() == [.itemIDsReplacedOnEveryUpdate])
    }
    #expect(warnings == [false, false, true, false, false, false, true, false, false])
  }
}
