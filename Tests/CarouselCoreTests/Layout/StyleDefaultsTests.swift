import CarouselCore
import Testing

/// What a custom style gets without saying it: a sliding style needs only its attributes.
@Suite struct StyleDefaultsTests {
  /// A sliding style that says nothing but how an item looks.
  private struct RowStyle: CarouselLayoutStyle {
    func attributes(forOffset offset: Double, in geometry: CarouselLayoutGeometry)
      -> CarouselItemAttributes
    {
      CarouselItemAttributes(mainOffset: offset * geometry.pitch)
    }
  }

  /// A style that says only its reach, the same on both sides of a centered focus.
  private struct ReachStyle: CarouselLayoutStyle {
    var reach: Double
    func reach(in geometry: CarouselLayoutGeometry) -> Double { reach }
    func attributes(forOffset offset: Double, in geometry: CarouselLayoutGeometry)
      -> CarouselItemAttributes
    {
      CarouselItemAttributes(mainOffset: offset * geometry.pitch)
    }
  }

  /// A 390 × 260 context of 50 items at page 20.3 with the given insets.
  private func context(leading: Double, trailing: Double) -> CarouselLayoutContext {
    CarouselLayoutContext(
      count: 50, viewportWidth: 390,
      viewportHeight: 260, leadingInset: leading, trailingInset: trailing
    ).positioned(at: CarouselPosition(page: 20, fraction: 0.3))
  }

  @Test func aRowWithAnOffCenterFocusReachesFurtherOnTheRoomierSide() {
    // 270-point items, the focus 60 points right of center: the previous side has 195 + 60
    // points of viewport and half an item, the next side 195 - 60.
    let geometry = RowStyle().geometry(in: context(leading: 120, trailing: 0))
    #expect(RowStyle().previousReach(in: geometry) == 390.0 / 270)
    #expect(RowStyle().nextReach(in: geometry) == 1)
    #expect(RowStyle().reach(in: geometry) == 390.0 / 270)
    #expect(RowStyle().dragLength(in: geometry) == 270)
  }

  /// With every kind of insets, the defaults are exactly the row's edge reaches, and the row is
  /// laid out exactly as the paged style lays out the same row.
  @Test(arguments: [(0.0, 0.0), (120, 0), (0, 120), (300, 20), (20, 300), (390, 390), (600, 100)])
  func aRowNeedsOnlyItsAttributes(leading: Double, trailing: Double) {
    let context = context(leading: leading, trailing: trailing)
    let geometry = RowStyle().geometry(in: context)
    #expect(RowStyle().reach(in: geometry) == geometry.edgeReach)
    #expect(RowStyle().previousReach(in: geometry) == geometry.previousEdgeReach)
    #expect(RowStyle().nextReach(in: geometry) == geometry.nextEdgeReach)
    #expect(RowStyle().dragLength(in: geometry) == geometry.pitch)
    let row = RowStyle().visibleItems(in: context)
    let paged = PagedCarouselStyle().visibleItems(in: context)
    #expect(row.map(\.page) == paged.map(\.page))
    #expect(row.map(\.mainOffset) == paged.map(\.mainOffset))
  }

  @Test func aReachOfItsOwnIsShortenedOnTheTighterSideOnly() {
    // The row's sides are 390/270 and 1 page: the next side is 120/270 page tighter.
    let geometry = ReachStyle(reach: 3).geometry(in: context(leading: 120, trailing: 0))
    #expect(ReachStyle(reach: 3).previousReach(in: geometry) == 3)
    #expect(isClose(ReachStyle(reach: 3).nextReach(in: geometry), 3 - 120.0 / 270))
    let centered = ReachStyle(reach: 3).geometry(in: context(leading: 40, trailing: 40))
    #expect(ReachStyle(reach: 3).previousReach(in: centered) == 3)
    #expect(ReachStyle(reach: 3).nextReach(in: centered) == 3)
  }

  @Test func degenerateReachesStayDegenerate() {
    let geometry = ReachStyle(reach: .nan).geometry(in: context(leading: 120, trailing: 0))
    #expect(ReachStyle(reach: .nan).previousReach(in: geometry).isNaN)
    #expect(ReachStyle(reach: .infinity).nextReach(in: geometry) == .infinity)
    // Items of no length: no finite row reach, so the style's own stands on both sides.
    var empty = context(leading: 120, trailing: 0)
    empty.itemMainLength = 0
    let zero = ReachStyle(reach: 2).geometry(in: empty)
    #expect(ReachStyle(reach: 2).previousReach(in: zero) == 2)
    #expect(ReachStyle(reach: 2).nextReach(in: zero) == 2)
    #expect(RowStyle().previousReach(in: zero) == zero.previousEdgeReach)
  }

  /// The deck and the ring are not rows: a focus shift leaves their sides at their reach.
  @Test func theStackAndTheRingKeepTheirReachOnBothSides() {
    for (leading, trailing) in [(120.0, 0.0), (0, 120)] {
      let context = context(leading: leading, trailing: trailing)
      let stack = StackCarouselStyle()
      let stackGeometry = stack.geometry(in: context)
      #expect(stack.previousReach(in: stackGeometry) == 4)
      #expect(stack.nextReach(in: stackGeometry) == 4)
      let ring = RingCarouselStyle()
      let ringGeometry = ring.geometry(in: context)
      #expect(ring.previousReach(in: ringGeometry) == 2.45)
      #expect(ring.nextReach(in: ringGeometry) == 2.45)
    }
  }

  /// Side items larger than the focused one reach further on each side by what they grow.
  @Test func theScaleStylesGrowthWidensBothSides() {
    let style = ScaleCarouselStyle(sideScale: 1.5)
    let geometry = style.geometry(in: context(leading: 120, trailing: 0))
    // A quarter of the 270-point item more on each side: 0.25 page.
    #expect(isClose(style.previousReach(in: geometry), 390.0 / 270 + 0.25))
    #expect(isClose(style.nextReach(in: geometry), 1 + 0.25))
  }
}
