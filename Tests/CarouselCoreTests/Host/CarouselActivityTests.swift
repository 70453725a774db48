import CarouselCore
import Testing

private typealias Host = CarouselHost<String, ManualClock>
private typealias Event = CarouselHostEvent<String>

/// A host over five items on 300-point pages, with 3 s autoplay, on screen at 0 s, with the
/// events of its setting up taken.
private func host(
  _ ids: [String] = ["a", "b", "c", "d", "e"], drag: DragResolver = .standard,
  configure: (inout CarouselConfiguration) -> Void = { _ in }
) -> Host {
  var configuration = CarouselConfiguration.testing(autoplay: .seconds(3))
  configuration.drag = drag
  configure(&configuration)
  return hostOnScreen(ids, configuration: configuration)
}

/// What the app's callbacks hear, event by event: the order of the callbacks for the moves an
/// app cares about, each cause, and the items in view.
@Suite struct CarouselActivityTests {
  /// The first list, on screen: the first item is selected by the data, and is in view.
  @Test func aFirstListIsADataChangeAndShowsItsFirstItem() {
    var host = Host(at: at(0))
    host.configure(.testing(autoplay: .seconds(3)), at: at(0))
    host.itemsChanged(["a", "b"], selecting: nil, at: at(0))
    expectValue(host.takeEvents(), [.selectionChanged(from: nil, to: "a", cause: .dataChange)])
    host.appeared(at: at(0))
    expectValue(host.takeEvents(), [phaseChange(.idle, .autoplaying), .visibleItemsChanged(["a"])])
    expectValue(host.takeEvents(), [])
  }

  /// A finger lands (the carousel tracks it; autoplay holds), drags a page forward and lets go: the selection changes
  /// at the release, by a swipe, then the carousel settles at the finger's speed (800 points a
  /// second toward the next item), then it rests on the new item and autoplay waits again.
  @Test func aSwipeThatPages() {
    var host = host()
    host.touchLanded(at: at(1))
    expectValue(host.takeEvents(), [phaseChange(.autoplaying, .tracking)])
    host.dragChanged(horizontalDrag(-20, velocity: -600), at: at(1.05))
    expectValue(host.takeEvents(), [phaseChange(.tracking, .dragging, 600)])
    host.dragChanged(horizontalDrag(-200, velocity: -800), at: at(1.2))
    expectValue(host.takeEvents(), [])
    host.dragEnded(horizontalDrag(-200, velocity: -800), at: at(1.25))
    expectValue(
      host.takeEvents(),
      [
        .selectionChanged(from: "a", to: "b", cause: .swipe),
        phaseChange(.dragging, .settling, 800),
      ])
    host.motionEnded(at: at(3))
    expectValue(
      host.takeEvents(), [phaseChange(.settling, .autoplaying), .visibleItemsChanged(["b"])])
  }

  /// The same swipe released by the lift of the touch watcher, before the pan's end.
  @Test func aSwipeReleasedByTheLiftIsASwipeToo() {
    var host = host()
    host.touchLanded(at: at(1))
    host.dragChanged(horizontalDrag(-20), at: at(1.05))
    host.dragChanged(horizontalDrag(-200, velocity: -800), at: at(1.2))
    _ = host.takeEvents()
    host.touchLifted(host.touch, at: at(1.25))
    let events = host.takeEvents()
    expectValue(events.first, .selectionChanged(from: "a", to: "b", cause: .swipe))
    host.dragEnded(horizontalDrag(-200, velocity: -800), at: at(1.25))
    expectValue(host.takeEvents(), [])
  }

  /// A drag the system cancels, or one let go short of halfway: no selection change, a settle
  /// back and rest.
  @Test(arguments: [false, true])
  func aDragThatSettlesBackChangesNoSelection(cancelled: Bool) {
    var host = host()
    host.dragChanged(horizontalDrag(-20), at: at(1))
    host.dragChanged(horizontalDrag(-60), at: at(1.1))
    _ = host.takeEvents()
    if cancelled {
      host.dragCancelled(at: at(1.2))
    } else {
      host.dragEnded(horizontalDrag(-60), at: at(1.2))
    }
    expectValue(host.takeEvents(), [phaseChange(.dragging, .settling)])
    host.motionEnded(at: at(3))
    // The items in view were "a" before and are "a" again: nothing to report.
    expectValue(host.takeEvents(), [phaseChange(.settling, .autoplaying)])
  }

  /// A flick over three pages is one change of selection, from the first item to the last.
  @Test func aFlickOverThreePagesIsOneChange() {
    var host = host(drag: DragResolver(allowsMultiPageFlicks: true))
    host.dragChanged(horizontalDrag(-20), at: at(1))
    host.dragChanged(horizontalDrag(-300, velocity: -3_000), at: at(1.1))
    _ = host.takeEvents()
    host.dragEnded(
      CarouselDrag(
        translationX: -300, translationY: 0, velocityX: -3_000, velocityY: 0,
        predictedEndTranslationX: -900, predictedEndTranslationY: 0), at: at(1.15))
    let events = host.takeEvents()
    expectValue(events.first, .selectionChanged(from: "a", to: "d", cause: .swipe))
    expectValue(events.count, 2)
    host.motionEnded(at: at(4))
    expectValue(
      host.takeEvents(), [phaseChange(.settling, .autoplaying), .visibleItemsChanged(["d"])])
  }

  /// Autoplay advances: the selection first, by autoplay, then the settle, then the rest.
  @Test func anAutoplayAdvance() {
    var host = host()
    host.tick(at: at(3))
    let events = host.takeEvents()
    expectValue(events.first, .selectionChanged(from: "a", to: "b", cause: .autoplay))
    guard case .phaseChanged(.autoplaying, .settling, let context)? = events.last,
      events.count == 2
    else {
      Issue.record("events \(events)")
      return
    }
    #expect(context.velocity == 0)  // the spring starts from rest
    host.motionEnded(at: at(5))
    expectValue(
      host.takeEvents(), [phaseChange(.settling, .autoplaying), .visibleItemsChanged(["b"])])
  }

  /// The selected item removed: the selection moves to its survivor by the data, at once (the
  /// carousel does not animate an edit), and the item in view is the survivor.
  @Test func aDataChangeThatMovesTheSelection() {
    var host = host()
    host.userSelected(index: 1, cause: .indicator, at: at(1))
    host.motionEnded(at: at(2))
    _ = host.takeEvents()
    host.itemsChanged(["a", "c", "d"], selecting: nil, at: at(2.5))
    expectValue(
      host.takeEvents(),
      [.selectionChanged(from: "b", to: "c", cause: .dataChange), .visibleItemsChanged(["c"])])
  }

  /// Each input that moves the carousel, and the cause it is reported with.
  @Test func everyInputReportsItsCause() {
    func cause(_ move: (inout Host) -> Void) -> CarouselSelectionCause? {
      var host = host()
      move(&host)
      return host.takeEvents().lazy.compactMap { event -> CarouselSelectionCause? in
        guard case .selectionChanged(_, _, let cause) = event else { return nil }
        return cause
      }.first
    }
    for given in [CarouselSelectionCause.tap, .indicator, .accessibility] {
      expectValue(cause { $0.userSelected(index: 2, cause: given, at: at(1)) }, given)
    }
    for given in [CarouselSelectionCause.keyboard, .crown, .accessibility] {
      expectValue(cause { $0.userStepped(.next, cause: given, at: at(1)) }, given)
    }
    expectValue(cause { $0.step(.next, at: at(1)) }, .program)
    expectValue(cause { $0.select("c", animated: true, at: at(1)) }, .program)
    expectValue(cause { $0.select(index: 3, animated: false, at: at(1)) }, .program)
    expectValue(cause { $0.bindingChanged(.id("c"), animated: true, at: at(1)) }, .program)
    expectValue(cause { $0.tick(at: at(3)) }, .autoplay)
    // The app changed the binding in the same update as its list: the app moved it.
    expectValue(
      cause { $0.itemsChanged(["a", "b", "c", "x"], selecting: "x", at: at(1)) }, .program)
    expectValue(cause { $0.itemsChanged(["b", "c"], selecting: nil, at: at(1)) }, .dataChange)
    expectValue(
      cause {
        $0.dragChanged(horizontalDrag(-20), at: at(1))
        $0.dragEnded(horizontalDrag(-200), at: at(1.1))
      }, .swipe)
  }

  /// The items at least half in view: the focused one alone on full pages; its neighbors too
  /// when items are a third of the viewport; none off screen, and the same again once back.
  @Test func theItemsInView() {
    var host = host { $0.layout.itemMainLength = 100 }
    _ = host.takeEvents()
    host.appeared(at: at(0))
    host.disappeared(at: at(0))
    host.disappeared(at: at(0))
    expectValue(host.takeEvents(), [phaseChange(.autoplaying, .idle), .visibleItemsChanged([])])
    host.appeared(at: at(1))
    expectValue(
      host.takeEvents(), [phaseChange(.idle, .autoplaying), .visibleItemsChanged(["a", "b"])])
    host.select(index: 2, animated: false, at: at(1))
    let events = host.takeEvents()
    expectValue(events.last, .visibleItemsChanged(["b", "c", "d"]))
    host.shownBoundsChanged(CarouselRect(x: 0, y: 400, width: 300, height: 800), at: at(2))
    expectValue(host.takeEvents().last, .visibleItemsChanged([]))
  }

  /// A looping carousel of two items whose neighbors show on both sides draws one of them
  /// twice: it is in view once.
  @Test func anItemDrawnTwiceIsInViewOnce() {
    var host = host(["a", "b"]) {
      $0.layout.isLooping = true
      $0.layout.itemMainLength = 100
    }
    host.disappeared(at: at(0))
    host.appeared(at: at(0))
    let events = host.takeEvents()
    expectValue(events.last, .visibleItemsChanged(["b", "a"]))
  }
}
