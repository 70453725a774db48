import CarouselCore

extension CarouselConfiguration {
  /// A finite `style` carousel of the given viewport, without autoplay.
  static func swiping(
    _ style: any CarouselLayoutStyle, looping: Bool = false, width: Double = 300,
    height: Double = 200, axis: CarouselAxis = .horizontal,
    direction: CarouselLayoutDirection = .leftToRight, drag: DragResolver = .standard
  ) -> CarouselConfiguration {
    CarouselConfiguration(
      style: style, axis: axis, layoutDirection: direction, isLooping: looping,
      viewportWidth: width, viewportHeight: height, drag: drag)
  }
}

/// The recognition step of a test finger, in points: past the axis lock's default slop of 10.
let recognitionPoints = 12.0

extension CarouselEngine where ID == Int, C == ManualClock {
  /// An engine over the items `0..<count`, on screen, selecting `selection`.
  init(count: Int, selection: Int, configuration: CarouselConfiguration) {
    self.init(items: 0..<count, selection: selection, configuration: configuration, at: at(0))
    appeared(at: at(0))
  }
}

extension CarouselEngine where C == ManualClock {
  /// The screen points along the axis (positive: right or down) that the documented reading of
  /// a drag takes for `pages` forward: left is forward left to right, right is forward right to
  /// left, up is forward vertically; `pageLength` points a page.
  func screenPoints(forwardPages pages: Double, pageLength: Double) -> Double {
    let forward = pages * pageLength
    switch (configuration.layout.axis, configuration.layout.layoutDirection) {
    case (.horizontal, .rightToLeft): return forward
    case (.horizontal, .leftToRight), (.vertical, _): return -forward
    }
  }

  /// A sample of a finger at `points` along the axis on screen, counted from where the drag was
  /// recognized (``recognitionPoints`` the same way from where the finger landed).
  func screenSample(
    _ points: Double, recognizedToward sign: Double, velocity: Double = 0,
    predicted: Double? = nil
  ) -> CarouselDrag {
    let offset = (sign < 0 ? -1 : 1) * recognitionPoints
    let translation = offset + points
    let predictedEnd = offset + (predicted ?? points)
    switch configuration.layout.axis {
    case .horizontal:
      return CarouselDrag(
        translationX: translation, translationY: 0, velocityX: velocity, velocityY: 0,
        predictedEndTranslationX: predictedEnd, predictedEndTranslationY: 0)
    case .vertical:
      return CarouselDrag(
        translationX: 0, translationY: translation, velocityX: 0, velocityY: velocity,
        predictedEndTranslationX: 0, predictedEndTranslationY: predictedEnd)
    }
  }

  /// Puts a finger down at `seconds`, lets the drag be recognized ``recognitionPoints`` toward
  /// `points` (the carousel starts from where it is then), and moves it `points` further along
  /// the axis on screen: the carousel follows exactly those `points`.
  mutating func dragOnScreen(by points: Double, at seconds: Double) {
    dragChanged(.touchDown, at: at(seconds))
    dragChanged(screenSample(0, recognizedToward: points), at: at(seconds))
    dragChanged(screenSample(points, recognizedToward: points), at: at(seconds))
  }

  /// Lifts the finger of ``dragOnScreen(by:at:)`` at `points`, with `velocity` points per second
  /// and a predicted end `predicted` points from where the drag was recognized (by default,
  /// where it is).
  mutating func liftOnScreen(
    at points: Double, velocity: Double = 0, predicted: Double? = nil, seconds: Double
  ) {
    dragEnded(
      screenSample(points, recognizedToward: points, velocity: velocity, predicted: predicted),
      at: at(seconds))
  }

  /// Drags `pages` forward (negative: back) from where the carousel is, by the engine's own page
  /// length, and lifts the finger there with `velocity` pages per second and a predicted end
  /// `predicted` pages from the start (by default, where it lets go).
  mutating func swipe(
    pages: Double, velocity: Double = 0, predicted: Double? = nil, at seconds: Double
  ) {
    let length = pageLength
    let points = screenPoints(forwardPages: pages, pageLength: length)
    dragOnScreen(by: points, at: seconds)
    liftOnScreen(
      at: points, velocity: screenPoints(forwardPages: velocity, pageLength: length),
      predicted: predicted.map { screenPoints(forwardPages: $0, pageLength: length) },
      seconds: seconds)
  }
}
