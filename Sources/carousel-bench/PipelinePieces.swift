import CarouselCore

/// One piece of the frame pipeline, alone: `work` does it for frame `frame` of the settle, from
/// inputs computed beforehand, and returns what it read (folded into the checksum). Called
/// through a closure, which costs a few nanoseconds a frame: the first piece, which does
/// nothing, measures that floor.
struct PipelinePiece: FramePipeline {
  let name: String
  let work: (Int) -> Double

  func frame(_ frame: Int, checksum: inout Double, items: inout Int) {
    checksum += work(frame)
  }
}

/// The pieces of `host`'s pipelines, which the view draws with `configuration`: the steps of
/// ``HostPipeline`` and ``EnginePipeline``, each on the previous step's output for the same
/// frame (the position, the context, the items in page order, the items in paint order).
func pipelinePieces(of host: BenchHost, configuration: CarouselConfiguration) -> [PipelinePiece] {
  let engine = host.engine
  let style = engine.configuration.style
  let instants = (0..<PipelineSettings.framesPerSettle).map(frameInstant)
  let contexts = instants.map { engine.layoutContext(at: $0) }
  let laidOut = contexts.map { style.visibleItems(in: $0) }
  let painted = laidOut.map { $0.inPaintOrder() }
  let positions = instants.map { engine.indicatorPosition(at: $0) }
  let indicator = host.stage.indicator.indicator
  // A view's configuration holding a target behavior of the app's, boxed on each render: equal,
  // but not the same box, so the check compares the behaviors' types and values.
  var ruled = engine.configuration
  ruled.targetBehavior = AnyCarouselTargetBehavior(SectionStartsRule(starts: [0, 3, 5]))
  var ruledAgain = ruled
  ruledAgain.targetBehavior = AnyCarouselTargetBehavior(SectionStartsRule(starts: [0, 3, 5]))
  return [
    PipelinePiece(name: "nothing (the frame loop's floor)") { _ in 0 },
    PipelinePiece(name: "position") { engine.position(at: instants[$0]).value },
    PipelinePiece(name: "isMoving") { engine.isMoving(at: instants[$0]) ? 1 : 0 },
    PipelinePiece(name: "configuration check") { _ in configuration == engine.configuration ? 1 : 0
    },
    PipelinePiece(name: "configuration check, app's rule boxed anew") { _ in
      ruled == ruledAgain ? 1 : 0
    },
    PipelinePiece(name: "layout context (with position)") {
      engine.layoutContext(at: instants[$0]).position.value
    },
    PipelinePiece(name: "layout, configured style (any)") {
      folded(style.visibleItems(in: contexts[$0]))
    },
    PipelinePiece(name: "layout, concrete style") {
      folded(ScaleSettings.style.visibleItems(in: contexts[$0]))
    },
    PipelinePiece(name: "paint order") { folded(laidOut[$0].inPaintOrder()) },
    PipelinePiece(name: "slot mapping (IDs; sorted input)") {
      folded(CarouselSlots(items: painted[$0], ids: engine.itemIDs))
    },
    PipelinePiece(name: "indicator position") {
      engine.indicatorPosition(at: instants[$0]).value
    },
    PipelinePiece(name: "dots (at that position)") { folded(indicator.dots(at: positions[$0])) },
    PipelinePiece(name: "accessibility value (previous)") { _ in
      Double(engine.accessibility.value.utf8.count)
    },
  ]
}

/// A target behavior of an app's kind, for the configuration check: sections that start at
/// `starts` (its decision is not measured here).
private struct SectionStartsRule: CarouselTargetBehavior {
  var starts: [Int]

  func updateTarget(_ target: inout CarouselTarget, context: CarouselTargetContext) {
    target.index = starts.last { $0 <= target.index } ?? target.index
  }
}
