import CarouselCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `carousel-bench --pipeline-frames N [ITEMS]`: N frames of each part of the frame pipeline at
/// ITEMS items, untimed, for counting instructions, which do not move with the machine's load:
/// the pipeline, the previous pipeline and the layout of the same frames, then each piece (a
/// host over a list of IDs up to the largest engine count, else the building blocks, which have
/// no pieces). Each part runs inside one call of ``untimedFrames(_:frames:checksum:)``, so
///
///     valgrind --tool=callgrind --toggle-collect='*untimedFrames*' \
///       --dump-after='*untimedFrames*' carousel-bench --pipeline-frames N ITEMS
///
/// writes one profile per part, in the order printed, with only that part's instructions: its
/// total divided by N is the part's instructions per frame (Scripts/bench-instructions).
func runPipelineFrames(frames: Int, count: Int) {
  var checksum = 0.0
  var parts: [(name: String, items: Int)] = []
  func run(_ name: String, _ pipeline: some FramePipeline) {
    parts.append((name, untimedFrames(pipeline, frames: frames, checksum: &checksum)))
  }
  if count <= PipelineSettings.engineCounts.max()! {
    let host = settlingHost(count: count)
    let configuration = host.engine.configuration
    run("pipeline", HostPipeline(host: host, configuration: configuration))
    parts.append(
      (
        "view model",
        MainActor.assumeIsolated {
          untimedFramesOnMainActor(ModelPipeline(count: count), frames: frames, checksum: &checksum)
        }
      ))
    run("previous", EnginePipeline(engine: host.engine))
    run("layout", LayoutOfFrames(host: host))
    for piece in pipelinePieces(of: host, configuration: configuration) { run(piece.name, piece) }
  } else {
    let blocks = BuildingBlockPipeline(count: count, isPrevious: false)
    run("pipeline (building blocks)", blocks)
    run("previous (building blocks)", BuildingBlockPipeline(count: count, isPrevious: true))
    run("layout", LayoutOfFrames(blocks: blocks))
  }
  // The view model's part draws the pipeline's frames through the SwiftUI layer's model: the
  // same items, or its count is of other frames (it once drew a still carousel at 10^6 items,
  // on a clock the frames' instants did not follow).
  if parts.count > 1, parts[0].name == "pipeline", parts[1].items != parts[0].items {
    print("the view model drew \(parts[1].items) items, the pipeline \(parts[0].items)")
    exit(1)
  }
  print("pipeline frames: \(grouped(frames)) per part at \(grouped(count)) items, untimed")
  for (index, part) in parts.enumerated() {
    print("part \(index + 1): \(part.name), items \(grouped(part.items))")
  }
  print("checksum \(checksum)")
}

/// One frame of the view's own reads, on the main actor as a view's body runs.
@MainActor protocol MainActorFramePipeline {
  func frame(_ frame: Int, checksum: inout Double, items: inout Int)
}

/// ``untimedFrames(_:frames:checksum:)`` on the main actor, for a pipeline of the view's model:
/// the frames call it without a check per frame, as SwiftUI calls a body.
@MainActor @inline(never)
func untimedFramesOnMainActor(
  _ pipeline: some MainActorFramePipeline, frames: Int, checksum: inout Double
) -> Int {
  var items = 0
  for frame in 0..<frames {
    pipeline.frame(frame % PipelineSettings.framesPerSettle, checksum: &checksum, items: &items)
  }
  return items
}

/// Runs `frames` frames of `pipeline` from the start of the settle; the items drawn. Never
/// inlined, so that each part is one call a profiler can collect alone.
@inline(never)
func untimedFrames(_ pipeline: some FramePipeline, frames: Int, checksum: inout Double) -> Int {
  var run = PipelineFrames(pipeline: pipeline)
  var items = 0
  for _ in 0..<frames { run.advance(checksum: &checksum, items: &items) }
  return items
}
