import CarouselCore
import Testing

/// Which drawn items a user reaches directly (a tap on the content, an element of its own for
/// VoiceOver): at rest, every item wholly in view that no other item covers, and for touches
/// also every item partly in view that nothing covers and that shows 44 points or more; the
/// focused item always; while the carousel moves, no item takes touches (a landing finger is
/// the carousel's: it stops the motion).
@Suite struct CarouselReachableItemsTests {
  static func engine(
    count: Int, selection: Int, style: any CarouselLayoutStyle = PagedCarouselStyle(),
    perScreen: Int? = nil, alignment: CarouselAlignment = .center, looping: Bool = false,
    direction: CarouselLayoutDirection = .leftToRight, axis: CarouselAxis = .horizontal
  ) -> CarouselEngine<Int, ManualClock> {
    CarouselEngine(
      items: Array(0..<count), selection: selection,
      configuration: CarouselConfiguration(
        style: style, axis: axis, layoutDirection: direction, isLooping: looping,
        viewportWidth: 390,
        viewportHeight: 300, alignment: alignment,
        mainItemLength: perScreen.map { .count($0) }),
      at: at(0))
  }

  /// The item indices of the slots that take touches, sorted: of the still slots at rest, of
  /// the motion's frame while the carousel moves.
  static func reachable(_ engine: CarouselEngine<Int, ManualClock>, at time: Double = 0) -> [Int] {
    let slots = engine.stillSlots(at: at(time)) ?? engine.slots(at: at(time))
    return slots.filter(\.receivesTouches).map(\.item.index).sorted()
  }

  /// The item indices of the slots shown whole (``CarouselSlot/isReachable``), sorted.
  static func whole(_ engine: CarouselEngine<Int, ManualClock>) -> [Int] {
    let slots = engine.stillSlots(at: at(0)) ?? engine.slots(at: at(0))
    return slots.filter(\.isReachable).map(\.item.index).sorted()
  }

  /// An App Store row: three tiles a screen, the leading one selected. Each tile in view takes
  /// its own taps; each drawn tile, the fourth one at the edge too, is its own VoiceOver element
  /// (VoiceOver's focus on it moves the row); at the end the row stops with the last three tiles
  /// in view.
  @Test func aLeadingRowReachesEveryTileInView() throws {
    #expect(
      Self.reachable(Self.engine(count: 6, selection: 0, perScreen: 3, alignment: .leading)) == [
        0, 1, 2,
      ])
    #expect(
      Self.reachable(Self.engine(count: 6, selection: 2, perScreen: 3, alignment: .leading)) == [
        2, 3, 4,
      ])
    #expect(
      Self.reachable(Self.engine(count: 6, selection: 5, perScreen: 3, alignment: .leading)) == [
        3, 4, 5,
      ])
    let row = Self.engine(count: 6, selection: 0, perScreen: 3, alignment: .leading)
    let slots = try #require(row.stillSlots(at: at(0)))
    #expect(slots.map(\.item.index).sorted() == [0, 1, 2, 3])
    for slot in slots {
      #expect(slot.isInAccessibilityTree)
      #expect(slot.selectsOnTap == (slot.item.index < 3 ? nil : slot.item.index))
      // A tile's own button acts; a tap its content leaves selects the tile.
      #expect(
        slot.selectsOnUnhandledTap == ([1, 2].contains(slot.item.index) ? slot.item.index : nil))
    }
  }

  /// A peek carousel's neighbors are partly out of view: a tap selects them; VoiceOver reaches
  /// them (and its focus on one selects it).
  @Test func aPeekingNeighborIsNotReached() {
    let engine = Self.engine(count: 5, selection: 2, style: PeekCarouselStyle())
    #expect(Self.reachable(engine) == [2])
    #expect(Self.accessible(engine) == [1, 2, 3])
  }

  /// The item indices of the slots in the accessibility tree, sorted, as ``reachable(_:at:)``.
  static func accessible(_ engine: CarouselEngine<Int, ManualClock>, at time: Double = 0) -> [Int] {
    let slots = engine.stillSlots(at: at(time)) ?? engine.slots(at: at(time))
    return slots.filter(\.isInAccessibilityTree).map(\.item.index).sorted()
  }

  /// Where items overlap or turn (stack, ring, cover flow), only the focused one is reached.
  @Test(arguments: [
    StackCarouselStyle() as any CarouselLayoutStyle, RingCarouselStyle(), CoverFlowCarouselStyle(),
  ])
  func overlappingItemsReachOnlyTheFocusedOne(style: any CarouselLayoutStyle) {
    let engine = Self.engine(count: 7, selection: 3, style: style)
    #expect(engine.slots(at: at(0)).count > 1)
    #expect(Self.reachable(engine) == [3])
    #expect(Self.accessible(engine) == [3])
  }

  /// While a finger drags the row, no tile takes touches, and only the focused one is in the
  /// accessibility tree; none selects on a tap either (the tap is the carousel's).
  @Test func aMovingRowTakesNoTouches() {
    var engine = Self.engine(count: 6, selection: 0, perScreen: 3, alignment: .leading)
    engine.dragChanged(CarouselDrag(translationX: -30, translationY: 0), at: at(1))
    engine.dragChanged(CarouselDrag(translationX: -40, translationY: 0), at: at(1.1))
    #expect(Self.reachable(engine, at: 1.1) == [])
    #expect(Self.accessible(engine, at: 1.1) == [0])
    #expect(engine.slots(at: at(1.1)).allSatisfy { $0.selectsOnTap == nil })
  }

  /// While it settles, the same; once it rests, the tiles in view take their touches again.
  @Test func aSettlingRowTakesNoTouchesUntilItRests() {
    var engine = Self.engine(count: 6, selection: 0, perScreen: 3, alignment: .leading)
    engine.next(at: at(1))
    #expect(Self.reachable(engine, at: 1.1) == [])
    #expect(engine.slots(at: at(1.1)).allSatisfy { $0.selectsOnTap == nil })
    #expect(Self.reachable(engine, at: 10) == [1, 2, 3])
  }

  /// Rows of 1 to 8 items, 1 to 4 a screen, centered or leading, finite or looping, in both
  /// reading directions and as a column, at rest on every item: the reachable items are those
  /// the row shows whole, by this test's own model of a row. Centered, the focused item and as
  /// many whole items on each side as fit; leading, the focused item and those after it, a
  /// finite row stopping with its last item at the trailing edge.
  @Test func everySmallRowReachesWhatItShowsWhole() {
    for count in 1...8 {
      for perScreen in 1...4 {
        for alignment in [CarouselAlignment.center, .leading] {
          for looping in [false, true] {
            for (axis, direction) in Self.orientations {
              for selection in 0..<count {
                let engine = Self.engine(
                  count: count, selection: selection, perScreen: perScreen, alignment: alignment,
                  looping: looping, direction: direction, axis: axis)
                let expected = Self.whole(
                  count: count, selection: selection, perScreen: perScreen,
                  isLeading: alignment == .leading, looping: looping)
                #expect(
                  Self.whole(engine) == expected,
                  "\(count) items, \(perScreen) a screen, \(alignment), looping \(looping), \(axis), \(direction), on \(selection)"
                )
              }
            }
          }
        }
      }
    }
  }

  /// The same rows: every drawn slot is in the accessibility tree (no item of a row covers
  /// another), those the row shows whole among them, and so is, by this test's own model, the
  /// item after the run shown whole (partly in view, or at its edge) and, in a centered row
  /// with room for half an item on each side (2 or 4 a screen), the one before it. Taps are
  /// as before: the slots not shown whole select their item.
  @Test func everySmallRowPutsItsPartlyShownItemsInTheAccessibilityTree() throws {
    for count in 1...8 {
      for perScreen in 1...4 {
        for alignment in [CarouselAlignment.center, .leading] {
          for looping in [false, true] {
            for (axis, direction) in Self.orientations {
              for selection in 0..<count {
                let label =
                  "\(count) items, \(perScreen) a screen, \(alignment), looping \(looping), \(axis), \(direction), on \(selection)"
                let engine = Self.engine(
                  count: count, selection: selection, perScreen: perScreen, alignment: alignment,
                  looping: looping, direction: direction, axis: axis)
                let slots = try #require(engine.stillSlots(at: at(0)))
                let pages = Self.beside(
                  count: count, resting: engine.restingPage, perScreen: perScreen,
                  isLeading: alignment == .leading, looping: looping)
                let accessible = slots.filter(\.isInAccessibilityTree).map(\.item.page)
                #expect(accessible.count == slots.count, "\(label)")
                #expect(pages.allSatisfy(accessible.contains), "\(label): \(accessible)")
                for slot in slots {
                  #expect(
                    slot.selectsOnTap == (slot.receivesTouches ? nil : slot.item.index),
                    "\(label)")
                }
              }
            }
          }
        }
      }
    }
  }

  /// The pages shown whole at rest on `resting`, the page after them and, centered with an even
  /// number a screen, the page before them; only pages that show an item.
  static func beside(
    count: Int, resting: Int, perScreen: Int, isLeading: Bool, looping: Bool
  ) -> [Int] {
    let loops = looping && count > 1
    let pages: ClosedRange<Int>
    if isLeading {
      let first = loops ? resting : min(resting, max(count - perScreen, 0))
      pages = first...first + perScreen
    } else {
      let side = (perScreen - 1) / 2
      let before = perScreen.isMultiple(of: 2) ? 1 : 0
      pages = resting - side - before...resting + side + 1
    }
    return pages.filter { loops || (0..<count).contains($0) }
  }

  /// A row, a row read right to left, and a column.
  static let orientations: [(CarouselAxis, CarouselLayoutDirection)] = [
    (.horizontal, .leftToRight), (.horizontal, .rightToLeft), (.vertical, .leftToRight),
  ]

  /// The items a row of `count` shows whole at rest on `selection`, sorted (an item shown twice
  /// by a looping row counted twice).
  static func whole(count: Int, selection: Int, perScreen: Int, isLeading: Bool, looping: Bool)
    -> [Int]
  {
    // One item does not loop: there is nothing to repeat.
    let looping = looping && count > 1
    let pages: [Int]
    if isLeading {
      let first = looping ? selection : min(selection, max(count - perScreen, 0))
      pages = Array(first..<first + perScreen)
    } else {
      let side = (perScreen - 1) / 2
      pages = Array(selection - side...selection + side)
    }
    let items = pages.compactMap { page -> Int? in
      if looping { return ((page % count) + count) % count }
      return (0..<count).contains(page) ? page : nil
    }
    return items.sorted()
  }
}

/// The rule on items placed by hand, in a 400 × 200 viewport with 100 × 100 items: what a style
/// draws decides, the scale and the turn included.
@Suite struct CarouselReachableItemsRuleTests {
  static func item(
    _ index: Int, x: Double, scale: Double = 1, angle: Double = 0, isFocused: Bool = false
  ) -> CarouselVisibleItem {
    CarouselVisibleItem(
      index: index, page: index, lap: 0, offset: Double(index), isFocused: isFocused,
      axis: .horizontal, mainOffset: x, crossOffset: 0, scale: scale, opacity: 1,
      rotation: CarouselRotation(angle: angle, axis: CarouselRotationAxis(x: 0, y: 1, z: 0)),
      zIndex: 0)
  }

  static func mask(_ placed: [CarouselVisibleItem]) -> UInt64 {
    var items = CarouselVisibleItems()
    for item in placed { items.append(item) }
    return CarouselReachableItems.mask(
      of: items, itemSize: CarouselSize(width: 100, height: 100), viewportWidth: 400,
      viewportHeight: 200)
  }

  /// A neighbor whose layout frame would overlap the focused item is side by side with it once
  /// scaled to half: reachable.
  @Test func theScaledFrameDecides() {
    #expect(
      Self.mask([Self.item(0, x: 0, isFocused: true), Self.item(1, x: 90, scale: 0.5)]) == 0b11)
    #expect(Self.mask([Self.item(0, x: 0, isFocused: true), Self.item(1, x: 90)]) == 0b01)
  }

  /// The three masks of `placed` items, 100 × 100, in the 400 × 200 viewport.
  static func masks(_ placed: [CarouselVisibleItem])
    -> (reachable: UInt64, accessible: UInt64, touchable: UInt64)
  {
    var items = CarouselVisibleItems()
    for item in placed { items.append(item) }
    return CarouselReachableItems.masks(
      of: items, itemSize: CarouselSize(width: 100, height: 100), viewportWidth: 400,
      viewportHeight: 200)
  }

  static func accessibleMask(_ placed: [CarouselVisibleItem]) -> UInt64 {
    masks(placed).accessible
  }

  /// In the accessibility tree: every flat item nothing covers, partly or wholly out of view
  /// too; not a covered one, nor a turned one; the focused one always.
  @Test func theAccessibleItemsAreTheFlatUncoveredOnes() {
    let focused = Self.item(0, x: 0, isFocused: true)
    // Partly out of view (the viewport ends at 200), and wholly out of it.
    #expect(Self.accessibleMask([focused, Self.item(1, x: 200)]) == 0b11)
    #expect(Self.accessibleMask([focused, Self.item(1, x: 400)]) == 0b11)
    #expect(Self.mask([focused, Self.item(1, x: 200)]) == 0b01)
    // Covered, or turned: out.
    #expect(Self.accessibleMask([focused, Self.item(1, x: 50)]) == 0b01)
    #expect(Self.accessibleMask([focused, Self.item(1, x: 200, angle: 0.3)]) == 0b01)
    // Behind a neighbor out of view: both out, as overlapping items are.
    #expect(
      Self.accessibleMask([focused, Self.item(1, x: 200), Self.item(2, x: 250)]) == 0b001)
    // The focused one, even covered.
    #expect(Self.accessibleMask([Self.item(0, x: 50), focused]) == 0b10)
  }

  static func touchableMask(_ placed: [CarouselVisibleItem]) -> UInt64 {
    masks(placed).touchable
  }

  /// Taking touches: an uncovered flat item partly in view that shows 44 points or more (half a
  /// point spared); a thinner sliver, a covered or turned item, or a frame of NaN: no.
  @Test func aPartlyShownItemTakesTouchesFrom44Points() {
    let focused = Self.item(0, x: 0, isFocused: true)
    // The viewport ends at 200: a 100-point item at x shows 250 - x points.
    #expect(Self.touchableMask([focused, Self.item(1, x: 200)]) == 0b11)
    #expect(Self.touchableMask([focused, Self.item(1, x: 206.5)]) == 0b11)
    #expect(Self.touchableMask([focused, Self.item(1, x: 207)]) == 0b01)
    #expect(Self.touchableMask([focused, Self.item(1, x: -206.5)]) == 0b11)
    #expect(Self.touchableMask([focused, Self.item(1, x: 400)]) == 0b01)
    #expect(Self.touchableMask([focused, Self.item(1, x: 50)]) == 0b01)
    #expect(Self.touchableMask([focused, Self.item(1, x: 200, angle: 0.3)]) == 0b01)
    #expect(Self.touchableMask([focused, Self.item(1, x: .nan)]) == 0b01)
    #expect(Self.touchableMask([focused, Self.item(1, x: 200, scale: .nan)]) == 0b01)
    // A 20-point item (scaled to a fifth) shows whole at the edge: its whole length counts.
    #expect(Self.touchableMask([focused, Self.item(1, x: 190, scale: 0.2)]) == 0b11)
    #expect(Self.touchableMask([focused, Self.item(1, x: 195, scale: 0.2)]) == 0b01)
  }

  /// A turned item is drawn in perspective, not in its layout frame: not reachable.
  @Test func aTurnedItemIsNotReached() {
    #expect(
      Self.mask([Self.item(0, x: 0, isFocused: true), Self.item(1, x: 120, angle: 0.3)]) == 0b01)
    #expect(Self.mask([Self.item(0, x: 0, isFocused: true), Self.item(1, x: 120)]) == 0b11)
  }

  /// Out of view by more than the rounding tolerance: not reachable; within it: reachable.
  @Test func theViewportsEdgeWithItsTolerance() {
    #expect(Self.mask([Self.item(0, x: 0, isFocused: true), Self.item(1, x: 150.4)]) == 0b11)
    #expect(Self.mask([Self.item(0, x: 0, isFocused: true), Self.item(1, x: 151)]) == 0b01)
    // A focused item larger than the viewport is reachable all the same.
    #expect(Self.mask([Self.item(0, x: 0, scale: 3, isFocused: true)]) == 0b1)
  }
}

/// The gallery's store row: three tiles a screen, 12 points apart, 20-point margins, leading.
@Suite struct StoreRowReachableItemsTests {
  static func reachable(selection: Int) -> [Int] {
    let engine = CarouselEngine<Int, ManualClock>(
      items: Array(0..<8), selection: selection,
      configuration: CarouselConfiguration(
        viewportWidth: 390, viewportHeight: 140, alignment: .leading,
        margins: CarouselEdgeInsets(leading: 20, trailing: 20),
        mainItemLength: .count(3, spacing: 12)),
      at: at(0))
    return (engine.stillSlots(at: at(0))?.filter(\.receivesTouches).map(\.item.index) ?? [])
      .sorted()
  }

  @Test func theTilesBetweenTheMarginsAreReached() {
    #expect(Self.reachable(selection: 0) == [0, 1, 2])
    #expect(Self.reachable(selection: 3) == [3, 4, 5])
    #expect(Self.reachable(selection: 7) == [5, 6, 7])
  }
}
