import CarouselCore
import Testing

private typealias Host = CarouselHost<String, ManualClock>
private typealias Wheel = CarouselScrollWheel<ManualClock>

/// A carousel on 300-point pages (five items, "a" selected, on screen) fed scroll-wheel events
/// through the state machine, as the Mac view's monitor feeds them.
private struct WheelRig {
  var host: Host
  var wheel = Wheel()

  init(
    axis: CarouselAxis = .horizontal, layoutDirection: CarouselLayoutDirection = .leftToRight,
    selecting index: Int = 0, targetBehavior: AnyCarouselTargetBehavior = .item
  ) {
    host = Host(at: at(0))
    host.configure(
      CarouselConfiguration(
        axis: axis, layoutDirection: layoutDirection, autoplay: .off, viewportWidth: 300,
        viewportHeight: 300, targetBehavior: targetBehavior),
      at: at(0))
    host.itemsChanged(["a", "b", "c", "d", "e"], selecting: nil, at: at(0))
    host.select(index: index, animated: false, at: at(0))
    host.appeared(at: at(0))
  }

  /// Feeds `event` at `seconds`; the outcome, its host call made.
  @discardableResult
  mutating func scroll(_ event: CarouselScrollEvent, at seconds: Double) -> Wheel.Outcome {
    let host = host
    let outcome = wheel.scrolled(
      event, along: host.engine.configuration.layout.axis, room: host.scrollRoom(at: at(seconds)),
      at: at(seconds), takes: host.takesScroll(deltaX:deltaY:))
    if let input = outcome.input { self.host.scrollWheelInput(input, at: at(seconds)) }
    return outcome
  }

  var selected: String? { host.engine.selectedID }
}

/// A drag sample along x, as the machine sends it (its end projected from its speed).
private func dragX(_ translation: Double, velocity: Double = 0) -> CarouselDrag {
  CarouselDrag(translationX: translation, translationY: 0, velocityX: velocity, velocityY: 0)
    .projectingEndFromVelocity
}

@Suite struct CarouselScrollWheelTests {
  /// A two-finger swipe left of 150 points in 60 ms, then the momentum AppKit sends after the
  /// lift: the fingers drag, the lift releases toward the next page, and every momentum event is
  /// taken and calls nothing. One page.
  @Test func aTrackpadSwipeWithMomentumPagesExactlyOneItem() {
    var rig = WheelRig()
    #expect(
      rig.scroll(.init(phase: .began, deltaX: -10), at: 1.000) == .taken(.dragChanged(dragX(-10))))
    #expect(
      rig.scroll(.init(phase: .changed, deltaX: -40), at: 1.020)
        == .taken(.dragChanged(dragX(-50))))
    #expect(
      rig.scroll(.init(phase: .changed, deltaX: -100), at: 1.060)
        == .taken(.dragChanged(dragX(-150))))
    // 100 points in 40 ms: 2,500 points per second.
    #expect(
      rig.scroll(.init(phase: .ended), at: 1.070)
        == .taken(.dragEnded(dragX(-150, velocity: -2_500))))
    #expect(rig.selected == "b")
    #expect(rig.scroll(.init(momentum: .began, deltaX: -90), at: 1.080) == .consumed)
    for step in 1...40 {
      #expect(
        rig.scroll(.init(momentum: .changed, deltaX: -60), at: 1.080 + Double(step) / 100)
          == .consumed)
    }
    #expect(rig.scroll(.init(momentum: .ended), at: 1.500) == .consumed)
    #expect(rig.selected == "b")
    #expect(rig.host.engine.position(at: at(4)) == CarouselPosition(page: 1))
    // The next event after the momentum's end is a new gesture's.
    #expect(rig.scroll(.init(momentum: .changed, deltaX: -60), at: 1.6) == .passed)
  }

  /// However far the fingers go (3,000 points, ten pages), one gesture moves one page: the
  /// content stops just under a page from where it rests.
  @Test func aLongSwipeStillPagesOneItem() {
    var rig = WheelRig(selecting: 1)
    rig.scroll(.init(phase: .began, deltaX: -20), at: 1)
    for step in 1...30 {
      rig.scroll(.init(phase: .changed, deltaX: -100), at: 1 + Double(step) / 100)
    }
    #expect(rig.host.scrollRoom(at: at(1.3)).lowerBound == 0)
    let position = rig.host.engine.position(at: at(1.3))
    #expect(position.page == 1 && position.fraction > 0.998 && position.fraction < 1)
    #expect(rig.scroll(.init(phase: .changed, deltaX: -100), at: 1.31) == .consumed)
    rig.scroll(.init(phase: .ended), at: 1.32)
    #expect(rig.selected == "c")
  }

  /// A carousel that scrolls freely (`.free`) has all the room: the fingers scroll it past
  /// the next page, and the lift coasts on to the last page, selecting nothing.
  @Test func aFreelyScrollingCarouselScrollsAsFarAsTheFingersGo() {
    var rig = WheelRig(targetBehavior: .free)
    #expect(rig.host.scrollRoom(at: at(1)).lowerBound < -1e300)
    rig.scroll(.init(phase: .began, deltaX: -20), at: 1)
    for step in 1...10 {
      rig.scroll(.init(phase: .changed, deltaX: -100), at: 1 + Double(step) / 100)
    }
    #expect(rig.host.engine.position(at: at(1.1)).value > 3)
    rig.scroll(.init(phase: .ended), at: 1.105)
    #expect(rig.host.engine.position(at: at(11)) == CarouselPosition(page: 4))
    #expect(rig.selected == "a")
  }

  /// A swipe that catches the carousel settling toward "b" (just after a flick from "a") and
  /// swipes on pages no further than "c", and one that swipes back no further than "a": the
  /// room is counted from the page the carousel settles to.
  @Test(arguments: [(-100.0, "c"), (100.0, "a")])
  func aSwipeThatCatchesASettleMovesOnePageFromItsTarget(delta: Double, expected: String) {
    var rig = WheelRig()
    rig.scroll(.init(phase: .began, deltaX: -20), at: 1.0)
    rig.scroll(.init(phase: .changed, deltaX: -20), at: 1.01)
    rig.scroll(.init(phase: .ended), at: 1.02)
    #expect(rig.selected == "b")
    rig.scroll(.init(phase: .began, deltaX: delta), at: 1.1)
    for step in 1...30 {
      rig.scroll(.init(phase: .changed, deltaX: delta), at: 1.1 + Double(step) / 100)
    }
    rig.scroll(.init(phase: .ended), at: 1.41)
    #expect(rig.selected == expected)
  }

  /// A slow scroll of 60 points (a fifth of a page) whose fingers rest before they lift: the
  /// release has no speed and too little distance, and the carousel settles back.
  @Test func aSlowScrollBelowTheThresholdSettlesBack() {
    var rig = WheelRig()
    rig.scroll(.init(phase: .began, deltaX: -5), at: 1.0)
    for step in 1...11 {
      rig.scroll(.init(phase: .changed, deltaX: -5), at: 1.0 + Double(step) / 20)
    }
    #expect(
      rig.scroll(.init(phase: .ended), at: 1.65) == .taken(.dragEnded(dragX(-60, velocity: 0))))
    #expect(rig.selected == "a")
    #expect(rig.host.engine.position(at: at(5)) == CarouselPosition(page: 0))
  }

  /// A slow scroll whose fingers rest before they lift pages by distance. As for a finger, the
  /// content follows from the sample past the axis lock's slop (10 points) on: 12 points in
  /// small steps, then 30 points a step: 180 more (0.6 of a page) pages, 120 (0.4) settles back.
  @Test(arguments: [(6, -192.0, "b"), (4, -132.0, "a")])
  func aSlowScrollThatRestsPagesByDistance(steps: Int, translation: Double, expected: String) {
    var rig = WheelRig()
    rig.scroll(.init(phase: .began, deltaX: -4), at: 1.0)
    rig.scroll(.init(phase: .changed, deltaX: -4), at: 1.05)
    rig.scroll(.init(phase: .changed, deltaX: -4), at: 1.1)
    for step in 1...steps {
      rig.scroll(.init(phase: .changed, deltaX: -30), at: 1.1 + Double(step) / 20)
    }
    rig.scroll(.init(phase: .stationary), at: 1.45)
    #expect(
      rig.scroll(.init(phase: .ended), at: 1.6)
        == .taken(.dragEnded(dragX(translation, velocity: 0))))
    #expect(rig.selected == expected)
  }

  /// A short flick (36 points in 24 ms) with 200 momentum events of 80 points each: one page,
  /// the momentum ignored.
  @Test func aFlickPagesOneEvenWithLongMomentum() {
    var rig = WheelRig()
    rig.scroll(.init(phase: .began, deltaX: -12), at: 1.000)
    rig.scroll(.init(phase: .changed, deltaX: -12), at: 1.008)
    rig.scroll(.init(phase: .changed, deltaX: -12), at: 1.016)
    rig.scroll(.init(phase: .ended), at: 1.024)
    #expect(rig.selected == "b")
    for step in 0..<200 {
      let phase: CarouselScrollEvent.Phase = step == 0 ? .began : .changed
      #expect(
        rig.scroll(.init(momentum: phase, deltaX: -80), at: 1.03 + Double(step) / 100)
          == .consumed)
    }
    rig.scroll(.init(momentum: .ended), at: 3.1)
    #expect(rig.selected == "b")
  }

  /// The system cancels the gesture 250 points in: the carousel settles back.
  @Test func aCancelledGestureSettlesBack() {
    var rig = WheelRig()
    rig.scroll(.init(phase: .began, deltaX: -50), at: 1.0)
    rig.scroll(.init(phase: .changed, deltaX: -200), at: 1.02)
    #expect(rig.host.engine.isDragging)
    #expect(rig.scroll(.init(phase: .cancelled), at: 1.04) == .taken(.dragCancelled))
    #expect(rig.selected == "a")
    #expect(rig.host.engine.isTouched == false)
    #expect(rig.host.engine.position(at: at(5)) == CarouselPosition(page: 0))
  }

  /// A scroll mostly across a horizontal carousel (10 down, 4 across first) is left to what
  /// scrolls around it, to its end and through its momentum, even where it turns along the
  /// axis; the carousel is never touched.
  @Test func aScrollMostlyAcrossTheAxisIsNotTaken() {
    var rig = WheelRig()
    #expect(rig.scroll(.init(phase: .began, deltaX: -4, deltaY: -10), at: 1.0) == .passed)
    #expect(rig.scroll(.init(phase: .changed, deltaX: -200), at: 1.02) == .passed)
    #expect(rig.scroll(.init(phase: .ended), at: 1.03) == .passed)
    #expect(rig.scroll(.init(momentum: .began, deltaY: -50), at: 1.04) == .passed)
    #expect(rig.scroll(.init(momentum: .ended), at: 1.5) == .passed)
    #expect(rig.host.engine.isTouched == false)
    #expect(rig.selected == "a")
  }

  /// At exactly 45° (the axis lock's default ratio, 1) the scroll is left alone too.
  @Test func aScrollAtFortyFiveDegreesIsNotTaken() {
    var rig = WheelRig()
    #expect(rig.scroll(.init(phase: .began, deltaX: -10, deltaY: 10), at: 1.0) == .passed)
  }

  /// A gesture that begins with the pointer outside the carousel (or over a view in front of
  /// it) is not taken.
  @Test func aScrollNotOverTheCarouselIsNotTaken() {
    var rig = WheelRig()
    #expect(
      rig.scroll(.init(phase: .began, deltaX: -30, isOverCarousel: false), at: 1.0) == .passed)
    #expect(rig.scroll(.init(phase: .changed, deltaX: -200), at: 1.02) == .passed)
    #expect(rig.scroll(.init(deltaX: -3, isOverCarousel: false), at: 2) == .passed)
    #expect(rig.selected == "a")
  }

  /// The fingers' first events that do not move (resting fingers, a `began` with no delta) are
  /// left alone; the first that moves decides.
  @Test func theFirstMovementDecides() {
    var rig = WheelRig()
    #expect(rig.scroll(.init(phase: .mayBegin), at: 1.0) == .passed)
    #expect(rig.scroll(.init(phase: .began), at: 1.01) == .passed)
    #expect(
      rig.scroll(.init(phase: .changed, deltaX: -30, deltaY: 2), at: 1.02)
        == .taken(.dragChanged(dragX(-30))))
  }

  /// With swipes off (`scrollDisabled`), no scroll is taken.
  @Test func swipesOffTakeNoScroll() {
    var rig = WheelRig()
    rig.host.swipesChanged(allowed: false, at: at(0))
    #expect(rig.scroll(.init(phase: .began, deltaX: -30), at: 1.0) == .passed)
    #expect(rig.scroll(.init(deltaX: -1), at: 2.0) == .passed)
    #expect(rig.selected == "a")
  }

  /// A vertical carousel pages with vertical scrolls (content moving up is forward) and leaves
  /// horizontal ones.
  @Test func aVerticalCarouselPagesWithVerticalSwipes() {
    var rig = WheelRig(axis: .vertical)
    #expect(rig.scroll(.init(phase: .began, deltaX: -20, deltaY: -4), at: 1.0) == .passed)
    rig.scroll(.init(phase: .ended), at: 1.1)
    let up = CarouselDrag(translationX: 0, translationY: -30).projectingEndFromVelocity
    #expect(
      rig.scroll(.init(phase: .began, deltaX: 3, deltaY: -30), at: 2.0) == .taken(.dragChanged(up)))
    rig.scroll(.init(phase: .changed, deltaY: -60), at: 2.02)
    rig.scroll(.init(phase: .ended), at: 2.03)
    #expect(rig.selected == "b")
  }

  /// Right to left, content moving right is forward, as a finger's drag.
  @Test func rightToLeftSwipesAreMirrored() {
    var rig = WheelRig(layoutDirection: .rightToLeft)
    rig.scroll(.init(phase: .began, deltaX: 30), at: 1.0)
    rig.scroll(.init(phase: .changed, deltaX: 60), at: 1.02)
    rig.scroll(.init(phase: .ended), at: 1.03)
    #expect(rig.selected == "b")
  }

  /// A mouse wheel (no phases): the first notch of a burst pages one item, the notches that
  /// follow less than 0.25 s apart are taken and page nothing, and a notch after a pause of
  /// 0.25 s pages again. Wheel down (content up) is forward on a vertical carousel.
  @Test func mouseWheelNotchesPageOnePerBurst() {
    var rig = WheelRig(axis: .vertical)
    let down = CarouselDrag(translationX: 0, translationY: -1)
    #expect(rig.scroll(.init(deltaY: -1), at: 1.0) == .taken(.notch(down)))
    #expect(rig.selected == "b")
    for step in 1...8 {
      #expect(rig.scroll(.init(deltaY: -2), at: 1.0 + Double(step) * 0.2) == .consumed)
    }
    #expect(rig.selected == "b")
    #expect(rig.scroll(.init(deltaY: -1), at: 2.85) == .taken(.notch(down)))
    #expect(rig.selected == "c")
    #expect(
      rig.scroll(.init(deltaY: 1), at: 3.1)
        == .taken(.notch(CarouselDrag(translationX: 0, translationY: 1))))
    #expect(rig.selected == "b")
  }

  /// A plain vertical wheel over a horizontal carousel scrolls what is around it, for the whole
  /// burst; a horizontal wheel (shift, or a tilt wheel) pages it.
  @Test func aVerticalWheelOverAHorizontalCarouselIsNotTaken() {
    var rig = WheelRig()
    #expect(rig.scroll(.init(deltaY: -1), at: 1.0) == .passed)
    #expect(rig.scroll(.init(deltaX: -1), at: 1.1) == .passed)
    #expect(rig.selected == "a")
    #expect(
      rig.scroll(.init(deltaX: -1), at: 1.4)
        == .taken(.notch(CarouselDrag(translationX: -1, translationY: 0))))
    #expect(rig.selected == "b")
  }

  /// A wheel at the last item leaves the carousel there (it is still taken: the burst is the
  /// carousel's).
  @Test func aWheelAtTheEndStays() {
    var rig = WheelRig(selecting: 4)
    #expect(
      rig.scroll(.init(deltaX: -1), at: 1.0)
        == .taken(.notch(CarouselDrag(translationX: -1, translationY: 0))))
    #expect(rig.selected == "e")
  }

  /// A zero notch changes nothing, and is not taken.
  @Test func aNotchThatMovesNothingChangesNothing() {
    var rig = WheelRig()
    #expect(rig.scroll(.init(), at: 1.0) == .passed)
    #expect(rig.scroll(.init(deltaX: -1), at: 1.05) == .taken(.notch(dragX(-1).unprojected)))
  }

  /// Non-finite deltas count as 0; the machine and the carousel stay well.
  @Test func nonFiniteDeltasCountAsZero() {
    let event = CarouselScrollEvent(phase: .changed, deltaX: .nan, deltaY: -.infinity)
    #expect(event == CarouselScrollEvent(phase: .changed))
    var rig = WheelRig()
    rig.scroll(.init(phase: .began, deltaX: -40), at: 1.0)
    #expect(
      rig.scroll(.init(phase: .changed, deltaX: .infinity), at: 1.01) == .consumed)
    #expect(rig.host.engine.position(at: at(1.01)).fraction.isFinite)
  }

  /// NaN, infinite and huge deltas, page sizes, rooms and instants in any order never trap.
  @Test(.timeLimit(.minutes(2))) func hostileEventsNeverTrap() async {
    await #expect(processExitsWith: .success) {
      let deltas: [Double] = [
        .nan, .infinity, -.infinity, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
        .leastNonzeroMagnitude, 0, -1, 1e300,
      ]
      let sizes: [Double] = [.nan, .infinity, 0, -5, .greatestFiniteMagnitude, 300]
      let rooms: [ClosedRange<Double>?] = [nil, 0...0, -.infinity ... .infinity]
      var wheel = CarouselScrollWheel<ManualClock>()
      var host = CarouselHost<Int, ManualClock>(at: at(0))
      host.itemsChanged(Array(0..<3), selecting: nil, at: at(0))
      var seconds = 0.0
      for size in sizes {
        host.configure(
          CarouselConfiguration(viewportWidth: size, viewportHeight: size), at: at(seconds))
        for phase in CarouselScrollEvent.Phase.allCases {
          for momentum in CarouselScrollEvent.Phase.allCases {
            for delta in deltas {
              for room in rooms {
                seconds += [0, 0.001, 1][Int(seconds * 1000) % 3]
                let outcome = wheel.scrolled(
                  .init(phase: phase, momentum: momentum, deltaX: delta, deltaY: -delta),
                  along: .horizontal, room: room ?? host.scrollRoom(at: at(seconds)),
                  at: at(seconds), takes: host.takesScroll(deltaX:deltaY:))
                if let input = outcome.input { host.scrollWheelInput(input, at: at(seconds)) }
                precondition(host.engine.position(at: at(seconds)).fraction.isFinite)
              }
            }
          }
        }
      }
    }
  }
}

extension CarouselDrag {
  /// The sample with its predicted end where it is.
  fileprivate var unprojected: CarouselDrag {
    CarouselDrag(
      translationX: translationX, translationY: translationY, velocityX: velocityX,
      velocityY: velocityY)
  }
}
