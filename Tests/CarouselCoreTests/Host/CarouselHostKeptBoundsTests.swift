import CarouselCore
import Testing

/// Bounds of a scroll view 800 points tall that end `height` points into the top of a 300 × 200
/// carousel.
private func shown(height: Double) -> CarouselRect {
  CarouselRect(x: 0, y: height - 800, width: 300, height: 800)
}

/// A host over three full-page items in a 300 × 200 viewport, on screen, the scroll view's
/// bounds ending `height` points into it, its events taken.
private func host(shownHeight height: Double, configuration: CarouselConfiguration = .testing())
  -> CarouselHost<String, ManualClock>
{
  var host = hostOnScreen(["a", "b", "c"], configuration: configuration)
  host.shownBoundsChanged(shown(height: height), at: at(0))
  _ = host.takeEvents()
  return host
}

/// Whether `host` keeps `bounds` without an event (outside `#expect`, which takes no `inout`).
private func keep(
  _ host: inout CarouselHost<String, ManualClock>, _ bounds: CarouselRect?,
  at now: ManualClock.Instant
) -> Bool {
  host.keepShownBounds(bounds, at: now)
}

/// What the host keeps of a scroll without an event, and what it does not.
@Suite struct CarouselHostKeptBoundsTests {
  /// A carousel wholly in view scrolled a few points at a time, then partly out while "a" stays
  /// in view by half: every frame is kept, with nothing to tell. The frame that leaves "a" less
  /// than half in view is not kept; its event says so.
  @Test func aScrollIsKeptUntilAnItemCrossesTheThreshold() {
    var host = host(shownHeight: 400)
    let stage = host.stage
    for height in stride(from: 400.0, through: 100, by: -7) {
      #expect(keep(&host, shown(height: height), at: at(1)), "\(height)")
    }
    #expect(keep(&host, shown(height: 100), at: at(1)))
    expectValue(host.takeEvents(), [])
    #expect(host.stage == stage)
    #expect(!keep(&host, shown(height: 99), at: at(1)))
    host.shownBoundsChanged(shown(height: 99), at: at(1))
    expectValue(host.takeEvents(), [.visibleItemsChanged([])])
  }

  /// Going off screen or coming back is never kept: autoplay stops and starts with it.
  @Test func goingOnOrOffScreenIsAnEvent() {
    var host = host(shownHeight: 2, configuration: .testing(autoplay: .seconds(3)))
    #expect(host.engine.nextDeadline != nil)
    #expect(!keep(&host, shown(height: 0), at: at(1)))
    #expect(host.isOnScreen)
    host.shownBoundsChanged(shown(height: 0), at: at(1))
    #expect(!host.isOnScreen)
    #expect(host.engine.nextDeadline == nil)
    #expect(keep(&host, shown(height: -50), at: at(1)))
    #expect(!keep(&host, nil, at: at(1)))
  }

  /// While a settle moves the carousel, and it reports nothing as it moves, the bounds are kept
  /// whatever they show; the end of the motion reports the items in view in the bounds kept.
  @Test func aMotionsEndReportsInTheBoundsKept() {
    var host = host(shownHeight: 50)
    host.select(index: 1, animated: true, at: at(1))
    _ = host.takeEvents()
    #expect(keep(&host, shown(height: 150), at: at(1.1)))
    host.motionEnded(at: at(3))
    #expect(host.takeEvents().last == .visibleItemsChanged(["b"]))
  }

  /// A row of 100-point items that reports while it moves: during a drag, a scroll that takes
  /// the first item in view out of it is not kept.
  @Test func aRowReportingWhileMovingIsToldOfACrossingDuringADrag() {
    var configuration = CarouselConfiguration.testing()
    configuration.layout.itemMainLength = 100
    configuration.layout.spacing = 0
    configuration.reportsVisibleItemsWhileMoving = true
    var host = host(shownHeight: 400, configuration: configuration)
    host.touchLanded(at: at(1))
    host.dragChanged(horizontalDrag(-20), at: at(1.1))
    _ = host.takeEvents()
    let across = CarouselRect(x: 160, y: -300, width: 300, height: 800)
    #expect(keep(&host, CarouselRect(x: 5, y: -300, width: 300, height: 800), at: at(1.2)))
    #expect(!keep(&host, across, at: at(1.2)))
    host.shownBoundsChanged(across, at: at(1.2))
    #expect(
      host.takeEvents().contains { if case .visibleItemsChanged = $0 { true } else { false } })
  }
}
