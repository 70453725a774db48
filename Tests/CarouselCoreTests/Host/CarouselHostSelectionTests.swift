import CarouselCore
import Testing

private typealias Host = CarouselHost<String, ManualClock>

/// A host with the testing configuration (paged, 300 points, autoplay as given), on screen.
private func host(autoplay: AutoplayInterval = .off) -> Host {
  var host = Host(at: at(0))
  host.configure(.testing(autoplay: autoplay), at: at(0))
  host.appeared(at: at(0))
  return host
}

@Suite struct CarouselHostSelectionTests {
  // MARK: Index bindings

  @Test func aFirstListShowsTheBoundIndex() {
    var host = host()
    host.itemsChanged(["a", "b", "c"], selectingIndex: 2, at: at(0))
    #expect(host.engine.selectedID == "c")
    expectValue(host.indexToWrite(over: 2), nil)
    expectValue(host.takeDiagnostics(), [])
  }

  /// An index outside the items keeps the current one, is reported, and is written back.
  @Test(arguments: [-1, 3, Int.max, Int.min])
  func anIndexOutsideTheItemsKeepsTheCurrentItem(_ index: Int) {
    var host = host()
    host.itemsChanged(["a", "b", "c"], selectingIndex: index, at: at(0))
    #expect(host.engine.selectedID == "a")
    expectValue(host.indexToWrite(over: index), 0)
    expectValue(host.takeDiagnostics(), [.selectedIndexOutOfRange(index: index, count: 3)])
    host.select(index: index, animated: true, at: at(1))
    #expect(host.engine.selectedID == "a")
    expectValue(host.takeDiagnostics(), [.selectedIndexOutOfRange(index: index, count: 3)])
  }

  /// Before the items arrive nothing is written or reported: a deep link waits for them.
  @Test func anIndexSetBeforeTheItemsWaitsForThem() {
    var host = host()
    host.select(index: 2, animated: true, at: at(0))
    expectValue(host.indexToWrite(over: 2), nil)
    expectValue(host.takeDiagnostics(), [])
    host.itemsChanged(["a", "b", "c"], selectingIndex: 2, at: at(1))
    #expect(host.engine.selectedID == "c")
  }

  @Test func anIndexBindingIsWrittenWhenTheSelectionMoves() {
    var host = host()
    host.itemsChanged(["a", "b", "c"], selectingIndex: 0, at: at(0))
    let changes = host.userSelected(index: 1, at: at(1))
    #expect(changes.contains(.selection))
    expectValue(host.indexToWrite(over: 0), 1)
    expectValue(host.indexToWrite(over: 1), nil)
    expectValue(host.select(index: 1, animated: true, at: at(1)), [])
  }

  // MARK: Springs from code

  /// A move from code with its own spring settles with it, not with the configured one.
  @Test func aStepWithASpringSettlesWithIt() {
    var slow = host()
    slow.itemsChanged(["a", "b"], selecting: nil, at: at(0))
    var fast = slow
    slow.step(.next, spring: .spring(duration: 2), at: at(1))
    fast.step(.next, spring: .spring(duration: 0.2), at: at(1))
    #expect(slow.engine.isMoving(at: at(1.5)))
    #expect(!fast.engine.isMoving(at: at(1.5)))
    var jumped = slow
    jumped.select("a", animated: false, spring: .bouncy, at: at(1))
    #expect(!jumped.engine.isMoving(at: at(1)))
  }

  // MARK: Readers

  /// A carousel without autoplay: a touch changes nothing a reader shows.
  @Test func touchingWithoutAutoplayPublishesNothingToAReader() {
    var host = host()
    host.itemsChanged(["a", "b", "c"], selecting: nil, at: at(0))
    expectValue(host.proxy.autoplaySuspensions, [.noInterval])
    #expect(!host.touchLanded(at: at(1)).contains(.proxy))
    #expect(!host.touchLifted(host.touch, at: at(1.2)).contains(.proxy))
    expectValue(host.proxy.autoplaySuspensions, [.noInterval])
  }

  /// With autoplay, a touch is why it holds, and a reader shows it.
  @Test func touchingWithAutoplayIsShownToAReader() {
    var host = host(autoplay: .seconds(3))
    host.itemsChanged(["a", "b", "c"], selecting: nil, at: at(0))
    #expect(host.touchLanded(at: at(1)).contains(.proxy))
    expectValue(host.proxy.autoplaySuspensions, [.touching])
    expectValue(
      CarouselProxyState(
        selectedIndex: nil, count: 1, isPlaying: true,
        autoplaySuspensions: [.touching, .offScreen, .tooFewItems]
      ).autoplaySuspensions, [.tooFewItems])
  }

  // MARK: Names and lists

  /// The name is read only while the named item is selected.
  @Test func anItemsNameIsShownWhileItIsSelected() {
    var host = host()
    host.itemsChanged(["a", "b"], selecting: nil, at: at(0))
    #expect(host.itemNamed("Beach", id: "a", at: at(0)).contains(.stage))
    #expect(host.stage.indicator.selectedItemName == "Beach")
    host.userSelected(index: 1, at: at(1))
    #expect(host.stage.indicator.selectedItemName == nil)
    expectValue(host.itemNamed("Beach", id: "a", at: at(1)), [])
    #expect(host.itemNamed("", id: "b", at: at(1)) == [])
    #expect(host.stage.indicator.selectedItemName == nil)
  }

  @Test func aListIsShownWhenItIsTheOneLastGiven() {
    var host = host()
    host.itemsChanged(["a", "b", "a"], selecting: nil, at: at(0))
    #expect(host.shows(["a", "b", "a"]))
    #expect(!host.shows(["a", "b"]))
    #expect(!host.shows(["a", "b", "c"]))
  }

  // MARK: Frames

  /// A view drawn at a size its host has not been given yet draws what the host will draw once
  /// given it; at the size it has, the stage's still slots.
  @Test func aFrameForAConfigurationNotYetAppliedIsTheFrameAfterApplyingIt() throws {
    var host = Host(at: at(0))
    host.itemsChanged(["a", "b", "c"], selecting: "b", at: at(0))
    var configuration = CarouselConfiguration.testing(autoplay: .off)
    configuration.style = .peek
    let preview = host.frame(at: at(0), configuredAs: configuration)
    host.configure(configuration, at: at(0))
    expectValue(preview, host.frame(at: at(0)))
    #expect(preview.slots.map(\.item.mainOffset) != [])
    let still = try #require(host.stage.stillSlots)
    expectValue(host.frame(at: at(0), configuredAs: configuration).slots, still)
    #expect(!preview.isMoving)
  }
}
