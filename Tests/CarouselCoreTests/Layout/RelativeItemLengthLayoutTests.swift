import CarouselCore
import Testing

/// Relative item lengths in the layout, for every style, finite and looping, on both axes and
/// in both reading directions: a fraction of the room, SwiftUI's count and span, across the
/// paging axis too.
@Suite struct RelativeItemLengthLayoutTests {
  /// 390 points along the axis, 260 across, spacing 12, page 3 of 6.
  private func context(
    _ orientation: Orientation, isLooping: Bool,
    main: CarouselItemLength?, cross: CarouselItemLength? = nil, spacing: Double? = 12
  ) -> CarouselLayoutContext {
    var context = orientedContext(orientation, count: 6, page: 3, isLooping: isLooping)
    context.spacing = spacing
    (context.mainItemLength, context.crossItemLength) = (main, cross)
    return context
  }

  /// Calls `body` with every style, looping mode and orientation.
  private func forEveryCase(
    _ body: (CarouselStyleName, Bool, Orientation) -> Void
  ) {
    for name in CarouselStyleName.allCases {
      for isLooping in [false, true] {
        for orientation in everyOrientation { body(name, isLooping, orientation) }
      }
    }
  }

  @Test func aFractionIsAShareOfTheRoomInEveryStyle() {
    forEveryCase { name, isLooping, orientation in
      let context = context(orientation, isLooping: isLooping, main: .fraction(0.8))
      let geometry = name.style.geometry(in: context)
      // Whatever share the style would derive (the ring's half, the stack's 0.85).
      #expect(geometry.itemMainLength == 312, "\(name) \(orientation) \(isLooping)")
      #expect(geometry.itemCrossLength == 260)
      let focused = name.style.visibleItems(in: context).first { $0.isFocused }
      #expect(focused?.index == 3)
      #expect(focused?.mainOffset == 0)
      #expect(focused?.crossOffset == 0)
    }
  }

  @Test func countAndSpanUseTheCarouselsSpacingInEveryStyle() {
    forEveryCase { name, isLooping, orientation in
      let context = context(orientation, isLooping: isLooping, main: .count(3, span: 2))
      let geometry = name.style.geometry(in: context)
      // (390 - 24) / 3 × 2 + 12.
      #expect(geometry.itemMainLength == 256, "\(name) \(orientation) \(isLooping)")
      #expect(geometry.spacing == 12)
    }
  }

  @Test func aCountsSpacingIsTheGapWhenTheCarouselHasNone() {
    forEveryCase { name, isLooping, orientation in
      let own = context(
        orientation, isLooping: isLooping, main: .count(3, spacing: 9), spacing: nil)
      let geometry = name.style.geometry(in: own)
      #expect(geometry.itemMainLength == 124, "\(name)")  // (390 - 18) / 3
      #expect(geometry.spacing == 9, "\(name)")
      #expect(geometry.pitch == 133, "\(name)")
      // The carousel's own spacing stays the gap; the count's sizes only.
      let both = context(orientation, isLooping: isLooping, main: .count(3, spacing: 9))
      #expect(name.style.geometry(in: both).spacing == 12)
      #expect(name.style.geometry(in: both).itemMainLength == 124)
    }
  }

  @Test func threeColumnsOfARowFillTheRoomExactly() {
    for orientation in everyOrientation {
      var context = context(orientation, isLooping: false, main: .count(3))
      context.alignment = .leading
      context.position = CarouselPosition(page: 0)
      let items = PagedCarouselStyle().visibleItems(in: context)
      let sign: Double = orientation == (.horizontal, .rightToLeft) ? -1 : 1
      // 122-point columns 134 apart: the first starts at -195, the third ends at 195.
      #expect(items.map(\.mainOffset) == [-134, 0, 134].map { $0 * sign }, "\(orientation)")
    }
  }

  @Test func crossLengthsAreSharesOfTheRoomAcross() {
    forEveryCase { name, isLooping, orientation in
      let half = context(orientation, isLooping: isLooping, main: nil, cross: .fraction(0.5))
      #expect(name.style.geometry(in: half).itemCrossLength == 130, "\(name)")
      let columns = context(orientation, isLooping: isLooping, main: nil, cross: .count(2))
      #expect(name.style.geometry(in: columns).itemCrossLength == 124, "\(name)")
      let points = name.style.geometry(
        in: context(orientation, isLooping: isLooping, main: nil, cross: .points(90)))
      #expect(points.itemCrossLength == 90, "\(name)")
      #expect((orientation.0 == .horizontal ? points.itemHeight : points.itemWidth) == 90)
    }
  }

  @Test func theInsetsAndMarginsAlongTheAxisShrinkTheRoom() {
    forEveryCase { name, isLooping, orientation in
      var context = context(orientation, isLooping: isLooping, main: .fraction(0.5))
      context.leadingInset = 30
      context.margins =
        orientation.0 == .horizontal
        ? CarouselEdgeInsets(top: 7, trailing: 20) : CarouselEdgeInsets(leading: 7, bottom: 20)
      let geometry = name.style.geometry(in: context)
      #expect(geometry.mainRoom == 340, "\(name) \(orientation)")
      #expect(geometry.itemMainLength == 170, "\(name) \(orientation)")
      // The margin across does not shrink the room along.
      #expect(geometry.crossRoom == 253)
    }
  }

  @Test func theLegacyPointLengthsReadAndWriteTheNewOnes() {
    var context = CarouselLayoutContext(count: 3, viewportWidth: 390, viewportHeight: 260)
    context.itemMainLength = 300
    #expect(context.mainItemLength == .points(300))
    context.mainItemLength = .fraction(0.5)
    #expect(context.itemMainLength == nil)
    context.itemCrossLength = 100
    #expect(context.crossItemLength == .points(100))
    context.itemCrossLength = nil
    #expect(context.crossItemLength == nil)
    // In the initializer, the new form wins over the old one.
    let both = CarouselLayoutContext(
      count: 3, viewportWidth: 390, viewportHeight: 260, itemMainLength: 300,
      mainItemLength: .fraction(0.5))
    #expect(both.mainItemLength == .fraction(0.5))
    var configuration = CarouselConfiguration(itemMainLength: 250, itemCrossLength: 120)
    #expect(configuration.layout.mainItemLength == .points(250))
    #expect(configuration.layout.crossItemLength == .points(120))
    configuration.layout.mainItemLength = .count(3)
    #expect(configuration.layout.itemMainLength == nil)
    let context3 = configuration.layoutContextForTests
    #expect(context3.mainItemLength == .count(3))
    #expect(context3.crossItemLength == .points(120))
  }

  @Test func badRelativeLengthsAreReportedAndNeverCrash() {
    let lengths: [CarouselItemLength] = [
      .fraction(.nan), .fraction(-1), .fraction(.infinity), .count(0), .count(.min, span: .min),
      .count(.max, span: .max), .count(3, spacing: .nan),
    ]
    for length in lengths {
      forEveryCase { name, isLooping, orientation in
        let context = self.context(orientation, isLooping: isLooping, main: length, cross: length)
        let geometry = name.style.geometry(in: context)
        for value in [geometry.itemMainLength, geometry.itemCrossLength, geometry.focusShift] {
          #expect(value.isFinite, "\(name) \(length)")
        }
        for item in name.style.visibleItems(in: context) {
          #expect(item.mainOffset.isFinite && item.crossOffset.isFinite, "\(name) \(length)")
        }
      }
    }
    let context = CarouselLayoutContext(
      count: 3, viewportWidth: 390, viewportHeight: 260, mainItemLength: .count(0, span: 2),
      crossItemLength: .fraction(-1))
    #expect(
      context.diagnostics == [
        .invalidItemColumns(name: "item main length", count: 0, span: 2),
        .invalidSize(name: "item cross length fraction", value: -1),
      ])
  }
}

extension CarouselConfiguration {
  /// The layout context of page 0, as the engine makes it.
  fileprivate var layoutContextForTests: CarouselLayoutContext {
    CarouselEngine<Int, ManualClock>(items: 0..<3, configuration: self, at: ManualClock().now)
      .layoutContext(at: ManualClock().now)
  }
}
