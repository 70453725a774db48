import CarouselCore
import Testing
import UpdateCycleDouble

/// Issue 13, item 2: in every style the finger moves a page by the on-screen distance the focused
/// item travels for one page at rest, so the card under the finger stays under it.
@Suite struct DragFollowsFingerTests {
  /// How far a finger drags one page on a 390 × 260 viewport, per style and axis, with the
  /// styles' defaults: the distance at rest between the focused item and the previous slot.
  static let dragLengths: [(CarouselStyleName, horizontal: Double, vertical: Double)] = [
    (.paged, 390, 260),
    // 310-point items 12 apart; the neighbor, at 0.92, moves in by 12.4 (7.2 vertically).
    (.peek, 309.6, 184.8),
    (.scale, 390, 260),
    (.fade, 390, 260),
    (.rotation, 390, 260),
    // The neighbor sits 0.6 of the 195-point (130-point) item away.
    (.coverFlow, 117, 78),
    // The top card slides off by a pitch: 0.85 of the viewport.
    (.stack, 331.5, 221),
    // Slots 0.30 of the 195-point item apart, 0.55 of the 130-point item vertically.
    (.ring, 58.5, 71.5),
  ]

  @Test(arguments: dragLengths)
  func aPageIsTheDistanceFromTheFocusToThePreviousSlot(
    name: CarouselStyleName, horizontal: Double, vertical: Double
  ) {
    for (axis, expected) in [(CarouselAxis.horizontal, horizontal), (.vertical, vertical)] {
      let carousel = Engine(
        count: 5, selection: 2,
        configuration: .swiping(name.style, width: 390, height: 260, axis: axis))
      #expect(isClose(carousel.pageLength, expected), "\(name) \(axis): \(carousel.pageLength)")
    }
  }

  /// With Reduce Motion the peek style's neighbors keep their size, so a page is the pitch.
  @Test func reduceMotionKeepsThePeekNeighborAPitchAway() {
    var carousel = Engine(
      count: 5, selection: 2, configuration: .swiping(.peek, width: 390, height: 260))
    carousel.reduceMotionChanged(true, at: at(0))
    #expect(carousel.pageLength == 322)
  }

  /// A finger that holds the peek carousel when Reduce Motion turns on stays where it was,
  /// though the page length changes under it.
  @Test func aDragStaysPutWhenReduceMotionChangesThePageLength() {
    var carousel = Engine(
      count: 5, selection: 2, configuration: .swiping(.peek, width: 390, height: 260))
    carousel.dragOnScreen(by: -150, at: 1)
    let held = carousel.position(at: at(1))
    carousel.reduceMotionChanged(true, at: at(1))
    #expect(isClose(carousel.position(at: at(1)).value, held.value))
  }

  /// A style that says its own drag length, and one whose items stay in place (a cross-fade).
  private struct CustomStyle: CarouselLayoutStyle {
    var length: Double?
    func dragLength(in geometry: CarouselLayoutGeometry) -> Double {
      length ?? abs(attributes(forOffset: -1, in: geometry).mainOffset)
    }
    func attributes(forOffset offset: Double, in geometry: CarouselLayoutGeometry)
      -> CarouselItemAttributes
    {
      CarouselItemAttributes(mainOffset: 0, opacity: 1 - min(abs(offset), 1))
    }
  }

  @Test(arguments: [
    (100.0 as Double?, 100.0), (nil, 390), (0, 390), (-50, 390), (.nan, 390), (.infinity, 390),
  ])
  func aStyleMaySayItsDragLengthAndAnUnusableOneDragsByThePitch(
    length: Double?, expected: Double
  ) {
    let carousel = Engine(
      count: 5, selection: 2,
      configuration: .swiping(CustomStyle(length: length), width: 390, height: 260))
    #expect(carousel.pageLength == expected)
  }

  @Test(arguments: 0..<4)
  func draggingByTheOnScreenDistanceMovesOnePage(chunk: Int) {
    for sequence in stride(from: chunk, to: propertySequenceCount(default: 1_000), by: 4) {
      let seed = 0xD2A6 &+ UInt64(sequence)
      var random = SeededGenerator(seed: seed)
      let followCase = FollowCase(random: &random)
      for name in CarouselStyleName.allCases {
        if let failure = followCase.check(name.style) {
          Issue.record("seed \(seed), \(name): \(failure); \(followCase.configuration)")
          return
        }
      }
    }
  }
}

/// One random carousel (viewport, axis, reading direction, insets, spacing, peek, item length,
/// count, looping, Reduce Motion, page) and its model of where items sit on screen at rest.
private struct FollowCase {
  var configuration: CarouselConfiguration
  var count: Int
  var selection: Int
  var reduceMotion: Bool

  init(random: inout SeededGenerator) {
    let axis: CarouselAxis = random.below(2) == 0 ? .horizontal : .vertical
    let widths: [Double] = [390, 300, 120, 1024, 834, 200]
    let heights: [Double] = [260, 200, 844, 768, 120, 600]
    let width = widths[random.below(widths.count)]
    let height = heights[random.below(heights.count)]
    configuration = CarouselConfiguration(
      axis: axis, layoutDirection: random.below(2) == 0 ? .leftToRight : .rightToLeft,
      isLooping: random.below(2) == 0, viewportWidth: width, viewportHeight: height)
    let main = axis == .horizontal ? width : height
    if random.below(3) == 0 {
      configuration.layout.leadingInset = Double(random.below(Int(main / 3)))
      configuration.layout.trailingInset = Double(random.below(Int(main / 3)))
    }
    if random.below(3) == 0 { configuration.layout.spacing = Double(random.below(40)) }
    if random.below(3) == 0 { configuration.layout.peek = Double(random.below(50)) }
    if random.below(4) == 0 { configuration.layout.itemMainLength = Double(40 + random.below(400)) }
    count = [1, 2, 3, 4, 5, 9][random.below(6)]
    selection = random.below(count)
    reduceMotion = random.below(4) == 0
  }

  /// `nil` when dragging by the model's on-screen distance moves exactly one page each way that
  /// has a page to go to, and the release lands there; otherwise what went wrong.
  func check(_ style: any CarouselLayoutStyle) -> String? {
    var configuration = configuration
    configuration.style = style
    var carousel = Engine(count: count, selection: selection, configuration: configuration)
    carousel.reduceMotionChanged(reduceMotion, at: at(0))
    let resting = CarouselPosition(page: selection)
    let context = carousel.layoutContext(at: at(0))
    // Dragging forward, the focused item goes to the previous slot; dragging back, the previous
    // item comes to the focus: both travel between the same two places on screen.
    let travel =
      screenCenter(style, offset: -1, in: context) - screenCenter(style, offset: 0, in: context)
    guard abs(travel) > 1 else { return nil }  // items that do not move along the axis
    let loops = configuration.layout.isLooping && count > 1
    for step in [1, -1] where loops || (0..<count).contains(selection + step) {
      var dragged = carousel
      let points = Double(step) * travel
      dragged.dragOnScreen(by: points, at: 1)
      let shown = dragged.position(at: at(1)).offset(from: resting)
      if abs(shown - Double(step)) > 1e-9 {
        return "dragging \(points) points showed \(shown) pages, not \(step)"
      }
      dragged.liftOnScreen(at: points, seconds: 1)
      if dragged.position(at: at(9)) != CarouselPosition(page: selection + step) {
        return "released at \(shown), settled on \(dragged.position(at: at(9)))"
      }
    }
    return nil
  }

  /// Where `style` draws the item `offset` pages from the focus at rest, along the axis on
  /// screen: its main offset moved by the focus shift (half the leading inset less the
  /// trailing one, both scaled to fit the viewport together), mirrored in a right-to-left
  /// horizontal layout.
  private func screenCenter(
    _ style: any CarouselLayoutStyle, offset: Double, in context: CarouselLayoutContext
  ) -> Double {
    let main = style.attributes(forOffset: offset, in: style.geometry(in: context)).mainOffset
    let viewport = context.axis == .horizontal ? context.viewportWidth : context.viewportHeight
    let insets = context.leadingInset + context.trailingInset
    let fit = insets > viewport ? viewport / insets : 1
    let center = main + (context.leadingInset - context.trailingInset) * fit / 2
    let mirrors = context.axis == .horizontal && context.layoutDirection == .rightToLeft
    return mirrors ? -center : center
  }
}
