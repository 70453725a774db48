/// A settling motion of the carousel from any position to a whole page (or, when the carousel
/// scrolls freely, to any position: ``init(from:to:initialVelocity:spring:)``), driven by a
/// ``SettleSpring`` and starting with the velocity the finger had when it let go, or by a
/// sampled curve (``CarouselMotionCurve``: an app's animation from rest, or a free scroll's
/// momentum, ``CarouselMomentum``).
///
/// The motion is a pure function of elapsed time, so a view can sample it on every frame (for
/// example from a `TimelineView` or a display link) and publish each position. Unlike
/// `withAnimation`, which sets the final value at once and only interpolates the drawing, every
/// value that depends on the position (a page indicator's progress, a binding) stays honest
/// during the whole settle.
///
/// Positions are built as the target page plus the spring's displacement, so the motion does not
/// drift however large the page numbers are, and it ends exactly on the target.
///
/// ```swift
/// let motion = SpringMotion(
///   from: CarouselPosition(page: 3, fraction: 0.6), toPage: 4, initialVelocity: 2.5,
///   spring: .snappy)
/// motion.position(atElapsed: 0)  // 3 + 0.6, as handed over
/// motion.velocity(atElapsed: 0)  // 2.5 pages per second
/// motion.position(atElapsed: motion.duration)  // exactly page 4
/// ```
@usableFromInline package struct SpringMotion: Hashable, Sendable {
  /// Where the motion starts.
  package let start: CarouselPosition
  /// Where the motion settles: a whole page, or any position for a free scroll.
  package let target: CarouselPosition
  /// The page of ``target``: the whole page the motion settles on, unless it scrolls freely.
  package var targetPage: Int { target.page }
  /// The velocity at the start, in pages per second (positive is forward); NaN became 0.
  package let initialVelocity: Double
  /// The spring that drives the motion, unless ``curve`` does.
  package let spring: SettleSpring
  /// The app's animation curve the motion follows instead of the spring, from rest (see
  /// ``init(from:toPage:curve:)``), or `nil`.
  package let curve: CarouselMotionCurve?
  /// The time in seconds after which the motion is within 1/1000 page of the target and slower
  /// than 1/100 page per second; from then on ``position(atElapsed:)`` is exactly the target.
  package let duration: Double

  /// The largest distance from the target, in pages, that counts as settled.
  package static let positionTolerance = 0.001
  /// The largest speed, in pages per second, that counts as settled.
  package static let velocityTolerance = 0.01

  /// Creates a motion from `start` to `targetPage`, handing over `initialVelocity` (pages per
  /// second, positive toward later pages). A NaN velocity counts as 0 and an infinite one is
  /// clamped to `±1e100` pages per second.
  package init(
    from start: CarouselPosition, toPage targetPage: Int, initialVelocity: Double,
    spring: SettleSpring
  ) {
    self.init(
      from: start, to: CarouselPosition(page: targetPage), initialVelocity: initialVelocity,
      spring: spring)
  }

  /// ``init(from:toPage:initialVelocity:spring:)`` to any position, for a carousel that scrolls
  /// freely (``CarouselTargetBehavior/free``).
  package init(
    from start: CarouselPosition, to target: CarouselPosition, initialVelocity: Double,
    spring: SettleSpring
  ) {
    let state = SpringMotionState(
      displacement: start.offset(from: target), velocity: initialVelocity)
    self.start = start
    self.target = target
    self.initialVelocity = state.velocity
    self.spring = spring
    self.curve = nil
    self.duration = spring.settlingTime(
      displacement: state.displacement, initialVelocity: state.velocity,
      displacementTolerance: Self.positionTolerance, velocityTolerance: Self.velocityTolerance)
  }

  /// Creates a motion from `start` to `targetPage` along `curve` (an app's animation), from
  /// rest: a curve has no velocity to take over. It lasts the curve's duration; `spring` is
  /// the one the move would have had, kept for the motion's renumberings.
  package init(
    from start: CarouselPosition, toPage targetPage: Int, curve: CarouselMotionCurve,
    spring: SettleSpring
  ) {
    self.init(from: start, to: CarouselPosition(page: targetPage), curve: curve, spring: spring)
  }

  /// ``init(from:toPage:curve:spring:)`` to any position: a free scroll's momentum, or a move
  /// from code of a carousel that scrolls freely.
  package init(
    from start: CarouselPosition, to target: CarouselPosition, curve: CarouselMotionCurve,
    spring: SettleSpring
  ) {
    self.start = start
    self.target = target
    self.initialVelocity = 0
    self.spring = spring
    self.curve = curve
    self.duration = curve.duration
  }

  /// The same motion toward `target`, from `start`: for a renumbering of the pages.
  package func moved(from start: CarouselPosition, to target: CarouselPosition) -> SpringMotion {
    guard let curve else {
      return SpringMotion(
        from: start, to: target, initialVelocity: initialVelocity, spring: spring)
    }
    return SpringMotion(from: start, to: target, curve: curve, spring: spring)
  }

  /// The signed distance from the target at the start, in pages.
  private var startDisplacement: Double { start.offset(from: target) }

  /// The position `t` seconds after the start: ``start`` for `t <= 0` (and NaN), exactly
  /// ``target`` from ``duration`` on.
  @usableFromInline package func position(atElapsed t: Double) -> CarouselPosition {
    if t.isNaN || t <= 0 { return start }
    if t >= duration { return target }
    let displacement =
      curve.map { startDisplacement * (1 - $0.fraction(at: t)) }
      ?? spring.value(at: t, displacement: startDisplacement, initialVelocity: initialVelocity)
    return target.moved(by: displacement)
  }

  /// The velocity in pages per second `t` seconds after the start: ``initialVelocity`` for
  /// `t <= 0` (and NaN), 0 from ``duration`` on.
  @usableFromInline package func velocity(atElapsed t: Double) -> Double {
    if t.isNaN || t <= 0 { return initialVelocity }
    if t >= duration { return 0 }
    if let curve { return -startDisplacement * curve.rate(at: t) }
    return spring.velocity(
      at: t, displacement: startDisplacement, initialVelocity: initialVelocity)
  }

  /// Whether the motion has settled on ``target`` after `t` seconds, that is whether
  /// ``position(atElapsed:)`` is exactly the target from then on (false for NaN). Up to the
  /// start the position is ``start``, so a motion that begins within the tolerance of its target
  /// (of zero ``duration``) is finished there only if it begins exactly on it: it moves for the
  /// first instant after, rather than jumping at its start. One that begins on its target with
  /// a speed (zero duration it has not) moves on, overshooting, until its duration.
  @usableFromInline package func isFinished(atElapsed t: Double) -> Bool {
    guard t > 0 else {
      return t <= 0 && duration == 0 && start == target
    }
    return t >= duration
  }

  /// The first elapsed time, to the attosecond, at which the motion is finished when the time
  /// is read as the engine reads it (``seconds(_:)``): ``isFinished(atElapsed:)`` holds from
  /// then on and not an attosecond before (zero for a motion that begins finished). A driver
  /// that sleeps until then ends the motion without a drawn frame.
  ///
  /// The reading rounds (a few hundred attoseconds around ``duration`` read as it), so the
  /// instant is found, not converted: by bisection over whole seconds, then over the
  /// attoseconds of the second that holds it: 61 readings for a settle under a second, at most
  /// 110, and no walk through the motion.
  package var elapsedAtFinish: Duration {
    // Finished in the second after the one that holds the duration. A settle lasts under
    // 10^7 s (the slowest spring from the farthest start); the bound only keeps the conversion
    // from trapping.
    let lastSecond = Int64(min(duration, 1e15)) + 1
    let second = Self.first(in: 0...lastSecond) { second in
      isFinished(atElapsed: Self.seconds(whole: second, attoseconds: Self.lastAttosecond))
    }
    let attoseconds = Self.first(in: 0...Self.lastAttosecond) { attoseconds in
      isFinished(atElapsed: Self.seconds(whole: second, attoseconds: attoseconds))
    }
    return Duration(secondsComponent: second, attosecondsComponent: attoseconds)
  }

  /// `elapsed` in seconds, as every reading of a motion's time takes it: the whole seconds and
  /// the attoseconds of the `Duration`, each as a `Double`.
  @inlinable package static func seconds(_ elapsed: Duration) -> Double {
    let components = elapsed.components
    return seconds(whole: components.seconds, attoseconds: components.attoseconds)
  }

  /// ``seconds(_:)`` of a `Duration`'s components.
  @inlinable static func seconds(whole: Int64, attoseconds: Int64) -> Double {
    Double(whole) + Double(attoseconds) * 1e-18
  }

  /// The last attosecond of a second.
  private static let lastAttosecond: Int64 = 999_999_999_999_999_999

  /// The least value in `range` at which `holds` is true, for a `holds` that is false up to
  /// some value and true from it on, and true at the range's end.
  private static func first(in range: ClosedRange<Int64>, where holds: (Int64) -> Bool) -> Int64 {
    var (low, high) = (range.lowerBound, range.upperBound)
    while low < high {
      let middle = low + (high - low) / 2
      if holds(middle) { high = middle } else { low = middle + 1 }
    }
    return low
  }
}
