import CarouselCore

/// The demo's carousel: the real engine over sample slides, driven by ``DemoCommand``s, and a
/// timeline line for each thing that happened. The terminal and the script modes share it.
package struct DemoSession<C: Clock>: Sendable where C.Duration == Duration {
  /// The engine being demonstrated.
  package private(set) var engine: CarouselEngine<Int, C>
  /// The slides, in order.
  package private(set) var slides: [DemoSlide]
  /// Whether Reduce Motion is on, as the engine was told.
  package var reduceMotion: Bool { engine.autoplaySuspensions.contains(.reduceMotion) }
  /// Whether VoiceOver is on, as the engine was told.
  package var voiceOver: Bool { engine.autoplaySuspensions.contains(.voiceOver) }
  /// How far a held finger has dragged, in pages, or `nil` when no finger is down.
  package private(set) var heldDrag: Double?
  private let origin: C.Instant

  /// Starts a session with `slideCount` slides at `now`; it is on screen after ``DemoCommand/show``.
  package init(
    slideCount: Int = 5, isLooping: Bool = false, interval: AutoplayInterval = .default,
    at now: C.Instant
  ) {
    slides = DemoSlide.samples(count: slideCount)
    engine = CarouselEngine(
      items: slides.map(\.id),
      configuration: Self.configuration(isLooping: isLooping, interval: interval), at: now)
    origin = now
  }

  /// Points per terminal column: a page is 300 points, as wide as on a phone, so simulated
  /// fingers move like real ones (the axis lock's 10-point slop is a small part of a page).
  static var pointsPerColumn: Double { 5 }

  /// The terminal's carousel: paged slides a strip wide.
  static func configuration(isLooping: Bool, interval: AutoplayInterval) -> CarouselConfiguration {
    let frame = TerminalFrame<C>.self
    return CarouselConfiguration(
      style: .paged, isLooping: isLooping, autoplay: interval,
      viewportWidth: Double(frame.width) * pointsPerColumn,
      viewportHeight: Double(frame.height) * pointsPerColumn,
      spacing: Double(frame.gap) * pointsPerColumn,
      itemMainLength: Double(frame.width - frame.gap) * pointsPerColumn)
  }

  /// Performs `command` and returns the timeline lines saying what happened: the command and
  /// its outcome, then any diagnostic the engine reported.
  package mutating func perform(_ command: DemoCommand, at now: C.Instant) -> [String] {
    let what: String
    switch command {
    case .wait(let seconds):
      what = "wait \(format(seconds))"
    case .swipe(let forward):
      let sign: Double = forward ? 1 : -1
      drag(toPages: 0.15 * sign, at: now)
      lift(velocityPages: 3 * sign, at: now)
      what = forward ? "swipe left" : "swipe right"
    case .drag(let pages):
      drag(toPages: pages, at: now)
      what = "drag \(format(pages))"
    case .release:
      lift(velocityPages: 0, at: now)
      what = "release"
    case .tap(let number):
      engine.select(index: number - 1, at: now)
      what = "tap dot \(number)"
    case .play:
      engine.play(at: now)
      what = "play"
    case .pause:
      engine.pause(at: now)
      what = "pause"
    case .togglePlayback:
      engine.togglePlayback(at: now)
      what = engine.isPlaying ? "play" : "pause"
    case .reduceMotion(let isOn):
      engine.reduceMotionChanged(isOn, at: now)
      what = "reduce motion \(isOn ? "on" : "off")"
    case .voiceOver(let isOn):
      engine.voiceOverChanged(isOn, at: now)
      what = "voiceover \(isOn ? "on" : "off")"
    case .looping(let isOn):
      reconfigure(at: now) { $0.layout.isLooping = isOn }
      what = "loop \(isOn ? "on" : "off")"
    case .scene(let phase):
      engine.sceneChanged(to: phase, at: now)
      what = "scene \(phase)"
    case .hide:
      engine.disappeared(at: now)
      what = "hide"
    case .show:
      engine.appeared(at: now)
      what = "show"
    case .items(let count):
      slides = DemoSlide.samples(count: count)
      engine.itemsChanged(slides.map(\.id), at: now)
      what = "items \(count)"
    case .interval(let seconds):
      reconfigure(at: now) { $0.autoplay = .seconds(seconds) }
      what = "interval \(format(seconds))"
    }
    return [line(what, at: now)] + engine.takeDiagnostics().map { "          ⚠ " + $0.message }
  }

  /// Wakes the engine if its deadline has come; returns the timeline line of the advance, or
  /// `nil` when nothing was due (or the tick did not advance).
  package mutating func tickIfDue(at now: C.Instant) -> String? {
    guard let deadline = engine.nextDeadline, deadline <= now else { return nil }
    engine.tick(at: now)
    guard engine.nextDeadline != deadline else { return nil }
    return line("autoplay", at: now)
  }

  /// Seconds since the session started.
  package func elapsed(at now: C.Instant) -> Double { seconds(origin.duration(to: now)) }

  /// Like `slide 2/5 Beach`, or `no slides`.
  package var slideSummary: String {
    guard let index = engine.selectedIndex else { return "no slides" }
    return "slide \(index + 1)/\(slides.count) \(slides[index].title)"
  }

  /// When autoplay advances next, or why it does not.
  package func autoplaySummary(at now: C.Instant) -> String {
    guard engine.hasAutoplay else { return "autoplay off" }
    if let deadline = engine.nextDeadline {
      return "next advance at \(format(elapsed(at: deadline))) s"
    }
    let reasons = engine.autoplaySuspensions.map { "\($0)" }.sorted()
    return reasons.isEmpty ? "autoplay idle" : "autoplay waits: " + reasons.joined(separator: ", ")
  }

  private mutating func reconfigure(
    at now: C.Instant, _ change: (inout CarouselConfiguration) -> Void
  ) {
    var configuration = engine.configuration
    change(&configuration)
    engine.configure(configuration, at: now)
  }

  private mutating func drag(toPages pages: Double, at now: C.Instant) {
    let pageLength = engine.pageLength
    if heldDrag == nil {
      // A real finger lands, then is recognized a few points later, before it has gone far.
      engine.dragChanged(.touchDown, at: now)
      engine.dragChanged(CarouselDrag(translationX: pages < 0 ? 12 : -12, translationY: 0), at: now)
    }
    heldDrag = pages
    engine.dragChanged(CarouselDrag(translationX: -pages * pageLength, translationY: 0), at: now)
  }

  private mutating func lift(velocityPages: Double, at now: C.Instant) {
    let pageLength = engine.pageLength
    let pages = heldDrag ?? 0
    heldDrag = nil
    engine.dragEnded(
      CarouselDrag(
        translationX: -pages * pageLength, translationY: 0, velocityX: -velocityPages * pageLength,
        velocityY: 0, predictedEndTranslationX: -(pages + velocityPages * 0.2) * pageLength,
        predictedEndTranslationY: 0),
      at: now)
  }

  private func line(_ what: String, at now: C.Instant) -> String {
    let time = format(elapsed(at: now)) + " s"
    return pad(time, 9) + "  " + what + String(repeating: " ", count: max(18 - what.count, 0))
      + "  " + slideSummary + " · "
      + autoplaySummary(at: now)
  }
}

/// `seconds` with three decimals, like `3.000` (deterministic, no Foundation).
func format(_ seconds: Double) -> String {
  guard abs(seconds) < 1e12 else { return "\(seconds)" }  // NaN, infinities, absurd values
  let thousandths = Int((abs(seconds) * 1000).rounded())
  let fraction = String(thousandths % 1000)
  return (seconds < 0 ? "-" : "") + "\(thousandths / 1000)."
    + String(repeating: "0", count: 3 - fraction.count) + fraction
}

/// A `Duration` in seconds.
func seconds(_ duration: Duration) -> Double {
  let (whole, attoseconds) = duration.components
  return Double(whole) + Double(attoseconds) * 1e-18
}

/// `text` padded with spaces on the left to `width` characters.
func pad(_ text: String, _ width: Int) -> String {
  String(repeating: " ", count: max(width - text.count, 0)) + text
}
