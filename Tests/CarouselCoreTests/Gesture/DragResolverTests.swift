import CarouselCore
import Testing

/// One release of a drag and the page it must settle on.
struct ReleaseCase: Sendable, CustomTestStringConvertible {
  var name: String
  var count = 5
  var isLooping = false
  var allowsMultiPageFlicks = false
  var threshold: Double? = nil
  var start = 2
  var drag: Double
  var velocity: Double
  var predicted: Double = 0
  var expected: Int

  var testDescription: String { name }
}

private let releases: [ReleaseCase] = [
  ReleaseCase(name: "cancelled flick", drag: 0.8, velocity: -1, predicted: 0.3, expected: 2),
  ReleaseCase(name: "cancelled back flick", drag: -0.8, velocity: 1, predicted: -0.3, expected: 2),
  ReleaseCase(name: "decisive flick", drag: 0.1, velocity: 1, predicted: 0.4, expected: 3),
  ReleaseCase(name: "decisive back flick", drag: -0.1, velocity: -2, predicted: -0.6, expected: 1),
  ReleaseCase(name: "flick at the threshold", drag: 0.1, velocity: 0.5, expected: 3),
  ReleaseCase(name: "flick without drag", drag: 0, velocity: 3, expected: 3),
  ReleaseCase(name: "slow drag past half", drag: 0.6, velocity: 0.1, expected: 3),
  ReleaseCase(name: "slow back drag past half", drag: -0.7, velocity: -0.2, expected: 1),
  ReleaseCase(name: "drag of exactly half", drag: 0.5, velocity: 0, expected: 3),
  ReleaseCase(name: "slow backward release past half", drag: 0.9, velocity: -0.3, expected: 3),
  ReleaseCase(name: "short drag returns", drag: 0.3, velocity: 0.2, expected: 2),
  ReleaseCase(name: "short back drag returns", drag: -0.49, velocity: 0, expected: 2),
  ReleaseCase(name: "no motion", drag: 0, velocity: 0, expected: 2),
  ReleaseCase(
    name: "slow long drag lands under the finger", drag: 1.8, velocity: 0, predicted: 1.8,
    expected: 4),
  ReleaseCase(
    name: "slow long back drag lands under the finger", drag: -1.8, velocity: 0, predicted: -1.8,
    expected: 0),
  ReleaseCase(name: "slow drag of exactly two pages", drag: 2, velocity: 0.2, expected: 4),
  ReleaseCase(name: "slow back drag of exactly two pages", drag: -2, velocity: -0.2, expected: 0),
  ReleaseCase(name: "back drag of exactly half", drag: -0.5, velocity: 0, expected: 1),
  // Issue 13: the ring's quarter slot commits both ways; a high threshold holds both ways.
  ReleaseCase(name: "a quarter forward", threshold: 0.25, drag: 0.25, velocity: 0, expected: 3),
  ReleaseCase(name: "a quarter back", threshold: 0.25, drag: -0.25, velocity: 0, expected: 1),
  ReleaseCase(
    name: "0.3 back past a quarter", threshold: 0.25, drag: -0.3, velocity: 0, expected: 1),
  ReleaseCase(
    name: "0.3 back short of 0.75", threshold: 0.75, drag: -0.3, velocity: 0, expected: 2),
  ReleaseCase(name: "0.3 short of 0.75", threshold: 0.75, drag: 0.3, velocity: 0, expected: 2),
  ReleaseCase(
    name: "a billionth below the threshold counts as on it", threshold: 0.3, drag: -0.2999999999,
    velocity: 0, expected: 1),
  ReleaseCase(
    name: "a hundred-millionth below the threshold does not", threshold: 0.3, drag: -0.29999999,
    velocity: 0, expected: 2),
  ReleaseCase(
    name: "no drag with a zero threshold", threshold: 0, drag: 1e-10, velocity: 0, expected: 2),
  ReleaseCase(
    name: "any drag with a zero threshold", threshold: 0, drag: -0.001, velocity: 0, expected: 1),
  ReleaseCase(name: "flick past a page", drag: 1.2, velocity: 2, expected: 4),
  ReleaseCase(name: "back flick past a page", drag: -1.2, velocity: -2, expected: 0),
  ReleaseCase(name: "flick against a long drag", drag: 1.2, velocity: -2, expected: 3),
  ReleaseCase(name: "back flick against a long back drag", drag: -1.2, velocity: 2, expected: 1),
  ReleaseCase(
    name: "fast flick moves one page", drag: 0.4, velocity: 9, predicted: 4.2, expected: 3),
  ReleaseCase(name: "clamped at the last page", start: 4, drag: 0.8, velocity: 2, expected: 4),
  ReleaseCase(name: "clamped at the first page", start: 0, drag: -0.8, velocity: -2, expected: 0),
  ReleaseCase(name: "out-of-range start is clamped", start: 9, drag: 0, velocity: 0, expected: 4),
  ReleaseCase(
    name: "looping past the last page", isLooping: true, start: 4, drag: 0.8, velocity: 0,
    expected: 5),
  ReleaseCase(
    name: "looping before the first page", isLooping: true, start: 0, drag: -0.8, velocity: 0,
    expected: -1),
  ReleaseCase(
    name: "multi-page flick", isLooping: true, allowsMultiPageFlicks: true, drag: 0.4,
    velocity: 5, predicted: 3.4, expected: 5),
  ReleaseCase(
    name: "multi-page back flick", isLooping: true, allowsMultiPageFlicks: true, drag: -0.4,
    velocity: -5, predicted: -2.6, expected: -1),
  ReleaseCase(
    name: "multi-page moves at least one page", allowsMultiPageFlicks: true, drag: 0.1,
    velocity: 1, predicted: 0.2, expected: 3),
  ReleaseCase(
    name: "multi-page ignores a prediction against the move", allowsMultiPageFlicks: true,
    drag: 0.6, velocity: 0, predicted: -3, expected: 3),
  ReleaseCase(
    name: "multi-page keeps a cancelled flick", allowsMultiPageFlicks: true, drag: 0.8,
    velocity: -1, predicted: 3, expected: 2),
  ReleaseCase(
    name: "multi-page short drag returns", allowsMultiPageFlicks: true, drag: 0.2,
    velocity: 0.1, predicted: 0.3, expected: 2),
  ReleaseCase(
    name: "multi-page clamped at the last page", allowsMultiPageFlicks: true, drag: 0.5,
    velocity: 8, predicted: 10, expected: 4),
  ReleaseCase(
    name: "multi-page clamped at the first page", allowsMultiPageFlicks: true, drag: -0.5,
    velocity: -8, predicted: -10, expected: 0),
  ReleaseCase(
    name: "huge prediction", isLooping: true, allowsMultiPageFlicks: true, start: 0, drag: 0.5,
    velocity: 8, predicted: 1e300, expected: Int.max),
  ReleaseCase(
    name: "non-finite input", drag: .nan, velocity: .infinity, predicted: .nan, expected: 2),
  ReleaseCase(
    name: "no items keeps the start", count: 0, start: 7, drag: 0.9, velocity: 3, expected: 7),
  ReleaseCase(
    name: "one item", count: 1, isLooping: true, start: 0, drag: 0.9, velocity: 3, expected: 0),
  ReleaseCase(
    name: "looping forward at Int.max", isLooping: true, start: Int.max, drag: 0.2, velocity: 2,
    expected: 9_223_372_036_854_775_803),
]

@Suite struct DragResolverTests {
  @Test(arguments: releases)
  func targetPage(release: ReleaseCase) {
    let resolver = DragResolver(
      allowsMultiPageFlicks: release.allowsMultiPageFlicks, distanceThreshold: release.threshold)
    let pager = Pager(count: release.count, isLooping: release.isLooping)
    let target = resolver.targetPage(
      startPage: release.start, dragDelta: release.drag, velocity: release.velocity,
      predictedDelta: release.predicted, pager: pager)
    #expect(target == release.expected)
  }

  @Test func defaultsAreDocumented() {
    let resolver = DragResolver.standard
    #expect(resolver == DragResolver())
    #expect(resolver.allowsMultiPageFlicks == false)
    #expect(resolver.distanceThreshold == nil)  // the style's: half a page, a quarter slot
    #expect(resolver.flickVelocityThreshold == 0.5)
    #expect(resolver.rubberBandCoefficient == 0.55)
    #expect(resolver.axisLockSlop == 10)
    #expect(resolver.axisLockRatio == 1)
  }

  @Test func settingsOutsideTheirRangesAreClamped() {
    let pager = Pager(count: 5, isLooping: false)
    func target(_ resolver: DragResolver, drag: Double, velocity: Double) -> Int {
      resolver.targetPage(
        startPage: 2, dragDelta: drag, velocity: velocity, predictedDelta: 0, pager: pager)
    }
    // NaN means the default: half a page.
    #expect(target(DragResolver(distanceThreshold: .nan), drag: 0.49, velocity: 0) == 2)
    #expect(target(DragResolver(distanceThreshold: .nan), drag: 0.5, velocity: 0) == 3)
    // Above 1 is 1: a whole page always moves.
    #expect(target(DragResolver(distanceThreshold: 7), drag: 1, velocity: 0) == 3)
    // Below 0 is 0: any drag moves.
    #expect(target(DragResolver(distanceThreshold: -1), drag: 0.01, velocity: 0) == 3)
    // A negative flick speed is 0: any motion is a flick.
    #expect(target(DragResolver(flickVelocityThreshold: -1), drag: 0.01, velocity: 0.01) == 3)
    // An infinite flick speed turns flicks off.
    #expect(target(DragResolver(flickVelocityThreshold: .infinity), drag: 0.1, velocity: 50) == 2)
    #expect(target(DragResolver(flickVelocityThreshold: .nan), drag: 0.1, velocity: 0.4) == 2)
  }

  // MARK: Rubber band

  @Test func rubberBandResistsAndNeverGoesAPageBeyond() {
    let resolver = DragResolver()
    let pager = Pager(count: 5, isLooping: false)
    let onePast = resolver.rubberBanded(CarouselPosition(page: 5), pager: pager).value
    #expect(abs(onePast - 4.354_838_7) < 1e-6)  // 1 - 1 / 1.55
    let oneBefore = resolver.rubberBanded(CarouselPosition(page: -1), pager: pager).value
    #expect(abs(oneBefore + 0.354_838_7) < 1e-6)
    let justPast = resolver.rubberBanded(CarouselPosition(page: 4, fraction: 0.001), pager: pager)
    #expect(abs(justPast.offset(from: CarouselPosition(page: 4)) - 0.000_55) < 1e-6)
    #expect(resolver.rubberBanded(CarouselPosition(page: Int.max), pager: pager).value <= 5)
    #expect(resolver.rubberBanded(CarouselPosition(page: Int.min), pager: pager).value >= -1)
  }

  /// Issue 6, defect 5: `1 - 1 / (x c + 1)` rounds to 1 for x = 1e17; the resisted overshoot
  /// must stay below a whole page however far the finger goes.
  @Test(arguments: [1e16, 1e17, 1e30, 1e300, Double.greatestFiniteMagnitude])
  func rubberBandNeverReachesAWholePageEvenForAbsurdDrags(pages: Double) {
    let resolver = DragResolver()
    let pager = Pager(count: 5, isLooping: false)
    let past = resolver.rubberBanded(CarouselPosition(page: 4).moved(by: pages), pager: pager)
    #expect(past.page == 4)
    #expect(past.fraction < 1)
    let before = resolver.rubberBanded(CarouselPosition(page: 0).moved(by: -pages), pager: pager)
    #expect(before.page == -1)
    #expect(before.fraction > 0)
  }

  /// Mirrored releases land mirrored, from positions as the engine makes them (a position behind
  /// its page is stored as the page before plus a fraction, which rounds): every drag in
  /// hundredths from -3 to 3 pages, speeds in halves of a page per second from -3 to 3, a
  /// prediction as a finger gives one and one exactly halfway, with and without multi-page
  /// flicks, on a loop (no end stops either).
  @Test(arguments: [nil, 0, 0.25, 0.3, 0.5, 0.75, 1] as [Double?])
  func mirroredReleasesLandMirrored(threshold: Double?) {
    let pager = Pager(count: 1_000, isLooping: true)
    let start = CarouselPosition(page: 500)
    for multiPage in [false, true] {
      let resolver = DragResolver(allowsMultiPageFlicks: multiPage, distanceThreshold: threshold)
      func target(_ drag: Double, _ velocity: Double, _ predicted: Double) -> Int {
        resolver.targetPage(
          from: 500, releasedAt: start.moved(by: drag), velocity: velocity,
          predictedEnd: start.moved(by: predicted), pager: pager) - 500
      }
      for hundredths in -300...300 {
        let drag = Double(hundredths) / 100
        for halves in -6...6 {
          let velocity = Double(halves) / 2
          for predicted in [drag + velocity * 0.2, 2.5] {
            let forward = target(drag, velocity, predicted)
            let back = target(-drag, -velocity, -predicted)
            #expect(forward == -back, "\(drag), \(velocity), \(predicted): \(forward), \(back)")
          }
        }
      }
    }
  }

  /// Every setting tells resolvers apart; NaN equals NaN, and no threshold equals a NaN one
  /// (both mean the default), with equal hashes.
  @Test func equalityComparesEverySettingAndTakesNaNAsTheSame() {
    let variants = [
      DragResolver(), DragResolver(allowsMultiPageFlicks: true),
      DragResolver(distanceThreshold: 0.3), DragResolver(flickVelocityThreshold: 0.6),
      DragResolver(rubberBandCoefficient: 0.5), DragResolver(axisLockSlop: 11),
      DragResolver(axisLockRatio: 2),
    ]
    for (index, resolver) in variants.enumerated() {
      for (otherIndex, other) in variants.enumerated() {
        #expect((resolver == other) == (index == otherIndex), "\(index) vs \(otherIndex)")
      }
    }
    let nan = DragResolver(
      distanceThreshold: .nan, flickVelocityThreshold: .nan, rubberBandCoefficient: .nan,
      axisLockSlop: .nan, axisLockRatio: .nan)
    let otherNaN = DragResolver(
      distanceThreshold: -.nan, flickVelocityThreshold: .signalingNaN,
      rubberBandCoefficient: -.nan, axisLockSlop: .nan, axisLockRatio: -.signalingNaN)
    #expect(nan == otherNaN)
    #expect(nan.hashValue == otherNaN.hashValue)
    #expect(DragResolver(distanceThreshold: nil) == DragResolver(distanceThreshold: .nan))
    #expect(
      DragResolver(distanceThreshold: nil).hashValue
        == DragResolver(distanceThreshold: .nan).hashValue)
    #expect(DragResolver(axisLockSlop: -0.0) == DragResolver(axisLockSlop: 0))
    #expect(DragResolver(axisLockSlop: -0.0).hashValue == DragResolver(axisLockSlop: 0).hashValue)
  }

  @Test func settingsThatMeanTheSameAreEqual() {
    let nan = DragResolver(distanceThreshold: .nan, rubberBandCoefficient: .nan)
    #expect(nan == DragResolver(distanceThreshold: .nan, rubberBandCoefficient: .nan))
    #expect(
      nan.hashValue == DragResolver(distanceThreshold: .nan, rubberBandCoefficient: .nan).hashValue)
    #expect(DragResolver(distanceThreshold: 0.3) != DragResolver(distanceThreshold: 0.4))
    #expect(DragResolver(distanceThreshold: 0.3) != DragResolver())
  }

  @Test func rubberBandIsMonotonicAndBounded() {
    let resolver = DragResolver()
    let pager = Pager(count: 3, isLooping: false)
    var previous = -Double.infinity
    for step in -40_000...40_000 {
      let position = CarouselPosition(page: 1, fraction: Double(step) / 400)
      let value = resolver.rubberBanded(position, pager: pager).value
      #expect(value >= previous, "step \(step)")
      #expect(value > -1 && value < 3, "step \(step)")
      previous = value
    }
  }

  @Test(arguments: [-3.5, -1, -0.25, -0.001, 0, 2, 4, 4.001, 4.5, 7, 40])
  func unbandingUndoesTheRubberBand(value: Double) {
    let resolver = DragResolver()
    let pager = Pager(count: 5, isLooping: false)
    let position = CarouselPosition(page: 0, fraction: value)
    let banded = resolver.rubberBanded(position, pager: pager)
    #expect(abs(resolver.unbanded(banded, pager: pager).value - value) < 1e-9)
  }

  @Test func unbandingLeavesLoopingAndRigidEndsAlone() {
    let position = CarouselPosition(page: -1, fraction: 0.6)
    #expect(DragResolver().unbanded(position, pager: Pager(count: 5, isLooping: true)) == position)
    let rigid = DragResolver(rubberBandCoefficient: 0)
    #expect(rigid.unbanded(position, pager: Pager(count: 5, isLooping: false)) == position)
  }

  @Test func rubberBandLeavesPositionsInsideAndLoopingAlone() {
    let resolver = DragResolver()
    let inside = CarouselPosition(page: 2, fraction: 0.5)
    #expect(resolver.rubberBanded(inside, pager: Pager(count: 5, isLooping: false)) == inside)
    let far = CarouselPosition(page: -30, fraction: 0.2)
    #expect(resolver.rubberBanded(far, pager: Pager(count: 5, isLooping: true)) == far)
  }

  @Test func rigidRubberBandClamps() {
    let pager = Pager(count: 5, isLooping: false)
    for coefficient in [0, -3] as [Double] {
      let resolver = DragResolver(rubberBandCoefficient: coefficient)
      #expect(resolver.rubberBanded(CarouselPosition(page: 7), pager: pager) == .init(page: 4))
      #expect(resolver.rubberBanded(CarouselPosition(page: -2), pager: pager) == .init(page: 0))
    }
  }

  // MARK: Axis lock

  @Test(arguments: [
    (CarouselAxis.horizontal, 3.0, 4.0, DragAxisDecision.undecided),
    (.horizontal, 0, 0, .undecided),
    (.horizontal, 10, 0, .undecided),
    (.horizontal, 10.01, 0, .paging),
    (.horizontal, -30, 4, .paging),
    (.horizontal, 30, -4, .paging),
    // Exactly at the ratio (45° with the default 1): left to the cross axis.
    (.horizontal, 20, 20, .crossAxis),
    (.horizontal, 20, 19.99, .paging),
    (.horizontal, 4, 30, .crossAxis),
    (.horizontal, -20, -21, .crossAxis),
    (.horizontal, .nan, 30, .crossAxis),
    (.horizontal, .infinity, .infinity, .undecided),
    (.vertical, 3, 4, .undecided),
    (.vertical, 4, -30, .paging),
    (.vertical, -20, 20, .crossAxis),
    (.vertical, -19.99, 20, .paging),
    (.vertical, 30, 4, .crossAxis),
    (.vertical, -21, 20, .crossAxis),
  ])
  func axisDecision(axis: CarouselAxis, x: Double, y: Double, expected: DragAxisDecision) {
    #expect(DragResolver().axisDecision(translationX: x, translationY: y, axis: axis) == expected)
  }

  @Test func axisLockSettings() {
    let favoursPaging = DragResolver(axisLockRatio: 2)
    #expect(
      favoursPaging.axisDecision(translationX: 20, translationY: 30, axis: .horizontal) == .paging)
    #expect(
      favoursPaging.axisDecision(translationX: 20, translationY: 41, axis: .horizontal)
        == .crossAxis)
    let noSlop = DragResolver(axisLockSlop: -5)
    #expect(noSlop.axisDecision(translationX: 0, translationY: 0, axis: .horizontal) == .undecided)
    #expect(noSlop.axisDecision(translationX: 0.5, translationY: 0, axis: .horizontal) == .paging)
    let defaultSlop = DragResolver(axisLockSlop: .nan, axisLockRatio: .nan)
    #expect(
      defaultSlop.axisDecision(translationX: 9, translationY: 0, axis: .vertical) == .undecided)
    #expect(
      defaultSlop.axisDecision(translationX: 11, translationY: 0, axis: .vertical) == .crossAxis)
    let alwaysPages = DragResolver(axisLockRatio: .infinity)
    #expect(
      alwaysPages.axisDecision(translationX: 1, translationY: 50, axis: .horizontal) == .paging)
    #expect(
      alwaysPages.axisDecision(translationX: 0, translationY: 50, axis: .horizontal) == .crossAxis)
  }

  /// Bug: a drag exactly at the axis-lock ratio, and any drag straight along the axis with a
  /// ratio of 0, paged. The rule is strict: the cross-axis part must be below ratio × main.
  @Test func exactlyAtTheRatioAndWithARatioOfZeroNothingPages() {
    #expect(
      DragResolver().axisDecision(translationX: 30, translationY: 30, axis: .horizontal)
        == .crossAxis)
    let double = DragResolver(axisLockRatio: 2)
    #expect(
      double.axisDecision(translationX: 20, translationY: 40, axis: .horizontal)
        == .crossAxis)
    #expect(double.axisDecision(translationX: 40, translationY: 20, axis: .vertical) == .crossAxis)
    let zero = DragResolver(axisLockRatio: 0)
    #expect(zero.axisDecision(translationX: 30, translationY: 0, axis: .horizontal) == .crossAxis)
    #expect(zero.axisDecision(translationX: 0, translationY: -30, axis: .vertical) == .crossAxis)
    let negative = DragResolver(axisLockRatio: -2)  // clamped to 0
    #expect(
      negative.axisDecision(translationX: 300, translationY: 0, axis: .horizontal) == .crossAxis)
  }

  /// The axis lock's one rule, literally: below ratio × main pages, at it or above does not.
  @Test(arguments: [
    (1.0, 10.0, 9.0, true), (1, 10, 10, false), (1, 10, 11, false), (1, 0, 0, false),
    (2, 10, 19, true), (2, 10, 20, false), (0.5, 10, 4, true), (0.5, 10, 5, false),
    (0, 10, 0, false), (0, 1e300, 0, false), (.infinity, 1, 1e300, true),
    (.infinity, 0, 1, false), (.infinity, 0, 0, false), (.nan, 10, 9, true), (.nan, 10, 10, false),
    (1, .nan, 0, false), (1, 10, .nan, false),
  ])
  func runsAlongAxis(ratio: Double, main: Double, cross: Double, expected: Bool) {
    #expect(DragResolver(axisLockRatio: ratio).runsAlongAxis(main: main, cross: cross) == expected)
  }

  /// The UIKit pan's pre-check and the engine's axis lock are one rule: for every direction on
  /// a grid (past the slop, as speeds and as distances alike), either both page or neither, for
  /// ratios at and around every boundary.
  @Test(arguments: [0, 0.5, 1, 2, .infinity, .nan, -1] as [Double])
  func thePansPreCheckAndTheAxisLockAgree(ratio: Double) {
    let resolver = DragResolver(axisLockRatio: ratio)
    let parts: [Double] = [-40, -30, -20, -15, -10, 0, 10, 15, 20, 30, 40]
    for axis in [CarouselAxis.horizontal, .vertical] {
      for x in parts {
        for y in parts where x * x + y * y > 100 {
          let locked = resolver.axisDecision(translationX: x, translationY: y, axis: axis)
          let begins = resolver.beginsPageDrag(velocityX: x, velocityY: y, axis: axis)
          #expect(begins == (locked == .paging), "\(ratio) \(axis) \(x), \(y)")
        }
      }
    }
  }

  // MARK: Page delta

  @Test(arguments: [
    (CarouselAxis.horizontal, CarouselLayoutDirection.leftToRight, -100.0, 0.0, 0.5),
    (.horizontal, .leftToRight, 100, 0, -0.5),
    (.horizontal, .leftToRight, -300, 999, 1.5),
    (.horizontal, .rightToLeft, -100, 0, -0.5),
    (.horizontal, .rightToLeft, 100, 0, 0.5),
    (.vertical, .leftToRight, 999, -100, 0.5),
    (.vertical, .leftToRight, 0, 50, -0.25),
    (.vertical, .rightToLeft, 999, -100, 0.5),
    (.vertical, .rightToLeft, 0, 50, -0.25),
    (.horizontal, .leftToRight, .nan, 0, 0),
    (.horizontal, .rightToLeft, -.infinity, 0, 0),
    (.vertical, .leftToRight, .nan, -100, 0.5),
  ])
  func pageDelta(
    axis: CarouselAxis, direction: CarouselLayoutDirection, x: Double, y: Double, expected: Double
  ) {
    let delta = DragResolver().pageDelta(
      translationX: x, translationY: y, axis: axis, layoutDirection: direction, pageLength: 200)
    #expect(delta == expected)
  }

  @Test(arguments: [0, -200, .nan, .infinity, -.infinity, .leastNonzeroMagnitude] as [Double])
  func pageDeltaWithAnUnusablePageLengthIsZero(pageLength: Double) {
    let delta = DragResolver().pageDelta(
      translationX: -1e300, translationY: 0, axis: .horizontal, layoutDirection: .leftToRight,
      pageLength: pageLength)
    #expect(delta == 0)
  }
}

/// Releases judged from where the finger let go (`released`, in pages), as the engine uses them.
@Suite struct ReleasedDragTests {
  let resolver = DragResolver()
  let pager = Pager(count: 5, isLooping: false)

  func target(_ released: Double, velocity: Double, predicted: Double? = nil) -> Int {
    resolver.targetPage(
      from: 0, releasedAt: CarouselPosition(page: 0, fraction: released), velocity: velocity,
      predictedEnd: CarouselPosition(page: 0, fraction: predicted ?? released), pager: pager)
  }

  @Test func slowDragAcrossTwoPagesLandsUnderTheFinger() {
    // Seed 003: a slow drag from slide 2 that lets go on slide 4.
    #expect(target(3.0, velocity: 0) == 3)
    #expect(target(3.2, velocity: 0.1) == 3)
    #expect(target(2.7, velocity: 0) == 3)
  }

  @Test func flickGoesOnePageBeyondTheFinger() {
    #expect(target(1.2, velocity: 2) == 2)
    #expect(target(1.8, velocity: -2) == 1)
  }

  @Test func flickAgainstTheDragReturns() {
    #expect(target(1.3, velocity: -2) == 1)
    #expect(target(0.7, velocity: 2) == 1)
  }

  @Test func releaseBeyondTheEndsSettlesOnTheEnds() {
    #expect(target(-0.3, velocity: -2) == 0)
    #expect(target(4.4, velocity: 3) == 4)
  }
}
