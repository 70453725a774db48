/// The carousel engine: one value that composes selection, paging, gestures, motion and autoplay,
/// and is all the SwiftUI layer (and the terminal demo) talks to.
///
/// Every event carries the current instant; the engine never reads a clock and never sleeps. It
/// says when it next wants to be woken (``nextDeadline``), and what to draw at any instant
/// (``position(at:)``, and ``layoutContext(at:viewportWidth:viewportHeight:axis:layoutDirection:)``
/// for a ``CarouselLayoutStyle`` to place the visible items).
///
/// ```swift
/// let clock = ManualClock()
/// var carousel = CarouselEngine<String, ManualClock>(
///   items: ["Mountains", "Beach", "City"], at: clock.now)
/// carousel.appeared(at: clock.now)
/// clock.advance(by: .seconds(3))
/// carousel.tick(at: clock.now)
/// carousel.selectedID  // "Beach"
/// ```
///
/// Apps use `CarouselEngine<ID, ContinuousClock>`; tests and previews use ``ManualClock``.
public struct CarouselEngine<ID: Hashable & Sendable, C: Clock>: Sendable
where C.Duration == Duration {
  /// An instant on the engine's clock.
  public typealias Instant = C.Instant

  /// What the carousel is doing on its own, as opposed to resting on a page.
  private enum Movement: Sendable {
    /// Resting on ``CarouselEngine/restingPage``.
    case resting
    /// A finger drags the carousel: the position is `start` moved by the finger's `delta` pages.
    case dragging(start: CarouselPosition, delta: Double)
    /// Settling onto ``CarouselEngine/restingPage`` since `start`.
    case settling(SpringMotion, start: Instant)
  }

  private var items: CarouselItems<ID>
  private var paging: Pager
  private var autoplay: Autoplay<C>
  /// The virtual page of the selected item: where the carousel rests or is settling to.
  private var restingPage: Int
  private var movement: Movement = .resting
  /// What the finger that is down is doing, or `nil` when no finger is down. Until it is decided
  /// to be a page drag, the carousel keeps doing what it did (an enclosing list may scroll).
  private var gesture: DragAxisDecision?
  private var reduceMotion = false

  /// The spring that settles the carousel after a drag, a tap or an autoplay advance.
  public var spring: SettleSpring = .smooth
  /// How a drag is turned into pages: thresholds, rubber band, axis lock, multi-page flicks.
  public var dragResolver = DragResolver()
  /// Problems found in the input and not yet taken, oldest first, the latest of each kind only.
  /// The UI takes them with ``takeDiagnostics()`` and reports them as runtime warnings.
  public private(set) var diagnostics: [CarouselDiagnostic] = []

  /// Creates an engine over `items`, selecting `selection` (or the first item when it is `nil`
  /// or missing).
  ///
  /// - Parameters:
  ///   - items: The items' IDs in display order; duplicates after the first are dropped.
  ///   - selection: The ID to show first.
  ///   - isLooping: Whether paging wraps around (a single item never loops).
  ///   - autoplay: The wait between automatic advances, or `nil` for no autoplay.
  ///   - now: The current instant of the engine's clock.
  public init(
    items: some Sequence<ID>, selection: ID? = nil, isLooping: Bool = false,
    autoplay: AutoplayInterval? = .default, at now: Instant
  ) {
    self.items = CarouselItems(items, selecting: selection)
    paging = Pager(count: self.items.count, isLooping: isLooping)
    restingPage = self.items.selectedIndex ?? 0
    self.autoplay = Autoplay(
      interval: autoplay ?? .off, itemCount: self.items.count,
      currentItem: self.items.selectedIndex ?? 0)
    report(self.items.diagnostics)
    if let selection, !self.items.isEmpty, self.items.index(of: selection) == nil {
      report([.selectionNotFound])
    }
    report(self.autoplay.diagnostics)
  }

  /// Returns the pending ``diagnostics`` and clears them.
  public mutating func takeDiagnostics() -> [CarouselDiagnostic] {
    defer { diagnostics = [] }
    return diagnostics
  }

  // MARK: - Outputs

  /// The IDs being shown, in order, without duplicates.
  public var ids: [ID] { items.ids }
  /// The selected item's ID: `nil` only when there are no items.
  public var selectedID: ID? { items.selectedID }
  /// The selected item's index in ``ids``: `nil` only when there are no items.
  public var selectedIndex: Int? { items.selectedIndex }
  /// Whether paging wraps around. Setting it keeps the selected item.
  public var isLooping: Bool {
    get { paging.isLooping }
    set {
      let previousPage = restingPage
      paging = Pager(count: items.count, isLooping: newValue)
      restingPage = items.selectedIndex ?? 0
      keepDragging(afterMovingFrom: previousPage)
    }
  }
  /// The instant the engine next wants a ``tick(at:)``, or `nil`: at most one, ever.
  public var nextDeadline: Instant? { autoplay.nextDeadline }
  /// Whether the user's play/pause choice is "play".
  public var isPlaying: Bool { autoplay.isPlaying }
  /// Whether autoplay has a valid interval (it may still be paused or suspended).
  public var hasAutoplay: Bool { autoplay.interval.duration != nil }
  /// The paging arithmetic for the current items and looping mode.
  public var pager: Pager { paging }

  /// The continuous position at `now`: following the finger, settling, or resting.
  public func position(at now: Instant) -> CarouselPosition {
    switch movement {
    case .resting:
      return CarouselPosition(page: restingPage)
    case .dragging(let start, let delta):
      return dragResolver.rubberBanded(start.moved(by: delta), pager: pager)
    case .settling(let motion, let start):
      return motion.position(atElapsed: seconds(from: start, to: now))
    }
  }

  /// How fast the carousel is settling at `now`, in pages per second (0 when resting or held by
  /// a finger). A new target takes this speed over, so re-targeting never stalls the motion.
  public func velocity(at now: Instant) -> Double {
    guard case .settling(let motion, let start) = movement else { return 0 }
    return motion.velocity(atElapsed: seconds(from: start, to: now))
  }

  /// Whether anything moves at `now`, so the view needs frames (it is idle otherwise).
  public func isMoving(at now: Instant) -> Bool {
    switch movement {
    case .resting: return false
    case .dragging: return true
    case .settling(let motion, let start):
      return !motion.isFinished(atElapsed: seconds(from: start, to: now))
    }
  }

  /// Whether a finger is dragging the carousel along its axis.
  public var isDragging: Bool { gesture == .paging }

  /// The continuous item-space progress at `now`, for page indicators (2.3 is 30% of the way
  /// from item 2 to item 3).
  public func indicatorProgress(at now: Instant) -> Double {
    paging.itemProgress(position(at: now))
  }

  /// What a ``CarouselLayoutStyle`` needs to place the visible items at `now` in a viewport:
  /// the position, the item count, looping, and Reduce Motion as the engine was told.
  ///
  /// ```swift
  /// let context = carousel.layoutContext(at: now, viewportWidth: 390, viewportHeight: 260)
  /// PeekCarouselStyle().forEachVisibleItem(in: context) { item in /* draw item.index */ }
  /// ```
  public func layoutContext(
    at now: Instant, viewportWidth: Double, viewportHeight: Double,
    axis: CarouselAxis = .horizontal, layoutDirection: CarouselLayoutDirection = .leftToRight
  ) -> CarouselLayoutContext {
    CarouselLayoutContext(
      position: position(at: now), count: items.count, isLooping: paging.isLooping,
      viewportWidth: viewportWidth, viewportHeight: viewportHeight, axis: axis,
      layoutDirection: layoutDirection, reduceMotion: reduceMotion)
  }

  /// How far the current autoplay wait has run, 0...1, for timer-progress indicators.
  public func autoplayProgress(at now: Instant) -> Double {
    autoplay.progress(at: now)
  }

  /// Why autoplay is not running, if it is not.
  public var autoplaySuspensions: [AutoplaySuspension] { autoplay.suspensions }

  /// The accessibility model of the page indicator: "Page", "2 of 5", increment, decrement.
  public var accessibility: PageAccessibility {
    PageAccessibility(
      count: items.count, selectedIndex: items.selectedIndex, isLooping: paging.isLooping)
  }

  // MARK: - Navigation events

  /// Moves to the next item (a button, the adjustable action's increment). Does nothing at the
  /// end of a finite carousel.
  public mutating func next(at now: Instant) {
    guard let page = paging.page(after: restingPage) else { return }
    navigate(toPage: page, at: now)
  }

  /// Moves to the previous item. Does nothing at the start of a finite carousel.
  public mutating func previous(at now: Instant) {
    guard let page = paging.page(before: restingPage) else { return }
    navigate(toPage: page, at: now)
  }

  /// Moves to the item at `index` (a dot tap), the shortest way round when looping. An invalid
  /// index does nothing.
  public mutating func select(index: Int, at now: Instant) {
    guard index != items.selectedIndex, let page = paging.page(forItem: index, from: restingPage)
    else { return }
    navigate(toPage: page, at: now)
  }

  /// Shows `id`, set from outside (a selection binding). `nil` keeps the current item (the UI
  /// writes it back); an ID that is not among the items keeps it too and records
  /// ``CarouselDiagnostic/selectionNotFound``.
  public mutating func select(_ id: ID?, at now: Instant) {
    guard let id, id != items.selectedID else { return }
    guard let index = items.index(of: id) else {
      if !items.isEmpty { report([.selectionNotFound]) }
      return
    }
    select(index: index, at: now)
  }

  // MARK: - Drag events

  /// A finger moved: `translationX`/`translationY` in points since it went down, over pages
  /// `pageLength` points apart. Until the drag is known to run along `axis`, nothing changes; a
  /// drag that starts across the axis is ignored until it ends, so an enclosing scroll view still
  /// scrolls. A page drag catches a moving carousel where it is, and pauses autoplay.
  public mutating func dragChanged(
    translationX: Double, translationY: Double, axis: CarouselAxis,
    layoutDirection: CarouselLayoutDirection, pageLength: Double, at now: Instant
  ) {
    let delta = dragResolver.pageDelta(
      translationX: translationX, translationY: translationY, axis: axis,
      layoutDirection: layoutDirection, pageLength: pageLength)
    switch gesture ?? .undecided {
    case .paging:
      guard case .dragging(let start, _) = movement else { return }
      movement = .dragging(start: start, delta: delta)
    case .crossAxis:
      return
    case .undecided:
      let decision = dragResolver.axisDecision(
        translationX: translationX, translationY: translationY, axis: axis)
      gesture = decision
      guard decision == .paging else { return }
      // Start where the carousel is now (un-resisted, since the drag resists it again), so it
      // jumps neither by the distance of the slop nor when caught bouncing back past an end.
      let caught = dragResolver.unbanded(position(at: now), pager: paging)
      movement = .dragging(start: caught.moved(by: -delta), delta: delta)
      _ = autoplay.dragBegan(at: now)
    }
  }

  /// The finger lifted: decides the target page from where it let go, its velocity and predicted
  /// end, then settles there with the release velocity handed to the spring, and restarts the
  /// full autoplay wait. Ends a drag that was not a page drag without effect.
  public mutating func dragEnded(
    translationX: Double, translationY: Double, velocityX: Double, velocityY: Double,
    predictedEndX: Double, predictedEndY: Double, axis: CarouselAxis,
    layoutDirection: CarouselLayoutDirection, pageLength: Double, at now: Instant
  ) {
    defer { gesture = nil }
    guard gesture == .paging, case .dragging(let start, _) = movement else { return }
    func pages(_ x: Double, _ y: Double) -> Double {
      dragResolver.pageDelta(
        translationX: x, translationY: y, axis: axis, layoutDirection: layoutDirection,
        pageLength: pageLength)
    }
    let released = dragResolver.rubberBanded(
      start.moved(by: pages(translationX, translationY)), pager: pager)
    let velocity = pages(velocityX, velocityY)
    let target = dragResolver.targetPage(
      releasedAt: released, velocity: velocity,
      predictedEnd: start.moved(by: pages(predictedEndX, predictedEndY)), pager: pager)
    settle(toPage: target, from: released, velocity: velocity, at: now)
    move(toPage: target)
    _ = autoplay.dragEnded(onItem: items.selectedIndex ?? 0, at: now)
  }

  /// The system cancelled the gesture: a page drag settles back onto the page it started from
  /// and restarts the full autoplay wait.
  public mutating func dragCancelled(at now: Instant) {
    defer { gesture = nil }
    guard gesture == .paging else { return }
    settle(toPage: restingPage, from: position(at: now), velocity: 0, at: now)
    _ = autoplay.dragEnded(onItem: items.selectedIndex ?? 0, at: now)
  }

  // MARK: - Time and environment events

  /// The driver woke at (or after) ``nextDeadline``: advances if the wait is over.
  public mutating func tick(at now: Instant) {
    let action = autoplay.tick(at: now)
    guard case .advance = action, let page = paging.autoplayPage(after: restingPage) else { return }
    settle(toPage: page, from: position(at: now), velocity: velocity(at: now), at: now)
    move(toPage: page)
  }

  /// The carousel came on screen.
  public mutating func appeared(at now: Instant) { _ = autoplay.appeared(at: now) }
  /// The carousel left the screen: a drag in progress is cancelled (its end will not arrive)
  /// and nothing stays scheduled.
  public mutating func disappeared(at now: Instant) {
    dragCancelled(at: now)
    _ = autoplay.disappeared(at: now)
  }
  /// The app's scene changed phase; autoplay runs only while it is active, and leaving the
  /// active phase cancels a drag in progress.
  public mutating func sceneChanged(to phase: CarouselScenePhase, at now: Instant) {
    if phase != .active { dragCancelled(at: now) }
    _ = autoplay.sceneChanged(to: phase, at: now)
  }
  /// The user pressed play.
  public mutating func play(at now: Instant) { _ = autoplay.play(at: now) }
  /// The user pressed pause.
  public mutating func pause(at now: Instant) { _ = autoplay.pause(at: now) }
  /// The user pressed the play/pause button.
  public mutating func togglePlayback(at now: Instant) {
    if autoplay.isPlaying { pause(at: now) } else { play(at: now) }
  }

  /// Reduce Motion turned on or off: while on, nothing advances by itself and page changes do
  /// not animate.
  public mutating func reduceMotionChanged(_ isOn: Bool, at now: Instant) {
    reduceMotion = isOn
    _ = autoplay.reduceMotionChanged(isOn, at: now)
  }

  /// VoiceOver turned on or off: while on, nothing advances by itself.
  public mutating func voiceOverChanged(_ isOn: Bool, at now: Instant) {
    _ = autoplay.voiceOverChanged(isOn, at: now)
  }

  /// Sets the autoplay wait (validated: see ``AutoplayInterval``), or `nil` to turn autoplay off.
  public mutating func autoplayIntervalChanged(_ interval: AutoplayInterval?, at now: Instant) {
    _ = autoplay.intervalChanged(interval ?? .off, at: now)
    report(autoplay.diagnostics)
  }

  /// The item list changed: keeps the selected item when it survives, else selects its nearest
  /// surviving neighbour; a motion in progress stops on the selected item.
  public mutating func itemsChanged(_ ids: some Sequence<ID>, at now: Instant) {
    let previousPage = restingPage
    items.update(ids)
    report(items.diagnostics)
    paging = Pager(count: items.count, isLooping: paging.isLooping)
    let index = items.selectedIndex ?? 0
    restingPage = paging.page(forItem: index, from: previousPage) ?? 0
    keepDragging(afterMovingFrom: previousPage)
    _ = autoplay.itemsChanged(count: items.count, currentItem: index, at: now)
  }

  /// Gives items their own autoplay waits (by index); `nil` or invalid entries use the interval.
  public mutating func itemDurationsChanged(_ durations: [AutoplayInterval?], at now: Instant) {
    _ = autoplay.itemDurationsChanged(durations, at: now)
    report(autoplay.diagnostics)
  }

  // MARK: - Private

  /// Selects the item on `page` and restarts the full autoplay wait. A finger that is down
  /// keeps control: the carousel follows it, and its release decides where it settles.
  private mutating func navigate(toPage page: Int, at now: Instant) {
    if !isDragging {
      settle(toPage: page, from: position(at: now), velocity: velocity(at: now), at: now)
    }
    move(toPage: page)
    _ = autoplay.userNavigated(toItem: items.selectedIndex ?? 0, at: now)
  }

  /// After ``restingPage`` was renumbered from `previousPage` (items or looping changed): a drag
  /// goes on from the same place relative to the selected item; any other motion stops on it.
  private mutating func keepDragging(afterMovingFrom previousPage: Int) {
    guard case .dragging(let start, let delta) = movement else {
      movement = .resting
      return
    }
    let offset = start.offset(from: CarouselPosition(page: previousPage))
    movement = .dragging(start: CarouselPosition(page: restingPage).moved(by: offset), delta: delta)
  }

  /// Selects the item on `page`, which becomes the resting page. A looping page beyond
  /// ``Pager/rebaseBound`` (reachable only by saturating input) is moved back by whole laps, and
  /// the motion toward it with it, so that the next step never has to turn back.
  private mutating func move(toPage page: Int) {
    let rebased = paging.rebased(CarouselPosition(page: page)).page
    let shift = page &- rebased  // whole laps; wrapping arithmetic is exact for the results
    restingPage = rebased
    if shift != 0 { shiftMovement(back: shift) }
    if let index = paging.itemIndex(forPage: rebased) { items.select(index: index) }
  }

  /// Moves the current motion back by `shift` pages without changing what it shows.
  private mutating func shiftMovement(back shift: Int) {
    func shifted(_ position: CarouselPosition) -> CarouselPosition {
      CarouselPosition(page: position.page &- shift, fraction: position.fraction)
    }
    switch movement {
    case .resting:
      break
    case .dragging(let start, let delta):
      movement = .dragging(start: shifted(start), delta: delta)
    case .settling(let motion, let start):
      movement = .settling(
        SpringMotion(
          from: shifted(motion.start), toPage: motion.targetPage &- shift,
          initialVelocity: motion.initialVelocity, spring: motion.spring),
        start: start)
    }
  }

  private mutating func settle(
    toPage page: Int, from position: CarouselPosition, velocity: Double, at now: Instant
  ) {
    guard !reduceMotion else {
      movement = .resting
      return
    }
    movement = .settling(
      SpringMotion(from: position, toPage: page, initialVelocity: velocity, spring: spring),
      start: now)
  }

  /// Keeps `problems` for the UI, the latest of each kind only, so repeated mistakes cannot grow
  /// the list.
  private mutating func report(_ problems: [CarouselDiagnostic]) {
    for problem in problems {
      diagnostics.removeAll { $0.kind == problem.kind }
      diagnostics.append(problem)
    }
  }

  private func seconds(from start: Instant, to now: Instant) -> Double {
    let components = start.duration(to: now).components
    return Double(components.seconds) + Double(components.attoseconds) * 1e-18
  }
}
