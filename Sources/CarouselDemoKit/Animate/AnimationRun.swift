import CarouselCore

/// The engine being filmed: a `CarouselEngine` on a ``ManualClock``, brought to each sampling
/// instant as a host brings it to each display frame, and read there.
///
/// The carousel appears at the clock's origin. With a swipe, the finger lands then, is reported
/// as a touch screen reports it until it lifts (at ``AnimationSwipe/release``, on the dot), and
/// the full autoplay wait starts again from the release; without one, autoplay advances from the
/// first interval on. Every autoplay deadline is ticked at its own instant, as a driver that
/// sleeps until `CarouselEngine.nextDeadline` does, so each advance starts exactly on time.
struct AnimationRun {
  private var engine: CarouselEngine<Int, ManualClock>
  private let swipes: Bool
  /// How many times the finger has been reported (the first time as it lands).
  private var fingerReports = 0
  private var fingerHasLifted = false

  /// Starts the engine for `options` (already ``AnimationOptions/normalized``): the picture's
  /// style, axis, reading direction, looping and viewport, so that a finger drags it as far as
  /// the picture shows, and autoplay every ``AnimationOptions/interval``.
  init(options: AnimationOptions) {
    let context = RenderFrameLayout(options: options.picture).context
    let configuration = CarouselConfiguration(
      style: options.picture.style.style, axis: context.axis,
      layoutDirection: context.layoutDirection, isLooping: context.isLooping,
      autoplay: AutoplayInterval(.milliseconds(options.intervalMilliseconds)),
      viewportWidth: context.viewportWidth,
      viewportHeight: context.viewportHeight, itemMainLength: context.itemMainLength)
    engine = CarouselEngine(
      items: DemoSlide.samples(count: options.picture.count).map(\.id),
      configuration: configuration, at: .origin)
    engine.appeared(at: .origin)
    swipes = options.swipes
  }

  /// Brings the engine to `time` after the origin (never earlier than the last sample) and
  /// returns what it shows there.
  mutating func sample(at time: Duration) -> AnimationSample {
    let now = ManualClock.Instant(offset: time)
    let touch = swipes ? moveFinger(to: time) : nil
    while let deadline = engine.nextDeadline, deadline <= now { engine.tick(at: deadline) }
    let position =
      engine.configuration.layout.isLooping
      ? engine.indicatorProgress(at: now) : engine.position(at: now).value
    return AnimationSample(position: position, touch: touch)
  }

  /// The swipe's events up to `time`: the finger lands at the origin, is reported every
  /// ``AnimationSwipe/reportInterval`` before the release, and lifts at the release with its
  /// speed. Returns where the finger is on the screen at `time`, or `nil` once it has lifted.
  private mutating func moveFinger(to time: Duration) -> Double? {
    guard !fingerHasLifted else { return nil }
    let release = AnimationSwipe.release
    while true {
      let report = AnimationSwipe.reportInterval * fingerReports
      guard report <= time, report < release else { break }
      let drag = fingerReports == 0 ? .touchDown : drag(pages: AnimationSwipe.pages(after: report))
      engine.dragChanged(drag, at: ManualClock.Instant(offset: report))
      fingerReports += 1
    }
    guard time < release else {
      fingerHasLifted = true
      let (pages, speed) = (AnimationSwipe.distance, AnimationSwipe.speed)
      let end = drag(
        pages: pages, velocity: speed, predictedPages: pages + speed * AnimationSwipe.prediction)
      engine.dragEnded(end, at: ManualClock.Instant(offset: release))
      return nil
    }
    let pages = AnimationSwipe.pages(after: time)
    return screenSign * (pages - AnimationSwipe.distance / 2) * engine.pageLength
  }

  /// Which way a finger moves on the screen to go forward: left (or up), or right in a
  /// right-to-left horizontal carousel.
  private var screenSign: Double {
    let configuration = engine.configuration
    return configuration.layout.axis == .horizontal
      && configuration.layout.layoutDirection == .rightToLeft
      ? 1 : -1
  }

  /// A drag sample of a finger that has moved `pages` forward, at `velocity` pages per second,
  /// predicted to end `predictedPages` forward.
  private func drag(pages: Double, velocity: Double = 0, predictedPages: Double? = nil)
    -> CarouselDrag
  {
    let points = screenSign * engine.pageLength
    let (translation, speed, end) = (
      pages * points, velocity * points, (predictedPages ?? pages) * points
    )
    return engine.configuration.layout.axis == .horizontal
      ? CarouselDrag(
        translationX: translation, translationY: 0, velocityX: speed, velocityY: 0,
        predictedEndTranslationX: end, predictedEndTranslationY: 0)
      : CarouselDrag(
        translationX: 0, translationY: translation, velocityX: 0, velocityY: speed,
        predictedEndTranslationX: 0, predictedEndTranslationY: end)
  }
}
