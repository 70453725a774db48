import CarouselCore
import Testing

/// Pages covering several laps of every small count, both signs.
private let pages = -20...20

/// Brute-force references that state each rule directly, for the exhaustive tests.
private enum Reference {
  /// The item on `page` of a looping carousel, by repeated laps.
  static func loopingItem(_ page: Int, count: Int) -> Int {
    var item = page
    while item < 0 { item += count }
    while item >= count { item -= count }
    return item
  }

  /// The looping page nearest to `page` that shows `item`; forward wins a tie.
  static func loopingJump(to item: Int, from page: Int, count: Int) -> Int {
    let candidates = (page - count...page + count).filter { loopingItem($0, count: count) == item }
    return candidates.min { lhs, rhs in
      (abs(lhs - page), lhs < page ? 1 : 0) < (abs(rhs - page), rhs < page ? 1 : 0)
    }!
  }
}

@Suite struct PagerTests {
  // MARK: Exhaustive small domains

  @Test(arguments: 0...8, [false, true])
  func itemIndexForEveryPage(count: Int, isLooping: Bool) {
    let pager = Pager(count: count, isLooping: isLooping)
    for page in pages {
      let expected: Int? =
        pager.loops
        ? Reference.loopingItem(page, count: count) : ((0..<count).contains(page) ? page : nil)
      #expect(pager.itemIndex(forPage: page) == expected, "page \(page)")
    }
  }

  @Test(arguments: 0...8, [false, true])
  func pageAfterAndBeforeEveryPage(count: Int, isLooping: Bool) {
    let pager = Pager(count: count, isLooping: isLooping)
    for page in pages {
      let after: Int?
      let before: Int?
      if count <= 1 {
        (after, before) = (nil, nil)
      } else if pager.loops {
        (after, before) = (page + 1, page - 1)
      } else {
        after = (0..<count).first { $0 > page }
        before = (0..<count).last { $0 < page }
      }
      #expect(pager.page(after: page) == after, "page \(page)")
      #expect(pager.page(before: page) == before, "page \(page)")
    }
  }

  /// The engine's autoplay step: the page showing the next item, nearest the resting page. A
  /// looping carousel always goes one page forward, even with two items; a finite one rewinds.
  @Test(arguments: 2...8, [false, true])
  func autoplayStepFromEveryRestingPage(count: Int, isLooping: Bool) {
    let pager = Pager(count: count, isLooping: isLooping)
    for page in pages {
      guard let item = pager.itemIndex(forPage: page) else { continue }
      let expected = pager.loops ? page + 1 : (page + 1 < count ? page + 1 : 0)
      #expect(pager.page(forItem: (item + 1) % count, from: page) == expected, "page \(page)")
    }
  }

  @Test(arguments: 0...8, [false, true])
  func jumpToEveryItemFromEveryPage(count: Int, isLooping: Bool) {
    let pager = Pager(count: count, isLooping: isLooping)
    for page in pages {
      for item in -2...count + 1 {
        let expected: Int?
        if !(0..<count).contains(item) {
          expected = nil
        } else if pager.loops {
          expected = Reference.loopingJump(to: item, from: page, count: count)
        } else {
          expected = item
        }
        #expect(pager.page(forItem: item, from: page) == expected, "page \(page), item \(item)")
      }
    }
  }

  @Test(arguments: 2...8)
  func loopingNeighborsShowTheNextAndPreviousItems(count: Int) {
    let pager = Pager(count: count, isLooping: true)
    for page in pages {
      let item = Reference.loopingItem(page, count: count)
      #expect(pager.itemIndex(forPage: pager.page(after: page)!) == (item + 1) % count)
      #expect(pager.itemIndex(forPage: pager.page(before: page)!) == (item + count - 1) % count)
    }
  }

  // MARK: Named cases

  @Test func negativeCountIsEmpty() {
    let pager = Pager(count: -3, isLooping: true)
    #expect(pager.count == 0)
    #expect(!pager.loops)
    #expect(pager.itemIndex(forPage: 0) == nil)
    #expect(pager.page(forItem: 0, from: 0) == nil)
    #expect(pager.clamped(CarouselPosition(page: 4, fraction: 0.5)) == CarouselPosition(page: 0))
    #expect(pager.itemProgress(CarouselPosition(page: -7, fraction: 0.5)) == 0)
  }

  @Test func oneItemNeverLoops() {
    let pager = Pager(count: 1, isLooping: true)
    #expect(pager.isLooping)
    #expect(!pager.loops)
    #expect(pager.itemIndex(forPage: 0) == 0)
    #expect(pager.itemIndex(forPage: 1) == nil)
    #expect(pager.itemIndex(forPage: -1) == nil)
    #expect(pager.page(after: 0) == nil)
    #expect(pager.page(before: 0) == nil)
    #expect(pager.page(forItem: 0, from: 0) == 0)
    #expect(pager.clamped(CarouselPosition(page: 0, fraction: 0.3)) == CarouselPosition(page: 0))
    #expect(pager.itemProgress(CarouselPosition(page: 2)) == 0)
  }

  @Test func twoItemsAreEachOthersNeighbors() {
    let pager = Pager(count: 2, isLooping: true)
    #expect(pager.loops)
    #expect(pager.page(after: 0) == 1)
    #expect(pager.page(before: 0) == -1)
    #expect(pager.itemIndex(forPage: 1) == 1)
    #expect(pager.itemIndex(forPage: -1) == 1)
    #expect(pager.page(after: 1) == 2)
    #expect(pager.itemIndex(forPage: 2) == 0)
    #expect(pager.page(before: 1) == 0)
    // Both ways round are one page: forward wins.
    #expect(pager.page(forItem: 1, from: 0) == 1)
    #expect(pager.page(forItem: 0, from: 1) == 2)
  }

  @Test func jumpTakesTheShortestWayRound() {
    let pager = Pager(count: 5, isLooping: true)
    #expect(pager.page(forItem: 0, from: 13) == 15)  // item 3 → 0: two forward, not three back
    #expect(pager.page(forItem: 1, from: 13) == 11)  // item 3 → 1: two back, not three forward
    #expect(pager.page(forItem: 3, from: 13) == 13)
    #expect(pager.page(forItem: 4, from: -1) == -1)
    #expect(pager.page(forItem: 0, from: -1) == 0)
    #expect(pager.page(forItem: 2, from: -1) == -3)
    let even = Pager(count: 4, isLooping: true)
    #expect(even.page(forItem: 2, from: 0) == 2)  // a tie goes forward
    #expect(even.page(forItem: 0, from: -2) == 0)
    let finite = Pager(count: 5, isLooping: false)
    #expect(finite.page(forItem: 0, from: 13) == 0)
    #expect(finite.page(forItem: 5, from: 0) == nil)
  }

  @Test func noOverflowNearIntMax() {
    let pager = Pager(count: 5, isLooping: true)
    #expect(pager.itemIndex(forPage: Int.max) == 2)
    #expect(pager.itemIndex(forPage: Int.max - 1) == 1)
    // Item 3 comes after item 2; the highest page showing it is Int.max - 4.
    #expect(pager.page(after: Int.max) == 9_223_372_036_854_775_803)
    #expect(pager.page(forItem: 3, from: Int.max) == 9_223_372_036_854_775_803)
    #expect(pager.page(forItem: 0, from: Int.max) == 9_223_372_036_854_775_805)
    #expect(pager.page(before: Int.max) == 9_223_372_036_854_775_806)
    #expect(Pager(count: 5, isLooping: false).page(after: Int.max) == nil)
    #expect(Pager(count: 5, isLooping: false).page(before: Int.max) == 4)
  }

  @Test func noOverflowNearIntMin() {
    let pager = Pager(count: 5, isLooping: true)
    #expect(pager.itemIndex(forPage: Int.min) == 2)
    #expect(pager.itemIndex(forPage: Int.min + 1) == 3)
    // Item 1 comes before item 2; the lowest page showing it is Int.min + 4.
    #expect(pager.page(before: Int.min) == -9_223_372_036_854_775_804)
    #expect(pager.page(forItem: 1, from: Int.min) == -9_223_372_036_854_775_804)
    #expect(pager.page(forItem: 4, from: Int.min) == -9_223_372_036_854_775_806)
    #expect(pager.page(after: Int.min) == -9_223_372_036_854_775_807)
    #expect(Pager(count: 5, isLooping: false).page(before: Int.min) == nil)
    #expect(Pager(count: 5, isLooping: false).page(after: Int.min) == 0)
  }

  @Test(arguments: 2...8)
  func steppingAcrossIntLimitsNeverDriftsTheItemSequence(count: Int) {
    let pager = Pager(count: count, isLooping: true)
    var forward = Int.max - 3 * count
    var backward = Int.min + 3 * count
    var forwardItem = pager.itemIndex(forPage: forward)!
    var backwardItem = pager.itemIndex(forPage: backward)!
    for _ in 0..<(8 * count) {
      forward = pager.page(after: forward)!
      backward = pager.page(before: backward)!
      forwardItem = (forwardItem + 1) % count
      backwardItem = (backwardItem + count - 1) % count
      #expect(pager.itemIndex(forPage: forward) == forwardItem)
      #expect(pager.itemIndex(forPage: backward) == backwardItem)
      #expect(forward >= Int.max - 3 * count)
      #expect(backward <= Int.min + 3 * count)
    }
  }

  @Test func hugeCountNeverOverflows() {
    let pager = Pager(count: Int.max, isLooping: true)
    #expect(pager.itemIndex(forPage: -1) == Int.max - 1)
    #expect(pager.itemIndex(forPage: Int.min) == Int.max - 1)
    // Int.max shows item 0; the highest page showing item 1 is page 1.
    #expect(pager.page(after: Int.max) == 1)
    #expect(pager.page(forItem: Int.max - 1, from: 0) == -1)
    #expect(pager.page(forItem: 1, from: Int.max) == 1)
  }

  @Test func rebasingKeepsTheItemAndFraction() {
    let pager = Pager(count: 5, isLooping: true)
    let farForward = CarouselPosition(page: Int.max, fraction: 0.25)
    #expect(pager.rebased(farForward) == CarouselPosition(page: 2, fraction: 0.25))
    let farBack = CarouselPosition(page: Int.min, fraction: 0.75)
    #expect(pager.rebased(farBack) == CarouselPosition(page: 2, fraction: 0.75))
    // 2^60 + 1 is just past the bound; 2^60 ≡ 1 (mod 5).
    let justPast = CarouselPosition(page: 1_152_921_504_606_846_977)
    #expect(pager.rebased(justPast) == CarouselPosition(page: 2))
    let atBound = CarouselPosition(page: 1_152_921_504_606_846_976, fraction: 0.5)
    #expect(pager.rebased(atBound) == atBound)
    #expect(pager.rebased(CarouselPosition(page: -1_152_921_504_606_846_976)).page < 0)
    #expect(pager.rebased(CarouselPosition(page: -17)) == CarouselPosition(page: -17))
    let finite = Pager(count: 5, isLooping: false)
    #expect(finite.rebased(farForward) == farForward)
  }

  @Test func rebasingEveryFarPageKeepsItsItem() {
    for count in 2...8 {
      let pager = Pager(count: count, isLooping: true)
      for page in [Int.max, Int.max - 7, Int.min, Int.min + 7, 1 << 61, -(1 << 61) - 3] {
        let rebased = pager.rebased(CarouselPosition(page: page, fraction: 0.5))
        #expect(pager.itemIndex(forPage: rebased.page) == pager.itemIndex(forPage: page))
        #expect((0..<count).contains(rebased.page))
        #expect(rebased.fraction == 0.5)
      }
    }
  }

  @Test func clampingKeepsFinitePositionsWithinThePages() {
    let pager = Pager(count: 5, isLooping: false)
    #expect(pager.clamped(CarouselPosition(page: -1, fraction: 0.5)) == CarouselPosition(page: 0))
    #expect(
      pager.clamped(CarouselPosition(page: 2, fraction: 0.5))
        == CarouselPosition(page: 2, fraction: 0.5))
    #expect(pager.clamped(CarouselPosition(page: 4, fraction: 0.1)) == CarouselPosition(page: 4))
    #expect(pager.clamped(CarouselPosition(page: Int.max)) == CarouselPosition(page: 4))
    #expect(pager.clamped(CarouselPosition(page: Int.min)) == CarouselPosition(page: 0))
    let looping = Pager(count: 5, isLooping: true)
    #expect(looping.clamped(CarouselPosition(page: -9)) == CarouselPosition(page: -9))
  }

  @Test(arguments: [
    (5, true, -1, 0.5, 4.5),
    (5, true, 4, 0.5, 4.5),
    (5, true, 7, 0.25, 2.25),
    (5, true, Int.min, 0.5, 2.5),
    (5, false, -1, 0.5, 0.0),
    (5, false, 2, 0.75, 2.75),
    (5, false, 4, 0.5, 4.0),
    (5, false, 9, 0.0, 4.0),
    (0, true, 3, 0.5, 0.0),
  ])
  func itemProgress(count: Int, isLooping: Bool, page: Int, fraction: Double, expected: Double) {
    let pager = Pager(count: count, isLooping: isLooping)
    #expect(pager.itemProgress(CarouselPosition(page: page, fraction: fraction)) == expected)
  }

  @Test func itemProgressStaysBelowCountJustBeforeWrapping() {
    let pager = Pager(count: 5, isLooping: true)
    let almostNext = CarouselPosition(page: 4, fraction: 1.0.nextDown)
    #expect(pager.itemProgress(almostNext) < 5)
  }
}
