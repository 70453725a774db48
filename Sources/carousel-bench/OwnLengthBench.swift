import CarouselCore

// Items of their own lengths: frames of a peek carousel whose items all have lengths of their
// own (mixed: 40 to 200 points, as chips and mixed cards are), at 10^6 items beside 100 items in
// the same rounds. The layout finds the first visible item in the tree of lengths in O(log n)
// and walks only the visible ones, so a frame at 10^6 items costs about what one at 100 does;
// a walk over the lengths would cost 10^4 times more.

/// The run: 10^6 items beside 100, 20,000 frames a side in each of 9 rounds, and the bound on
/// their ratio: at most 4, as the lookups' depth grows from 7 to 20 levels of the tree and
/// nothing else grows with the count.
struct OwnLengthRun {
  var count = 1_000_000
  var baselineCount = 100
  var frames = 20_000
  var rounds = 9
  var bound = 4.0
}

/// A pseudo-random mix of lengths, 40 to 200 points, the same in every run.
func mixedLengths(count: Int) -> [Double] {
  var state: UInt64 = 0x2545_F491_4F6C_DD1D
  return (0..<count).map { _ in
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return 40 + Double((state >> 33) % 161)
  }
}

/// The nanoseconds `frames` frames take over `lengths`, at positions spread over the whole row
/// (a prime stride, so that frames at 10^6 items jump across the tree), each item's offset
/// folded into `checksum`.
func ownLengthFrames(_ lengths: CarouselItemLengths, frames: Int, checksum: inout Double)
  -> Double
{
  let count = lengths.count
  var context = CarouselLayoutContext(
    count: count, isLooping: true, viewportWidth: 390, viewportHeight: 260, spacing: 8)
  context.itemLengths = lengths
  let style = PeekCarouselStyle()
  var sum = 0.0
  let time = nanoseconds {
    var page = 0
    for frame in 0..<frames {
      page = (page + 7_919) % count
      context.position = CarouselPosition(page: page, fraction: Double(frame % 8) / 8)
      for item in style.visibleItems(in: context) { sum += item.mainOffset }
    }
  }
  checksum += sum
  return time
}

/// Measures the frames, prints them and the PASS/FAIL line; whether the target passed.
func runOwnLengths() -> Bool {
  let run = OwnLengthRun()
  var checksum = 0.0
  let large = CarouselItemLengths(mixedLengths(count: run.count))
  let small = CarouselItemLengths(mixedLengths(count: run.baselineCount))
  let samples = interleavedSamples(
    rounds: run.rounds,
    [
      { ownLengthFrames(large, frames: run.frames, checksum: &checksum) },
      { ownLengthFrames(small, frames: run.frames, checksum: &checksum) },
    ])
  let frames = Double(run.frames)
  let ratio = medianRatio(samples[0], over: samples[1])
  print("ITEMS OF THEIR OWN LENGTHS: peek style, looping, lengths 40 to 200 points; frames at")
  print("positions spread over the row, medians of \(run.rounds) rounds, the ratio")
  print("the median of the per-round ratios.")
  print("")
  print(padded("items", 12, right: false) + padded("per frame", 12))
  print(
    padded(grouped(run.count), 12, right: false)
      + padded(duration(median(samples[0]) / frames), 12))
  print(
    padded(grouped(run.baselineCount), 12, right: false)
      + padded(duration(median(samples[1]) / frames), 12))
  print("")
  let passed = ratio <= run.bound
  print(
    verdict(passed) + "a frame at \(grouped(run.count)) items of mixed lengths at"
      + " most \(fixed(run.bound, 0))x one at"
      + " \(grouped(run.baselineCount)) (" + fixed(ratio, 2) + "x): O(visible)")
  print("own lengths checksum \(checksum)")
  return passed
}
