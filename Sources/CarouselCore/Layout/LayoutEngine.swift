/// Walks the pages within a style's reach of the position and turns each into a visible item:
/// the item index (floor-mod when looping, a range check when finite), the style's attributes,
/// the right-to-left mirror and the stable slot identity.
struct LayoutEngine<Style: CarouselLayoutStyle> {
  let style: Style
  let geometry: CarouselLayoutGeometry

  /// Calls `body` with each slot whose item is visible (non-zero opacity and scale). Typed
  /// throws, which Embedded Swift (the web build) accepts where `rethrows` draws a warning.
  func forEachVisibleItem<Failure: Error>(
    _ body: (CarouselVisibleItem) throws(Failure) -> Void
  ) throws(Failure) {
    let count = geometry.count
    guard count > 0 else { return }
    if let row = geometry.row { return try forEachRowItem(on: row, body) }
    let previousReach = clampedReach(style.previousReach(in: geometry))
    let nextReach = clampedReach(style.nextReach(in: geometry))
    // The same paging arithmetic as the engine: in particular one item never loops, and a
    // looping position near `Int`'s limits is moved back by whole laps, so no page overflows.
    let pager = Pager(count: count, isLooping: geometry.loops)
    let position = pager.rebased(geometry.context.position)
    // When the window is as long as the item list, one item can show in two slots, or leave at
    // one edge as it enters at the other: only then does the lap tell the copies apart.
    // Otherwise lap 0 keeps an item's identity stable however far the carousel turns.
    // On a path that repeats every lap (a small ring), a window exactly as long as the list
    // shows each item once: the item leaving at one end comes back, unchanged, at the other.
    let window = min(previousReach + nextReach, Double(CarouselLayoutGeometry.maximumVisibleSlots))
    let showsCopies =
      pager.loops
      && (style.repeatsEveryLap(in: geometry) ? Double(count) < window : Double(count) <= window)
    guard
      let steps = steps(
        previousReach: previousReach, nextReach: nextReach, at: position, pager: pager)
    else { return }
    let focusedPage = position.nearestPage
    for step in steps {
      let (page, overflow) = position.page.addingReportingOverflow(step)
      guard !overflow else { continue }
      guard let index = pager.itemIndex(forPage: page) else { continue }
      let offset = Double(step) - position.fraction
      let attributes = style.attributes(forOffset: offset, in: geometry)
      let scale = attributes.scale.isFinite ? max(attributes.scale, 0) : 0
      let opacity = Numerics.unitClamped(attributes.opacity)
      guard scale > 0, opacity > 0 else { continue }
      try body(
        placed(
          attributes, index: index, page: page,
          lap: showsCopies ? Numerics.floorDivision(page, count) : 0, offset: offset,
          isFocused: page == focusedPage, scale: scale, opacity: opacity))
    }
  }

  /// The steps from `position.page` to walk: offsets in `-previousReach...nextReach`, open at the
  /// previous end like `CarouselPosition.nearestPage` rounds halves forward, so the focused
  /// page is always in; on a finite carousel only pages that hold items. `nil` when no page
  /// holds an item (a finite carousel dragged far past an end).
  ///
  /// More than ``CarouselLayoutGeometry/maximumVisibleSlots`` steps are trimmed to that many
  /// from the ends: a step whose item is off screen goes first, otherwise the one farther from
  /// the position, the previous one on a tie (so `-7...8` when everything is on screen, as the
  /// window is open at the previous end). A reach is an upper bound (a sliding style's assumes
  /// full-size items), so at the ends of a long window, pages that do not reach the viewport
  /// make room for pages that do. Only such degenerate frames (tiny items, a huge viewport) pay
  /// for the checks, and only for the 32 steps nearest the position.
  private func steps(
    previousReach: Double, nextReach: Double, at position: CarouselPosition, pager: Pager
  ) -> ClosedRange<Int>? {
    var first = Int((position.fraction - previousReach).rounded(.down)) + 1
    var last = Int((position.fraction + nextReach).rounded(.down))
    // A window `L` pages long holds at most `ceil(L)` whole steps; rounding (a fraction a hair
    // below 1) can admit one more at an end, which on a two- or three-item ring would draw an
    // item twice. Drop the end farther from the position.
    let longest = Int((previousReach + nextReach).rounded(.up))
    if last - first + 1 > longest {
      if Double(last) - position.fraction >= position.fraction - Double(first) {
        last -= 1
      } else {
        first += 1
      }
    }
    if !geometry.loops {
      // A position can be anywhere (a drag past an end), so the steps to the ends saturate.
      first = max(first, Numerics.saturatingSubtract(0, position.page))
      last = min(last, Numerics.saturatingSubtract(geometry.count - 1, position.page))
      guard first <= last else { return nil }
    }
    let slots = CarouselLayoutGeometry.maximumVisibleSlots
    let considered = 2 * slots
    if last - first + 1 > considered {
      // The balanced `-(considered/2 - 1)...considered/2`, slid to lie within first...last.
      first = min(max(first, 1 - considered / 2), last - considered + 1)
      last = first + considered - 1
    }
    var firstIsOnScreen: Bool? = nil
    var lastIsOnScreen: Bool? = nil
    while last - first + 1 > slots {
      let firstOn = firstIsOnScreen ?? isOnScreen(step: first, at: position, pager: pager)
      let lastOn = lastIsOnScreen ?? isOnScreen(step: last, at: position, pager: pager)
      let dropsFirst =
        firstOn != lastOn
        ? lastOn
        : position.fraction - Double(first) >= Double(last) - position.fraction
      if dropsFirst {
        first += 1
        (firstIsOnScreen, lastIsOnScreen) = (nil, lastOn)
      } else {
        last -= 1
        (firstIsOnScreen, lastIsOnScreen) = (firstOn, nil)
      }
    }
    return first...last
  }

  /// Whether the item `step` pages from `position.page` is drawn and reaches the viewport: not
  /// transparent, not of zero scale, and its scaled extent along the paging axis (unrotated, an
  /// upper bound) overlapping the viewport once the focus shift is added, by more than rounding
  /// (an item that only touches the viewport's edge shows nothing).
  private func isOnScreen(step: Int, at position: CarouselPosition, pager: Pager) -> Bool {
    let (page, overflow) = position.page.addingReportingOverflow(step)
    guard !overflow, pager.itemIndex(forPage: page) != nil else { return false }
    let attributes = style.attributes(
      forOffset: Double(step) - position.fraction, in: geometry)
    let scale = attributes.scale
    guard scale.isFinite, scale > 0, Numerics.unitClamped(attributes.opacity) > 0 else {
      return false
    }
    let center = attributes.mainOffset + geometry.focusShift
    let reach = geometry.viewportMainLength + scale * geometry.itemMainLength
    return reach / 2 - abs(center) > 1e-12 * reach
  }

  /// A style's reach on one side, at least half a page (so the focused page is in); NaN gives
  /// half a page. The upper limit, ``reachLimit``, only keeps the step arithmetic in `Int`: the
  /// steps are trimmed to the pages that hold items and to
  /// ``CarouselLayoutGeometry/maximumVisibleSlots`` afterwards, so that even a finite carousel
  /// dragged far past its end still shows its items within reach.
  private func clampedReach(_ reach: Double) -> Double {
    reach >= 0.5 ? min(reach, Self.reachLimit) : 0.5
  }

  /// The most pages a reach counts on one side: ``reachLimit(bitWidth:)`` of this platform's
  /// `Int`, 2^52 with a 64-bit `Int`, 2^29 with a 32-bit one (wasm32, watchOS on arm64_32).
  static var reachLimit: Double { reachLimit(bitWidth: Int.bitWidth) }

  /// The reach limit for an `Int` of `bitWidth` bits: 2^52 (where a `Double` stops holding
  /// fractions of a page), but at most 2^(`bitWidth` - 3), so that both ends of the window, its
  /// length and the steps to a finite carousel's ends stay well within `Int` (with 32 bits a
  /// reach of 2^52 would trap converting to `Int`). Computed as a `Double` power of two, exact
  /// for any width on any platform; a function of the width, so that a 64-bit machine tests the
  /// 32-bit limit too.
  static func reachLimit(bitWidth: Int) -> Double {
    min(0x1p52, Double(sign: .plus, exponent: bitWidth - 3, significand: 1))
  }

  /// The visible item for a slot: the focus shift and the cross shift added, non-finite offsets
  /// zeroed, and a right-to-left horizontal layout mirrored. The cross shift is mirrored on its
  /// own in a right-to-left vertical layout, where the cross axis's leading edge is the right
  /// one (a style's own cross offset is physical there, and stays so).
  private func placed(
    _ attributes: CarouselItemAttributes, index: Int, page: Int, lap: Int, offset: Double,
    isFocused: Bool, scale: Double, opacity: Double, mainLength: Double? = nil
  ) -> CarouselVisibleItem {
    let context = geometry.context
    let isHorizontal = context.axis == .horizontal
    let isRightToLeft = context.layoutDirection == .rightToLeft
    let mirrors = isHorizontal && isRightToLeft
    let mainOffset = Numerics.finiteOrZero(attributes.mainOffset + geometry.focusShift)
    let crossShift = geometry.crossShift
    let crossOffset = Numerics.finiteOrZero(
      attributes.crossOffset + (!isHorizontal && isRightToLeft ? -crossShift : crossShift))
    let angle = Numerics.finiteOrZero(attributes.rotation.angle)
    let rotation = CarouselRotation(angle: angle, axis: attributes.rotation.axis)
    return CarouselVisibleItem(
      index: index, page: page, lap: lap, offset: offset, isFocused: isFocused,
      axis: context.axis, mainOffset: mirrors ? -mainOffset : mainOffset,
      crossOffset: crossOffset, scale: scale, opacity: opacity,
      rotation: mirrors ? rotation.horizontallyMirrored : rotation,
      zIndex: Numerics.finiteOrZero(attributes.zIndex), mainLength: mainLength)
  }
}

extension LayoutEngine {
  /// ``forEachVisibleItem(_:)`` for items of their own lengths: from the item at the viewport's
  /// leading edge (found in O(log n)) onward while items start before its trailing edge, at most
  /// ``CarouselLayoutGeometry/maximumVisibleSlots`` of them. Each sits on the row by its own
  /// length; the style gives its look for its offset in item units, and an item scaled about
  /// its center moves toward the focus by what its scaling took from its near edge, so the gaps
  /// to the focus stay the spacing (as `PeekCarouselStyle` does with one length).
  private func forEachRowItem<Failure: Error>(
    on row: CarouselItemRow, _ body: (CarouselVisibleItem) throws(Failure) -> Void
  ) throws(Failure) {
    let pager = Pager(count: geometry.count, isLooping: geometry.loops)
    let position = pager.rebased(geometry.context.position)
    let local = row.localized(position)
    let focus = shownCoordinate(row.coordinate(at: local), on: row)
    let viewport = geometry.viewportMainLength
    // Where the focus coordinate sits relative to the viewport's center: the focused item's
    // center, or its leading edge at the leading inset.
    let base =
      geometry.alignment == .leading
      ? geometry.leadingInset - viewport / 2 : (geometry.leadingInset - geometry.trailingInset) / 2
    let start = firstItem(at: focus - base - viewport / 2, on: row)
    let lapLength = row.lapLength
    // One item shows twice only when a lap is shorter than the viewport plus that item.
    let showsCopies = row.loops && lapLength < viewport + row.longest
    let focusedPage = position.nearestPage
    // Zero-length items at the edge are stepped over, but no more than twice the slots.
    var (visited, shown) = (0, 0)
    var item = start
    while visited < 2 * CarouselLayoutGeometry.maximumVisibleSlots {
      visited += 1
      // Wrapping, never trapping: an item past `Int`'s ends (only a lap of denormal lengths
      // reaches them) is off screen and stepped over.
      defer { item &+= 1 }
      let lap = row.loops ? Numerics.floorDivision(item, row.count) : 0
      let index = item - lap * row.count
      guard index < row.count else { return }
      let length = row.length(of: index)
      let leading = base + Double(lap) * lapLength + row.leadingEdge(of: index) - focus
      guard leading < viewport / 2 else { return }
      guard leading + length > -viewport / 2 else { continue }
      let (step, stepOverflow) = item.subtractingReportingOverflow(local.page)
      let (page, overflow) = position.page.addingReportingOverflow(step)
      guard !stepOverflow, !overflow else { continue }
      let offset = Double(step) - position.fraction
      var attributes = style.attributes(forOffset: offset, in: geometry)
      let scale = attributes.scale.isFinite ? max(attributes.scale, 0) : 0
      let opacity = Numerics.unitClamped(attributes.opacity)
      guard scale > 0, opacity > 0 else { continue }
      let inward = (1 - scale) * length / 2
      // `placed` adds the focus shift, which `base` already holds.
      attributes.mainOffset =
        leading + length / 2 + (offset < 0 ? inward : -inward) - geometry.focusShift
      try body(
        placed(
          attributes, index: index, page: page,
          lap: showsCopies ? Numerics.floorDivision(page, row.count) : 0, offset: offset,
          isFocused: page == focusedPage, scale: scale, opacity: opacity, mainLength: length))
      shown += 1
      guard shown < CarouselLayoutGeometry.maximumVisibleSlots else { return }
    }
  }

  /// The coordinate shown at the focus for `coordinate`: on a finite leading-aligned row, at
  /// most where the last item's trailing edge meets the trailing inset, so the row stops at its
  /// end (past the last anchor a drag moves it on, as a rubber band).
  private func shownCoordinate(_ coordinate: Double, on row: CarouselItemRow) -> Double {
    guard let limit = geometry.endCoordinate(of: row) else { return coordinate }
    let lastAnchor = row.anchor(of: row.count - 1)
    return coordinate <= lastAnchor ? min(coordinate, limit) : limit + (coordinate - lastAnchor)
  }

  /// The item (counted from lap 0's item 0, any integer when looping) whose slot holds
  /// `coordinate`; on a finite row, item 0 before the row and the last item past it.
  private func firstItem(at coordinate: Double, on row: CarouselItemRow) -> Int {
    guard row.loops, row.lapLength > 0 else {
      return row.index(atCoordinate: row.loops ? 0 : coordinate)
    }
    let lap = Numerics.saturatingInt((coordinate / row.lapLength).rounded(.down))
    let inLap = row.index(atCoordinate: coordinate - Double(lap) * row.lapLength)
    let (first, overflow) = lap.multipliedReportingOverflow(by: row.count)
    return overflow ? inLap : Numerics.saturatingAdd(first, inLap)
  }
}
