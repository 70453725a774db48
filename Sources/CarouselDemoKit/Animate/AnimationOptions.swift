import CarouselCore

/// What `carousel-demo animate` films: the real engine on a manual clock, advancing by autoplay
/// through every item (after a finger swipes to the second one, with ``swipes``), sampled at a
/// fixed frame rate and drawn the way `carousel-demo render` draws one position.
///
/// ```swift
/// let options = try AnimationOptions(arguments: ["--style", "peek", "--loop", "--swipe"])
/// let frames = CarouselAnimation.frames(options)
/// ```
package struct AnimationOptions: Hashable, Sendable {
  /// The picture each frame draws: the style, the item count, the axis, the reading direction,
  /// looping and the viewport. Its position and frame count are not used: the engine moves the
  /// carousel, and each frame is one picture.
  package var picture: RenderOptions
  /// How many frames a second of the film has.
  package var framesPerSecond: Int
  /// The autoplay interval, in seconds.
  package var interval: Double
  /// Whether the film starts with a finger swiping to the next item before autoplay takes over.
  package var swipes: Bool

  /// The fewest and the most items: two to move at all, and at most the demo's eight colors.
  package static let countRange = 2...8
  /// The accepted frame rates.
  package static let framesPerSecondRange = 1...60
  /// The accepted autoplay intervals, in seconds: from one second, so that each advance settles
  /// before the next begins (a page takes the default spring about 0.75 seconds).
  package static let intervalRange = 1.0...10.0

  /// Creates options: by default 20 frames a second, an advance every 1.5 seconds, no swipe.
  package init(
    picture: RenderOptions = RenderOptions(), framesPerSecond: Int = 20, interval: Double = 1.5,
    swipes: Bool = false
  ) {
    self.picture = picture
    self.framesPerSecond = framesPerSecond
    self.interval = interval
    self.swipes = swipes
  }

  /// The usage text of the `animate` subcommand.
  package static let usage = """
    usage: carousel-demo animate --output DIR [--swipe] [--fps N] [--interval S]
                                 [--style NAME] [--count N] [--axis horizontal|vertical]
                                 [--rtl] [--loop | --no-loop] [--width W] [--height H]

    Films the real engine on a manual clock: autoplay advances through every item and back to
    the first, sampled N times a second, each frame drawn as `carousel-demo render` draws a
    position. The film loops seamlessly: it starts as the first move starts and ends when that
    move would come again. It writes DIR/frame-0000.svg, frame-0001.svg, ... (a run of identical
    frames once) and DIR/frames.txt, one line "FILE MILLISECONDS" per frame, in order.
      --output DIR  the directory for the frames (created if missing)
      --swipe       a finger first swipes to the next item, then autoplay takes over
      --fps N       frames per second, 1...60 (default 20)
      --interval S  seconds between autoplay advances, 1...10 (default 1.5)
      --count N     items, 2...8 (default 5)
    The other options are those of `carousel-demo render` (see carousel-demo render --help).
    """

  /// Parses the arguments after `animate` and its `--output DIR`; the options' defaults apply
  /// to those not given, and the others go to ``RenderOptions/init(arguments:)``.
  package init(arguments: [String]) throws {
    self.init()
    var pictureArguments: [String] = []
    var rest = arguments[...]
    while let option = rest.popFirst() {
      switch option {
      case "--swipe": swipes = true
      case "--fps":
        guard let value = rest.popFirst() else { throw Self.missingValue(option) }
        guard let number = Int(value), Self.framesPerSecondRange.contains(number) else {
          throw Self.invalid(option, value, expected: Self.framesPerSecondRange)
        }
        framesPerSecond = number
      case "--interval":
        guard let value = rest.popFirst() else { throw Self.missingValue(option) }
        // `Double("nan")` parses, and the range check turns it away like any other bad number.
        guard let number = Double(value), Self.intervalRange.contains(number) else {
          let range = Self.intervalRange
          throw RenderOptionsError(
            message: "\(option) needs a number from \(svgNumber(range.lowerBound)) to "
              + "\(svgNumber(range.upperBound)), got \"\(value)\"")
        }
        interval = number
      case "--position", "--frames":
        throw RenderOptionsError(
          message: "animate takes no \(option): the engine moves the carousel, frame by frame")
      default: pictureArguments.append(option)
      }
    }
    picture = try RenderOptions(arguments: pictureArguments)
    guard Self.countRange.contains(picture.count) else {
      throw Self.invalid("--count", String(picture.count), expected: Self.countRange)
    }
  }

  /// The options with every value in its range, as the film uses them: the item count, the
  /// frame rate and the interval clamped into theirs (a NaN interval is the default), and the
  /// picture at position 0 in a single frame.
  var normalized: AnimationOptions {
    var options = self
    options.picture.count = Self.clamped(picture.count, to: Self.countRange)
    options.picture.position = 0
    options.picture.frames = 1
    options.framesPerSecond = Self.clamped(framesPerSecond, to: Self.framesPerSecondRange)
    options.interval =
      interval.isNaN
      ? AnimationOptions().interval
      : min(max(interval, Self.intervalRange.lowerBound), Self.intervalRange.upperBound)
    return options
  }

  /// The autoplay interval in whole milliseconds, the film's unit of time.
  var intervalMilliseconds: Int { Int((interval * 1000).rounded()) }

  private static func clamped(_ value: Int, to range: ClosedRange<Int>) -> Int {
    min(max(value, range.lowerBound), range.upperBound)
  }

  private static func missingValue(_ option: String) -> RenderOptionsError {
    RenderOptionsError(message: "\(option) needs a value")
  }

  private static func invalid(_ option: String, _ value: String, expected: ClosedRange<Int>)
    -> RenderOptionsError
  {
    RenderOptionsError(
      message: "\(option) needs a whole number from \(expected.lowerBound) to "
        + "\(expected.upperBound), got \"\(value)\"")
  }
}
