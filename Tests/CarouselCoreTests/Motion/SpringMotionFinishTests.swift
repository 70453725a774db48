import CarouselCore
import Testing
import UpdateCycleDouble

/// When a settle is over, to the attosecond: ``SpringMotion/elapsedAtFinish``, the time a driver
/// sleeps until to end a motion with no frame drawn.
@Suite struct SpringMotionFinishTests {
  /// A motion that begins on its target at rest is finished from its start; one that begins
  /// within the tolerances but off its target (of zero duration) moves for its first instant,
  /// so it is finished an attosecond later.
  @Test func aMotionThatBeginsSettledFinishesAtOnce() {
    let onTarget = SpringMotion(
      from: CarouselPosition(page: 2), toPage: 2, initialVelocity: 0, spring: .smooth)
    #expect(onTarget.elapsedAtFinish == .zero)
    let withinTolerance = SpringMotion(
      from: CarouselPosition(page: 2, fraction: 0.00001), toPage: 2, initialVelocity: 0,
      spring: .smooth)
    #expect(withinTolerance.duration == 0)
    #expect(withinTolerance.elapsedAtFinish == attosecond)
  }

  /// A release of the snappy spring: finished at the first attosecond whose reading reaches its
  /// duration, and moving the attosecond before.
  @Test func aReleaseFinishesAtTheFirstAttosecondThatReadsAsItsDuration() {
    let release = SpringMotion(
      from: CarouselPosition(page: 3, fraction: 0.6), toPage: 4, initialVelocity: 2.5,
      spring: .snappy)
    let end = release.elapsedAtFinish
    #expect(end == Duration(secondsComponent: 0, attosecondsComponent: 593_551_296_407_495_616))
    #expect(SpringMotion.seconds(end) == 0.5935512964074957)
    #expect(release.duration == 0.5935512964074957)
    #expect(release.isFinished(atElapsed: SpringMotion.seconds(end)))
    #expect(!release.isFinished(atElapsed: SpringMotion.seconds(end - attosecond)))
  }

  /// The longest settle there is, the slowest spring from the farthest page at the largest
  /// speed a motion takes, lasts under 10^7 s, and its end is exact too.
  @Test func theLongestSettleEndsExactly() {
    let motion = SpringMotion(
      from: CarouselPosition(page: Int.max), toPage: 0, initialVelocity: 1e100,
      spring: SettleSpring(duration: 100, bounce: -0.99))
    let end = motion.elapsedAtFinish
    #expect(motion.duration > 100_000 && motion.duration < 10_000_000)
    #expect(motion.isFinished(atElapsed: SpringMotion.seconds(end)))
    #expect(!motion.isFinished(atElapsed: SpringMotion.seconds(end - attosecond)))
  }

  /// Random springs, starts and release speeds, from a hair to a million pages away and up to
  /// the largest speed a motion takes: the motion is finished at its end and moving an
  /// attosecond before, and the end is the one the test's own bisection finds.
  @Test func theEndIsTheFirstFinishedAttosecondForRandomMotions() {
    let count = propertySequenceCount(default: 2_000)
    for index in 0..<count {
      let seed = 0xF1_4154 &+ UInt64(index)
      var random = SeededGenerator(seed: seed)
      let motion = Self.randomMotion(using: &random)
      let end = motion.elapsedAtFinish
      let finished = { (elapsed: Duration) in
        motion.isFinished(atElapsed: SpringMotion.seconds(elapsed))
      }
      let limit = Duration.seconds(Int64(motion.duration) + 2)
      let expected = firstDuration(upTo: limit, where: finished)
      guard finished(end), end == .zero || !finished(end - attosecond), end == expected else {
        Issue.record(
          "seed \(seed): \(motion), end \(end), expected \(expected), duration \(motion.duration)")
        return
      }
    }
  }

  /// A motion of a random spring (of every duration and bounce the spring takes, critically
  /// damped often), from a random distance with a random speed.
  private static func randomMotion(using random: inout SeededGenerator) -> SpringMotion {
    let durations = [0.01, 0.05, 0.15, 0.3, 0.5, 1, 2.5, 10, 100]
    let duration =
      durations[random.below(durations.count)] * Double.random(in: 1...1.5, using: &random)
    let bounce = random.below(4) == 0 ? 0 : Double.random(in: -0.99...0.99, using: &random)
    func magnitude(_ choices: [Double]) -> Double {
      let sign: Double = random.below(2) == 0 ? -1 : 1
      return sign * choices[random.below(choices.count)]
        * Double.random(in: 0.5...1.5, using: &random)
    }
    let distance = magnitude([0, 1e-6, 1e-3, 0.3, 1, 7, 1e3, 1e6])
    let velocity = magnitude([0, 0.005, 1, 30, 1e3, 1e100])
    return SpringMotion(
      from: CarouselPosition(page: 0).moved(by: distance), toPage: 0, initialVelocity: velocity,
      spring: SettleSpring(duration: duration, bounce: bounce))
  }
}
