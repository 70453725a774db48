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
}
