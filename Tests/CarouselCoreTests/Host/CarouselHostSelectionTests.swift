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
    let changes = host.itemsChanged(["a", "b", "c"], selectingIndex: 2, at: at(0))
    #expect(host.engine.selectedID == "c")
    #expect(!changes.contains(.binding))
    expectValue(host.binding, .index(2))
    expectValue(host.takeDiagnostics(), [])
  }

  /// A first list that arrives after the binding named an item (a deep link, a list refilled
  /// after it was empty) shows that item at once, even from an update that animates: nothing
  /// slides in from the first item.
  @Test(arguments: [CarouselBoundSelection<String>.id("c"), .index(2)])
  func aFirstListShowsTheBoundItemAtOnceInAnAnimatedUpdate(binding: CarouselBoundSelection<String>)
  {
    var host = host()
    host.itemsChanged(["a", "b", "c"], binding: binding, animated: true, at: at(0))
    #expect(host.engine.selectedID == "c")
    #expect(!host.stage.isMoving)
    host.itemsChanged([String](), binding: binding, animated: true, at: at(1))
    host.itemsChanged(["x", "y", "c"], binding: binding, animated: true, at: at(2))
    #expect(host.engine.selectedID == "c")
    #expect(!host.stage.isMoving)
  }

  /// An index outside the items keeps the current one, is reported, and is written back.
  @Test(arguments: [-1, 3, Int.max, Int.min])
  func anIndexOutsideTheItemsKeepsTheCurrentItem(_ index: Int) {
    var host = host()
    #expect(
      host.itemsChanged(["a", "b", "c"], selectingIndex: index, at: at(0)).contains(.binding))
    #expect(host.engine.selectedID == "a")
    expectValue(host.binding, .index(0))
    expectValue(host.takeDiagnostics(), [.selectedIndexOutOfRange(index: index, count: 3)])
    #expect(host.bindingChanged(.index(index), animated: true, at: at(1)).contains(.binding))
    #expect(host.engine.selectedID == "a")
    expectValue(host.binding, .index(0))
    expectValue(host.takeDiagnostics(), [.selectedIndexOutOfRange(index: index, count: 3)])
  }

  /// Before the items arrive nothing is written or reported: a deep link waits for them.
  @Test func anIndexSetBeforeTheItemsWaitsForThem() {
    var host = host()
    host.itemsChanged([String](), selectingIndex: 0, at: at(0))
    expectValue(host.bindingChanged(.index(2), animated: true, at: at(0)), [])
    expectValue(host.binding, .index(2))
    expectValue(host.takeDiagnostics(), [])
    #expect(!host.itemsChanged(["a", "b", "c"], selectingIndex: 2, at: at(1)).contains(.binding))
    #expect(host.engine.selectedID == "c")
  }

  @Test func anIndexBindingIsWrittenWhenTheSelectionMoves() {
    var host = host()
    host.itemsChanged(["a", "b", "c"], selectingIndex: 0, at: at(0))
    let changes = host.userSelected(index: 1, cause: .indicator, at: at(1))
    #expect(changes.contains(.selection))
    #expect(changes.contains(.binding))
    expectValue(host.binding, .index(1))
    // The value written, read back on the next update, changes nothing.
    expectValue(host.bindingChanged(.index(1), animated: true, at: at(1)), [])
  }

  /// An insert before the selected item keeps the item and rewrites the index: "c" at 2, then
  /// "z" inserted first, shows "c" at 3, and the binding says 3.
  @Test func anInsertBeforeTheSelectedItemRewritesTheIndex() {
    var host = host()
    host.itemsChanged(["a", "b", "c"], selectingIndex: 2, at: at(0))
    let changes = host.itemsChanged(["z", "a", "b", "c"], selectingIndex: 2, at: at(1))
    #expect(host.engine.selectedID == "c")
    #expect(changes.contains(.binding))
    #expect(!changes.contains(.selection))
    expectValue(host.binding, .index(3))
    let removal = host.itemsChanged(["a", "b", "c"], selectingIndex: 3, at: at(2))
    #expect(host.engine.selectedID == "c")
    #expect(removal.contains(.binding))
    expectValue(host.binding, .index(2))
    expectValue(host.takeDiagnostics(), [])
  }

  /// The first list's path: the bound index is shown when the list is the first with items,
  /// and a later list that moves the selected item, with the binding still holding the old
  /// index (its write not read back yet), keeps the item rather than jumping to whatever now
  /// sits at that index.
  @Test func aListAfterTheFirstKeepsTheItemAgainstAStaleIndex() {
    var host = host()
    host.itemsChanged([String](), selectingIndex: 1, at: at(0))
    host.itemsChanged(["a", "b", "c"], selectingIndex: 1, at: at(1))
    #expect(host.engine.selectedID == "b")
    host.itemsChanged(["z", "y", "a", "b", "c"], selectingIndex: 1, at: at(2))
    #expect(host.engine.selectedID == "b")
    expectValue(host.binding, .index(3))
    // The app set the binding in the same update as an edit: its new value wins.
    host.itemsChanged(["z", "y", "a", "b"], selectingIndex: 0, at: at(3))
    #expect(host.engine.selectedID == "z")
    expectValue(host.binding, .index(0))
    // A list emptied and filled again is a first list: it shows the bound index.
    host.itemsChanged([String](), selectingIndex: 0, at: at(4))
    host.itemsChanged(["p", "q", "r"], selectingIndex: 2, at: at(5))
    #expect(host.engine.selectedID == "r")
  }

  // MARK: ID bindings

  /// `nil` stays `nil` until something moves the carousel: the first item is shown, and neither
  /// the first list nor an edit writes the binding; a move by the user, autoplay or code does.
  @Test(arguments: [
    CarouselSelectionCause.indicator, .tap, .keyboard, .accessibility, .autoplay, .program,
    .swipe,
  ])
  func aNilSelectionIsWrittenOnlyOnceTheCarouselMoves(cause: CarouselSelectionCause) {
    var host = host(autoplay: .seconds(3))
    #expect(!host.itemsChanged(["a", "b", "c"], selecting: nil, at: at(0)).contains(.binding))
    #expect(host.engine.selectedID == "a")
    expectValue(host.binding, .id(nil))
    // An edit that moves the shown item (the first removed) writes nothing either.
    #expect(!host.itemsChanged(["b", "c", "d"], selecting: nil, at: at(0.5)).contains(.binding))
    #expect(host.engine.selectedID == "b")
    let changes: CarouselHostChanges
    switch cause {
    case .indicator, .tap, .accessibility:
      changes = host.userSelected(index: 2, cause: cause, at: at(1))
    case .keyboard: changes = host.userStepped(.next, cause: .keyboard, at: at(1))
    case .autoplay: changes = host.tick(at: at(3.5))
    case .program: changes = host.step(.next, at: at(1))
    default:
      host.touchLanded(at: at(1))
      host.dragChanged(CarouselDrag(translationX: -20, translationY: 0), at: at(1.1))
      changes = host.dragEnded(CarouselDrag(translationX: -200, translationY: 0), at: at(1.2))
    }
    #expect(changes.contains(.binding))
    expectValue(host.binding, .id(host.engine.selectedID))
    #expect(host.engine.selectedID != "b")
  }

  /// The app setting `nil` after a move keeps the current item and leaves the binding `nil`.
  @Test func settingNilKeepsTheItemAndIsNotWrittenBack() {
    var host = host()
    host.itemsChanged(["a", "b", "c"], selecting: "b", at: at(0))
    expectValue(host.bindingChanged(.id(nil), animated: true, at: at(1)), [])
    #expect(host.engine.selectedID == "b")
    expectValue(host.binding, .id(nil))
  }

  /// The selected item removed: its survivor is selected and written.
  @Test func removingTheSelectedItemWritesItsSurvivor() {
    var host = host()
    host.itemsChanged(["a", "b", "c"], selecting: "b", at: at(0))
    let changes = host.itemsChanged(["a", "c"], selecting: "b", at: at(1))
    #expect(changes.contains(.binding))
    expectValue(host.binding, .id("c"))
    expectValue(host.bindingChanged(.id("c"), animated: true, at: at(1)), [])
  }

  /// A reload that gives every item a new ID keeps the position when the count is unchanged,
  /// and shows the first item otherwise.
  @Test func aReloadWithNewIDsKeepsThePositionOfTheSameCount() {
    var host = host()
    host.itemsChanged(["a", "b", "c"], selectingIndex: 2, at: at(0))
    host.itemsChanged(["x", "y", "z"], selectingIndex: 2, at: at(1))
    #expect(host.engine.selectedID == "z")
    host.itemsChanged(["p", "q", "r", "s"], selectingIndex: 2, at: at(2))
    #expect(host.engine.selectedID == "p")
    expectValue(host.binding, .index(0))
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

  /// A reader's play/pause state is the carousel's own, in every combination of an interval,
  /// 0 to 3 items, a pause and the system settings.
  @Test func aReadersPlaybackStateIsTheCarousels() {
    for autoplay in [AutoplayInterval.off, .seconds(3)] {
      for count in 0...3 {
        for paused in [false, true] {
          for setting in 0..<3 {
            var host = host(autoplay: autoplay)
            host.itemsChanged(Array(["a", "b", "c"].prefix(count)), selecting: nil, at: at(0))
            if paused { host.pause(at: at(0.5)) }
            if setting == 1 { host.reduceMotionChanged(true, at: at(0.5)) }
            if setting == 2 { host.voiceOverChanged(true, at: at(0.5)) }
            expectValue(host.proxy.playback, host.stage.playback)
          }
        }
      }
    }
  }

  // MARK: Names and lists

  /// The name is read only while the named item is selected.
  @Test func anItemsNameIsShownWhileItIsSelected() {
    var host = host()
    host.itemsChanged(["a", "b"], selecting: nil, at: at(0))
    expectValue(host.itemNeedingName, "a")
    #expect(host.itemNamed("Beach", id: "a", at: at(0)).contains(.stage))
    expectValue(host.itemNeedingName, nil)
    #expect(host.stage.indicator.selectedItemName == "Beach")
    expectValue(host.scrollAnnouncement, .namedPageScrolled(name: "Beach", page: 1, count: 2))
    host.userSelected(index: 1, cause: .indicator, at: at(1))
    expectValue(host.scrollAnnouncement, .pageScrolled(page: 2, count: 2))
    expectValue(host.itemNeedingName, "b")
    #expect(host.stage.indicator.selectedItemName == nil)
    expectValue(host.itemNamed("Beach", id: "a", at: at(1)), [])
    #expect(host.itemNamed("", id: "b", at: at(1)) == [])
    #expect(host.stage.indicator.selectedItemName == nil)
    // An item the app does not name is not asked again until another is selected.
    expectValue(host.itemNeedingName, nil)
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
    expectValue(preview, host.frame(at: at(0), configuredAs: configuration))
    #expect(preview.slots.map(\.item.mainOffset) != [])
    let still = try #require(host.stage.stillSlots)
    expectValue(host.frame(at: at(0), configuredAs: configuration).slots, still)
    #expect(!preview.isMoving)
    // Sized as the new configuration sizes its items, before the host is given it.
    var wider = configuration
    wider.layout.viewportWidth = 600
    let resized = host.frame(at: at(0), configuredAs: wider)
    host.configure(wider, at: at(0))
    expectValue(resized.itemSize, host.stage.itemSize)
    expectValue(resized.itemSize.width, 600 - 2 * (28 + 12))
  }
}
