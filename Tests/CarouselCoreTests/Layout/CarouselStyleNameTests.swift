import CarouselCore
import Testing

@Suite struct CarouselStyleNameTests {
  @Test func everyNameGivesItsStyle() {
    let types = CarouselStyleName.allCases.map { "\(type(of: $0.style))" }
    #expect(
      types == [
        "PagedCarouselStyle", "PeekCarouselStyle", "ScaleCarouselStyle", "FadeCarouselStyle",
        "RotationCarouselStyle", "CoverFlowCarouselStyle", "StackCarouselStyle",
        "RingCarouselStyle",
      ])
  }

  @Test func namesParseFromTheirRawValues() {
    #expect(CarouselStyleName(rawValue: "coverFlow") == .coverFlow)
    #expect(CarouselStyleName(rawValue: "ring") == .ring)
    #expect(CarouselStyleName(rawValue: "carousel") == nil)
  }

  private func styleType(_ style: some CarouselLayoutStyle) -> String {
    // A built-in style is boxed; the box holds the style of that name, with its defaults.
    "\(type(of: (style as? AnyCarouselLayoutStyle)?.base ?? style))"
  }

  @Test func leadingDotConveniencesGiveTheDefaultStyles() {
    #expect(AnyCarouselLayoutStyle.peek == AnyCarouselLayoutStyle(PeekCarouselStyle()))
    #expect(AnyCarouselLayoutStyle.ring == .ring())
    #expect(styleType(.paged) == "PagedCarouselStyle")
    #expect(styleType(.peek) == "PeekCarouselStyle")
    #expect(styleType(.scale) == "ScaleCarouselStyle")
    #expect(styleType(.fade) == "FadeCarouselStyle")
    #expect(styleType(.rotation) == "RotationCarouselStyle")
    #expect(styleType(.coverFlow) == "CoverFlowCarouselStyle")
    #expect(styleType(.stack) == "StackCarouselStyle")
    #expect(styleType(.ring) == "RingCarouselStyle")
  }
}
