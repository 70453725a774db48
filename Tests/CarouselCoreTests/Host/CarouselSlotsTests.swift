import CarouselCore
import Testing

@Suite struct CarouselSlotsTests {
  private func carousel(
    _ ids: [String], style: any CarouselLayoutStyle = PeekCarouselStyle(), looping: Bool = false,
    selection: String? = nil
  ) -> CarouselEngine<String, ManualClock> {
    CarouselEngine(
      items: ids, selection: selection,
      configuration: CarouselConfiguration(
        style: style, isLooping: looping, viewportWidth: 390, viewportHeight: 300),
      at: at(0))
  }

  @Test func slotsAreKeyedByTheItemsOwnIDsAndStackedBackToFront() {
    let engine = carousel(["a", "b", "c", "d"], selection: "b")
    let slots = Array(engine.slots(at: at(0)))
    #expect(slots.map(\.id.id) == ["a", "c", "b"])  // the neighbors behind, the focus in front
    #expect(slots.map(\.paintRank) == [0, 1, 2])
    #expect(slots.map(\.id.lap) == [0, 0, 0])
  }

  /// The array the view's `ForEach` takes holds every slot, back to front, as the collection.
  @Test func theArrayIsTheSlotsInPaintOrder() {
    let engine = carousel(["a", "b", "c", "d"], selection: "b")
    let slots = engine.slots(at: at(0))
    #expect(slots.array.map(\.id.id) == ["a", "c", "b"])
    #expect(slots.array.map(\.paintRank) == [0, 1, 2])
    #expect(slots.array == Array(slots))
    #expect(carousel([], selection: nil).slots(at: at(0)).array.isEmpty)
  }

  @Test func onlyTheFocusedSlotIsAccessibleAndTakesTouchesAndNeighborsSelectOnTap() {
    let engine = carousel(["a", "b", "c"], selection: "b")
    for slot in engine.slots(at: at(0)) {
      let isFocused = slot.id.id == "b"
      #expect(slot.isInAccessibilityTree == isFocused)
      #expect(slot.receivesTouches == isFocused)
      #expect(slot.selectsOnTap == (isFocused ? nil : ["a", "b", "c"].firstIndex(of: slot.id.id)))
    }
  }

  /// An item keeps its view's identity when items are inserted before it (an index-based
  /// identity would hand its view, and its state, to another item).
  @Test func anInsertionBeforeTheShownItemKeepsItsKey() {
    var engine = carousel(["a", "b", "c"], selection: "b")
    let before = Set(engine.slots(at: at(0)).map(\.id))
    engine.itemsChanged(["x", "y", "a", "b", "c"], at: at(1))
    let after = Set(engine.slots(at: at(1)).map(\.id))
    #expect(before == after)
  }

  /// Two looping items with neighbors peeking on both sides show one item twice: the two slots
  /// get distinct keys.
  @Test func twoLoopingItemsPeekingOnBothSidesGetDistinctKeys() {
    let engine = carousel(["a", "b"], looping: true)
    let slots = Array(engine.slots(at: at(0)))
    #expect(slots.count == 3)
    #expect(Set(slots.map(\.id)).count == 3)
    #expect(slots.map(\.id.id).sorted() == ["a", "b", "b"])
  }

  @Test(arguments: CarouselStyleName.allCases)
  func everyStyleStacksInPaintOrder(style: CarouselStyleName) {
    var engine = carousel((0..<7).map(String.init), style: style.style, looping: true)
    engine.next(at: at(0))
    let slots = Array(engine.slots(at: at(0.1)))
    #expect(slots.count == engine.visibleItems(at: at(0.1)).count)
    for (back, front) in zip(slots, slots.dropFirst()) {
      #expect(back.item.isPainted(before: front.item))
    }
  }

  /// What a host applies to a slot's view: the offset from the viewport's center along and
  /// across the axis as x and y, mirrored for right to left on a horizontal carousel only. The
  /// peek's neighbor sits a pitch away (item 310 + spacing 12 on a 390-point row, 220 + 12 on a
  /// 300-point column), moved in by what its 0.92 scale took (12.4 and 8.8 points).
  @Test(arguments: [
    (CarouselAxis.horizontal, CarouselLayoutDirection.leftToRight, 309.6, 0.0),
    (.horizontal, .rightToLeft, -309.6, 0.0), (.vertical, .leftToRight, 0.0, 223.2),
    (.vertical, .rightToLeft, 0.0, 223.2),
  ])
  func theNextItemsOffsetFollowsTheAxisAndTheReadingDirection(
    axis: CarouselAxis, direction: CarouselLayoutDirection, x: Double, y: Double
  ) {
    var engine = carousel(["a", "b", "c"])
    var configuration = engine.configuration
    configuration.layout.axis = axis
    configuration.layout.layoutDirection = direction
    engine.configure(configuration, at: at(0))
    let next = engine.slots(at: at(0)).first { $0.id.id == "b" }
    #expect(abs((next?.item.x ?? .nan) - x) < 1e-9)
    #expect(abs((next?.item.y ?? .nan) - y) < 1e-9)
    #expect(next?.item.scale == 0.92)
  }

  @Test func anEmptyCarouselHasNoSlots() {
    #expect(carousel([]).slots(at: at(0)).isEmpty)
  }
}
