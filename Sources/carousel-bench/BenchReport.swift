import CarouselCore

/// A frame a benchmark can advance: the engine's or a copying baseline's.
protocol BenchFrame {
  mutating func advance(checksum: inout Double, items: inout Int)
}

extension LayoutFrame: BenchFrame {}
extension CopyingFrame: BenchFrame {}

/// The nanoseconds of one batch of `frames` frames, divided by `frames`.
func timePerFrame(_ frame: inout some BenchFrame, frames: Int, checksum: inout Double) -> Double {
  var items = 0
  let elapsed = ContinuousClock().measure {
    for _ in 0..<frames { frame.advance(checksum: &checksum, items: &items) }
  }
  let (seconds, attoseconds) = elapsed.components
  return (Double(seconds) * 1e9 + Double(attoseconds) * 1e-9) / Double(frames)
}

func median(_ values: [Double]) -> Double {
  let sorted = values.sorted()
  return sorted[sorted.count / 2]
}

/// A copying strategy of other carousels: `copies × N + extra` pages laid out per frame.
struct Baseline {
  let name: String
  let copies: Int
  let extra: Int

  static let all = [
    Baseline(name: "triple 3N", copies: 3, extra: 0),
    Baseline(name: "sentinel N+2", copies: 1, extra: 2),
    Baseline(
      name: "repeat \(BenchSettings.repeatedCopies)N", copies: BenchSettings.repeatedCopies,
      extra: 0),
  ]
}

/// What the run found for one style.
struct StyleResult {
  var name: CarouselStyleName
  /// Median ns per frame and items per frame, per count.
  var ours: [(nanoseconds: Double, items: Double)] = []
  /// The time at the largest count over the time at the smallest: the median of the per-round
  /// ratios.
  var largestOverSmallest = 0.0
  /// Per count, one per baseline.
  var baselines: [[BaselineResult]] = []
}

/// A baseline's frame at one count, beside ours at that count.
struct BaselineResult {
  /// Median ns per frame.
  let nanoseconds: Double
  /// Whether it was run; if not, its time is extrapolated.
  let measured: Bool
  /// Ours / baseline: the median of the per-round ratios where it was run, else our median over
  /// the extrapolated time.
  let oursOverBaseline: Double
}

/// The engine's median frame time for every count of one style, and the largest count's time
/// over the smallest's: one batch per count per round, so that a slow moment of the shared
/// machine hits every count alike.
func measureOurs(_ style: some CarouselLayoutStyle, checksum: inout Double)
  -> (times: [(nanoseconds: Double, items: Double)], largestOverSmallest: Double)
{
  let counts = BenchSettings.counts
  var frames = counts.map { LayoutFrame(style: style, count: $0) }
  var items = counts.map { _ in 0 }
  for index in counts.indices {  // warm up and count the items
    for _ in 0..<BenchSettings.batchSize {
      frames[index].advance(checksum: &checksum, items: &items[index])
    }
  }
  var sum = 0.0  // the batches below escape, so they fold into a local, not into `checksum`
  let samples = interleavedSamples(
    rounds: BenchSettings.rounds,
    counts.indices.map { index in
      { timePerFrame(&frames[index], frames: BenchSettings.batchSize, checksum: &sum) }
    })
  checksum += sum
  let times = counts.indices.map { index in
    (median(samples[index]), Double(items[index]) / Double(BenchSettings.batchSize))
  }
  return (times, medianRatio(samples[counts.count - 1], over: samples[0]))
}

/// A baseline's frame time per count beside ours: up to ``BenchSettings/largestMeasuredBaseline``
/// items, one batch of ours at the same count and one of the baseline per round; above, the
/// baseline's time is extrapolated from the per-page time there and compared with `ours`, our
/// median per count.
func measureBaseline(
  _ baseline: Baseline, _ style: some CarouselLayoutStyle, ours: [Double], checksum: inout Double
) -> [BaselineResult] {
  var nanosecondsPerPage = 0.0
  return BenchSettings.counts.indices.map { index in
    let count = BenchSettings.counts[index]
    let pages = baseline.copies * count + baseline.extra
    guard count <= BenchSettings.largestMeasuredBaseline else {
      let time = nanosecondsPerPage * Double(pages)
      return BaselineResult(
        nanoseconds: time, measured: false, oursOverBaseline: ours[index] / time)
    }
    var frame = CopyingFrame(
      style: style, count: count, copies: baseline.copies, extra: baseline.extra)
    var oursFrame = LayoutFrame(style: style, count: count)
    let framesPerBatch = max(1, 200_000 / pages)
    var sum = 0.0
    _ = timePerFrame(&frame, frames: framesPerBatch, checksum: &sum)  // warm up
    _ = timePerFrame(&oursFrame, frames: BenchSettings.batchSize, checksum: &sum)
    let samples = interleavedSamples(
      rounds: pages >= 1_000_000 ? 3 : 9,
      [
        { timePerFrame(&oursFrame, frames: BenchSettings.batchSize, checksum: &sum) },
        { timePerFrame(&frame, frames: framesPerBatch, checksum: &sum) },
      ])
    checksum += sum
    let time = median(samples[1])
    nanosecondsPerPage = time / Double(pages)
    return BaselineResult(
      nanoseconds: time, measured: true, oursOverBaseline: medianRatio(samples[0], over: samples[1])
    )
  }
}

/// Measures every style and prints the report; whether every target passed.
func runBenchmark() -> Bool {
  var checksum = 0.0
  var results: [StyleResult] = []
  for name in CarouselStyleName.allCases {
    var measurement = StyleMeasurement(result: StyleResult(name: name))
    visitStyle(name, &measurement)
    checksum += measurement.checksum
    let result = measurement.result
    results.append(result)
  }
  let passed = printReport(results)
  print("checksum \(checksum)")
  return passed
}

/// Measures one style: ours at every count, then each baseline.
struct StyleMeasurement: StyleVisitor {
  var result: StyleResult
  var checksum = 0.0

  mutating func visit<Style: CarouselLayoutStyle>(_ style: Style) {
    (result.ours, result.largestOverSmallest) = measureOurs(style, checksum: &checksum)
    let ours = result.ours.map(\.nanoseconds)
    var perBaseline: [[BaselineResult]] = []
    for baseline in Baseline.all {
      perBaseline.append(measureBaseline(baseline, style, ours: ours, checksum: &checksum))
    }
    result.baselines = BenchSettings.counts.indices.map { index in perBaseline.map { $0[index] } }
  }
}
