import CarouselCore
import CarouselDemoKit
import Testing

@Suite struct AnimationOptionsTests {
  @Test func defaults() throws {
    let options = try AnimationOptions(arguments: [])
    #expect(options == AnimationOptions())
    #expect(options.picture == RenderOptions())
    #expect(options.framesPerSecond == 20)
    #expect(options.interval == 1.5)
    #expect(!options.swipes)
  }

  @Test func everyOption() throws {
    let options = try AnimationOptions(arguments: [
      "--swipe", "--fps", "25", "--interval", "2.5", "--style", "ring", "--count", "6",
      "--axis", "vertical", "--rtl", "--no-loop", "--width", "300", "--height", "500",
    ])
    let picture = RenderOptions(
      style: .ring, count: 6, axis: .vertical, layoutDirection: .rightToLeft, isLooping: false,
      width: 300, height: 500)
    #expect(
      options
        == AnimationOptions(picture: picture, framesPerSecond: 25, interval: 2.5, swipes: true))
  }

  @Test(arguments: [
    (["--fps", "0"], "--fps needs a whole number from 1 to 60, got \"0\""),
    (["--fps", "x"], "--fps needs a whole number from 1 to 60, got \"x\""),
    (["--fps"], "--fps needs a value"),
    (["--interval", "0.5"], "--interval needs a number from 1 to 10, got \"0.5\""),
    (["--interval", "nan"], "--interval needs a number from 1 to 10, got \"nan\""),
    (["--interval"], "--interval needs a value"),
    (["--count", "1"], "--count needs a whole number from 2 to 8, got \"1\""),
    (["--count", "9"], "--count needs a whole number from 2 to 8, got \"9\""),
    (
      ["--position", "2"],
      "animate takes no --position: the engine moves the carousel, frame by frame"
    ),
    (
      ["--frames", "3"], "animate takes no --frames: the engine moves the carousel, frame by frame"
    ),
    (["--style", "wheel"], "--style needs one of the style names, got \"wheel\""),
  ])
  func badOptionsSayWhatIsWrong(arguments: [String], message: String) {
    #expect(throws: RenderOptionsError(message: message)) {
      try AnimationOptions(arguments: arguments)
    }
  }

  @Test func theCommandLineDispatchesAnimate() throws {
    let parsed = try DemoCommandLine(
      arguments: ["animate", "--style", "peek", "--output", "frames/peek", "--swipe"],
      isTerminal: true)
    let options = AnimationOptions(picture: RenderOptions(style: .peek), swipes: true)
    #expect(parsed == .animate(options, output: "frames/peek"))
    #expect(try DemoCommandLine(arguments: ["animate", "-h"], isTerminal: false) == .animateHelp)
    #expect(throws: RenderOptionsError(message: "animate needs --output DIR")) {
      try DemoCommandLine(arguments: ["animate", "--style", "peek"], isTerminal: false)
    }
    #expect(throws: RenderOptionsError(message: "--output needs a value")) {
      try DemoCommandLine(arguments: ["animate", "--output"], isTerminal: false)
    }
  }

  @Test func usageNamesEveryOption() {
    for option in ["--output", "--swipe", "--fps", "--interval", "--count"] {
      #expect(AnimationOptions.usage.contains(option))
    }
    #expect(DemoCommandLine.usage.contains("carousel-demo animate"))
  }
}
