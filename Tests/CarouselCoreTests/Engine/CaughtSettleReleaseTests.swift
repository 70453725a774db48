import CarouselCore
import Testing

/// Issue 21: a drag that catches a settling carousel is measured from the page the carousel is
/// heading to (the selected item's), not from the page it left. Five items rest on item 2, a
/// button sends them on to item 3 (or back to item 1), and a finger catches them on the way.
@Suite struct CaughtSettleReleaseTests {
  /// The reproduction: a ring settling from item 2 to item 3 with the default spring
  /// (critically damped, ω = 4π per second, so at `t` seconds it is `1 − (1 + ωt)·e^(−ωt)` of the
  /// way: 2.36 at 0.1 s, 2.56 at 0.15 s, 2.66 at 0.18 s), caught and let go where it is without
  /// speed: 0.34 to 0.64 slot back from item 3, past the ring's quarter-slot threshold, so it
  /// goes back to item 2. Measured from item 2 it would go on to item 3.
  @Test(arguments: [0.1, 0.15, 0.18])
  func aRingCaughtOnItsWayAndLetGoThereGoesBack(elapsed: Double) {
    for looping in [false, true] {
      var carousel = Engine(
        count: 5, selection: 2, configuration: .swiping(.ring, looping: looping))
      carousel.next(at: at(1))
      let caught = carousel.position(at: at(1 + elapsed)).value
      #expect(caught > 2.3 && caught < 2.7, "caught at \(caught)")
      carousel.dragOnScreen(by: 0, at: 1 + elapsed)
      carousel.liftOnScreen(at: 0, seconds: 1 + elapsed)
      #expect(carousel.selectedIndex == 2, "looping \(looping), caught at \(caught)")
    }
  }

  /// The styles and thresholds tried: the ring's own quarter slot, and thresholds other than a
  /// half configured on the paged and ring styles, each with its value in hundredths of a page.
  static let thresholds: [(CarouselStyleName, Int?, Int)] = [
    (.ring, nil, 25), (.paged, 20, 20), (.paged, 60, 60), (.ring, 75, 75),
  ]

  /// Caught on the way (0.13 of the way, 50 ms in) and moved to 0.30, 0.35, ..., 0.70 of the
  /// way, then let go without speed, forward and back, finite and looping. The model: the
  /// release is `100 − distance` hundredths back from the page it heads to, and goes back to
  /// item 2 exactly when that reaches the threshold; otherwise it stays on its way.
  @Test(arguments: thresholds)
  func aCaughtSettleIsMeasuredFromThePageItHeadsTo(
    name: CarouselStyleName, threshold: Int?, hundredths: Int
  ) {
    let drag = DragResolver(distanceThreshold: threshold.map { Double($0) / 100 })
    for looping in [false, true] {
      for direction in [1, -1] {
        for distance in stride(from: 30, through: 70, by: 5) {
          var carousel = Engine(
            count: 5, selection: 2,
            configuration: .swiping(name.style, looping: looping, drag: drag))
          if direction > 0 { carousel.next(at: at(1)) } else { carousel.previous(at: at(1)) }
          let heading = 2 + direction
          let caught = carousel.position(at: at(1.05)).offset(from: CarouselPosition(page: 2))
          #expect(caught * Double(direction) > 0.1 && caught * Double(direction) < 0.3)
          let goal = Double(direction * distance) / 100
          let points = carousel.screenPoints(
            forwardPages: goal - caught, pageLength: carousel.pageLength)
          carousel.dragOnScreen(by: points, at: 1.05)
          let released = carousel.position(at: at(1.05)).offset(from: CarouselPosition(page: 2))
          #expect(abs(released - goal) < 1e-12)
          carousel.liftOnScreen(at: points, seconds: 1.1)
          let expected = 100 - distance >= hundredths ? 2 : heading
          #expect(
            carousel.selectedIndex == expected,
            "\(name), threshold \(hundredths), looping \(looping), released at \(2 + goal)")
        }
      }
    }
  }
}
