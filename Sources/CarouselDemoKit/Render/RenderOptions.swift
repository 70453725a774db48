import CarouselCore

/// What `carousel-demo render` draws: a style at a position, with its item count, axis, reading
/// direction, looping and viewport, as one frame or a filmstrip of frames.
///
/// ```swift
/// let options = try RenderOptions(arguments: [
///   "--style", "ring", "--count", "6", "--position", "2.5", "--axis", "vertical",
/// ])
/// let svg = SVGRenderer.render(options)
/// ```
package struct RenderOptions: Hashable, Sendable {
  /// The layout style.
  package var style: CarouselStyleName
  /// The number of items.
  package var count: Int
  /// The continuous position of the first frame, in pages.
  package var position: Double
  /// The paging axis.
  package var axis: CarouselAxis
  /// The reading direction.
  package var layoutDirection: CarouselLayoutDirection
  /// Whether the pages repeat the items forever.
  package var isLooping: Bool
  /// The viewport's width; `nil` picks the default (see ``SVGRenderer``).
  package var width: Double?
  /// The viewport's height; `nil` picks the default (see ``SVGRenderer``).
  package var height: Double?
  /// How many frames: `1` draws the position, more draw a filmstrip from ``position`` to
  /// `position + 1` in equal steps, both ends included.
  package var frames: Int

  /// The largest accepted item count.
  package static let maximumCount = 1_000_000_000
  /// The largest accepted viewport length, in points.
  package static let maximumLength = 4_000.0
  /// The largest accepted frame count.
  package static let maximumFrames = 60
  /// The largest accepted position magnitude, in pages (beyond, `Double` loses the fraction).
  package static let maximumPosition = 1e12

  /// Creates options; looping defaults to on for the ring (its small-ring paths need it) and off
  /// for the other styles.
  package init(
    style: CarouselStyleName = .paged, count: Int = 5, position: Double = 0,
    axis: CarouselAxis = .horizontal, layoutDirection: CarouselLayoutDirection = .leftToRight,
    isLooping: Bool? = nil, width: Double? = nil, height: Double? = nil, frames: Int = 1
  ) {
    self.style = style
    self.count = count
    self.position = position
    self.axis = axis
    self.layoutDirection = layoutDirection
    self.isLooping = isLooping ?? (style == .ring)
    self.width = width
    self.height = height
    self.frames = frames
  }

  /// The usage text of the `render` subcommand.
  package static let usage = """
    usage: carousel-demo render [--style NAME] [--count N] [--position P]
                                [--axis horizontal|vertical] [--rtl] [--loop | --no-loop]
                                [--width W] [--height H] [--frames N]

    Writes an SVG picture of what the layout places at position P to standard output: the
    cards (scaled, faded, drawn back to front) inside a framed viewport, the page dots under it.
      --style      \(CarouselStyleName.allCases.map(\.rawValue).joined(separator: ", "))
                   (default paged)
      --count      items, 0...1000000000 (default 5)
      --position   pages, a number like 2.5 (default 0)
      --axis       the paging axis (default horizontal)
      --rtl        right-to-left reading direction
      --loop       loop (default for ring); --no-loop: finite (default for the others)
      --width W    viewport, 1...4000 points (default 390 x 260 horizontal, 260 x 390
      --height H   vertical; a ring's paging length defaults to its stage, which fits it)
      --frames N   1...60; N > 1 draws a filmstrip of N positions from P to P + 1 (default 1)
    3D turns are drawn approximately: a turn about y scales x by cos(angle) and skews y.
    """

  /// Parses the arguments after `render`; the options' defaults apply to those not given.
  package init(arguments: [String]) throws {
    self.init()
    var looping: Bool?
    var rest = arguments[...]
    while let option = rest.popFirst() {
      switch option {
      case "--rtl": layoutDirection = .rightToLeft
      case "--loop": looping = true
      case "--no-loop": looping = false
      case "--style":
        let value = try Self.value(of: option, from: &rest)
        guard let name = CarouselStyleName(rawValue: value) else {
          throw Self.invalid(option, value, expected: "one of the style names")
        }
        style = name
      case "--count":
        count = try Self.whole(option, from: &rest, in: 0...Self.maximumCount)
      case "--frames":
        frames = try Self.whole(option, from: &rest, in: 1...Self.maximumFrames)
      case "--position":
        position = try Self.number(
          option, from: &rest, in: -Self.maximumPosition...Self.maximumPosition)
      case "--width": width = try Self.number(option, from: &rest, in: 1...Self.maximumLength)
      case "--height": height = try Self.number(option, from: &rest, in: 1...Self.maximumLength)
      case "--axis":
        let value = try Self.value(of: option, from: &rest)
        switch value {
        case "horizontal": axis = .horizontal
        case "vertical": axis = .vertical
        default: throw Self.invalid(option, value, expected: "horizontal or vertical")
        }
      default:
        throw RenderOptionsError(message: "unknown render option \"\(option)\"")
      }
    }
    isLooping = looping ?? (style == .ring)
  }

  private static func value(of option: String, from rest: inout ArraySlice<String>)
    throws -> String
  {
    guard let value = rest.popFirst() else {
      throw RenderOptionsError(message: "\(option) needs a value")
    }
    return value
  }

  private static func whole(
    _ option: String, from rest: inout ArraySlice<String>, in range: ClosedRange<Int>
  ) throws -> Int {
    let value = try value(of: option, from: &rest)
    guard let number = Int(value), range.contains(number) else {
      throw invalid(
        option, value, expected: "a whole number from \(range.lowerBound) to \(range.upperBound)")
    }
    return number
  }

  private static func number(
    _ option: String, from rest: inout ArraySlice<String>, in range: ClosedRange<Double>
  ) throws -> Double {
    let value = try value(of: option, from: &rest)
    // `Double("nan")` parses, and the range check turns it away like any other bad number.
    guard let number = Double(value), range.contains(number) else {
      let bounds = "\(svgNumber(range.lowerBound)) to \(svgNumber(range.upperBound))"
      throw invalid(option, value, expected: "a number from \(bounds)")
    }
    return number
  }

  private static func invalid(_ option: String, _ value: String, expected: String)
    -> RenderOptionsError
  {
    RenderOptionsError(message: "\(option) needs \(expected), got \"\(value)\"")
  }
}
