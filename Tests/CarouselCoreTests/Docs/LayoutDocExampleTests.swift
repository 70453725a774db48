import CarouselCore
import TestSupport
import Testing

/// The examples of the layout's documentation (`Layout/`, `Styles/`, `Transition/`), run.
@Suite struct LayoutDocExampleTests {
  /// A finite carousel of 5 items, 390 × 260, at rest on the first.
  static let context = CarouselLayoutContext(count: 5, viewportWidth: 390, viewportHeight: 260)

  @Test func builtInStyles() {
    let context = Self.context
    let values = docValues {
      CoverFlowCarouselStyle().visibleItems(in: context)
      FadeCarouselStyle().visibleItems(in: context)
      PagedCarouselStyle().visibleItems(in: context)
      PeekCarouselStyle(peek: 40).visibleItems(in: context)
      RotationCarouselStyle(sideAngle: .pi / 3).visibleItems(in: context)
      ScaleCarouselStyle(sideScale: 0).visibleItems(in: context)  // shrink to nothing
      StackCarouselStyle(visibleDepth: 2).visibleItems(in: context)
    }
    let items = values.compactMap { $0 as? CarouselVisibleItems }
    #expect(items.count == 7)
    #expect(items[3].map { $0.index } == [0, 1])  // peek: the next one peeks
    #expect(items[5].map { $0.index } == [0])  // scale 0: the neighbor shrinks to nothing
    #expect(items[6].map { $0.index }.sorted() == [0, 1, 2])  // the top card and two behind it
  }

  @Test func ring() {
    var drawn: [CarouselVisibleItem] = []
    func draw(_ item: CarouselVisibleItem) { drawn.append(item) }
    let ring = RingCarouselStyle()
    var context = CarouselLayoutContext(
      count: 6, isLooping: true, viewportWidth: 390, viewportHeight: 300, itemMainLength: 200)
    context.viewportWidth = ring.stageLength(in: context)
    ring.forEachVisibleItem(in: context) { item in draw(item) }
    #expect(drawn.count == 5)
    #expect(drawn.filter(\.isFocused).map(\.index) == [0])
  }

  @Test func transitionPhase() {
    var context = Self.context
    context.position = CarouselPosition(page: 0, fraction: 0.3)
    let item = PagedCarouselStyle().visibleItems(in: context).first { $0.index == 0 }!
    let values = docValues {
      let phase = CarouselTransitionPhase(item)  // an item placed by the layout
      phase.value  // -0.3: 30% of an item before the focus, moving
      phase.isIdentity  // true: it is the item nearest the focus
    }
    #expect(abs((values[0] as? Double ?? 0) + 0.3) < 1e-12)
    #expect(values[1] as? Bool == true)
  }

  @Test func transitionPlacement() {
    let values = docValues {
      // A 100-point tile whose center is 150 points before the center of a 390-point row:
      let placement = CarouselTransitionPlacement(
        centerDistance: -150, length: 100, containerLength: 390)
      // its leading edge is at -200, 5 points past the row's leading edge at -195
      placement.centerDistance - placement.length / 2
      -placement.containerLength / 2
    }
    #expect(values as? [Double] == [-200, -195])
  }

  @Test func idealSize() {
    let values = docValues {
      let configuration = CarouselConfiguration(style: .peek, itemCrossLength: 180)
      configuration.idealSlidesSize(count: 5)  // 280 × 180: 200 + 2 × (28 + 12) wide
    }
    #expect(values[0] as? CarouselSize == CarouselSize(width: 280, height: 180))
  }

  @Test func fittedCrossLength() {
    let values = docValues {
      var configuration = CarouselConfiguration(style: .peek)
      configuration.layout.margins = CarouselEdgeInsets(top: 8, leading: 0, bottom: 8, trailing: 0)
      configuration.fittedSlidesCrossLength(content: 120)  // 136
    }
    #expect(values[0] as? Double == 136)
  }

  @Test func edgeInsets() {
    var context = Self.context
    context.margins = CarouselEdgeInsets(top: 12, bottom: 12)  // a horizontal carousel
    #expect(AnyCarouselLayoutStyle.paged.geometry(in: context).itemCrossLength == 236)
  }

  @Test func itemLength() {
    let values = docValues {
      CarouselItemLength.count(3, span: 2).resolved(inRoom: 366, spacing: 12)  // 240
    }
    #expect(values[0] as? Double? == 240)
  }

  @Test func itemLengths() {
    let values = docValues {
      let lengths = CarouselItemLengths([60, 100, 80])
      lengths.sum(ofFirst: 2)  // 160
      lengths[2]  // 80
    }
    #expect(values as? [Double] == [160, 80])
  }

  @Test func itemRow() {
    let values = docValues {
      let row = CarouselItemRow(
        lengths: CarouselItemLengths([60, 100, 80]), count: 3, fallbackLength: 0, spacing: 10,
        anchorShare: 0.5, loops: false)
      row.anchor(of: 1)  // 120: 60 + 10 + 100 / 2
      row.coordinate(at: CarouselPosition(page: 0, fraction: 0.5))  // 75: halfway from 30 to 120
    }
    #expect(values as? [Double] == [120, 75])
  }

  @Test func itemShadow() {
    var frontItem: CarouselVisibleItem?
    AnyCarouselLayoutStyle.ring(castsShadows: true).forEachVisibleItem(in: Self.context) {
      if $0.isFocused { frontItem = $0 }
    }
    guard let frontItem else { return #expect(Bool(false), "no front item") }
    let values = docValues {
      let ring: AnyCarouselLayoutStyle = .ring(castsShadows: true)
      ring.shadow(of: frontItem)  // opacity 0.35, radius 18, y 10: the front card stands out
      AnyCarouselLayoutStyle.peek.castsShadows  // false: a peek row casts none
    }
    #expect(
      values[0] as? CarouselItemShadow == CarouselItemShadow(opacity: 0.35, radius: 18, y: 10))
    #expect(values[1] as? Bool == false)
  }

  @Test func layoutContext() {
    var drawn: [CarouselVisibleItem] = []
    func draw(_ item: CarouselVisibleItem) { drawn.append(item) }
    var context = CarouselLayoutContext(
      count: 5, isLooping: true, viewportWidth: 390, viewportHeight: 500)
    context.reduceMotion = true  // the neighbors at full size
    AnyCarouselLayoutStyle.peek.forEachVisibleItem(in: context) { item in draw(item) }
    #expect(drawn.map(\.index).sorted() == [0, 1, 4])
    #expect(drawn.map(\.scale) == [1, 1, 1])
  }

  @Test func layoutGeometry() {
    let context = Self.context
    let values = docValues {
      let geometry = AnyCarouselLayoutStyle.peek.geometry(in: context)  // viewport 390 wide
      geometry.itemMainLength  // 310 = 390 - 2 * (28 + 12)
      geometry.pitch  // 322
    }
    #expect(values as? [Double] == [310, 322])
  }

  @Test func layoutStyle() {
    let context = Self.context
    var drawn: [CarouselVisibleItem] = []
    func draw(_ item: CarouselVisibleItem) { drawn.append(item) }
    struct TiltStyle: CarouselLayoutStyle {
      func attributes(forOffset offset: Double, in geometry: CarouselLayoutGeometry)
        -> CarouselItemAttributes
      {
        CarouselItemAttributes(
          mainOffset: offset * geometry.pitch,
          rotation: CarouselRotation(angle: offset * 0.3, axis: .z))
      }
    }
    TiltStyle().forEachVisibleItem(in: context) { item in draw(item) }
    #expect(drawn.map(\.index) == [0, 1])
    #expect(drawn.map(\.rotation.angle) == [0, 0.3])
  }

  @Test func styleNames() {
    let context = Self.context
    var drawn: [CarouselVisibleItems] = []
    func draw(_ items: CarouselVisibleItems) { drawn.append(items) }
    let values = docValues {
      for name in CarouselStyleName.allCases {
        draw(name.style.visibleItems(in: context))
      }
      CarouselStyleName(rawValue: "coverFlow")?.style  // .coverFlow
    }
    #expect(drawn.count == 8)
    #expect(values[0] is CoverFlowCarouselStyle)
  }

  @Test func paintOrder() {
    let context = Self.context
    let style = AnyCarouselLayoutStyle.peek
    var drawn: [CarouselVisibleItem] = []
    func draw(_ item: CarouselVisibleItem) { drawn.append(item) }
    for item in style.visibleItems(in: context).inPaintOrder() {
      draw(item)  // back to front: the focused item last
    }
    #expect(drawn.map(\.index) == [1, 0])
  }
}
