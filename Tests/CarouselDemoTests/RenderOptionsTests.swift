import CarouselCore
import CarouselDemoKit
import Testing

@Suite struct RenderOptionsTests {
  @Test func defaults() throws {
    let options = try RenderOptions(arguments: [])
    #expect(options == RenderOptions())
    #expect(options.style == .paged)
    #expect(options.count == 5)
    #expect(options.position == 0)
    #expect(options.axis == .horizontal)
    #expect(options.layoutDirection == .leftToRight)
    #expect(!options.isLooping)
    #expect(options.width == nil && options.height == nil)
    #expect(options.frames == 1)
  }

  @Test func everyOption() throws {
    let options = try RenderOptions(arguments: [
      "--style", "coverFlow", "--count", "7", "--position", "-2.5", "--axis", "vertical",
      "--rtl", "--loop", "--width", "300", "--height", "500", "--frames", "4",
    ])
    #expect(
      options
        == RenderOptions(
          style: .coverFlow, count: 7, position: -2.5, axis: .vertical,
          layoutDirection: .rightToLeft, isLooping: true, width: 300, height: 500, frames: 4))
  }

  @Test func ringLoopsUnlessToldNotTo() throws {
    #expect(try RenderOptions(arguments: ["--style", "ring"]).isLooping)
    #expect(try !RenderOptions(arguments: ["--no-loop", "--style", "ring"]).isLooping)
    #expect(try !RenderOptions(arguments: ["--style", "peek"]).isLooping)
  }

  @Test(arguments: [
    (["--style", "wheel"], "--style needs one of the style names, got \"wheel\""),
    (["--count", "-1"], "--count needs a whole number from 0 to 1000000000, got \"-1\""),
    (["--count", "x"], "--count needs a whole number from 0 to 1000000000, got \"x\""),
    (["--frames", "0"], "--frames needs a whole number from 1 to 60, got \"0\""),
    (
      ["--position", "nan"],
      "--position needs a number from -1000000000000 to 1000000000000, got \"nan\""
    ),
    (
      ["--position", "inf"],
      "--position needs a number from -1000000000000 to 1000000000000, got \"inf\""
    ),
    (["--width", "0"], "--width needs a number from 1 to 4000, got \"0\""),
    (["--height", "9000"], "--height needs a number from 1 to 4000, got \"9000\""),
    (["--axis", "diagonal"], "--axis needs horizontal or vertical, got \"diagonal\""),
    (["--count"], "--count needs a value"),
    (["--fast"], "unknown render option \"--fast\""),
  ])
  func badOptionsSayWhatIsWrong(arguments: [String], message: String) {
    #expect(throws: RenderOptionsError(message: message)) {
      try RenderOptions(arguments: arguments)
    }
  }

  @Test func theCommandLineDispatchesRender() throws {
    let parsed = try DemoCommandLine(
      arguments: ["render", "--style", "ring", "--count", "6"], isTerminal: true)
    #expect(parsed == .render(RenderOptions(style: .ring, count: 6)))
    #expect(try DemoCommandLine(arguments: ["render", "--help"], isTerminal: false) == .renderHelp)
    #expect(throws: RenderOptionsError.self) {
      try DemoCommandLine(arguments: ["render", "--count"], isTerminal: false)
    }
    #expect(
      try DemoCommandLine(arguments: ["--loop"], isTerminal: true)
        == .live(slideCount: 5, isLooping: true))
  }

  @Test func usageNamesEveryStyle() {
    for name in CarouselStyleName.allCases {
      #expect(RenderOptions.usage.contains(name.rawValue))
    }
  }
}
