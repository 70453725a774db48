import CarouselCore
import Testing

/// Paging by a screenful (`CarouselPagingStep.screenful`), through the engine's real layout and
/// release, checked against this file's own model of what a screenful is and where a step
/// lands: every small row (1 to 8 items, 1 to 4 per screen, both alignments, finite and
/// looping, left to right, right to left and vertical), from every item, both ways.
@Suite struct CarouselPagingStepTests {
  /// A row of `count` paged items, `perScreen` columns of the room (`.count(perScreen)`), 300
  /// points along its axis, so that an item is `300 / perScreen` points.
  struct Row: Sendable, CustomTestStringConvertible {
    var count: Int
    var perScreen: Int
    var alignment: CarouselAlignment
    var looping: Bool
    var axis = CarouselAxis.horizontal
    var direction = CarouselLayoutDirection.leftToRight

    var testDescription: String {
      "\(count) items, \(perScreen) a screen, \(alignment), \(looping ? "looping" : "finite"), "
        + "\(axis), \(direction)"
    }

    // MARK: The model

    /// The items wholly in view: every column of a leading row; a centered row's focus sits on
    /// the middle of the room, so of an even number of columns the outer two are cut in half.
    var screenful: Int {
      alignment == .leading || perScreen % 2 == 1 ? perScreen : perScreen - 1
    }

    /// Whether the pages wrap: looping with at least two items.
    var loops: Bool { looping && count > 1 }

    /// The page a step of `screens` screenfuls from `start` lands on (not wrapped).
    func landing(from start: Int, screens: Int) -> Int {
      if loops { return start + screens * screenful }
      // A finite leading row stops where its last item meets the trailing edge: from there on the
      // first item shown is the one `perScreen` before the end, and steps count from it.
      let shownFirst = alignment == .leading ? min(start, max(count - perScreen, 0)) : start
      return min(max(shownFirst + screens * screenful, 0), count - 1)
    }

    /// The item a page shows.
    func item(onPage page: Int) -> Int { ((page % count) + count) % count }

    // MARK: The engine

    func configuration(
      _ step: AnyCarouselTargetBehavior = .screenful, style: CarouselStyleName = .paged,
      multiPage: Bool = false
    ) -> CarouselConfiguration {
      var configuration = CarouselConfiguration.swiping(
        style.style, looping: looping, width: axis == .horizontal ? 300 : 200,
        height: axis == .horizontal ? 200 : 300, axis: axis, direction: direction,
        drag: DragResolver(allowsMultiPageFlicks: multiPage))
      configuration.layout.mainItemLength = .count(perScreen)
      configuration.layout.alignment = alignment
      configuration.targetBehavior = AnyCarouselTargetBehavior(step)
      return configuration
    }
  }

  /// Every small row, in every orientation.
  static let rows: [Row] = (1...8).flatMap { count in
    (1...4).flatMap { perScreen in
      [CarouselAlignment.center, .leading].flatMap { alignment in
        [false, true].flatMap { looping in
          [
            (CarouselAxis.horizontal, CarouselLayoutDirection.leftToRight),
            (.horizontal, .rightToLeft), (.vertical, .leftToRight),
          ].map { axis, direction in
            Row(
              count: count, perScreen: perScreen, alignment: alignment, looping: looping,
              axis: axis, direction: direction)
          }
        }
      }
    }
  }

  /// The rows of `count` items, for a test per count.
  static func rows(ofCount count: Int) -> [Row] { rows.filter { $0.count == count } }

  /// A flick from every item, both ways, moves one screenful: a fifth of an item dragged, then
  /// released fast its way.
  @Test(arguments: 1...8) func aFlickMovesOneScreenful(count: Int) {
    for row in Self.rows(ofCount: count) {
      for start in 0..<count {
        for way in [1, -1] {
          var carousel = Engine(count: count, selection: start, configuration: row.configuration())
          carousel.swipe(pages: 0.2 * Double(way), velocity: 6 * Double(way), at: 1)
          let expected = row.landing(from: start, screens: way)
          #expect(
            carousel.position(at: at(9)) == CarouselPosition(page: expected),
            "\(row.testDescription): from \(start), \(way > 0 ? "forward" : "back")")
          #expect(carousel.selectedIndex == row.item(onPage: expected))
        }
      }
    }
  }

  /// With multi-page flicks, a flick predicted to end 2.4 screenfuls away moves two, and one
  /// predicted to end short of a screenful still moves one.
  @Test(arguments: 1...8) func aLongFlickMovesWholeScreenfuls(count: Int) {
    for row in Self.rows(ofCount: count) {
      let screenful = Double(row.screenful)
      for start in 0..<count {
        for way in [1, -1] {
          for (predicted, screens) in [(2.4, 2), (0.3, 1)] {
            var carousel = Engine(
              count: count, selection: start, configuration: row.configuration(multiPage: true))
            carousel.swipe(
              pages: 0.2 * Double(way), velocity: 6 * Double(way),
              predicted: predicted * screenful * Double(way), at: 1)
            let expected = row.landing(from: start, screens: screens * way)
            #expect(
              carousel.position(at: at(9)) == CarouselPosition(page: expected),
              "\(row.testDescription): from \(start), \(predicted * Double(way)) screenfuls")
          }
        }
      }
    }
  }

  /// A slow drag moves a screenful once it passes half of one, and settles back short of that:
  /// the threshold is a fraction of a screenful, as on a scroll view that pages by the screen.
  /// Only drags that stay within the pages (an end's rubber band would shorten them).
  @Test(arguments: 1...8) func aSlowDragIsDecidedInScreenfuls(count: Int) {
    for row in Self.rows(ofCount: count) {
      let screenful = Double(row.screenful)
      for start in 0..<count {
        for way in [1.0, -1.0] {
          let reach = Double(start) + way * 0.6 * screenful
          guard row.loops || (0...Double(count - 1)).contains(reach) else { continue }
          for (fraction, screens) in [(0.6, 1), (0.4, 0)] {
            var carousel = Engine(
              count: count, selection: start, configuration: row.configuration())
            carousel.swipe(pages: way * fraction * screenful, at: 1)
            let expected = screens == 0 ? start : row.landing(from: start, screens: Int(way))
            #expect(
              carousel.position(at: at(9)) == CarouselPosition(page: expected),
              "\(row.testDescription): from \(start), \(way * fraction) screenfuls slowly")
          }
        }
      }
    }
  }

  /// The App Store's two-column row: the 14th tile is six swipes away, not twelve (the last
  /// screenful, tiles 12 and 13, ends at the trailing edge); one more selects the last tile,
  /// and the next goes nowhere. Literal pages.
  @Test func aTwoColumnRowOfFourteenTiles() {
    let row = Row(count: 14, perScreen: 2, alignment: .leading, looping: false)
    var carousel = Engine(count: 14, selection: 0, configuration: row.configuration())
    var pages: [Int] = []
    for swipe in 0..<8 {
      carousel.swipe(pages: 0.2, velocity: 6, at: Double(swipe) * 10 + 1)
      pages.append(carousel.restingPage)
    }
    #expect(pages == [2, 4, 6, 8, 10, 12, 13, 13])
  }

  /// A leading row of 8 items, 3 a screen: forward 0, 3, then the end (items 5 to 7 shown, the
  /// selection on 6), and back from the end one screenful back from what is shown (2 to 4),
  /// whichever of the held items is selected. Literal pages.
  @Test(arguments: [
    (start: 0, forward: 3, back: 0), (start: 3, forward: 6, back: 0),
    (start: 5, forward: 7, back: 2), (start: 6, forward: 7, back: 2),
    (start: 7, forward: 7, back: 2), (start: 4, forward: 7, back: 1),
  ])
  func aLeadingRowsEnd(start: Int, forward: Int, back: Int) {
    let row = Row(count: 8, perScreen: 3, alignment: .leading, looping: false)
    for (way, expected) in [(1.0, forward), (-1.0, back)] {
      var carousel = Engine(count: 8, selection: start, configuration: row.configuration())
      carousel.swipe(pages: 0.2 * way, velocity: 6 * way, at: 1)
      #expect(carousel.selectedIndex == expected, "from \(start), \(way)")
    }
  }

  /// A centered row of 8 items, 3 a screen, and a looping leading one of 5: literal pages.
  @Test func centeredAndLoopingRows() {
    let centered = Row(count: 8, perScreen: 3, alignment: .center, looping: false)
    let looping = Row(count: 5, perScreen: 2, alignment: .leading, looping: true)
    for (row, start, way, page) in [
      (centered, 0, 1.0, 3), (centered, 6, 1, 7), (centered, 7, -1, 4), (centered, 2, -1, 0),
      (looping, 4, 1, 6), (looping, 0, -1, -2), (looping, 1, -1, -1),
    ] {
      var carousel = Engine(count: row.count, selection: start, configuration: row.configuration())
      carousel.swipe(pages: 0.2 * way, velocity: 6 * way, at: 1)
      #expect(carousel.restingPage == page, "\(row.testDescription): from \(start), \(way)")
    }
  }

  /// Where one item is in view, or items overlap (only the focused one is reached), a screenful
  /// is one item: every style, with its own item length and with three columns, lands as it does
  /// stepping by items, for slow drags, flicks and long flicks from every item.
  @Test(arguments: CarouselStyleName.allCases)
  func oneItemAScreenIsAnItemStep(style: CarouselStyleName) {
    var cases: [(CarouselConfiguration, CarouselConfiguration)] = []
    for looping in [false, true] {
      for perScreen in [nil, 3] {
        for alignment in [CarouselAlignment.center, .leading] {
          let row = Row(count: 6, perScreen: 1, alignment: alignment, looping: looping)
          var item = row.configuration(.item, style: style, multiPage: true)
          item.layout.mainItemLength = perScreen.map { .count($0) }
          var screenful = item
          screenful.targetBehavior = .screenful
          let overlaps = [CarouselStyleName.stack, .ring, .coverFlow].contains(style)
          // A row style with three columns shows several: not this test's.
          guard perScreen == nil || overlaps else { continue }
          cases.append((item, screenful))
        }
      }
    }
    #expect(!cases.isEmpty)
    for (item, screenful) in cases {
      for start in 0..<6 {
        for (pages, velocity, predicted) in [(0.6, 0.0, 0.6), (-0.2, -6, -0.2), (0.2, 6, 3.4)] {
          var byItem = Engine(count: 6, selection: start, configuration: item)
          var byScreenful = Engine(count: 6, selection: start, configuration: screenful)
          byItem.swipe(pages: pages, velocity: velocity, predicted: predicted, at: 1)
          byScreenful.swipe(pages: pages, velocity: velocity, predicted: predicted, at: 1)
          #expect(
            byScreenful.restingPage == byItem.restingPage,
            "\(style), from \(start), \(pages) pages at \(velocity)")
        }
      }
    }
  }

  /// The overlapping styles with three columns move one item a swipe, literally.
  @Test(arguments: [CarouselStyleName.stack, .ring, .coverFlow])
  func overlappingStylesMoveOneItem(style: CarouselStyleName) {
    let row = Row(count: 6, perScreen: 3, alignment: .leading, looping: false)
    var carousel = Engine(
      count: 6, selection: 2, configuration: row.configuration(style: style))
    carousel.swipe(pages: 0.2, velocity: 6, at: 1)
    #expect(carousel.selectedIndex == 3)
  }

  /// The default steps by items, and a leading row of three columns then moves one.
  @Test func theDefaultIsAnItem() {
    #expect(CarouselConfiguration().targetBehavior == .item)
    let row = Row(count: 8, perScreen: 3, alignment: .leading, looping: false)
    var carousel = Engine(count: 8, selection: 0, configuration: row.configuration(.item))
    carousel.swipe(pages: 0.2, velocity: 6, at: 1)
    #expect(carousel.selectedIndex == 1)
  }

  /// Keys and the proxy's next and previous (``CarouselEngine/next(animated:spring:at:)``) move
  /// one item; VoiceOver's three-finger scroll a screenful, as a swipe does, and one item when
  /// the carousel steps by items.
  @Test func onlyTheAccessibilityScrollMovesAScreenful() {
    let row = Row(count: 8, perScreen: 3, alignment: .leading, looping: false)
    var carousel = Engine(count: 8, selection: 0, configuration: row.configuration())
    carousel.next(at: at(1))
    #expect(carousel.selectedIndex == 1)
    carousel.perform(.next, at: at(2))
    #expect(carousel.selectedIndex == 2)
    carousel.scroll(.next, at: at(3))
    #expect(carousel.selectedIndex == 5)
    carousel.scroll(.next, at: at(4))
    #expect(carousel.selectedIndex == 7)
    carousel.scroll(.next, at: at(5))  // the end: nothing
    #expect(carousel.selectedIndex == 7)
    carousel.scroll(.previous, at: at(6))
    #expect(carousel.selectedIndex == 2)
    var byItem = Engine(count: 8, selection: 0, configuration: row.configuration(.item))
    byItem.scroll(.next, at: at(1))
    #expect(byItem.selectedIndex == 1)
  }

  /// The accessibility scroll lands as a flick does, from every item of every row, both ways.
  @Test(arguments: 1...8) func theAccessibilityScrollLandsAsAFlick(count: Int) {
    for row in Self.rows(ofCount: count) where row.axis == .horizontal {
      for start in 0..<count {
        for (step, way) in [(CarouselStep.next, 1), (.previous, -1)] {
          var carousel = Engine(count: count, selection: start, configuration: row.configuration())
          carousel.scroll(step, at: at(1))
          let expected = row.landing(from: start, screens: way)
          #expect(
            carousel.restingPage == expected, "\(row.testDescription): from \(start), \(step)")
        }
      }
    }
  }
}
