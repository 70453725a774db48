/// What a view layer decides around the engine, so that no view holds a decision: which touch is
/// live, whether the carousel is on screen, what the views draw (and so when they must redraw),
/// which selection changes the user caused (for the selection haptic), whether swipes are
/// allowed, how the app's items and selection binding are applied, and when item IDs look minted
/// anew on every update.
///
/// A SwiftUI `ObservableObject` wraps one host per carousel and only translates. The views draw
/// from two values the host produces after every event: ``stage`` (everything the carousel's own
/// views draw apart from the motion of a frame) and ``proxy`` (what a reader's proxy exposes).
/// Each event returns ``CarouselHostChanges/stage`` exactly when ``stage`` differs from what it
/// was before the event, and ``CarouselHostChanges/proxy`` likewise, so a redraw is "that value
/// changed" and no field can be forgotten. Per frame, while ``stage`` says the carousel moves,
/// the view draws ``frame(at:)``.
///
/// ```swift
/// var host = CarouselHost<String, ManualClock>(at: clock.now)
/// host.itemsChanged(["a", "b"], selecting: "b", at: clock.now)  // [.stage, .proxy, .selection]
/// host.appeared(at: clock.now)
/// host.selectionToWrite(over: nil)  // "b"
/// ```
///
/// `@usableFromInline`, with the members its inlinable methods reach: without it the compiler
/// takes every `@inlinable` method of a package type as opaque, silently, and a frame ran
/// unspecialized, looking up generic metadata each time.
@usableFromInline
package struct CarouselHost<ID: Hashable & Sendable, C: Clock>: Sendable
where C.Duration == Duration {
  /// An instant on the engine's clock.
  @usableFromInline package typealias Instant = C.Instant
  /// The engine the host drives.
  @usableFromInline package typealias Engine = CarouselEngine<ID, C>

  /// The engine; change it only through the host's events.
  @usableFromInline package private(set) var engine: Engine
  /// How many times the user changed the selection (a release, a tap, a key, an accessibility
  /// action): the trigger of the selection feedback. Autoplay and code never count.
  package private(set) var userSelectionChanges = 0
  /// The touch in progress, counted from 1; a lift that names an older touch is ignored.
  package private(set) var touch = 0
  /// How many views that show the carousel are on screen: two views can replace each other
  /// with the new one appearing before the old one disappears.
  private var appearances = 0
  /// Whether an enclosing scroll view shows the carousel (assumed until told otherwise).
  private var isScrolledIntoView = true
  /// Whether the user may swipe the carousel (SwiftUI's `scrollDisabled`).
  package private(set) var allowsSwipes = true
  /// How many updates in a row replaced every item ID.
  private var replacementsInARow = 0
  /// The host's own problems not yet taken.
  private var hostDiagnostics: [CarouselDiagnostic] = []
  /// The last drag sample of the touch in progress: a lift with no end releases it.
  private var lastDrag = CarouselDrag.touchDown
  /// The name the view gave for an item (the selected one when it was given), for VoiceOver.
  private var itemName: (id: ID, name: String)?
  /// What the carousel's own views draw, as of the last event.
  @usableFromInline package private(set) var stage: CarouselStageState<ID, Instant>
  /// What a reader's proxy exposes, as of the last event.
  package private(set) var proxy: CarouselProxyState

  /// A host with no items yet, off screen.
  package init(configuration: CarouselConfiguration = CarouselConfiguration(), at now: Instant) {
    let engine = Engine(items: [ID](), configuration: configuration, at: now)
    self.engine = engine
    stage = Self.stage(of: engine, itemName: nil, userSelectionChanges: 0, at: now)
    proxy = Self.proxy(of: engine)
  }

  /// Whether the carousel counts as on screen: some view that shows it has appeared and no
  /// enclosing scroll view has scrolled it out of sight.
  package var isOnScreen: Bool { appearances > 0 && isScrolledIntoView }

  /// The engine's and the host's problems not yet taken, oldest first; taken means gone.
  package mutating func takeDiagnostics() -> [CarouselDiagnostic] {
    defer { hostDiagnostics = [] }
    return engine.takeDiagnostics() + hostDiagnostics
  }

  // MARK: - The app's data

  /// Applies the developer's choices (the engine ignores an equal configuration).
  @discardableResult
  package mutating func configure(_ configuration: CarouselConfiguration, at now: Instant)
    -> CarouselHostChanges
  {
    update(at: now) { $0.configure(configuration, at: now) }
  }

  /// The app's item list, as the view has it on this update. The first list with items (the
  /// first ever, or the first after none) shows `selection`, the selection binding's value,
  /// without animation: a selection set before the data arrived (a deep link) is kept until then,
  /// because with no items nothing is written back. Later lists keep the selected item. When two
  /// updates in a row replace every ID, IDs are probably minted per update (a `UUID()` in a
  /// computed list), which resets the carousel each time: reported once as
  /// ``CarouselDiagnostic/itemIDsReplacedOnEveryUpdate``.
  ///
  /// Inlinable, like ``CarouselEngine/itemsChanged(_:at:)``, so that the view's lazy list of IDs
  /// is read, compared and hashed in code specialized for it.
  @inlinable
  @discardableResult
  package mutating func itemsChanged(
    _ ids: some Collection<ID>, selecting selection: ID?, at now: Instant
  ) -> CarouselHostChanges {
    itemsChanged(ids, at: now) { $0.select(selection, animated: false, at: now) }
  }

  /// ``itemsChanged(_:selecting:at:)`` for a selection bound to an index: the first list with
  /// items shows the item at `index` (see ``select(index:animated:at:)``).
  @inlinable
  @discardableResult
  package mutating func itemsChanged(
    _ ids: some Collection<ID>, selectingIndex index: Int, at now: Instant
  ) -> CarouselHostChanges {
    itemsChanged(ids, at: now) { engine in
      engine.select(index: index, animated: false, at: now)
      if engine.selectedIndex != index { engine.reportSelectedIndexOutOfRange(index) }
    }
  }

  /// Applies the list, and `selectFirst` when it is the first with items.
  @inlinable
  mutating func itemsChanged(
    _ ids: some Collection<ID>, at now: Instant, selectingFirst selectFirst: (inout Engine) -> Void
  ) -> CarouselHostChanges {
    let previous = engine.ids
    let isFirstLoad = previous.isEmpty
    var listChanged = false
    let changes = update(at: now) { engine in
      listChanged = engine.updateItems(ids, at: now)
      if isFirstLoad, !engine.ids.isEmpty { selectFirst(&engine) }
    }
    if listChanged { noteReplacement(of: previous) }
    return changes
  }

  /// The selection binding's value changed (or was first read), or a proxy moves to an ID:
  /// moves to it, animated unless `animated` is false or Reduce Motion is on, with `spring` when
  /// one is given. `nil`, the selected ID and a missing ID keep the current item (a missing one
  /// is reported, and the binding is written back to the current item by
  /// ``selectionToWrite(over:)``).
  @discardableResult
  package mutating func select(
    _ id: ID?, animated: Bool, spring: SettleSpring? = nil, at now: Instant
  ) -> CarouselHostChanges {
    update(at: now) { $0.select(id, animated: animated, spring: spring, at: now) }
  }

  /// What to write to a selection binding that holds `current`: the selected ID when it
  /// differs, `nil` when nothing is to be written (they agree, or there are no items, so a
  /// selection set before the data arrives is kept).
  package func selectionToWrite(over current: ID?) -> ID? {
    guard let selected = engine.selectedID, selected != current else { return nil }
    return selected
  }

  /// A selection bound to an index changed (or was first read): moves to the item at `index`,
  /// animated unless `animated` is false or Reduce Motion is on. The selected index changes
  /// nothing; an index outside the items keeps the current item and is reported (the binding is
  /// written back to the current index by ``indexToWrite(over:)``).
  @discardableResult
  package mutating func select(
    index: Int, animated: Bool, spring: SettleSpring? = nil, at now: Instant
  ) -> CarouselHostChanges {
    update(at: now) { engine in
      guard let selected = engine.selectedIndex, index != selected else { return }
      engine.select(index: index, animated: animated, spring: spring, at: now)
      if engine.selectedIndex != index { engine.reportSelectedIndexOutOfRange(index) }
    }
  }

  /// What to write to an index binding that holds `current`: the selected index when it
  /// differs, `nil` when nothing is to be written (they agree, or there are no items).
  package func indexToWrite(over current: Int) -> Int? {
    guard let selected = engine.selectedIndex, selected != current else { return nil }
    return selected
  }

  /// Whether `ids` is the list the carousel shows, as last given (duplicates included): for a
  /// collection the view cannot compare with its previous value, because it is a reference to
  /// storage that changes in place (live database results compare equal to themselves).
  @inlinable
  package func shows(_ ids: some Sequence<ID>) -> Bool {
    engine.shows(ids)
  }

  /// The app's name for the item `id` (``CarouselStageState/indicator`` reads "Beach, 2 of 5"
  /// while that item is selected); `nil` or an empty name for none.
  @discardableResult
  package mutating func itemNamed(_ name: String?, id: ID, at now: Instant) -> CarouselHostChanges {
    itemName = name.flatMap { $0.isEmpty ? nil : (id, $0) }
    return update(at: now) { _ in }
  }

  /// Gives items their own autoplay waits, by ID.
  @discardableResult
  package mutating func itemDurationsChanged(_ durations: [ID: AutoplayInterval], at now: Instant)
    -> CarouselHostChanges
  {
    update(at: now) { $0.itemDurationsChanged(durations, at: now) }
  }

  // MARK: - User input

  /// A dot tap, a tap on a neighbor, the indicator's adjustable action.
  @discardableResult
  package mutating func userSelected(index: Int, at now: Instant) -> CarouselHostChanges {
    update(byUser: true, at: now) { $0.select(index: index, at: now) }
  }

  /// A key, a VoiceOver scroll action, a crown turn; `nil` (an input that is not the
  /// carousel's) changes nothing. The changes hold ``CarouselHostChanges/selection`` when it moved, so a
  /// key press at an end is left to focus movement.
  @discardableResult
  package mutating func userStepped(_ step: CarouselStep?, at now: Instant) -> CarouselHostChanges {
    guard let step else { return [] }
    return update(byUser: true, at: now) { $0.perform(step, at: now) }
  }

  /// A step from code (a reader's proxy), with `spring` when one is given.
  @discardableResult
  package mutating func step(
    _ step: CarouselStep, animated: Bool = true, spring: SettleSpring? = nil, at now: Instant
  ) -> CarouselHostChanges {
    update(at: now) { $0.perform(step, animated: animated, spring: spring, at: now) }
  }

  /// A finger landed on the carousel, before any movement (a touch watcher): nothing advances
  /// under it. Starts a new ``touch``.
  @discardableResult
  package mutating func touchLanded(at now: Instant) -> CarouselHostChanges {
    dragChanged(.touchDown, at: now)
  }

  /// A finger moved (or landed): the engine follows it along its axis, unless swipes are
  /// disabled, when the finger only holds autoplay. A finger that lands when none is down
  /// starts a new ``touch``.
  @discardableResult
  package mutating func dragChanged(_ drag: CarouselDrag, at now: Instant) -> CarouselHostChanges {
    if !engine.isTouched { touch &+= 1 }
    let sample = allowsSwipes ? drag : .touchDown
    lastDrag = sample
    return update(byUser: true, at: now) { $0.dragChanged(sample, at: now) }
  }

  /// The finger lifted at the end of a drag.
  @discardableResult
  package mutating func dragEnded(_ drag: CarouselDrag, at now: Instant) -> CarouselHostChanges {
    let sample = allowsSwipes ? drag : .touchDown
    return update(byUser: true, at: now) { $0.dragEnded(sample, at: now) }
  }

  /// The system cancelled the drag: a page drag settles back.
  @discardableResult
  package mutating func dragCancelled(at now: Instant) -> CarouselHostChanges {
    update(at: now) { $0.dragCancelled(at: now) }
  }

  /// The fingers of `touch` lifted, whatever the gestures made of them. A page drag in
  /// progress is released where the last drag sample left it, as its end would release it (the
  /// lift and the drag's end come from two recognizers that end in no documented order, so the
  /// outcome must not depend on which comes first; an end after it changes nothing). Any other
  /// touch (one that never became a page drag: an enclosing list took it over, a pan failed) is
  /// cancelled. A lift of an older touch, or after the end, changes nothing.
  @discardableResult
  package mutating func touchLifted(_ lifted: Int, at now: Instant) -> CarouselHostChanges {
    guard lifted == touch, engine.isTouched else { return [] }
    guard engine.isDragging else { return dragCancelled(at: now) }
    return dragEnded(lastDrag, at: now)
  }

  /// Swipes were turned on or off (SwiftUI's `scrollDisabled`). Turning them off cancels a
  /// page drag in progress; taps, keys, accessibility actions and autoplay keep working.
  @discardableResult
  package mutating func swipesChanged(allowed: Bool, at now: Instant) -> CarouselHostChanges {
    guard allowed != allowsSwipes else { return [] }
    allowsSwipes = allowed
    guard !allowed, engine.isDragging else { return [] }
    return dragCancelled(at: now)
  }

  /// Whether a pan that starts with this velocity should begin as a page drag: never while
  /// swipes are disabled, else as the drag settings decide.
  package func beginsPageDrag(velocityX: Double, velocityY: Double) -> Bool {
    allowsSwipes
      && engine.configuration.drag.beginsPageDrag(
        velocityX: velocityX, velocityY: velocityY, axis: engine.configuration.axis)
  }

  /// The user pressed play.
  @discardableResult
  package mutating func play(at now: Instant) -> CarouselHostChanges {
    update(at: now) { $0.play(at: now) }
  }

  /// The user pressed pause.
  @discardableResult
  package mutating func pause(at now: Instant) -> CarouselHostChanges {
    update(at: now) { $0.pause(at: now) }
  }

  /// The user pressed the play/pause button.
  @discardableResult
  package mutating func togglePlayback(at now: Instant) -> CarouselHostChanges {
    update(at: now) { $0.togglePlayback(at: now) }
  }

  // MARK: - Time, environment and lifecycle

  /// The driver woke at the deadline.
  @discardableResult
  package mutating func tick(at now: Instant) -> CarouselHostChanges {
    update(at: now) { $0.tick(at: now) }
  }

  /// The frame timeline saw the motion end: publishes once, so the timeline pauses; a repeated
  /// or early call changes nothing.
  @discardableResult
  package mutating func motionEnded(at now: Instant) -> CarouselHostChanges {
    update(at: now) { _ in }
  }

  /// A view that shows the carousel appeared.
  @discardableResult
  package mutating func appeared(at now: Instant) -> CarouselHostChanges {
    appearances &+= 1
    return visibilityChanged(at: now)
  }

  /// A view that shows the carousel disappeared; the carousel stays on screen while another
  /// view showing it has appeared (one view replacing another can appear first).
  @discardableResult
  package mutating func disappeared(at now: Instant) -> CarouselHostChanges {
    appearances = max(appearances - 1, 0)
    return visibilityChanged(at: now)
  }

  /// Whether an enclosing scroll view shows the carousel.
  @discardableResult
  package mutating func scrollVisibilityChanged(_ isVisible: Bool, at now: Instant)
    -> CarouselHostChanges
  {
    isScrolledIntoView = isVisible
    return visibilityChanged(at: now)
  }

  /// The app's scene changed phase.
  @discardableResult
  package mutating func sceneChanged(to phase: CarouselScenePhase, at now: Instant)
    -> CarouselHostChanges
  {
    update(at: now) { $0.sceneChanged(to: phase, at: now) }
  }

  /// Reduce Motion turned on or off.
  @discardableResult
  package mutating func reduceMotionChanged(_ isOn: Bool, at now: Instant) -> CarouselHostChanges {
    update(at: now) { $0.reduceMotionChanged(isOn, at: now) }
  }

  /// VoiceOver turned on or off.
  @discardableResult
  package mutating func voiceOverChanged(_ isOn: Bool, at now: Instant) -> CarouselHostChanges {
    update(at: now) { $0.voiceOverChanged(isOn, at: now) }
  }

  // MARK: - Private

  private mutating func visibilityChanged(at now: Instant) -> CarouselHostChanges {
    let isOnScreen = isOnScreen
    return update(at: now) { isOnScreen ? $0.appeared(at: now) : $0.disappeared(at: now) }
  }

  /// Applies `change`, counts a selection change the user caused, and says what changed for
  /// the views: ``stage`` when it now differs from what it was before (so exactly one publish
  /// per change, none per frame), ``proxy`` likewise.
  @usableFromInline mutating func update(
    byUser: Bool = false, at now: Instant, _ change: (inout Engine) -> Void
  )
    -> CarouselHostChanges
  {
    let selectedBefore = engine.selectedID
    change(&engine)
    var changes: CarouselHostChanges = []
    if engine.selectedID != selectedBefore {
      changes.insert(.selection)
      if byUser { userSelectionChanges &+= 1 }
    }
    let newStage = Self.stage(
      of: engine, itemName: itemName, userSelectionChanges: userSelectionChanges, at: now)
    if newStage != stage {
      stage = newStage
      changes.insert(.stage)
    }
    let newProxy = Self.proxy(of: engine)
    if newProxy != proxy {
      proxy = newProxy
      changes.insert(.proxy)
    }
    return changes
  }

  /// The frame to draw at `now`, while ``stage`` says the carousel moves.
  @inlinable package func frame(at now: Instant) -> CarouselFrame<ID> { engine.frame(at: now) }

  /// The frame a view draws at `now` when its carousel is configured as `configuration`:
  /// ``frame(at:)`` while ``stage`` says it moves, the stage's still slots while it is still.
  /// A still view can be drawn with a configuration its host has not been given yet (on first
  /// appearance and on a resize, SwiftUI draws before the change handler that configures the
  /// host runs): then it is the frame the host will draw once configured, so no frame shows the
  /// previous size. While it moves, nothing but the motion is computed per frame: a resize
  /// during a motion shows from the frame after its change handler ran.
  @inlinable
  package func frame(at now: Instant, configuredAs configuration: CarouselConfiguration)
    -> CarouselFrame<ID>
  {
    if stage.isMoving { return engine.frame(at: now) }
    guard configuration == engine.configuration else {
      var configured = engine
      configured.configure(configuration, at: now)
      return configured.frame(at: now)
    }
    guard let still = stage.stillSlots else { return engine.frame(at: now) }
    return CarouselFrame(slots: still, isMoving: false)
  }

  /// Counts updates that replaced every ID of a non-empty list, and reports the second in a row.
  /// The search ends at the first old ID still listed, so an edit that keeps an item costs a
  /// lookup or two.
  @usableFromInline mutating func noteReplacement(of previous: [ID]) {
    guard !previous.isEmpty, !engine.ids.isEmpty else {
      replacementsInARow = 0
      return
    }
    let replacedAll = !previous.contains { engine.index(of: $0) != nil }
    replacementsInARow = replacedAll ? replacementsInARow + 1 : 0
    if replacementsInARow == 2 { hostDiagnostics.append(.itemIDsReplacedOnEveryUpdate) }
  }

  /// What the carousel's own views draw at `now`.
  private static func stage(
    of engine: Engine, itemName: (id: ID, name: String)?, userSelectionChanges: Int,
    at now: Instant
  ) -> CarouselStageState<ID, Instant> {
    let configuration = engine.configuration
    let isMoving = engine.isMoving(at: now)
    let geometry = engine.layoutGeometry
    let isWaiting = engine.nextDeadline != nil
    let selectedName = itemName.flatMap { $0.id == engine.selectedID ? $0.name : nil }
    let indicator = CarouselIndicatorState(
      indicator: engine.pageIndicator, axis: configuration.axis,
      accessibility: engine.accessibility, indicatedIndex: engine.indicatedIndex,
      selectedItemName: selectedName,
      hasAutoplay: engine.hasAutoplay, isMoving: isMoving, isWaiting: isWaiting,
      stoppedProgress: engine.autoplayProgress(at: now),
      stoppedWaitProgress: engine.autoplayWaitProgress(at: now),
      timerRefreshInterval: PageIndicatorMetrics.standard.timerRefreshInterval(
        forWait: configuration.autoplay.duration ?? .zero),
      dotChangeDuration: PageIndicatorMetrics.dotChangeDuration(
        reduceMotion: engine.reduceMotion))
    return CarouselStageState(
      isMoving: isMoving, stillSlots: isMoving ? nil : engine.slots(at: now),
      itemSize: CarouselSize(width: geometry.itemWidth, height: geometry.itemHeight),
      indicator: indicator, playback: engine.playbackState, selectedID: engine.selectedID,
      nextDeadline: engine.nextDeadline, userSelectionChanges: userSelectionChanges)
  }

  /// What a reader's proxy exposes.
  private static func proxy(of engine: Engine) -> CarouselProxyState {
    CarouselProxyState(
      selectedIndex: engine.selectedIndex, count: engine.ids.count, isPlaying: engine.isPlaying,
      autoplaySuspensions: engine.autoplaySuspensions)
  }
}
