import CarouselCore

/// Prints the tables and a PASS/FAIL line per target; whether every target passed.
func printReport(_ results: [StyleResult]) -> Bool {
  let counts = BenchSettings.counts
  print("carousel-bench: layout of the visible items for one frame, looping, viewport 390 x 260,")
  print("position moving \(BenchSettings.step) pages per frame; median of \(BenchSettings.rounds)")
  print(
    "batches of \(BenchSettings.batchSize) frames each, per style and item count, one batch per")
  print("count per round. Every ratio is the median of the ratios within each round.")
  print("")
  print("OURS: ns per frame (items per frame)")
  var header = padded("style", 10, right: false)
  for count in counts { header += padded(grouped(count), 17) }
  print(header + padded("largest/smallest", 18))
  var worstFrame = (nanoseconds: 0.0, label: "")
  var worstRatio = (ratio: 0.0, label: "")
  for result in results {
    var row = padded(result.name.rawValue, 10, right: false)
    for (index, ours) in result.ours.enumerated() {
      row += padded("\(duration(ours.nanoseconds)) (\(fixed(ours.items, 0)))", 17)
      if ours.nanoseconds > worstFrame.nanoseconds {
        worstFrame = (ours.nanoseconds, "\(result.name.rawValue), \(grouped(counts[index])) items")
      }
    }
    let ratio = result.largestOverSmallest
    if ratio > worstRatio.ratio { worstRatio = (ratio, result.name.rawValue) }
    print(row + padded(fixed(ratio, 2), 18))
  }
  print("")
  print("BASELINES: ns per frame laying out every copy (same per-item transform as ours);")
  print(
    "in brackets ours/baseline, a batch of ours beside each batch of the baseline. * = not run:")
  print("extrapolated from the per-page time measured at")
  print("\(grouped(BenchSettings.largestMeasuredBaseline)) items (one frame would take that long).")
  header = padded("style", 10, right: false) + padded("items", 14) + padded("ours", 11)
  for baseline in Baseline.all { header += padded(baseline.name, 24) }
  print(header)
  var weakestSpeedup = (speedup: Double.infinity, label: "")
  for result in results {
    for (index, count) in counts.enumerated() {
      let ours = result.ours[index].nanoseconds
      var row =
        padded(result.name.rawValue, 10, right: false) + padded(grouped(count), 14)
        + padded(duration(ours), 11)
      for (baseline, measurement) in zip(Baseline.all, result.baselines[index]) {
        let mark = measurement.measured ? "" : "*"
        row += padded(
          "\(duration(measurement.nanoseconds))\(mark) (\(scientific(measurement.oursOverBaseline)))",
          24)
        let speedup = 1 / measurement.oursOverBaseline
        if count == 1_000_000, speedup < weakestSpeedup.speedup {
          weakestSpeedup = (speedup, "\(result.name.rawValue) vs \(baseline.name)")
        }
      }
      print(row)
    }
  }
  print("")
  let flat = worstRatio.ratio <= 1.2
  let farAhead = weakestSpeedup.speedup >= 1_000
  // An absolute time moves by tens of percent with the machine's load: reported, not enforced.
  print(
    "INFO  at most 1 us per frame for every style and count is the aim (worst: "
      + "\(duration(worstFrame.nanoseconds)), \(worstFrame.label))")
  print(
    verdict(flat)
      + "time at 1,000,000,000 items / time at 10 items at most 1.2 (worst: "
      + "\(fixed(worstRatio.ratio, 2)), \(worstRatio.label))")
  print(
    verdict(farAhead)
      + "baselines at least 1000x slower at 1,000,000 items (weakest: "
      + "\(fixed(weakestSpeedup.speedup, 0))x, \(weakestSpeedup.label))")
  print(
    "INFO  zero heap allocations per frame: count them with valgrind at two run lengths,"
      + " e.g. carousel-bench --frames 1000 and --frames 100000 (docs/PERFORMANCE.md)")
  return flat && farAhead
}
