import CarouselCore
import TestSupport
import Testing
import UpdateCycleDouble

/// Every page whose frame intersects the viewport is drawn, for random contexts (asymmetric and
/// oversized insets, viewports, spacings, peeks, item lengths, positions, counts, looping, both
/// axes, both reading directions, Reduce Motion) and every built-in style.
///
/// The expectation comes from the test's own model of a frame, not from the style's reach: for
/// each page, the style's ``CarouselLayoutStyle/attributes(forOffset:in:)`` at that page's
/// offset, moved by the focus shift `(leadingInset - trailingInset) / 2` (the insets scaled to
/// fit the viewport, as documented), mirrored in a right-to-left horizontal layout; half its
/// main length is `scale × itemMainLength / 2`. Rotations are ignored: the unrotated extent is
/// an upper bound of the projected one (`|cos(angle)|` times it, orthographically), so the model
/// asks for every item that could touch the viewport. A frame intersects when it overlaps the
/// viewport by more than a micro-point on both axes and is neither transparent nor of zero
/// scale. Identical frames of one item (a small ring shows each item once per lap) count once.
///
/// No frame can show more than ``CarouselLayoutGeometry/maximumVisibleSlots`` items: cases where
/// more distinct frames intersect are skipped, and the test checks that they are rare.
@Suite struct LayoutCoveragePropertyTests {
  /// The sequences are split into chunks that Swift Testing runs in parallel.
  private static let chunkCount = 4

  @Test(.offThePool, arguments: 0..<chunkCount)
  func everyPageThatTouchesTheViewportIsDrawn(chunk: Int) {
    var checked = 0
    var skipped = 0
    for sequence in stride(from: chunk, to: propertySequenceCount(), by: Self.chunkCount) {
      let seed = UInt64(sequence)
      let coverageCase = CoverageCase(seed: seed)
      for name in CarouselStyleName.allCases {
        switch coverageCase.check(name) {
        case .covered: checked += 1
        case .tooManyToDraw: skipped += 1
        case .failed(let message):
          Issue.record("seed \(seed), \(name): \(message)")
          return
        }
      }
    }
    // The skipped cases (more frames on screen than any frame can show) stay a small minority.
    #expect(skipped * 10 < checked, "\(skipped) skipped, \(checked) checked")
  }

  @Test func aFocusShiftToTheNextSideShowsMorePreviousPages() {
    // 390 wide, 360 of leading inset: 30-point pages, the focus 180 points right of center. The
    // previous pages down to offset -12 touch the viewport (-12 × 30 + 180 + 15 = -165 > -195).
    let context = CarouselLayoutContext(
      count: 100, viewportWidth: 390, viewportHeight: 200,
      leadingInset: 360
    ).positioned(at: CarouselPosition(page: 50))
    let pages = PagedCarouselStyle().visibleItems(in: context).map(\.page)
    #expect(pages == Array(38...51))
    #expect(CoverageCase(context: context).check(.paged) == .covered)
  }

  @Test func theSameSeedGivesTheSameCase() {
    #expect(CoverageCase(seed: 7).context == CoverageCase(seed: 7).context)
    #expect(CoverageCase(seed: 7).context != CoverageCase(seed: 8).context)
  }
}

/// The outcome of checking one style on one case.
private enum CoverageOutcome: Equatable {
  case covered
  case tooManyToDraw
  case failed(String)
}

/// One random layout context and the model of which frames intersect its viewport.
private struct CoverageCase {
  /// How far from the position the model looks, in pages, on each side.
  static let scanPages = 160

  let context: CarouselLayoutContext

  init(context: CarouselLayoutContext) {
    self.context = context
  }

  init(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    let axis: CarouselAxis = Bool.random(using: &random) ? .horizontal : .vertical
    let mainLength = Double.random(in: 40...1_200, using: &random)
    let crossLength = Double.random(in: 40...800, using: &random)
    var leading = 0.0
    var trailing = 0.0
    switch Int.random(in: 0..<6, using: &random) {
    case 0: break
    case 1: leading = Double.random(in: 0...mainLength, using: &random)
    case 2: trailing = Double.random(in: 0...mainLength, using: &random)
    case 3:  // may exceed the viewport together: scaled down to fit
      leading = Double.random(in: 0...mainLength, using: &random)
      trailing = Double.random(in: 0...mainLength, using: &random)
    default:  // strongly asymmetric: the focus far off center
      leading = Double.random(in: (0.6 * mainLength)...(0.98 * mainLength), using: &random)
      trailing = Double.random(in: 0...(0.02 * mainLength), using: &random)
      if Bool.random(using: &random) { swap(&leading, &trailing) }
    }
    let spacing =
      Bool.random(using: &random) ? nil : Double.random(in: 0...(0.3 * mainLength), using: &random)
    let peek =
      Bool.random(using: &random) ? nil : Double.random(in: 0...(0.25 * mainLength), using: &random)
    // From a thirtieth of the viewport to one and a half viewports, small ones as likely.
    let itemShares: [ClosedRange<Double>] = [
      (1 / 30)...(1 / 10), (1 / 10)...(1 / 3), (1 / 3)...1.5,
    ]
    let itemShare = itemShares[Int.random(in: 0..<itemShares.count, using: &random)]
    let itemMainLength =
      Bool.random(using: &random)
      ? nil : mainLength * Double.random(in: itemShare, using: &random)
    let itemCrossLength =
      Int.random(in: 0..<4, using: &random) == 0
      ? Double.random(in: 1...crossLength, using: &random) : nil
    let counts = [0, 1, 2, 3, 4, 5, 6, 7, 9, 12, 17, 40, 1_000_000]
    let count = counts[Int.random(in: 0..<counts.count, using: &random)]
    let page =
      Bool.random(using: &random)
      ? Int.random(in: -3...(min(count, 50) + 3), using: &random)
      : Int.random(in: -1_000...1_000, using: &random)
    let fraction =
      Int.random(in: 0..<4, using: &random) == 0
      ? [0, 0.5, 0.25][Int.random(in: 0..<3, using: &random)]
      : Double.random(in: 0..<1, using: &random)
    context = CarouselLayoutContext(
      count: count,
      isLooping: Bool.random(using: &random),
      viewportWidth: axis == .horizontal ? mainLength : crossLength,
      viewportHeight: axis == .horizontal ? crossLength : mainLength,
      itemMainLength: itemMainLength, itemCrossLength: itemCrossLength, spacing: spacing,
      peek: peek, leadingInset: leading, trailingInset: trailing, axis: axis,
      layoutDirection: Bool.random(using: &random) ? .leftToRight : .rightToLeft,
      reduceMotion: Int.random(in: 0..<4, using: &random) == 0
    ).positioned(at: CarouselPosition(page: page, fraction: fraction))
  }

  /// A frame the model says intersects the viewport.
  struct Frame {
    var page: Int
    var index: Int
    var offset: Double
    /// The center along the paging axis, from the viewport's center, mirrored as drawn.
    var center: Double
    var scale: Double
  }

  /// The focus shift computed from the context: insets sanitized, and scaled down together to
  /// fit the viewport when they exceed it.
  var focusShift: Double {
    func valid(_ value: Double) -> Double { value.isFinite && value >= 0 ? value : 0 }
    let main = valid(context.axis == .horizontal ? context.viewportWidth : context.viewportHeight)
    let (leading, trailing) = (valid(context.leadingInset), valid(context.trailingInset))
    let fit = leading + trailing > main ? main / (leading + trailing) : 1
    return (leading - trailing) * fit / 2
  }

  /// The item on `page`, or `nil`: finite carousels hold pages `0..<count`; one item never
  /// loops.
  func itemIndex(forPage page: Int) -> Int? {
    let count = max(context.count, 0)
    guard count > 0 else { return nil }
    if context.isLooping && count > 1 { return ((page % count) + count) % count }
    return (0..<count).contains(page) ? page : nil
  }

  /// The pages the model looks at: every page of a short finite carousel, otherwise those within
  /// ``scanPages`` of the position.
  var scannedPages: ClosedRange<Int> {
    let count = max(context.count, 0)
    if !context.isLooping || count <= 1, count <= 2 * Self.scanPages {
      return 0...max(count - 1, 0)
    }
    let page = context.position.page
    return (page - Self.scanPages)...(page + Self.scanPages)
  }

  /// The frames that intersect the viewport for `style`, by the model.
  func intersectingFrames(_ style: any CarouselLayoutStyle) -> [Frame] {
    let geometry = style.geometry(in: context)
    let isHorizontal = context.axis == .horizontal
    let viewportMain = isHorizontal ? context.viewportWidth : context.viewportHeight
    let viewportCross = isHorizontal ? context.viewportHeight : context.viewportWidth
    let mirrors = isHorizontal && context.layoutDirection == .rightToLeft
    let shift = focusShift
    let tolerance = 1e-6
    var frames: [Frame] = []
    for page in scannedPages {
      guard let index = itemIndex(forPage: page) else { continue }
      let offset = Double(page - context.position.page) - context.position.fraction
      let attributes = style.attributes(forOffset: offset, in: geometry)
      let scale = attributes.scale
      guard scale.isFinite, scale > 0, attributes.opacity > 0 else { continue }
      let center = attributes.mainOffset + shift
      let overlapsMain =
        abs(center) < (viewportMain + scale * geometry.itemMainLength) / 2 - tolerance
      let overlapsCross =
        abs(attributes.crossOffset)
        < (viewportCross + scale * geometry.itemCrossLength) / 2 - tolerance
      guard overlapsMain, overlapsCross, scale * geometry.itemMainLength > tolerance,
        scale * geometry.itemCrossLength > tolerance
      else { continue }
      frames.append(
        Frame(
          page: page, index: index, offset: offset, center: mirrors ? -center : center,
          scale: scale))
    }
    return frames
  }

  /// Whether every intersecting frame is drawn by the layout, at the modeled place.
  func check(_ name: CarouselStyleName) -> CoverageOutcome {
    let style = name.style
    // Identical frames of one item are one frame on screen (a small ring's laps): the one
    // nearest the focus stands for them.
    let frames = intersectingFrames(style).sorted { abs($0.offset) < abs($1.offset) }
    var distinct: [Frame] = []
    for frame in frames where !distinct.contains(where: { isSameLook($0, frame) }) {
      distinct.append(frame)
    }
    guard distinct.count <= CarouselLayoutGeometry.maximumVisibleSlots else {
      return .tooManyToDraw
    }
    let pages = scannedPages
    let finiteEnds = context.isLooping && context.count > 1 ? [] : [0, context.count - 1]
    if let edge = distinct.first(where: {
      ($0.page == pages.lowerBound || $0.page == pages.upperBound)
        && !finiteEnds.contains($0.page)
    }) {
      return .failed("the model's scan is too narrow: page \(edge.page) touches the viewport")
    }
    var drawn: [CarouselVisibleItem] = []
    style.forEachVisibleItem(in: context) { drawn.append($0) }
    for frame in distinct {
      let isDrawn = drawn.contains { item in
        item.index == frame.index && isClose(item.scale, frame.scale)
          && isClose(item.mainOffset, frame.center, tolerance: 1e-6 * max(1, abs(frame.center)))
      }
      if !isDrawn {
        return .failed(
          "page \(frame.page) (item \(frame.index), offset \(frame.offset), center"
            + " \(frame.center), scale \(frame.scale)) touches the viewport but is not drawn;"
            + " drawn pages \(drawn.map(\.page)), model pages \(distinct.map(\.page));"
            + " context \(context)")
      }
    }
    return .covered
  }

  private func isSameLook(_ lhs: Frame, _ rhs: Frame) -> Bool {
    lhs.index == rhs.index && isClose(lhs.scale, rhs.scale)
      && isClose(lhs.center, rhs.center, tolerance: 1e-6 * max(1, abs(lhs.center)))
  }
}
