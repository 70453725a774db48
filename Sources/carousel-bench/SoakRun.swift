import CarouselCore
import CarouselFuzzKit

/// A small seeded generator (xorshift64*) for the soak's bytes: the same seed, the same run.
struct SoakBytes {
  private var state: UInt64

  init(seed: UInt64) { state = seed | 1 }

  mutating func next(_ count: Int) -> [UInt8] {
    (0..<count).map { _ in
      state ^= state >> 12
      state ^= state << 25
      state ^= state >> 27
      return UInt8(truncatingIfNeeded: (state &* 0x2545_F491_4F6C_DD1D) >> 56)
    }
  }
}

/// `seconds` of simulated random use of one engine through ``CarouselFuzzSession`` (every
/// promise checked after every step), with clock moves of at most a minute, printing resident
/// memory at every tenth of the run; whether every promise held and nothing stayed scheduled.
func runSoak(seconds: Int) -> Bool {
  var session = CarouselFuzzSession()
  session.longestClockMove = .seconds(60)
  var bytes = SoakBytes(seed: 0x5EED)
  let end = ManualClock.Instant(offset: .seconds(seconds))
  print("soak: \(grouped(seconds)) simulated seconds of random use, every promise checked")
  print(padded("simulated s", 16) + padded("steps", 14) + padded("resident", 12))
  print(padded("0", 16) + padded("0", 14) + padded(mebibytes(residentBytes()), 12))
  var checkpoint = 1
  let start = ContinuousClock.now
  while session.now < end {
    if let failure = session.run(bytes.next(4_096)) {
      print("FAIL  \(failure)")
      return false
    }
    let reached = session.now.offset / .seconds(seconds)
    if reached >= Double(checkpoint) / 10 || session.now >= end {
      print(
        padded(grouped(Int(session.now.offset / .seconds(1))), 16)
          + padded(grouped(session.stepCount), 14) + padded(mebibytes(residentBytes()), 12))
      checkpoint += 1
    }
  }
  let elapsed = start.duration(to: .now) / .seconds(1)
  let pending = session.engine.nextDeadline == nil ? 0 : 1
  let failure = session.finish()
  print(
    "pending deadlines at the end: \(pending); after disappearing: "
      + "\(session.engine.nextDeadline == nil ? 0 : 1)")
  print("\(grouped(session.stepCount)) steps in \(fixed(elapsed, 1)) s of wall time")
  print(
    (failure == nil ? "PASS  " : "FAIL  \(failure!) ")
      + "every promise held; nothing scheduled after disappearing")
  return failure == nil
}
