import CarouselCore

/// The web playground's carousel: the engine, the playground's settings, the stage's size and
/// the pointer on it, with every page event as a method that takes the page's time in
/// milliseconds. The C functions of `WebExports.swift` forward to one of these; tests drive it
/// directly.
///
/// Times are the page's clock (`performance.now()`, event time stamps), read as instants of a
/// ``ManualClock``; NaN and infinite times count as 0, and times beyond ±10^15 ms (about 30,000
/// years) are clamped to it, so no input can trap the conversion to `Duration`.
package struct WebCarousel: Sendable {
  /// The engine, over the item IDs `0..<settings.itemCount`.
  package private(set) var engine: CarouselEngine<Int, ManualClock>
  /// The settings the controls set.
  package private(set) var settings = PlaygroundSettings()
  /// The stage's width in points.
  package private(set) var viewportWidth = 0.0
  private var pointer = PointerTracker()

  /// A carousel with the default settings, off screen, at `time`.
  package init(at time: Double) {
    engine = CarouselEngine(
      items: 0..<settings.itemCount, configuration: settings.configuration(viewportWidth: 0),
      at: Self.instant(time))
  }

  /// The instant of a page time in milliseconds, to the nanosecond.
  ///
  /// Built from whole seconds and nanoseconds, not `Duration.milliseconds(_:)` with a `Double`:
  /// that converts through 128-bit integers in software on wasm32, and took most of the time of
  /// a call that only asks whether anything moves (400 ns of it under node).
  package static func instant(_ time: Double) -> ManualClock.Instant {
    let milliseconds = time.isFinite ? min(max(time, -1e15), 1e15) : 0
    let seconds = (milliseconds / 1000).rounded(.down)
    let nanoseconds = ((milliseconds - seconds * 1000) * 1e6).rounded()
    return ManualClock.Instant(offset: .seconds(Int64(seconds)) + .nanoseconds(Int64(nanoseconds)))
  }

  /// The page time in milliseconds of an instant.
  package static func time(_ instant: ManualClock.Instant) -> Double {
    instant.offset / .milliseconds(1)
  }

  // MARK: - Settings

  /// Changes the settings and hands the engine its new configuration and items (an equal
  /// configuration or the same items change nothing there).
  package mutating func update(at time: Double, _ change: (inout PlaygroundSettings) -> Void) {
    change(&settings)
    settings.itemCount = min(max(settings.itemCount, 0), Self.maximumItemCount)
    apply(at: time)
  }

  /// The stage's size changed.
  package mutating func resize(width: Double, height: Double, at time: Double) {
    viewportWidth = width
    settings.height = height
    apply(at: time)
  }

  /// The most slides the playground makes.
  package static let maximumItemCount = 1_000

  private mutating func apply(at time: Double) {
    let now = Self.instant(time)
    engine.itemsChanged(0..<settings.itemCount, at: now)
    engine.configure(settings.configuration(viewportWidth: viewportWidth), at: now)
  }

  // MARK: - Pointer

  /// A pointer went down on the stage at `x`, `y` (points, any origin).
  package mutating func pointerDown(x: Double, y: Double, at time: Double) {
    engine.dragChanged(pointer.down(x: x, y: y, time: time), at: Self.instant(time))
  }

  /// The pointer that is down moved to `x`, `y`.
  package mutating func pointerMoved(x: Double, y: Double, at time: Double) {
    guard engine.isTouched else { return }
    engine.dragChanged(pointer.moved(x: x, y: y, time: time), at: Self.instant(time))
  }

  /// The pointer lifted at `x`, `y`.
  package mutating func pointerUp(x: Double, y: Double, at time: Double) {
    guard engine.isTouched else { return }
    engine.dragEnded(pointer.released(x: x, y: y, time: time), at: Self.instant(time))
  }

  /// The browser took the pointer away (`pointercancel`, lost capture).
  package mutating func pointerCancelled(at time: Double) {
    engine.dragCancelled(at: Self.instant(time))
  }

  // MARK: - Other input

  /// An arrow key (0 up, 1 down, 2 left, 3 right) was pressed; whether it paged the carousel,
  /// as the SwiftUI host decides (`CarouselHost.userStepped`): arrows across the axis, and an
  /// arrow at a finite carousel's end, are left to the page (to scroll, to move focus).
  package mutating func arrow(_ key: Int, at time: Double) -> Bool {
    let arrows = CarouselArrowKey.allCases
    guard arrows.indices.contains(key),
      let step = CarouselInputMapping.step(
        forArrow: arrows[key], axis: settings.axis,
        layoutDirection: engine.configuration.layoutDirection)
    else { return false }
    let before = engine.selectedIndex
    engine.perform(step, at: Self.instant(time))
    return engine.selectedIndex != before
  }

  /// Runs `event` on the engine at `time`.
  package mutating func send(
    at time: Double, _ event: (inout CarouselEngine<Int, ManualClock>, ManualClock.Instant) -> Void
  ) {
    event(&engine, Self.instant(time))
  }

  // MARK: - Outputs

  /// The page time of the engine's next deadline, or `nil`.
  package var nextDeadline: Double? { engine.nextDeadline.map(Self.time) }

  /// Whether autoplay is running: it has an interval, the user has not paused it and nothing
  /// suspends it, so the next advance is scheduled. A page turns its live announcements off
  /// meanwhile (WAI-ARIA's carousel pattern).
  package var isRotating: Bool { engine.nextDeadline != nil }

  /// The accessibility label of slide `index`, like "2 of 5"; "" for an index that is not one.
  package func slideLabel(_ index: Int) -> String {
    guard engine.ids.indices.contains(index) else { return "" }
    return PageAccessibility(count: engine.ids.count, selectedIndex: index, isLooping: false).value
  }

  /// What the indicator draws, for a strip `availableLength` long with dots `dotLength` long
  /// and `spacing` apart.
  package func indicatorForm(availableLength: Double, dotLength: Double, spacing: Double)
    -> CarouselIndicatorForm
  {
    let fits = !engine.pageIndicator.prefersCompactForm(
      availableLength: availableLength, dotLength: dotLength, spacing: spacing)
    return settings.indicator.style.form(
      count: engine.ids.count, hasAutoplay: engine.hasAutoplay, dotsFit: fits)
  }
}
