import CarouselCore
import Testing

@Suite struct CarouselLayoutContextTests {
  @Test func validInputHasNoDiagnostics() {
    let context = CarouselLayoutContext(
      count: 3, viewportWidth: 390, viewportHeight: 500, itemMainLength: 0, spacing: 12)
    #expect(context.diagnostics.isEmpty)
  }

  @Test func everyInvalidLengthAndCountIsReported() {
    let context = CarouselLayoutContext(
      count: -2, viewportWidth: .nan, viewportHeight: -1, itemMainLength: .infinity,
      itemCrossLength: -.infinity, spacing: -3, peek: .nan, leadingInset: -4, trailingInset: 5)
    let names = context.diagnostics.map { diagnostic -> String in
      guard case .invalidSize(let name, _) = diagnostic else { return "other" }
      return name
    }
    #expect(
      names == [
        "item count", "viewport width", "viewport height", "item main length",
        "item cross length", "spacing", "peek", "leading inset",
      ])
    #expect(context.diagnostics.first == .invalidSize(name: "item count", value: -2))
  }

  @Test func invalidLengthsAreTreatedAsZero() {
    let context = CarouselLayoutContext(
      count: 3, viewportWidth: .nan, viewportHeight: -10, spacing: .infinity, peek: -5)
    let geometry = PeekCarouselStyle().geometry(in: context)
    #expect(geometry.viewportMainLength == 0)
    #expect(geometry.viewportCrossLength == 0)
    #expect(geometry.spacing == 0)
    #expect(geometry.peek == 0)
    #expect(geometry.itemMainLength == 0)
    // Zero-sized items still give a bounded, finite frame: the focused item at the center.
    let items = PeekCarouselStyle().visibleItems(in: context)
    #expect(items.map(\.index) == [0])
    #expect(items.allSatisfy { $0.mainOffset == 0 })
  }

  @Test func negativeCountShowsNothing() {
    let context = CarouselLayoutContext(
      count: -1, isLooping: true, viewportWidth: 390, viewportHeight: 500)
    for name in CarouselStyleName.allCases {
      #expect(name.style.visibleItems(in: context).isEmpty, "\(name)")
    }
  }

  @Test func insetsLongerThanTheViewportAreScaledDownToFitWithADiagnostic() {
    let context = CarouselLayoutContext(
      count: 5, viewportWidth: 390, viewportHeight: 260, leadingInset: 600, trailingInset: 180)
    #expect(context.diagnostics == [.insetsExceedViewport(total: 780, viewport: 390)])
    let geometry = PagedCarouselStyle().geometry(in: context)
    #expect(geometry.leadingInset == 300)
    #expect(geometry.trailingInset == 90)
    #expect(geometry.itemMainLength == 0)
    #expect(geometry.focusShift == 105)
  }

  /// A context holds its configuration's layout settings whole: each one the configuration
  /// sets, the engine's context reads back, with the frame's position, count and Reduce Motion.
  @Test func theEngineContextHasEveryLayoutSettingOfTheConfiguration() {
    let configuration = CarouselConfiguration(
      axis: .vertical, layoutDirection: .rightToLeft, isLooping: true, viewportWidth: 390,
      viewportHeight: 260, spacing: 12, peek: 28, leadingInset: 4, trailingInset: 6,
      alignment: .leading, margins: CarouselEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4),
      safeAreaInsets: CarouselEdgeInsets(top: 5, leading: 6, bottom: 7, trailing: 8),
      mainItemLength: .fraction(0.8), crossItemLength: .count(3, span: 2))
    let clock = ManualClock()
    var engine = CarouselEngine<Int, ManualClock>(
      items: 0..<5, configuration: configuration, at: clock.now)
    engine.reduceMotionChanged(true, at: clock.now)
    let context = engine.layoutContext(at: clock.now)
    let expected = CarouselLayoutContext(
      count: 5, isLooping: true, viewportWidth: 390,
      viewportHeight: 260, spacing: 12, peek: 28, leadingInset: 4, trailingInset: 6,
      axis: .vertical, layoutDirection: .rightToLeft, reduceMotion: true, alignment: .leading,
      margins: CarouselEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4),
      safeAreaInsets: CarouselEdgeInsets(top: 5, leading: 6, bottom: 7, trailing: 8),
      mainItemLength: .fraction(0.8), crossItemLength: .count(3, span: 2)
    ).positioned(at: CarouselPosition(page: 0))
    #expect(context == expected)
    #expect(context.isLooping && context.axis == .vertical)
    #expect(context.layoutDirection == .rightToLeft && context.alignment == .leading)
    #expect(context.viewportWidth == 390 && context.viewportHeight == 260)
    #expect(context.spacing == 12 && context.peek == 28)
    #expect(context.leadingInset == 4 && context.trailingInset == 6)
    #expect(context.margins == CarouselEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
    #expect(
      context.safeAreaInsets == CarouselEdgeInsets(top: 5, leading: 6, bottom: 7, trailing: 8))
    #expect(context.mainItemLength == .fraction(0.8))
    #expect(context.crossItemLength == .count(3, span: 2))
  }

  /// A context compares its lengths as a configuration does, NaN equal to NaN, and hashes alike
  /// what it takes as equal.
  @Test func aContextHoldingNaNEqualsItselfAndHashesAlike() {
    let nan = CarouselLayoutContext(
      count: 3, viewportWidth: .nan, viewportHeight: .nan, itemCrossLength: .nan,
      spacing: -.nan, peek: .nan, leadingInset: .nan, trailingInset: .nan,
      margins: CarouselEdgeInsets(top: .nan, leading: .nan, bottom: .nan, trailing: .nan),
      safeAreaInsets: CarouselEdgeInsets(top: .nan), mainItemLength: .count(2, spacing: .nan))
    var other = nan
    other.spacing = .nan
    #expect(nan == other)
    #expect(nan.hashValue == other.hashValue)
    var zero = nan
    zero.leadingInset = 0
    var negativeZero = nan
    negativeZero.leadingInset = -0.0
    #expect(zero == negativeZero)
    #expect(zero.hashValue == negativeZero.hashValue)
    #expect(zero != nan)
    other.spacing = nil
    #expect(other != nan)
  }
}
