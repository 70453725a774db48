import CarouselCore
import Testing

@Suite struct StyleDistanceThresholdTests {
  @Test func slidingStylesCommitPastHalfAPageAndTheRingPastAQuarterSlot() {
    let expected: [CarouselStyleName: Double] = [
      .paged: 0.5, .peek: 0.5, .scale: 0.5, .fade: 0.5, .rotation: 0.5, .coverFlow: 0.5,
      .stack: 0.5, .ring: 0.25,
    ]
    for name in CarouselStyleName.allCases {
      #expect(name.style.preferredDistanceThreshold == expected[name], "\(name)")
    }
    #expect(RingCarouselStyle(itemFraction: 0.4).preferredDistanceThreshold == 0.25)
  }

  private struct PlainStyle: CarouselLayoutStyle {
    func reach(in geometry: CarouselLayoutGeometry) -> Double { 1 }
    func attributes(forOffset offset: Double, in geometry: CarouselLayoutGeometry)
      -> CarouselItemAttributes
    {
      CarouselItemAttributes(mainOffset: offset * geometry.pitch)
    }
  }

  private struct EagerStyle: CarouselLayoutStyle {
    var preferredDistanceThreshold: Double { 0.1 }
    func reach(in geometry: CarouselLayoutGeometry) -> Double { 1 }
    func attributes(forOffset offset: Double, in geometry: CarouselLayoutGeometry)
      -> CarouselItemAttributes
    {
      CarouselItemAttributes(mainOffset: offset * geometry.pitch)
    }
  }

  @Test func aCustomStyleDefaultsToHalfAPageAndMayChooseItsOwn() {
    #expect(PlainStyle().preferredDistanceThreshold == 0.5)
    #expect(EagerStyle().preferredDistanceThreshold == 0.1)
    let style: any CarouselLayoutStyle = EagerStyle()
    #expect(style.preferredDistanceThreshold == 0.1, "dispatched through the protocol")
  }
}
