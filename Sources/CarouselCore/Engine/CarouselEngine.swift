/// The carousel engine: one value that composes selection, paging, gestures, motion, autoplay and
/// layout, and is all a host (the SwiftUI layer, the terminal demo, your own) talks to.
///
/// Every event carries the current instant; the engine never reads a clock and never sleeps. It
/// says when it next wants to be woken (``nextDeadline``), and what to draw at any instant
/// (``position(at:)`` and ``visibleItems(at:)``). Inputs come in three kinds, each one way:
/// - the developer's choices, as one `CarouselConfiguration` (``configure(_:at:)``);
/// - the data: the item IDs (``itemsChanged(_:at:)``, or a run of consecutive integers,
///   ``itemsChanged(run:at:)``), their own autoplay waits
///   (``itemDurationsChanged(_:at:)``) and a selection set from outside (``select(_:animated:spring:at:)``);
/// - what happens: the user's input (drags, taps, play and pause), the environment (Reduce Motion,
///   VoiceOver, the scene), the view's lifecycle and the driver's ``tick(at:)``.
///
/// An event that changes nothing does nothing: re-sending the same items or the same
/// configuration cuts no animation and restarts no wait.
///
/// ```swift
/// let clock = ManualClock()
/// var carousel = CarouselEngine<String, ManualClock>(
///   items: ["Mountains", "Beach", "City"],
///   configuration: CarouselConfiguration(autoplay: .seconds(3)), at: clock.now)
/// carousel.appeared(at: clock.now)
/// clock.advance(by: .seconds(3))
/// carousel.tick(at: clock.now)
/// carousel.selectedID  // "Beach"
/// ```
///
/// Apps use `ContinuousCarouselEngine`; tests and previews use ``ManualClock``.
@usableFromInline package struct CarouselEngine<ID: Hashable & Sendable, C: Clock>: Sendable
where C.Duration == Duration {
  /// An instant on the engine's clock.
  @usableFromInline package typealias Instant = C.Instant

  /// The most diagnostics kept pending; older ones are dropped first.
  package static var maximumPendingDiagnostics: Int { 32 }

  @usableFromInline var items: CarouselItems<ID>
  @usableFromInline var paging: Pager
  private var autoplay: Autoplay<C>
  /// The virtual page of the selected item: where the carousel rests or is settling to.
  @usableFromInline package private(set) var restingPage: Int
  /// What the carousel is doing and what a finger on it does: one value whose cases carry what
  /// each state needs, so the engine cannot hold a combination that means nothing. Until a
  /// finger is decided to drag the pages, the carousel keeps doing what it did under it (an
  /// enclosing list may scroll).
  @usableFromInline var movement = CarouselMovement<Instant>.still
  @usableFromInline var reduceMotion = false
  /// Whether the carousel scrolls freely (``CarouselTargetBehavior/free``): kept with the
  /// configuration, so a frame reads it without unboxing the target behavior.
  @usableFromInline package private(set) var scrollsFreely = false
  private var itemDurations: [ID: AutoplayInterval] = [:]
  /// The items' own lengths along the paging axis (``itemLengthsChanged(_:at:)``), or `nil`.
  @usableFromInline var itemLengths: CarouselItemLengths?
  /// How many holds the host keeps on the carousel (``holdBegan(at:)``), each a finger that
  /// rests on it as far as autoplay is concerned.
  package private(set) var holds = 0

  /// The developer's choices, as last given to ``configure(_:at:)``.
  @usableFromInline package private(set) var configuration: CarouselConfiguration
  /// Problems found in the input and not yet taken, oldest first: one per problem, the latest,
  /// at most 32 (the oldest are dropped first). The UI takes them with ``takeDiagnostics()`` and
  /// reports them as runtime warnings; each is reported when the input that has it is given.
  @usableFromInline package private(set) var diagnostics: [CarouselDiagnostic] = []

  /// Creates an engine over `items`, selecting `selection` (or the first item when it is `nil`
  /// or missing). It is off screen until ``appeared(at:)``.
  ///
  /// - Parameters:
  ///   - items: The items' IDs in display order; duplicates after the first are dropped.
  ///   - selection: The ID to show first.
  ///   - configuration: The developer's choices.
  ///   - now: The current instant of the engine's clock.
  @inlinable
  package init(
    items: some Collection<ID>, selection: ID? = nil,
    configuration: CarouselConfiguration = CarouselConfiguration(), at now: Instant
  ) {
    // The list is indexed here, in code specialized for the caller's types, like an update.
    self.init(
      indexed: CarouselItems(items, selecting: selection), selection: selection,
      configuration: configuration, at: now)
  }

  /// ``init(items:selection:configuration:at:)`` with the items already indexed.
  @usableFromInline
  init(
    indexed items: CarouselItems<ID>, selection: ID?, configuration: CarouselConfiguration,
    at now: Instant
  ) {
    self.items = items
    self.configuration = configuration
    scrollsFreely = configuration.targetBehavior.scrollsFreely
    paging = Pager(count: self.items.count, isLooping: configuration.layout.isLooping)
    restingPage = self.items.selectedIndex ?? 0
    autoplay = Autoplay(
      interval: configuration.autoplay, itemCount: self.items.count,
      currentItem: self.items.selectedIndex ?? 0)
    autoplay.handle(.resumeDelayChanged(configuration.autoplayResumeDelay), at: now)
    autoplay.handle(
      .optionsChanged(configuration.autoplayOptions, isLooping: configuration.layout.isLooping),
      at: now)
    report(self.items.diagnostics)
    if let selection, !self.items.isEmpty, self.items.index(of: selection) == nil {
      report([.selectionNotFound])
    }
    report(configuration.autoplay.diagnostic.map { [$0] } ?? [])
    report(Self.resumeDelayDiagnostic(configuration.autoplayResumeDelay))
    report(layoutDiagnostics)
  }

  /// Returns the pending ``diagnostics`` and clears them: taken means gone.
  @usableFromInline package mutating func takeDiagnostics() -> [CarouselDiagnostic] {
    defer { diagnostics = [] }
    return diagnostics
  }

  // MARK: - Outputs

  /// The IDs being shown, in order, without duplicates, whatever form they were given in: the
  /// array given (shared, not copied), or a run's bounds (``itemsChanged(run:at:)``). Its count
  /// and each ID by position are O(1); what a host reads the IDs through.
  @inlinable package var itemIDs: CarouselItemList<ID> { items.list }
  /// The IDs being shown, in order, without duplicates, as an array: the array given, or, for a
  /// run (``itemsChanged(run:at:)``), an array built anew on each read, O(count), which a run of
  /// a billion IDs has no memory for. Read ``itemIDs``, which holds any list.
  @inlinable package var ids: [ID] { items.ids }
  /// The selected item's ID: `nil` only when there are no items. It changes when a move is
  /// decided (a release, a tap, an advance), not while the carousel follows a finger.
  @usableFromInline package var selectedID: ID? { items.selectedID }
  /// The selected item's index in ``itemIDs``: `nil` only when there are no items.
  @inlinable package var selectedIndex: Int? { items.selectedIndex }
  /// The instant the engine next wants a ``tick(at:)``, or `nil`: at most one, ever, and never
  /// earlier than the event that set it.
  @usableFromInline package var nextDeadline: Instant? { autoplay.nextDeadline }
  /// Whether the user's play/pause choice is "play".
  @usableFromInline package var isPlaying: Bool { autoplay.isPlaying }
  /// Whether autoplay stopped at the last item of a finite carousel
  /// (``AutoplayOptions/stopsAtEnd``): it waits until the selection moves to another item.
  @usableFromInline package var autoplayHasFinished: Bool { autoplay.hasFinished }
  /// Whether autoplay has an interval (it may still be paused or suspended).
  @usableFromInline package var hasAutoplay: Bool { configuration.autoplay.duration != nil }
  /// Why autoplay is not running, if it is not, in ``AutoplaySuspension`` order.
  @usableFromInline package var autoplaySuspensions: [AutoplaySuspension] { autoplay.suspensions }
  /// Whether a finger is dragging the carousel along its axis.
  @usableFromInline package var isDragging: Bool { movement.pageDrag != nil }
  /// Whether a finger is on the carousel, whatever it does (not yet decided, dragging, or
  /// scrolling what is around the carousel).
  package var isTouched: Bool { movement.isTouched }
  /// The last sample of the finger that drags the pages, or `nil` when no page drag is in
  /// progress: what a host releases the drag with when the finger's lift comes before the
  /// drag's end.
  package var pageDragSample: CarouselDrag? { movement.pageDrag?.sample }
  /// The paging arithmetic for the current items and looping mode.
  package var pager: Pager { paging }
  /// Where item `index` of ``itemIDs`` is in the list last given (they differ after a
  /// duplicate).
  @inlinable package func inputOffset(ofItem index: Int) -> Int {
    items.inputOffset(ofItem: index)
  }
  /// Where each item of ``itemIDs`` is in the list last given, when they differ (it had
  /// duplicates); `nil` when each is at its own index.
  @inlinable package var inputOffsets: [Int]? { items.inputOffsets }

  /// The continuous position at `now`: following the finger, settling, or resting.
  ///
  /// Inlinable, with the rest of what a frame reads (``isMoving(at:)``, ``visibleItems(at:)``,
  /// ``indicatorPosition(at:)``), so that a host reads the motion in code specialized for its
  /// clock: unspecialized, reading the clock's instants through the generic value witnesses
  /// took about 100 ns a call, most of a frame's position.
  @inlinable package func position(at now: Instant) -> CarouselPosition {
    motion(at: now).position
  }

  /// ``position(at:)`` and ``isMoving(at:)`` at once, reading the motion and the clock once:
  /// what a frame needs.
  @inlinable func motion(at now: Instant) -> (position: CarouselPosition, isMoving: Bool) {
    switch movement {
    case .resting:
      return (CarouselPosition(page: restingPage), false)
    case .stopped(let position, _):
      return (position, false)
    case .dragging(let drag):
      return (resolver.rubberBanded(drag.unbanded, pager: paging), true)
    case .settling(let motion, let start, _):
      let elapsed = seconds(from: start, to: now)
      return (motion.position(atElapsed: elapsed), !motion.isFinished(atElapsed: elapsed))
    }
  }

  /// How fast the carousel is settling at `now`, in pages per second (0 when resting or held by
  /// a finger). A new target takes this speed over, so re-targeting never stalls the motion.
  @inlinable package func velocity(at now: Instant) -> Double {
    guard case .settling(let motion, let start, _) = movement else { return 0 }
    return motion.velocity(atElapsed: seconds(from: start, to: now))
  }

  /// How fast the finger that drags the pages moves, in pages per second toward the next item,
  /// as its last sample says; 0 when no page drag is in progress.
  package var dragVelocity: Double {
    guard let sample = pageDragSample else { return 0 }
    return pageDelta(sample.velocityX, sample.velocityY)
  }

  /// Whether anything moves at `now`, so the view needs frames (it is idle otherwise).
  @inlinable package func isMoving(at now: Instant) -> Bool {
    motion(at: now).isMoving
  }

  /// The instant the settle in progress is over: the first at which ``isMoving(at:)`` is false
  /// (to the attosecond on a clock whose instants keep a whole `Duration`, as `ContinuousClock`,
  /// ``ManualClock`` and `CarouselClock` do): a driver that sleeps until then ends the motion
  /// with no frame drawn. `nil` when nothing settles: at rest, or while a finger drags the
  /// pages (a drag has no end). A motion that is over keeps the instant it ended at, now past,
  /// until the next move replaces it.
  package var motionEnd: Instant? {
    guard case .settling(let motion, let start, _) = movement else { return nil }
    return start.advanced(by: motion.elapsedAtFinish)
  }

  /// What the configured style needs to place the visible items at `now`.
  @inlinable package func layoutContext(at now: Instant) -> CarouselLayoutContext {
    layoutContext(at: position(at: now))
  }

  // Inlinable: unspecialized, reading the count looked up the item list's generic metadata
  // every frame, most of what building the context cost (485 instructions, now 56).
  @inlinable func layoutContext(at position: CarouselPosition) -> CarouselLayoutContext {
    var context = configuration.layoutContext(
      position: position, count: items.count, reduceMotion: reduceMotion)
    context.itemLengths = itemLengths
    return context
  }

  /// The items to draw at `now`, placed by the configured style, in page order; a fixed-size
  /// value that does not allocate, ready for SwiftUI's `ForEach`.
  @inlinable package func visibleItems(at now: Instant) -> CarouselVisibleItems {
    configuration.style.visibleItems(in: layoutContext(at: now))
  }

  /// The configured layout resolved for the configured style: the item's size, the spacing,
  /// the distance between pages. It does not depend on the position.
  @usableFromInline package var layoutGeometry: CarouselLayoutGeometry {
    configuration.style.geometry(in: layoutContext(at: CarouselPosition(page: 0)))
  }

  /// The distance in points a finger drags to move one page: the configured style's
  /// ``CarouselLayoutStyle/dragLength(in:)``, the distance the focused item travels on screen for
  /// one page at rest, so that the item under the finger stays under it. A style that gives no
  /// positive finite length is dragged by the ``CarouselLayoutGeometry/pitch``; 0 until the
  /// viewport has a size, and then drags move nothing.
  @usableFromInline package var pageLength: Double {
    let geometry = layoutGeometry
    let length = configuration.style.dragLength(in: geometry)
    return length.isFinite && length > 0 ? length : geometry.pitch
  }

  /// The page indicator for the items, in the configured looping mode and layout direction.
  @usableFromInline package var pageIndicator: PageIndicator {
    PageIndicator(
      count: items.count, isLooping: paging.loops,
      layoutDirection: configuration.layout.layoutDirection)
  }

  /// The position at `now` in item space, for `PageIndicator.dots(at:)`: page 2 + 0.3 is 30%
  /// of the way from item 2 to item 3. Exact for any number of items. A carousel that scrolls
  /// freely (``CarouselTargetBehavior/free``) indicates its selected item, wherever it is
  /// scrolled.
  @inlinable package func indicatorPosition(at now: Instant) -> CarouselPosition {
    paging.itemPosition(indicated(at: now))
  }

  /// The position an indicator shows at `now`: the carousel's, or the selected item's page
  /// when it scrolls freely.
  @inlinable func indicated(at now: Instant) -> CarouselPosition {
    scrollsFreely ? CarouselPosition(page: restingPage) : position(at: now)
  }

  /// The item a page indicator marks: while a finger drags the pages, the item nearest to where
  /// it holds them, so the dots move on as the drag passes halfway (as the system's page control
  /// does); otherwise the selected item, which a settle heads to from its start. It changes per
  /// page, not per frame: an indicator drawn from it is redrawn when it changes, and never
  /// between. A carousel that scrolls freely marks the selected item, dragged or not.
  package var indicatedIndex: Int? {
    guard !scrollsFreely, let dragged = draggedPosition else { return items.selectedIndex }
    let page = dragged.nearestPage
    let shown = paging.loops ? page : min(max(page, 0), items.count - 1)
    return paging.itemIndex(forPage: shown) ?? items.selectedIndex
  }

  /// ``indicatorPosition(at:)`` as one number, for a progress binding (exact below 2^53 items).
  @usableFromInline package func indicatorProgress(at now: Instant) -> Double {
    paging.itemProgress(indicated(at: now))
  }

  /// How far the current autoplay wait has run, 0...1, for timer-progress indicators.
  @usableFromInline package func autoplayProgress(at now: Instant) -> Double {
    autoplay.progress(at: now)
  }

  /// How far the current autoplay wait has run, 0...1, or `nil` when there is no wait: autoplay
  /// off, fewer than two items, or suspended (a finger, Reduce Motion, VoiceOver, the scene, off
  /// screen). While the user has paused it stays where the pause froze it, or 0 once the wait
  /// restarted while paused (a touch, a move, a new interval), as play then starts a full wait.
  /// For a custom indicator that shows the wait only while there is one.
  @usableFromInline package func autoplayWaitProgress(at now: Instant) -> Double? {
    autoplay.waitProgress(at: now)
  }

  /// The accessibility model of the page indicator: "Page", "2 of 5", increment, decrement.
  @usableFromInline package var accessibility: PageAccessibility {
    PageAccessibility(
      count: items.count, selectedIndex: items.selectedIndex, isLooping: paging.loops)
  }

  // MARK: - Configuration and data

  /// Applies the developer's choices. An equal configuration changes nothing; otherwise only
  /// what changed takes effect: turning looping on or off keeps the selected item and any motion
  /// in progress where it is, a new interval whose wait differs restarts the wait, and new
  /// problems are reported in ``diagnostics``.
  @usableFromInline package mutating func configure(
    _ newConfiguration: CarouselConfiguration, at now: Instant
  ) {
    guard newConfiguration != configuration else { return }
    let problemsBefore = layoutDiagnostics
    let previous = configuration
    let held = heldDrag
    configuration = newConfiguration
    scrollsFreely = newConfiguration.targetBehavior.scrollsFreely
    let shift =
      previous.layout.isLooping != newConfiguration.layout.isLooping
      ? repage(keepingMotion: true) : 0
    if let held { hold(held, shiftedBack: shift) }
    if previous.targetBehavior.scrollsFreely, !scrollsFreely { settleOnNearestItem(at: now) }
    if previous.autoplay != newConfiguration.autoplay {
      autoplay.handle(.intervalChanged(newConfiguration.autoplay), at: now)
      report(newConfiguration.autoplay.diagnostic.map { [$0] } ?? [])
    }
    if previous.autoplayResumeDelay != newConfiguration.autoplayResumeDelay {
      autoplay.handle(.resumeDelayChanged(newConfiguration.autoplayResumeDelay), at: now)
      report(Self.resumeDelayDiagnostic(newConfiguration.autoplayResumeDelay))
    }
    if previous.autoplayOptions != newConfiguration.autoplayOptions
      || previous.layout.isLooping != newConfiguration.layout.isLooping
    {
      autoplay.handle(
        .optionsChanged(
          newConfiguration.autoplayOptions, isLooping: newConfiguration.layout.isLooping),
        at: now)
    }
    keepFreeScrollWithinItsEnds(at: now)
    report(layoutDiagnostics.filter { !problemsBefore.contains($0) })
  }

  /// The item list changed. The same list changes nothing. Otherwise the selected item stays
  /// selected, and a motion in progress goes on from where it is; when the selected item was
  /// removed, its nearest surviving neighbor is selected and a settling motion stops on it. A
  /// drag in progress stays under the finger either way.
  ///
  /// An update costs what changed. The IDs both lists share at the start and at the end are
  /// found by comparing them, as an identical list is; only the run between them is hashed, and
  /// when the end after it moved, the index is renumbered in one pass over its slots (no
  /// hashing). So appending or removing at the end costs a comparison of the lists and the run;
  /// prepending, or an edit in the middle, also the pass; replacing more than half the list, a
  /// list with duplicate IDs, growing past the index's room (at least an eighth more than the
  /// list last indexed anew) or shrinking below a quarter of it indexes the list anew, like a
  /// first load. An array given without duplicates is kept, not copied.
  @inlinable
  package mutating func itemsChanged(_ ids: some Collection<ID>, at now: Instant) {
    updateItems(ids, at: now)
  }

  /// ``itemsChanged(_:at:)``, returning whether the list differed from the last one given.
  ///
  /// Inlinable down to the comparison and the hashing (``CarouselItems/update(_:)``), so that
  /// both are specialized for the caller's ID and collection types: re-sending a long list on
  /// every view update is then a tight loop (unspecialized, it took about 50 ns an ID).
  @inlinable
  @discardableResult
  package mutating func updateItems(_ ids: some Collection<ID>, at now: Instant) -> Bool {
    let before = itemsChangeStart
    guard items.update(ids) else { return false }
    itemsDidChange(from: before, at: now)
    return true
  }

  /// The items are the IDs of the consecutive integers of `run` (`Int`'s own, or those of an ID
  /// type that stands for integers, `CarouselRunID`): a week strip over
  /// `-1_000_000..<1_000_000` days, a billion generated pages. The engine keeps the bounds, not
  /// the IDs, and every event costs the same for a run of ten IDs as for a billion: a first
  /// load, a re-send of the same run (which changes nothing and allocates nothing), a selection
  /// by ID (`select(_:animated:spring:at:)`, by the ID's integer) or by index, a change of the
  /// bounds.
  ///
  /// The rules are those of ``itemsChanged(_:at:)`` for the same IDs as an array: the selected
  /// item stays selected while the run holds it, else its nearest survivor is selected (the one
  /// after it on a tie), else the item at the same position when the count is the same, else the
  /// first. A run holds no duplicates. A run replacing an array, or an array replacing a run,
  /// costs a pass over the array; the same IDs in the other form change nothing. A run of more
  /// than `Int.max` IDs (`Int.min..<Int.max`) keeps its first `Int.max` and reports
  /// `CarouselDiagnostic.runTooLong(lowerBound:upperBound:)`.
  ///
  /// ```swift
  /// var days = CarouselEngine<Int, ManualClock>(items: [Int](), at: clock.now)
  /// days.itemsChanged(run: -1_000_000..<1_000_000, at: clock.now)
  /// days.select(0, animated: false, at: clock.now)
  /// days.selectedIndex  // 1_000_000
  /// days.itemsChanged(run: -5..<1_000_000_000, at: clock.now)
  /// days.selectedIndex  // 5: day 0 stays selected
  /// ```
  @inlinable
  package mutating func itemsChanged(run: Range<Int>, at now: Instant) where ID: CarouselRunID {
    updateItems(run: run, at: now)
  }

  /// ``itemsChanged(run:at:)``, returning whether the list differed from the last one given.
  @inlinable
  @discardableResult
  package mutating func updateItems(run: Range<Int>, at now: Instant) -> Bool
  where ID: CarouselRunID {
    let before = itemsChangeStart
    guard items.update(run: run) else { return false }
    itemsDidChange(from: before, at: now)
    return true
  }

  /// What a change of the items keeps from before it: the selected item and the page drag in
  /// progress (where it shows the carousel read through the old paging).
  @usableFromInline var itemsChangeStart: (selectedID: ID?, dragged: HeldDrag?) {
    (items.selectedID, heldDrag)
  }

  /// The rest of a change of the items, after the list changed.
  @usableFromInline mutating func itemsDidChange(
    from before: (selectedID: ID?, dragged: HeldDrag?), at now: Instant
  ) {
    report(items.diagnostics)
    let keepsSelection = items.selectedID == before.selectedID
    let shift = repage(keepingMotion: keepsSelection)
    if let held = before.dragged { hold(held, shiftedBack: shift) }
    keepFreeScrollWithinItsEnds(at: now)
    autoplay.handle(
      .itemsChanged(
        count: items.count, currentItem: items.selectedIndex ?? 0,
        selectionChanged: !keepsSelection),
      at: now)
    if !itemDurations.isEmpty { autoplay.handle(.itemWaitsChanged(indexedWaits), at: now) }
  }

  /// The index of the item with `id`, or `nil` when there is none. O(1).
  package func index(of id: ID) -> Int? { items.index(of: id) }

  /// Whether `ids` is the item list last given (duplicates included), compared ID by ID.
  @inlinable package func shows(_ ids: some Sequence<ID>) -> Bool {
    ids.elementsEqual(items.lastGiven)
  }

  /// Whether the run of `bounds` holds the item list last given, so that sending it changes
  /// nothing: O(1) when that was a run, one pass over it when it was an array.
  @inlinable package func shows(run bounds: Range<Int>) -> Bool where ID: CarouselRunID {
    items.isLastGiven(run: bounds)
  }

  /// Whether any item of `previous` is still among the items; see
  /// ``CarouselItems/containsAny(of:)`` for the cost, O(1) for two runs.
  @usableFromInline package func containsAny(of previous: CarouselItemList<ID>) -> Bool {
    items.containsAny(of: previous)
  }

  /// Gives items their own autoplay waits, by ID; items not listed wait for the interval, and so
  /// do items whose wait is invalid (reported as `CarouselDiagnostic.invalidItemDuration(item:seconds:)`).
  /// The same waits change nothing; a change to the current item's wait restarts the wait.
  @usableFromInline package mutating func itemDurationsChanged(
    _ durations: [ID: AutoplayInterval], at now: Instant
  ) {
    guard durations != itemDurations else { return }
    let changed = durations.filter { itemDurations[$0.key] != $0.value }
    itemDurations = durations
    let ordered = changed.sorted {
      (items.index(of: $0.key) ?? .max) < (items.index(of: $1.key) ?? .max)
    }
    report(ordered.compactMap { id, duration in itemDurationDiagnostic(duration, of: id) })
    autoplay.handle(.itemWaitsChanged(indexedWaits), at: now)
  }

  /// Gives items their own lengths along the paging axis, in points, by index in display
  /// order (chips as wide as their text, a row of mixed cards): the peek and paged styles lay
  /// each item out at its own length (``CarouselVisibleItem/mainLength``), a drag moves the row
  /// point for point across them, paging (`.item`, the drag's thresholds and flicks, measured
  /// in items) stops with an item's center at the focus, or its leading edge with a leading
  /// alignment (a multi-page flick, ``DragResolver/allowsMultiPageFlicks``, on the item nearest
  /// its predicted end), and `.screenful` steps to the first item not wholly shown. `nil` (the
  /// default) gives every item the configured length; so do the other styles, and the web
  /// build.
  ///
  /// Items past the lengths given take the configured length
  /// (`CarouselConfiguration.mainItemLength`), lengths past the items are ignored; NaN,
  /// infinite and negative lengths count as 0, above 10^9 points as 10^9. Built in O(n) once
  /// (the lengths are kept in a tree with O(log n) lookups, so each frame costs
  /// O(visible × log n) at any count); the same lengths change nothing. The position stays in
  /// item units: a drag in progress keeps the item under the finger, and a settle goes on to
  /// the same item at its new place. A scroll wheel, the activity's speed and pull-to-refresh
  /// still measure by ``pageLength``.
  ///
  /// ```swift
  /// carousel.itemLengthsChanged(chips.map { Double($0.title.count) * 9 + 24 }, at: clock.now)
  /// ```
  @usableFromInline package mutating func itemLengthsChanged(_ lengths: [Double]?, at now: Instant)
  {
    let lengths = lengths.map(CarouselItemLengths.init)
    guard lengths != itemLengths else { return }
    let held = heldDrag
    itemLengths = lengths
    if let held { hold(held) }
  }

  // MARK: - Navigation events

  /// Moves to the next item (a button, the adjustable action's increment, a three-finger swipe).
  /// Does nothing at the end of a finite carousel. An animated move settles with `spring`, or
  /// the configured `CarouselConfiguration.spring` when it is `nil` (with Reduce Motion on,
  /// moves jump either way).
  @usableFromInline package mutating func next(
    animated: Bool = true, spring: SettleSpring? = nil, at now: Instant
  ) {
    guard let page = paging.page(after: restingPage) else { return }
    navigate(toPage: page, animated: animated, spring: spring, at: now)
  }

  /// Moves to the previous item. Does nothing at the start of a finite carousel. `spring` as
  /// for ``next(animated:spring:at:)``.
  @usableFromInline package mutating func previous(
    animated: Bool = true, spring: SettleSpring? = nil, at now: Instant
  ) {
    guard let page = paging.page(before: restingPage) else { return }
    navigate(toPage: page, animated: animated, spring: spring, at: now)
  }

  /// VoiceOver's three-finger scroll: a screenful as `step` asks when the carousel pages by
  /// screenfuls (`CarouselConfiguration.targetBehavior` is `.screenful`), as a swipe moves, from the page it rests
  /// on; otherwise, or where a screenful is one item, one item, as ``next(animated:spring:at:)``
  /// and ``previous(animated:spring:at:)`` move. Does nothing at a finite carousel's end.
  package mutating func scroll(_ step: CarouselStep, at now: Instant) {
    guard let screenful else { return perform(step, at: now) }
    let page = screenful.page(movedBy: step == .next ? 1 : -1, pager: paging)
    guard page != restingPage else { return }
    navigate(toPage: page, animated: true, spring: nil, at: now)
  }

  /// VoiceOver's focus landed on the item drawn on `page` (its slot's
  /// ``CarouselVisibleItem/page``: a looping row can draw an item twice): when the item is not
  /// wholly in view at rest, moves the least that shows it whole (``CarouselReveal``: a leading
  /// row brings an item after its whole ones to the trailing edge, any other item is selected),
  /// animated unless Reduce Motion is on. An item wholly in view, or a page that shows no item,
  /// changes nothing.
  package mutating func reveal(page: Int, at now: Instant) {
    guard paging.itemIndex(forPage: page) != nil else { return }
    let isLeading =
      configuration.style.resolvedAlignment(configuration.layout.alignment) == .leading
    guard
      let target = CarouselReveal.restingPage(
        revealing: page, shown: pagesInView(laidOutBy: configuration), isLeading: isLeading),
      target != restingPage
    else { return }
    navigate(toPage: target, animated: true, spring: nil, at: now)
  }

  /// Moves to the item at `index` (a dot tap), the shortest way round when looping. An invalid
  /// index, or the selected one, does nothing. `spring` as for ``next(animated:spring:at:)``.
  @usableFromInline package mutating func select(
    index: Int, animated: Bool = true, spring: SettleSpring? = nil, at now: Instant
  ) {
    guard index != items.selectedIndex, let page = paging.page(forItem: index, from: restingPage)
    else { return }
    navigate(toPage: page, animated: animated, spring: spring, at: now)
  }

  /// Shows `id`, set from outside (a selection binding, a proxy's `scrollTo`). `nil` and the
  /// selected ID keep the current item (the UI writes it back); an ID that is not among the
  /// items keeps it too and records `CarouselDiagnostic.selectionNotFound`. `spring` as for
  /// ``next(animated:spring:at:)``.
  @usableFromInline package mutating func select(
    _ id: ID?, animated: Bool = true, spring: SettleSpring? = nil, at now: Instant
  ) {
    guard let id, id != items.selectedID else { return }
    guard let index = items.index(of: id) else {
      if !items.isEmpty { report([.selectionNotFound]) }
      return
    }
    select(index: index, animated: animated, spring: spring, at: now)
  }

  /// Shows the item at `index`, set from outside (an index binding, a proxy's
  /// `scrollTo(index:)`): the selected index changes nothing; an index outside the items keeps
  /// the current item and records `CarouselDiagnostic.selectedIndexOutOfRange(index:count:)`;
  /// without items nothing happens (an index set before they arrive is kept until then).
  /// `spring` as for ``next(animated:spring:at:)``.
  @usableFromInline package mutating func selectIndex(
    _ index: Int, animated: Bool, spring: SettleSpring? = nil, at now: Instant
  ) {
    guard let selected = items.selectedIndex, index != selected else { return }
    select(index: index, animated: animated, spring: spring, at: now)
    if items.selectedIndex != index {
      report([.selectedIndexOutOfRange(index: index, count: items.count)])
    }
  }

  /// The move from code that ends at `end` (its ``motionEnd`` when it started) goes on along
  /// `curve` (an app's animation: a `withAnimation` around the move, sampled by CarouselUI)
  /// instead of its spring, from where it is now to the same target. Any other movement changes
  /// nothing: a settle that replaced it (a finger's release, another move), a carousel at rest
  /// or under a finger, a settle that already follows a curve, and moves with Reduce Motion on,
  /// which jump. Returns whether the carousel follows `curve`.
  @discardableResult
  package mutating func follow(
    _ curve: CarouselMotionCurve, replacingSettleEndingAt end: Instant, at now: Instant
  ) -> Bool {
    guard case .settling(let motion, _, let touch) = movement, motion.curve == nil,
      motionEnd == end
    else { return false }
    movement = .settling(
      SpringMotion(
        from: position(at: now), to: motion.target, curve: curve, spring: motion.spring),
      since: now, touch: touch)
    return true
  }

  // MARK: - Drag events

  /// A finger is on the carousel (send `CarouselDrag.touchDown` when it lands, if the host
  /// knows) or has moved. From the first event on, nothing advances by itself. A finger that
  /// lands while the carousel settles (after a swipe, a move from code, an autoplay advance)
  /// stops it where it is, as UIKit's scroll views stop on touch-down: it stays there under
  /// the finger until a page drag takes it from there, or the finger lifts and it settles onto
  /// the nearest page (``dragEnded(_:at:)``). Until the drag
  /// is known to run along the axis, nothing moves; a drag that runs across the axis is left to
  /// whatever scrolls around the carousel until it ends. A page drag catches a moving carousel
  /// where it is (within the rubber band's reach of a finite carousel's ends: one a page or more
  /// beyond them, which only a motion kept going after the list shrank can be, is caught at the
  /// farthest point the band shows). Changes of the configuration or the items while the finger
  /// is down keep the carousel under it.
  @usableFromInline package mutating func dragChanged(_ drag: CarouselDrag, at now: Instant) {
    dragChanged(drag, stopsMotion: true, at: now)
  }

  /// ``dragChanged(_:at:)``, where a finger that lands during a settle stops it only when
  /// `stopsMotion` (a host whose swipes are off lets the motion go on under the finger, which
  /// then only holds autoplay).
  package mutating func dragChanged(_ drag: CarouselDrag, stopsMotion: Bool, at now: Instant) {
    if !movement.isTouched {
      autoplay.handle(.touchBegan, at: now)
      let (position, isMoving) = motion(at: now)
      if stopsMotion, isMoving {
        movement = .stopped(position, touch: .undecided)
      }
    }
    switch movement {
    case .dragging(let held):
      let moved = held.following(
        drag, pages: pageDelta(drag.translationX, drag.translationY, from: held))
      movement = .dragging(freelyHeld(moved) ?? moved)
    case .resting, .settling, .stopped:
      // A finger that runs across the axis keeps doing so until it lifts.
      guard movement.touch != .crossAxis else { return }
      switch resolver.axisDecision(
        translationX: drag.translationX, translationY: drag.translationY,
        axis: configuration.layout.axis)
      {
      case .undecided:
        movement = movement.touched(by: .undecided)
      case .crossAxis:
        movement = movement.touched(by: .crossAxis)
      case .paging:
        // Start where the carousel is now (un-resisted, since the drag resists it again), so it
        // jumps neither by the distance of the slop nor when caught bouncing back past an end.
        let caught = resolver.unbanded(position(at: now), pager: paging)
        movement = .dragging(anchoredDrag(at: freelyCaught(caught), sample: drag))
      }
    }
  }

  /// The finger lifted. A page drag settles on the item the configured target behavior picks
  /// (`CarouselConfiguration.targetBehavior`) from the one the drag's rules propose: decided
  /// from how far it was dragged from the selected item's page, its velocity and predicted end,
  /// the same way in both directions (see ``DragResolver``), one item a step; `.screenful` steps
  /// by screenfuls. What the behavior returns is checked (``CarouselTarget/index``): on a
  /// finite carousel one outside the items is clamped, with
  /// `CarouselDiagnostic.targetOutOfRange(index:count:)`. The release velocity goes to the
  /// spring. With Reduce Motion on it still settles from where the finger let go, since the user
  /// moved it, but briefly and without bounce. A carousel the finger stopped
  /// (``dragChanged(_:at:)``) and did not drag settles as a drag let go there without speed
  /// would: onto the nearest item with the default half-page threshold, as a paging scroll view
  /// does (with another threshold, measured from the item it was heading to). A carousel that
  /// scrolls freely (``CarouselTargetBehavior/free``) asks no behavior and selects nothing:
  /// the drag coasts on with a scroll view's momentum and rests where it stops, and a
  /// stopped carousel stays where the finger stopped it. Any touch end restarts the full
  /// autoplay wait.
  @usableFromInline package mutating func dragEnded(_ drag: CarouselDrag, at now: Instant) {
    guard movement.isTouched else { return }
    if let held = movement.pageDrag {
      func reached(_ x: Double, _ y: Double) -> CarouselPosition {
        held.anchor.moved(by: pageDelta(x, y, from: held) - held.anchorPages)
      }
      let released = resolver.rubberBanded(
        reached(drag.translationX, drag.translationY), pager: paging)
      guard !scrollsFreely else {
        movement = momentum(
          from: released, velocityX: drag.velocityX, velocityY: drag.velocityY, at: now)
        return endTouch(at: now)
      }
      let velocity = rowVelocity(drag, at: released) ?? pageDelta(drag.velocityX, drag.velocityY)
      let predictedEnd = reached(drag.predictedEndTranslationX, drag.predictedEndTranslationY)
      let target = targetPage(releasedAt: released, velocity: velocity, predictedEnd: predictedEnd)
      movement = release(toPage: target, from: released, velocity: velocity, at: now)
      move(toPage: target)
    } else {
      liftTouch(at: now)
    }
    endTouch(at: now)
  }

  /// The page a drag released at `released` settles on: the configured target behavior's
  /// choice, checked (``CarouselTargetContext``), with its diagnostic reported. With no items,
  /// the resting page, and no behavior is asked.
  private mutating func targetPage(
    releasedAt released: CarouselPosition, velocity: Double, predictedEnd: CarouselPosition
  ) -> Int {
    guard items.count > 0 else { return restingPage }
    let context = CarouselTargetContext(
      releasedAt: released, velocity: velocity, predictedEnd: predictedEnd,
      restingPage: restingPage, count: items.count, configuration: configuration,
      resolver: resolver, reduceMotion: reduceMotion, itemLengths: itemLengths)
    var target = context.proposal
    configuration.targetBehavior.updateTarget(&target, context: context)
    let (page, diagnostic) = context.page(for: target)
    if let diagnostic { report([diagnostic]) }
    return page
  }

  /// The system cancelled the gesture: a page drag, or a carousel the finger stopped, settles
  /// back onto the selected item's page (with Reduce Motion on, briefly and without bounce, as
  /// a release does: it is still the user's own drag), so a cancellation never changes the
  /// selection, and the full autoplay wait restarts. A carousel that scrolls freely rests where
  /// the drag left it (back within a finite row's ends).
  @usableFromInline package mutating func dragCancelled(at now: Instant) {
    guard movement.isTouched else { return }
    if scrollsFreely, isDragging || movement.isStopped {
      movement = momentum(from: position(at: now), velocityX: 0, velocityY: 0, at: now)
    } else if isDragging || movement.isStopped {
      movement = release(toPage: restingPage, from: position(at: now), velocity: 0, at: now)
    } else {
      movement = movement.touched(by: nil)
    }
    endTouch(at: now)
  }

  // MARK: - Time, environment and lifecycle events

  /// The driver woke at (or after) ``nextDeadline``: advances if the wait is over, taking over
  /// the speed of any motion in progress. An early tick does nothing.
  @usableFromInline package mutating func tick(at now: Instant) {
    guard let item = autoplay.tick(at: now),
      let page = paging.page(forItem: item, from: restingPage)
    else { return }
    settle(
      toPage: page, from: position(at: now), velocity: velocity(at: now),
      spring: configuration.spring, at: now)
    move(toPage: page)
  }

  /// The carousel came on screen.
  @usableFromInline package mutating func appeared(at now: Instant) {
    autoplay.handle(.appeared, at: now)
  }

  /// The carousel left the screen: a drag in progress is cancelled and the host's holds end
  /// (their ends will not arrive), and nothing stays scheduled.
  @usableFromInline package mutating func disappeared(at now: Instant) {
    cancelTouches(at: now)
    autoplay.handle(.disappeared, at: now)
  }

  /// The app's scene changed phase; autoplay runs only while it is active, and leaving the
  /// active phase cancels a drag in progress and ends the host's holds.
  @usableFromInline package mutating func sceneChanged(
    to phase: CarouselScenePhase, at now: Instant
  ) {
    if phase != .active { cancelTouches(at: now) }
    autoplay.handle(.scene(phase), at: now)
  }

  /// The host holds the carousel as a finger resting on it does, for a touch its gestures do
  /// not see (a story's long press: `CarouselProxy.beginHold()`): nothing advances by itself
  /// until the hold ends, and with ``AutoplayOptions/pausesOnTouch`` the wait freezes. Holds
  /// are counted, and leave the user's play/pause choice alone.
  package mutating func holdBegan(at now: Instant) {
    holds = Numerics.saturatingAdd(holds, 1)
    autoplay.handle(.held(true), at: now)
  }

  /// A hold ended; the end of the last is a finger's lift on the selected item (a frozen wait
  /// resumes, any other restarts). Without a hold it does nothing.
  package mutating func holdEnded(at now: Instant) {
    guard holds > 0 else { return }
    holds -= 1
    if holds == 0 { autoplay.handle(.held(false), at: now) }
  }

  /// The user pressed play: a paused wait resumes where it was.
  @usableFromInline package mutating func play(at now: Instant) { autoplay.handle(.play, at: now) }
  /// The user pressed pause: the wait freezes.
  @usableFromInline package mutating func pause(at now: Instant) {
    autoplay.handle(.pause, at: now)
  }
  /// The user pressed the play/pause button.
  @usableFromInline package mutating func togglePlayback(at now: Instant) {
    autoplay.handle(autoplay.isPlaying ? .pause : .play, at: now)
  }

  /// Reduce Motion turned on or off: while on, nothing advances by itself (unless autoplay paces
  /// the content, ``AutoplayOptions/pacesContent``: it advances without animation) and page
  /// changes do not animate, except that the end of the user's own drag settles briefly (a motion already
  /// under way finishes). A drag in progress stays under the finger.
  @usableFromInline package mutating func reduceMotionChanged(_ isOn: Bool, at now: Instant) {
    // A style's drag length may depend on it (the peek style's neighbors keep their size).
    let held = isOn != reduceMotion ? heldDrag : nil
    reduceMotion = isOn
    if let held { hold(held) }
    autoplay.handle(.reduceMotion(isOn), at: now)
  }

  /// VoiceOver turned on or off: while on, nothing advances by itself, unless autoplay paces the
  /// content (``AutoplayOptions/pacesContent``).
  @usableFromInline package mutating func voiceOverChanged(_ isOn: Bool, at now: Instant) {
    autoplay.handle(.voiceOver(isOn), at: now)
  }

  /// The user moved the carousel (a drag ended, a tap, a key, the crown, VoiceOver): with a
  /// resume delay configured (`CarouselConfiguration.autoplayResumeDelay`), the full wait
  /// starts again after it. A host calls it after the user's input; moves from code do not.
  package mutating func userMoved(at now: Instant) {
    autoplay.handle(.userMoved, at: now)
  }

  /// The problem with a resume delay, if any: a negative one counts as zero.
  private static func resumeDelayDiagnostic(_ delay: Duration) -> [CarouselDiagnostic] {
    delay < .zero ? [.invalidResumeDelay(seconds: delay / .seconds(1))] : []
  }

  /// The app turned the user's paging on or off (a zoomed photo): while it is off, nothing
  /// advances by itself (``AutoplaySuspension/pagingDisabled``). The host keeps the user's input
  /// from moving the carousel meanwhile.
  @usableFromInline package mutating func pagingChanged(allowed: Bool, at now: Instant) {
    autoplay.handle(.pagingDisabled(!allowed), at: now)
  }

  // MARK: - Private

  /// The drag settings with the style's distance threshold when none is set.
  @usableFromInline var resolver: DragResolver {
    var resolver = configuration.drag
    if resolver.distanceThreshold == nil {
      resolver.distanceThreshold = configuration.style.preferredDistanceThreshold
    }
    return resolver
  }

  /// The pages a translation (or velocity) of `x`, `y` points moves along the configured axis.
  private func pageDelta(_ x: Double, _ y: Double) -> Double {
    resolver.pageDelta(
      translationX: x, translationY: y, axis: configuration.layout.axis,
      layoutDirection: configuration.layout.layoutDirection, pageLength: pageLength)
  }

  /// A page drag showing `position` with the finger at `sample`. With one item length the
  /// anchor is `position` and the finger's pages so far are taken off; on a row of items of
  /// their own lengths the anchor is where the finger started, its points back along the row,
  /// so that every later sample maps points to items from one place and the item under the
  /// finger stays under it.
  private func anchoredDrag(at position: CarouselPosition, sample: CarouselDrag)
    -> CarouselPageDrag
  {
    guard let row = dragRow else {
      let pages = pageDelta(sample.translationX, sample.translationY)
      return CarouselPageDrag(anchor: position, anchorPages: pages, pages: pages, sample: sample)
    }
    let points = forwardPoints(sample.translationX, sample.translationY)
    let anchor = position.moved(by: row.pages(movingBy: -points, from: position))
    let pages = row.pages(movingBy: points, from: anchor)
    return CarouselPageDrag(anchor: anchor, anchorPages: 0, pages: pages, sample: sample)
  }

  /// The pages a finger's translation of `x`, `y` points moves `drag`'s anchor: along the row
  /// of items of their own lengths, or by ``pageLength`` per page.
  private func pageDelta(_ x: Double, _ y: Double, from drag: CarouselPageDrag) -> Double {
    guard let row = dragRow else { return pageDelta(x, y) }
    return row.pages(movingBy: forwardPoints(x, y), from: drag.anchor)
  }

  /// A release velocity in pages per second on a row of items of their own lengths: the
  /// finger's speed in points over the pitch where it let go; `nil` with one item length.
  private func rowVelocity(_ drag: CarouselDrag, at released: CarouselPosition) -> Double? {
    guard let row = dragRow else { return nil }
    let pitch = row.pitch(at: released)
    guard pitch > 0 else { return 0 }
    return Numerics.finiteOrZero(forwardPoints(drag.velocityX, drag.velocityY) / pitch)
  }

  /// The points of `x`, `y` along the configured axis, forward in the reading direction.
  private func forwardPoints(_ x: Double, _ y: Double) -> Double {
    resolver.pageDelta(
      translationX: x, translationY: y, axis: configuration.layout.axis,
      layoutDirection: configuration.layout.layoutDirection, pageLength: 1)
  }

  /// The row of items of their own lengths the configured style lays out, or `nil`.
  private var dragRow: CarouselItemRow? {
    guard itemLengths != nil else { return nil }
    return layoutGeometry.row
  }

  /// The problems of the layout input as configured, for reporting the new ones.
  private var layoutDiagnostics: [CarouselDiagnostic] {
    layoutContext(at: CarouselPosition(page: 0)).diagnostics
  }

  /// The items' own valid waits by item index, for the autoplay state machine.
  private var indexedWaits: [Int: Duration] {
    var waits: [Int: Duration] = [:]
    for (id, interval) in itemDurations {
      if let index = items.index(of: id), let wait = interval.duration { waits[index] = wait }
    }
    return waits
  }

  private func itemDurationDiagnostic(_ duration: AutoplayInterval, of id: ID)
    -> CarouselDiagnostic?
  {
    guard case .invalidInterval(let seconds) = duration.diagnostic else {
      return duration.diagnostic
    }
    #if hasFeature(Embedded)
      // Embedded Swift has no reflection to describe an arbitrary ID: name it by its index.
      let item = items.index(of: id).map { "at index \($0)" } ?? "not among the items"
    #else
      let item = String(describing: id)
    #endif
    return .invalidItemDuration(item: item, seconds: seconds)
  }

  /// Where a page drag shows the carousel, or `nil` when there is none.
  private var draggedPosition: CarouselPosition? {
    movement.pageDrag.map { resolver.rubberBanded($0.unbanded, pager: paging) }
  }

  /// A page drag to hold where it is across a change: where it shows the carousel, and the
  /// finger's last sample, read anew after the change.
  @usableFromInline typealias HeldDrag = (position: CarouselPosition, sample: CarouselDrag)

  /// The page drag in progress, to hold across a change, or `nil` when there is none.
  private var heldDrag: HeldDrag? {
    movement.pageDrag.map { (resolver.rubberBanded($0.unbanded, pager: paging), $0.sample) }
  }

  /// Keeps a page drag showing the position it held, `shift` pages back, after its reading may
  /// have changed (the axis, the layout direction, the page length, the ends the rubber band
  /// resists at, the pages' numbering): the finger's last sample is read anew and anchored
  /// where, resisted anew, it shows the same position.
  private mutating func hold(_ held: HeldDrag, shiftedBack shift: Int = 0) {
    movement = .dragging(
      anchoredDrag(
        at: resolver.unbanded(held.position.shifted(back: shift), pager: paging),
        sample: held.sample))
  }

  /// The system took the touches away (the carousel left the screen, the scene stopped being
  /// active): a drag in progress is cancelled, and the host's holds end, as the system cancels
  /// the touches behind them, whose ends may never be reported.
  private mutating func cancelTouches(at now: Instant) {
    dragCancelled(at: now)
    guard holds > 0 else { return }
    holds = 0
    autoplay.handle(.held(false), at: now)
  }

  /// The finger that does not drag the pages lifted: a carousel it stopped settles from there as
  /// a page drag released there without speed would, the target behavior asked as for a drag
  /// (the nearest item with a half-page threshold, as a paging scroll view settles when a finger
  /// that stopped it lifts), and that
  /// page becomes the resting page; one that scrolls freely rests there (or, stopped past a
  /// finite row's end, settles back to it). Any other movement goes on without the finger.
  private mutating func liftTouch(at now: Instant) {
    guard case .stopped(let position, _) = movement else {
      movement = movement.touched(by: nil)
      return
    }
    guard !scrollsFreely else {
      movement = momentum(from: position, velocityX: 0, velocityY: 0, at: now)
      return
    }
    let page = targetPage(releasedAt: position, velocity: 0, predictedEnd: position)
    movement = release(toPage: page, from: position, velocity: 0, at: now)
    move(toPage: page)
  }

  /// The finger lifted (or its touch was cancelled), and the movement no longer has it: the full
  /// autoplay wait restarts.
  private mutating func endTouch(at now: Instant) {
    autoplay.handle(.touchEnded(onItem: items.selectedIndex ?? 0), at: now)
  }

  /// Selects the item on `page` and restarts the full autoplay wait. A finger that is down
  /// keeps control: the carousel follows it, and its release decides where it settles.
  private mutating func navigate(
    toPage page: Int, animated: Bool, spring: SettleSpring?, at now: Instant
  ) {
    if animated {
      settle(
        toPage: page, from: position(at: now), velocity: velocity(at: now),
        spring: spring ?? configuration.spring, at: now)
    } else {
      rest()
    }
    move(toPage: page)
    autoplay.handle(.userNavigated(toItem: items.selectedIndex ?? 0), at: now)
  }

  /// Renumbers the pages after the items or the looping mode changed: the selected item's page
  /// becomes the resting page, and the motion moves with it, so the carousel shows the same
  /// thing around the selected item. A drag goes on under the finger; a settling motion goes on
  /// only when `keepingMotion` (the selected item is the one it was settling to), else it stops,
  /// and so does a carousel a finger stopped: it rests on the page under the finger.
  /// Returns the shift: how many pages the numbering moved back.
  @discardableResult
  private mutating func repage(keepingMotion: Bool) -> Int {
    let previousPage = restingPage
    paging = Pager(count: items.count, isLooping: configuration.layout.isLooping)
    restingPage = paging.page(forItem: items.selectedIndex ?? 0, from: previousPage) ?? 0
    if !keepingMotion, movement.pageDrag == nil {
      movement = .resting(touch: movement.touch)
    }
    let shift = previousPage &- restingPage
    movement = movement.shifted(back: shift)
    return shift
  }

  /// Selects the item on `page`, which becomes the resting page. A looping page beyond
  /// ``Pager/rebaseBound`` (reachable only by saturating input) is moved back by whole laps, and
  /// the motion toward it with it, so that the next step never has to turn back.
  private mutating func move(toPage page: Int) {
    let rebased = paging.rebased(CarouselPosition(page: page)).page
    restingPage = rebased
    movement = movement.shifted(back: page &- rebased)  // whole laps: wrapping is exact for them
    if let index = paging.itemIndex(forPage: rebased) { items.select(index: index) }
  }

  /// Settles onto `page` from `position` with `spring`, or, with Reduce Motion on, jumps there:
  /// for the moves the user did not make with a finger. A finger that drags the pages keeps
  /// control: the carousel follows it, and its release decides where it settles. A finger that
  /// does not stays down.
  private mutating func settle(
    toPage page: Int, from position: CarouselPosition, velocity: Double, spring: SettleSpring,
    at now: Instant
  ) {
    guard !reduceMotion else { return rest() }
    switch movement {
    case .dragging:
      return
    case .resting(let touch), .settling(_, _, let touch):
      movement = .settling(
        SpringMotion(from: position, toPage: page, initialVelocity: velocity, spring: spring),
        since: now, touch: touch)
    case .stopped(_, let touch):
      // A move while a finger holds the carousel stopped goes on from there under the finger.
      movement = .settling(
        SpringMotion(from: position, toPage: page, initialVelocity: velocity, spring: spring),
        since: now, touch: touch)
    }
  }

  /// Stops any motion on the resting page, at once. A finger that drags the pages keeps
  /// control, as in ``settle(toPage:from:velocity:spring:at:)``; one that does not stays down.
  private mutating func rest() {
    switch movement {
    case .dragging:
      return
    case .resting(let touch), .settling(_, _, let touch):
      movement = .resting(touch: touch)
    case .stopped(_, let touch):
      movement = .resting(touch: touch)
    }
  }

  /// The release velocity, in pages per second, that the spring takes over: at most `e·ω`
  /// either way (about 34 pages per second for the default spring), the speed that carries a
  /// critically damped spring of natural frequency `ω` one page from its target at the most.
  /// Faster releases (a 10^12-point flick, a jittery sample) would fling the carousel pages past
  /// its page, or a finite one's end, before it came back; a real flick of a phone-wide page is
  /// slower.
  private static func handed(_ velocity: Double, to spring: SettleSpring) -> Double {
    let fastest = Numerics.exponential(1) * spring.naturalFrequency
    return min(max(Numerics.finiteOrZero(velocity), -fastest), fastest)
  }

  /// The spring that ends the user's own drag with Reduce Motion on: brief, and critically
  /// damped so that it never overshoots.
  private static var reducedMotionRelease: SettleSpring { SettleSpring(duration: 0.15, bounce: 0) }

  /// The end of the user's own drag, settling onto `page` from where the finger let go, from
  /// `now` on: the finger is gone. With Reduce Motion on it settles too, rather than jumping
  /// away from under the finger, but with ``reducedMotionRelease`` and only the part of the
  /// finger's velocity that heads to `page` and cannot carry past it, so it moves straight there.
  private func release(
    toPage page: Int, from position: CarouselPosition, velocity: Double, at now: Instant
  ) -> CarouselMovement<Instant> {
    guard reduceMotion else {
      let spring = configuration.spring
      return .settling(
        SpringMotion(
          from: position, toPage: page, initialVelocity: Self.handed(velocity, to: spring),
          spring: spring),
        since: now, touch: nil)
    }
    let spring = Self.reducedMotionRelease
    let toGo = CarouselPosition(page: page).offset(from: position)
    // Started toward its target at most this fast, a critically damped spring decays onto it
    // without passing it (at exactly this speed, as `e^(-ωt)`).
    let fastest = abs(toGo) * spring.naturalFrequency
    let speed = Numerics.finiteOrZero(velocity)
    let kept = toGo > 0 ? min(max(speed, 0), fastest) : max(min(speed, 0), -fastest)
    return .settling(
      SpringMotion(from: position, toPage: page, initialVelocity: kept, spring: spring),
      since: now, touch: nil)
  }

  // MARK: - Free scrolling

  /// The end of a free scroll's touch (``CarouselTargetBehavior/free``) at `released`, the
  /// finger's velocity `velocityX`, `velocityY` in points per second (0 for a finger that
  /// stopped the carousel and lifted, or a cancelled touch): the momentum of a scroll view
  /// (``CarouselMomentum``), in points along a row of items of their own lengths, in pages
  /// otherwise, cut short at a finite carousel's ends (``freeRange``). Released past an end
  /// (the rubber band, or a finger that caught the carousel there), the spring brings it back
  /// to the end, as a scroll view bounces back. It never selects anything.
  private func momentum(
    from released: CarouselPosition, velocityX: Double, velocityY: Double, at now: Instant
  ) -> CarouselMovement<Instant> {
    let range = freeRange
    if let range, !range.contains(released) {
      let end = min(max(released, range.lowerBound), range.upperBound)
      let spring = configuration.spring
      let velocity = Self.handed(pageDelta(velocityX, velocityY), to: spring)
      return .settling(
        SpringMotion(from: released, to: end, initialVelocity: velocity, spring: spring),
        since: now, touch: nil)
    }
    let row = dragRow
    let velocity =
      row != nil ? forwardPoints(velocityX, velocityY) : pageDelta(velocityX, velocityY)
    let pages = { (distance: Double) in row?.pages(movingBy: distance, from: released) ?? distance }
    var distance = CarouselMomentum.distance(velocity: velocity)
    var end = released.moved(by: pages(distance))
    if let range, !range.contains(end) {
      end = min(max(end, range.lowerBound), range.upperBound)
      // On a finite row the coordinates are not wrapped: the distance to the end is theirs.
      distance =
        row.map { $0.coordinate(at: end) - $0.coordinate(at: released) }
        ?? end.offset(from: released)
    }
    // Without momentum (a slow release, a lift) it rests where it is: a settle over at once.
    let motion =
      CarouselMomentum.curve(velocity: velocity, distance: distance, pages: pages).map {
        SpringMotion(from: released, to: end, curve: $0, spring: configuration.spring)
      }
      ?? SpringMotion(
        from: released, to: released, initialVelocity: 0, spring: configuration.spring)
    return .settling(motion, since: now, touch: nil)
  }

  /// The positions a finite carousel that scrolls freely comes to rest within: from the first
  /// page to the last position at which the row still moves
  /// (``CarouselLayoutGeometry/lastMovingPosition``); `nil` when it loops, and its momentum
  /// wraps. A carousel without items has nothing to scroll: it rests on page 0.
  private var freeRange: ClosedRange<CarouselPosition>? {
    guard items.count > 0 else { return CarouselPosition(page: 0)...CarouselPosition(page: 0) }
    guard !paging.loops else { return nil }
    return CarouselPosition(
      page: 0)...max(layoutGeometry.lastMovingPosition, CarouselPosition(page: 0))
  }

  /// A free scroll's momentum that a change left heading past a finite row's ends (looping
  /// turned off, items removed, a viewport or item lengths that move the last position where the
  /// row still moves) heads for the nearer end instead, from where it is, at the speed it had,
  /// with the carousel's spring, as a release past an end does (``momentum(from:velocityX:velocityY:at:)``).
  private mutating func keepFreeScrollWithinItsEnds(at now: Instant) {
    guard scrollsFreely, case .settling(let motion, _, let touch) = movement,
      let range = freeRange, !range.contains(motion.target)
    else { return }
    let end = min(max(motion.target, range.lowerBound), range.upperBound)
    movement = .settling(
      SpringMotion(
        from: position(at: now), to: end, initialVelocity: velocity(at: now),
        spring: configuration.spring),
      since: now, touch: touch)
  }

  /// Where a page drag of a carousel that scrolls freely starts from `caught`: a finite leading
  /// row between where it stops moving and its last page (where a move from code to one of the
  /// last items rests) shows its end, and the drag starts there, so the row follows the finger
  /// at once. Anything else, and a carousel that pages, starts where it is.
  private func freelyCaught(_ caught: CarouselPosition) -> CarouselPosition {
    guard scrollsFreely, let range = freeRange, caught > range.upperBound,
      caught <= CarouselPosition(page: items.count - 1)
    else { return caught }
    return range.upperBound
  }

  /// `drag` held at the end of a finite leading row that scrolls freely, when it went past
  /// where the row stops moving, anchored anew there; `nil` otherwise. Past that end the row
  /// shows nothing more (only the focus would move along the last items, which a free scroll
  /// has no use for), so the row stops under the finger and moves back with it as soon as it
  /// turns, with no stretch of finger travel that shows nothing. Other ends stretch as a
  /// rubber band.
  private func freelyHeld(_ drag: CarouselPageDrag) -> CarouselPageDrag? {
    guard scrollsFreely, let end = freeRange?.upperBound,
      end < CarouselPosition(page: items.count - 1), drag.unbanded > end
    else { return nil }
    return anchoredDrag(at: end, sample: drag.sample)
  }

  /// The carousel stopped scrolling freely: resting, or heading, between items (a momentum, a
  /// rest where it stopped), it settles onto the item nearest where it was heading, which is
  /// selected; on the selected item's page already, or under a finger (whose release
  /// decides), nothing changes.
  private mutating func settleOnNearestItem(at now: Instant) {
    // A free scroll at rest on a whole page other than the selected item's (its selection is
    // apart from the scroll) settles too: the resting page must show the selection.
    guard case .settling(let motion, _, _) = movement,
      motion.target != CarouselPosition(page: restingPage)
    else { return }
    let nearest = paging.clamped(CarouselPosition(page: motion.target.nearestPage)).page
    let selects = nearest != restingPage
    settle(
      toPage: nearest, from: position(at: now), velocity: velocity(at: now),
      spring: configuration.spring, at: now)
    move(toPage: nearest)
    if selects { autoplay.handle(.userNavigated(toItem: items.selectedIndex ?? 0), at: now) }
  }

  /// Keeps `problems` for the UI: one per problem (the latest), the newest
  /// ``maximumPendingDiagnostics`` at most, so repeated mistakes cannot grow the list.
  private mutating func report(_ problems: [CarouselDiagnostic]) {
    for problem in problems {
      diagnostics.removeAll { $0.problem == problem.problem }
      diagnostics.append(problem)
    }
    let excess = diagnostics.count - Self.maximumPendingDiagnostics
    if excess > 0 { diagnostics.removeFirst(excess) }
  }

  @inlinable func seconds(from start: Instant, to now: Instant) -> Double {
    SpringMotion.seconds(start.duration(to: now))
  }
}
