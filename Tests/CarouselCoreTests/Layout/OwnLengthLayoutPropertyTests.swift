import CarouselCore
import Testing
import UpdateCycleDouble

/// Random finite rows of items of their own lengths, centered or leading-aligned, at random
/// positions (past the ends too), laid out by the paged style, against the test's own model:
/// prefix sums item by item, the position mapped linearly between anchors, a leading row held
/// at its end, and every item that overlaps the viewport drawn where the model puts it.
/// A failure prints its seed; `CAROUSEL_PROPERTY_SEQUENCES=N` runs more.
@Suite struct OwnLengthLayoutPropertyTests {
  @Test func theLayoutMatchesTheModel() {
    var checked = 0
    for sequence in 0..<propertySequenceCount(default: 2_000) {
      let seed = UInt64(sequence)
      var random = SeededGenerator(seed: seed)
      let count = 1 + random.below(40)
      let lengths = (0..<count).map { _ in Double(random.below(240)) }
      let spacing = Double(random.below(16))
      let viewport = Double(100 + random.below(400))
      let isLeading = random.below(2) == 0
      let page = random.below(count + 4) - 2
      let fraction = Double(random.below(8)) / 8
      var context = CarouselLayoutContext(
        count: count,
        viewportWidth: viewport, viewportHeight: 100, spacing: spacing,
        alignment: isLeading ? .leading : .center
      ).positioned(at: CarouselPosition(page: page, fraction: fraction))
      context.itemLengths = CarouselItemLengths(lengths)
      let expected = model(
        lengths: lengths, spacing: spacing, viewport: viewport, isLeading: isLeading,
        position: Double(page) + fraction)
      guard expected.count <= CarouselLayoutGeometry.maximumVisibleSlots else { continue }
      let drawn = PagedCarouselStyle().visibleItems(in: context)
      let matches =
        drawn.map(\.index) == expected.map(\.index)
        && zip(drawn, expected).allSatisfy { isClose($0.mainOffset, $1.center, tolerance: 1e-6) }
      guard matches else {
        Issue.record(
          "seed \(seed): drawn \(drawn.map { ($0.index, $0.mainOffset) }), model \(expected)")
        return
      }
      checked += 1
    }
    #expect(checked > propertySequenceCount(default: 2_000) / 2)
  }

  /// The items that overlap the viewport and their centers relative to its center.
  private func model(
    lengths: [Double], spacing: Double, viewport: Double, isLeading: Bool, position: Double
  ) -> [(index: Int, center: Double)] {
    var edges: [Double] = []
    var edge = 0.0
    for length in lengths {
      edges.append(edge)
      edge += length + spacing
    }
    let share = isLeading ? 0.0 : 0.5
    let anchors = lengths.indices.map { edges[$0] + share * lengths[$0] }
    let last = lengths.count - 1
    // Linear between anchors; before the first and past the last, the nearest pair's pitch.
    let segment = min(max(Int(position.rounded(.down)), 0), max(last - 1, 0))
    let pitch =
      last == 0 ? lengths[0] + spacing : anchors[segment + 1] - anchors[segment]
    var focus = anchors[segment] + (position - Double(segment)) * pitch
    if isLeading {
      let limit = max(edges[last] + lengths[last] - viewport, 0)
      if limit < anchors[last] {
        focus = focus <= anchors[last] ? min(focus, limit) : limit + focus - anchors[last]
      }
    }
    let base = isLeading ? -viewport / 2 : 0
    return lengths.indices.compactMap { index in
      let leading = base + edges[index] - focus
      let overlaps = leading < viewport / 2 && leading + lengths[index] > -viewport / 2
      return overlaps ? (index, leading + lengths[index] / 2) : nil
    }
  }
}
