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
  /// Per count, per baseline: ns per frame and whether it was measured (else extrapolated).
  var baselines: [[(nanoseconds: Double, measured: Bool)]] = []
}

/// The engine's median frame time for every count of one style, in interleaved rounds.
func measureOurs(_ style: some CarouselLayoutStyle, checksum: inout Double)
  -> [(nanoseconds: Double, items: Double)]
{
  let counts = BenchSettings.counts
  var frames = counts.map { LayoutFrame(style: style, count: $0) }
  var samples = counts.map { _ in [Double]() }
  var items = counts.map { _ in 0 }
  for index in counts.indices {  // warm up and count the items
    for _ in 0..<BenchSettings.batchSize {
      frames[index].advance(checksum: &checksum, items: &items[index])
    }
  }
  for _ in 0..<BenchSettings.rounds {
    for index in counts.indices {
      for _ in 0..<BenchSettings.batchesPerRound {
        samples[index].append(
          timePerFrame(&frames[index], frames: BenchSettings.batchSize, checksum: &checksum))
      }
    }
  }
  return counts.indices.map { index in
    (median(samples[index]), Double(items[index]) / Double(BenchSettings.batchSize))
  }
}

/// A baseline's median frame time per count; counts above
/// ``BenchSettings/largestMeasuredBaseline`` are extrapolated from the per-page time there.
func measureBaseline(
  _ baseline: Baseline, _ style: some CarouselLayoutStyle, checksum: inout Double
) -> [(nanoseconds: Double, measured: Bool)] {
  var nanosecondsPerPage = 0.0
  return BenchSettings.counts.map { count in
    let pages = baseline.copies * count + baseline.extra
    guard count <= BenchSettings.largestMeasuredBaseline else {
      return (nanosecondsPerPage * Double(pages), false)
    }
    var frame = CopyingFrame(
      style: style, count: count, copies: baseline.copies, extra: baseline.extra)
    let framesPerBatch = max(1, 200_000 / pages)
    let batches = pages >= 1_000_000 ? 3 : 9
    _ = timePerFrame(&frame, frames: framesPerBatch, checksum: &checksum)  // warm up
    let time = median(
      (0..<batches).map { _ in
        timePerFrame(&frame, frames: framesPerBatch, checksum: &checksum)
      })
    nanosecondsPerPage = time / Double(pages)
    return (time, true)
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
    result.ours = measureOurs(style, checksum: &checksum)
    var perBaseline: [[(nanoseconds: Double, measured: Bool)]] = []
    for baseline in Baseline.all {
      perBaseline.append(measureBaseline(baseline, style, checksum: &checksum))
    }
    result.baselines = BenchSettings.counts.indices.map { index in perBaseline.map { $0[index] } }
  }
}
