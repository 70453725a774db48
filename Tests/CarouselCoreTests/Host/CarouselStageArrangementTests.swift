import CarouselCore
import Testing
import UpdateCycleDouble

/// Where the stage puts the indicator, for short.
typealias StagePlacement = CarouselStageArrangement.IndicatorPlacement

private func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> CarouselRect {
  CarouselRect(x: x, y: y, width: width, height: height)
}

private func size(_ width: Double, _ height: Double) -> CarouselSize {
  CarouselSize(width: width, height: height)
}

private func stage(
  _ axis: CarouselAxis, _ placement: StagePlacement, occupies: Bool = true
) -> CarouselStageArrangement {
  CarouselStageArrangement(axis: axis, placement: placement, indicatorOccupiesSpace: occupies)
}

/// A horizontal strip of 5 dots, 142 by 44, and the same strip standing up for a vertical
/// carousel.
private let horizontalStrip = size(142, 44)
private let verticalStrip = size(44, 142)

@Suite struct CarouselStageArrangementTests {
  // MARK: Frames

  /// Beside the slides in bounds 390 by 300: a horizontal carousel's indicator below or above,
  /// centered across; a vertical one's to the trailing (below) or leading (above) side, in
  /// left-to-right coordinates; anywhere in the parent.
  @Test(arguments: [
    (
      CarouselAxis.horizontal, StagePlacement.below, rect(0, 0, 390, 300), rect(0, 0, 390, 244),
      rect(124, 256, 142, 44)
    ),
    (.horizontal, .above, rect(0, 0, 390, 300), rect(0, 56, 390, 244), rect(124, 0, 142, 44)),
    (
      .horizontal, .below, rect(10, -20, 390, 300), rect(10, -20, 390, 244), rect(134, 236, 142, 44)
    ),
    (.vertical, .below, rect(0, 0, 390, 300), rect(0, 0, 334, 300), rect(346, 79, 44, 142)),
    (.vertical, .above, rect(0, 0, 390, 300), rect(56, 0, 334, 300), rect(0, 79, 44, 142)),
  ])
  func besideTheSlides(
    axis: CarouselAxis, placement: StagePlacement, bounds: CarouselRect, slides: CarouselRect,
    indicator: CarouselRect
  ) {
    let strip = axis == .horizontal ? horizontalStrip : verticalStrip
    let frames = stage(axis, placement).frames(in: bounds, indicatorSize: strip)
    #expect(frames == .init(slides: slides, indicator: indicator))
  }

  /// Over the slides: they fill the bounds, and the indicator sits at the alignment in the
  /// bounds less 12 points on every side.
  @Test func overTheSlides() {
    let bounds = rect(10, 20, 390, 300)  // the room: 22...388 by 32...308
    let rows: [(Double, Double, CarouselRect)] = [
      (0.5, 1, rect(134, 264, 142, 44)), (0, 0, rect(22, 32, 142, 44)),
      (1, 1, rect(246, 264, 142, 44)), (0.5, 0.5, rect(134, 148, 142, 44)),
      (1, 0, rect(246, 32, 142, 44)),
      // Out of range: clamped to 0...1, NaN to 0.
      (2, -1, rect(246, 32, 142, 44)), (.nan, .infinity, rect(22, 264, 142, 44)),
    ]
    for axis in [CarouselAxis.horizontal, .vertical] {
      for (horizontal, vertical, indicator) in rows {
        let frames = stage(axis, .overlay(horizontal: horizontal, vertical: vertical))
          .frames(in: bounds, indicatorSize: horizontalStrip)
        #expect(frames.slides == bounds, "\(axis) \(horizontal) \(vertical)")
        #expect(frames.indicator == indicator, "\(axis) \(horizontal) \(vertical)")
      }
    }
  }

  /// An indicator that takes no space (hidden, or fewer than two items): the slides get
  /// everything, no spacing, and the indicator a zero size where it would sit.
  @Test func anIndicatorThatTakesNoSpace() {
    let bounds = rect(0, 0, 390, 300)
    let rows: [(CarouselAxis, StagePlacement, CarouselRect)] = [
      (.horizontal, .below, rect(195, 300, 0, 0)), (.horizontal, .above, rect(195, 0, 0, 0)),
      (.vertical, .below, rect(390, 150, 0, 0)), (.vertical, .above, rect(0, 150, 0, 0)),
      (.horizontal, .overlay(horizontal: 0.5, vertical: 1), rect(195, 288, 0, 0)),
      (.vertical, .overlay(horizontal: 0, vertical: 0), rect(12, 12, 0, 0)),
    ]
    for (axis, placement, indicator) in rows {
      let frames = stage(axis, placement, occupies: false)
        .frames(in: bounds, indicatorSize: horizontalStrip)
      #expect(frames.slides == bounds, "\(axis) \(placement)")
      #expect(frames.indicator == indicator, "\(axis) \(placement)")
    }
  }

  /// Bounds too small: the indicator keeps its length as far as it fits, then the spacing,
  /// and the slides take what is left, down to nothing. Over the slides, bounds smaller than
  /// twice the padding leave the center point.
  @Test func tooLittleRoom() {
    let overlay = StagePlacement.overlay(horizontal: 0.5, vertical: 1)
    let rows: [(StagePlacement, CarouselRect, CarouselRect, CarouselRect)] = [
      (.below, rect(0, 0, 390, 50), rect(0, 0, 390, 0), rect(124, 6, 142, 44)),
      (.below, rect(0, 0, 390, 30), rect(0, 0, 390, 0), rect(124, 0, 142, 30)),
      (.below, rect(0, 0, 100, 300), rect(0, 0, 100, 244), rect(0, 256, 100, 44)),
      (overlay, rect(0, 0, 20, 10), rect(0, 0, 20, 10), rect(10, 5, 0, 0)),
      (overlay, rect(0, 0, 100, 50), rect(0, 0, 100, 50), rect(12, 12, 76, 26)),
    ]
    for (placement, bounds, slides, indicator) in rows {
      #expect(
        stage(.horizontal, placement).frames(in: bounds, indicatorSize: horizontalStrip)
          == .init(slides: slides, indicator: indicator), "\(placement) \(bounds)")
    }
  }

  @Test func otherSpacingAndPadding() {
    let loose = CarouselStageArrangement(
      axis: .horizontal, placement: .below, indicatorOccupiesSpace: true, spacing: 20,
      overlayPadding: 0)
    #expect(
      loose.frames(in: rect(0, 0, 390, 300), indicatorSize: horizontalStrip)
        == .init(slides: rect(0, 0, 390, 236), indicator: rect(124, 256, 142, 44)))
    var flush = loose
    flush.placement = .overlay(horizontal: 1, vertical: 1)
    #expect(
      flush.frames(in: rect(0, 0, 390, 300), indicatorSize: horizontalStrip).indicator
        == rect(248, 256, 142, 44))
  }

  // MARK: Size

  /// Proposed lengths are taken as they are; missing ones are the ideal: the slides' ideal
  /// length with the indicator and the spacing stacked along, the larger across.
  @Test func sizeForAProposal() {
    let slides = size(300, 200)
    func fit(_ arrangement: CarouselStageArrangement, _ width: Double?, _ height: Double?)
      -> CarouselSize
    {
      arrangement.size(
        proposedWidth: width, proposedHeight: height, slidesIdealSize: slides,
        indicatorSize: arrangement.axis == .horizontal ? horizontalStrip : verticalStrip)
    }
    let below = stage(.horizontal, .below)
    #expect(fit(below, 390, nil) == size(390, 256))  // a List row: no height proposed
    #expect(fit(below, nil, nil) == size(300, 256))
    #expect(fit(below, 390, 500) == size(390, 500))
    #expect(fit(below, 0, 0) == size(0, 0))
    #expect(fit(stage(.horizontal, .above), nil, nil) == size(300, 256))
    #expect(fit(stage(.vertical, .below), nil, nil) == size(356, 200))
    #expect(fit(stage(.vertical, .above), 390, nil) == size(390, 200))
    #expect(fit(stage(.horizontal, .overlay(horizontal: 0.5, vertical: 1)), nil, nil) == slides)
    #expect(fit(stage(.horizontal, .below, occupies: false), nil, nil) == slides)
    #expect(fit(stage(.vertical, .above, occupies: false), nil, 700) == size(300, 700))
    // The wider indicator sets the ideal width across a horizontal carousel.
    #expect(
      below.size(
        proposedWidth: nil, proposedHeight: nil, slidesIdealSize: slides,
        indicatorSize: size(500, 44)) == size(500, 256))
    // As flexible as a GeometryReader: infinity gives infinity; negative proposals are 0 and
    // NaN ones are not proposals.
    #expect(fit(below, .infinity, .infinity) == size(.infinity, .infinity))
    #expect(fit(below, -5, .nan) == size(0, 256))
  }

  /// Fitted slides (120 across): the length across is theirs with the indicator's strip (44)
  /// and the spacing (12) beside them added, whatever is proposed across (nothing, 500, 0, infinity); the length along is
  /// proposed or ideal as before. Every axis, placement and whether the indicator takes space.
  @Test func fittedSize() {
    let slides = size(300, 200)
    // The length across for each placement and whether the indicator takes space, on both
    // axes: 390 wide (a horizontal carousel) or 600 tall (a vertical one) along.
    let rows: [(StagePlacement, Bool, Double)] = [
      (.below, true, 176), (.above, true, 176), (.overlay(horizontal: 0.5, vertical: 1), true, 120),
      (.below, false, 120), (.above, false, 120),
      (.overlay(horizontal: 0.5, vertical: 1), false, 120),
    ]
    for axis in [CarouselAxis.horizontal, .vertical] {
      for (placement, occupies, cross) in rows {
        let expected = axis == .horizontal ? size(390, cross) : size(cross, 600)
        var arrangement = stage(axis, placement, occupies: occupies)
        arrangement.fittedSlidesCrossLength = 120
        let strip = axis == .horizontal ? horizontalStrip : verticalStrip
        for across in [nil, 500, 0, Double.infinity] as [Double?] {
          let fitted = arrangement.size(
            proposedWidth: axis == .horizontal ? 390 : across,
            proposedHeight: axis == .horizontal ? across : 600, slidesIdealSize: slides,
            indicatorSize: strip)
          #expect(
            fitted == expected, "\(axis) \(placement) \(occupies) \(String(describing: across))")
        }
        // Along the axis, nothing proposed: the slides' ideal length, as when flexible.
        let ideal = arrangement.size(
          proposedWidth: nil, proposedHeight: nil, slidesIdealSize: slides, indicatorSize: strip)
        #expect(
          ideal == (axis == .horizontal ? size(300, expected.height) : size(expected.width, 200)))
      }
    }
    // The slides placed in the fitted size get exactly the fitted length.
    var below = stage(.horizontal, .below)
    below.fittedSlidesCrossLength = 120
    #expect(
      below.frames(in: rect(0, 0, 390, 176), indicatorSize: horizontalStrip)
        == .init(slides: rect(0, 0, 390, 120), indicator: rect(124, 132, 142, 44)))
    // A bad fitted length counts as 0; `nil` is flexible again.
    for bad in [Double.nan, -5, .infinity, -.infinity] {
      below.fittedSlidesCrossLength = bad
      #expect(
        below.size(
          proposedWidth: 390, proposedHeight: 500, slidesIdealSize: slides,
          indicatorSize: horizontalStrip) == size(390, 56))
    }
    below.fittedSlidesCrossLength = 1e300
    #expect(
      below.size(
        proposedWidth: 390, proposedHeight: nil, slidesIdealSize: slides,
        indicatorSize: horizontalStrip) == size(390, 1e9 + 56))
    below.fittedSlidesCrossLength = nil
    #expect(
      below.size(
        proposedWidth: 390, proposedHeight: 500, slidesIdealSize: slides,
        indicatorSize: horizontalStrip) == size(390, 500))
  }

  @Test func indicatorRoom() {
    #expect(stage(.horizontal, .below).indicatorRoom(in: size(390, 300)) == size(390, 300))
    #expect(
      stage(.vertical, .overlay(horizontal: 0, vertical: 1)).indicatorRoom(in: size(390, 300))
        == size(366, 276))
    #expect(
      stage(.horizontal, .overlay(horizontal: 0, vertical: 1)).indicatorRoom(in: size(20, .nan))
        == size(0, 0))
  }

  // MARK: Bad input

  /// Whatever the input, no length is NaN or negative, frames are finite and inside the bounds
  /// as read (a non-finite origin as 0, a bad length as 0), and beside the slides the two do
  /// not overlap.
  @Test func hostileInputGivesNoNaNAndNothingNegative() {
    let values: [Double] = [
      0, 12, 390, -1, .nan, -.nan, .infinity, -.infinity, 1e300, -1e300,
      .greatestFiniteMagnitude, .leastNonzeroMagnitude,
    ]
    let placements: [StagePlacement] = [
      .below, .above, .overlay(horizontal: 0.5, vertical: 1),
      .overlay(horizontal: .nan, vertical: .infinity),
    ]
    let seed: UInt64 = 0x57A6_E012
    var generator = SeededGenerator(seed: seed)
    func any() -> Double { values[generator.below(values.count)] }
    var failures: [String] = []
    for sequence in 0..<propertySequenceCount(default: 20_000) {
      let arrangement = CarouselStageArrangement(
        axis: Bool.random(using: &generator) ? .horizontal : .vertical,
        placement: placements[generator.below(placements.count)],
        indicatorOccupiesSpace: Bool.random(using: &generator), spacing: any(),
        overlayPadding: any(), fittedSlidesCrossLength: Bool.random(using: &generator) ? nil : any()
      )
      let bounds = rect(any(), any(), any(), any())
      let indicator = size(any(), any())
      let frames = arrangement.frames(in: bounds, indicatorSize: indicator)
      let fitted = arrangement.size(
        proposedWidth: Bool.random(using: &generator) ? nil : any(),
        proposedHeight: Bool.random(using: &generator) ? nil : any(),
        slidesIdealSize: size(any(), any()), indicatorSize: indicator)
      let room = arrangement.indicatorRoom(in: size(any(), any()))
      let read = rect(
        bounds.x.isFinite ? bounds.x : 0, bounds.y.isFinite ? bounds.y : 0,
        bounds.width.isFinite && bounds.width >= 0 ? min(bounds.width, 1e9) : 0,
        bounds.height.isFinite && bounds.height >= 0 ? min(bounds.height, 1e9) : 0)
      var problems: [String] = []
      for frame in [frames.slides, frames.indicator] {
        if ![frame.x, frame.y, frame.width, frame.height].allSatisfy(\.isFinite) {
          problems.append("not finite")
        }
        if !(frame.width >= 0 && frame.height >= 0) { problems.append("negative") }
        if !(frame.x >= read.x && frame.y >= read.y
          && frame.x + frame.width <= read.x + read.width + 1e-6 * max(read.width, 1)
          && frame.y + frame.height <= read.y + read.height + 1e-6 * max(read.height, 1))
        {
          problems.append("outside")
        }
      }
      if case .overlay = arrangement.placement {
      } else if overlapArea(frames.slides, frames.indicator) > 0 {
        problems.append("overlap")
      }
      if !(fitted.width >= 0 && fitted.height >= 0) { problems.append("size \(fitted)") }
      if !(room.width >= 0 && room.height >= 0 && room.width.isFinite && room.height.isFinite) {
        problems.append("room \(room)")
      }
      if !problems.isEmpty { failures.append("seed \(seed), \(sequence): \(problems)") }
    }
    #expect(failures.isEmpty, "\(failures.prefix(5))")
  }

  @Test(.timeLimit(.minutes(2))) func hostileInputNeverTraps() async {
    await #expect(processExitsWith: .success) {
      let values: [Double] = [.nan, .infinity, -.infinity, -1, 0, 1e308, .greatestFiniteMagnitude]
      var total = 0.0
      for axis in [CarouselAxis.horizontal, .vertical] {
        for placement in [StagePlacement.below, .above, .overlay(horizontal: .nan, vertical: -1)] {
          for value in values {
            for other in values {
              let arrangement = CarouselStageArrangement(
                axis: axis, placement: placement, indicatorOccupiesSpace: true, spacing: value,
                overlayPadding: other)
              let frames = arrangement.frames(
                in: CarouselRect(x: value, y: other, width: value, height: other),
                indicatorSize: CarouselSize(width: other, height: value))
              let fitted = arrangement.size(
                proposedWidth: value, proposedHeight: nil,
                slidesIdealSize: CarouselSize(width: other, height: value),
                indicatorSize: CarouselSize(width: value, height: other))
              total += frames.slides.width + frames.indicator.height + fitted.height
            }
          }
        }
      }
      precondition(!total.isNaN)
    }
  }
}

/// The area two rectangles share.
private func overlapArea(_ a: CarouselRect, _ b: CarouselRect) -> Double {
  let width = min(a.x + a.width, b.x + b.width) - max(a.x, b.x)
  let height = min(a.y + a.height, b.y + b.height) - max(a.y, b.y)
  return width > 0 && height > 0 ? width * height : 0
}
