import CarouselCore

enum RunSettings {
  /// The run lengths compared: what a week strip shows, and a billion generated days.
  static let smallCount = 10
  static let largeCount = 1_000_000_000
  /// Rounds, each timing both lengths of every operation in turn.
  static let rounds = 31
  /// Operations per sample, so that a sample lasts tens of microseconds, far above the clock's
  /// resolution.
  static let operations = 200
}

/// An operation on a run, measured at both lengths: for a length, a sample of
/// ``RunSettings/operations`` of it, in nanoseconds.
struct RunOperation: Sendable {
  let name: String
  let sample: @Sendable (_ count: Int, _ checksum: inout Int) -> Double
}

/// What one operation costs at both lengths: medians in nanoseconds per operation, and the
/// median of the per-round ratios of the large run's cost over the small one's.
struct RunResult {
  let name: String
  let small: Double
  let large: Double
  let ratio: Double
}

/// Engines that have appeared with `count` IDs as a run: `copies` of them, each its own.
func runEngines(_ count: Int, copies: Int) -> [BenchEngine] {
  var engine = emptyEngine()
  engine.itemsChanged(run: 0..<count, at: .origin)
  return Array(repeating: engine, count: copies)
}

/// Hosts on screen with the peek style and `count` IDs as a run, the middle one selected.
func runHost(_ count: Int) -> BenchHost {
  var host = BenchHost(configuration: ScaleSettings.configuration, at: .origin)
  host.appeared(at: .origin)
  host.itemsChanged(run: 0..<count, binding: .id(count / 2), at: .origin)
  _ = host.takeEvents()
  return host
}

/// The operations measured, on the engine (`itemsChanged(run:at:)`, `select(_:…)`) and on the
/// host a view layer drives (which also rebuilds its stage, proxy state and the app's events):
/// a first load, the same run again, a jump by ID between two far items, and a change of the
/// bounds that keeps the selected item (`0..<n` to `-5..<n + 100` and back).
let runOperations: [RunOperation] = [
  RunOperation(name: "engine: first load") { count, checksum in
    var engines = Array(repeating: emptyEngine(), count: RunSettings.operations)
    let time = nanoseconds {
      for index in engines.indices { engines[index].itemsChanged(run: 0..<count, at: .origin) }
    }
    checksum &+= engines[0].itemIDs.count
    return time
  },
  RunOperation(name: "engine: same run again") { count, checksum in
    var engine = runEngines(count, copies: 1)[0]
    let time = nanoseconds {
      for _ in 0..<RunSettings.operations { engine.itemsChanged(run: 0..<count, at: .origin) }
    }
    checksum &+= engine.selectedIndex ?? 0
    return time
  },
  RunOperation(name: "engine: jump by ID") { count, checksum in
    var engine = runEngines(count, copies: 1)[0]
    let (near, far) = (count / 5, count / 2)
    let time = nanoseconds {
      for step in 0..<RunSettings.operations {
        engine.select(step % 2 == 0 ? far : near, at: .origin)
      }
    }
    checksum &+= engine.selectedIndex ?? 0
    return time
  },
  RunOperation(name: "engine: change of bounds") { count, checksum in
    var engine = runEngines(count, copies: 1)[0]
    engine.select(count / 2, animated: false, at: .origin)
    let time = nanoseconds {
      for step in 0..<RunSettings.operations {
        engine.itemsChanged(run: step % 2 == 0 ? -5..<(count + 100) : 0..<count, at: .origin)
      }
    }
    checksum &+= engine.selectedIndex ?? 0
    return time
  },
  RunOperation(name: "host: first load") { count, checksum in
    var host = BenchHost(configuration: ScaleSettings.configuration, at: .origin)
    host.appeared(at: .origin)
    var hosts = Array(repeating: host, count: RunSettings.operations)
    let time = nanoseconds {
      for index in hosts.indices {
        hosts[index].itemsChanged(run: 0..<count, binding: .id(count / 2), at: .origin)
      }
    }
    checksum &+= hosts[0].proxy.count
    return time
  },
  RunOperation(name: "host: same run again") { count, checksum in
    var host = runHost(count)
    let time = nanoseconds {
      for _ in 0..<RunSettings.operations {
        host.itemsChanged(run: 0..<count, binding: .id(count / 2), at: .origin)
      }
    }
    checksum &+= host.proxy.selectedIndex ?? 0
    return time
  },
  RunOperation(name: "host: jump by ID") { count, checksum in
    var host = runHost(count)
    let (near, far) = (count / 5, count / 2)
    let time = nanoseconds {
      for step in 0..<RunSettings.operations {
        host.select(step % 2 == 0 ? near : far, animated: true, at: .origin)
      }
    }
    checksum &+= (host.proxy.selectedIndex ?? 0) &+ host.takeEvents().count
    return time
  },
  RunOperation(name: "host: change of bounds") { count, checksum in
    var host = runHost(count)
    let time = nanoseconds {
      for step in 0..<RunSettings.operations {
        let bounds = step % 2 == 0 ? -5..<(count + 100) : 0..<count
        host.itemsChanged(run: bounds, binding: .id(count / 2), at: .origin)
      }
    }
    checksum &+= (host.proxy.selectedIndex ?? 0) &+ host.takeEvents().count
    return time
  },
]

/// Every run operation at both lengths, in the same interleaved rounds.
func measureRuns(checksum: inout Int) -> [RunResult] {
  runOperations.map { operation in
    var kept = 0
    let samples = interleavedSamples(
      rounds: RunSettings.rounds,
      [
        { operation.sample(RunSettings.smallCount, &kept) },
        { operation.sample(RunSettings.largeCount, &kept) },
      ])
    checksum &+= kept
    let perOperation = Double(RunSettings.operations)
    return RunResult(
      name: operation.name, small: median(samples[0]) / perOperation,
      large: median(samples[1]) / perOperation,
      ratio: medianRatio(samples[1], over: samples[0]))
  }
}

/// The growth of resident memory, in bytes, while a host on screen loads a run of
/// ``RunSettings/largeCount`` IDs, selects one and draws its frame.
func runMemoryGrowth(checksum: inout Int) -> Int {
  var host = BenchHost(configuration: ScaleSettings.configuration, at: .origin)
  host.appeared(at: .origin)
  let before = residentBytes()
  host.itemsChanged(run: 0..<RunSettings.largeCount, binding: .id(7), at: .origin)
  host.select(RunSettings.largeCount - 1, animated: false, at: .origin)
  let frame = host.frame(at: .origin, configuredAs: ScaleSettings.configuration)
  let growth = residentBytes() - before
  checksum &+= frame.slots.count &+ host.takeEvents().count
  return growth
}

/// Measures the runs, prints them and their PASS/FAIL lines; whether every target passed.
func printRuns(checksum: inout Int) -> Bool {
  let small = grouped(RunSettings.smallCount)
  let large = grouped(RunSettings.largeCount)
  print("RUNS: IDs as a run of integers (itemsChanged(run:)), kept as its bounds. Each operation")
  print("at \(small) and at \(large) IDs in the same rounds (\(RunSettings.rounds) rounds of")
  print("\(RunSettings.operations) operations a side, in turn); times are medians per operation,")
  print("the ratio the median of the per-round ratios.")
  print("")
  print(
    padded("operation", 26, right: false) + padded(small, 12) + padded(large, 16)
      + padded("ratio", 8))
  let results = measureRuns(checksum: &checksum)
  for result in results {
    print(
      padded(result.name, 26, right: false) + padded(duration(result.small), 12)
        + padded(duration(result.large), 16) + padded(fixed(result.ratio, 2), 8))
  }
  let growth = runMemoryGrowth(checksum: &checksum)
  print("resident memory growth for a run of \(large) IDs on screen: \(growth) B")
  let worst = results.max { $0.ratio < $1.ratio }
  let fast = results.allSatisfy { $0.ratio <= 2 }
  let memorySmall = growth <= 1 << 20
  print(
    verdict(fast) + "every run operation at \(large) IDs at most 2x its cost at \(small) (worst: "
      + fixed(worst?.ratio ?? 0, 2) + ", " + (worst?.name ?? "") + ")")
  print(
    verdict(memorySmall) + "at most 1 MiB of resident memory for a run of \(large) IDs ("
      + mebibytes(growth) + ")")
  return fast && memorySmall
}
