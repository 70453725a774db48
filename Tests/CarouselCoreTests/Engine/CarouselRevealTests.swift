import CarouselCore
import TestSupport
import Testing

/// VoiceOver's focus landing on an item (``CarouselEngine/reveal(page:at:)``): an item not
/// wholly in view at rest comes into view by the least move, as a scroll view scrolls an
/// element VoiceOver focuses into view; one wholly in view moves nothing.
@Suite struct CarouselRevealTests {
  typealias Engine = CarouselEngine<Int, ManualClock>

  /// Rows of 1 to 8 items, 1 to 4 a screen, centered or leading, finite or looping, in both
  /// reading directions and as a column, at rest on every item, focus landing on every page
  /// near the run in view: the carousel rests where this test's own model of a row says, and
  /// the focused item is then wholly in view, by the model and by the engine's reachable slots.
  @Test(.offThePool) func everySmallRowRevealsEveryFocusedItemByTheLeastMove() {
    var checked = 0
    var moved = 0
    for count in 1...8 {
      for perScreen in 1...4 {
        for alignment in [CarouselAlignment.center, .leading] {
          for looping in [false, true] {
            for (axis, direction) in CarouselReachableItemsTests.orientations {
              for selection in 0..<count {
                let row = Row(
                  count: count, perScreen: perScreen, isLeading: alignment == .leading,
                  looping: looping)
                let start = CarouselReachableItemsTests.engine(
                  count: count, selection: selection, perScreen: perScreen, alignment: alignment,
                  looping: looping, direction: direction, axis: axis)
                let resting = start.restingPage
                for page in row.pages(near: resting) {
                  let label =
                    "\(count) items, \(perScreen) a screen, \(alignment), looping \(looping), \(axis), \(direction), on \(selection), focus on page \(page)"
                  var engine = start
                  engine.reveal(page: page, at: at(1))
                  let expected = row.restingPage(revealing: page, from: resting)
                  #expect(engine.restingPage == expected, "\(label)")
                  #expect(engine.selectedIndex == row.item(onPage: expected), "\(label)")
                  #expect(row.whole(restingOn: engine.restingPage).contains(page), "\(label)")
                  // A move animates (Reduce Motion is off); none is made for an item in view.
                  #expect(engine.isMoving(at: at(1)) == (expected != resting), "\(label)")
                  let still = engine.stillSlots(at: at(100))
                  let reached = still?.filter(\.isReachable).map(\.item.page) ?? []
                  #expect(reached.contains(page), "\(label)")
                  checked += 1
                  if expected != resting { moved += 1 }
                }
              }
            }
          }
        }
      }
    }
    // The sweep is not empty, and it moves as often as it keeps still.
    #expect(checked > 5000)
    #expect(moved > 1000)
  }

  /// A test's own model of a still row of `count` items, `perScreen` whole ones a screen.
  struct Row {
    let count: Int
    let perScreen: Int
    let isLeading: Bool
    let looping: Bool

    /// One item does not loop: there is nothing to repeat.
    var loops: Bool { looping && count > 1 }

    /// Whether a page shows an item.
    func isPage(_ page: Int) -> Bool { loops || (0..<count).contains(page) }

    func item(onPage page: Int) -> Int? {
      guard isPage(page) else { return nil }
      return ((page % count) + count) % count
    }

    /// The pages shown whole at rest on `resting`. Centered: the focus and as many whole items
    /// on each side as fit. Leading: the focus and those after it, a finite row stopping with
    /// its last item at the trailing edge.
    func whole(restingOn resting: Int) -> [Int] {
      let pages: ClosedRange<Int>
      if isLeading {
        let first = loops ? resting : min(resting, max(count - perScreen, 0))
        pages = first...first + perScreen - 1
      } else {
        let side = (perScreen - 1) / 2
        pages = resting - side...resting + side
      }
      return pages.filter(isPage)
    }

    /// The pages a focus may land on from `resting`: those shown whole, partly, or not at all,
    /// a screen and more either way.
    func pages(near resting: Int) -> [Int] {
      (resting - perScreen - 2...resting + perScreen + 2).filter(isPage)
    }

    /// Where the row rests once `page` is revealed from `resting`: where it is; else centered,
    /// on it (its item is selected); else, leading, the nearest page toward it that shows it
    /// whole, found by walking there, one page at a time.
    func restingPage(revealing page: Int, from resting: Int) -> Int {
      if whole(restingOn: resting).contains(page) { return resting }
      guard isLeading else { return page }
      let step = page > resting ? 1 : -1
      var candidate = resting
      while !whole(restingOn: candidate).contains(page) { candidate += step }
      return candidate
    }
  }

  /// An App Store row of three: the partly shown fourth tile comes to the trailing edge; back,
  /// a tile before the run comes to the leading edge; a tile in view moves nothing.
  @Test func aLeadingRowOfThree() {
    var engine = CarouselReachableItemsTests.engine(
      count: 8, selection: 0, perScreen: 3, alignment: .leading)
    engine.reveal(page: 1, at: at(1))
    #expect(engine.selectedIndex == 0)
    #expect(!engine.isMoving(at: at(1)))
    engine.reveal(page: 3, at: at(1))
    #expect(engine.selectedIndex == 1)
    engine.reveal(page: 7, at: at(2))
    #expect(engine.selectedIndex == 5)
    engine.reveal(page: 2, at: at(3))
    #expect(engine.selectedIndex == 2)
    // No item: nothing.
    engine.reveal(page: 8, at: at(4))
    engine.reveal(page: -1, at: at(4))
    #expect(engine.selectedIndex == 2)
  }

  /// With Reduce Motion on, the row jumps.
  @Test func reduceMotionJumps() {
    var engine = CarouselReachableItemsTests.engine(
      count: 8, selection: 0, perScreen: 3, alignment: .leading)
    engine.reduceMotionChanged(true, at: at(0))
    engine.reveal(page: 3, at: at(1))
    #expect(engine.selectedIndex == 1)
    #expect(!engine.isMoving(at: at(1)))
  }

  /// The pure rule, by hand: after a leading run the run ends at the page; before it, or
  /// centered, the page is the resting page; in it, nothing.
  @Test func theRule() {
    #expect(CarouselReveal.restingPage(revealing: 4, shown: [1, 2, 3], isLeading: true) == 2)
    #expect(CarouselReveal.restingPage(revealing: 6, shown: [1, 2, 3], isLeading: true) == 4)
    #expect(CarouselReveal.restingPage(revealing: 0, shown: [1, 2, 3], isLeading: true) == 0)
    #expect(CarouselReveal.restingPage(revealing: 2, shown: [1, 2, 3], isLeading: true) == nil)
    #expect(CarouselReveal.restingPage(revealing: 4, shown: [1, 2, 3], isLeading: false) == 4)
    #expect(CarouselReveal.restingPage(revealing: 3, shown: [1, 2, 3], isLeading: false) == nil)
    // Near the ends of `Int`: no trap.
    #expect(
      CarouselReveal.restingPage(revealing: .min, shown: [.max - 1, .max], isLeading: true) == .min)
  }
}
