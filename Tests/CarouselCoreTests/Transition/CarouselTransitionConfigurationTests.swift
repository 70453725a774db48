import CarouselCore
import Testing

/// How a per-item effect follows an item: the phases its closure is called with and how far
/// their effects are blended, measured from the visible area as `scrollTransition` measures
/// (the default) or from the focus (`fromFocus`), for every configuration; and, through every
/// style's layout, that an effect written from `isIdentity` changes smoothly as items move.
@Suite struct CarouselTransitionConfigurationTests {
  private func identity(index: Int = 2) -> CarouselTransitionPhase {
    CarouselTransitionPhase(value: 0, isIdentity: true, index: index)
  }

  private func edge(_ value: Double, index: Int = 2) -> CarouselTransitionPhase {
    CarouselTransitionPhase(value: value, isIdentity: false, index: index)
  }

  /// The phase of an item `value` items from the focus, focused when nearest it.
  private func phase(_ value: Double, index: Int = 2) -> CarouselTransitionPhase {
    CarouselTransitionPhase(value: value, isIdentity: abs(value) < 0.5, index: index)
  }

  private let linear = CarouselTransitionConfiguration.interactive(timingCurve: .linear)

  // MARK: The visible area

  /// The test's own model of an item `length` long whose center is `distance` from the center
  /// of a `container`-long visible area, with a linear pace: identity while the item is wholly
  /// inside (for an item longer than the area: only at the center), the edge's phase once none
  /// of it is inside (also when it only touches the area), and between them the share of the way from wholly inside to outside.
  private func visibleModel(distance: Double, length: Double, container: Double)
    -> CarouselTransitionBlend
  {
    let leadingEdge = distance - length / 2
    let trailingEdge = distance + length / 2
    let side: Double = distance < 0 ? -1 : 1
    // Outside first: an item that only touches the area shows none of it.
    let outside = trailingEdge <= -container / 2 || leadingEdge >= container / 2
    if outside { return CarouselTransitionBlend(phase: edge(side)) }
    let inside =
      length <= container
      ? leadingEdge >= -container / 2 && trailingEdge <= container / 2 : distance == 0
    if inside { return CarouselTransitionBlend(phase: identity()) }
    let wholly = max(container / 2 - length / 2, 0)  // where the center is when it is all in
    let gone = container / 2 + length / 2
    return CarouselTransitionBlend(
      from: identity(), to: edge(side), fraction: (abs(distance) - wholly) / (gone - wholly))
  }

  @Test(arguments: [100.0, 300, 400, 0])
  func anItemIsAtIdentityWhileWhollyInTheVisibleArea(length: Double) {
    for step in -48...48 {
      let distance = Double(step) * 12.5
      let placement = CarouselTransitionPlacement(
        centerDistance: distance, length: length, containerLength: 300)
      let blend = linear.blend(for: phase(distance / 300), placement: placement)
      let expected = visibleModel(distance: distance, length: length, container: 300)
      #expect(blend.from == expected.from && blend.to == expected.to, "at \(distance)")
      #expect(isClose(blend.fraction, expected.fraction), "at \(distance)")
    }
  }

  @Test func aThresholdSetsWhereAnItemCountsAsShown() {
    // A 100-point item in a 300-point area: wholly in up to 100 from the center, gone from 200.
    func blend(_ threshold: CarouselTransitionConfiguration.Threshold, at distance: Double)
      -> CarouselTransitionBlend?
    {
      linear.threshold(threshold).blend(
        for: phase(0.6),
        placement: CarouselTransitionPlacement(
          centerDistance: distance, length: 100, containerLength: 300))
    }
    let shown = CarouselTransitionBlend(phase: identity())
    #expect(blend(.visible, at: 100) == shown)
    // A thousandth of a point of leeway for rounding (three tiles that fit exactly), no more.
    #expect(blend(.visible, at: 100.0005) == shown)
    #expect(blend(.visible, at: 100.01) != shown)
    expectValue(blend(.visible, at: 125), .init(from: identity(), to: edge(1), fraction: 0.25))
    #expect(blend(.visible(0.5), at: 150) == shown)
    expectValue(
      blend(.visible(0.5), at: -175), .init(from: identity(), to: edge(-1), fraction: 0.5))
    #expect(blend(.hidden, at: 199) == shown)
    #expect(blend(.hidden, at: 200) == CarouselTransitionBlend(phase: edge(1)))
    #expect(blend(.centered, at: 0) == shown)
    expectValue(blend(.centered, at: 50), .init(from: identity(), to: edge(1), fraction: 0.25))
    // 20 points closer to the center than wholly visible: 80.
    #expect(blend(.visible.inset(by: 20), at: 80) == shown)
    expectValue(
      blend(.visible.inset(by: 20), at: 140), .init(from: identity(), to: edge(1), fraction: 0.5))
    // Halfway from visible (100) to centered (0): 50.
    #expect(blend(.visible.interpolated(towards: .centered, amount: 0.5), at: 50) == shown)
    // An inset away from the center past hidden: shown wherever any of it is.
    #expect(blend(.visible.inset(by: -500), at: 199) == shown)
    #expect(blend(.visible.inset(by: -500), at: 200) == CarouselTransitionBlend(phase: edge(1)))
  }

  @Test func badThresholdInputsMeanTheDocumentedDefaults() {
    typealias Threshold = CarouselTransitionConfiguration.Threshold
    #expect(Threshold.visible(.nan) == .visible)
    #expect(Threshold.visible(1) == .visible)
    #expect(Threshold.visible(0) == .hidden)
    #expect(Threshold.visible(7) == .visible)
    #expect(Threshold.visible(-2) == .hidden)
    #expect(Threshold.visible.inset(by: .nan) == .visible)
    #expect(Threshold.visible.inset(by: .infinity) == .visible)
    #expect(Threshold.visible.interpolated(towards: .centered, amount: .nan) == .visible)
    #expect(Threshold.visible.interpolated(towards: .centered, amount: 1) == .centered)
  }

  @Test func theDefaultPaceEasesInAndOut() {
    // A 300-point page in a 300-point area: identity at the center, gone 300 away.
    func fraction(at distance: Double) -> Double {
      CarouselTransitionConfiguration.interactive.blend(
        for: phase(distance / 300),
        placement: CarouselTransitionPlacement(
          centerDistance: distance, length: 300, containerLength: 300)
      ).fraction
    }
    // Progress 0.75 (75 points from the center), 0.5, 0.25: 1 - easeInOut(progress), the
    // Bézier curve through (0.42, 0) and (0.58, 1) solved independently of the package.
    #expect(isClose(fraction(at: 75), 1 - 0.8708380689526802, tolerance: 1e-3))
    #expect(isClose(fraction(at: -150), 0.5, tolerance: 1e-9))
    #expect(isClose(fraction(at: 225), 1 - 0.1291619310473198, tolerance: 1e-3))
  }

  @Test func aTimingCurveIsSampledAndReadBetweenSamples() {
    #expect(CarouselTimingCurve.linear.value(at: 0.3) == 0.3)
    #expect(CarouselTimingCurve.easeInOut.value(at: 0) == 0)
    #expect(isClose(CarouselTimingCurve.easeInOut.value(at: 0.5), 0.5))
    #expect(CarouselTimingCurve.easeInOut.value(at: 1) == 1)
    #expect(
      isClose(CarouselTimingCurve.easeInOut.value(at: 0.1), 0.019722453548311196, tolerance: 1e-3))
    #expect(CarouselTimingCurve.easeInOut.value(at: .nan) == 0)
    #expect(CarouselTimingCurve.easeInOut.value(at: -3) == 0)
    #expect(CarouselTimingCurve.easeInOut.value(at: 9) == 1)
    // A curve that is not a number somewhere is a straight line there.
    let broken = CarouselTimingCurve { $0 < 0.5 ? .nan : $0 * $0 }
    #expect(broken.value(at: 0.25) == 0.25)
    #expect(broken.value(at: 1) == 1)
    // An overshooting curve keeps its overshoot: the blend goes past the edge's effect.
    let overshoot = CarouselTimingCurve.bezier(
      startControlPoint: (x: 0.3, y: 1.6), endControlPoint: (x: 0.7, y: 1.3))
    #expect((0...64).contains { overshoot.value(at: Double($0) / 64) > 1 })
    #expect(
      CarouselTimingCurve.bezier(
        startControlPoint: (x: .nan, y: 0), endControlPoint: (x: 5, y: 1)
      ).value(at: 1) == 1)
  }

  @Test func theSideIsWhereTheItemIsDrawn() {
    func placement(_ distance: Double) -> CarouselTransitionPlacement {
      CarouselTransitionPlacement(centerDistance: distance, length: 100, containerLength: 300)
    }
    let leading = CarouselTransitionConfiguration.animated
    let trailing = CarouselTransitionConfiguration.identity
    func picked(_ value: Double, _ distance: Double) -> CarouselTransitionConfiguration {
      .configuration(
        topLeading: leading, bottomTrailing: trailing, for: phase(value),
        placement: placement(distance))
    }
    #expect(picked(0.4, -10) == leading)
    #expect(picked(-0.4, 10) == trailing)
    #expect(picked(-0.4, 0) == leading)
    #expect(picked(0.4, 0) == trailing)
    #expect(picked(0, 0) == trailing)
  }

  @Test func aPlacementUndoesTheRightToLeftMirroringAndReadsItsAxis() {
    var configuration = CarouselConfiguration(viewportWidth: 390, viewportHeight: 200)
    let context = CarouselLayoutContext(
      count: 3, viewportWidth: 390, viewportHeight: 200,
      peek: 30, layoutDirection: .rightToLeft
    ).positioned(at: CarouselPosition(page: 1))
    let style = CarouselStyleName.peek.style
    let items = style.visibleItems(in: context)
    let itemSize = style.geometry(in: context).itemSize
    let next = try! #require(items.first { $0.index == 2 })
    #expect(next.mainOffset < 0)  // drawn to the left of the center
    configuration.layout.layoutDirection = .rightToLeft
    let placement = CarouselTransitionPlacement(next, itemSize: itemSize, in: configuration)
    expectValue(placement.centerDistance, -next.mainOffset)  // after the center, in reading order
    expectValue(placement.length, itemSize.width * next.scale)
    expectValue(placement.containerLength, 390)
    configuration.layout.axis = .vertical
    let vertical = CarouselLayoutContext(
      count: 3, viewportWidth: 390, viewportHeight: 200,
      axis: .vertical, layoutDirection: .rightToLeft
    ).positioned(at: CarouselPosition(page: 1))
    let below = try! #require(style.visibleItems(in: vertical).first { $0.index == 2 })
    let size = style.geometry(in: vertical).itemSize
    let down = CarouselTransitionPlacement(below, itemSize: size, in: configuration)
    expectValue(down.centerDistance, below.mainOffset)  // a vertical carousel is not mirrored
    expectValue(down.length, size.height * below.scale)
    expectValue(down.containerLength, 200)
    let bad = CarouselTransitionPlacement(
      centerDistance: .nan, length: -4, containerLength: .infinity)
    #expect(bad == CarouselTransitionPlacement(centerDistance: 0, length: 0, containerLength: 0))
    #expect(bad == .centered)
  }

  /// A row of three whole tiles, `scrollTransition`'s example
  /// `scaleEffect(phase.isIdentity ? 1 : 0.85)`: every whole tile full size at rest, whatever
  /// the page, the alignment and the reading direction (three of them, two at a centered row's
  /// ends); a tile cut by an edge is smaller.
  @Test(
    arguments: [CarouselAlignment.center, .leading],
    [CarouselLayoutDirection.leftToRight, .rightToLeft])
  func everyWholeTileOfARowIsAtIdentity(
    alignment: CarouselAlignment, direction: CarouselLayoutDirection
  ) {
    var configuration = CarouselConfiguration(viewportWidth: 390, viewportHeight: 120)
    configuration.layout.layoutDirection = direction
    for page in 0..<8 {
      let context = CarouselLayoutContext(
        count: 8, viewportWidth: 390,
        viewportHeight: 120, spacing: 8, layoutDirection: direction, alignment: alignment,
        mainItemLength: .count(3)
      ).positioned(at: CarouselPosition(page: page))
      let style = CarouselStyleName.paged.style
      let itemSize = style.geometry(in: context).itemSize
      var whole = 0
      for item in style.visibleItems(in: context) {
        let placement = CarouselTransitionPlacement(item, itemSize: itemSize, in: configuration)
        let isWhole = abs(item.mainOffset) + itemSize.width / 2 <= 195 + 1e-9
        let blend = CarouselTransitionConfiguration.interactive.blend(
          for: CarouselTransitionPhase(item), placement: placement)
        let scale = blend.to.isIdentity ? 1 : 1 - 0.15 * blend.fraction
        if isWhole {
          whole += 1
          #expect(scale == 1, "page \(page): item \(item.index) is whole")
        } else {
          #expect(scale < 1, "page \(page): item \(item.index) is cut")
        }
      }
      // A centered row's first and last tiles sit at the center, with one whole tile beside.
      let atAnEnd = alignment == .center && (page == 0 || page == 7)
      #expect(whole == (atAnEnd ? 2 : 3), "page \(page): \(whole) whole tiles")
    }
  }

  /// `scrollTransition`'s example through every style's layout, in both directions and along
  /// both axes, looping (across the seam) or not: swept in hundredths of an item, the blended
  /// scale of every item changes by at most 0.004 a step (the steepest ease over the shortest
  /// way), never by the 0.15 step the closure alone makes.
  @Test(arguments: CarouselStyleName.allCases, [false, true])
  func anIdentityEffectChangesSmoothlyAcrossEveryLayout(style: CarouselStyleName, isLooping: Bool) {
    let scale = { (phase: CarouselTransitionPhase) in phase.isIdentity ? 1.0 : 0.85 }
    for direction in [CarouselLayoutDirection.leftToRight, .rightToLeft] {
      for axis in [CarouselAxis.horizontal, .vertical] {
        var configuration = CarouselConfiguration(viewportWidth: 390, viewportHeight: 300)
        configuration.layout.layoutDirection = direction
        configuration.layout.axis = axis
        var previous: [Int: Double] = [:]
        for hundredths in -150...550 {
          let context = CarouselLayoutContext(
            count: 5, isLooping: isLooping,
            viewportWidth: 390, viewportHeight: 300, axis: axis, layoutDirection: direction
          ).positioned(at: position(hundredths: hundredths))
          let itemSize = style.style.geometry(in: context).itemSize
          var current: [Int: Double] = [:]
          style.style.forEachVisibleItem(in: context) { item in
            let placement = CarouselTransitionPlacement(item, itemSize: itemSize, in: configuration)
            let blend = CarouselTransitionConfiguration.interactive.blend(
              for: CarouselTransitionPhase(item), placement: placement)
            let start = scale(blend.from)
            let value = start + (scale(blend.to) - start) * blend.fraction
            current[item.page] = value
            if let before = previous[item.page] {
              #expect(
                abs(value - before) <= 0.004,
                "\(style) \(direction) \(axis) at \(hundredths): page \(item.page)")
            }
          }
          previous = current
        }
      }
    }
  }

  // MARK: The focus

  /// The test's model of a linear configuration measured from the focus with identity reaching
  /// `start` items: identity within it, the own distance from one item on, and between them the
  /// identity's effect blended toward the edge's by the share of the way traveled.
  private func focusModel(_ value: Double, start: Double) -> CarouselTransitionBlend {
    let distance = abs(value)
    if distance <= start { return CarouselTransitionBlend(phase: identity()) }
    if distance >= 1 { return CarouselTransitionBlend(phase: edge(value)) }
    return CarouselTransitionBlend(
      from: identity(), to: edge(value < 0 ? -1 : 1), fraction: (distance - start) / (1 - start))
  }

  @Test(
    arguments: [
      (nil, 0.0), (0.0, 0.0), (0.2, 0.2), (0.5, 0.5), (1.0, 1.0), (-1.0, 0.0), (3.0, 1.0),
      (Double.infinity, 1.0), (-Double.infinity, 0.0), (Double.nan, 0.0),
    ] as [(Double?, Double)])
  func fromTheFocusItemsNearItAreAtIdentity(within: Double?, start: Double) {
    let configuration = linear.fromFocus(within: within)
    for sixteenths in -48...48 {
      let value = Double(sixteenths) / 16
      let blend = configuration.blend(for: phase(value), placement: .centered)
      let expected = focusModel(value, start: start)
      #expect(blend.from == expected.from && blend.to == expected.to, "at \(value)")
      #expect(
        isClose(blend.fraction, expected.fraction),
        "within \(String(describing: within)) at \(value)")
    }
  }

  @Test func fromTheFocusTheDefaultPaceEasesToo() {
    let blend = CarouselTransitionConfiguration.interactive.fromFocus().blend(
      for: phase(0.25), placement: .centered)
    #expect(blend.to == edge(1))
    #expect(isClose(blend.fraction, 1 - 0.8708380689526802, tolerance: 1e-3))
  }

  // Deprecated itself, so that calling the deprecated spelling warns nowhere.
  @available(*, deprecated)
  @Test func theDeprecatedDistanceThresholdStillMeasuresFromTheFocus() {
    #expect(
      CarouselTransitionConfiguration.interactive.threshold(0.2)
        == .interactive.fromFocus(within: 0.2))
  }

  @Test func aNaNDistanceCountsAsTheFocus() {
    let item = CarouselTransitionPhase(value: .nan, isIdentity: false, index: 1)
    expectValue(
      CarouselTransitionConfiguration.interactive.fromFocus().blend(
        for: item, placement: .centered),
      CarouselTransitionBlend(phase: identity(index: 1)))
    expectValue(
      CarouselTransitionConfiguration.animated.fromFocus(within: 0.1).blend(
        for: item, placement: .centered),
      CarouselTransitionBlend(phase: identity(index: 1)))
  }

  // MARK: Animated and identity

  @Test func animatedSwitchesAtTheThresholdOrTheFocusedItem() {
    for step in -40...40 {
      let distance = Double(step) * 10
      let placement = CarouselTransitionPlacement(
        centerDistance: distance, length: 100, containerLength: 300)
      let side: Double = distance < 0 ? -1 : 1
      #expect(
        CarouselTransitionConfiguration.animated.blend(for: phase(0.7), placement: placement)
          == CarouselTransitionBlend(phase: abs(distance) <= 100 ? identity() : edge(side)),
        "at \(distance)")
    }
    for sixteenths in -48...48 {
      let value = Double(sixteenths) / 16
      for focused in [false, true] {
        let item = CarouselTransitionPhase(value: value, isIdentity: focused, index: 4)
        let edgePhase = edge(value < 0 ? -1 : 1, index: 4)
        #expect(
          CarouselTransitionConfiguration.animated.fromFocus().blend(
            for: item, placement: .centered)
            == CarouselTransitionBlend(phase: focused ? identity(index: 4) : edgePhase))
        #expect(
          CarouselTransitionConfiguration.animated.fromFocus(within: 0.25).blend(
            for: item, placement: .centered)
            == CarouselTransitionBlend(phase: abs(value) <= 0.25 ? identity(index: 4) : edgePhase),
          "at \(value), focused \(focused)")
      }
    }
  }

  /// `.identity` keeps every item at the identity phase, wherever it is (its index kept), so
  /// the slide view applies the closure the same way on both sides and its views stay the same.
  @Test func identityKeepsEveryItemAtTheIdentityPhase() {
    for value in [-2.0, -1, -0.5, 0, 0.25, 1, 3, .nan] {
      let placement = CarouselTransitionPlacement(
        centerDistance: value * 100, length: 100, containerLength: 300)
      let atIdentity = CarouselTransitionBlend(
        phase: CarouselTransitionPhase(value: 0, isIdentity: true, index: 4))
      let item = phase(value, index: 4)
      #expect(
        CarouselTransitionConfiguration.identity.blend(for: item, placement: placement)
          == atIdentity)
      #expect(
        CarouselTransitionConfiguration.identity.fromFocus(within: 0.5).blend(
          for: item, placement: placement) == atIdentity)
    }
  }

  @Test func onlyAnAnimatedConfigurationAnimatesAndNotWithReduceMotion() {
    let set = CarouselHostValue("easeInOut")
    #expect(
      CarouselTransitionConfiguration.animated.phaseChangeAnimation(
        default: "bouncy", reduceMotion: false) == "bouncy")
    #expect(
      CarouselTransitionConfiguration.animated.animating(with: set).fromFocus(within: 0.3)
        .phaseChangeAnimation(default: "bouncy", reduceMotion: false) == "easeInOut")
    for configuration in [
      CarouselTransitionConfiguration.animated, .animated.animating(with: set), .interactive,
      .identity, .interactive.animating(with: set), .identity.animating(with: set),
    ] {
      #expect(configuration.phaseChangeAnimation(default: "bouncy", reduceMotion: true) == nil)
    }
    #expect(
      CarouselTransitionConfiguration.interactive.animating(with: set).phaseChangeAnimation(
        default: "bouncy", reduceMotion: false) == nil)
    #expect(
      CarouselTransitionConfiguration.identity.phaseChangeAnimation(
        default: "bouncy", reduceMotion: false) == nil)
  }

  @Test func configurationsCompareByModeCurveMeasureAndAnimation() {
    #expect(CarouselTransitionConfiguration.interactive != .animated)
    #expect(CarouselTransitionConfiguration.interactive == .interactive(timingCurve: .easeInOut))
    #expect(CarouselTransitionConfiguration.interactive != .interactive(timingCurve: .linear))
    #expect(CarouselTransitionConfiguration.interactive == .interactive.threshold(.visible))
    #expect(CarouselTransitionConfiguration.interactive != .interactive.threshold(.centered))
    #expect(CarouselTransitionConfiguration.interactive != .interactive.fromFocus())
    #expect(
      CarouselTransitionConfiguration.interactive.fromFocus(within: .nan)
        == .interactive.fromFocus())
    #expect(
      CarouselTransitionConfiguration.interactive.fromFocus(within: -4)
        == .interactive.fromFocus(within: 0))
    #expect(
      CarouselTransitionConfiguration.animated != .animated.animating(with: CarouselHostValue(1)))
    #expect(
      CarouselTransitionConfiguration.animated.animating(with: CarouselHostValue(1))
        == .animated.animating(with: CarouselHostValue(1)))
    #expect(
      CarouselTransitionConfiguration.animated.animating(with: CarouselHostValue(1))
        != .animated.animating(with: CarouselHostValue(2)))
  }
}
