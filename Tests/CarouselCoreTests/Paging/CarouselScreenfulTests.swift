import CarouselCore
import Testing

/// What a screenful step moves, from the pages wholly in view at rest: literal pages.
@Suite struct CarouselScreenfulTests {
  private let finite = Pager(count: 8, isLooping: false)
  private let looping = Pager(count: 8, isLooping: true)

  @Test func oneItemInViewIsNoScreenful() {
    #expect(CarouselScreenful(restingPage: 3, shown: [3], unbounded: [3]) == nil)
    #expect(CarouselScreenful(restingPage: 3, shown: [Int](), unbounded: [Int]()) == nil)
  }

  /// A leading row: steps count from the resting page, which is the first item shown.
  @Test func aLeadingRowCountsFromItsFocus() throws {
    let screenful = try #require(
      CarouselScreenful(restingPage: 2, shown: [2, 3, 4], unbounded: [2, 3, 4]))
    #expect(screenful.length == 3)
    #expect(screenful.anchor == 2)
    #expect(screenful.page(movedBy: 1, pager: finite) == 5)
    #expect(screenful.page(movedBy: -1, pager: finite) == 0)  // clamped
    #expect(screenful.page(movedBy: 2, pager: finite) == 7)  // clamped
    #expect(screenful.page(movedBy: 0, pager: finite) == 2)
    #expect(screenful.page(movedBy: -1, pager: looping) == -1)
  }

  /// A leading row held at its end, the focus moved on to its last item: steps count from the
  /// first item shown, and no step stays on the resting page.
  @Test func aHeldRowCountsFromWhatItShows() throws {
    let screenful = try #require(
      CarouselScreenful(restingPage: 7, shown: [5, 6, 7], unbounded: [7, 8, 9]))
    #expect(screenful.anchor == 5)
    #expect(screenful.page(movedBy: -1, pager: finite) == 2)
    #expect(screenful.page(movedBy: 1, pager: finite) == 7)
    #expect(screenful.page(movedBy: 0, pager: finite) == 7)
  }

  /// A centered row: its focus sits in the middle of its screen, also where an end leaves fewer
  /// items before it than the unbounded row has.
  @Test func aCenteredRowCountsFromItsFocus() throws {
    let middle = try #require(
      CarouselScreenful(restingPage: 4, shown: [3, 4, 5], unbounded: [3, 4, 5]))
    #expect(middle.anchor == 4)
    #expect(middle.page(movedBy: 1, pager: finite) == 7)
    let start = try #require(
      CarouselScreenful(restingPage: 0, shown: [0, 1], unbounded: [-1, 0, 1]))
    #expect(start.anchor == 0)
    #expect(start.length == 3)
    #expect(start.page(movedBy: 1, pager: finite) == 3)
    let end = try #require(
      CarouselScreenful(restingPage: 7, shown: [6, 7], unbounded: [6, 7, 8]))
    #expect(end.anchor == 7)
    #expect(end.page(movedBy: -1, pager: finite) == 4)
  }

  /// Pages near `Int`'s limits and hostile screenfuls neither trap nor leave the pages.
  @Test func extremePagesDoNotTrap() throws {
    let high = try #require(
      CarouselScreenful(
        restingPage: .max, shown: [.max - 1, .max], unbounded: [.max - 1, .max]))
    #expect(high.anchor == .max)
    #expect(looping.itemIndex(forPage: high.page(movedBy: 1e300, pager: looping)) != nil)
    let low = try #require(
      CarouselScreenful(restingPage: .min, shown: [.min, .min + 1], unbounded: [.min, .min + 1]))
    #expect(low.anchor == .min)
    #expect(looping.itemIndex(forPage: low.page(movedBy: -1e300, pager: looping)) != nil)
    #expect(low.page(movedBy: -.infinity, pager: finite) == 0)
    #expect(high.page(movedBy: .nan, pager: finite) == 7)
  }
}
