/// The finger of `carousel-demo animate --swipe`: it lands, rests a moment, then drags the
/// carousel toward the next item at a steady speed and lifts, as a quick deliberate swipe does.
/// Only the finger is scripted: the carousel follows it, and settles after it, as the engine
/// says.
enum AnimationSwipe {
  /// How long the finger rests after it lands, so that it is seen landing.
  static let hold = Duration.milliseconds(200)
  /// How long the finger moves.
  static let travel = Duration.milliseconds(300)
  /// How far the finger moves, in pages.
  static let distance = 0.4
  /// How often the finger is reported while it is down: 120 times a second, as a phone's touch
  /// screen does, so that the drag is recognized a few points past the axis-lock slop.
  static let reportInterval = Duration.seconds(1) / 120
  /// How far ahead of the release a gesture predicts the end, in seconds of the release speed
  /// (as the demo's scripted swipes do).
  static let prediction = 0.2

  /// When the finger lifts, after it landed.
  static var release: Duration { hold + travel }
  /// How fast the finger moves, in pages per second.
  static var speed: Double { distance / (travel / .seconds(1)) }

  /// How far the finger has moved `elapsed` after it landed, in pages, from 0 to ``distance``.
  static func pages(after elapsed: Duration) -> Double {
    let moved = (elapsed - hold) / travel
    return min(max(moved, 0), 1) * distance
  }
}
