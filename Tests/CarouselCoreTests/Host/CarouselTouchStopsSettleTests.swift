import CarouselCore
import Testing

/// A finger that lands on a settling carousel stops it where it is, as UIKit's scroll views stop
/// on touch-down; lifting without dragging settles onto the nearest item (the default
/// half-page threshold); a drag from there goes on from where it stopped. Five items on a
/// paged carousel 300 points wide, its default spring critically damped with ω = 4π per second:
/// `1 − (1 + ωt)·e^(−ωt)` of the way at `t` seconds, 0.3577 at 0.1 s and 0.7154 at 0.2 s.
@Suite struct CarouselTouchStopsSettleTests {
  /// How far a step from "a" to "b" at 1 s is 0.1 s and 0.2 s later.
  static let at01 = 0.35773955646956457
  static let at02 = 0.7154156890859573

  private func host(autoplays: Bool = false) -> CarouselHost<String, ManualClock> {
    hostOnScreen(
      ["a", "b", "c", "d", "e"],
      configuration: .testing(autoplay: autoplays ? .seconds(3) : .off))
  }

  /// Whether `value` is `expected` within rounding.
  private func near(_ value: Double, _ expected: Double) -> Bool { abs(value - expected) < 1e-9 }

  @Test func aLandingDuringASettleStopsWhereItIs() {
    var host = host()
    host.step(.next, at: at(1))
    _ = host.takeEvents()
    host.touchLanded(at: at(1.1))
    expectValue(host.takeEvents(), [phaseChange(.settling, .tracking)])
    // Stopped: it stays there however long the finger rests, the selection unchanged.
    for seconds in [1.1, 1.5, 3.0, 100.0] {
      #expect(near(host.engine.position(at: at(seconds)).value, Self.at01), "\(seconds)")
      #expect(!host.engine.isMoving(at: at(seconds)))
    }
    #expect(host.engine.selectedIndex == 1)
    #expect(host.engine.motionEnd == nil)
  }

  /// Lifted at 0.36 of the way: "a" is nearer, and it settles back there; at 0.72, on to "b".
  @Test func theLiftSettlesToTheNearestItem() {
    var back = host()
    back.step(.next, at: at(1))
    back.touchLanded(at: at(1.1))
    _ = back.takeEvents()
    back.touchLifted(back.touch, at: at(2))
    expectValue(
      back.takeEvents(),
      [.selectionChanged(from: "b", to: "a", cause: .swipe), phaseChange(.tracking, .settling)])
    #expect(near(back.engine.position(at: at(2)).value, Self.at01))
    #expect(back.engine.position(at: at(5)).value == 0)
    #expect(!back.engine.isMoving(at: at(5)))

    var on = host()
    on.step(.next, at: at(1))
    on.touchLanded(at: at(1.2))
    _ = on.takeEvents()
    on.touchLifted(on.touch, at: at(2))
    expectValue(on.takeEvents(), [phaseChange(.tracking, .settling)])
    #expect(on.engine.position(at: at(5)).value == 1)
    #expect(on.engine.selectedIndex == 1)
  }

  /// A touch the system cancels (an alert), or the carousel leaving the screen, settles the
  /// stopped carousel onto the selected item, as a cancelled page drag settles back: a
  /// cancellation never changes the selection.
  @Test func aCancelledTouchSettlesOntoTheSelectedItem() {
    var host = host()
    host.step(.next, at: at(1))
    host.touchLanded(at: at(1.1))
    _ = host.takeEvents()
    host.touchLifted(host.touch, cancelled: true, at: at(2))
    expectValue(host.takeEvents(), [phaseChange(.tracking, .settling)])
    #expect(host.engine.position(at: at(5)).value == 1)
    #expect(host.engine.selectedIndex == 1)
    var gone = self.host()
    gone.step(.next, at: at(1))
    gone.touchLanded(at: at(1.1))
    gone.disappeared(at: at(2))
    #expect(gone.engine.selectedIndex == 1)
    #expect(!gone.engine.isTouched)
  }

  @Test func aLandingAtRestChangesNothing() {
    var host = host()
    host.touchLanded(at: at(1))
    expectValue(host.takeEvents(), [phaseChange(.idle, .tracking)])
    #expect(host.engine.position(at: at(1)) == CarouselPosition(page: 0))
    #expect(host.engine.selectedIndex == 0)
    host.touchLifted(host.touch, at: at(2))
    expectValue(host.takeEvents(), [phaseChange(.tracking, .idle)])
    #expect(!host.engine.isMoving(at: at(2)))
    #expect(host.engine.position(at: at(2)) == CarouselPosition(page: 0))
  }

  /// A finger that lands on a still carousel and lifts changes nothing, in every style, on every
  /// item, a row of three a screen paging by items or by screenfuls, centered or leading,
  /// finite or looping: nothing moves, and the selection stays.
  @Test func aLandingAtRestChangesNothingAnywhere() {
    for name in CarouselStyleName.allCases {
      for step in [AnyCarouselTargetBehavior.item, .screenful] {
        for alignment in [CarouselAlignment.center, .leading] {
          for looping in [false, true] {
            for selection in 0..<8 {
              var configuration = CarouselConfiguration(
                style: name.style, isLooping: looping, viewportWidth: 390, viewportHeight: 200,
                alignment: alignment, mainItemLength: .count(3))
              configuration.targetBehavior = step
              var engine = Engine(count: 8, selection: selection, configuration: configuration)
              let before = engine.position(at: at(1))
              engine.dragChanged(.touchDown, at: at(1))
              engine.dragEnded(.touchDown, at: at(2))
              let label = "\(name) \(step) \(alignment) \(looping) \(selection)"
              #expect(!engine.isMoving(at: at(2)), "\(label)")
              #expect(engine.motionEnd == nil, "\(label)")
              #expect(engine.position(at: at(2)) == before, "\(label)")
              #expect(engine.selectedIndex == selection, "\(label)")
            }
          }
        }
      }
    }
  }

  /// A drag that starts from the stopped carousel takes it from there: 30 points left is a tenth
  /// of a page on.
  @Test func aDragFromThereGoesOnFromTheStoppedPosition() {
    var host = host()
    host.step(.next, at: at(1))
    host.touchLanded(at: at(1.1))
    _ = host.takeEvents()
    host.dragChanged(horizontalDrag(0), at: at(1.2))
    host.dragChanged(horizontalDrag(-40), at: at(1.3))
    host.dragChanged(horizontalDrag(-70), at: at(1.4))
    #expect(host.engine.isDragging)
    #expect(near(host.engine.position(at: at(1.4)).value, Self.at01 + 0.1))
    expectValue(host.takeEvents(), [phaseChange(.tracking, .dragging)])
  }

  /// Autoplay's advance is stopped the same way; nothing advances under the finger, and after the
  /// lift the full wait starts again from the lift (3 s), as after any touch.
  @Test func autoplaysMoveStopsTheSameWayAndAutoplayResumes() {
    var host = host(autoplays: true)
    host.tick(at: at(3))
    expectValue(
      host.takeEvents(),
      [
        .selectionChanged(from: "a", to: "b", cause: .autoplay),
        phaseChange(.autoplaying, .settling),
      ])
    host.touchLanded(at: at(3.2))
    expectValue(
      host.takeEvents(), [phaseChange(.settling, .tracking), .visibleItemsChanged(["b"])])
    #expect(near(host.engine.position(at: at(9)).value, Self.at02))
    #expect(host.engine.nextDeadline == nil)
    host.tick(at: at(9))
    expectValue(host.takeEvents(), [])
    host.touchLifted(host.touch, at: at(10))
    expectValue(host.takeEvents(), [phaseChange(.tracking, .settling)])
    #expect(host.engine.nextDeadline == at(13))
    host.motionEnded(at: at(12))
    expectValue(host.takeEvents(), [phaseChange(.settling, .autoplaying)])
    host.tick(at: at(13))
    expectValue(
      host.takeEvents(),
      [
        .selectionChanged(from: "b", to: "c", cause: .autoplay),
        phaseChange(.autoplaying, .settling),
      ])
  }

  /// A swipe's own settle is stopped too.
  @Test func aSwipesSettleIsStopped() {
    var host = host()
    host.dragChanged(horizontalDrag(0), at: at(1))
    host.dragChanged(horizontalDrag(-20), at: at(1.05))
    host.dragChanged(horizontalDrag(-200), at: at(1.1))
    host.dragEnded(horizontalDrag(-200), at: at(1.2))
    #expect(host.engine.selectedIndex == 1)
    let landing = host.engine.position(at: at(1.25))
    #expect(host.engine.isMoving(at: at(1.25)))
    host.touchLanded(at: at(1.25))
    #expect(!host.engine.isMoving(at: at(1.25)))
    #expect(host.engine.position(at: at(4)) == landing)
  }

  /// With swipes off the finger only holds autoplay: a settle goes on under it.
  @Test func withSwipesOffALandingLetsTheSettleGoOn() {
    var host = host()
    host.swipesChanged(allowed: false, at: at(0))
    host.step(.next, at: at(1))
    _ = host.takeEvents()
    host.touchLanded(at: at(1.1))
    expectValue(host.takeEvents(), [])
    #expect(near(host.engine.position(at: at(1.2)).value, Self.at02))
    #expect(host.engine.isMoving(at: at(1.2)))
  }

  /// Every built-in style, finite and looping, landed on at 20 times across a step's settle and
  /// lifted: it stays where it stopped until the lift, and the lift settles where a drag caught
  /// there and let go without moving settles (the release rule, this test's model: the same
  /// engine driven through a zero-length page drag).
  @Test func everyStyleStopsAndSettlesAsAStillRelease() {
    for name in CarouselStyleName.allCases {
      for looping in [false, true] {
        for step in 1...20 {
          let landing = 1 + Double(step) * 0.02
          var stopped = Engine(
            count: 5, selection: 2, configuration: .swiping(name.style, looping: looping))
          stopped.next(at: at(1))
          let position = stopped.position(at: at(landing))
          var model = stopped
          stopped.dragChanged(.touchDown, at: at(landing))
          #expect(stopped.position(at: at(landing + 5)) == position, "\(name) \(step)")
          #expect(!stopped.isMoving(at: at(landing + 5)))
          stopped.dragEnded(.touchDown, at: at(landing + 5))
          model.dragOnScreen(by: 0, at: landing)
          model.liftOnScreen(at: 0, seconds: landing)
          #expect(stopped.selectedIndex == model.selectedIndex, "\(name) \(looping) \(step)")
          #expect(
            stopped.position(at: at(landing + 20)) == model.position(at: at(landing + 20)),
            "\(name) \(looping) \(step)")
        }
      }
    }
  }
}
