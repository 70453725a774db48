import CarouselCore
import CarouselViewModel
import Testing
import UpdateCycleDouble

/// A range of its own `Int` IDs (`Carousel(0..<n)`, `Carousel(1...7, id: \.self)`, an array's
/// `indices`) reaches the host as its bounds: no ID is stored, hashed, compared or walked, at
/// any count. Any other data, a range included when its IDs are not its elements, is an array
/// of IDs.
@MainActor @Suite struct RangeRunTests {
  /// A billion days, the app's "endless" strip: it appears on day 0, swipes, jumps by the
  /// binding and keeps its day through a change of bounds, with the host holding only bounds.
  @Test func aBillionDaysAreKeptAsTheirBounds() {
    let screen = CarouselScreen(
      data: .range(-500_000_000..<500_000_000), selection: .id(0))
    screen.appear()
    #expect(screen.model.host.engine.itemIDs.run != nil)
    #expect(screen.focusedItem == 0)
    #expect(screen.indicatorValue == "500000001 of 1000000000")
    screen.swipe(forward: true)
    screen.wait(1)
    #expect(screen.selection?.value == 1)
    screen.setSelection(123_456_789)
    // A spring across 123 million pages: still on its way after one second, there after four.
    screen.wait(4)
    #expect(screen.focusedItem == 123_456_789)
    screen.data = .range(-600_000_000..<600_000_000)
    screen.update()
    #expect(screen.focusedItem == 123_456_789)
    #expect(screen.indicatorValue == "723456790 of 1200000000")
    #expect(screen.model.host.engine.itemIDs.run != nil)
  }

  /// The app switches from a range to an array of the same IDs and back: each is a new
  /// `Carousel` type, a new view to SwiftUI, and the binding carries the selection across.
  @Test func fromARangeToAnArrayAndBack() {
    let screen = CarouselScreen(data: .range(0..<10), selection: .id(3))
    screen.appear()
    screen.swipe(forward: true)
    screen.wait(1)
    #expect(screen.selection?.value == 4)
    screen.data = .items((0..<10).map { CarouselScreen.Item(id: $0) })
    screen.update()
    #expect(screen.model.host.engine.itemIDs.run == nil)
    #expect(screen.focusedItem == 4)
    screen.swipe(forward: true)
    screen.wait(1)
    #expect(screen.selection?.value == 5)
    screen.data = .range(0..<10)
    screen.update()
    #expect(screen.model.host.engine.itemIDs.run != nil)
    #expect(screen.focusedItem == 5)
    #expect(screen.indicatorValue == "6 of 10")
  }

  /// A closed range is the run one past its end; one that ends at `Int.max` is the run that
  /// ends just before it (a `Range` cannot hold `Int.max`).
  @Test func closedRangesAreRunsToo() {
    let week = CarouselScreen(data: .closedRange(1...7), selection: .id(nil))
    week.appear()
    #expect(week.model.host.engine.itemIDs.run != nil)
    #expect(week.indicatorValue == "1 of 7")
    let last = CarouselScreen(data: .closedRange((Int.max - 2)...Int.max), selection: .id(nil))
    last.appear()
    #expect(last.indicatorValue == "1 of 2")
    #expect(last.focusedItem == Int.max - 2)
  }

  /// Arrays of IDs stay arrays: the run is only for ranges of their own IDs.
  @Test func arraysAreNotRuns() {
    let screen = CarouselScreen(
      data: .items((0..<5).map { CarouselScreen.Item(id: $0) }), selection: .id(nil))
    screen.appear()
    #expect(screen.model.host.engine.itemIDs.run == nil)
    #expect(screen.indicatorValue == "1 of 5")
  }

  /// Which data is a run: a `Range<Int>` or `ClosedRange<Int>` identified by `\.self`, nothing
  /// else.
  @Test func whichDataIsARun() {
    #expect((3..<9).run(id: \.self) == 3..<9)
    #expect((3...9).run(id: \.self) == 3..<10)
    #expect((Int.min...Int.max).run(id: \.self) == Int.min..<Int.max)
    #expect((3..<9).run(id: \.bitWidth) == nil)
    #expect([3, 4, 5].run(id: \.self) == nil)
    #expect((3..<9).lazy.map { $0 }.run(id: \.self) == nil)
    #expect((Int32(3)..<9).run(id: \.self) == nil)
  }

  /// A range's element is found from its bounds when the host's offset points elsewhere (the
  /// data changed before the host heard it): never by walking it, and `nil` when it is gone.
  @Test func aRangesElementIsItsID() {
    let days = -500_000_000..<500_000_000
    #expect(days.element(showing: 499_999_999, atOffset: 0, id: \.self) == 499_999_999)
    #expect(days.element(showing: 500_000_000, atOffset: 0, id: \.self) == nil)
    #expect((1...7).element(showing: 7, atOffset: 0, id: \.self) == 7)
    #expect((1...7).element(showing: 8, atOffset: 0, id: \.self) == nil)
  }

  /// Where an offset is in a range, found from its bounds: the `count` of a range wider than
  /// `Int.max` would trap.
  @Test func offsetsOfWideRanges() {
    let widest = Int.min..<Int.max
    #expect(widest.holds(offset: Int.max))
    #expect(!widest.holds(offset: -1))
    #expect((0..<3).holds(offset: 2))
    #expect(!(0..<3).holds(offset: 3))
    #expect((0...3).holds(offset: 3))
    #expect(!(0...3).holds(offset: 4))
    #expect(!((Int.max - 1)...Int.max).holds(offset: Int.max))
    #expect([1, 2].holds(offset: 1))
    #expect(![1, 2].holds(offset: 2))
  }

  /// The count the views draw for: a range's from its bounds, `Int.max` past it.
  @Test func itemCounts() {
    #expect((Int.min..<Int.max).itemCount == Int.max)
    #expect((Int.min...Int.max).itemCount == Int.max)
    #expect((-1...(Int.max - 1)).itemCount == Int.max)
    #expect((0..<5).itemCount == 5)
    #expect((0...5).itemCount == 6)
    #expect([1, 2, 3].itemCount == 3)
  }

  /// A range wider than `Int.max` never traps: the host keeps its first `Int.max` IDs and says
  /// so.
  @Test func aRangeWiderThanIntMaxNeverTraps() {
    let screen = CarouselScreen(data: .range(Int.min..<Int.max), selection: .id(nil))
    screen.appear()
    #expect(screen.focusedItem == Int.min)
    #expect(screen.model.host.engine.itemIDs.count == Int.max)
    #expect(screen.diagnostics.contains { if case .runTooLong = $0 { true } else { false } })
  }
}
