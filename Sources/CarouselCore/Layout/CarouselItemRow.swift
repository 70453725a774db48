/// A row of items of their own lengths: where each item is along the row, in points, and the
/// piecewise-linear map between the engine's position (in item units) and a distance along the
/// row. Position `i` puts item `i`'s anchor (its center, or its leading edge when the carousel
/// is leading-aligned) at the focus; between two items the row moves linearly from one anchor
/// to the next, so paging by items (`.item`, the drag's thresholds) works unchanged, and a
/// finger moves the row by as many points as it moves.
///
/// Coordinates are measured from item 0's leading edge in lap 0; a looping row repeats every
/// ``lapLength`` points (with a gap after the last item too). Every lookup is O(log n)
/// (``CarouselItemLengths``) or O(1) for items past the given lengths, which take the
/// carousel's item length.
///
/// ```swift
/// let row = CarouselItemRow(
///   lengths: CarouselItemLengths([60, 100, 80]), count: 3, fallbackLength: 0, spacing: 10,
///   anchorShare: 0.5, loops: false)
/// row.anchor(of: 1)  // 120: 60 + 10 + 100 / 2
/// row.coordinate(at: CarouselPosition(page: 0, fraction: 0.5))  // 75: halfway from 30 to 120
/// ```
package struct CarouselItemRow: Hashable, Sendable {
  /// The app's lengths, by item index; items past them take ``fallbackLength``.
  package var lengths: CarouselItemLengths
  /// The number of items: at least 1.
  package var count: Int
  /// The length of an item past the given lengths: the carousel's item length.
  package var fallbackLength: Double
  /// The gap between neighboring items.
  package var spacing: Double
  /// Where an item's anchor is along it: 0.5 at its center, 0 at its leading edge.
  package var anchorShare: Double
  /// Whether the row wraps around.
  package var loops: Bool

  /// A row of `count` items (at least one counts) laid out by `lengths`, the ones past them
  /// `fallbackLength` long, `spacing` apart.
  package init(
    lengths: CarouselItemLengths, count: Int, fallbackLength: Double, spacing: Double,
    anchorShare: Double, loops: Bool
  ) {
    self.lengths = lengths
    self.count = max(count, 1)
    self.fallbackLength = LayoutMath.sanitizedLength(fallbackLength)
    self.spacing = LayoutMath.sanitizedLength(spacing)
    self.anchorShare = anchorShare
    self.loops = loops && count > 1
  }

  /// How many items take their length from ``lengths``.
  private var givenCount: Int { min(lengths.count, count) }

  /// Item `index`'s length; `index` in `0..<count`.
  package func length(of index: Int) -> Double {
    index < givenCount ? lengths[index] : fallbackLength
  }

  /// The longest item's length.
  package var longest: Double {
    givenCount < count ? max(lengths.longest, fallbackLength) : lengths.longest
  }

  /// Item `index`'s leading edge, `index` in `0...count` (`count`: one gap past the last item).
  package func leadingEdge(of index: Int) -> Double {
    let given = givenCount
    let fromTree = lengths.sum(ofFirst: min(index, given))
    let past = Double(max(index - given, 0))
    return fromTree + past * fallbackLength + Double(index) * spacing
  }

  /// The distance a looping row repeats after: every item and a gap after each.
  package var lapLength: Double { leadingEdge(of: count) }

  /// Item `index`'s anchor, `index` in `0..<count`.
  package func anchor(of index: Int) -> Double {
    leadingEdge(of: index) + anchorShare * length(of: index)
  }

  /// The anchor of item `local`, any integer when looping (`count` is item 0 one lap on),
  /// `0..<count` otherwise.
  private func anchor(ofLocal local: Int) -> Double {
    guard loops else { return anchor(of: local) }
    let lap = Numerics.floorDivision(local, count)
    return Double(lap) * lapLength + anchor(of: local - lap * count)
  }

  /// The item whose slot (its length and the gap after it) holds `coordinate` within lap 0, in
  /// `0..<count`: item 0 before the row, the last item past it. O(log n).
  package func index(atCoordinate coordinate: Double) -> Int {
    let given = givenCount
    let givenEnd = leadingEdge(of: given)
    let found: Int
    if coordinate < givenEnd || given == count {
      found = lengths.prefixCount(within: coordinate, gap: spacing)
    } else {
      let slot = fallbackLength + spacing
      let past = slot > 0 ? (coordinate - givenEnd) / slot : 0
      found = given + Numerics.saturatingInt(past.rounded(.down))
    }
    return min(max(found, 0), count - 1)
  }

  /// The distance between anchors at `local` and the next on a finite row, extended before the
  /// first and past the last with the nearest pair's (an item and a gap with one item).
  private func pitch(afterLocal local: Int) -> Double {
    if loops { return anchor(ofLocal: local + 1) - anchor(ofLocal: local) }
    guard count > 1 else { return length(of: 0) + spacing }
    let first = min(max(local, 0), count - 2)
    return anchor(of: first + 1) - anchor(of: first)
  }

  /// The coordinate the focus is at for `position`, in lap 0 of a looping row's position as
  /// given: `position` is taken as local (callers move it into lap 0 with ``localized(_:)``).
  package func coordinate(at position: CarouselPosition) -> Double {
    let page = position.page
    if !loops {
      if page < 0 || page >= count - 1 {
        let end = page < 0 ? 0 : count - 1
        let beyond = Double(page - end) + position.fraction
        return anchor(of: end) + beyond * pitch(afterLocal: end == 0 ? -1 : end)
      }
    }
    return anchor(ofLocal: page) + position.fraction * pitch(afterLocal: page)
  }

  /// The position whose focus is at `coordinate`: the inverse of ``coordinate(at:)``, O(log n).
  package func position(atCoordinate coordinate: Double) -> CarouselPosition {
    guard coordinate.isFinite else { return CarouselPosition(page: 0) }
    var lap = 0
    var local = coordinate
    if loops {
      let lapLength = self.lapLength
      guard lapLength > 0 else { return CarouselPosition(page: 0) }
      lap = Numerics.saturatingInt((coordinate / lapLength).rounded(.down))
      local = coordinate - Double(lap) * lapLength
    } else {
      // Before the first anchor or past the last, the end's pitch extends the row (a drag
      // past an end, which the rubber band then resists).
      let end: Int? =
        local <= anchor(of: 0) ? 0 : local >= anchor(of: count - 1) ? count - 1 : nil
      if let end {
        let pitch = pitch(afterLocal: end == 0 ? -1 : end)
        let beyond = pitch > 0 ? (local - anchor(of: end)) / pitch : 0
        return CarouselPosition(page: end).moved(by: beyond)
      }
    }
    let slot = index(atCoordinate: local)
    let page = anchor(of: slot) <= local ? slot : slot - 1
    let pitch = pitch(afterLocal: page)
    let fraction = pitch > 0 ? (local - anchor(ofLocal: page)) / pitch : 0
    let (lapStart, overflow) = lap.multipliedReportingOverflow(by: count)
    let base = overflow ? (lap < 0 ? Int.min / 2 : Int.max / 2) : lapStart
    return CarouselPosition(page: Numerics.saturatingAdd(base, page)).moved(by: fraction)
  }

  /// `position` moved by whole laps into lap 0 (looping), so that its coordinate is small.
  package func localized(_ position: CarouselPosition) -> CarouselPosition {
    guard loops else { return position }
    return CarouselPosition(
      page: Numerics.floorModulo(position.page, count), fraction: position.fraction)
  }

  /// How many item units `points` along the row move the focus from `position`: the row's own
  /// map, so the item under a finger stays under it across items of different lengths.
  /// 0 on a row of no length, where no distance reaches another item.
  package func pages(movingBy points: Double, from position: CarouselPosition) -> Double {
    guard lapLength > 0 else { return 0 }
    let local = localized(position)
    let reached = self.position(
      atCoordinate: coordinate(at: local) + Numerics.finiteOrZero(points))
    return Numerics.finiteOrZero(reached.offset(from: local))
  }

  /// The points one item unit spans at `position`: the distance between the anchors around it.
  package func pitch(at position: CarouselPosition) -> Double {
    pitch(afterLocal: localized(position).page)
  }

  /// Whether `style` lays out items of their own lengths: the row styles, peek and paged. The
  /// others, and every style in the Embedded (web) build, which has no dynamic casts, keep the
  /// carousel's one item length.
  package static func honorsOwnLengths(_ style: some CarouselLayoutStyle) -> Bool {
    #if hasFeature(Embedded)
      return false
    #else
      return style is PeekCarouselStyle || style is PagedCarouselStyle
    #endif
  }
}
