import CarouselCore
import Testing
import UpdateCycleDouble

@Suite("SpringMotion")
struct SpringMotionTests {
  private let release = SpringMotion(
    from: CarouselPosition(page: 3, fraction: 0.6), toPage: 4, initialVelocity: 2.5,
    spring: .snappy)

  @Test func startsExactlyWhereTheFingerLetGo() {
    #expect(release.position(atElapsed: 0) == CarouselPosition(page: 3, fraction: 0.6))
    #expect(release.position(atElapsed: -1) == CarouselPosition(page: 3, fraction: 0.6))
    #expect(release.position(atElapsed: .nan) == CarouselPosition(page: 3, fraction: 0.6))
    #expect(release.velocity(atElapsed: 0) == 2.5)
    #expect(release.velocity(atElapsed: -0.5) == 2.5)
    #expect(release.targetPage == 4)
    #expect(release.initialVelocity == 2.5)
    #expect(!release.isFinished(atElapsed: 0))
    #expect(!release.isFinished(atElapsed: .nan))
  }

  @Test func isContinuousAtTheStart() {
    let soon = release.position(atElapsed: 1e-7).offset(from: release.start)
    #expect(abs(soon - 2.5e-7) < 1e-9)
    #expect(abs(release.velocity(atElapsed: 1e-7) - 2.5) < 1e-3)
  }

  @Test func endsExactlyOnTheTarget() {
    let end = release.duration
    #expect(end > 0.3 && end < 2)
    #expect(release.position(atElapsed: end) == CarouselPosition(page: 4))
    #expect(release.position(atElapsed: end + 10) == CarouselPosition(page: 4))
    #expect(release.position(atElapsed: .infinity) == CarouselPosition(page: 4))
    #expect(release.velocity(atElapsed: end) == 0)
    #expect(release.isFinished(atElapsed: end))
    // The last sample before the end is already within the tolerances, so there is no jump.
    let justBefore = end.nextDown
    #expect(
      abs(release.position(atElapsed: justBefore).offset(from: CarouselPosition(page: 4)))
        <= SpringMotion.positionTolerance)
    #expect(abs(release.velocity(atElapsed: justBefore)) <= SpringMotion.velocityTolerance)
  }

  /// However the spring is tuned, the motion's end is invisible: where it snaps onto the target,
  /// it is less than half a point away on a 400-point page. An independent bound (not the code's
  /// own tolerance), with the overdamped springs whose slow tail keeps a large displacement at a
  /// small speed.
  @Test(arguments: [
    SettleSpring.smooth, .snappy, .bouncy, SettleSpring(bounce: -0.5),
    SettleSpring(bounce: -0.9), SettleSpring(bounce: -0.99),
    SettleSpring(duration: 2, bounce: -0.8),
    SettleSpring(duration: 0.2, bounce: 0.5),
  ])
  func theSnapOntoTheTargetIsLessThanHalfAPoint(spring: SettleSpring) {
    let pagePoints = 400.0
    for displacement in [-1.0, -0.5, 0.3, 1, 3] {
      for velocity in [-5.0, 0, 3] {
        let motion = SpringMotion(
          from: CarouselPosition(page: 0).moved(by: displacement), toPage: 0,
          initialVelocity: velocity, spring: spring)
        let last = motion.position(atElapsed: motion.duration.nextDown)
        let jump = abs(last.offset(from: CarouselPosition(page: 0))) * pagePoints
        #expect(jump < 0.5, "displacement \(displacement), velocity \(velocity): \(jump) pt")
      }
    }
  }

  @Test func followsTheSpringBetweenStartAndEnd() {
    for step in 1..<40 {
      let t = Double(step) * release.duration / 40
      let expected = SettleSpring.snappy.value(at: t, displacement: -0.4, initialVelocity: 2.5)
      let offset = release.position(atElapsed: t).offset(from: CarouselPosition(page: 4))
      #expect(abs(offset - expected) < 1e-12, "t \(t)")
      let velocity = SettleSpring.snappy.velocity(at: t, displacement: -0.4, initialVelocity: 2.5)
      #expect(release.velocity(atElapsed: t) == velocity, "t \(t)")
    }
  }

  @Test func bouncyMotionsOvershootTheTargetAndSmoothOnesDoNot() {
    let start = CarouselPosition(page: 2, fraction: 0.5)
    let bouncy = SpringMotion(from: start, toPage: 3, initialVelocity: 0, spring: .bouncy)
    let smooth = SpringMotion(from: start, toPage: 3, initialVelocity: 0, spring: .smooth)
    let times = (0...200).map { Double($0) * 0.01 }
    #expect(times.contains { bouncy.position(atElapsed: $0) > CarouselPosition(page: 3) })
    #expect(times.allSatisfy { smooth.position(atElapsed: $0) <= CarouselPosition(page: 3) })
  }

  @Test func hugePageNumbersDoNotDrift() {
    let base = Int.max / 2
    let small = SpringMotion(
      from: CarouselPosition(page: -1, fraction: 0.3), toPage: 1, initialVelocity: 4,
      spring: .bouncy)
    let huge = SpringMotion(
      from: CarouselPosition(page: base - 1, fraction: 0.3), toPage: base + 1,
      initialVelocity: 4, spring: .bouncy)
    #expect(huge.duration == small.duration)
    for step in 0...120 {
      let t = Double(step) * 0.01
      let expected = small.position(atElapsed: t)
      let actual = huge.position(atElapsed: t)
      #expect(actual.page - base == expected.page, "t \(t)")
      #expect(actual.fraction == expected.fraction, "t \(t)")
    }
    #expect(huge.position(atElapsed: huge.duration) == CarouselPosition(page: base + 1))
  }

  @Test func badVelocitiesHaveDefinedOutcomes() {
    let start = CarouselPosition(page: 0, fraction: 0.25)
    let nan = SpringMotion(from: start, toPage: 0, initialVelocity: .nan, spring: .smooth)
    let still = SpringMotion(from: start, toPage: 0, initialVelocity: 0, spring: .smooth)
    #expect(nan == still)
    let wild = SpringMotion(from: start, toPage: 0, initialVelocity: .infinity, spring: .smooth)
    #expect(wild.initialVelocity == 1e100)
    #expect(wild.duration.isFinite)
    #expect(wild.position(atElapsed: wild.duration) == CarouselPosition(page: 0))
  }

  @Test func aMotionThatStartsOnItsTargetIsAlreadyFinished() {
    let motion = SpringMotion(
      from: CarouselPosition(page: 9), toPage: 9, initialVelocity: 0, spring: .bouncy)
    #expect(motion.duration == 0)
    #expect(motion.isFinished(atElapsed: 0))
    #expect(motion.position(atElapsed: 0.3) == CarouselPosition(page: 9))
  }

  /// A motion that begins within the tolerance of its target, but off it, has no duration: it
  /// is where it began at its start (no jump) and still moving there, and on the target, and
  /// finished, from the first instant after. Its position and whether it is finished agree.
  @Test func aMotionThatStartsJustOffItsTargetMovesForItsFirstInstantOnly() {
    let start = CarouselPosition(page: 0, fraction: 0.9995)
    let motion = SpringMotion(from: start, toPage: 1, initialVelocity: 0, spring: .smooth)
    #expect(motion.duration == 0)
    #expect(motion.position(atElapsed: 0) == start)
    #expect(!motion.isFinished(atElapsed: 0))
    #expect(motion.position(atElapsed: 1e-9) == CarouselPosition(page: 1))
    #expect(motion.isFinished(atElapsed: 1e-9))
    #expect(motion.isFinished(atElapsed: -1) == false)
  }

  @Test func settlesWithinTheToleranceAfterItsDurationForRandomReleases() {
    let seed: UInt64 = 0xCA55_E77E
    var generator = SeededGenerator(seed: seed)
    let springs: [SettleSpring] = [.smooth, .snappy, .bouncy, SettleSpring(bounce: -0.5)]
    for sequence in 0..<propertySequenceCount(default: 200) {
      let start = CarouselPosition(
        page: .random(in: -3...3, using: &generator),
        fraction: .random(in: 0..<1, using: &generator))
      let motion = SpringMotion(
        from: start, toPage: .random(in: -2...2, using: &generator),
        initialVelocity: .random(in: -15...15, using: &generator),
        spring: springs.randomElement(using: &generator)!)
      let target = CarouselPosition(page: motion.targetPage)
      let tail = (0...50).map { motion.duration * Double($0) / 50 }.filter {
        abs(
          motion.spring.value(
            at: $0, displacement: start.offset(from: target),
            initialVelocity: motion.initialVelocity)) > SpringMotion.positionTolerance
      }
      #expect(tail.allSatisfy { $0 < motion.duration }, "seed \(seed), sequence \(sequence)")
      #expect(motion.position(atElapsed: motion.duration) == target, "seed \(seed)")
    }
  }
}
