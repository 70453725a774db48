import CarouselCore
import Testing

@Suite struct CarouselVisibleItemsTests {
  private func context(
    count: Int, position: CarouselPosition, isLooping: Bool, axis: CarouselAxis = .horizontal
  ) -> CarouselLayoutContext {
    CarouselLayoutContext(
      count: count, isLooping: isLooping,
      viewportWidth: axis == .horizontal ? 390 : 260,
      viewportHeight: axis == .horizontal ? 260 : 390, axis: axis
    ).positioned(at: position)
  }

  /// What `forEachVisibleItem` yields, collected into an array.
  private func forEachItems(_ style: any CarouselLayoutStyle, _ context: CarouselLayoutContext)
    -> [CarouselVisibleItem]
  {
    var items: [CarouselVisibleItem] = []
    style.forEachVisibleItem(in: context) { items.append($0) }
    return items
  }

  @Test(arguments: CarouselStyleName.allCases)
  func holdsWhatForEachVisibleItemYields(name: CarouselStyleName) {
    let style = name.style
    for count in 0...8 {
      for isLooping in [false, true] {
        for axis in CarouselAxis.allCases {
          for quarter in -6...(4 * count + 6) {
            let context = context(
              count: count, position: CarouselPosition(page: 0, fraction: Double(quarter) / 4),
              isLooping: isLooping, axis: axis)
            let label = "\(name) count \(count) looping \(isLooping) \(axis) at \(quarter)/4"
            let items = style.visibleItems(in: context)
            let expected = forEachItems(style, context)
            #expect(Array(items) == expected, "\(label)")
            #expect(items.count <= CarouselVisibleItems.capacity, "\(label)")
            checkCollection(items, label)
            checkPaintOrder(items, label)
          }
        }
      }
    }
  }

  /// Indices, count, iteration and subscript agree.
  private func checkCollection(_ items: CarouselVisibleItems, _ label: String) {
    #expect(items.startIndex == 0, "\(label)")
    #expect(items.endIndex == items.count, "\(label)")
    #expect(items.indices == 0..<items.count, "\(label)")
    #expect(items.isEmpty == (items.count == 0), "\(label)")
    var iterated: [CarouselVisibleItem] = []
    for item in items { iterated.append(item) }
    #expect(iterated == items.indices.map { items[$0] }, "\(label)")
    #expect(Array(items.reversed()) == iterated.reversed(), "\(label)")
    if !items.isEmpty {
      #expect(items.first == iterated.first && items.last == iterated.last, "\(label)")
      #expect(items[items.index(items.startIndex, offsetBy: items.count - 1)] == iterated.last)
      #expect(items.distance(from: items.startIndex, to: items.endIndex) == items.count)
    }
  }

  /// Paint order: sorted back to front, the same items, and sorting again changes nothing.
  private func checkPaintOrder(_ items: CarouselVisibleItems, _ label: String) {
    let painted = items.inPaintOrder()
    #expect(painted.count == items.count, "\(label)")
    #expect(zip(painted, painted.dropFirst()).allSatisfy { $0.isPainted(before: $1) }, "\(label)")
    #expect(painted.sorted { $0.page < $1.page } == Array(items), "\(label)")
    #expect(Array(painted) == items.sorted { $0.isPainted(before: $1) }, "\(label)")
    #expect(painted.inPaintOrder() == painted, "\(label)")
  }

  @Test func theCapacityIsTheMostAFrameShows() {
    #expect(CarouselVisibleItems.capacity == CarouselLayoutGeometry.maximumVisibleSlots)
    #expect(CarouselVisibleItems.capacity == 16)
  }

  private struct EverywhereStyle: CarouselLayoutStyle {
    func reach(in geometry: CarouselLayoutGeometry) -> Double { .infinity }
    func attributes(forOffset offset: Double, in geometry: CarouselLayoutGeometry)
      -> CarouselItemAttributes
    {
      // Farther items in front, so the paint order reverses the page order.
      CarouselItemAttributes(mainOffset: offset, zIndex: abs(offset))
    }
  }

  @Test func aFullFrameFillsTheCapacityExactly() {
    let context = context(
      count: 1_000, position: CarouselPosition(page: 500, fraction: 0.25), isLooping: true)
    let items = EverywhereStyle().visibleItems(in: context)
    #expect(items.count == 16)
    #expect(items.map(\.page) == Array(493...508))
    let painted = items.inPaintOrder()
    #expect(
      painted.map(\.page) == [
        500, 501, 499, 502, 498, 503, 497, 504, 496, 505, 495, 506, 494, 507, 493, 508,
      ])
  }

  @Test func emptyCollectionsAreEqualAndEmpty() {
    let empty = CarouselVisibleItems()
    #expect(empty.isEmpty && empty.count == 0 && empty.startIndex == empty.endIndex)
    #expect(empty == CarouselVisibleItems())
    #expect(empty.inPaintOrder() == empty)
    #expect(
      PagedCarouselStyle().visibleItems(
        in: context(
          count: 0, position: CarouselPosition(page: 0), isLooping: false)) == empty)
  }

  @Test func equalityComparesTheItemsOnly() {
    let three = context(count: 3, position: CarouselPosition(page: 1), isLooping: false)
    let peek = PeekCarouselStyle().visibleItems(in: three)
    #expect(peek == PeekCarouselStyle().visibleItems(in: three))
    #expect(peek != PagedCarouselStyle().visibleItems(in: three))
    // Fewer items, the rest of the storage left from a larger frame: still compared by items.
    var moved = three
    moved.position = CarouselPosition(page: 0)
    #expect(peek != PeekCarouselStyle().visibleItems(in: moved))
    #expect(Array(peek.prefix(2)) == Array(PeekCarouselStyle().visibleItems(in: three).prefix(2)))
  }

  @Test func theItemsAreStoredInlineWithNoReferences() {
    // Plain old data: copying or dropping the collection never touches a reference count or
    // the heap, and its size is the inline room for every item.
    #expect(_isPOD(CarouselVisibleItems.self))
    #expect(_isPOD(CarouselVisibleItem.self))
    #expect(
      MemoryLayout<CarouselVisibleItems>.size
        >= CarouselVisibleItems.capacity * MemoryLayout<CarouselVisibleItem>.size)
  }

  @Test(.timeLimit(.minutes(2))) func readingPastTheEndTraps() async {
    await #expect(processExitsWith: .failure) {
      let items = CarouselVisibleItems()
      _ = items[0]
    }
  }
}
