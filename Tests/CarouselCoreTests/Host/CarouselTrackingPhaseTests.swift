import CarouselCore
import Testing

/// A finger on the carousel that does not drag it is ``CarouselPhase/tracking``, as a scroll
/// view's `ScrollPhase.tracking`, with autoplay or without: when it lands on a still carousel,
/// when a settle ends under it, when it lands during a settle (which it stops), and while it
/// moves across the axis; its lift gives the phase the carousel had without it (settling when
/// it lifts from a carousel it stopped).
@Suite struct CarouselTrackingPhaseTests {
  /// A host over five items, still on screen, autoplaying every 3 seconds or not.
  private func host(autoplays: Bool) -> CarouselHost<String, ManualClock> {
    hostOnScreen(
      ["a", "b", "c", "d", "e"],
      configuration: .testing(autoplay: autoplays ? .seconds(3) : .off))
  }

  /// The phase without a finger, for a still carousel.
  private func still(autoplays: Bool) -> CarouselPhase { autoplays ? .autoplaying : .idle }

  @Test(arguments: [false, true]) func aFingerThatRestsIsTracked(autoplays: Bool) {
    var host = host(autoplays: autoplays)
    host.touchLanded(at: at(1))
    expectValue(host.takeEvents(), [phaseChange(still(autoplays: autoplays), .tracking)])
    // Resting there, nothing advances and nothing changes.
    host.tick(at: at(10))
    expectValue(host.takeEvents(), [])
    host.touchLifted(host.touch, at: at(10.5))
    expectValue(host.takeEvents(), [phaseChange(.tracking, still(autoplays: autoplays))])
  }

  @Test(arguments: [false, true]) func aDragAcrossTheAxisIsStillTracking(autoplays: Bool) {
    var host = host(autoplays: autoplays)
    host.touchLanded(at: at(1))
    _ = host.takeEvents()
    host.dragChanged(
      CarouselDrag(translationX: 2, translationY: 80, velocityX: 0, velocityY: 400), at: at(1.1))
    expectValue(host.takeEvents(), [])
    host.touchLifted(host.touch, at: at(1.2))
    expectValue(host.takeEvents(), [phaseChange(.tracking, still(autoplays: autoplays))])
  }

  /// A finger that rests while code moves the carousel: the move goes on under it
  /// (``CarouselPhase/settling``), and the phase is tracking again once it rests.
  @Test(arguments: [false, true]) func aSettleThatEndsUnderAFingerIsTracked(autoplays: Bool) {
    var host = host(autoplays: autoplays)
    host.touchLanded(at: at(1))
    expectValue(host.takeEvents(), [phaseChange(still(autoplays: autoplays), .tracking)])
    host.step(.next, at: at(1.05))
    expectValue(
      host.takeEvents(),
      [.selectionChanged(from: "a", to: "b", cause: .program), phaseChange(.tracking, .settling)])
    host.motionEnded(at: at(3))
    expectValue(
      host.takeEvents(), [phaseChange(.settling, .tracking), .visibleItemsChanged(["b"])])
    host.touchLifted(host.touch, at: at(3.5))
    expectValue(host.takeEvents(), [phaseChange(.tracking, still(autoplays: autoplays))])
  }

  /// A finger that lands while the carousel settles stops it (``CarouselTouchStopsSettleTests``):
  /// tracking at once, and settling again from its lift until it rests.
  @Test(arguments: [false, true]) func aLandingDuringASettleIsTracked(autoplays: Bool) {
    var host = host(autoplays: autoplays)
    host.step(.next, at: at(1))
    _ = host.takeEvents()
    // 0.715 of the way to "b" (the default spring, 0.2 s in): "b" is in view.
    host.touchLanded(at: at(1.2))
    expectValue(
      host.takeEvents(), [phaseChange(.settling, .tracking), .visibleItemsChanged(["b"])])
    host.touchLifted(host.touch, at: at(2))
    expectValue(host.takeEvents(), [phaseChange(.tracking, .settling)])
    host.motionEnded(at: at(4))
    expectValue(host.takeEvents(), [phaseChange(.settling, still(autoplays: autoplays))])
  }

  /// The phases that are still: only dragging and settling move.
  @Test func onlyDraggingAndSettlingMove() {
    #expect(CarouselPhase.allCases.filter(\.isMoving) == [.dragging, .settling])
    #expect(CarouselPhase.allCases == [.idle, .dragging, .settling, .autoplaying, .tracking])
  }
}
