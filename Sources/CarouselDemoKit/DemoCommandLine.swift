/// What `carousel-demo` was asked to do, parsed from its arguments.
package enum DemoCommandLine: Hashable, Sendable {
  /// The live terminal demo.
  case live(slideCount: Int, isLooping: Bool)
  /// A script on a manual clock, printed as a timeline.
  case script(DemoScript, slideCount: Int, isLooping: Bool)
  /// The usage text.
  case help
  /// An SVG picture of the layout (`carousel-demo render ...`).
  case render(RenderOptions)
  /// The usage text of `render`.
  case renderHelp
  /// A film of the engine as SVG frames written to the directory `output`
  /// (`carousel-demo animate ...`).
  case animate(AnimationOptions, output: String)
  /// The usage text of `animate`.
  case animateHelp

  /// The usage text.
  package static let usage = """
    usage: carousel-demo [--script "wait 3; swipe left; ..."] [--count N] [--loop]
           carousel-demo render [options]   (an SVG picture; see carousel-demo render --help)
           carousel-demo animate [options]  (SVG frames of a film; carousel-demo animate --help)

    In a terminal it shows a live carousel driven by the engine and the real clock.
    Without a terminal, or with --script, it prints a deterministic timeline of what the
    engine did on a manual clock (the standard script when none is given).
    Script steps: wait S, swipe left|right, drag [PAGES], release, tap N, play, pause,
    toggle, reduce-motion on|off, voiceover on|off, loop on|off, background, inactive,
    active, hide, show, items N, interval S.
    """

  /// Parses the arguments after the command's name. `isTerminal` says whether the live demo can
  /// run; without it the standard script runs. Throws a ``DemoScriptError`` for the demo's own
  /// options and a ``RenderOptionsError`` for those of `render` and `animate`.
  package init(arguments: [String], isTerminal: Bool) throws {
    if arguments.first == "animate" {
      self = try Self.animate(Array(arguments.dropFirst()))
      return
    }
    if arguments.first == "render" {
      let options = Array(arguments.dropFirst())
      self =
        options.contains("--help") || options.contains("-h")
        ? .renderHelp
        : .render(
          try RenderOptions(arguments: options))
      return
    }
    var slideCount = 5
    var isLooping = false
    var scriptText: String?
    var rest = arguments[...]
    while let argument = rest.popFirst() {
      switch argument {
      case "--loop": isLooping = true
      case "--count":
        guard let value = rest.popFirst(), let count = Int(value),
          (0...DemoCommand.mostSlides).contains(count)
        else {
          throw DemoScriptError(step: "--count needs a whole number from 0 to 1000")
        }
        slideCount = count
      case "--script":
        guard let value = rest.popFirst() else {
          throw DemoScriptError(step: "--script needs steps")
        }
        scriptText = value
      case "-h", "--help":
        self = .help
        return
      default: throw DemoScriptError(step: argument)
      }
    }
    if scriptText == nil, isTerminal {
      self = .live(slideCount: slideCount, isLooping: isLooping)
    } else {
      let script = try DemoScript(parsing: scriptText ?? DemoScript.standard)
      self = .script(script, slideCount: slideCount, isLooping: isLooping)
    }
  }

  /// The `animate` subcommand: its help, or its options and the `--output` directory.
  private static func animate(_ arguments: [String]) throws -> DemoCommandLine {
    if arguments.contains("--help") || arguments.contains("-h") { return .animateHelp }
    guard let flag = arguments.firstIndex(of: "--output") else {
      throw RenderOptionsError(message: "animate needs --output DIR")
    }
    guard flag + 1 < arguments.endIndex else {
      throw RenderOptionsError(message: "--output needs a value")
    }
    var options = arguments
    let output = options[flag + 1]
    options.removeSubrange(flag...flag + 1)
    return .animate(try AnimationOptions(arguments: options), output: output)
  }
}
