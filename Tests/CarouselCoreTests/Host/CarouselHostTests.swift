import CarouselCore
import Testing

private typealias Host = CarouselHost<String, ManualClock>

/// A host over `ids` with the testing configuration (paged, 300 points wide, 3 s autoplay),
/// on screen from 0 s when `appeared`.
private func host(_ ids: [String] = ["a", "b", "c", "d", "e"], appeared: Bool = true) -> Host {
  var host = Host(at: at(0))
  host.configure(.testing(), at: at(0))
  host.itemsChanged(ids, selecting: nil, at: at(0))
  if appeared { host.appeared(at: at(0)) }
  return host
}

/// A drag sample `pages` forward on the testing configuration's 300-point pages.
private func drag(_ pages: Double) -> CarouselDrag {
  CarouselDrag(translationX: -pages * 300, translationY: 0)
}

@Suite struct CarouselHostTests {
  // MARK: On screen

  /// When SwiftUI replaces a carousel's view, the new one can appear before the old one
  /// disappears: counted, the carousel stays on screen and autoplay keeps its deadline.
  @Test func aSwapWhoseDisappearanceArrivesAfterTheAppearanceKeepsAutoplayRunning() {
    var host = host()
    #expect(host.engine.nextDeadline == at(3))
    host.appeared(at: at(1))
    host.disappeared(at: at(1))
    #expect(host.isOnScreen)
    #expect(host.engine.nextDeadline == at(3))
    host.disappeared(at: at(2))
    #expect(host.isOnScreen == false)
    #expect(host.engine.nextDeadline == nil)
    host.disappeared(at: at(2))  // never below zero
    host.appeared(at: at(4))
    #expect(host.engine.nextDeadline == at(7))
  }

  @Test func scrollingOutOfAnEnclosingScrollViewTakesTheCarouselOffScreen() {
    var host = host()
    host.shownBoundsChanged(CarouselRect(x: 0, y: -500, width: 300, height: 500), at: at(1))
    #expect(host.engine.nextDeadline == nil)
    host.shownBoundsChanged(CarouselRect(x: 0, y: -499, width: 300, height: 500), at: at(2))
    #expect(host.engine.nextDeadline == at(5))
  }

  // MARK: Touches

  /// A drag that an enclosing list takes over, or a pan that fails, never sends an end: the
  /// lift of its touch cancels it, once.
  @Test func aTouchThatEndsWithoutAnEndEventIsCancelledWhenItsFingersLift() {
    var host = host()
    host.touchLanded(at: at(1))
    let touch = host.touch
    #expect(touch == 1)
    #expect(host.engine.nextDeadline == nil)
    host.dragChanged(drag(0.1), at: at(1.1))
    #expect(host.touch == touch)
    host.touchLifted(touch, at: at(2))
    #expect(host.engine.autoplaySuspensions == [])
    #expect(host.engine.nextDeadline == at(5))
    expectValue(host.touchLifted(touch, at: at(2.5)), [])
    #expect(host.engine.nextDeadline == at(5))
  }

  @Test func aLiftAfterTheDragEndedChangesNothing() {
    var host = host()
    host.touchLanded(at: at(1))
    host.dragChanged(drag(0.1), at: at(1.1))
    host.dragEnded(drag(0.1), at: at(1.2))
    #expect(host.engine.nextDeadline == at(4.2))
    expectValue(host.touchLifted(host.touch, at: at(1.3)), [])
    #expect(host.engine.nextDeadline == at(4.2))
  }

  @Test func theLiftOfAnOlderTouchDoesNotEndTheCurrentOne() {
    var host = host()
    host.touchLanded(at: at(1))
    host.dragEnded(.touchDown, at: at(1.1))
    host.touchLanded(at: at(1.2))
    #expect(host.touch == 2)
    expectValue(host.touchLifted(1, at: at(1.3)), [])
    #expect(host.engine.autoplaySuspensions == [.touching])
  }

  // MARK: Publishing

  /// Each event says what changed for the views since they last published: exactly once per
  /// change that a view shows, never for a frame of motion, and the reader's proxy only for
  /// what it exposes.
  @Test func exactlyOnePublishPerChangeAViewShowsAndNonePerFrame() {
    var host = Host(at: at(0))
    expectValue(host.configure(.testing(), at: at(0)), [.stage, .proxy])
    expectValue(host.configure(.testing(), at: at(0)), [])
    expectValue(
      host.itemsChanged(["a", "b", "c", "d", "e"], selecting: "c", at: at(0)),
      [.stage, .proxy, .selection])
    expectValue(host.itemsChanged(["a", "b", "c", "d", "e"], selecting: "c", at: at(0)), [])
    expectValue(host.appeared(at: at(0)), [.stage, .proxy])
    expectValue(host.motionEnded(at: at(1)), [])
    // Autoplay moved the selection: the binding is written.
    expectValue(host.tick(at: at(3)), [.stage, .proxy, .selection, .binding])
    expectValue(host.motionEnded(at: at(3.05)), [])  // still settling
    expectValue(host.motionEnded(at: at(5)), [.stage])  // the timeline may pause now
    expectValue(host.motionEnded(at: at(5.1)), [])
    expectValue(host.touchLanded(at: at(5.2)), [.stage, .proxy])  // autoplay holds
    expectValue(host.dragChanged(drag(0.04), at: at(5.3)), [.stage])  // a page drag: it moves
    expectValue(host.dragChanged(drag(0.2), at: at(5.4)), [])
    expectValue(host.dragChanged(drag(0.3), at: at(5.5)), [])
    expectValue(host.dragEnded(drag(0.3), at: at(5.6)), [.stage, .proxy])  // settles back
    expectValue(host.reduceMotionChanged(false, at: at(5.7)), [])
    expectValue(host.pause(at: at(5.8)), [.stage, .proxy])
    expectValue(host.pause(at: at(5.9)), [])
  }

  // MARK: Selection feedback

  /// The haptic plays for the user's own moves only.
  @Test func onlyTheUsersMovesCountForTheSelectionFeedback() {
    var host = host(["a", "b", "c"])
    host.userSelected(index: 2, cause: .indicator, at: at(0.1))
    #expect(host.userSelectionChanges == 1)
    host.userSelected(index: 2, cause: .tap, at: at(0.2))  // already there
    #expect(host.userSelectionChanges == 1)
    // At the end.
    expectValue(host.userStepped(.next, cause: .keyboard, at: at(0.3)).contains(.selection), false)
    expectValue(
      host.userStepped(.previous, cause: .accessibility, at: at(0.4)).contains(.selection), true)
    #expect(host.userSelectionChanges == 2)
    expectValue(host.userStepped(nil, cause: .keyboard, at: at(0.5)), [])
    host.select("a", animated: true, at: at(0.6))
    host.step(.next, at: at(0.7))
    host.tick(at: at(3.7))
    #expect(host.engine.selectedID == "c")
    #expect(host.userSelectionChanges == 2)
    host.touchLanded(at: at(4))
    host.dragChanged(drag(-0.1), at: at(4.1))
    host.dragEnded(drag(-0.7), at: at(4.2))
    #expect(host.engine.selectedID == "b")
    #expect(host.userSelectionChanges == 3)
    host.userSelected(index: 2, cause: .tap, at: at(6))  // a tap on a neighbor
    #expect(host.engine.selectedID == "c")
    #expect(host.userSelectionChanges == 4)
  }

  // MARK: Swipes disabled

  /// `scrollDisabled(true)`: a drag in progress is cancelled, later fingers only hold autoplay,
  /// and taps and autoplay still move the carousel.
  @Test func disabledSwipesCancelTheDragAndLeaveTapsAndAutoplayWorking() {
    var host = host()
    host.touchLanded(at: at(1))
    host.dragChanged(drag(0.04), at: at(1.1))
    host.dragChanged(drag(0.3), at: at(1.2))
    #expect(host.engine.isDragging)
    host.swipesChanged(allowed: false, at: at(1.3))
    #expect(host.engine.isDragging == false)
    expectValue(host.swipesChanged(allowed: false, at: at(1.4)), [])
    #expect(host.beginsPageDrag(velocityX: -500, velocityY: 0) == false)
    host.touchLanded(at: at(5))
    host.dragChanged(drag(0.9), at: at(5.1))
    #expect(host.engine.isDragging == false)
    #expect(host.engine.autoplaySuspensions == [.touching])
    host.dragEnded(drag(0.9), at: at(5.2))
    #expect(host.engine.selectedID == "a")
    host.userSelected(index: 3, cause: .indicator, at: at(5.3))
    #expect(host.engine.selectedID == "d")
    host.tick(at: at(8.3))
    #expect(host.engine.selectedID == "e")
    host.swipesChanged(allowed: true, at: at(9))
    #expect(host.beginsPageDrag(velocityX: -500, velocityY: 0))
  }

  // MARK: The app's items and selection

  /// A deep link set before the data loads: with no items nothing is written back, so the
  /// binding keeps the ID, and the first list shows it without animation.
  @Test func aSelectionSetBeforeTheItemsArriveIsShownWhenTheyDo() {
    var host = Host(at: at(0))
    host.configure(.testing(), at: at(0))
    host.itemsChanged([String](), selecting: "c", at: at(0))
    expectValue(host.bindingChanged(.id("c"), animated: true, at: at(0)), [])
    expectValue(host.binding, .id("c"))
    let changes = host.itemsChanged(["a", "b", "c"], selecting: "c", at: at(1))
    #expect(host.engine.selectedID == "c")
    #expect(host.engine.isMoving(at: at(1)) == false)
    #expect(!changes.contains(.binding))
    expectValue(host.binding, .id("c"))
    #expect(host.takeDiagnostics() == [])
  }

  /// Once items are shown, a selection naming a missing item keeps the current one; the
  /// binding is written back to it, and the mistake is reported.
  @Test func aSelectionNamingAMissingItemIsWrittenBackToTheCurrentOne() {
    var host = host(["a", "b", "c"])
    expectValue(host.binding, .id(nil))
    #expect(host.bindingChanged(.id("z"), animated: true, at: at(1)).contains(.binding))
    #expect(host.engine.selectedID == "a")
    expectValue(host.binding, .id("a"))
    expectValue(host.bindingChanged(.id("a"), animated: true, at: at(1)), [])
    #expect(host.takeDiagnostics() == [.selectionNotFound])
    #expect(!host.bindingChanged(.id("c"), animated: false, at: at(2)).contains(.binding))
    #expect(host.engine.position(at: at(2)) == CarouselPosition(page: 2))
  }

  /// IDs minted per update (`UUID()` in a computed list) replace every ID on each update:
  /// the second such update in a row is reported, once; one replacement is a normal reload.
  @Test func idsReplacedOnEveryUpdateAreReportedOnce() {
    var host = host(["a", "b"])
    host.itemsChanged(["c", "d"], selecting: nil, at: at(1))
    #expect(host.takeDiagnostics() == [])
    host.itemsChanged(["c", "d", "x"], selecting: nil, at: at(1.5))  // keeps some: a reload
    host.itemsChanged(["e", "f"], selecting: nil, at: at(2))
    #expect(host.takeDiagnostics() == [])
    host.itemsChanged(["g", "h"], selecting: nil, at: at(3))
    #expect(host.takeDiagnostics() == [.itemIDsReplacedOnEveryUpdate])
    host.itemsChanged(["i", "j"], selecting: nil, at: at(4))
    #expect(host.takeDiagnostics() == [])
    host.itemsChanged([String](), selecting: nil, at: at(5))
    host.itemsChanged(["k"], selecting: nil, at: at(6))
    host.itemsChanged(["l"], selecting: nil, at: at(7))
    #expect(host.takeDiagnostics() == [])
  }
}
