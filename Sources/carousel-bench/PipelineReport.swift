import CarouselCore

/// One row of the frame pipeline table: the pipeline beside the layout of the same frames and
/// the previous pipeline, at one count.
struct PipelineRow {
  let count: Int
  /// "engine" (a host over a list of IDs) or "building blocks" (no list).
  let source: String
  /// Median ns per frame.
  let pipeline: Double
  let layout: Double
  let previous: Double
  /// The medians of the per-round ratios.
  let overLayout: Double
  let overPrevious: Double
}

/// What the pipeline benchmark found: a row per count and source, and per engine count the
/// median ns per frame of each piece.
struct PipelineResult {
  var rows: [PipelineRow] = []
  var pieceNames: [String] = []
  var pieces: [[Double]] = []
}

/// A timer of one batch of `pipeline`'s frames, each batch continuing where the last one
/// stopped; the batch's checksum goes to `fold`. Generic, so that the frames run in code
/// specialized for the pipeline's type (through an existential, every frame would pay two
/// dynamic calls, which would flatter the ratios).
func batchTimer<Pipeline: FramePipeline>(
  _ pipeline: Pipeline, fold: @escaping (Double) -> Void
) -> () -> Double {
  var frames = PipelineFrames(pipeline: pipeline)
  return {
    var checksum = 0.0
    let time = timePerFrame(&frames, frames: BenchSettings.batchSize, checksum: &checksum)
    fold(checksum)
    return time
  }
}

/// The samples of `timers` after one warm-up batch each, in `rounds` interleaved rounds.
func timedRounds(_ timers: [() -> Double], rounds: Int) -> [[Double]] {
  for timer in timers { _ = timer() }
  return interleavedSamples(rounds: rounds, timers)
}

/// The row of `pipeline` beside `layout` and `previous`, measured in the same rounds.
func measureRow(
  count: Int, source: String, pipeline: some FramePipeline, previous: some FramePipeline,
  layout: some FramePipeline, checksum: inout Double
) -> PipelineRow {
  var sum = 0.0  // the timers escape, so they fold into a local, not into `checksum`
  let fold = { sum += $0 }
  let samples = timedRounds(
    [
      batchTimer(pipeline, fold: fold), batchTimer(layout, fold: fold),
      batchTimer(previous, fold: fold),
    ],
    rounds: PipelineSettings.rounds)
  checksum += sum
  return PipelineRow(
    count: count, source: source, pipeline: median(samples[0]), layout: median(samples[1]),
    previous: median(samples[2]), overLayout: medianRatio(samples[0], over: samples[1]),
    overPrevious: medianRatio(samples[0], over: samples[2]))
}

/// The median ns per frame of each piece, in interleaved rounds.
func measurePieces(_ pieces: [PipelinePiece], checksum: inout Double) -> [Double] {
  var sum = 0.0
  let samples = timedRounds(
    pieces.map { batchTimer($0, fold: { sum += $0 }) }, rounds: PipelineSettings.pieceRounds)
  checksum += sum
  return samples.map(median)
}

/// Measures the pipelines at every count: a host per engine count, one at a time (with its
/// pieces), then the building blocks.
func measurePipeline(checksum: inout Double) -> PipelineResult {
  var result = PipelineResult()
  for count in PipelineSettings.engineCounts {
    let host = settlingHost(count: count)
    let configuration = host.engine.configuration
    result.rows.append(
      measureRow(
        count: count, source: "engine",
        pipeline: HostPipeline(host: host, configuration: configuration),
        previous: EnginePipeline(engine: host.engine), layout: LayoutOfFrames(host: host),
        checksum: &checksum))
    let pieces = pipelinePieces(of: host, configuration: configuration)
    result.pieceNames = pieces.map(\.name)
    result.pieces.append(measurePieces(pieces, checksum: &checksum))
  }
  for count in PipelineSettings.blockCounts {
    let blocks = BuildingBlockPipeline(count: count, isPrevious: false)
    result.rows.append(
      measureRow(
        count: count, source: "building blocks", pipeline: blocks,
        previous: BuildingBlockPipeline(count: count, isPrevious: true),
        layout: LayoutOfFrames(blocks: blocks), checksum: &checksum))
  }
  return result
}

/// Prints the pipeline table and the pieces table.
func printPipelineTables(_ result: PipelineResult) {
  print("FRAME PIPELINE: ns per frame of a settle (its first half second at 60 frames a second,")
  print("again and again). pipeline: what the view computes per frame now (the host's frame for")
  print("the view's configuration, read in place, every slot read; the dots change per page);")
  print("previous: what it computed per frame before (the slots, the dots at the moving position")
  print("and the accessibility value, from the engine); layout: the configured style alone, as")
  print(
    "its concrete type, on the context of the same frame. Medians of"
      + " \(PipelineSettings.rounds) rounds of one")
  print(
    "batch of \(BenchSettings.batchSize) frames of each, in turn first; the ratios are the"
      + " medians of the per-round")
  print("ratios. The engine holds the IDs; the building blocks are what it composes, without a")
  print("list (10^9 IDs do not fit in memory).")
  print(
    padded("items", 15, right: false) + padded("source", 16, right: false) + padded("layout", 10)
      + padded("pipeline", 10) + padded("previous", 10) + padded("pipeline/layout", 17)
      + padded("pipeline/previous", 19))
  for row in result.rows {
    print(
      padded(grouped(row.count), 15, right: false) + padded(row.source, 16, right: false)
        + padded(duration(row.layout), 10) + padded(duration(row.pipeline), 10)
        + padded(duration(row.previous), 10) + padded(fixed(row.overLayout, 2), 17)
        + padded(fixed(row.overPrevious, 2), 19))
  }
  print("")
  print("PIPELINE PIECES (engine): ns per frame of each step alone, on the previous step's output")
  print(
    "computed beforehand; medians of \(PipelineSettings.pieceRounds) rounds; each includes the"
      + " frame loop's floor.")
  var header = padded("piece", 34, right: false)
  for count in PipelineSettings.engineCounts { header += padded(grouped(count), 13) }
  print(header)
  for (index, name) in result.pieceNames.enumerated() {
    var row = padded(name, 34, right: false)
    for times in result.pieces { row += padded(duration(times[index]), 13) }
    print(row)
  }
}

/// Prints a PASS/FAIL line per pipeline target; whether both passed.
func printPipelineVerdicts(_ result: PipelineResult) -> Bool {
  func worst(_ ratio: (PipelineRow) -> Double) -> (ratio: Double, label: String) {
    let row = result.rows.max { ratio($0) < ratio($1) }!
    return (ratio(row), "\(row.source), \(grouped(row.count)) items")
  }
  let overLayout = worst(\.overLayout)
  let overPrevious = worst(\.overPrevious)
  print(
    verdict(overLayout.ratio <= 2)
      + "frame pipeline at most 2x the layout of the same frame at every count (worst: "
      + fixed(overLayout.ratio, 2) + ", " + overLayout.label + ")")
  print(
    verdict(overPrevious.ratio <= 1)
      + "frame pipeline no slower than the previous pipeline at every count (worst: "
      + fixed(overPrevious.ratio, 2) + ", " + overPrevious.label + ")")
  // An absolute time moves by tens of percent with the machine's load: reported, not enforced.
  let slowest = result.rows.max { $0.pipeline < $1.pipeline }!
  print(
    "INFO  frame pipeline, worst: " + duration(slowest.pipeline) + ", " + slowest.source + ", "
      + grouped(slowest.count) + " items (aim: 1 us)")
  return overLayout.ratio <= 2 && overPrevious.ratio <= 1
}
