import CarouselCore
import Testing

private typealias Host = CarouselHost<String, ManualClock>

/// A host over three full-page items in a 300 × 200 viewport, with 3 s autoplay, appeared at
/// 0 s below the fold of a scroll view: the scroll view's bounds, in the carousel's own
/// coordinates, end `shownHeight` points into it (0: none of it shows).
private func host(shownHeight: Double, threshold: Double = 0.5) -> Host {
  var host = Host(at: at(0))
  var configuration = CarouselConfiguration.testing(autoplay: .seconds(3))
  configuration.visibleItemsThreshold = threshold
  host.configure(configuration, at: at(0))
  host.itemsChanged(["a", "b", "c"], selecting: nil, at: at(0))
  host.shownBoundsChanged(shown(height: shownHeight), at: at(0))
  host.appeared(at: at(0))
  return host
}

/// Scroll view bounds 800 points tall that end `height` points into the carousel's top.
private func shown(height: Double) -> CarouselRect {
  CarouselRect(x: 0, y: height - 800, width: 300, height: 800)
}

/// What "on screen" and "in view" mean as a carousel crosses a scroll view's edge.
@Suite struct CarouselHostVisibilityTests {
  /// Below the fold: not on screen, so no autoplay and no items in view, until scrolled in.
  /// A sliver (2 of 200 points) puts it on screen (autoplay runs) but shows no item by half;
  /// half of it shows its item; leaving takes both away again.
  @Test func aCarouselBelowTheFoldComesIntoViewAsItIsScrolled() {
    var host = host(shownHeight: 0)
    #expect(!host.isOnScreen)
    #expect(host.engine.nextDeadline == nil)
    #expect(!host.takeEvents().contains(.visibleItemsChanged(["a"])))
    host.shownBoundsChanged(shown(height: 2), at: at(1))
    #expect(host.isOnScreen)
    #expect(host.engine.nextDeadline == at(4))
    expectValue(
      host.takeEvents(),
      [
        .phaseChanged(
          from: .idle, to: .autoplaying, context: CarouselPhaseChangeContext(velocity: 0))
      ])
    host.shownBoundsChanged(shown(height: 99), at: at(1.5))
    expectValue(host.takeEvents(), [])
    host.shownBoundsChanged(shown(height: 100), at: at(2))
    expectValue(host.takeEvents(), [.visibleItemsChanged(["a"])])
    host.shownBoundsChanged(shown(height: 200), at: at(2.5))
    expectValue(host.takeEvents(), [])
    host.shownBoundsChanged(shown(height: 0), at: at(3))
    #expect(host.engine.nextDeadline == nil)
    expectValue(
      host.takeEvents(),
      [
        .phaseChanged(
          from: .autoplaying, to: .idle, context: CarouselPhaseChangeContext(velocity: 0)),
        .visibleItemsChanged([]),
      ])
  }

  /// The same bounds again change nothing; no scroll view (nil) shows all of it.
  @Test func theSameBoundsChangeNothing() {
    var host = host(shownHeight: 100)
    _ = host.takeEvents()
    #expect(host.shownBoundsChanged(shown(height: 100), at: at(1)) == [])
    expectValue(host.takeEvents(), [])
    host.shownBoundsChanged(nil, at: at(1))
    #expect(host.isOnScreen)
    expectValue(host.takeEvents(), [])
  }

  /// A resize with the same bounds: half of a 200-point carousel shows its item; the same 100
  /// points of a 400-point one show a quarter of it, not enough.
  @Test func aResizeCanTakeAnItemOutOfView() {
    var host = host(shownHeight: 100)
    #expect(host.takeEvents().last == .visibleItemsChanged(["a"]))
    var taller = host.engine.configuration
    taller.layout.viewportHeight = 400
    host.configure(taller, at: at(1))
    expectValue(host.takeEvents(), [.visibleItemsChanged([])])
  }

  /// A rotation (300 × 200 to 200 × 300) under bounds that end 200 points down: all of it
  /// shows before, two thirds after, which a threshold of 0.8 does not count.
  @Test func aRotationCanTakeAnItemOutOfView() {
    var host = host(shownHeight: 200, threshold: 0.8)
    #expect(host.takeEvents().last == .visibleItemsChanged(["a"]))
    var rotated = host.engine.configuration
    (rotated.layout.viewportWidth, rotated.layout.viewportHeight) = (200, 300)
    host.configure(rotated, at: at(1))
    expectValue(host.takeEvents(), [.visibleItemsChanged([])])
    #expect(host.isOnScreen)
  }

  /// A threshold of 1 counts only an item wholly in view: a row of 100-point items, the first
  /// centered, with the scroll view's bounds starting at the viewport's middle, so that half of
  /// the first item and all of the second show.
  @Test(arguments: [(1.0, ["b"]), (0.6, ["b"]), (0.5, ["a", "b"]), (0.0, ["a", "b"])])
  func theThresholdDecides(threshold: Double, inView: [String]) {
    var host = host(shownHeight: 200, threshold: threshold)
    var row = host.engine.configuration
    row.layout.itemMainLength = 100
    row.layout.spacing = 0
    host.configure(row, at: at(0))
    host.shownBoundsChanged(CarouselRect(x: 150, y: -600, width: 800, height: 800), at: at(0))
    #expect(host.takeEvents().last == .visibleItemsChanged(inView))
  }
}

extension CarouselHostVisibilityTests {
  /// A row of 100-point items (three in the 300-point viewport, the first centered: "a" and
  /// "b" in view) that reports while moving, or not.
  private static func row(reportsWhileMoving: Bool) -> Host {
    var host = host(shownHeight: 200)
    var row = host.engine.configuration
    row.layout.itemMainLength = 100
    row.layout.spacing = 0
    row.reportsVisibleItemsWhileMoving = reportsWhileMoving
    host.itemsChanged(["a", "b", "c", "d", "e"], selecting: nil, at: at(0))
    host.configure(row, at: at(0))
    _ = host.takeEvents()
    return host
  }

  /// A finger drags the row toward the next items, 140 points past its first sample (where the
  /// drag anchors): "a" is then 60% in view and "c" wholly, "d" 40%. Reporting while moving,
  /// the app hears "c" come before the release; otherwise nothing until the row rests.
  @Test(arguments: [true, false]) func aDragReportsAsItMovesWhenAsked(reportsWhileMoving: Bool) {
    var host = Self.row(reportsWhileMoving: reportsWhileMoving)
    host.touchLanded(at: at(1))
    host.dragChanged(
      CarouselDrag(translationX: -20, translationY: 0, velocityX: -100, velocityY: 0), at: at(1.1))
    host.dragChanged(
      CarouselDrag(translationX: -160, translationY: 0, velocityX: -100, velocityY: 0), at: at(1.2))
    let heard = host.takeEvents().filter {
      if case .visibleItemsChanged = $0 { true } else { false }
    }
    expectValue(
      heard, reportsWhileMoving ? [.visibleItemsChanged(["a", "b", "c"])] : [])
  }

  /// While a settle from "a" (in view with "b") to "d" moves the row, its frames' key changes as
  /// items come into view, and the reports name each window of three it passes through; at
  /// rest, and without the option, the key is 0.
  @Test func aSettleReportsThroughItsFrames() {
    var host = Self.row(reportsWhileMoving: true)
    let configuration = host.engine.configuration
    #expect(host.movingItemsInViewKey(of: host.frame(at: at(1), configuredAs: configuration)) == 0)
    host.select(index: 3, animated: true, at: at(1))
    _ = host.takeEvents()
    var keys: [Int] = []
    var heard: [CarouselHostEvent<String>] = []
    var last = 0
    for frame in 1...60 {
      let now = at(1 + Double(frame) / 60)
      let key = host.movingItemsInViewKey(of: host.frame(at: now, configuredAs: configuration))
      if key != last {
        last = key
        keys.append(key)
        host.movingItemsInViewChanged(at: now)
        heard += host.takeEvents()
      }
    }
    expectValue(
      heard.filter { if case .visibleItemsChanged = $0 { true } else { false } },
      [
        .visibleItemsChanged(["a", "b", "c"]), .visibleItemsChanged(["b", "c", "d"]),
        .visibleItemsChanged(["c", "d", "e"]),
      ])
    #expect(keys.contains(0))
    var still = Self.row(reportsWhileMoving: false)
    still.select(index: 3, animated: true, at: at(1))
    #expect(
      still.movingItemsInViewKey(of: still.frame(at: at(1.2), configuredAs: configuration)) == 0)
  }
}
