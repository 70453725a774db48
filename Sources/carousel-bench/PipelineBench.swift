import CarouselCore

/// The host with integer IDs on a manual clock, as the pipeline benchmark drives it.
typealias BenchHost = CarouselHost<Int, ManualClock>

enum PipelineSettings {
  /// The list lengths a host holds for the pipeline (10^9 IDs would take tens of gigabytes).
  static let engineCounts = [10, 1_000_000, 10_000_000]
  /// The counts the building blocks are measured at: without a list, up to 10^9.
  static let blockCounts = [10, 1_000_000_000]
  /// The frames of a settle sampled, sixtieths of a second apart: its first half second, again
  /// and again.
  static let framesPerSettle = 30
  /// Rounds of one batch per side (odd, so that a median is one of the samples).
  static let rounds = 101
  /// Rounds for the pieces, which have no target.
  static let pieceRounds = 41
}

/// The instant of frame `frame` of the settle.
func frameInstant(_ frame: Int) -> ManualClock.Instant {
  ManualClock.Instant(offset: .milliseconds(frame * 1_000 / 60))
}

/// A host over the IDs `0..<count`, configured as ``ScaleSettings/configuration``, on screen and
/// settling toward the next item from `.origin`: what a view draws frames of.
func settlingHost(count: Int) -> BenchHost {
  var host = BenchHost(configuration: ScaleSettings.configuration, at: .origin)
  host.configure(ScaleSettings.configuration, at: .origin)
  host.itemsChanged(0..<count, selecting: nil, at: .origin)
  host.appeared(at: .origin)
  host.step(.next, at: .origin)
  return host
}

/// What a renderer reads of one drawn item (its placement, stacking rank and view identity),
/// folded into a number so that nothing is optimized away; the same for every pipeline.
func slotValue(_ item: CarouselVisibleItem, rank: Int, id: Int, lap: Int) -> Double {
  item.mainOffset + item.scale + Double(rank + (id & 7) + lap)
}

/// Every slot read, as the view reads them for its `ForEach`: by position. Inlined, as the
/// view's `array` is: called on a frame's `slots`, a call would take a copy of them.
@inline(__always) func folded(_ slots: CarouselSlots<Int>) -> Double {
  var sum = 0.0
  for position in slots.indices {
    let slot = slots[position]
    sum += slotValue(slot.item, rank: slot.paintRank, id: slot.id.id, lap: slot.id.lap)
  }
  return sum
}

/// Every slot read as `folded(_:)` reads it, and each slot's transition
/// phase made, as the view makes it per frame for the app's per-item effect and the slide's
/// `carouselItemPhase`, with the blend of an interactive per-item effect between its phases
/// (`CarouselTransitionEffect`).
@inline(__always) func foldedWithPhases(
  _ frame: CarouselFrame<Int>, in configuration: CarouselConfiguration
) -> Double {
  var sum = 0.0
  let slots = frame.slots
  for position in slots.indices {
    let slot = slots[position]
    let phase = CarouselTransitionPhase(slot.item)
    let placement = CarouselTransitionPlacement(
      slot.item, itemSize: frame.itemSize, in: configuration)
    sum += slotValue(slot.item, rank: slot.paintRank, id: slot.id.id, lap: slot.id.lap)
    sum += phase.value + (phase.isIdentity ? 1 : 0)
    let blend = CarouselTransitionConfiguration.interactive.blend(
      for: phase, placement: placement)
    sum += blend.to.value + blend.fraction
  }
  return sum
}

/// Every item read as a slot over the IDs `0..<count` would be (each item's ID is its index),
/// ranked in the collection's order.
func folded(_ items: CarouselVisibleItems) -> Double {
  var sum = 0.0
  for rank in items.indices {
    let item = items[rank]
    sum += slotValue(item, rank: rank, id: item.index, lap: item.lap)
  }
  return sum
}

/// Every dot read, as the dot strip draws them (the collection computes each on reading).
func folded(_ dots: some Collection<PageIndicatorDot>) -> Double {
  var sum = 0.0
  for dot in dots { sum += dot.slot + dot.emphasis + dot.scale }
  return sum
}

/// One frame of a carousel's drawing work at the instant of frame `frame` of a settle: a whole
/// pipeline, its layout alone, or one of its pieces.
protocol FramePipeline {
  func frame(_ frame: Int, checksum: inout Double, items: inout Int)
}

/// Frames advanced one after another through a pipeline, for ``timePerFrame(_:frames:checksum:)``.
struct PipelineFrames<Pipeline: FramePipeline>: BenchFrame {
  let pipeline: Pipeline
  var frame = 0

  mutating func advance(checksum: inout Double, items: inout Int) {
    pipeline.frame(frame, checksum: &checksum, items: &items)
    frame = (frame + 1) % PipelineSettings.framesPerSettle
  }
}

/// What the SwiftUI view computes per frame while the carousel moves: the host's frame for the
/// configuration the view draws with (`CarouselSlides`: every slot's placement, the item size
/// and whether the motion goes on) and each slot's transition phase (`CarouselSlotView`, for a
/// per-item effect and the slide's `carouselItemPhase`), read from the object that holds the
/// host, as the view reads it. An object,
/// like the view's model: the frame loop hands it on with one retain.
/// Nothing else: the dots, the compact text and the accessibility value are in the host's stage,
/// computed per event (the dots mark an item and move per page).
final class HostPipeline: FramePipeline {
  /// The host, held by an object as the view's `CarouselModel` holds it.
  private var host: BenchHost
  /// The configuration the view completes from its settings and size: equal to the host's.
  private let configuration: CarouselConfiguration

  init(host: BenchHost, configuration: CarouselConfiguration) {
    self.host = host
    self.configuration = configuration
  }

  func frame(_ frame: Int, checksum: inout Double, items: inout Int) {
    let drawn = self.frame(at: frameInstant(frame))
    checksum +=
      foldedWithPhases(drawn, in: configuration) + drawn.itemSize.width + (drawn.isMoving ? 1 : 0)
    items += drawn.slots.count
  }

  /// The frame at `now`, read as `CarouselModel.frame(configuredAs:)` reads it: in place
  /// (through the property, the whole host is copied first, every frame).
  private func frame(at now: ManualClock.Instant) -> CarouselFrame<Int> {
    withUnsafePointer(to: &host) { $0.pointee.frame(at: now, configuredAs: configuration) }
  }
}

/// The previous pipeline: what the view computed per frame before it drew from the host's
/// stage. Everything, per frame: whether it moves, the slots in paint order, the page dots and
/// the accessibility value.
struct EnginePipeline: FramePipeline {
  let engine: BenchEngine

  func frame(_ frame: Int, checksum: inout Double, items: inout Int) {
    let now = frameInstant(frame)
    let isMoving = engine.isMoving(at: now)
    let slots = engine.slots(at: now)
    let dots = engine.pageIndicator.dots(at: engine.indicatorPosition(at: now))
    let value = engine.accessibility.value
    checksum += folded(slots) + folded(dots) + (isMoving ? 1 : 0) + Double(value.utf8.count)
    items += slots.count
  }
}

/// The layout alone of a pipeline's frames: the configured style as its concrete type
/// (specialized, as in the layout tables) laying out each frame's context, computed beforehand
/// from the same position and configuration, every item read.
struct LayoutOfFrames<Style: CarouselLayoutStyle>: FramePipeline {
  let style: Style
  /// The context of each frame of the settle.
  let contexts: [CarouselLayoutContext]

  func frame(_ frame: Int, checksum: inout Double, items: inout Int) {
    let visible = style.visibleItems(in: contexts[frame])
    checksum += folded(visible)
    items += visible.count
  }
}

extension LayoutOfFrames where Style == PeekCarouselStyle {
  /// The layout of `host`'s frames.
  init(host: BenchHost) {
    let engine = host.engine
    self.init(
      style: ScaleSettings.style,
      contexts: (0..<PipelineSettings.framesPerSettle).map {
        engine.layoutContext(at: frameInstant($0))
      })
  }

  /// The layout of the building blocks' frames.
  init(blocks: BuildingBlockPipeline) {
    self.init(
      style: ScaleSettings.style,
      contexts: (0..<PipelineSettings.framesPerSettle).map(blocks.context(atFrame:)))
  }
}

/// The pipelines from the building blocks the engine composes, for counts no list of IDs fits
/// in memory for: a spring settle and the layout of the configured style in paint order (each
/// item's ID its index), and in the previous pipeline also the page dots at the moving position
/// and the accessibility model.
struct BuildingBlockPipeline: FramePipeline {
  let count: Int
  let motion: SpringMotion
  let pager: Pager
  let style: any CarouselLayoutStyle = ScaleSettings.configuration.style
  let indicator: PageIndicator
  /// Whether the dots and the accessibility value are computed per frame too, as the view did
  /// before it drew from the host's stage: the previous pipeline.
  let isPrevious: Bool

  init(count: Int, isPrevious: Bool) {
    self.count = count
    self.isPrevious = isPrevious
    pager = Pager(count: count, isLooping: true)
    indicator = PageIndicator(count: count, isLooping: true)
    motion = SpringMotion(
      from: CarouselPosition(page: count / 2), toPage: count / 2 + 1, initialVelocity: 0,
      spring: ScaleSettings.configuration.spring)
  }

  /// The seconds of frame `frame` into the settle.
  private func elapsed(atFrame frame: Int) -> Double { Double(frame) / 60 }

  /// The layout input at frame `frame`.
  func context(atFrame frame: Int) -> CarouselLayoutContext {
    CarouselLayoutContext(
      count: count,
      isLooping: true, viewportWidth: 390, viewportHeight: 260
    ).positioned(at: motion.position(atElapsed: elapsed(atFrame: frame)))
  }

  func frame(_ frame: Int, checksum: inout Double, items: inout Int) {
    let isMoving = !motion.isFinished(atElapsed: elapsed(atFrame: frame))
    let context = context(atFrame: frame)
    let visible = style.visibleItems(in: context).inPaintOrder()
    checksum += folded(visible) + (isMoving ? 1 : 0)
    if isPrevious {
      checksum += folded(indicator.dots(at: pager.itemPosition(context.position)))
      let value = PageAccessibility(
        count: count, selectedIndex: pager.itemIndex(forPage: motion.targetPage), isLooping: true
      ).value
      checksum += Double(value.utf8.count)
    }
    items += visible.count
  }
}
