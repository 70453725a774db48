import CarouselCore

/// The engine with integer IDs on a manual clock, as the scale benchmark drives it.
typealias BenchEngine = CarouselEngine<Int, ManualClock>

/// What one list size costs: the list updates in nanoseconds (medians of
/// ``ScaleSettings/rounds``) and the resident memory the engine's items take.
struct ScaleResult {
  let count: Int
  var firstLoad: [Double] = []
  var identicalResend: [Double] = []
  var append: [Double] = []
  var removeSelected: [Double] = []
  var bytesPerItem = 0.0
}

enum ScaleSettings {
  static let counts = [1_000_000, 10_000_000]
  static let rounds = 3
  static let resendsPerRound = 5
  static let configuration = CarouselConfiguration(
    style: .peek, isLooping: true, autoplay: .default, viewportWidth: 390, viewportHeight: 260)
}

/// The nanoseconds `work` takes.
func nanoseconds(_ work: () -> Void) -> Double {
  let (seconds, attoseconds) = ContinuousClock().measure(work).components
  return Double(seconds) * 1e9 + Double(attoseconds) * 1e-9
}

/// Loads `count` IDs into an empty engine, re-sends them (another array with the same IDs, so
/// nothing can short-cut on the buffer), appends one and removes the selected one, in rounds.
func measureScale(count: Int) -> ScaleResult {
  var result = ScaleResult(count: count)
  let ids = Array(0..<count)
  let resent = Array(ids)
  let appended = ids + [count]
  var removed = appended
  removed.remove(at: count / 2)
  let now = ManualClock.Instant.origin
  for round in 0..<ScaleSettings.rounds {
    let memoryBefore = residentBytes()
    var engine = BenchEngine(items: [], configuration: ScaleSettings.configuration, at: now)
    engine.appeared(at: now)
    result.firstLoad.append(nanoseconds { engine.itemsChanged(ids, at: now) })
    if round == 0 { result.bytesPerItem = Double(residentBytes() - memoryBefore) / Double(count) }
    for _ in 0..<ScaleSettings.resendsPerRound {
      result.identicalResend.append(nanoseconds { engine.itemsChanged(resent, at: now) })
    }
    result.append.append(nanoseconds { engine.itemsChanged(appended, at: now) })
    engine.select(index: count / 2, animated: false, at: now)
    result.removeSelected.append(nanoseconds { engine.itemsChanged(removed, at: now) })
    if engine.selectedID != count / 2 + 1 { result.removeSelected = [.nan] }  // not the survivor
  }
  return result
}

/// One frame of what the SwiftUI view draws (`CarouselStage`, `CarouselIndicator`): whether it
/// moves, the slots in paint order, the page dots and the accessibility value, at a time `frame`
/// sixtieths of a second into a settle.
protocol FramePipeline {
  func frame(_ frame: Int, checksum: inout Double, items: inout Int)
}

/// Frames advanced one after another through a pipeline, for ``timePerFrame(_:frames:checksum:)``.
struct PipelineFrames<Pipeline: FramePipeline>: BenchFrame {
  let pipeline: Pipeline
  var frame = 0

  mutating func advance(checksum: inout Double, items: inout Int) {
    pipeline.frame(frame, checksum: &checksum, items: &items)
    frame = (frame + 1) % 30  // the first half second of a settle, again and again
  }
}

/// The engine's own pipeline, over a list of `count` IDs, settling toward the next item.
struct EnginePipeline: FramePipeline {
  let engine: BenchEngine

  init(count: Int) {
    var engine = BenchEngine(
      items: 0..<count, configuration: ScaleSettings.configuration, at: .origin)
    engine.next(at: .origin)
    self.engine = engine
  }

  func frame(_ frame: Int, checksum: inout Double, items: inout Int) {
    let now = ManualClock.Instant(offset: .milliseconds(frame * 1_000 / 60))
    let isMoving = engine.isMoving(at: now)
    let slots = engine.slots(at: now)
    let dots = engine.pageIndicator.dots(at: engine.indicatorPosition(at: now))
    let value = engine.accessibility.value
    checksum += (isMoving ? 1 : 0) + Double(value.utf8.count)
    // Every dot is read, as a renderer draws them (the collection computes each on reading).
    for dot in dots { checksum += dot.slot + dot.emphasis + dot.scale }
    for slot in slots { checksum += slot.item.mainOffset + Double(slot.paintRank) }
    items += slots.count
  }
}

/// The same pipeline from the building blocks the engine composes, for counts no list of IDs
/// fits in memory for (10^9 IDs would take tens of gigabytes): a spring settle, the layout of the
/// configured style in paint order, the page indicator and the accessibility model.
struct BuildingBlockPipeline: FramePipeline {
  let count: Int
  let motion: SpringMotion
  let pager: Pager
  let style: any CarouselLayoutStyle = ScaleSettings.configuration.style

  init(count: Int) {
    self.count = count
    pager = Pager(count: count, isLooping: true)
    motion = SpringMotion(
      from: CarouselPosition(page: count / 2), toPage: count / 2 + 1, initialVelocity: 0,
      spring: ScaleSettings.configuration.spring)
  }

  func frame(_ frame: Int, checksum: inout Double, items: inout Int) {
    let elapsed = Double(frame) / 60
    let isMoving = !motion.isFinished(atElapsed: elapsed)
    let position = motion.position(atElapsed: elapsed)
    let context = CarouselLayoutContext(
      position: position, count: count, isLooping: true, viewportWidth: 390, viewportHeight: 260)
    let visible = style.visibleItems(in: context).inPaintOrder()
    let dots = PageIndicator(count: count, isLooping: true).dots(at: pager.itemPosition(position))
    let value = PageAccessibility(
      count: count, selectedIndex: pager.itemIndex(forPage: motion.targetPage), isLooping: true
    ).value
    checksum += (isMoving ? 1 : 0) + Double(value.utf8.count)
    for dot in dots { checksum += dot.slot + dot.emphasis + dot.scale }
    for (rank, item) in visible.enumerated() { checksum += item.mainOffset + Double(rank) }
    items += visible.count
  }
}

/// The median nanoseconds per frame of `pipeline`, over 41 batches of 100 frames.
func medianFrameTime(_ pipeline: some FramePipeline, checksum: inout Double) -> Double {
  var frames = PipelineFrames(pipeline: pipeline)
  _ = timePerFrame(&frames, frames: BenchSettings.batchSize, checksum: &checksum)  // warm up
  return median(
    (0..<BenchSettings.batchesPerRound).map { _ in
      timePerFrame(&frames, frames: BenchSettings.batchSize, checksum: &checksum)
    })
}
