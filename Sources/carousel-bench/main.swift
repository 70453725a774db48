import CarouselCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// carousel-bench: the per-frame cost of the layout for 10 to 1,000,000,000 items and every
// style, beside baselines that model the copying strategies of other carousels (docs/
// PERFORMANCE.md). `--frames N` runs only the layout, N frames per style and count, without timing,
// item by item and as the inline collection (checked to agree): for counting heap allocations
// under valgrind at two run lengths. After the layout tables come the scale figures: loading
// 10^5 to 10^7 IDs beside building a dictionary, edits of 10^6 IDs beside the identical re-send,
// and the per-frame pipeline up to 10^9 items beside the layout of the same frames and the
// previous pipeline, and runs of IDs kept as their bounds at 10 and 10^9 items (`--scale` runs
// only them, `--pipeline` only the pipeline, `--runs` only the runs), then the SwiftUI path and
// a scrolling feed (below). Every ratio is
// the median of ratios taken within rounds that measure both sides. The run fails (exit 1) only
// on targets stated as ratios or counts; absolute times are reported, not enforced.
// `--pipeline-frames N [ITEMS]` runs N frames of each part of the pipeline at ITEMS items (10
// unless given), untimed: for counting instructions per frame with callgrind.
// `--feed` scrolls a feed of ten carousels' models beside a baseline that gives every scroll
// frame's bounds as a full event, and `--feed-frames N [ours|baseline]` runs N frames of
// each (or of one), untimed, for callgrind (docs/PERFORMANCE.md, "A scrolling feed").
// `--swiftui-path` drives carousels' view models with the calls CarouselUI's views make, at 10 to
// 10^6 IDs, beside baselines in the same rounds (docs/PERFORMANCE.md, "The SwiftUI path").
// `--own-lengths` lays out frames of 10^6 items of mixed lengths of their own beside 100 such
// items in the same rounds.
// `--soak SECONDS` drives one engine with random use for SECONDS of simulated time and prints
// its resident memory along the way (docs/RELIABILITY.md).

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.count == 2, arguments[0] == "--frames", let frames = Int(arguments[1]), frames >= 0 {
  var run = AllocationRun(frames: frames)
  for name in CarouselStyleName.allCases { visitStyle(name, &run) }
  print(
    "layout frames: \(frames) per style and count, items \(run.items), checksum \(run.checksum)")
  if run.mismatches > 0 {
    print("FAIL  \(run.mismatches) frames: visibleItems(in:) differs from forEachVisibleItem")
    exit(1)
  }
} else if arguments.isEmpty {
  let layoutPassed = runBenchmark()
  print("")
  let scalePassed = runScale()
  print("")
  let swiftUIPathPassed = MainActor.assumeIsolated { runSwiftUIPath() }
  print("")
  let feedPassed = runFeed()
  print("")
  let ownLengthsPassed = runOwnLengths()
  // A missed target fails the run.
  if !(layoutPassed && scalePassed && swiftUIPathPassed && feedPassed && ownLengthsPassed) {
    exit(1)
  }
} else if arguments == ["--own-lengths"] {
  if !runOwnLengths() { exit(1) }
} else if arguments == ["--scale"] {
  if !runScale() { exit(1) }
} else if arguments == ["--swiftui-path"] {
  if !MainActor.assumeIsolated({ runSwiftUIPath() }) { exit(1) }
} else if arguments == ["--runs"] {
  var checksum = 0
  let passed = printRuns(checksum: &checksum)
  print("runs checksum \(checksum)")
  if !passed { exit(1) }
} else if arguments == ["--pipeline"] {
  var checksum = 0.0
  let result = measurePipeline(checksum: &checksum)
  printPipelineTables(result)
  print("")
  let passed = printPipelineVerdicts(result)
  print("pipeline checksum \(checksum)")
  if !passed { exit(1) }
} else if (2...3).contains(arguments.count), arguments[0] == "--pipeline-frames",
  let frames = Int(arguments[1]), frames >= 0,
  let count = arguments.count == 3 ? Int(arguments[2]) : 10, count > 0
{
  runPipelineFrames(frames: frames, count: count)
} else if arguments == ["--feed"] {
  if !runFeed() { exit(1) }
} else if (2...3).contains(arguments.count), arguments[0] == "--feed-frames",
  let frames = Int(arguments[1]), frames >= 0,
  arguments.count == 2 || ["ours", "baseline"].contains(arguments[2])
{
  runFeedFrames(frames: frames, only: arguments.count == 3 ? arguments[2] : nil)
} else if arguments.count == 2, arguments[0] == "--soak", let seconds = Int(arguments[1]),
  seconds > 0
{
  if !runSoak(seconds: seconds) { exit(1) }
} else {
  print(
    "usage: carousel-bench [--frames N | --scale | --runs | --swiftui-path | --pipeline"
      + " | --pipeline-frames N [ITEMS] | --feed | --feed-frames N [ours|baseline]"
      + " | --own-lengths | --soak SECONDS]")
  exit(2)
}
