import CarouselCore
import Testing

private func size(_ width: Double, _ height: Double) -> CarouselSize {
  CarouselSize(width: width, height: height)
}

/// Whether two sizes agree to within rounding (a ring's lanes go through cosines).
private func isClose(_ a: CarouselSize, _ b: CarouselSize) -> Bool {
  abs(a.width - b.width) < 1e-9 && abs(a.height - b.height) < 1e-9
}

@Suite struct IdealSlidesSizeTests {
  /// Without item lengths: a 200-point item, and the room the style puts around it.
  @Test func withoutItemLengths() {
    #expect(CarouselConfiguration.defaultIdealItemLength == 200)
    #expect(CarouselConfiguration().idealSlidesSize(count: 5) == size(200, 200))
    #expect(CarouselConfiguration(style: .peek).idealSlidesSize(count: 5) == size(280, 200))
    #expect(
      CarouselConfiguration(style: PagedCarouselStyle(spacing: 10)).idealSlidesSize(count: 5)
        == size(220, 200))
    // The configuration's spacing and peek win over the style's; insets add.
    #expect(
      CarouselConfiguration(style: .peek, spacing: 4, peek: 6, leadingInset: 16, trailingInset: 24)
        .idealSlidesSize(count: 5) == size(260, 200))
    // Styles that give an item a share of the room: the length from which they derive 200.
    #expect(CarouselConfiguration(style: .coverFlow).idealSlidesSize(count: 5) == size(400, 200))
    #expect(CarouselConfiguration(style: .ring).idealSlidesSize(count: 5) == size(400, 200))
    #expect(
      CarouselConfiguration(style: .stack).idealSlidesSize(count: 5) == size(200 / 0.85, 200))
    // Vertical: the main axis is the height.
    #expect(
      CarouselConfiguration(style: .peek, axis: .vertical).idealSlidesSize(count: 5)
        == size(200, 280))
  }

  @Test func withItemLengths() {
    #expect(
      CarouselConfiguration(style: .peek, itemCrossLength: 180).idealSlidesSize(count: 5)
        == size(280, 180))
    #expect(
      CarouselConfiguration(
        style: .peek, leadingInset: 16, trailingInset: 24, itemMainLength: 300
      ).idealSlidesSize(count: 5) == size(420, 200))
    #expect(
      CarouselConfiguration(axis: .vertical, itemMainLength: 250, itemCrossLength: 320)
        .idealSlidesSize(count: 5) == size(320, 250))
    // A given item length is the item's, whatever share of the room the style would take.
    #expect(
      CarouselConfiguration(style: .coverFlow, itemMainLength: 150, itemCrossLength: 90)
        .idealSlidesSize(count: 5) == size(150, 90))
    // The count matters to a ring only.
    let paged = CarouselConfiguration(itemMainLength: 300, itemCrossLength: 200)
    #expect(paged.idealSlidesSize(count: 0) == paged.idealSlidesSize(count: 1_000))
  }

  /// A ring with an item length takes its stage length for the count, plus the insets: six
  /// looping items 200 long orbit in lanes 60 apart, the outermost two lanes out at scale
  /// 0.775, 2 × (120 + 77.5) = 395 in all.
  @Test func aRingWithAnItemLength() {
    let ring = CarouselConfiguration(
      style: .ring, isLooping: true, itemMainLength: 200, itemCrossLength: 120)
    #expect(isClose(ring.idealSlidesSize(count: 6), size(395, 120)))
    let context = CarouselLayoutContext(
      count: 6, isLooping: true, viewportWidth: 0, viewportHeight: 0, itemMainLength: 200,
      itemCrossLength: 120)
    #expect(ring.idealSlidesSize(count: 6).width == RingCarouselStyle().stageLength(in: context))
    var inset = ring
    (inset.layout.leadingInset, inset.layout.trailingInset) = (10, 30)
    #expect(isClose(inset.idealSlidesSize(count: 6), size(435, 120)))
    // Three finite items: the end pages show two lanes out, at the back of a four-slot circle.
    var finite = ring
    finite.layout.isLooping = false
    #expect(isClose(finite.idealSlidesSize(count: 3), size(380, 120)))
    // One item is the item; no items keep the item's length.
    #expect(isClose(ring.idealSlidesSize(count: 1), size(200, 120)))
    #expect(ring.idealSlidesSize(count: 0) == size(200, 120))
    #expect(ring.idealSlidesSize(count: -4) == size(200, 120))
    var vertical = ring
    vertical.layout.axis = .vertical
    #expect(vertical.idealSlidesSize(count: 0) == size(120, 200))
  }

  /// Bad lengths are read as the layout reads them: finite, not negative, at most 10^9.
  @Test func badLengths() {
    #expect(
      CarouselConfiguration(itemMainLength: .nan, itemCrossLength: -5).idealSlidesSize(count: 3)
        == size(0, 0))
    #expect(
      CarouselConfiguration(
        style: .peek, spacing: .nan, peek: -3, leadingInset: .infinity, trailingInset: -.infinity
      ).idealSlidesSize(count: 3) == size(200, 200))
    #expect(
      CarouselConfiguration(itemMainLength: 1e300, itemCrossLength: .greatestFiniteMagnitude)
        .idealSlidesSize(count: 3) == size(1e9, 1e9))
    #expect(
      CarouselConfiguration(leadingInset: 1e300, trailingInset: 1e300).idealSlidesSize(count: 3)
        == size(1e9, 200))
    // A share of the room that is not positive and finite counts as 1; a tiny one gives the
    // longest length.
    for fraction in [0, -1, Double.nan, .infinity, -.infinity] {
      #expect(
        CarouselConfiguration(style: CoverFlowCarouselStyle(itemFraction: fraction))
          .idealSlidesSize(count: 3) == size(200, 200), "\(fraction)")
    }
    #expect(
      CarouselConfiguration(style: CoverFlowCarouselStyle(itemFraction: .leastNonzeroMagnitude))
        .idealSlidesSize(count: 3) == size(1e9, 200))
    #expect(
      CarouselConfiguration(
        style: RingCarouselStyle(minimumScale: .nan), isLooping: true, itemMainLength: 200
      ).idealSlidesSize(count: 6).width.isFinite)
  }

  /// A custom style that places its items off a row says how long its stage is; a stage
  /// shorter than the item, or a bad one, leaves the item's own length.
  @Test func aStyleMaySayItsStageLength() {
    struct Tower: CarouselLayoutStyle {
      let stage: Double
      func attributes(forOffset offset: Double, in geometry: CarouselLayoutGeometry)
        -> CarouselItemAttributes
      {
        CarouselItemAttributes(mainOffset: offset * 10)
      }
      func preferredStageLength(in context: CarouselLayoutContext) -> Double? { stage }
    }
    let configuration = { (stage: Double) in
      CarouselConfiguration(
        style: Tower(stage: stage), leadingInset: 5, trailingInset: 7, itemMainLength: 100)
    }
    #expect(configuration(480).idealSlidesSize(count: 4) == size(492, 200))
    #expect(configuration(40).idealSlidesSize(count: 4) == size(112, 200))
    #expect(configuration(.nan).idealSlidesSize(count: 4) == size(112, 200))
  }

  /// Relative lengths: the room that makes a 200-point item; cross margins add to the cross
  /// length, main-axis margins to the insets; a leading row has its peek and spacing once.
  @Test func withRelativeLengthsMarginsAndAlignment() {
    // 200 / 0.8 = 250, the peek being what the item leaves of the room.
    #expect(
      CarouselConfiguration(style: .peek, mainItemLength: .fraction(0.8))
        .idealSlidesSize(count: 5) == size(250, 200))
    // Three columns of 200 with the peek style's 12-point spacing: 624.
    #expect(
      CarouselConfiguration(style: .peek, mainItemLength: .count(3)).idealSlidesSize(count: 5)
        == size(624, 200))
    // Two of three columns 10 apart are 200: (200 - 10) × 3 / 2 + 20 = 305.
    #expect(
      CarouselConfiguration(mainItemLength: .count(3, span: 2, spacing: 10))
        .idealSlidesSize(count: 5) == size(305, 200))
    // Across: a fraction's room, a count's room, points; plus the margins across.
    #expect(
      CarouselConfiguration(crossItemLength: .fraction(0.5)).idealSlidesSize(count: 5)
        == size(200, 400))
    #expect(
      CarouselConfiguration(
        margins: CarouselEdgeInsets(top: 12, leading: 5, bottom: 8, trailing: 15),
        crossItemLength: .points(150)
      ).idealSlidesSize(count: 5) == size(220, 170))
    #expect(
      CarouselConfiguration(
        axis: .vertical, margins: CarouselEdgeInsets(top: 5, leading: 12, bottom: 15, trailing: 8)
      ).idealSlidesSize(count: 5) == size(220, 220))
    // A leading row: 200 + 28 + 12.
    #expect(
      CarouselConfiguration(style: .peek, alignment: .leading).idealSlidesSize(count: 5)
        == size(240, 200))
    // Styles arranged about the focus stay centered: their sides on both sides.
    #expect(
      CarouselConfiguration(style: .coverFlow, peek: 10, alignment: .leading)
        .idealSlidesSize(count: 5) == size(420, 200))
    // Unusable relative lengths count as the whole room.
    #expect(
      CarouselConfiguration(mainItemLength: .fraction(.nan), crossItemLength: .count(0))
        .idealSlidesSize(count: 5) == size(200, 200))
    // A ring with a relative length: at least its stage for a 200-point item.
    let ring = CarouselConfiguration(style: .ring, isLooping: true, mainItemLength: .fraction(1))
    let stage = CarouselConfiguration(style: .ring, isLooping: true, itemMainLength: 200)
    #expect(ring.idealSlidesSize(count: 6) == stage.idealSlidesSize(count: 6))
    // Huge lengths stay within the longest length.
    #expect(
      CarouselConfiguration(mainItemLength: .fraction(1e-300), crossItemLength: .count(.max))
        .idealSlidesSize(count: 5) == size(1e9, 1e9))
  }

  /// A fitted carousel's slides across: the content plus the margins across (top and bottom of
  /// a horizontal carousel, leading and trailing of a vertical one), bad lengths as 0.
  @Test func fittedSlidesCrossLength() {
    var configuration = CarouselConfiguration(style: .peek)
    #expect(configuration.fittedSlidesCrossLength(content: 120) == 120)
    configuration.layout.margins = CarouselEdgeInsets(top: 8, leading: 20, bottom: 6, trailing: 30)
    #expect(configuration.fittedSlidesCrossLength(content: 120) == 134)
    configuration.layout.axis = .vertical
    #expect(configuration.fittedSlidesCrossLength(content: 120) == 170)
    for bad in [Double.nan, -4, .infinity, -.infinity] {
      #expect(configuration.fittedSlidesCrossLength(content: bad) == 50)
    }
    configuration.layout.margins = CarouselEdgeInsets(
      top: .nan, leading: -3, bottom: 1e300, trailing: 2)
    #expect(configuration.fittedSlidesCrossLength(content: 1e300) == 1e9)
    configuration.layout.axis = .horizontal
    #expect(configuration.fittedSlidesCrossLength(content: 10) == 1e9)
  }
}
