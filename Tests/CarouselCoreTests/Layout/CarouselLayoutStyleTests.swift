import CarouselCore
import TestSupport
import Testing

/// Properties of the layout engine that hold for every style: bounded output, stable
/// identities, continuity across pages and the loop seam, mirror symmetry.
@Suite struct CarouselLayoutStyleTests {
  private static let viewportMain = 390.0

  private func context(
    count: Int, position: CarouselPosition, isLooping: Bool, axis: CarouselAxis = .horizontal,
    direction: CarouselLayoutDirection = .leftToRight
  ) -> CarouselLayoutContext {
    CarouselLayoutContext(
      count: count, isLooping: isLooping,
      viewportWidth: axis == .horizontal ? Self.viewportMain : 300,
      viewportHeight: axis == .horizontal ? 300 : Self.viewportMain, axis: axis,
      layoutDirection: direction
    ).positioned(at: position)
  }

  @Test func everyStyleAtRestOnFiveLoopingItemsDrawsTheseItems() {
    let expected: [CarouselStyleName: [Int]] = [
      // A paged neighbor touching the viewport's next edge is included, like the focus at .5.
      .paged: [0, 1], .peek: [4, 0, 1], .scale: [0, 1], .fade: [0], .rotation: [0, 1],
      .coverFlow: [0, 1, 2, 3, 4, 0, 1, 2, 3, 4, 0], .stack: [0, 1, 2, 3], .ring: [3, 4, 0, 1, 2],
    ]
    for name in CarouselStyleName.allCases {
      let items = name.style.visibleItems(
        in: context(count: 5, position: CarouselPosition(page: 10), isLooping: true))
      #expect(items.map(\.index) == expected[name], "\(name)")
      #expect(items.filter(\.isFocused).map(\.index) == [0], "\(name)")
    }
  }

  @Test(arguments: CarouselStyleName.allCases)
  func exhaustiveSmallDomainsKeepTheInvariants(name: CarouselStyleName) {
    let style = name.style
    for count in 1...6 {
      for isLooping in [false, true] {
        for axis in CarouselAxis.allCases {
          for direction in CarouselLayoutDirection.allCases {
            for quarter in (-4 * count - 4)...(8 * count + 4) {
              let position = CarouselPosition(page: 0, fraction: Double(quarter) / 4)
              let items = style.visibleItems(
                in: context(
                  count: count, position: position, isLooping: isLooping, axis: axis,
                  direction: direction))
              let label =
                "\(name) count \(count) looping \(isLooping) \(axis) \(direction) \(position)"
              // One item never loops.
              checkInvariants(
                items, count: count, isLooping: isLooping && count > 1, position: position, label)
            }
          }
        }
      }
    }
  }

  private func checkInvariants(
    _ items: CarouselVisibleItems, count: Int, isLooping: Bool, position: CarouselPosition,
    _ label: String
  ) {
    #expect(items.count <= CarouselLayoutGeometry.maximumVisibleSlots, "\(label)")
    #expect(zip(items, items.dropFirst()).allSatisfy { $0.page < $1.page }, "\(label)")
    #expect(Set(items.map(\.identity)).count == items.count, "\(label)")
    for item in items {
      let isFinite = [
        item.mainOffset, item.crossOffset, item.scale, item.rotation.angle, item.zIndex,
      ]
      .allSatisfy(\.isFinite)
      #expect(isFinite && item.scale > 0 && item.opacity > 0 && item.opacity <= 1, "\(label)")
      #expect((0..<count).contains(item.index), "\(label)")
      #expect(isLooping || (item.page == item.index && item.lap == 0), "\(label)")
    }
    let hasRepeats = Set(items.map(\.index)).count < items.count
    #expect(!hasRepeats || (isLooping && count < items.count), "\(label)")
    let focusExists = isLooping || (0..<count).contains(position.nearestPage)
    #expect(items.filter(\.isFocused).count == (focusExists ? 1 : 0), "\(label)")
  }

  @Test(.offThePool, arguments: CarouselStyleName.allCases)
  func nothingJumpsBetweenPositionsAHundredthApartAcrossTheLoopSeam(name: CarouselStyleName) {
    let style = name.style
    for count in 1...6 {
      for isLooping in [false, true] {
        for axis in CarouselAxis.allCases {
          var previous: CarouselVisibleItems? = nil
          for hundredths in -150...(count * 100 + 150) {
            let position = position(hundredths: hundredths)
            let context = context(
              count: count, position: position, isLooping: isLooping, axis: axis)
            let items = style.visibleItems(in: context)
            if let previous {
              let label = "\(name) count \(count) looping \(isLooping) \(axis) at \(position)"
              let itemMain = style.geometry(in: context).itemMainLength
              checkContinuity(from: previous, to: items, itemMain: itemMain, label)
            }
            previous = items
          }
        }
      }
    }
  }

  /// Items on screen in both frames move a little; an item that appears or disappears is
  /// invisible (transparent, or past the viewport's edge but for one small step) or swaps in
  /// place for a copy of itself.
  private func checkContinuity(
    from before: CarouselVisibleItems, to after: CarouselVisibleItems, itemMain: Double,
    _ label: String
  ) {
    for item in after {
      if let earlier = before.first(where: { $0.identity == item.identity }) {
        #expect(isSmallStep(earlier, item), "\(label): \(earlier) -> \(item)")
      }
    }
    let appeared = after.filter { item in !before.contains { $0.identity == item.identity } }
    let vanished = before.filter { item in !after.contains { $0.identity == item.identity } }
    for item in appeared + vanished {
      let isInvisible =
        item.opacity <= 0.05
        || abs(item.mainOffset) - item.scale * itemMain / 2 >= Self.viewportMain * (0.5 - 0.02)
      let swapsInPlace = (appeared + vanished).contains {
        $0.identity != item.identity && $0.index == item.index && isSmallStep($0, item)
      }
      #expect(isInvisible || swapsInPlace, "\(label): \(item) pops")
    }
  }

  private func isSmallStep(_ lhs: CarouselVisibleItem, _ rhs: CarouselVisibleItem) -> Bool {
    abs(lhs.mainOffset - rhs.mainOffset) <= 0.02 * Self.viewportMain
      && abs(lhs.crossOffset - rhs.crossOffset) <= 0.02 * Self.viewportMain
      && abs(lhs.scale - rhs.scale) <= 0.05 && abs(lhs.opacity - rhs.opacity) <= 0.05
      && abs(lhs.rotation.angle - rhs.rotation.angle) <= 0.05
      && abs(lhs.zIndex - rhs.zIndex) <= 0.1
  }

  // The stack (a deck on the next side) and the two-item ring (a peek on the leading side) are
  // one-sided by design.
  @Test(arguments: CarouselStyleName.allCases.filter { $0 != .stack })
  func mirroredPositionsMirrorTheOutput(name: CarouselStyleName) {
    let style = name.style
    for count in 1...6 where !(name == .ring && count == 2) {
      for isLooping in [false, true] {
        for quarter in -8...(4 * count + 8) {
          let position = CarouselPosition(page: 0, fraction: Double(quarter) / 4)
          let mirrored = CarouselPosition(
            page: isLooping ? 0 : count - 1, fraction: -Double(quarter) / 4)
          let items = style.visibleItems(
            in: context(count: count, position: position, isLooping: isLooping))
          let mirroredContext = context(count: count, position: mirrored, isLooping: isLooping)
          let mirroredItems = style.visibleItems(in: mirroredContext)
          let reach = style.reach(in: style.geometry(in: mirroredContext))
          let label = "\(name) count \(count) looping \(isLooping) at \(position)"
          // Only an item exactly at the window's closed (next) end may lack a mirror.
          for item in items where item.offset < reach {
            let hasMirror = mirroredItems.contains {
              isMirror(item, of: $0, count: count, isLooping: isLooping)
            }
            #expect(hasMirror, "\(label): \(item)")
          }
        }
      }
    }
  }

  private func isMirror(
    _ item: CarouselVisibleItem, of other: CarouselVisibleItem, count: Int, isLooping: Bool
  ) -> Bool {
    let mirroredIndex = isLooping ? (count - item.index) % count : count - 1 - item.index
    let rotation = item.rotation.horizontallyMirrored
    return other.index == mirroredIndex && isClose(other.mainOffset, -item.mainOffset)
      && isClose(other.scale, item.scale) && isClose(other.opacity, item.opacity)
      && isClose(other.zIndex, item.zIndex) && isClose(other.rotation.angle, rotation.angle)
  }

  @Test(arguments: CarouselStyleName.allCases)
  func rightToLeftMirrorsHorizontalCarouselsOnly(name: CarouselStyleName) {
    for axis in CarouselAxis.allCases {
      for quarter in -6...10 {
        let position = CarouselPosition(page: 0, fraction: Double(quarter) / 4)
        let leftToRight = name.style.visibleItems(
          in: context(count: 4, position: position, isLooping: true, axis: axis))
        let rightToLeft = name.style.visibleItems(
          in: context(
            count: 4, position: position, isLooping: true, axis: axis, direction: .rightToLeft))
        let expected =
          axis == .vertical
          ? Array(leftToRight)
          : leftToRight.map { item in
            var mirrored = item
            mirrored.mainOffset = -item.mainOffset
            mirrored.rotation = item.rotation.horizontallyMirrored
            return mirrored
          }
        #expect(Array(rightToLeft) == expected, "\(name) \(axis) at \(position)")
      }
    }
  }

  @Test(arguments: CarouselStyleName.allCases)
  func theVisibleCountDependsOnTheViewportNotTheItemCount(name: CarouselStyleName) {
    for isLooping in [false, true] {
      let position = CarouselPosition(page: 10, fraction: 0.3)
      let few = name.style.visibleItems(
        in: context(count: 20, position: position, isLooping: isLooping))
      let many = name.style.visibleItems(
        in: context(count: 1_000_000_000, position: position, isLooping: isLooping))
      // Same slots; a ring's depth depends on the count, so only the slots are compared.
      #expect(!few.isEmpty, "\(name)")
      #expect(few.map(\.identity) == many.map(\.identity), "\(name) looping \(isLooping)")
      #expect(few.map(\.page) == many.map(\.page), "\(name) looping \(isLooping)")
    }
  }

  @Test func pagesAtTheEndsOfIntAreRebasedByWholeLapsAndLoseNothing() {
    for page in [Int.max, Int.min] {
      let far = PeekCarouselStyle().visibleItems(
        in: context(
          count: 3, position: CarouselPosition(page: page, fraction: 0.7), isLooping: true))
      let item = Pager(count: 3, isLooping: true).itemIndex(forPage: page)!
      let near = PeekCarouselStyle().visibleItems(
        in: context(
          count: 3, position: CarouselPosition(page: item, fraction: 0.7), isLooping: true))
      #expect(far.count == 2, "\(page)")
      #expect(far == near, "\(page)")
    }
  }

  @Test func aFiniteCarouselAtAnEndSpendsItsSlotsOnPagesThatHoldItems() {
    // 10-point pages on a 390-point viewport: 20 pages reach the viewport on each side, more
    // than a frame shows. At the first page, the slots go to pages 0...15, not to pages before
    // it that hold nothing; in the middle, they are balanced around the focus.
    var context = context(count: 20, position: CarouselPosition(page: 0), isLooping: false)
    context.itemMainLength = 10
    #expect(PagedCarouselStyle().visibleItems(in: context).map(\.page) == Array(0...15))
    context.position = CarouselPosition(page: 19)
    #expect(PagedCarouselStyle().visibleItems(in: context).map(\.page) == Array(4...19))
    context.count = 100
    context.position = CarouselPosition(page: 50, fraction: 0.3)
    #expect(PagedCarouselStyle().visibleItems(in: context).map(\.page) == Array(43...58))
    context.isLooping = true
    #expect(PagedCarouselStyle().visibleItems(in: context).map(\.page) == Array(43...58))
  }

  @Test func aFiniteCarouselDraggedFarPastAnEndDrawsNothingAndDoesNotTrap() {
    for page in [Int.min, -1_000, 1_000, Int.max] {
      let items = PeekCarouselStyle().visibleItems(
        in: context(count: 5, position: CarouselPosition(page: page), isLooping: false))
      #expect(items.isEmpty, "\(page)")
    }
  }

  private struct DegenerateStyle: CarouselLayoutStyle {
    var reach: Double
    func reach(in geometry: CarouselLayoutGeometry) -> Double { reach }
    func attributes(forOffset offset: Double, in geometry: CarouselLayoutGeometry)
      -> CarouselItemAttributes
    {
      CarouselItemAttributes(
        mainOffset: .nan, crossOffset: .infinity, scale: 1, opacity: 2,
        rotation: CarouselRotation(angle: .nan, axis: .z), zIndex: -.infinity)
    }
  }

  @Test(arguments: [(Double.infinity, 16), (1e9, 16), (.nan, 1), (-3, 1), (0, 1)])
  func aDegenerateStyleGivesABoundedSanitizedFrame(reach: Double, expectedCount: Int) {
    let context = context(
      count: 1_000, position: CarouselPosition(page: 500, fraction: 0.5), isLooping: false)
    let items = DegenerateStyle(reach: reach).visibleItems(in: context)
    #expect(items.count == expectedCount)
    #expect(
      items.allSatisfy {
        $0.mainOffset == 0 && $0.crossOffset == 0 && $0.opacity == 1 && $0.rotation.angle == 0
          && $0.zIndex == 0
      })
  }
}

@Suite struct PaintOrderTests {
  private func item(page: Int, offset: Double, zIndex: Double) -> CarouselVisibleItem {
    CarouselVisibleItem(
      index: 0, page: page, lap: 0, offset: offset, isFocused: false, axis: .horizontal,
      mainOffset: 0, crossOffset: 0, scale: 1, opacity: 1, rotation: .identity, zIndex: zIndex)
  }

  @Test func backToFrontByZThenDistanceThenPage() {
    let front = item(page: 3, offset: 0, zIndex: 1)
    let farTie = item(page: 1, offset: -2, zIndex: 0)
    let nearTie = item(page: 2, offset: 1, zIndex: 0)
    let samePlaceLater = item(page: 4, offset: 1, zIndex: 0)
    let painted = [front, samePlaceLater, nearTie, farTie].sorted { $0.isPainted(before: $1) }
    #expect(painted.map(\.page) == [1, 2, 4, 3])
    #expect(!front.isPainted(before: front))
  }
}
