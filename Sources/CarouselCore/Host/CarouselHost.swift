/// What a view layer decides around the engine, so that no view holds a decision: which touch is
/// live, whether the carousel is on screen, what the views draw (and so when they must redraw),
/// which selection changes the user caused (for the selection haptic) and what caused each,
/// whether swipes and paging are allowed, how the app's items and selection binding are applied
/// and when the binding is written, what the app's callbacks hear, and when item IDs look minted
/// anew on every update.
///
/// CarouselViewModel's `CarouselModel` (an `@Observable` class) holds one host per carousel and
/// decides only what the SwiftUI layer adds around it (its own documentation lists what). The views draw
/// from two values the host produces after every event: ``stage`` (everything the carousel's own
/// views draw apart from the motion of a frame) and ``proxy`` (what a reader's proxy exposes).
/// Each event returns ``CarouselHostChanges/stage`` exactly when ``stage`` differs from what it
/// was before the event, and ``CarouselHostChanges/proxy`` likewise, so a redraw is "that value
/// changed" and no field can be forgotten. Per frame, while ``stage`` says the carousel moves,
/// the view draws ``frame(at:configuredAs:)``.
///
/// The selection binding: the host keeps what the binding holds (``binding``: the value last
/// read from it, or last written to it), and after every event returns
/// ``CarouselHostChanges/binding`` exactly when the value the binding should hold differs from
/// it; the view then writes ``binding``, and does nothing else to the binding. What it should
/// hold: an index binding, the selected index; an ID binding, the selected ID, except that a
/// `nil` binding stays `nil` until the user, autoplay or the app moves the carousel (the first
/// item is shown meanwhile, as `TabView` and `scrollPosition(id:)` leave `nil` alone); without
/// items, whatever it holds (a deep link waits for the data).
///
/// ```swift
/// var host = CarouselHost<String, ManualClock>(at: clock.now)
/// host.itemsChanged(["a", "b"], binding: .id("b"), at: clock.now)
/// // [.stage, .proxy, .selection]
/// host.appeared(at: clock.now)
/// host.userSelected(index: 0, cause: .indicator, at: clock.now)
/// // [.stage, .proxy, .selection, .binding]
/// host.binding  // .id("a"): what the view writes
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
  @usableFromInline package private(set) var userSelectionChanges = 0
  /// The touch in progress, counted from 1; a lift that names an older touch is ignored.
  package private(set) var touch = 0
  /// How many views that show the carousel are on screen: two views can replace each other
  /// with the new one appearing before the old one disappears.
  @usableFromInline var appearances = 0
  /// The part of the carousel's slides that an enclosing scroll view shows, in their own
  /// coordinates (origin at the top-left corner); `nil`, all of them, until told otherwise.
  @usableFromInline var shownBounds: CarouselRect?
  /// Whether the engine was last told that the carousel is on screen.
  private var engineIsOnScreen = false
  /// Whether the user may swipe the carousel (SwiftUI's `scrollDisabled`, the carousel's own
  /// `carouselPagingDisabled(_:swipesOnly: true)`).
  package private(set) var allowsSwipes = true
  /// Whether the user may page the carousel at all (`carouselPagingDisabled`): swipes, taps,
  /// the indicator, keys, the crown and VoiceOver; autoplay holds while it may not.
  package private(set) var allowsPaging = true
  /// How many updates in a row replaced every item ID.
  private var replacementsInARow = 0
  /// The host's own problems not yet taken.
  private var hostDiagnostics: [CarouselDiagnostic] = []
  /// The name the view gave for an item (the selected one when it was given; `nil` for an item
  /// the app does not name), for VoiceOver.
  @usableFromInline var itemName: (id: ID, name: String?)?
  /// What the selection binding holds, as far as the host knows: the value last read from it or
  /// written to it; `nil` for a carousel without a binding.
  @usableFromInline package private(set) var binding: CarouselBoundSelection<ID>?
  /// The activity last reported to the app's callbacks.
  @usableFromInline var activity = CarouselActivity<ID>()
  /// What the app's callbacks have not heard yet, oldest first.
  @usableFromInline var events: [CarouselHostEvent<ID>] = []
  /// What the carousel's own views draw, as of the last event.
  @usableFromInline package private(set) var stage: CarouselStageState<ID, Instant>
  /// What a reader's proxy exposes, as of the last event.
  package private(set) var proxy: CarouselProxyState

  /// A host with no items yet, off screen.
  package init(configuration: CarouselConfiguration = CarouselConfiguration(), at now: Instant) {
    let engine = Engine(items: [ID](), configuration: configuration, at: now)
    self.engine = engine
    stage = Self.stage(
      of: engine, itemName: nil, userSelectionChanges: 0, allowsPaging: true, at: now)
    proxy = Self.proxy(of: engine)
  }

  /// Whether the carousel counts as on screen: some view that shows it has appeared and some
  /// of its viewport is within the window's visible bounds (see ``CarouselVisibility``).
  @usableFromInline package var isOnScreen: Bool { regionInView != nil }

  /// The part of the viewport in view, its origin at the viewport's center, or `nil` when the
  /// carousel is not on screen.
  @inlinable var regionInView: CarouselRect? { regionInView(shown: shownBounds) }

  /// ``regionInView`` if the slides' shown bounds were `shown`.
  @inlinable func regionInView(shown: CarouselRect?) -> CarouselRect? {
    guard appearances > 0 else { return nil }
    let configuration = engine.configuration
    return CarouselVisibility.regionInView(
      of: CarouselSize(
        width: configuration.layout.viewportWidth, height: configuration.layout.viewportHeight),
      shown: shown)
  }

  /// The engine's and the host's problems not yet taken, oldest first; taken means gone.
  package mutating func takeDiagnostics() -> [CarouselDiagnostic] {
    defer { hostDiagnostics = [] }
    return engine.takeDiagnostics() + hostDiagnostics
  }

  /// What the app's callbacks are to hear, oldest first; taken means gone.
  package mutating func takeEvents() -> [CarouselHostEvent<ID>] {
    defer { events = [] }
    return events
  }

  /// The selected item, when the view has not given its name yet (the item was selected since,
  /// or never named): the view looks the name up in its data and gives it with
  /// ``itemNamed(_:id:at:)`` before it draws, so VoiceOver reads the new item's name with its
  /// page, in the same update. `nil` when the name given is the selected item's.
  package var itemNeedingName: ID? {
    guard let selected = engine.selectedID, itemName?.id != selected else { return nil }
    return selected
  }

  /// What VoiceOver announces after a three-finger swipe moved the carousel: "Page 2 of 5", or
  /// with the item's name "Beach, page 2 of 5"; `nil` without items.
  package var scrollAnnouncement: CarouselString? {
    engine.accessibility.scrollAnnouncement(naming: stage.indicator.selectedItemName)
  }

  // MARK: - The app's data

  /// Applies the developer's choices (the engine ignores an equal configuration).
  @discardableResult
  package mutating func configure(_ configuration: CarouselConfiguration, at now: Instant)
    -> CarouselHostChanges
  {
    update(cause: .dataChange, at: now) { $0.configure(configuration, at: now) }
  }

  /// The app's item list and its selection binding's value (`nil` without a binding), as the
  /// view has them on this update. The selected item is kept, with two exceptions: the first
  /// list with items (the first ever, or the first after none) shows the binding's value, and a
  /// binding whose value changed since the host last knew it (the app set both in one update)
  /// moves to it after the list is applied, so an item can be selected as it arrives. When two
  /// updates in a row replace every ID, IDs are probably minted per update (a `UUID()` in a
  /// computed list), which resets the carousel each time: reported once as
  /// `CarouselDiagnostic.itemIDsReplacedOnEveryUpdate`.
  ///
  /// The binding's value moves the carousel `animated` (a first list never animates). Inlinable,
  /// like `CarouselEngine.itemsChanged(_:at:)`, so that the view's lazy list of IDs is read,
  /// compared and hashed in code specialized for it.
  @inlinable
  @discardableResult
  package mutating func itemsChanged(
    _ ids: some Collection<ID>, binding value: CarouselBoundSelection<ID>?,
    animated: Bool = false, at now: Instant
  ) -> CarouselHostChanges {
    itemsChanged(binding: value, animated: animated, at: now) { $0.updateItems(ids, at: now) }
  }

  /// ``itemsChanged(_:binding:animated:at:)`` for the run of the IDs of the integers in `run`
  /// (`CarouselEngine.itemsChanged(run:at:)`), with the same rules, at a cost that does not
  /// depend on its count: a first load, a re-send of the same run, a change of its bounds. A
  /// change from a run to an array or back costs a pass over the array.
  @inlinable
  @discardableResult
  package mutating func itemsChanged(
    run: Range<Int>, binding value: CarouselBoundSelection<ID>?, animated: Bool = false,
    at now: Instant
  ) -> CarouselHostChanges where ID: CarouselRunID {
    itemsChanged(binding: value, animated: animated, at: now) { $0.updateItems(run: run, at: now) }
  }

  /// Both forms of ``itemsChanged(_:binding:animated:at:)``: `update` gives the engine the list
  /// and says whether it changed.
  @inlinable
  mutating func itemsChanged(
    binding value: CarouselBoundSelection<ID>?, animated: Bool, at now: Instant,
    _ update: (inout Engine) -> Bool
  ) -> CarouselHostChanges {
    let previous = engine.itemIDs
    let bindingMoved = value != binding
    binding = value
    let listChanged = update(&engine)
    let isFirstLoad = previous.isEmpty && !engine.itemIDs.isEmpty
    var cause = CarouselSelectionCause.dataChange
    if let value, isFirstLoad || bindingMoved {
      let selectedBefore = engine.selectedID
      apply(value, animated: animated && !isFirstLoad, at: now)
      if engine.selectedID != selectedBefore { cause = .program }
    }
    if listChanged { noteReplacement(of: previous) }
    return finish(cause: cause, at: now)
  }

  /// ``itemsChanged(_:binding:animated:at:)`` with an ID binding holding `selection`.
  @inlinable
  @discardableResult
  package mutating func itemsChanged(
    _ ids: some Collection<ID>, selecting selection: ID?, at now: Instant
  ) -> CarouselHostChanges {
    itemsChanged(ids, binding: .id(selection), at: now)
  }

  /// ``itemsChanged(_:binding:animated:at:)`` with an index binding holding `index`.
  @inlinable
  @discardableResult
  package mutating func itemsChanged(
    _ ids: some Collection<ID>, selectingIndex index: Int, at now: Instant
  ) -> CarouselHostChanges {
    itemsChanged(ids, binding: .index(index), at: now)
  }

  /// The view could not write ``binding`` (an ID the binding cannot hold: a fixed page without a
  /// tag of its type), and the binding still holds `value`: the host knows it holds that,
  /// and nothing moves, so reading it back is no change.
  package mutating func bindingKept(_ value: CarouselBoundSelection<ID>) {
    binding = value
  }

  /// The selection binding's value changed (or was first read): moves to it, animated unless
  /// `animated` is false or Reduce Motion is on. The value the host last wrote, coming back,
  /// changes nothing. `nil` keeps the current item (and the binding stays `nil`); an ID that
  /// names no item, or an index outside the items, keeps the current item, is reported, and
  /// the binding is written back to the current item. Without items nothing moves and nothing
  /// is written: the value waits for them.
  @discardableResult
  package mutating func bindingChanged(
    _ value: CarouselBoundSelection<ID>, animated: Bool, at now: Instant
  ) -> CarouselHostChanges {
    guard value != binding else { return [] }
    binding = value
    apply(value, animated: animated, at: now)
    return finish(cause: .program, at: now)
  }

  /// A proxy moves to `id`: animated unless `animated` is false or Reduce Motion is on, with
  /// `spring` when one is given. The selected ID changes nothing; a missing ID keeps the current
  /// item and is reported.
  @discardableResult
  package mutating func select(
    _ id: ID?, animated: Bool, spring: SettleSpring? = nil, at now: Instant
  ) -> CarouselHostChanges {
    update(cause: .program, at: now) { $0.select(id, animated: animated, spring: spring, at: now) }
  }

  /// A proxy moves to the item at `index`, as ``select(_:animated:spring:at:)`` does: the
  /// selected index changes nothing, an index outside the items keeps the current item and is
  /// reported.
  @discardableResult
  package mutating func select(
    index: Int, animated: Bool, spring: SettleSpring? = nil, at now: Instant
  ) -> CarouselHostChanges {
    update(cause: .program, at: now) { engine in
      engine.selectIndex(index, animated: animated, spring: spring, at: now)
    }
  }

  /// Whether `ids` is the list the carousel shows, as last given (duplicates included): for a
  /// collection the view cannot compare with its previous value, because it is a reference to
  /// storage that changes in place (live database results compare equal to themselves).
  @inlinable
  package func shows(_ ids: some Sequence<ID>) -> Bool {
    engine.shows(ids)
  }

  /// Whether the run of `bounds` is the list the carousel shows, as last given, so that
  /// sending it changes nothing: O(1) when a run was given last.
  @inlinable
  package func shows(run bounds: Range<Int>) -> Bool where ID: CarouselRunID {
    engine.shows(run: bounds)
  }

  /// The app's name for the item `id` (``CarouselStageState/indicator`` reads "Beach, 2 of 5"
  /// while that item is selected); `nil` or an empty name for none.
  @discardableResult
  package mutating func itemNamed(_ name: String?, id: ID, at now: Instant) -> CarouselHostChanges {
    itemName = (id, name.flatMap { $0.isEmpty ? nil : $0 })
    return update(cause: .dataChange, at: now) { _ in }
  }

  /// Gives items their own autoplay waits, by ID.
  @discardableResult
  package mutating func itemDurationsChanged(_ durations: [ID: AutoplayInterval], at now: Instant)
    -> CarouselHostChanges
  {
    update(cause: .dataChange, at: now) { $0.itemDurationsChanged(durations, at: now) }
  }

  /// Gives items their own lengths along the paging axis, by index in display order (`nil`: the
  /// configured length for all), as `CarouselEngine.itemLengthsChanged(_:at:)` takes them:
  /// what a view measured of each item's content (``CarouselItemLength/fitted``). The slots
  /// are then sized per item (``CarouselFrame/size(of:)``); the same lengths change nothing.
  @discardableResult
  package mutating func itemLengthsChanged(_ lengths: [Double]?, at now: Instant)
    -> CarouselHostChanges
  {
    update(cause: .dataChange, at: now) { $0.itemLengthsChanged(lengths, at: now) }
  }

  // MARK: - User input

  /// A tap on the indicator or on a neighbor, the adjustable action, a custom indicator's
  /// choice: `cause` says which. Nothing while paging is off.
  @discardableResult
  package mutating func userSelected(
    index: Int, cause: CarouselSelectionCause, at now: Instant
  ) -> CarouselHostChanges {
    guard allowsPaging else { return [] }
    return update(cause: cause, at: now) { engine in
      let before = engine.selectedIndex
      engine.select(index: index, at: now)
      if engine.selectedIndex != before { engine.userMoved(at: now) }
    }
  }

  /// A key, a VoiceOver scroll action, a crown turn (`cause` says which); `nil` (an input that is
  /// not the carousel's) changes nothing, and neither does any step while paging is off. A
  /// VoiceOver scroll (``CarouselSelectionCause/accessibility``) moves a screenful when the
  /// carousel pages by screenfuls (`CarouselEngine.scroll(_:at:)`); the others one item. The
  /// changes hold ``CarouselHostChanges/selection`` when it moved, so a key press at an end is
  /// left to focus movement.
  @discardableResult
  package mutating func userStepped(
    _ step: CarouselStep?, cause: CarouselSelectionCause, at now: Instant
  ) -> CarouselHostChanges {
    guard let step, allowsPaging else { return [] }
    return update(cause: cause, at: now) { engine in
      let before = engine.selectedIndex
      if cause == .accessibility {
        engine.scroll(step, at: now)
      } else {
        engine.perform(step, at: now)
      }
      if engine.selectedIndex != before { engine.userMoved(at: now) }
    }
  }

  /// VoiceOver's focus landed on the item drawn on `page` (its slot's
  /// ``CarouselVisibleItem/page``; in a finite carousel, the item's index): as a scroll view
  /// scrolls an element VoiceOver focuses into view, a carousel whose item there is not wholly
  /// in view at rest moves the least that shows it whole (`CarouselEngine.reveal(page:at:)`),
  /// animated unless Reduce Motion is on, the move's cause ``CarouselSelectionCause/accessibility``.
  /// An item wholly in view changes nothing, and neither does any focus while paging is off.
  @discardableResult
  package mutating func accessibilityFocused(page: Int, at now: Instant) -> CarouselHostChanges {
    guard allowsPaging else { return [] }
    return update(cause: .accessibility, at: now) { engine in
      let before = engine.selectedIndex
      engine.reveal(page: page, at: now)
      if engine.selectedIndex != before { engine.userMoved(at: now) }
    }
  }

  /// A step from code (a reader's proxy), with `spring` when one is given.
  @discardableResult
  package mutating func step(
    _ step: CarouselStep, animated: Bool = true, spring: SettleSpring? = nil, at now: Instant
  ) -> CarouselHostChanges {
    update(cause: .program, at: now) {
      $0.perform(step, animated: animated, spring: spring, at: now)
    }
  }

  /// The move from code that ends at `end` follows the app's animation `curve` from now on
  /// (`CarouselEngine.follow(_:replacingSettleEndingAt:at:)`); anything else changes nothing.
  @discardableResult
  package mutating func follow(
    _ curve: CarouselMotionCurve, replacingSettleEndingAt end: Instant, at now: Instant
  ) -> CarouselHostChanges {
    update(cause: .program, at: now) {
      $0.follow(curve, replacingSettleEndingAt: end, at: now)
    }
  }

  /// A finger landed on the carousel, before any movement (a touch watcher): nothing advances
  /// under it, and a carousel that settles stops where it is, as UIKit's scroll views stop on
  /// touch-down (`CarouselEngine.dragChanged(_:at:)`; not while swipes or paging are off):
  /// the phase is ``CarouselPhase/tracking`` until the finger drags it from there or lifts
  /// (``touchLifted(_:cancelled:at:)``), when it settles onto the nearest item. Starts a new
  /// ``touch``.
  @discardableResult
  package mutating func touchLanded(at now: Instant) -> CarouselHostChanges {
    dragChanged(.touchDown, at: now)
  }

  /// A finger moved (or landed): the engine follows it along its axis, unless swipes or paging
  /// are off, when the finger only holds autoplay (and a settle goes on under it). A finger
  /// that lands when none is down starts a new ``touch``; one that lands during a settle stops
  /// it (``touchLanded(at:)``).
  @discardableResult
  package mutating func dragChanged(_ drag: CarouselDrag, at now: Instant) -> CarouselHostChanges {
    if !engine.isTouched { touch &+= 1 }
    let allowsDrags = allowsDrags
    let sample = allowsDrags ? drag : .touchDown
    return update(cause: .swipe, at: now) {
      $0.dragChanged(sample, stopsMotion: allowsDrags, at: now)
    }
  }

  /// The finger lifted at the end of a drag. Its sample needs no gate for swipes turned off: a
  /// touch that lands while they are off never becomes a page drag (its samples were held), and
  /// turning them off cancels a page drag in progress.
  @discardableResult
  package mutating func dragEnded(_ drag: CarouselDrag, at now: Instant) -> CarouselHostChanges {
    update(cause: .swipe, at: now) { engine in
      let wasTouched = engine.isTouched
      engine.dragEnded(drag, at: now)
      if wasTouched { engine.userMoved(at: now) }
    }
  }

  /// The system cancelled the drag: a page drag settles back. The touch was the user's, so
  /// autoplay resumes after the resume delay, as after any touch.
  @discardableResult
  package mutating func dragCancelled(at now: Instant) -> CarouselHostChanges {
    update(cause: .swipe, at: now) { engine in
      let wasTouched = engine.isTouched
      engine.dragCancelled(at: now)
      if wasTouched { engine.userMoved(at: now) }
    }
  }

  /// The fingers of `touch` lifted, whatever the gestures made of them, or the system cancelled
  /// the touch (`cancelled`: an alert, a call, a transition took it over). A lift releases a page
  /// drag in progress where the last drag sample left it, as its end would release it (the lift
  /// and the drag's end come from two recognizers that end in no documented order, so the
  /// outcome must not depend on which comes first; an end after it changes nothing). A
  /// cancellation settles a page drag back, as the drag's own cancellation does, whichever of
  /// the two comes first, and so it does a carousel the finger stopped. Any other touch (one
  /// that never became a page drag: it rested, an enclosing list took it over, a pan failed)
  /// ends: a carousel it stopped settles as a release there without speed would (the nearest
  /// item). A lift of an older touch, or after the end, changes nothing.
  @discardableResult
  package mutating func touchLifted(_ lifted: Int, cancelled: Bool = false, at now: Instant)
    -> CarouselHostChanges
  {
    guard lifted == touch, engine.isTouched else { return [] }
    guard !cancelled else { return dragCancelled(at: now) }
    // The engine keeps the page drag's last sample: a lift with no end releases it.
    return dragEnded(engine.pageDragSample ?? .touchDown, at: now)
  }

  /// The app began a hold (`CarouselProxy.beginHold()`): a touch the carousel's gestures do not
  /// see, as a story's long press, that holds autoplay as a finger on the carousel does
  /// (`CarouselEngine.holdBegan(at:)`). It moves nothing and leaves the play/pause choice.
  @discardableResult
  package mutating func holdBegan(at now: Instant) -> CarouselHostChanges {
    update(cause: .dataChange, at: now) { $0.holdBegan(at: now) }
  }

  /// The app ended a hold; the end of the last is the end of the user's touch, as a finger's
  /// lift is: autoplay resumes after the resume delay. Without a hold it changes nothing. The
  /// host ends every hold itself when the carousel leaves the screen or the scene stops being
  /// active.
  @discardableResult
  package mutating func holdEnded(at now: Instant) -> CarouselHostChanges {
    guard engine.holds > 0 else { return [] }
    return update(cause: .dataChange, at: now) { engine in
      engine.holdEnded(at: now)
      if engine.holds == 0 { engine.userMoved(at: now) }
    }
  }

  /// Swipes were turned on or off (SwiftUI's `scrollDisabled`,
  /// `carouselPagingDisabled(_:swipesOnly: true)`).
  /// Turning them off cancels a page drag in progress (a finger that only rests stays down, and
  /// keeps holding autoplay); taps, keys, accessibility actions and autoplay keep working.
  @discardableResult
  package mutating func swipesChanged(allowed: Bool, at now: Instant) -> CarouselHostChanges {
    guard allowed != allowsSwipes else { return [] }
    allowsSwipes = allowed
    return cancelDragIfDisallowed(at: now)
  }

  /// Paging was turned on or off (`carouselPagingDisabled`: a zoomed photo). While it is off,
  /// no input of the user moves the carousel (swipes, taps, the indicator, keys, the crown,
  /// VoiceOver) and autoplay holds; the app's own moves (its binding, a proxy) still move it.
  /// Turning it off cancels a page drag in progress.
  @discardableResult
  package mutating func pagingChanged(allowed: Bool, at now: Instant) -> CarouselHostChanges {
    guard allowed != allowsPaging else { return [] }
    allowsPaging = allowed
    return update(cause: .swipe, at: now) { engine in
      engine.pagingChanged(allowed: allowed, at: now)
      if !allowed, engine.isDragging { engine.dragCancelled(at: now) }
    }
  }

  /// Whether a pan that starts with this velocity should begin as a page drag: never while
  /// swipes or paging are off, else as the drag settings decide.
  package func beginsPageDrag(velocityX: Double, velocityY: Double) -> Bool {
    allowsDrags
      && engine.configuration.drag.beginsPageDrag(
        velocityX: velocityX, velocityY: velocityY, axis: engine.configuration.layout.axis)
  }

  /// The user pressed play.
  @discardableResult
  package mutating func play(at now: Instant) -> CarouselHostChanges {
    update(cause: .dataChange, at: now) { $0.play(at: now) }
  }

  /// The user pressed pause.
  @discardableResult
  package mutating func pause(at now: Instant) -> CarouselHostChanges {
    update(cause: .dataChange, at: now) { $0.pause(at: now) }
  }

  /// The user pressed the play/pause button.
  @discardableResult
  package mutating func togglePlayback(at now: Instant) -> CarouselHostChanges {
    update(cause: .dataChange, at: now) { $0.togglePlayback(at: now) }
  }

  // MARK: - Time, environment and lifecycle

  /// The driver woke at the stage's ``CarouselStageState/driverDeadline``: autoplay advances
  /// when its wait is over, and a motion that is over comes to rest as at
  /// ``motionEnded(at:)``, with no frame drawn. An early or a repeated tick changes nothing.
  @discardableResult
  package mutating func tick(at now: Instant) -> CarouselHostChanges {
    update(cause: .autoplay, at: now) { $0.tick(at: now) }
  }

  /// The frame timeline saw the motion end: publishes once, so the timeline pauses; a repeated
  /// or early call changes nothing.
  @discardableResult
  package mutating func motionEnded(at now: Instant) -> CarouselHostChanges {
    update(cause: .dataChange, at: now) { _ in }
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

  /// The part of the carousel's slides that an enclosing scroll view shows now, in their own
  /// coordinates (SwiftUI's `bounds(of: .scrollView)`), or `nil` when no scroll view encloses
  /// them: whether the carousel is on screen, and which items are in view, follow it. Bounds
  /// that are not a finite rectangle count as showing all of it. An event only when the bounds
  /// change one of those decisions; other bounds (the same, or most frames of a scroll) are only
  /// kept, as ``keepShownBounds(_:at:)`` keeps them, and change nothing.
  @discardableResult
  package mutating func shownBoundsChanged(_ bounds: CarouselRect?, at now: Instant)
    -> CarouselHostChanges
  {
    guard !keepShownBounds(bounds, at: now) else { return [] }
    shownBounds = bounds
    return visibilityChanged(at: now)
  }

  /// Keeps `bounds` as the part of the slides shown (see ``shownBoundsChanged(_:at:)``), with no
  /// event and at the cost of a few comparisons, when they change nothing the host decides from
  /// them: whether the carousel is on screen, and whether an item drawn crosses the threshold
  /// of the items in view, while they are reported (at rest, or while it moves with
  /// `CarouselConfiguration.reportsVisibleItemsWhileMoving`); whether it kept them. When it
  /// did not, the bounds change a decision, and ``shownBoundsChanged(_:at:)`` makes the event.
  ///
  /// Every frame of a scroll gives the slides new bounds, and an event rebuilds the stage and
  /// the proxy's state to compare them: a view layer whose events cost more than the host's
  /// (the view model's dispatch) asks this first. Later events read the bounds kept (a motion
  /// that ends reports the items in view in the bounds shown then). Inlinable, with what it
  /// reads, so that it runs specialized where it is called: unspecialized, looking up generic
  /// metadata, it cost more than the comparisons.
  @inlinable
  package mutating func keepShownBounds(_ bounds: CarouselRect?, at now: Instant) -> Bool {
    let old = regionInView
    let new = regionInView(shown: bounds)
    guard old == new || !regionChangesDecisions(from: old, to: new, at: now) else {
      return false
    }
    shownBounds = bounds
    return true
  }

  /// The app's scene changed phase.
  @discardableResult
  package mutating func sceneChanged(to phase: CarouselScenePhase, at now: Instant)
    -> CarouselHostChanges
  {
    update(cause: .dataChange, at: now) { $0.sceneChanged(to: phase, at: now) }
  }

  /// Reduce Motion turned on or off.
  @discardableResult
  package mutating func reduceMotionChanged(_ isOn: Bool, at now: Instant) -> CarouselHostChanges {
    update(cause: .dataChange, at: now) { $0.reduceMotionChanged(isOn, at: now) }
  }

  /// VoiceOver turned on or off.
  @discardableResult
  package mutating func voiceOverChanged(_ isOn: Bool, at now: Instant) -> CarouselHostChanges {
    update(cause: .dataChange, at: now) { $0.voiceOverChanged(isOn, at: now) }
  }

  // MARK: - Frames

  /// The frame a view draws at `now` when its carousel is configured as `configuration`: the
  /// motion's frame while ``stage`` says it moves, the stage's still slots while it is still,
  /// each with the host's item size. A still view can be drawn with a configuration its host has
  /// not been given yet (on first appearance and on a resize, SwiftUI draws before the change
  /// handler that configures the host runs): then it is the frame the host will draw once
  /// configured, with the item size it will have, so no frame shows the previous size. While it
  /// moves, nothing but the motion is computed per frame: a resize during a motion shows from
  /// the frame after its change handler ran.
  @inlinable
  package func frame(at now: Instant, configuredAs configuration: CarouselConfiguration)
    -> CarouselFrame<ID>
  {
    if stage.isMoving { return engine.frame(at: now, itemSize: stage.itemSize) }
    guard configuration == engine.configuration else {
      var configured = engine
      configured.configure(configuration, at: now)
      let itemSize = configured.layoutGeometry.itemSize
      guard let still = configured.stillSlots(at: now) else {
        return configured.frame(at: now, itemSize: itemSize)
      }
      return configured.frame(still: still, itemSize: itemSize)
    }
    guard let still = stage.stillSlots else {
      return engine.frame(at: now, itemSize: stage.itemSize)
    }
    return engine.frame(still: still, itemSize: stage.itemSize)
  }

  /// ``frame(at:configuredAs:)``, `mutating` though it changes nothing, so that a view layer
  /// that keeps the host in memory of its own hands it over in place: a non-mutating call
  /// through a pointer copies the whole host first, every frame.
  @inlinable
  package mutating func frameInPlace(
    at now: Instant, configuredAs configuration: CarouselConfiguration
  ) -> CarouselFrame<ID> {
    frame(at: now, configuredAs: configuration)
  }

  // MARK: - Private

  /// Whether a finger may drag the pages: swipes and paging both allowed.
  private var allowsDrags: Bool { allowsSwipes && allowsPaging }

  /// Cancels a page drag in progress when drags are not allowed any more.
  private mutating func cancelDragIfDisallowed(at now: Instant) -> CarouselHostChanges {
    guard !allowsDrags, engine.isDragging else { return [] }
    return dragCancelled(at: now)
  }

  /// The slots drawn now when the carousel moves and reports its items in view as it moves
  /// (`CarouselConfiguration.reportsVisibleItemsWhileMoving`); `nil` otherwise.
  @inlinable func movingSlotsReported(at now: Instant) -> CarouselSlots<ID>? {
    guard engine.configuration.reportsVisibleItemsWhileMoving, stage.stillSlots == nil else {
      return nil
    }
    return engine.slots(at: now)
  }

  /// A number that changes when the items in view in `frame` change, for a frame drawn while
  /// the carousel moves and reports its items in view as it moves; 0 otherwise, so that a
  /// view compares it each frame at no cost (it makes no list) and reports with
  /// ``movingItemsInViewChanged(at:)`` when it changes.
  ///
  /// `mutating` though it changes nothing, as ``frameInPlace(at:configuredAs:)`` is: a
  /// non-mutating call through a view layer's pointer copies the whole host first, which cost
  /// a moving frame more than its layout. Inlinable, so that a carousel that does not report
  /// while moving pays only for the check.
  @inlinable package mutating func movingItemsInViewKey(of frame: CarouselFrame<ID>) -> Int {
    guard frame.isMoving, engine.configuration.settings.reportsVisibleItemsWhileMoving else {
      return 0
    }
    return inViewKey(ofMoving: frame)
  }

  /// ``movingItemsInViewKey(of:)`` for a carousel that reports while moving.
  @usableFromInline func inViewKey(ofMoving frame: CarouselFrame<ID>) -> Int {
    guard let region = regionInView else { return 0 }
    return CarouselActivity.inViewKey(of: frame.slots, engine, region: region)
  }

  /// A frame drawn while the carousel moves found other items in view
  /// (``movingItemsInViewKey(of:)`` changed): the app hears them.
  @discardableResult
  package mutating func movingItemsInViewChanged(at now: Instant) -> CarouselHostChanges {
    update(cause: .dataChange, at: now) { _ in }
  }

  /// Whether the region in view going from `old` to `new` changes what ``finish(cause:at:)``
  /// decides from it: the carousel goes on or off screen, or an item of the slots whose items
  /// in view the activity reports now crosses the threshold. Only whether an item crosses it:
  /// the items in view a motion brings are its frames' to report
  /// (``movingItemsInViewKey(of:)``).
  @inlinable func regionChangesDecisions(
    from old: CarouselRect?, to new: CarouselRect?, at now: Instant
  ) -> Bool {
    guard let old, let new else { return (old == nil) != (new == nil) }
    // The stage's item size is the layout's as of the last event, as every slot's.
    let (itemSize, threshold) = (stage.itemSize, engine.configuration.visibleItemsThreshold)
    if let still = stage.stillSlots {
      return CarouselActivity.inViewChanges(
        of: still, itemSize: itemSize, threshold: threshold, from: old, to: new)
    }
    guard let moving = movingSlotsReported(at: now) else { return false }
    return CarouselActivity.inViewChanges(
      of: moving, itemSize: itemSize, threshold: threshold, from: old, to: new)
  }

  /// Whether the carousel is on screen, or what of it is, may have changed: ``finish(cause:at:)``
  /// tells the engine and the activity.
  private mutating func visibilityChanged(at now: Instant) -> CarouselHostChanges {
    update(cause: .dataChange, at: now) { _ in }
  }

  /// Moves the engine to the binding's `value` (see ``bindingChanged(_:animated:at:)``).
  @usableFromInline mutating func apply(
    _ value: CarouselBoundSelection<ID>, animated: Bool, at now: Instant
  ) {
    switch value {
    case .id(let id): engine.select(id, animated: animated, at: now)
    case .index(let index): engine.selectIndex(index, animated: animated, at: now)
    }
  }

  /// Applies `change` with `cause` as what moved the selection, if it moves; see
  /// ``finish(cause:at:)``.
  @usableFromInline mutating func update(
    cause: CarouselSelectionCause, at now: Instant, _ change: (inout Engine) -> Void
  ) -> CarouselHostChanges {
    change(&engine)
    return finish(cause: cause, at: now)
  }

  /// Says what the event that just changed the engine changed for the views: ``stage`` and
  /// ``proxy`` when they now differ from what they were before it (so exactly one publish per
  /// change, none per frame), the selection (counted toward the haptic when the user made it,
  /// `cause`), the binding when the value it should hold now differs from what it holds; and
  /// queues what the app's callbacks hear.
  @usableFromInline mutating func finish(cause: CarouselSelectionCause, at now: Instant)
    -> CarouselHostChanges
  {
    var changes: CarouselHostChanges = []
    // After any event, since a new size (a configuration) can also take the carousel off screen.
    let region = regionInView
    if (region != nil) != engineIsOnScreen {
      engineIsOnScreen = region != nil
      engineIsOnScreen ? engine.appeared(at: now) : engine.disappeared(at: now)
    }
    let selectionChanged = engine.selectedID != activity.selectedID
    if selectionChanged {
      changes.insert(.selection)
      if cause.isUser { userSelectionChanges &+= 1 }
    }
    let newStage = Self.stage(
      of: engine, itemName: itemName, userSelectionChanges: userSelectionChanges,
      allowsPaging: allowsPaging, at: now)
    if newStage != stage {
      stage = newStage
      changes.insert(.stage)
    }
    let newProxy = Self.proxy(of: engine)
    if newProxy != proxy {
      proxy = newProxy
      changes.insert(.proxy)
    }
    if let bound = boundValue(selectionMovedBy: selectionChanged ? cause : nil),
      bound != binding
    {
      binding = bound
      changes.insert(.binding)
    }
    events += activity.update(
      engine, stillSlots: stage.stillSlots, movingSlots: movingSlotsReported(at: now),
      cause: cause, regionInView: region, at: now)
    return changes
  }

  /// The value the binding should hold now, when the selection was just moved by `cause` (or
  /// not moved, `nil`); `nil` without a binding. See the type's rule.
  @usableFromInline func boundValue(selectionMovedBy cause: CarouselSelectionCause?)
    -> CarouselBoundSelection<ID>?
  {
    guard let binding, let index = engine.selectedIndex, let id = engine.selectedID else {
      return binding
    }
    switch binding {
    case .index: return .index(index)
    case .id(nil) where cause == nil || cause == .dataChange: return binding
    case .id: return .id(id)
    }
  }

  /// Counts updates that replaced every ID of a non-empty list, and reports the second in a row.
  /// The search ends at the first old ID still listed, so an edit that keeps an item costs a
  /// lookup or two; two runs compare their bounds.
  @usableFromInline mutating func noteReplacement(of previous: CarouselItemList<ID>) {
    guard !previous.isEmpty, !engine.itemIDs.isEmpty else {
      replacementsInARow = 0
      return
    }
    let replacedAll = !engine.containsAny(of: previous)
    replacementsInARow = replacedAll ? replacementsInARow + 1 : 0
    if replacementsInARow == 2 { hostDiagnostics.append(.itemIDsReplacedOnEveryUpdate) }
  }

  /// What the carousel's own views draw at `now`.
  @usableFromInline static func stage(
    of engine: Engine, itemName: (id: ID, name: String?)?, userSelectionChanges: Int,
    allowsPaging: Bool, at now: Instant
  ) -> CarouselStageState<ID, Instant> {
    let configuration = engine.configuration
    let isMoving = engine.isMoving(at: now)
    let geometry = engine.layoutGeometry
    let isWaiting = engine.nextDeadline != nil
    let selectedName = itemName.flatMap { $0.id == engine.selectedID ? $0.name : nil }
    let indicator = CarouselIndicatorState(
      indicator: engine.pageIndicator, axis: configuration.layout.axis,
      accessibility: engine.accessibility, indicatedIndex: engine.indicatedIndex,
      selectedItemName: selectedName,
      hasAutoplay: engine.hasAutoplay, isMoving: isMoving, isWaiting: isWaiting,
      stoppedProgress: engine.autoplayProgress(at: now),
      stoppedWaitProgress: engine.autoplayWaitProgress(at: now),
      timerRefreshInterval: PageIndicatorMetrics.standard.timerRefreshInterval(
        forWait: configuration.autoplay.duration ?? .zero),
      dotChangeDuration: PageIndicatorMetrics.dotChangeDuration(
        reduceMotion: engine.reduceMotion), allowsPaging: allowsPaging)
    return CarouselStageState(
      isMoving: isMoving, stillSlots: engine.stillSlots(at: now),
      itemSize: geometry.itemSize, indicator: indicator, playback: engine.playbackState,
      selectedID: engine.selectedID, nextDeadline: engine.nextDeadline,
      motionEnd: isMoving ? engine.motionEnd : nil, userSelectionChanges: userSelectionChanges,
      castsShadows: configuration.style.castsShadows)
  }

  /// What a reader's proxy exposes.
  private static func proxy(of engine: Engine) -> CarouselProxyState {
    CarouselProxyState(
      selectedIndex: engine.selectedIndex, count: engine.itemIDs.count,
      isPlaying: engine.isPlaying,
      autoplaySuspensions: engine.autoplaySuspensions)
  }
}

extension CarouselLayoutGeometry {
  /// The item's unscaled size.
  @inlinable package var itemSize: CarouselSize {
    CarouselSize(width: itemWidth, height: itemHeight)
  }
}
