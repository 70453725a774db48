import CarouselCore

/// Films the real engine for `carousel-demo animate`: the carousel of ``AnimationOptions``
/// advancing by autoplay on a ``ManualClock``, sampled at a fixed frame rate and drawn by
/// ``SVGRenderer`` frame by frame.
///
/// The film starts as the first move starts: the finger landing, with a swipe, or else the
/// first autoplay advance, one interval after the carousel appeared. It lasts until that move
/// would come again, once round the items: one interval per item, plus the swipe's own time
/// before its release. Each advance settles within its interval, the last one on the first item
/// again, so the film ends showing what it began with and loops without a seam.
///
/// A frame is sampled every `1 / framesPerSecond` seconds from the start and shows until the
/// next one, the last until the end. Times are whole milliseconds, rounded at each frame's
/// start, so they add up to the film's length exactly; a run of identical pictures (the
/// carousel at rest) is one frame showing for their time together.
///
/// ```swift
/// let frames = CarouselAnimation.frames(AnimationOptions(picture: RenderOptions(style: .peek)))
/// frames.reduce(0) { $0 + $1.milliseconds }  // 7500: five advances, 1.5 seconds apart
/// ```
package enum CarouselAnimation {
  /// The film's frames, in order (see the type's description).
  package static func frames(_ options: AnimationOptions) -> [AnimationFrame] {
    let options = options.normalized
    let length = lengthMilliseconds(options)
    var frames: [AnimationFrame] = []
    for (index, sample) in samples(options).enumerated() {
      var picture = options.picture
      picture.position = sample.position
      let svg = SVGRenderer.render(picture, touch: sample.touch)
      let milliseconds =
        startMilliseconds(ofFrame: index + 1, options: options, length: length)
        - startMilliseconds(ofFrame: index, options: options, length: length)
      if frames.last?.svg == svg {
        frames[frames.count - 1].milliseconds += milliseconds
      } else {
        frames.append(AnimationFrame(svg: svg, milliseconds: milliseconds))
      }
    }
    return frames
  }

  /// The list of `frames` that `carousel-demo animate` writes to `frames.txt`: one line
  /// `FILE MILLISECONDS` per frame, like `frame-0000.svg 50`.
  package static func manifest(_ frames: [AnimationFrame]) -> String {
    frames.indices.map { "\(AnimationFrame.fileName($0)) \(frames[$0].milliseconds)\n" }
      .joined()
  }

  /// The film's length in milliseconds for normalized `options`: an interval per item, plus the
  /// swipe's time from the landing to the release.
  static func lengthMilliseconds(_ options: AnimationOptions) -> Int {
    let swipe = options.swipes ? AnimationSwipe.release / .milliseconds(1) : 0
    return Int(swipe.rounded()) + options.picture.count * options.intervalMilliseconds
  }

  /// What the film shows at each frame's start, for normalized `options`: as many samples as
  /// frames of `1 / framesPerSecond` seconds start within its length.
  static func samples(_ options: AnimationOptions) -> [AnimationSample] {
    let fps = options.framesPerSecond
    let count = (lengthMilliseconds(options) * fps + 999) / 1000
    let start: Duration = options.swipes ? .zero : .milliseconds(options.intervalMilliseconds)
    var run = AnimationRun(options: options)
    return (0..<count).map { index in run.sample(at: start + .seconds(1) * index / fps) }
  }

  /// When frame `index` starts, in whole milliseconds from the film's start (its end, `length`,
  /// for the frame after the last).
  private static func startMilliseconds(ofFrame index: Int, options: AnimationOptions, length: Int)
    -> Int
  {
    let fps = options.framesPerSecond
    return min((index * 1000 + fps / 2) / fps, length)
  }
}
