import CarouselCore
import CarouselDemoKit
import TestSupport
import Testing

/// The examples of the terminal demo's documentation (CarouselDemoKit), run.
@Suite struct DemoDocExampleTests {
  @Test func renderOptions() throws {
    let options = try RenderOptions(arguments: [
      "--style", "ring", "--count", "6", "--position", "2.5", "--axis", "vertical",
    ])
    let svg = SVGRenderer.render(options)
    #expect(options == RenderOptions(style: .ring, count: 6, position: 2.5, axis: .vertical))
    #expect(svg.hasPrefix("<svg"))
  }

  @Test func svgRenderer() {
    let svg = SVGRenderer.render(RenderOptions(style: .peek, count: 5, position: 0.5))
    #expect(svg.hasPrefix("<svg"))
    #expect(svg != SVGRenderer.render(RenderOptions(style: .peek, count: 5, position: 0)))
  }

  @Test func animationOptions() throws {
    let options = try AnimationOptions(arguments: ["--style", "peek", "--loop", "--swipe"])
    let frames = CarouselAnimation.frames(options)
    #expect(options.swipes)
    #expect(options.picture.isLooping)
    #expect(!frames.isEmpty)
  }

  @Test func animation() {
    let values = docValues {
      let frames = CarouselAnimation.frames(AnimationOptions(picture: RenderOptions(style: .peek)))
      frames.reduce(0) { $0 + $1.milliseconds }  // 7500: five advances, 1.5 seconds apart
    }
    #expect(values[0] as? Int == 7500)
  }
}
