import CarouselCore
import TestSupport
import Testing

/// The examples of the motion, callbacks, paging and gesture documentation (`Motion/`,
/// `Callbacks/`, `Paging/`, `Gesture/`), run.
@Suite struct MotionDocExampleTests {
  @Test func momentum() {
    let values = docValues {
      CarouselMomentum.distance(velocity: 1000)  // ~499.5: a 1000 pt/s release travels ~500 pt
    }
    #expect(abs((values[0] as? Double ?? 0) - 499.5) < 0.001)
  }

  @Test func motionCurve() {
    let values = docValues {
      // A linear move of 0.5 s, sampled every 1/120 s.
      let curve = CarouselMotionCurve(
        fractions: (0..<60).map { Double($0) / 60 }, interval: 1.0 / 120)
      curve?.duration  // 0.5
      curve?.fraction(at: 0.25)  // 0.5
    }
    #expect(values as? [Double?] == [0.5, 0.5])
  }

  @Test func springMotion() {
    let values = docValues {
      let motion = SpringMotion(
        from: CarouselPosition(page: 3, fraction: 0.6), toPage: 4, initialVelocity: 2.5,
        spring: .snappy)
      motion.position(atElapsed: 0)  // 3 + 0.6, as handed over
      motion.velocity(atElapsed: 0)  // 2.5 pages per second
      motion.position(atElapsed: motion.duration)  // exactly page 4
    }
    #expect(values[0] as? CarouselPosition == CarouselPosition(page: 3, fraction: 0.6))
    #expect(values[1] as? Double == 2.5)
    #expect(values[2] as? CarouselPosition == CarouselPosition(page: 4))
  }

  @Test func phase() {
    let values = docValues {
      CarouselPhase.dragging.isMoving  // true
      CarouselPhase.tracking.isMoving  // false: a finger rests on it
      CarouselPhase.autoplaying.isMoving  // false: it waits, still
    }
    #expect(values as? [Bool] == [true, false, false])
  }

  @Test func selectionCause() {
    let values = docValues {
      CarouselSelectionCause.swipe.isUser  // true
      CarouselSelectionCause.program.isUser  // false: the selection binding or a proxy
    }
    #expect(values as? [Bool] == [true, false])
  }

  @Test func position() {
    let values = docValues {
      let position = CarouselPosition(page: 7, fraction: 0.25)  // a quarter of the way from 7 to 8
      position.offset(from: CarouselPosition(page: 6))  // 1.25
    }
    #expect(values as? [Double] == [1.25])
  }

  @Test func pager() {
    let values = docValues {
      let pager = Pager(count: 5, isLooping: true)
      pager.itemIndex(forPage: -1)  // 4
      pager.page(after: 9)  // 10, which shows item 0
      pager.page(forItem: 0, from: 13)  // 15: two pages forward rather than three back
    }
    #expect(values[0] as? Int? == 4 || values[0] as? Int == 4)
    #expect(values[1] as? Int? == 10 || values[1] as? Int == 10)
    #expect(values[2] as? Int? == 15 || values[2] as? Int == 15)
  }

  @Test func scrollWheel() {
    let clock = ManualClock()
    let values = docValues {
      var wheel = CarouselScrollWheel<ManualClock>()
      let takes = { (x: Double, y: Double) in abs(y) < abs(x) }
      wheel.scrolled(
        .init(phase: .began, deltaX: -12), along: .horizontal, room: -300...300, at: clock.now,
        takes: takes)  // taken: dragChanged(translationX: -12)
    }
    let outcome = values[0] as? CarouselScrollWheel<ManualClock>.Outcome
    #expect(outcome?.isTaken == true)
    #expect(outcome?.input == .dragChanged(CarouselDrag(translationX: -12, translationY: 0)))
  }

  @Test func axisDecision() {
    let values = docValues {
      DragResolver().axisDecision(translationX: -30, translationY: 4, axis: .horizontal)  // .paging
    }
    #expect(values[0] as? DragAxisDecision == .paging)
  }

  @Test func dragResolver() {
    var drag = DragResolver()
    drag.allowsMultiPageFlicks = true  // a fast flick may travel several pages
    drag.rubberBandCoefficient = 0  // rigid ends
    // In a SwiftUI view: `.carouselDrag(drag)`
    #expect(drag == DragResolver(allowsMultiPageFlicks: true, rubberBandCoefficient: 0))
    #expect(drag != .standard)
  }

  @Test func navigationBackSwipe() {
    let values = docValues {
      let pager = Pager(count: 5, isLooping: false)
      NavigationBackSwipe.waitsForPageDrag(
        velocityX: 400, axis: .horizontal, layoutDirection: .leftToRight, pager: pager,
        restingPage: 0)  // false: the swipe goes back
      NavigationBackSwipe.waitsForPageDrag(
        velocityX: 400, axis: .horizontal, layoutDirection: .leftToRight, pager: pager,
        restingPage: 2)  // true: the swipe pages back
    }
    #expect(values as? [Bool] == [false, true])
  }

  @Test func nestedScrolling() {
    let values = docValues {
      NestedScrolling.innerScrollerKeepsDrag(velocity: -300, offset: 0, start: 0, end: 200)
      // true: the inner scroller can still move toward its end, the way the finger goes
      NestedScrolling.innerScrollerKeepsDrag(velocity: -300, offset: 200, start: 0, end: 200)
      // false: it is at its end, so the carousel pages
    }
    #expect(values as? [Bool] == [true, false])
  }
}
