import Testing

@testable import CarouselCore

/// Styles are values: equal when of the same type with the same parameters, also through
/// `any CarouselLayoutStyle`.
@Suite struct StyleEqualityTests {
  @Test func sameTypeAndParametersAreEqual() {
    #expect(PeekCarouselStyle() == PeekCarouselStyle())
    #expect(PeekCarouselStyle(peek: 40) == PeekCarouselStyle(peek: 40))
    #expect(RingCarouselStyle(neighborOpacity: 0.5) == RingCarouselStyle(neighborOpacity: 0.5))
    #expect(PeekCarouselStyle().isEqual(to: PeekCarouselStyle()))
  }

  @Test func aDifferentParameterMakesTheStylesDifferent() {
    #expect(PeekCarouselStyle(peek: 40) != PeekCarouselStyle())
    #expect(!PeekCarouselStyle(peek: 40).isEqual(to: PeekCarouselStyle()))
    #expect(!RingCarouselStyle(secondNeighborOpacity: 0.3).isEqual(to: RingCarouselStyle()))
    #expect(!StackCarouselStyle(visibleDepth: 2).isEqual(to: StackCarouselStyle()))
  }

  /// One changed parameter of each built-in style.
  private static let changed: [CarouselStyleName: any CarouselLayoutStyle] = [
    .paged: PagedCarouselStyle(spacing: 1), .peek: PeekCarouselStyle(sideOpacity: 0.5),
    .scale: ScaleCarouselStyle(sideScale: 0.5), .fade: FadeCarouselStyle(sideOpacity: 0.5),
    .rotation: RotationCarouselStyle(sideAngle: 1),
    .coverFlow: CoverFlowCarouselStyle(sideScale: 1),
    .stack: StackCarouselStyle(depthDistance: 0.1), .ring: RingCarouselStyle(twoItemPeekAngle: 1),
  ]

  @Test func existentialsCompareByTypeAndParameters() {
    for name in CarouselStyleName.allCases {
      for other in CarouselStyleName.allCases {
        #expect(name.style.isEqual(to: other.style) == (name == other), "\(name) \(other)")
      }
      #expect(!name.style.isEqual(to: Self.changed[name]!), "\(name)")
      #expect(!Self.changed[name]!.isEqual(to: name.style), "\(name)")
    }
  }

  @Test func differentTypesWithTheSameLookAreDifferent() {
    // Same geometry and same parameters by value, but another type: not the same style.
    #expect(!PagedCarouselStyle().isEqual(to: ScaleCarouselStyle(sideScale: 1)))
    #expect(!ScaleCarouselStyle().isEqual(to: FadeCarouselStyle()))
  }

  @Test func everyBuiltInStyleIsHashable() {
    #expect(Set([PagedCarouselStyle(), PagedCarouselStyle(spacing: 0)]).count == 1)
    #expect(Set([ScaleCarouselStyle(), ScaleCarouselStyle(sideScale: 0)]).count == 2)
    #expect(Set([FadeCarouselStyle(), FadeCarouselStyle(spacing: 3)]).count == 2)
    #expect(Set([RotationCarouselStyle(), RotationCarouselStyle()]).count == 1)
    #expect(Set([CoverFlowCarouselStyle(), CoverFlowCarouselStyle(stackDistance: 1)]).count == 2)
    #expect(Set([StackCarouselStyle(), StackCarouselStyle()]).count == 1)
    #expect(Set([RingCarouselStyle(), RingCarouselStyle(fadeOutDistance: 3)]).count == 2)
    #expect(Set([PeekCarouselStyle(), PeekCarouselStyle(spacing: 12)]).count == 1)
  }

  private struct TiltStyle: CarouselLayoutStyle {
    var tilt = 0.3
    func reach(in geometry: CarouselLayoutGeometry) -> Double { geometry.edgeReach }
    func attributes(forOffset offset: Double, in geometry: CarouselLayoutGeometry)
      -> CarouselItemAttributes
    {
      CarouselItemAttributes(
        mainOffset: offset * geometry.pitch,
        rotation: CarouselRotation(angle: offset * tilt, axis: .z))
    }
  }

  @Test func aCustomStyleGetsItsEqualityFromItsStoredProperties() {
    #expect(TiltStyle().isEqual(to: TiltStyle()))
    #expect(!TiltStyle(tilt: 0.5).isEqual(to: TiltStyle()))
    #expect(!TiltStyle().isEqual(to: PagedCarouselStyle()))
  }
}
