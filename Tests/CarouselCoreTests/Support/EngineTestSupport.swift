import CarouselCore

typealias Engine = CarouselEngine<Int, ManualClock>

extension CarouselConfiguration {
  /// A paged horizontal carousel 300 points wide (so a page is 300 points of drag) that
  /// autoplays every 3 seconds unless told otherwise.
  static func testing(looping: Bool = false, autoplay: AutoplayInterval = .default)
    -> CarouselConfiguration
  {
    CarouselConfiguration(
      isLooping: looping, autoplay: autoplay, viewportWidth: 300, viewportHeight: 200)
  }
}

extension CarouselEngine where C == ManualClock {
  /// An engine over `items` with ``CarouselConfiguration/testing(looping:autoplay:)``, created at
  /// 0 s (not yet on screen).
  init(
    testing items: some Collection<ID>, selection: ID? = nil, looping: Bool = false,
    autoplay: AutoplayInterval = .default
  ) {
    self.init(
      items: items, selection: selection,
      configuration: .testing(looping: looping, autoplay: autoplay), at: at(0))
  }

  /// Changes one setting of the configuration at `seconds`.
  mutating func reconfigure(at seconds: Double, _ change: (inout CarouselConfiguration) -> Void) {
    var configuration = self.configuration
    change(&configuration)
    configure(configuration, at: at(seconds))
  }

  /// Puts a finger down and drags it `pages` forward (negative: backward) at `seconds`: it lands,
  /// is recognized 12 points later like a real drag gesture, then moves to `pages`.
  mutating func drag(_ pages: Double, at seconds: Double) {
    dragChanged(.touchDown, at: at(seconds))
    dragChanged(CarouselDrag(translationX: pages < 0 ? 12 : -12, translationY: 0), at: at(seconds))
    moveFinger(to: pages, at: seconds)
  }

  /// Moves the finger that is down to `pages` from where it landed.
  mutating func moveFinger(to pages: Double, at seconds: Double) {
    dragChanged(CarouselDrag(translationX: -pages * pageLength, translationY: 0), at: at(seconds))
  }

  /// Lifts the finger at `pages` with `velocity` pages per second, predicted to travel 0.2 s on.
  mutating func release(at pages: Double, velocity: Double = 0, seconds: Double) {
    dragEnded(
      CarouselDrag(
        translationX: -pages * pageLength, translationY: 0, velocityX: -velocity * pageLength,
        velocityY: 0, predictedEndTranslationX: -(pages + velocity * 0.2) * pageLength,
        predictedEndTranslationY: 0),
      at: at(seconds))
  }
}
