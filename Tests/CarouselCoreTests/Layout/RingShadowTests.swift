import CarouselCore
import Testing

/// The ring's depth shading (`castsShadows`): a shadow for every item it places, deepest under
/// the front card and faint at the back, continuous as the ring turns; none without the
/// option, and none from any other style.
@Suite struct RingShadowTests {
  private let shaded = RingCarouselStyle(castsShadows: true)

  private func context(count: Int, hundredths: Int = 0, isLooping: Bool = true)
    -> CarouselLayoutContext
  {
    CarouselLayoutContext(
      count: count, isLooping: isLooping,
      viewportWidth: 400, viewportHeight: 400, itemMainLength: 200
    ).positioned(at: position(hundredths: hundredths))
  }

  /// The test's own model: the depth's share of the way from the back, squared, places the
  /// shadow between (0.08, 8, 4) at the back and (0.35, 18, 10) at the front.
  private func expected(depth: Double) -> CarouselItemShadow {
    let weight = ((depth + 1) / 2) * ((depth + 1) / 2)
    return CarouselItemShadow(
      opacity: 0.08 + 0.27 * weight, radius: 8 + 10 * weight, y: 4 + 6 * weight)
  }

  private func isClose(_ lhs: CarouselItemShadow, _ rhs: CarouselItemShadow) -> Bool {
    return [lhs.opacity - rhs.opacity, lhs.radius - rhs.radius, lhs.x - rhs.x, lhs.y - rhs.y]
      .allSatisfy { abs($0) < 1e-9 }
  }

  @Test func aSixCardRingShadesItsFrontNeighborsAndBack() {
    let items = shaded.visibleItems(in: context(count: 6))
    let byOffset = Dictionary(uniqueKeysWithValues: items.map { ($0.page, $0) })
    let front = try! #require(byOffset[0])
    #expect(isClose(shaded.shadow(of: front), CarouselItemShadow(opacity: 0.35, radius: 18, y: 10)))
    // One slot away the depth is cos(60°) = 0.5: (0.75)² = 0.5625 of the way.
    for page in [-1, 1] {
      let neighbor = try! #require(byOffset[page])
      #expect(
        isClose(
          shaded.shadow(of: neighbor),
          CarouselItemShadow(opacity: 0.231875, radius: 13.625, y: 7.375)))
    }
    #expect(shaded.castsShadows)
    #expect(!RingCarouselStyle().castsShadows)
    #expect(RingCarouselStyle().shadow(of: front) == .none)
  }

  /// Every item at every hundredth of a turn, two to six cards, looping or not: the shadow is
  /// the model's for the item's depth (its zIndex), and an item's shadow changes by
  /// little from one hundredth to the next (no jump as the front changes).
  @Test(arguments: 2...6, [false, true])
  func theShadowFollowsTheDepthContinuously(count: Int, isLooping: Bool) {
    var previous: [Int: CarouselItemShadow] = [:]
    for hundredths in 0...(count * 100) {
      var current: [Int: CarouselItemShadow] = [:]
      shaded.forEachVisibleItem(
        in: context(count: count, hundredths: hundredths, isLooping: isLooping)
      ) { item in
        let shadow = shaded.shadow(of: item)
        #expect(isClose(shadow, expected(depth: item.zIndex)), "\(count) at \(hundredths)")
        current[item.page] = shadow
        if let before = previous[item.page] {
          #expect(abs(shadow.opacity - before.opacity) < 0.02, "\(count) at \(hundredths)")
          #expect(abs(shadow.radius - before.radius) < 0.7, "\(count) at \(hundredths)")
        }
      }
      previous = current
    }
  }

  @Test(arguments: CarouselStyleName.allCases)
  func noStyleCastsShadowsByDefault(style: CarouselStyleName) {
    #expect(!style.style.castsShadows, "\(style)")
    style.style.forEachVisibleItem(in: context(count: 5, hundredths: 130)) { item in
      #expect(style.style.shadow(of: item) == .none, "\(style)")
    }
  }
}
