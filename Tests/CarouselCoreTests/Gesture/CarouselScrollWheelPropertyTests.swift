import CarouselCore
import TestSupport
import Testing
import UpdateCycleDouble

private typealias Host = CarouselHost<Int, ManualClock>

/// Random scroll-wheel sequences against a five-item carousel on 300-point pages: trackpad
/// gestures (any number of moves, rests, an end, a cancellation or none, momentum with or
/// without its end, deltas non-finite now and then, the pointer over the carousel or not) and
/// mouse-wheel bursts, along or across either axis, in either layout direction. A failure
/// prints its seed; `CAROUSEL_PROPERTY_SEQUENCES=N` runs more (default 1,000 sequences of 12
/// gestures).
@Suite struct CarouselScrollWheelPropertyTests {
  @Test(.offThePool) func noGesturePagesMoreThanOneItemAndThePositionStaysFinite() {
    for sequence in 0..<propertySequenceCount(default: 1_000) {
      let seed = UInt64(sequence)
      if let failure = ScrollWheelRun(seed: seed).failure {
        Issue.record("seed \(seed): \(failure)")
        return
      }
    }
  }

  /// The runs are deterministic: the same seed fails or passes alike, on the same events.
  @Test func theSameSeedMakesTheSameGestures() {
    var first = SeededGenerator(seed: 7)
    var second = SeededGenerator(seed: 7)
    #expect(ScrollWheelRun.gesture(&first) == ScrollWheelRun.gesture(&second))
  }
}

/// One random run: its events and what it checks after each.
private struct ScrollWheelRun {
  let seed: UInt64

  /// The first broken rule, if any: a gesture that moved the selection more than one item from
  /// where it began, a position that is not finite, or a host call for an event not taken.
  var failure: String? {
    var random = SeededGenerator(seed: seed)
    let axis: CarouselAxis = random.below(2) == 0 ? .horizontal : .vertical
    let direction: CarouselLayoutDirection = random.below(2) == 0 ? .leftToRight : .rightToLeft
    var host = Host(at: at(0))
    host.configure(
      CarouselConfiguration(
        axis: axis, layoutDirection: direction, autoplay: .off, viewportWidth: 300,
        viewportHeight: 300),
      at: at(0))
    host.itemsChanged(Array(0..<5), selecting: nil, at: at(0))
    host.select(index: random.below(5), animated: false, at: at(0))
    host.appeared(at: at(0))
    var wheel = CarouselScrollWheel<ManualClock>()
    var seconds = 1.0
    for gestureIndex in 0..<12 {
      let start = host.engine.selectedIndex ?? 0
      for (step, timed) in Self.gesture(&random).enumerated() {
        seconds += timed.gap
        let outcome = wheel.scrolled(
          timed.event, along: axis, room: host.scrollRoom(at: at(seconds)), at: at(seconds),
          takes: host.takesScroll(deltaX:deltaY:))
        if let input = outcome.input {
          guard outcome.isTaken else { return "gesture \(gestureIndex) step \(step): call untaken" }
          host.scrollWheelInput(input, at: at(seconds))
        }
        let index = host.engine.selectedIndex ?? 0
        guard abs(index - start) <= 1 else {
          return "gesture \(gestureIndex) step \(step): from \(start) to \(index)"
        }
        let position = host.engine.position(at: at(seconds))
        guard position.fraction.isFinite else {
          return "gesture \(gestureIndex) step \(step): position \(position)"
        }
      }
      // A pause longer than a mouse-wheel burst's gap.
      seconds += 0.25 + Double(random.below(1_000)) / 1_000
    }
    return nil
  }

  /// An event and the time since the one before, in seconds.
  struct Timed: Equatable {
    var event: CarouselScrollEvent
    var gap: Double
  }

  /// One gesture: a trackpad swipe with its momentum, or a mouse wheel's burst.
  static func gesture(_ random: inout SeededGenerator) -> [Timed] {
    let isOver = random.below(10) != 0
    func delta() -> Double {
      switch random.below(20) {
      case 0: return [.nan, .infinity, -.infinity, 1e300][random.below(4)]
      case 1: return 0
      default: return Double(random.below(241)) - 120
      }
    }
    func event(_ phase: CarouselScrollEvent.Phase, momentum: CarouselScrollEvent.Phase = .none)
      -> Timed
    {
      Timed(
        event: CarouselScrollEvent(
          phase: phase, momentum: momentum, deltaX: delta(), deltaY: delta(),
          isOverCarousel: isOver),
        gap: Double(random.below(41)) / 1_000)
    }
    guard random.below(5) < 3 else {
      // A mouse wheel's burst: notches less than 0.25 s apart.
      return (0...random.below(10)).map { _ in
        var notch = event(.none)
        notch.gap = Double(random.below(240)) / 1_000
        return notch
      }
    }
    var events: [Timed] = []
    if random.below(3) == 0 { events.append(event(.mayBegin)) }
    events.append(event(.began))
    for _ in 0..<random.below(16) {
      events.append(event(random.below(8) == 0 ? .stationary : .changed))
    }
    switch random.below(7) {
    case 0: events.append(event(.cancelled))
    case 1: break
    default: events.append(event(.ended))
    }
    let momentum = random.below(31)
    for index in 0..<momentum {
      events.append(event(.none, momentum: index == 0 ? .began : .changed))
    }
    if momentum > 0, random.below(4) != 0 { events.append(event(.none, momentum: .ended)) }
    return events
  }
}
