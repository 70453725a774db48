import CarouselCore
import Testing

/// Which drawn items a user reaches directly (a tap on the content, an element of its own for
/// VoiceOver): at rest, every item wholly in view that no other item covers; the focused item
/// always; while the carousel moves, only the focused item.
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

  /// The reachable slots' item indices, sorted: of the still slots at rest, of the motion's
  /// frame while the carousel moves.
  static func reachable(_ engine: CarouselEngine<Int, ManualClock>, at time: Double = 0) -> [Int] {
    let slots = engine.stillSlots(at: at(time)) ?? engine.slots(at: at(time))
    return slots.filter(\.receivesTouches).map(\.item.index).sorted()
  }

  /// An App Store row: three tiles a screen, the leading one selected. Each tile in view takes
  /// its own taps and is its own VoiceOver element; at the end the row stops with the last
  /// three tiles in view.
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
    for slot in try #require(row.stillSlots(at: at(0))) {
      #expect(slot.isInAccessibilityTree == (slot.item.index < 3))
      #expect(slot.selectsOnTap == (slot.item.index < 3 ? nil : slot.item.index))
      // A tile's own button acts; a tap its content leaves selects the tile.
      #expect(
        slot.selectsOnUnhandledTap == ([1, 2].contains(slot.item.index) ? slot.item.index : nil))
    }
  }

  /// A peek carousel's neighbors are partly out of view: a tap selects them.
  @Test func aPeekingNeighborIsNotReached() {
    #expect(Self.reachable(Self.engine(count: 5, selection: 2, style: PeekCarouselStyle())) == [2])
  }

  /// Where items overlap or turn (stack, ring, cover flow), only the focused one is reached.
  @Test(arguments: [
    StackCarouselStyle() as any CarouselLayoutStyle, RingCarouselStyle(), CoverFlowCarouselStyle(),
  ])
  func overlappingItemsReachOnlyTheFocusedOne(style: any CarouselLayoutStyle) {
    let engine = Self.engine(count: 7, selection: 3, style: style)
    #expect(engine.slots(at: at(0)).count > 1)
    #expect(Self.reachable(engine) == [3])
  }

  /// While a finger drags the row, only the focused tile takes touches.
  @Test func aMovingRowReachesOnlyTheFocusedItem() {
    var engine = Self.engine(count: 6, selection: 0, perScreen: 3, alignment: .leading)
    engine.dragChanged(CarouselDrag(translationX: -30, translationY: 0), at: at(1))
    engine.dragChanged(CarouselDrag(translationX: -40, translationY: 0), at: at(1.1))
    #expect(Self.reachable(engine, at: 1.1) == [0])
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
                  Self.reachable(engine) == expected,
                  "\(count) items, \(perScreen) a screen, \(alignment), looping \(looping), \(axis), \(direction), on \(selection)"
                )
              }
            }
          }
        }
      }
    }
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
