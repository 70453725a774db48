import CarouselCore
import Testing
import UpdateCycleDouble

/// `CarouselItemLength`: points, a fraction of the room, and SwiftUI's count and span.
@Suite struct CarouselItemLengthTests {
  @Test func pointsAreTheLengthWhateverTheRoom() {
    #expect(CarouselItemLength.points(280).resolved(inRoom: 390, spacing: 12) == 280)
    #expect(CarouselItemLength.points(280).resolved(inRoom: 0, spacing: 0) == 280)
    #expect(CarouselItemLength.points(280).points == 280)
    let literal: CarouselItemLength = 280
    let floatLiteral: CarouselItemLength = 280.5
    #expect(literal == .points(280))
    #expect(floatLiteral == .points(280.5))
  }

  @Test func aFractionIsAShareOfTheRoom() {
    #expect(CarouselItemLength.fraction(0.8).resolved(inRoom: 390, spacing: 12) == 312)
    #expect(CarouselItemLength.fraction(1.5).resolved(inRoom: 200, spacing: 0) == 300)
    #expect(CarouselItemLength.fraction(0).resolved(inRoom: 390, spacing: 0) == 0)
    #expect(CarouselItemLength.fraction(0.8).points == nil)
  }

  /// SwiftUI's `containerRelativeFrame(_:count:span:spacing:)`:
  /// `(room - spacing × (count - 1)) / count × span + spacing × (span - 1)`.
  @Test func countAndSpanAreContainerRelativeFramesColumns() {
    // (390 - 24) / 3 = 122 per column; two columns and the gap between them: 256.
    #expect(CarouselItemLength.count(3).resolved(inRoom: 390, spacing: 12) == 122)
    #expect(CarouselItemLength.count(3, span: 2).resolved(inRoom: 390, spacing: 12) == 256)
    #expect(CarouselItemLength.count(3, span: 3).resolved(inRoom: 390, spacing: 12) == 390)
    // The length's own spacing wins over the carousel's.
    #expect(
      CarouselItemLength.count(2, spacing: 10).resolved(inRoom: 410, spacing: 30) == 200)
    #expect(CarouselItemLength.count(2, spacing: 10).preferredSpacing == 10)
    #expect(CarouselItemLength.count(2).preferredSpacing == nil)
    #expect(CarouselItemLength.fraction(0.5).preferredSpacing == nil)
    // A span wider than the count is longer than the room.
    #expect(CarouselItemLength.count(2, span: 3).resolved(inRoom: 400, spacing: 0) == 600)
  }

  @Test func badNumbersGiveFiniteLengthsThatAreNotNegative() {
    let lengths: [CarouselItemLength] = [
      .points(.nan), .points(-1), .points(.infinity), .points(1e300),
      .fraction(.nan), .fraction(-0.5), .fraction(.infinity), .fraction(1e300),
      .count(0), .count(-3, span: -1), .count(.min, span: .min), .count(.max, span: .max),
      .count(1, span: .max), .count(3, spacing: .nan), .count(3, spacing: -5),
      .count(3, spacing: 1e300), .count(3, spacing: .infinity),
    ]
    let rooms: [Double] = [0, 390, .nan, -1, .infinity, 1e300]
    for length in lengths {
      for room in rooms {
        for spacing in [0, 12, 1e9] {
          let resolved = length.resolved(inRoom: room, spacing: spacing) ?? -1
          #expect(resolved.isFinite && resolved >= 0 && resolved <= 1e9, "\(length), \(room)")
        }
      }
    }
    #expect(CarouselItemLength.points(.nan).resolved(inRoom: 390, spacing: 0) == 0)
    #expect(CarouselItemLength.points(1e300).resolved(inRoom: 390, spacing: 0) == 1e9)
    #expect(CarouselItemLength.fraction(-0.5).resolved(inRoom: 390, spacing: 0) == 0)
    // A count or a span below 1 counts as 1: the whole room.
    #expect(CarouselItemLength.count(0).resolved(inRoom: 390, spacing: 12) == 390)
    #expect(CarouselItemLength.count(.min, span: .min).resolved(inRoom: 390, spacing: 12) == 390)
    // Gaps longer than the room leave no length.
    #expect(CarouselItemLength.count(3).resolved(inRoom: 20, spacing: 30) == 0)
    // A NaN room is no room.
    #expect(CarouselItemLength.fraction(0.5).resolved(inRoom: .nan, spacing: 0) == 0)
  }

  @Test func theRoomGivingALengthInvertsTheResolution() {
    #expect(CarouselItemLength.points(300).room(giving: 200, spacing: 12) == nil)
    #expect(CarouselItemLength.fraction(0.8).room(giving: 200, spacing: 12) == 250)
    // 3 columns of 200 with 12-point gaps: 624; span 2 of them is 200: (200 - 12) × 3 / 2 + 24.
    #expect(CarouselItemLength.count(3).room(giving: 200, spacing: 12) == 624)
    #expect(CarouselItemLength.count(3, span: 2).room(giving: 200, spacing: 12) == 306)
    // Unusable fractions and counts count as the whole room.
    #expect(CarouselItemLength.fraction(0).room(giving: 200, spacing: 0) == 200)
    #expect(CarouselItemLength.fraction(.nan).room(giving: 200, spacing: 0) == 200)
    #expect(CarouselItemLength.count(-2, span: 0).room(giving: 200, spacing: 12) == 200)
    // Huge counts stay within the longest length.
    #expect(CarouselItemLength.count(.max).room(giving: 200, spacing: 12) == 1e9)
  }

  /// A seeded property test against the formula written out here: `resolved` is
  /// containerRelativeFrame's length, clamped to `0...10^9`, and `room(giving:)` is its inverse
  /// wherever the length is not clamped.
  @Test func resolvingMatchesTheFormulaAndTheRoomRoundTrips() {
    for sequence in 0..<propertySequenceCount(default: 2_000) {
      let seed = UInt64(sequence)
      var random = SeededGenerator(seed: seed)
      let count = random.below(8) - 1
      let span = random.below(6) - 1
      let room = Double(random.below(2_000))
      let spacing = Double(random.below(40))
      let own: Double? = random.below(2) == 0 ? nil : Double(random.below(40))
      let length = CarouselItemLength.count(count, span: span, spacing: own)
      let gap = own ?? spacing
      let (columns, spanned) = (Double(max(count, 1)), Double(max(span, 1)))
      let model = max(
        (room - gap * (columns - 1)) / columns * spanned + gap * (spanned - 1), 0)
      let resolved = length.resolved(inRoom: room, spacing: spacing) ?? -1
      #expect(isClose(resolved, model), "seed \(seed): \(length) in \(room)")
      if model > 0, let back = length.room(giving: resolved, spacing: spacing) {
        #expect(isClose(back, room, tolerance: 1e-6), "seed \(seed): \(length) from \(resolved)")
      }
      let fraction = Double(random.below(300)) / 100
      let share = CarouselItemLength.fraction(fraction)
      #expect(isClose(share.resolved(inRoom: room, spacing: spacing) ?? -1, fraction * room))
      if fraction > 0 {
        let back = share.room(giving: fraction * room, spacing: spacing) ?? -1
        #expect(isClose(back, room, tolerance: 1e-6), "seed \(seed): \(share)")
      }
    }
  }

  /// `.fitted` has no length of its own: no room resolves it (the layout takes the style's
  /// length), no length gives a room, it is not in points, asks no spacing and reports nothing;
  /// it is the same only as itself.
  @Test func fittedIsNoLengthOfItsOwn() {
    let fitted = CarouselItemLength.fitted
    #expect(fitted.isFitted)
    #expect(!CarouselItemLength.points(0).isFitted)
    #expect(fitted.resolved(inRoom: 390, spacing: 10) == nil)
    #expect(fitted.room(giving: 200, spacing: 10) == nil)
    #expect(fitted.points == nil)
    #expect(fitted.preferredSpacing == nil)
    #expect(fitted.diagnostics(name: "item main length").isEmpty)
    #expect(fitted == .fitted)
    #expect(fitted != .fraction(1))
    #expect(fitted != .points(0))
    #expect(fitted != .count(1))
    // The peek style's own length in a 390-point context: 390 less two peeks and spacings.
    var context = CarouselLayoutContext(
      count: 3, viewportWidth: 390, viewportHeight: 200
    ).positioned(at: CarouselPosition(page: 0))
    let plain = PeekCarouselStyle().geometry(in: context).itemMainLength
    context.mainItemLength = .fitted
    #expect(PeekCarouselStyle().geometry(in: context).itemMainLength == plain)
    #expect(plain == 310)
  }

  @Test func sameMeansTheSameFormAndNumbersWithNaNEqualToNaN() {
    #expect(CarouselItemLength.points(.nan).isSame(as: .points(.nan)))
    #expect(CarouselItemLength.fraction(.nan).isSame(as: .fraction(.nan)))
    #expect(CarouselItemLength.count(3, spacing: .nan).isSame(as: .count(3, spacing: .nan)))
    #expect(!CarouselItemLength.points(0.5).isSame(as: .fraction(0.5)))
    #expect(!CarouselItemLength.count(3).isSame(as: .count(3, span: 2)))
    #expect(!CarouselItemLength.count(3).isSame(as: .count(4)))
    #expect(!CarouselItemLength.count(3).isSame(as: .count(3, spacing: 0)))
    let none: CarouselItemLength? = nil
    let one: CarouselItemLength? = .points(1)
    #expect(none.isSame(as: nil))
    #expect(!one.isSame(as: nil))
    #expect(!none.isSame(as: one))
  }

  @Test func eachBadPartIsReported() {
    #expect(CarouselItemLength.points(300).diagnostics(name: "item main length").isEmpty)
    #expect(CarouselItemLength.count(3, span: 2).diagnostics(name: "item main length").isEmpty)
    #expect(
      CarouselItemLength.points(-1).diagnostics(name: "item main length")
        == [.invalidSize(name: "item main length", value: -1)])
    #expect(
      CarouselItemLength.fraction(.nan).diagnostics(name: "item cross length")
        == [.invalidSize(name: "item cross length fraction", value: .nan)])
    #expect(
      CarouselItemLength.count(0, span: 2, spacing: -4).diagnostics(name: "item main length")
        == [
          .invalidItemColumns(name: "item main length", count: 0, span: 2),
          .invalidSize(name: "item main length spacing", value: -4),
        ])
    #expect(
      CarouselDiagnostic.invalidItemColumns(name: "item main length", count: 0, span: -1).message
        == "Carousel item main length of span -1 in a count of 0 needs a count and a span of "
        + "at least 1; using a count of 1 and a span of 1.")
  }
}
