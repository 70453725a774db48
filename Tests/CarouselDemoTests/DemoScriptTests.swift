import CarouselCore
import Testing

@testable import CarouselDemoKit

@Suite struct DemoScriptTests {
  @Test func exampleFlowTimelineIsDeterministic() throws {
    let script = try DemoScript(
      parsing: "wait 4; drag; wait 5; drag 2; release; wait 3; wait 3")
    #expect(
      script.run() == [
        "  0.000 s  show                slide 1/5 Mountains · next advance at 3.000 s",
        "  3.000 s  autoplay            slide 2/5 Beach · next advance at 6.000 s",
        "  4.000 s  drag 0.200          slide 2/5 Beach · autoplay waits: touching",
        "  9.000 s  drag 2.000          slide 2/5 Beach · autoplay waits: touching",
        "  9.000 s  release             slide 4/5 Forest · next advance at 12.000 s",
        " 12.000 s  autoplay            slide 5/5 Night Sky · next advance at 15.000 s",
        " 15.000 s  autoplay            slide 1/5 Mountains · next advance at 18.000 s",
      ])
  }

  @Test func waitsAddUpExactly() throws {
    let timeline = try DemoScript(parsing: "wait 2.9; wait 0.1").run()
    #expect(
      timeline.last == "  3.000 s  autoplay            slide 2/5 Beach · next advance at 6.000 s")
  }

  @Test func invalidIntervalShowsItsDiagnostic() throws {
    let timeline = try DemoScript(parsing: "interval 0").run(slideCount: 3)
    #expect(
      timeline.suffix(2) == [
        "  0.000 s  interval 0.000      slide 1/3 Mountains · autoplay off",
        "          ⚠ Carousel autoplay interval 0.0 s is not a positive finite number; autoplay is off.",
      ])
  }

  @Test func loopingKeepsGoingForwardPastTheLastSlide() throws {
    let timeline = try DemoScript(parsing: "tap 3; wait 3").run(slideCount: 3, isLooping: true)
    #expect(timeline.last?.contains("slide 1/3 Mountains") == true)
  }

  @Test func zeroSlidesNeverSchedule() throws {
    let timeline = try DemoScript(parsing: "wait 10; swipe left; tap 1; wait 10").run(slideCount: 0)
    #expect(timeline.allSatisfy { $0.contains("no slides · autoplay waits: tooFewItems") })
  }

  @Test func standardScriptParsesAndCoversEveryRule() throws {
    let timeline = try DemoScript(parsing: DemoScript.standard).run()
    for expected in [
      "pausedByUser", "reduceMotion", "voiceOver", "sceneNotActive", "offScreen", "tooFewItems",
      "⚠",
    ] {
      #expect(timeline.contains { $0.contains(expected) }, "\(expected)")
    }
  }

  @Test(arguments: [
    "swipe up", "wait soon", "tap", "loop maybe", "dance", "wait nan", "wait inf", "wait 1e300",
    "wait -1", "tap -9223372036854775808", "tap 0", "items 99999999", "drag 1e300",
  ])
  func unknownStepsAreNamed(step: String) {
    #expect(throws: DemoScriptError(step: step)) { try DemoScript(parsing: "wait 1; \(step)") }
  }

  @Test func absurdIntervalsPrintWithoutTrapping() throws {
    let timeline = try DemoScript(parsing: "interval 1e300; interval inf").run(slideCount: 2)
    #expect(timeline.contains { $0.contains("interval 1e+300") })
    #expect(timeline.contains { $0.contains("interval inf") })
  }

  @Test func separatorsAndSpacesAreForgiving() throws {
    let script = try DemoScript(parsing: "  wait   1 ;\n\nswipe left;;")
    #expect(script.commands == [.wait(seconds: 1), .swipe(forward: true)])
  }
}

@Suite struct DemoCommandLineTests {
  @Test func withoutATerminalTheStandardScriptRuns() throws {
    let line = try DemoCommandLine(arguments: [], isTerminal: false)
    guard case .script(let script, slideCount: 5, isLooping: false) = line else {
      Issue.record("expected the standard script, got \(line)")
      return
    }
    // The standard script sets a NaN interval, which never equals itself: compare timelines.
    #expect(script.run() == (try DemoScript(parsing: DemoScript.standard)).run())
  }

  @Test func inATerminalTheLiveDemoRuns() throws {
    #expect(
      try DemoCommandLine(arguments: ["--count", "7", "--loop"], isTerminal: true)
        == .live(slideCount: 7, isLooping: true))
  }

  @Test func aScriptRunsEvenInATerminal() throws {
    #expect(
      try DemoCommandLine(arguments: ["--script", "wait 1"], isTerminal: true)
        == .script(try DemoScript(parsing: "wait 1"), slideCount: 5, isLooping: false))
  }

  @Test(arguments: [
    ["--count"], ["--count", "many"], ["--count", "-1"], ["--count", "5000000000"], ["--script"],
    ["--bogus"],
  ])
  func badArgumentsThrow(arguments: [String]) {
    #expect(throws: DemoScriptError.self) {
      try DemoCommandLine(arguments: arguments, isTerminal: false)
    }
  }
}

@Suite struct TerminalDemoTests {
  @Test func keysMapToCommands() {
    let session = DemoSession<ManualClock>(at: .origin)
    let keys: [([UInt8], DemoCommand)] = [
      ([0x1B, 0x5B, 0x43], .swipe(forward: true)), ([0x1B, 0x5B, 0x44], .swipe(forward: false)),
      ([0x33], .tap(number: 3)), ([0x20], .togglePlayback), ([0x64], .drag(pages: 0.2)),
      ([0x6D], .reduceMotion(true)), ([0x76], .voiceOver(true)), ([0x6C], .looping(true)),
    ]
    for (bytes, command) in keys {
      let key = TerminalDemo.key(from: bytes)
      #expect(key.flatMap { TerminalDemo.command(for: $0, session: session) } == command)
    }
    #expect(TerminalDemo.key(from: [0x71]) == .quit)
    #expect(TerminalDemo.key(from: [0x30]) == nil)
  }

  @Test func frameShowsTheSlideTheDotsAndTheCountdown() {
    var session = DemoSession<ManualClock>(slideCount: 3, at: .origin)
    _ = session.perform(.show, at: .origin)
    let frame = TerminalFrame(session: session, at: ManualClock.Instant(offset: .seconds(1)))
    let text = frame.lines.joined(separator: "\n")
    #expect(frame.lines.count == TerminalFrame<ManualClock>.height + 4)
    #expect(text.contains("Mountains"))
    #expect(text.contains("● ○ ○   1 / 3"))
    #expect(text.contains("next in 2.000 s"))
  }

  @Test func midMoveFrameShowsBothSlidesWhereTheLayoutPutsThem() {
    var session = DemoSession<ManualClock>(slideCount: 3, at: .origin)
    _ = session.perform(.show, at: .origin)
    _ = session.perform(.reduceMotion(true), at: .origin)
    _ = session.perform(.drag(pages: 0.5), at: .origin)
    let frame = TerminalFrame(session: session, at: .origin)
    let middle = frame.lines[TerminalFrame<ManualClock>.height / 2]
    // About half a page along: the end of Mountains, the gap, then the start of Beach.
    #expect(middle.contains("48;2;52;120;246m"))
    #expect(middle.contains("48;2;255;149;0m"))
    #expect(middle.contains("ntains     "))
    #expect(middle.hasSuffix("B\u{1B}[0m"))
  }
}
