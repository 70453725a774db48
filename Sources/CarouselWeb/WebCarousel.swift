import CarouselCore

/// The web playground's carousel: a ``CarouselHost`` (the host SwiftUI's view model drives),
/// the playground's settings, the stage's size and the pointer on it, with every page event as
/// a method that takes the page's time in milliseconds. The C functions of `WebExports.swift`
/// forward to one of these; tests drive it directly.
///
/// It only translates, as the SwiftUI layer does: each page event becomes one of the host's
/// events (a pointer going down lands a touch, its moves change the drag, its lift ends it, the
/// browser taking it away cancels the touch; a dot tap is ``CarouselSelectionCause/indicator``,
/// a tap on a neighbor ``CarouselSelectionCause/tap``, an arrow key
/// ``CarouselSelectionCause/keyboard``, the page's previous and next buttons a step from code,
/// as an app's own buttons calling a reader's proxy are; the stage scrolled into or out of view
/// is the host's scroll visibility, a hidden tab its scene), so every rule the host keeps (the
/// user's moves that restart autoplay after its resume delay, the live touch, on screen or not,
/// the still slots) reaches the page as it reaches SwiftUI. What the page draws comes from the
/// host's ``CarouselHost/stage``, ``CarouselHost/proxy`` and ``frame(at:)``; what it reports,
/// the phase and each selection change with its cause, from the host's events.
///
/// Times are the page's clock (`performance.now()`, event time stamps), read as instants of a
/// ``ManualClock``; NaN and infinite times count as 0, and times beyond ±10^15 ms (about 30,000
/// years) are clamped to it, so no input can trap the conversion to `Duration`.
package struct WebCarousel: Sendable {
  /// The host, over the item IDs `0..<settings.itemCount`.
  package private(set) var host: CarouselHost<Int, ManualClock>
  /// The settings the controls set.
  package private(set) var settings = PlaygroundSettings()
  /// The stage's width in points.
  package private(set) var viewportWidth = 0.0
  /// The phase the host reported last.
  package private(set) var phase = CarouselPhase.idle
  /// The items at least half in view the host reported last.
  package private(set) var visibleIDs: [Int] = []
  /// The last selection change the host reported, with its cause; `nil` before the first.
  package private(set) var lastSelectionChange: WebSelectionChange?
  /// How many selection changes the host reported, so a page can tell a new one from the last.
  package private(set) var selectionChangeCount = 0
  private var pointer = PointerTracker()

  /// A carousel with the default settings, off screen, at `time`: its first item selected, a
  /// change from none that the data made.
  package init(at time: Double) {
    let now = Self.instant(time)
    host = CarouselHost(configuration: settings.configuration(viewportWidth: 0), at: now)
    // The page shows its one stage from the start (the view appeared), but out of view until
    // the page's IntersectionObserver says otherwise, as an enclosing scroll view would.
    host.shownBoundsChanged(Self.nothingShown, at: now)
    host.appeared(at: now)
    // A run: the items are kept as their bounds, and each update's re-send is one comparison.
    host.itemsChanged(run: 0..<settings.itemCount, binding: nil, at: now)
    takeEvents()
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

  /// The page time of the first whole nanosecond at or after `instant`: a deadline that a tick
  /// at that time reaches, though ``instant(_:)`` reads times to the nanosecond and a motion
  /// ends at an attosecond.
  private static func deadlineTime(_ instant: ManualClock.Instant) -> Double {
    let (seconds, attoseconds) = instant.offset.components
    // The components truncate toward zero: only a positive remainder rounds up.
    let (nanoseconds, remainder) = attoseconds.quotientAndRemainder(dividingBy: 1_000_000_000)
    return Double(seconds) * 1000 + Double(nanoseconds + (remainder > 0 ? 1 : 0)) / 1e6
  }

  /// The engine the host drives, for reading.
  package var engine: CarouselEngine<Int, ManualClock> { host.engine }

  /// Whether the stage counts as on screen, as the host decides.
  package var isOnScreen: Bool { host.isOnScreen }

  // MARK: - Settings

  /// Changes the settings and hands the host its new items and configuration (the same items
  /// or an equal configuration change nothing there).
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
    handle(at: time) { host, now in
      host.itemsChanged(run: items, binding: nil, at: now)
      return host.configure(configuration, at: now)
    }
  }

  // MARK: - Pointer

  /// A pointer went down on the stage at `x`, `y` (points, any origin): a touch lands.
  package mutating func pointerDown(x: Double, y: Double, at time: Double) {
    _ = pointer.down(x: x, y: y, time: time)  // a touch that has not moved: the host's landing
    handle(at: time) { $0.touchLanded(at: $1) }
  }

  /// The pointer that is down moved to `x`, `y`.
  package mutating func pointerMoved(x: Double, y: Double, at time: Double) {
    // The tracker measures from where a pointer went down: without one there is no drag.
    guard host.engine.isTouched else { return }
    let drag = pointer.moved(x: x, y: y, time: time)
    handle(at: time) { $0.dragChanged(drag, at: $1) }
  }

  /// The pointer lifted at `x`, `y`: the drag ends with its release velocity.
  package mutating func pointerUp(x: Double, y: Double, at time: Double) {
    guard host.engine.isTouched else { return }
    let drag = pointer.released(x: x, y: y, time: time)
    handle(at: time) { $0.dragEnded(drag, at: $1) }
  }

  /// The browser took the pointer away (`pointercancel`, lost capture): the system cancelled
  /// the touch.
  package mutating func pointerCancelled(at time: Double) {
    handle(at: time) { $0.touchLifted($0.touch, cancelled: true, at: $1) }
  }

  // MARK: - Other input

  /// An arrow key (0 up, 1 down, 2 left, 3 right) was pressed; whether it paged the carousel,
  /// as the host says: arrows across the axis, and an arrow at a finite carousel's end, are
  /// left to the page (to scroll, to move focus).
  package mutating func arrow(_ key: Int, at time: Double) -> Bool {
    let arrows = CarouselArrowKey.allCases
    guard arrows.indices.contains(key) else { return false }
    let configuration = host.engine.configuration
    let step = CarouselInputMapping.step(
      forArrow: arrows[key], axis: configuration.layout.axis,
      layoutDirection: configuration.layout.layoutDirection)
    let changes = handle(at: time) { $0.userStepped(step, cause: .keyboard, at: $1) }
    return changes.contains(.selection)
  }

  /// A tap on the dot of item `index` (`.indicator`), or on the neighbor `index` that peeks
  /// beside the focused item (`.tap`): `cause` says which. An invalid index does nothing.
  package mutating func select(index: Int, cause: CarouselSelectionCause, at time: Double) {
    handle(at: time) { $0.userSelected(index: index, cause: cause, at: $1) }
  }

  /// The page's next button: a move from the page's own code, as an app's button calling
  /// `proxy.next()` is.
  package mutating func next(at time: Double) {
    handle(at: time) { $0.step(.next, at: $1) }
  }

  /// The page's previous button, like ``next(at:)``.
  package mutating func previous(at time: Double) {
    handle(at: time) { $0.step(.previous, at: $1) }
  }

  /// The play/pause button.
  package mutating func togglePlayback(at time: Double) {
    handle(at: time) { $0.togglePlayback(at: $1) }
  }

  /// The page's one timer fired at (or after) ``driverDeadline``.
  package mutating func tick(at time: Double) {
    handle(at: time) { $0.tick(at: $1) }
  }

  /// An animation frame found the motion over: the phase leaves ``CarouselPhase/settling``, as
  /// the SwiftUI host's frame timeline tells it; an early or a repeated call changes nothing.
  package mutating func motionEnded(at time: Double) {
    handle(at: time) { $0.motionEnded(at: $1) }
  }

  // MARK: - Environment

  /// `prefers-reduced-motion: reduce` turned on or off.
  package mutating func reduceMotionChanged(_ isOn: Bool, at time: Double) {
    handle(at: time) { $0.reduceMotionChanged(isOn, at: $1) }
  }

  /// The stage came into view or left it (the page's IntersectionObserver): all of it shown,
  /// or none of it, as an enclosing scroll view's bounds would say, so a repeated report
  /// changes nothing.
  package mutating func visibilityChanged(_ isVisible: Bool, at time: Double) {
    handle(at: time) { $0.shownBoundsChanged(isVisible ? nil : Self.nothingShown, at: $1) }
  }

  /// Bounds that show none of the stage.
  private static var nothingShown: CarouselRect { CarouselRect(x: 0, y: 0, width: 0, height: 0) }

  /// The tab was shown (the scene is active) or hidden (in the background).
  package mutating func pageVisibilityChanged(_ isVisible: Bool, at time: Double) {
    let phase: CarouselScenePhase = isVisible ? .active : .background
    handle(at: time) { $0.sceneChanged(to: phase, at: $1) }
  }

  // MARK: - The host's events

  /// Hands `event` the host and the instant of `time`, then takes what the app's callbacks
  /// would hear; returns what the event changed.
  @discardableResult
  private mutating func handle(
    at time: Double,
    _ event: (inout CarouselHost<Int, ManualClock>, ManualClock.Instant) -> CarouselHostChanges
  ) -> CarouselHostChanges {
    let changes = event(&host, Self.instant(time))
    takeEvents()
    return changes
  }

  /// Keeps what the host reported since the last event: the phase, the items in view, and the
  /// last selection change with a count of them.
  private mutating func takeEvents() {
    for event in host.takeEvents() {
      switch event {
      case .selectionChanged(let from, let to, let cause):
        lastSelectionChange = WebSelectionChange(from: from, to: to, cause: cause)
        selectionChangeCount &+= 1
      case .phaseChanged(_, let to, _):
        phase = to
      case .visibleItemsChanged(let ids):
        visibleIDs = ids
      case .autoplayFinished:
        // The playground sets no autoplay options, so its autoplay never finishes.
        break
      }
    }
  }

  // MARK: - Outputs

  /// What the page draws at `time`: the host's frame, the motion's while it moves, the still
  /// slots otherwise.
  ///
  /// `mutating` though it changes nothing, as ``CarouselHost/frameInPlace(at:configuredAs:)``
  /// is: the exports keep the carousel in a global, and a non-mutating call there copies the
  /// whole carousel first, every frame.
  package mutating func frame(at time: Double) -> CarouselFrame<Int> {
    host.frameInPlace(at: Self.instant(time), configuredAs: host.engine.configuration)
  }

  /// Whether anything moves at `time`, so the page needs animation frames: while the host's
  /// stage says it moves and until the motion is over, as SwiftUI's frame timeline runs.
  /// `mutating` for the reason ``frame(at:)`` is.
  package mutating func isMoving(at time: Double) -> Bool {
    host.stage.isMoving && host.engine.isMoving(at: Self.instant(time))
  }

  /// The page time of autoplay's next advance, or `nil`: what the timer dot fills toward.
  package var nextDeadline: Double? { host.stage.nextDeadline.map(Self.time) }

  /// The page time its one timer waits for before it ticks, or `nil`: autoplay's next advance
  /// or the motion's end, whichever comes first, so a motion comes to rest, its phase and the
  /// items in view reported, when the browser draws no animation frame (a hidden tab, a
  /// throttled frame rate), as the SwiftUI host's driver does.
  package var driverDeadline: Double? { host.stage.driverDeadline.map(Self.deadlineTime) }

  /// Whether autoplay is running: it has an interval, the user has not paused it and nothing
  /// suspends it, so the next advance is scheduled. A page turns its live announcements off
  /// meanwhile (WAI-ARIA's carousel pattern).
  package var isRotating: Bool { host.stage.nextDeadline != nil }

  /// What the play/pause button offers: hidden without autoplay, disabled while a system
  /// setting keeps autoplay off, otherwise "Stop" while it plays and "Start" while paused.
  package var playbackState: CarouselPlaybackState { host.stage.playback }

  /// The accessibility label of slide `index`, like "2 of 5"; "" for an index that is not one.
  package func slideLabel(_ index: Int) -> String {
    let count = host.proxy.count
    guard (0..<count).contains(index) else { return "" }
    return PageAccessibility(count: count, selectedIndex: index, isLooping: false).value
  }

  /// What the indicator draws, for a strip `availableLength` long with dots `dotLength` long
  /// and `spacing` apart (the page draws every dot, the current one too, `dotLength` long; the
  /// lengths are sanitized as `CarouselDots` sanitizes them).
  package func indicatorForm(availableLength: Double, dotLength: Double, spacing: Double)
    -> CarouselIndicatorForm
  {
    let indicator = host.stage.indicator
    let dots = CarouselDots(size: dotLength, currentLength: dotLength, spacing: spacing)
    let fits = !indicator.indicator.prefersCompactForm(availableLength: availableLength, dots: dots)
    return settings.indicator.style.form(
      count: indicator.count, hasAutoplay: indicator.hasAutoplay, dotsFit: fits)
  }
}
