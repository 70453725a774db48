import Testing

@testable import CarouselCore

@Suite struct AnyCarouselLayoutStyleTests {
  /// A built-in style arrives boxed and the configuration holds the style inside: the same
  /// style spelled either way is the same configuration, and the row styles still lay out items
  /// of their own lengths.
  @Test func aConfigurationHoldsTheStyleInsideTheBox() {
    #expect(
      CarouselConfiguration(style: .peek) == CarouselConfiguration(style: PeekCarouselStyle()))
    #expect(CarouselConfiguration(style: .peek) != CarouselConfiguration(style: .peek(peek: 40)))
    var configuration = CarouselConfiguration()
    configuration.style = AnyCarouselLayoutStyle.paged
    #expect(configuration.style is PagedCarouselStyle)
    #expect(AnyCarouselLayoutStyle(AnyCarouselLayoutStyle.ring).base is RingCarouselStyle)
  }

  /// Each built-in style's function hands every parameter to the style of that name, each to its
  /// own (distinct values, so two parameters swapped fail).
  @Test func theFunctionsPassEveryParameterToItsOwnPlace() {
    #expect(
      AnyCarouselLayoutStyle.paged(spacing: 3)
        == AnyCarouselLayoutStyle(PagedCarouselStyle(spacing: 3)))
    #expect(
      AnyCarouselLayoutStyle.peek(peek: 1, spacing: 2, sideScale: 0.3, sideOpacity: 0.4)
        == AnyCarouselLayoutStyle(
          PeekCarouselStyle(peek: 1, spacing: 2, sideScale: 0.3, sideOpacity: 0.4)))
    #expect(
      AnyCarouselLayoutStyle.scale(spacing: 1, sideScale: 0.2)
        == AnyCarouselLayoutStyle(ScaleCarouselStyle(spacing: 1, sideScale: 0.2)))
    #expect(
      AnyCarouselLayoutStyle.fade(spacing: 1, sideOpacity: 0.2)
        == AnyCarouselLayoutStyle(FadeCarouselStyle(spacing: 1, sideOpacity: 0.2)))
    #expect(
      AnyCarouselLayoutStyle.rotation(spacing: 1, sideAngle: 0.2)
        == AnyCarouselLayoutStyle(RotationCarouselStyle(spacing: 1, sideAngle: 0.2)))
    #expect(
      AnyCarouselLayoutStyle.coverFlow(
        itemFraction: 0.1, sideAngle: 0.2, sideDistance: 0.3, stackDistance: 0.4, sideScale: 0.5)
        == AnyCarouselLayoutStyle(
          CoverFlowCarouselStyle(
            itemFraction: 0.1, sideAngle: 0.2, sideDistance: 0.3, stackDistance: 0.4,
            sideScale: 0.5)))
    #expect(
      AnyCarouselLayoutStyle.stack(
        itemFraction: 0.1, depthDistance: 0.2, depthScaleStep: 0.3, visibleDepth: 4)
        == AnyCarouselLayoutStyle(
          StackCarouselStyle(
            itemFraction: 0.1, depthDistance: 0.2, depthScaleStep: 0.3, visibleDepth: 4)))
    #expect(
      AnyCarouselLayoutStyle.ring(
        itemFraction: 0.1, horizontalSpacing: 0.2, verticalSpacing: 0.3, minimumScale: 0.4,
        neighborOpacity: 0.5, secondNeighborOpacity: 0.6, fadeOutDistance: 0.7,
        twoItemPeekAngle: 0.8, castsShadows: true)
        == AnyCarouselLayoutStyle(
          RingCarouselStyle(
            itemFraction: 0.1, horizontalSpacing: 0.2, verticalSpacing: 0.3, minimumScale: 0.4,
            neighborOpacity: 0.5, secondNeighborOpacity: 0.6, fadeOutDistance: 0.7,
            twoItemPeekAngle: 0.8, castsShadows: true)))
    // And the parameterless members are the defaults.
    #expect(AnyCarouselLayoutStyle.stack == .stack())
    #expect(AnyCarouselLayoutStyle.coverFlow == .coverFlow())
  }
}
