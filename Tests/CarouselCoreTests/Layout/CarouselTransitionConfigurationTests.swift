import CarouselCore
import Testing

/// How a per-item effect follows an item: the phases its closure is called with and how far
/// their effects are blended, at every distance from the focus, for every configuration; and,
/// through every style's layout, that an effect written from `isIdentity` (`scrollTransition`'s
/// own example) changes smoothly as items move, where applied as is it snapped halfway.
@Suite struct CarouselTransitionConfigurationTests {
  /// The phase of an item `value` items from the focus, focused when nearest it.
  private func phase(_ value: Double, index: Int = 2) -> CarouselTransitionPhase {
    CarouselTransitionPhase(value: value, isIdentity: abs(value) < 0.5, index: index)
  }

  private func identity(index: Int = 2) -> CarouselTransitionPhase {
    CarouselTransitionPhase(value: 0, isIdentity: true, index: index)
  }

  private func edge(_ value: Double, index: Int = 2) -> CarouselTransitionPhase {
    CarouselTransitionPhase(value: value, isIdentity: false, index: index)
  }

  /// The blend the test's model expects from an interactive configuration whose identity
  /// reaches `start` items: identity within it, the own distance from one item on, and between
  /// them the identity's effect blended toward the edge's by the share of the way traveled.
  private func interactiveModel(_ value: Double, start: Double) -> CarouselTransitionBlend {
    let distance = abs(value)
    if distance <= start { return CarouselTransitionBlend(phase: identity()) }
    if distance >= 1 { return CarouselTransitionBlend(phase: edge(value)) }
    return CarouselTransitionBlend(
      from: identity(), to: edge(value < 0 ? -1 : 1), fraction: (distance - start) / (1 - start))
  }

  @Test func interactiveBlendsTheFocusTowardTheNeighborsPhaseWithinOneItem() {
    for sixteenths in -48...48 {
      let value = Double(sixteenths) / 16
      #expect(
        CarouselTransitionConfiguration.interactive.blend(for: phase(value))
          == interactiveModel(value, start: 0), "at \(value)")
    }
    expectValue(
      CarouselTransitionConfiguration.interactive.blend(for: phase(-0.25)),
      CarouselTransitionBlend(from: identity(), to: edge(-1), fraction: 0.25))
    expectValue(
      CarouselTransitionConfiguration.interactive.blend(for: phase(2.5)),
      CarouselTransitionBlend(phase: edge(2.5)))
  }

  @Test(
    arguments: [
      (0.0, 0.0), (0.2, 0.2), (0.5, 0.5), (1.0, 1.0), (-1.0, 0.0), (3.0, 1.0),
      (Double.infinity, 1.0), (-Double.infinity, 0.0), (Double.nan, 0.0),
    ] as [(Double, Double)])
  func aThresholdKeepsItemsNearTheFocusAtIdentity(threshold: Double, start: Double) {
    let configuration = CarouselTransitionConfiguration.interactive.threshold(threshold)
    for sixteenths in -48...48 {
      let value = Double(sixteenths) / 16
      #expect(
        configuration.blend(for: phase(value)) == interactiveModel(value, start: start),
        "threshold \(threshold) at \(value)")
    }
  }

  @Test func aThresholdOfAQuarterBlendsFromThereToOneItem() {
    expectValue(
      CarouselTransitionConfiguration.interactive.threshold(0.25).blend(for: phase(0.625)),
      CarouselTransitionBlend(from: identity(), to: edge(1), fraction: 0.5))
  }

  @Test func animatedSwitchesAtTheFocusedItemOrTheThreshold() {
    for sixteenths in -48...48 {
      let value = Double(sixteenths) / 16
      for focused in [false, true] {
        let item = CarouselTransitionPhase(value: value, isIdentity: focused, index: 4)
        let expected = CarouselTransitionBlend(
          phase: focused ? identity(index: 4) : edge(value < 0 ? -1 : 1, index: 4))
        #expect(CarouselTransitionConfiguration.animated.blend(for: item) == expected)
        let atThreshold = CarouselTransitionBlend(
          phase: abs(value) <= 0.25 ? identity(index: 4) : edge(value < 0 ? -1 : 1, index: 4))
        #expect(
          CarouselTransitionConfiguration.animated(.smooth).threshold(0.25).blend(for: item)
            == atThreshold, "at \(value), focused \(focused)")
      }
    }
  }

  @Test func identityDrawsNoEffect() {
    for value in [-2.0, -1, -0.5, 0, 0.25, 1, 3, .nan] {
      #expect(CarouselTransitionConfiguration.identity.blend(for: phase(value)) == nil)
      #expect(
        CarouselTransitionConfiguration.identity.threshold(0.5).blend(for: phase(value)) == nil)
    }
  }

  @Test func aNaNDistanceCountsAsTheFocus() {
    let item = CarouselTransitionPhase(value: .nan, isIdentity: false, index: 1)
    expectValue(
      CarouselTransitionConfiguration.interactive.blend(for: item),
      CarouselTransitionBlend(phase: identity(index: 1)))
    expectValue(
      CarouselTransitionConfiguration.animated.threshold(0.1).blend(for: item),
      CarouselTransitionBlend(phase: identity(index: 1)))
  }

  @Test func onlyAnAnimatedConfigurationAnimatesAndNotWithReduceMotion() {
    expectValue(
      CarouselTransitionConfiguration.animated.phaseChangeSpring(reduceMotion: false),
      SettleSpring.bouncy)
    expectValue(
      CarouselTransitionConfiguration.animated(.snappy).threshold(0.3)
        .phaseChangeSpring(reduceMotion: false), SettleSpring.snappy)
    for configuration in [
      CarouselTransitionConfiguration.animated, .interactive, .identity,
      .interactive.threshold(0.4),
    ] {
      #expect(configuration.phaseChangeSpring(reduceMotion: true) == nil)
    }
    #expect(
      CarouselTransitionConfiguration.interactive.phaseChangeSpring(reduceMotion: false) == nil)
    #expect(CarouselTransitionConfiguration.identity.phaseChangeSpring(reduceMotion: false) == nil)
  }

  @Test func configurationsCompareByModeSpringAndThreshold() {
    #expect(CarouselTransitionConfiguration.interactive != .animated)
    #expect(CarouselTransitionConfiguration.animated == .animated(.bouncy))
    #expect(CarouselTransitionConfiguration.animated != .animated(.smooth))
    #expect(CarouselTransitionConfiguration.interactive.threshold(0.2) != .interactive)
    #expect(CarouselTransitionConfiguration.interactive.threshold(.nan) == .interactive)
    #expect(CarouselTransitionConfiguration.interactive.threshold(-4) == .interactive.threshold(0))
  }

  /// `scrollTransition`'s example, `scaleEffect(phase.isIdentity ? 1 : 0.85)`, through every
  /// style's layout, in both directions and along both axes, looping (across the seam) or not:
  /// swept in hundredths of an item, the blended scale of every item changes by at most 0.15 per
  /// hundredth-of-the-way (0.0015), never by the 0.15 step the closure alone makes; at rest it
  /// is 1 at the focus and 0.85 one item away; and an effect linear in `value`
  /// (`1 - abs(value) * 0.4`) comes out as if applied to the item's own distance.
  @Test(arguments: CarouselStyleName.allCases, [false, true])
  func anIdentityEffectChangesSmoothlyAcrossEveryLayout(style: CarouselStyleName, isLooping: Bool) {
    func blended(_ phase: CarouselTransitionPhase, _ effect: (CarouselTransitionPhase) -> Double)
      -> Double
    {
      guard let blend = CarouselTransitionConfiguration.interactive.blend(for: phase) else {
        return .nan
      }
      let start = effect(blend.from)
      return start + (effect(blend.to) - start) * blend.fraction
    }
    let scale = { (phase: CarouselTransitionPhase) in phase.isIdentity ? 1.0 : 0.85 }
    let fade = { (phase: CarouselTransitionPhase) in 1 - abs(phase.value) * 0.4 }
    for direction in [CarouselLayoutDirection.leftToRight, .rightToLeft] {
      for axis in [CarouselAxis.horizontal, .vertical] {
        var previous: [Int: Double] = [:]
        for hundredths in -150...550 {
          let context = CarouselLayoutContext(
            position: position(hundredths: hundredths), count: 5, isLooping: isLooping,
            viewportWidth: 390, viewportHeight: 300, axis: axis, layoutDirection: direction)
          var current: [Int: Double] = [:]
          style.style.forEachVisibleItem(in: context) { item in
            let phase = CarouselTransitionPhase(item)
            let value = blended(phase, scale)
            current[item.page] = value
            if let before = previous[item.page] {
              #expect(
                abs(value - before) <= 0.0015 + 1e-9,
                "\(style) \(direction) \(axis) at \(hundredths): page \(item.page)")
            }
            if hundredths % 100 == 0 {
              let distance = abs(phase.value)
              if isClose(distance, 0) { #expect(isClose(value, 1)) }
              if distance > 1 - 1e-9 { #expect(isClose(value, 0.85)) }
            }
            #expect(isClose(blended(phase, fade), fade(phase)))
          }
          previous = current
        }
      }
    }
  }
}
