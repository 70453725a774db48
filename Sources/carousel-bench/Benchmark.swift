import CarouselCore

/// The benchmark's fixed settings.
enum BenchSettings {
  static let counts = [10, 1_000, 1_000_000, 1_000_000_000]
  /// How far the position moves per frame: not a whole page, so every fraction is exercised.
  static let step = 0.37
  /// Frames per timed batch: one frame is near the clock's resolution.
  static let batchSize = 100
  /// Timed batches per style and count: one per count per round, so that a slow moment of the
  /// shared machine hits every count alike (odd, so that a median is one of the samples).
  static let rounds = 205
  /// The repeated-array baseline's number of copies.
  static let repeatedCopies = 5
  /// The largest item count a baseline lays out for real; beyond, its time is extrapolated.
  static let largestMeasuredBaseline = 1_000_000
}

/// Work to do with one style, as its concrete type.
protocol StyleVisitor {
  mutating func visit<Style: CarouselLayoutStyle>(_ style: Style)
}

/// Hands the style named `name` to `visitor` as its concrete type, so that the layout is
/// specialized for it as in an app (no existential per frame).
func visitStyle(_ name: CarouselStyleName, _ visitor: inout some StyleVisitor) {
  switch name {
  case .paged: visitor.visit(PagedCarouselStyle())
  case .peek: visitor.visit(PeekCarouselStyle())
  case .scale: visitor.visit(ScaleCarouselStyle())
  case .fade: visitor.visit(FadeCarouselStyle())
  case .rotation: visitor.visit(RotationCarouselStyle())
  case .coverFlow: visitor.visit(CoverFlowCarouselStyle())
  case .stack: visitor.visit(StackCarouselStyle())
  case .ring: visitor.visit(RingCarouselStyle())
  }
}

/// A carousel moving by ``BenchSettings/step`` per frame, laid out the engine's way.
struct LayoutFrame<Style: CarouselLayoutStyle> {
  let style: Style
  var context: CarouselLayoutContext

  init(style: Style, count: Int) {
    self.style = style
    context = CarouselLayoutContext(
      count: count, isLooping: true,
      viewportWidth: 390, viewportHeight: 260
    ).positioned(at: CarouselPosition(page: count / 2))
  }

  /// Lays out one frame, folding every item into `checksum` so that nothing is optimized away.
  mutating func advance(checksum: inout Double, items: inout Int) {
    context.position = context.position.moved(by: BenchSettings.step)
    style.forEachVisibleItem(in: context) { item in
      checksum += item.mainOffset + item.scale + item.opacity + Double(item.index & 7)
      items += 1
    }
  }
}

/// A copying strategy's frame: every copy of every item laid out, each with the same
/// per-item transform as the engine (the style's attributes, the index, the checks), as a
/// non-lazy stack of `copies × count + extra` views is.
struct CopyingFrame<Style: CarouselLayoutStyle> {
  let style: Style
  let geometry: CarouselLayoutGeometry
  let pages: Int
  var position: Double

  init(style: Style, count: Int, copies: Int, extra: Int) {
    self.style = style
    let context = CarouselLayoutContext(
      count: count, isLooping: true, viewportWidth: 390, viewportHeight: 260)
    geometry = style.geometry(in: context)
    pages = copies * count + extra
    // The copies strategies keep the position in the middle copy.
    position = Double(pages / 2)
  }

  mutating func advance(checksum: inout Double, items: inout Int) {
    position += BenchSettings.step
    if position >= Double(pages - 1) { position -= Double(geometry.count) }
    for page in 0..<pages {
      let attributes = style.attributes(forOffset: Double(page) - position, in: geometry)
      let scale = attributes.scale.isFinite ? max(attributes.scale, 0) : 0
      let opacity = min(max(attributes.opacity, 0), 1)
      guard scale > 0, opacity > 0 else { continue }
      checksum += attributes.mainOffset + scale + opacity + Double((page % geometry.count) & 7)
      items += 1
    }
  }
}

/// Lays out `frames` frames per count of a style, untimed: for counting heap allocations. Each
/// frame is laid out every way a renderer takes it: item by item (`forEachVisibleItem`), as the
/// inline collection (`visibleItems(in:)`), which must hold the same items, and in paint order
/// (`inPaintOrder()`).
struct AllocationRun: StyleVisitor {
  let frames: Int
  var checksum = 0.0
  var items = 0
  /// Frames whose collection differs from the items `forEachVisibleItem` gave.
  var mismatches = 0

  mutating func visit<Style: CarouselLayoutStyle>(_ style: Style) {
    for count in BenchSettings.counts {
      var frame = LayoutFrame(style: style, count: count)
      for _ in 0..<frames {
        frame.advance(checksum: &checksum, items: &items)
        let collected = style.visibleItems(in: frame.context)
        var position = 0
        var agrees = true
        style.forEachVisibleItem(in: frame.context) { item in
          agrees = agrees && position < collected.count && collected[position] == item
          position += 1
        }
        if !agrees || position != collected.count { mismatches += 1 }
        // Folded in paint order, weighted by place, so that the sort is not optimized away.
        for (place, item) in collected.inPaintOrder().enumerated() {
          checksum += Double(place + 1) * (item.zIndex + Double(item.page & 7))
        }
      }
    }
  }
}
