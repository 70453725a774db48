import CarouselCore

/// The web playground's carousel: the engine, the playground's settings, the stage's size and
/// the pointer on it, with every page event as a method that takes the page's time in
/// milliseconds. The C functions of `WebExports.swift` forward to one of these; tests drive it
/// directly.
///
/// Like the SwiftUI host, it keeps a ``CarouselActivity`` and hands it the engine after every
/// event with the event's cause, as `CarouselHost` names them (a dot tap is
/// ``CarouselSelectionCause/indicator``, a tap on a neighbor ``CarouselSelectionCause/tap``, an
/// arrow key ``CarouselSelectionCause/keyboard``, the pointer ``CarouselSelectionCause/swipe``,
/// the timer ``CarouselSelectionCause/autoplay``, settings and the environment
/// ``CarouselSelectionCause/dataChange``, and the page's previous and next buttons
/// ``CarouselSelectionCause/program``, as an app's own buttons calling a reader's proxy are), so
/// the page shows the phase and the last selection change a SwiftUI app would hear.
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
  /// What the app's callbacks would have heard last: the phase, the selection, the items in
  /// view.
  package private(set) var activity = CarouselActivity<Int>()
  /// The last selection change reported, with its cause; `nil` before the first.
  package private(set) var lastSelectionChange: WebSelectionChange?
  /// How many selection changes were reported, so a page can tell a new one from the last.
  package private(set) var selectionChangeCount = 0
  /// Whether the stage is in view (the page's IntersectionObserver).
  package private(set) var isOnScreen = false
  private var pointer = PointerTracker()

  /// A carousel with the default settings, off screen, at `time`: its first item selected, a
  /// change from none that the data made.
  package init(at time: Double) {
    let now = Self.instant(time)
    engine = CarouselEngine(
      items: 0..<settings.itemCount, configuration: settings.configuration(viewportWidth: 0),
      at: now)
    report(.dataChange, at: now)
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
    let items = 0..<settings.itemCount
    let configuration = settings.configuration(viewportWidth: viewportWidth)
    send(.dataChange, at: time) { engine, now in
      engine.itemsChanged(items, at: now)
      engine.configure(configuration, at: now)
    }
  }

  // MARK: - Pointer

  /// A pointer went down on the stage at `x`, `y` (points, any origin).
  package mutating func pointerDown(x: Double, y: Double, at time: Double) {
    let drag = pointer.down(x: x, y: y, time: time)
    send(.swipe, at: time) { $0.dragChanged(drag, at: $1) }
  }

  /// The pointer that is down moved to `x`, `y`.
  package mutating func pointerMoved(x: Double, y: Double, at time: Double) {
    guard engine.isTouched else { return }
    let drag = pointer.moved(x: x, y: y, time: time)
    send(.swipe, at: time) { $0.dragChanged(drag, at: $1) }
  }

  /// The pointer lifted at `x`, `y`.
  package mutating func pointerUp(x: Double, y: Double, at time: Double) {
    guard engine.isTouched else { return }
    let drag = pointer.released(x: x, y: y, time: time)
    send(.swipe, at: time) { $0.dragEnded(drag, at: $1) }
  }

  /// The browser took the pointer away (`pointercancel`, lost capture).
  package mutating func pointerCancelled(at time: Double) {
    send(.swipe, at: time) { $0.dragCancelled(at: $1) }
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
    send(.keyboard, at: time) { $0.perform(step, at: $1) }
    return engine.selectedIndex != before
  }

  /// A tap on the dot of item `index` (`.indicator`), or on the neighbor `index` that peeks
  /// beside the focused item (`.tap`): `cause` says which. An invalid index does nothing.
  package mutating func select(index: Int, cause: CarouselSelectionCause, at time: Double) {
    send(cause, at: time) { $0.select(index: index, at: $1) }
  }

  /// The page's next button: a move from the page's own code, as an app's button calling
  /// `proxy.next()` is.
  package mutating func next(at time: Double) {
    send(.program, at: time) { $0.next(at: $1) }
  }

  /// The page's previous button, like ``next(at:)``.
  package mutating func previous(at time: Double) {
    send(.program, at: time) { $0.previous(at: $1) }
  }

  /// The play/pause button.
  package mutating func togglePlayback(at time: Double) {
    send(.dataChange, at: time) { $0.togglePlayback(at: $1) }
  }

  /// The page's one timer fired at (or after) the engine's deadline.
  package mutating func tick(at time: Double) {
    send(.autoplay, at: time) { $0.tick(at: $1) }
  }

  /// An animation frame found the motion over: the activity settles (the phase leaves
  /// ``CarouselPhase/settling``), as the SwiftUI host's frame timeline tells it; an early or a
  /// repeated call changes nothing.
  package mutating func motionEnded(at time: Double) {
    send(.dataChange, at: time) { _, _ in }
  }

  // MARK: - Environment

  /// `prefers-reduced-motion: reduce` turned on or off.
  package mutating func reduceMotionChanged(_ isOn: Bool, at time: Double) {
    send(.dataChange, at: time) { $0.reduceMotionChanged(isOn, at: $1) }
  }

  /// The stage came into view or left it.
  package mutating func visibilityChanged(_ isVisible: Bool, at time: Double) {
    isOnScreen = isVisible
    send(.dataChange, at: time) { engine, now in
      if isVisible { engine.appeared(at: now) } else { engine.disappeared(at: now) }
    }
  }

  /// The tab was shown (the scene is active) or hidden (in the background).
  package mutating func pageVisibilityChanged(_ isVisible: Bool, at time: Double) {
    let phase: CarouselScenePhase = isVisible ? .active : .background
    send(.dataChange, at: time) { $0.sceneChanged(to: phase, at: $1) }
  }

  // MARK: - Activity

  /// Runs `event` on the engine at `time`, then reports it to the activity with `cause`.
  private mutating func send(
    _ cause: CarouselSelectionCause, at time: Double,
    _ event: (inout CarouselEngine<Int, ManualClock>, ManualClock.Instant) -> Void
  ) {
    let now = Self.instant(time)
    event(&engine, now)
    report(cause, at: now)
  }

  /// Hands the engine to the activity after an event with `cause`, with the slots it draws when
  /// still (as the host's stage has them), and keeps the selection change it reports.
  private mutating func report(_ cause: CarouselSelectionCause, at now: ManualClock.Instant) {
    let events = activity.update(
      engine, stillSlots: engine.stillSlots(at: now), cause: cause, isOnScreen: isOnScreen,
      at: now)
    for event in events {
      guard case .selectionChanged(let from, let to, let cause) = event else { continue }
      lastSelectionChange = WebSelectionChange(from: from, to: to, cause: cause)
      selectionChangeCount &+= 1
    }
  }

  // MARK: - Outputs

  /// The page time of the engine's next deadline, or `nil`.
  package var nextDeadline: Double? { engine.nextDeadline.map(Self.time) }

  /// Whether autoplay is running: it has an interval, the user has not paused it and nothing
  /// suspends it, so the next advance is scheduled. A page turns its live announcements off
  /// meanwhile (WAI-ARIA's carousel pattern).
  package var isRotating: Bool { engine.nextDeadline != nil }

  /// What the play/pause button offers: hidden without autoplay, disabled while a system
  /// setting keeps autoplay off, otherwise "Stop" while it plays and "Start" while paused.
  package var playbackState: CarouselPlaybackState { engine.playbackState }

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
