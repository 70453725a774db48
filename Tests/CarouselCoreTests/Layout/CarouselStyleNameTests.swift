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

  private func styleType(_ style: some CarouselLayoutStyle) -> String { "\(type(of: style))" }

  @Test func leadingDotConveniencesGiveTheDefaultStyles() {
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
