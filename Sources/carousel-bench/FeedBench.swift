import CarouselCore
import CarouselViewModel

/// `carousel-bench --feed`: ten carousels in a vertical `ScrollView` (a non-lazy `VStack`), each
/// a `CarouselModel` set up as its view sets it up, scrolled 60 points a frame for 1,000 frames,
/// down the feed and back. Each frame gives every carousel the bounds its slides' reader gives
/// (`bounds(of: .scrollView)` in the slides' space), through the model's call; the baseline
/// gives each the same bounds as a full event, as every scroll frame was before
/// (`CarouselHost.shownBoundsChanged` then an event that runs the whole finish). It prints the
/// host events per frame of both, the time per frame of ours as a ratio to the baseline's
/// (measured in the same rounds), and checks that ours makes an event exactly where the
/// baseline decided something new (a carousel on or off screen, other items in view) and that
/// the app hears the same items in view from both.
enum FeedSettings {
  static let carousels = 10
  static let frames = 1_000
  /// Points scrolled a frame.
  static let step = 60.0
  /// The scroll view: a phone's screen.
  static let screenWidth = 390.0
  static let screenHeight = 844.0
  /// A carousel's slides, and the distance from one carousel's top to the next (a title and
  /// the page indicator between them).
  static let slidesHeight = 260.0
  static let rowHeight = 330.0
  static let rounds = 15
  static let configuration = CarouselConfiguration(
    style: PeekCarouselStyle(), autoplay: .off, viewportWidth: screenWidth,
    viewportHeight: slidesHeight)

  /// How far the feed is scrolled at `frame`: down to the end and back up, and again.
  static func offset(atFrame frame: Int) -> Double {
    let end = Double(carousels) * rowHeight - screenHeight
    let travelled = (Double(frame) * step).truncatingRemainder(dividingBy: 2 * end)
    return travelled <= end ? travelled : 2 * end - travelled
  }

  /// The scroll view's bounds in the slides' space of carousel `index` at `frame`.
  static func bounds(ofCarousel index: Int, atFrame frame: Int) -> CarouselRect {
    CarouselRect(
      x: 0, y: offset(atFrame: frame) - Double(index) * rowHeight, width: screenWidth,
      height: screenHeight)
  }
}

/// One feed of ten carousels, scrolled one way or the other.
@MainActor final class Feed {
  /// How a frame's bounds reach a carousel's model.
  enum Path {
    /// The slides' reader's call, `CarouselModel.shownBoundsChanged(_:)`.
    case ours
    /// Every bounds a full event.
    case everyBoundsAnEvent
  }

  private let path: Path
  let models: [CarouselModel<Int>]
  /// Each carousel's items in view, as the app heard them, in order.
  private let box: HeardBox
  private var frame = 0

  init(_ path: Path) {
    self.path = path
    let box = HeardBox(carousels: FeedSettings.carousels)
    models = (0..<FeedSettings.carousels).map { index in
      let model = CarouselModel<Int>(reportDiagnostics: { _ in })
      var actions = CarouselItemActions<Int, Int>()
      actions.visibleItemsChanges = [{ box.heard[index].append($0) }]
      let body = model.itemsBody(
        CarouselSource(data: Array(0..<8), id: \.self, selection: nil, actions: actions)
          .rendered(), renders: CarouselRenders(), settings: CarouselSettings(),
        environment: CarouselEnvironment(), scope: CarouselScope(),
        callbacks: CarouselCallbacks(), idType: Int.self)
      model.stageInputChanged(from: body.stage.input, to: body.stage.input)
      model.configurationChanged(FeedSettings.configuration)
      model.shownBoundsChanged(FeedSettings.bounds(ofCarousel: index, atFrame: 0))
      model.appeared(in: nil, isTarget: false)
      return model
    }
    self.box = box
  }

  /// What the app's callbacks write to.
  private final class HeardBox {
    var heard: [[[Int]]]
    init(carousels: Int) { heard = Array(repeating: [], count: carousels) }
  }

  /// The host events of all ten so far.
  var hostEvents: Int { models.reduce(0) { $0 + $1.hostEvents } }

  /// What each carousel decided last: on screen, and the items in view the app heard last.
  var decisions: [Decision] {
    models.indices.map {
      Decision(onScreen: models[$0].host.isOnScreen, inView: box.heard[$0].last)
    }
  }

  /// Each carousel's items in view, as the app heard them.
  var impressions: [[[Int]]] { box.heard }

  /// One frame of the scroll: every carousel's slides get their new bounds.
  func scroll() {
    frame += 1
    for (index, model) in models.enumerated() {
      let bounds = FeedSettings.bounds(ofCarousel: index, atFrame: frame)
      switch path {
      case .ours:
        model.shownBoundsChanged(bounds)
      case .everyBoundsAnEvent:
        model.send { host, now in
          host.shownBoundsChanged(bounds, at: now).union(host.motionEnded(at: now))
        }
      }
    }
  }

  /// What one carousel decided.
  struct Decision: Equatable {
    var onScreen: Bool
    var inView: [Int]?
  }
}

/// The figures of `--feed`.
struct FeedResult {
  var oursEvents = 0
  var baselineEvents = 0
  /// Frames where ours made other than one event per carousel whose decisions changed.
  var framesOffCrossings = 0
  var crossings = 0
  var sameImpressions = false
  var oursNanoseconds = 0.0
  var baselineNanoseconds = 0.0
  var ratio = 0.0
}

/// Runs `--feed`: the check pass, then the timed rounds; whether its targets were met.
@MainActor func runFeed() -> Bool {
  var result = FeedResult()
  let ours = Feed(.ours)
  let baseline = Feed(.everyBoundsAnEvent)
  for _ in 0..<FeedSettings.frames {
    let (oursBefore, baselineBefore) = (ours.hostEvents, baseline.hostEvents)
    let decided = baseline.decisions
    ours.scroll()
    baseline.scroll()
    let changed = zip(decided, baseline.decisions).filter { $0 != $1 }.count
    result.crossings += changed
    if ours.hostEvents - oursBefore != changed { result.framesOffCrossings += 1 }
    result.oursEvents += ours.hostEvents - oursBefore
    result.baselineEvents += baseline.hostEvents - baselineBefore
  }
  result.sameImpressions = ours.impressions == baseline.impressions
  let samples = timedRounds(
    [feedTimer(Feed(.ours)), feedTimer(Feed(.everyBoundsAnEvent))], rounds: FeedSettings.rounds)
  result.oursNanoseconds = median(samples[0])
  result.baselineNanoseconds = median(samples[1])
  result.ratio = medianRatio(samples[0], over: samples[1])
  return printFeed(result)
}

/// The nanoseconds per frame of 1,000 frames of `feed`'s scroll.
@MainActor private func feedTimer(_ feed: Feed) -> () -> Double {
  {
    nanoseconds { untimedFeedFrames(feed, frames: FeedSettings.frames) }
      / Double(FeedSettings.frames)
  }
}

/// `frames` frames of `feed`'s scroll. Never inlined, so that a profiler can collect one side
/// alone: `--feed-frames N` runs N frames of ours, then N of the baseline, each in one call.
@MainActor @inline(never) func untimedFeedFrames(_ feed: Feed, frames: Int) {
  for _ in 0..<frames { feed.scroll() }
}

/// `carousel-bench --feed-frames N`, for callgrind: N frames of each side, untimed, and each
/// side's host events.
@MainActor func runFeedFrames(frames: Int, only: String? = nil) {
  let paths = [
    ("ours", "ours", Feed.Path.ours), ("baseline", "every bounds an event", .everyBoundsAnEvent),
  ]
  for (key, name, path) in paths where only == nil || only == key {
    let feed = Feed(path)
    let before = feed.hostEvents
    untimedFeedFrames(feed, frames: frames)
    print("\(name): \(grouped(frames)) frames, \(grouped(feed.hostEvents - before)) host events")
  }
}

/// Prints the figures and the verdicts; whether the targets were met.
private func printFeed(_ result: FeedResult) -> Bool {
  let frames = Double(FeedSettings.frames)
  print(
    "FEED: \(FeedSettings.carousels) carousels (peek, 390 x 260, 8 items, at rest) in a vertical"
      + " scroll view 844 points tall, \(grouped(FeedSettings.frames)) frames of a"
      + " \(fixed(FeedSettings.step, 0))-point scroll down the feed and back; the baseline gives"
      + " every bounds as a full event, as before. Times: medians of \(FeedSettings.rounds)"
      + " rounds of \(grouped(FeedSettings.frames)) frames, the ratio the median of the per-round"
      + " ratios.")
  print("")
  print("                         host events per frame   time per frame")
  print(
    "ours                     " + padded(fixed(Double(result.oursEvents) / frames, 3), 21)
      + padded(duration(result.oursNanoseconds), 17))
  print(
    "every bounds an event    " + padded(fixed(Double(result.baselineEvents) / frames, 3), 21)
      + padded(duration(result.baselineNanoseconds), 17))
  print("ours / every bounds an event: \(fixed(result.ratio, 3)) (time per frame)")
  print("")
  let onlyAtCrossings = result.framesOffCrossings == 0
  print(
    (onlyAtCrossings ? "PASS" : "FAIL")
      + "  events per frame only at crossings: \(grouped(result.oursEvents)) events for"
      + " \(grouped(result.crossings)) crossings (a carousel on or off screen, other items in"
      + " view); \(grouped(result.framesOffCrossings)) frames otherwise")
  print(
    (result.sameImpressions ? "PASS" : "FAIL")
      + "  the app heard the same items in view, carousel by carousel, as with every bounds an"
      + " event")
  let faster = result.ratio < 1
  print(
    (faster ? "PASS" : "FAIL") + "  a scroll frame costs less than with every bounds an event"
      + " (\(fixed(result.ratio, 3)))")
  return onlyAtCrossings && result.sameImpressions && faster
}
