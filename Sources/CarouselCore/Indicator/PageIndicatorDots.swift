/// The dots of a `PageIndicator` strip at one position, ordered by `PageIndicatorDot.slot`,
/// left to right: what `PageIndicator.dots(at:)` returns.
///
/// A fixed-size value that computes each dot when it is read, from the indicator, the position
/// and the strip's window, so that drawing a frame allocates nothing. Two values are equal when
/// they hold the same dots in the same order, whatever positions they were made for.
///
/// ```swift
/// let dots = PageIndicator(count: 5, isLooping: false).dots(progress: 2.25)
/// dots.map(\.emphasis)  // [0, 0, 0.75, 0.25, 0]
/// Array(dots)  // the same dots, stored
/// ```
@usableFromInline package struct PageIndicatorDots: RandomAccessCollection, Hashable, Sendable {
  private let indicator: PageIndicator
  /// The position, normalized into the items.
  private let position: CarouselPosition
  private let window: IndicatorWindow
  /// The windows at rest on the item before the position and on the item after it: every dot's
  /// size blends between the two (see ``scale(ofItem:atOffset:)``). Made once per position, not
  /// per dot, so reading the dots of a frame costs a few multiplications a dot.
  private let restingBefore: IndicatorWindow
  private let restingAfter: IndicatorWindow
  /// The offsets of the dots from the window's whole start item, in reading order.
  private let offsets: Range<Int>

  /// The dots of `indicator` at `position`, an item-space position not yet normalized.
  init(indicator: PageIndicator, position: CarouselPosition) {
    self.indicator = indicator
    guard indicator.count > 0 else {
      // No items, no dots: an empty window (normalizing would divide by a count of 0).
      self.position = CarouselPosition(page: 0)
      window = IndicatorWindow(indicator: indicator, position: self.position)
      (restingBefore, restingAfter) = (window, window)
      offsets = 0..<0
      return
    }
    let normalized = normalizedItemPosition(
      position, count: indicator.count, isLooping: indicator.isLooping)
    self.position = normalized
    window = IndicatorWindow(indicator: indicator, position: normalized)
    restingBefore = IndicatorWindow(
      indicator: indicator, position: CarouselPosition(page: normalized.page))
    // A normalized position with a fraction lies before the last item (finite) or at most on it
    // (looping), so the next item is at most `count`, and `count` is at most `Int.max`; without
    // a fraction the position rests on the item before, and the window after is not read.
    restingAfter =
      normalized.fraction == 0
      ? restingBefore
      : IndicatorWindow(indicator: indicator, position: CarouselPosition(page: normalized.page + 1))
    offsets = window.drawnOffsets
  }

  /// The position of the first dot: 0.
  @usableFromInline package var startIndex: Int { 0 }
  /// The number of dots: `PageIndicator.visibleDotCount` at rest, one more while the window
  /// scrolls, none without items.
  @usableFromInline package var endIndex: Int { offsets.count }

  /// The dot at `position`, counted from the left (or top) of the strip. `position` must be in
  /// `startIndex..<endIndex`, as for an array.
  @usableFromInline package subscript(position: Int) -> PageIndicatorDot {
    precondition(position >= 0 && position < offsets.count, "Index out of range")
    // A right-to-left strip lists the reading order backward, so that slots still run left to
    // right.
    let offset =
      indicator.layoutDirection == .rightToLeft
      ? offsets.upperBound - 1 - position : offsets.lowerBound + position
    return dot(atOffset: offset)
  }

  /// Whether both hold the same dots in the same order.
  @usableFromInline package static func == (lhs: PageIndicatorDots, rhs: PageIndicatorDots) -> Bool
  {
    lhs.elementsEqual(rhs)
  }

  /// Hashes the dots, in order, as ``==(_:_:)`` compares them.
  @usableFromInline package func hash(into hasher: inout Hasher) {
    hasher.combine(count)
    for dot in self { hasher.combine(dot) }
  }

  /// Where each dot is drawn with `look`, in the order of the dots (left to right): packed
  /// along a strip ``CarouselDots/stripLength(dotCount:)`` of `PageIndicator.visibleDotCount`
  /// dots long.
  ///
  /// In reading order each dot takes its length (from ``CarouselDots/size`` to
  /// ``CarouselDots/currentLength`` by its emphasis, times its `PageIndicatorDot.scale`), two
  /// neighbors are ``CarouselDots/spacing`` times the smaller of their scales apart, and the row
  /// is centered in the strip: at rest it spans the strip from edge to edge unless a scrolling
  /// window shrinks its edge dots, and while the window scrolls the dot sliding in or out takes
  /// room gradually, so no dot jumps. A
  /// right-to-left strip is the exact mirror of a left-to-right one.
  ///
  /// ```swift
  /// let dots = PageIndicator(count: 5, isLooping: false).dots(progress: 0)
  /// dots.frames(.capsules).map(\.center)  // [11, 32.5, 46.5, 60.5, 74.5]
  /// dots.frames(.circles).map(\.drawnScale)  // [1.25, 1, 1, 1, 1]
  /// ```
  @usableFromInline package func frames(_ look: CarouselDots) -> [CarouselDotFrame] {
    let readingCenters = readingCenters(look)
    let length = look.stripLength(dotCount: window.slotCount)
    let isMirrored = indicator.layoutDirection == .rightToLeft
    return indices.map { position in
      let dot = self[position]
      let reading = isMirrored ? count - 1 - position : position
      let center = isMirrored ? length - readingCenters[reading] : readingCenters[reading]
      return CarouselDotFrame(dot: dot, center: center, look: look)
    }
  }

  /// The centers of the dots along the strip in reading order, measured from the strip's
  /// reading start (its right edge right to left): see ``frames(_:)``.
  private func readingCenters(_ look: CarouselDots) -> [Double] {
    let isMirrored = indicator.layoutDirection == .rightToLeft
    var end = 0.0
    var previousScale: Double?
    var centers = indices.map { reading in
      let dot = self[isMirrored ? count - 1 - reading : reading]
      if let previousScale { end += look.gap(betweenScales: previousScale, dot.scale) }
      previousScale = dot.scale
      let length = look.length(emphasis: dot.emphasis, scale: dot.scale)
      defer { end += length }
      return end + length / 2
    }
    // The row, from its first dot's start to its last dot's end, centered in the strip.
    let offset = (look.stripLength(dotCount: window.slotCount) - end) / 2
    for index in centers.indices { centers[index] += offset }
    return centers
  }

  /// The item of the dot a tap at `location` hits with `look`, in points from the strip's left
  /// (or top) edge; see `PageIndicator.dotIndex(atLocation:at:metrics:)`. Each dot owns the
  /// strip from the middle of the gap before it to the middle of the gap after it, so a tap on
  /// a dot's frame is that dot's, and a tap between two goes to the nearer edge. `nil` without
  /// dots or for a NaN location.
  func item(nearestLocation location: Double, look: CarouselDots) -> Int? {
    guard !offsets.isEmpty, !location.isNaN else { return nil }
    let length = look.stripLength(dotCount: window.slotCount)
    let clamped = Swift.min(Swift.max(location, 0), length)
    // Measured in reading order, so that a location halfway between two dots goes to the later
    // one in reading order and a right-to-left strip is the exact mirror of a left-to-right one.
    let isMirrored = indicator.layoutDirection == .rightToLeft
    let reading = isMirrored ? length - clamped : clamped
    let centers = readingCenters(look)
    func dot(_ reading: Int) -> PageIndicatorDot {
      self[isMirrored ? count - 1 - reading : reading]
    }
    var hit = count - 1
    for index in 0..<(count - 1) {
      let (this, next) = (dot(index), dot(index + 1))
      let end = centers[index] + look.length(emphasis: this.emphasis, scale: this.scale) / 2
      let nextStart =
        centers[index + 1] - look.length(emphasis: next.emphasis, scale: next.scale) / 2
      if reading < (end + nextStart) / 2 {
        hit = index
        break
      }
    }
    return dot(hit).index
  }

  /// The dot at `offset` slots after the window's whole start item, one of the drawn offsets.
  private func dot(atOffset offset: Int) -> PageIndicatorDot {
    let slot = window.slot(ofOffset: offset, in: window)
    let index = window.itemIndex(atOffset: offset)
    let slotCount = Double(window.slotCount)
    // Mirroring can round a slot just above -1 up to `slotCount` itself (a fraction within an ulp
    // of 1); keep it inside the strip, below `slotCount`.
    let drawnSlot =
      indicator.layoutDirection == .rightToLeft
      ? Swift.min(slotCount - 1 - slot, slotCount.nextDown) : slot
    return PageIndicatorDot(
      index: index, slot: drawnSlot, emphasis: emphasis(ofItem: index),
      scale: scale(ofItem: index, atOffset: offset))
  }

  /// A dot's size between two items: the size it has when the carousel rests on the item
  /// before, blended toward the size it has on the item after. At rest a dot is full size when
  /// it is the current one, else as small as its place near a strip edge makes it; blending the
  /// two ends (rather than taking the larger of the edge size and the emphasis) keeps the
  /// outgoing current dot full size while the window scrolls under it.
  ///
  /// The dot shows item `index` at `offset` slots after the whole start item of the window.
  private func scale(ofItem index: Int, atOffset offset: Int) -> Double {
    func restingScale(onItem item: Int, in resting: IndicatorWindow) -> Double {
      if index == Numerics.floorModulo(item, indicator.count) { return 1 }
      return resting.edgeScale(atSlot: resting.slot(ofOffset: offset, in: window))
    }
    let before = restingScale(onItem: position.page, in: restingBefore)
    let traveled = position.fraction
    guard traveled != 0 else { return before }
    let after = restingScale(onItem: position.page + 1, in: restingAfter)
    return before + (after - before) * traveled
  }

  /// How much item `index` is current: the share of the way not yet traveled away from it, or
  /// already traveled toward it.
  private func emphasis(ofItem index: Int) -> Double {
    let from = position.page
    let traveled = position.fraction
    // `from` is at most `count - 1`, so `from + 1` stays within `Int`.
    let to = indicator.isLooping ? Numerics.floorModulo(from + 1, indicator.count) : from + 1
    var emphasis = 0.0
    if index == from { emphasis += 1 - traveled }
    if index == to { emphasis += traveled }
    return emphasis
  }
}
