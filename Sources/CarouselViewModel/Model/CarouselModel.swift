import CarouselCore
import Observation

/// The state behind one carousel, as its views read it: CarouselCore's ``CarouselHost`` on the
/// environment's clock, with what the views draw kept in observed properties that change exactly
/// when the host says they changed, so SwiftUI redraws only the views that read them.
///
/// The host and the engine decide what the carousel does; the model decides what the SwiftUI
/// layer adds around them, each decision tested on Linux: it stamps events with the clock's
/// `now`, hands diagnostics to the sink it was made with (runtime warnings in the SwiftUI
/// layer), writes the selection binding and calls the app back when the host says so, keeps
/// what each view draws in an observed property of its own (so a view redraws for its part
/// only), and gives each view what it draws through one function (`itemsBody`, `slidesBody`,
/// `slidesFrame`, `slotBody`, `indicatorBody`, `pagerBody`, `playbackButtonBody`…), which the
/// tests' double of SwiftUI's update cycle calls as the views do. Per-frame positions are never
/// stored: a frame is read with ``frame(configuredAs:)``.
///
/// The app's callbacks may move the carousel again (a proxy call, a binding write): an event
/// sent while the app is being called back waits until the callbacks of the event before it are
/// over, so the app hears every change once, in order.
///
/// ```swift
/// let model = CarouselModel<Int>(clock: CarouselClock(ManualClock()), reportDiagnostics: { _ in })
/// let source = CarouselSource(
///   data: Array(0..<5), id: \.self, selection: nil, actions: CarouselItemActions())
/// let body = model.itemsBody(
///   source.rendered(), renders: CarouselRenders(), settings: CarouselSettings(),
///   environment: CarouselEnvironment(), scope: CarouselScope(), callbacks: CarouselCallbacks(),
///   idType: Int.self)
/// model.stageInputChanged(from: body.stage.input, to: body.stage.input)  // the first render
/// model.shownBoundsChanged(nil)  // the slides' reader: no scroll view around them
/// model.appeared(in: nil, isTarget: false)
/// let pager = model.pagerBody().value?.english  // "1 of 5"
/// ```
@MainActor @Observable @usableFromInline
package final class CarouselModel<ID: Hashable & Sendable> {
  /// The host, over type-erased IDs.
  @usableFromInline package typealias Host = CarouselHost<ID, CarouselClock>
  /// An instant of the carousel's clock.
  @usableFromInline package typealias Instant = CarouselClock.Instant
  /// One event: what it does to the host at an instant, and what that changed.
  package typealias Event = (inout Host, Instant) -> CarouselHostChanges

  /// The clock the engine runs on: the environment's, once adopted.
  @ObservationIgnored package private(set) var clock: CarouselClock
  /// Whether ``adopt(_:idType:)`` took a clock.
  @ObservationIgnored private var hasClock = false
  /// Whether the slides' reader has said what the window shows of them (see
  /// ``shownBoundsChanged(_:)``), and how many appearances wait until it has.
  @ObservationIgnored var shownBoundsKnown = false
  @ObservationIgnored var appearancesWaitingForBounds = 0
  /// Where the host is kept: memory of the model's own, allocated with it and freed with it, so
  /// that a frame reads the host in place, with no run-time exclusivity check, no actor check
  /// in a closure and no copy (a stored property read through the object copied the whole host
  /// first, its arrays retained and released, every frame).
  @ObservationIgnored @usableFromInline let storage: CarouselHostStorage<ID>
  /// What the carousel's own views draw (the host's ``CarouselHost/stage``).
  package private(set) var stage: CarouselStageState<ID, Instant>
  /// What the page indicator draws: the stage's, observed apart, so that an indicator outside
  /// the stage redraws only when it changes.
  package private(set) var indicator: CarouselIndicatorState
  /// What the play/pause button shows: the stage's, observed apart.
  package private(set) var playback: CarouselPlaybackState
  /// What the stage's container draws (the item count, Magic Tap): the stage's, observed apart,
  /// so the container does not redraw per page.
  package private(set) var container = CarouselContainerState()
  /// What the driver view reads (the next deadline, the user's page changes): the stage's,
  /// observed apart, so a new deadline redraws the driver alone.
  package private(set) var driver = CarouselDriverState()
  /// What a reader's proxy exposes (the host's ``CarouselHost/proxy``).
  package private(set) var proxyState: CarouselProxyState
  /// What the refresh view draws (the pull's progress, the spinner, the inset held, the run):
  /// observed apart, so a pull redraws that view alone.
  package internal(set) var refresh = CarouselRefreshBody()
  /// Pull to refresh: CarouselCore's decision, fed after every event.
  @ObservationIgnored var pullToRefresh = CarouselPullToRefresh<Instant>()
  /// The last refresh run whose app action a task started.
  @ObservationIgnored var refreshRunStarted = 0
  /// How many times the model wrote the selection binding: the stage's input, so that the
  /// render after a write always reaches ``stageInputChanged(from:to:)``, which reads
  /// the binding again (an app that set it back inside a callback is heard).
  package private(set) var bindingWrites = 0
  /// How many times a swipe asked for the keyboard to go: the carousel's view dismisses it each
  /// time this changes. It counts only while the settings say swipes dismiss it
  /// (``swipesDismissKeyboard``).
  package private(set) var keyboardDismissals = 0
  /// Whether a swipe the carousel takes dismisses the keyboard, as of the last render's
  /// settings (`CarouselSettings.swipesDismissKeyboard`).
  @ObservationIgnored package var swipesDismissKeyboard = false
  /// Whether the configured style casts shadows: the stage's (so a change redraws the slides),
  /// kept apart to be read per slot per frame without copying the stage.
  @ObservationIgnored @exclusivity(unchecked) @usableFromInline var stylesCastShadows = false
  /// How many page indicators of the app's own, each one VoiceOver's pager, show this carousel:
  /// while there is one, a hidden built-in indicator needs no stand-in.
  package internal(set) var appPagers = 0
  /// The app's indicators on screen for this carousel, each by its view's identity, and whether
  /// it is VoiceOver's pager (``appPagers`` counts those that are).
  @ObservationIgnored var appIndicators: [ObjectIdentifier: Bool] = [:]
  /// The longest content across the paging axis among the slots drawn, when the carousel fits
  /// its slides (`CarouselSizing.fitted`): what the stage sizes the slides by; `nil` until a
  /// slot is measured (``slotMeasured(_:size:axis:)``). Stored only when it changes, by the
  /// rules of `CarouselContentFit`.
  package internal(set) var fittedContentLength: Double?
  /// The slots' measures behind ``fittedContentLength``.
  @ObservationIgnored var contentFit = CarouselContentFit<CarouselSlot<ID>.Key>()
  /// What the slots' content measured along the paging axis, by item ID: the items' own
  /// lengths when they take their content's (`CarouselItemLength.fitted`), handed to the host
  /// by ``itemLengthsChanged()``.
  @ObservationIgnored package internal(set) var measuredLengths = CarouselMeasuredLengths<ID>()
  /// Whether the host was last given measured lengths (its configuration's items take their
  /// content's length) rather than none.
  @ObservationIgnored var hostHasMeasuredLengths = false
  /// Whether the host was given a configuration (``configurationChanged(_:)``): until then a
  /// slot's measure along the axis is kept whatever the settings.
  @ObservationIgnored var isConfigured = false
  /// Whether Reduce Motion is on, as the last render's environment said.
  @ObservationIgnored var reducesMotion = false
  /// The reader this carousel is inside, told when ``proxyState`` changes.
  @ObservationIgnored package weak var reader: CarouselReaderModel?
  /// The type of the app's item IDs, for a proxy's moves by ID; `nil` for fixed pages that
  /// have no IDs of the app's (untagged pages).
  @ObservationIgnored package private(set) var idType: Any.Type?
  /// What the stage gave for the host's requests, as of its last update.
  @ObservationIgnored private(set) var connection = CarouselConnection<ID>()
  /// The touch the iOS 18 touch watcher saw land, until it is lifted.
  @ObservationIgnored var watchedTouch: Int?
  /// The items the stage's change handler last gave the host (a `CarouselItemIDs`), to tell
  /// whether a render's data is that list.
  @ObservationIgnored var hostItems: Any?
  /// Whether the data of the last render is the list the host was last given: a drawn slot's
  /// offset then finds its element with no comparison of IDs. Between a render with new data
  /// and its change handler, a slot is looked up by its ID.
  /// (Read every slot of every frame: not checked for exclusivity at run time, which cost more
  /// than the read; the model is main-actor isolated, and nothing writes it during a read.)
  @ObservationIgnored @exclusivity(unchecked) @usableFromInline package internal(set)
    var renderedDataIsHosts = false
  /// Whether the stage says the carousel moves, kept apart for a frame's cheap read (unchecked
  /// for exclusivity, as ``renderedDataIsHosts``).
  @ObservationIgnored @exclusivity(unchecked) @usableFromInline var stageIsMoving = false
  /// Whether the transaction of the update running now disables animations
  /// (``noteTransaction(disablesAnimations:animating:)``), for that update's change handler, once.
  @ObservationIgnored private(set) var updateDisablesAnimations = false
  /// The animation of the transaction of the update running now (``noteTransaction(disablesAnimations:animation:animating:)``),
  /// for that update's change handler, once.
  @ObservationIgnored private(set) var updateAnimation: CarouselHostValue?
  /// The app's animation for the last move from code made inside `withAnimation`, which
  /// CarouselUI samples (`CarouselAnimationFollower`); `nil` until the first such move.
  package internal(set) var animationRequest: CarouselAnimationRequest?
  /// The settle the last request is for (its `CarouselEngine.motionEnd` when it started),
  /// until the request's samples arrive.
  @ObservationIgnored var requestedSettleEnd: Instant?
  /// The settle a proxy's move started (its end), waiting for the transaction of the update it
  /// causes: the move's `withAnimation`, if any.
  @ObservationIgnored var proxyMoveAwaitingTransaction: Instant?
  /// How to run a change inside the animation of the transaction of the update running now
  /// (`nil`: it carries none), for that update's change handler, once.
  @ObservationIgnored private var updateAnimating: Animating?
  /// Whether the next frame drawn places the slots where an animated edit of the items put them
  /// (``CarouselSlidesFrame/placesEdit``): set by the change handler of an edit made inside an
  /// animation, taken by the first frame drawn after it.
  @ObservationIgnored var editPlacementWaits = false
  /// Where diagnostics go.
  @ObservationIgnored private let reportDiagnostics: ([CarouselDiagnostic]) -> Void
  /// Runs an action once the current update is over (see `dragGestureReset()`).
  @ObservationIgnored package let afterUpdate: CarouselAfterUpdate
  /// Where the iOS 17 path's `DragGesture` is: its touch, and whether its state reset.
  @ObservationIgnored var dragGesture = CarouselDragGestureState.idle
  /// Which Mac scroll-wheel events the carousel takes, and the drag calls they make.
  @ObservationIgnored var scrollWheel = CarouselScrollWheel<CarouselClock>()
  /// How many events the model applied to the host (``send(_:)``; one that waited counts when
  /// it runs): for the tests and the bench, to count what a scroll costs.
  @ObservationIgnored package private(set) var hostEvents = 0
  /// Events sent while the app was being called back, to run once it is over.
  @ObservationIgnored private var waiting: [Event] = []
  /// Whether the app is being called back (its binding written, its callbacks called).
  @ObservationIgnored private var isCallingBack = false

  /// A carousel with no items, off screen, on `clock` until ``adopt(_:idType:)`` gives another;
  /// its diagnostics go to `reportDiagnostics`, and what must wait for the current update to end
  /// is given to `afterUpdate`.
  package init(
    clock: CarouselClock = .continuous,
    reportDiagnostics: @escaping ([CarouselDiagnostic]) -> Void,
    afterUpdate: @escaping CarouselAfterUpdate = CarouselAfterUpdates.nextTurn
  ) {
    self.clock = clock
    self.reportDiagnostics = reportDiagnostics
    self.afterUpdate = afterUpdate
    let host = Host(at: clock.now)
    storage = CarouselHostStorage(host)
    stage = host.stage
    indicator = host.stage.indicator
    playback = host.stage.playback
    proxyState = host.proxy
  }

  /// Runs the carousel on `clock` from now on: the first call only, before any event (the
  /// environment gives the clock after the model is made); and takes the app's ID type. Changes
  /// nothing observed, so a view may call it from `body`.
  package func adopt(_ clock: CarouselClock, idType: Any.Type?) {
    self.idType = idType
    guard !hasClock else { return }
    hasClock = true
    self.clock = clock
    storage.host.pointee = Host(at: clock.now)
  }

  /// The host, read in place; change it only through ``send(_:)``.
  @ObservationIgnored package var host: Host {
    _read { yield storage.host.pointee }
  }

  /// Runs a change inside an animation: the SwiftUI layer's `withAnimation` with the animation
  /// of an update's transaction, so the update that the change causes carries it too.
  package typealias Animating = @MainActor (() -> Void) -> Void

  /// The transaction of the update running now: whether it disables animations
  /// (`withTransaction(\.disablesAnimations, true)` around a binding write), its animation (a
  /// `withAnimation` around it; opaque here) and how to run a change inside that animation
  /// (`animating`: `withAnimation { items.remove(at: 1) }`), or none (`nil`), read while SwiftUI
  /// applies the update, for its change handler (``stageInputChanged(from:to:)``), which reads
  /// it once, and for a proxy's move made since the last update
  /// (``followTransaction(of:animation:)``). Changes nothing observed.
  package func noteTransaction(
    disablesAnimations: Bool, animation: CarouselHostValue? = nil, animating: Animating? = nil
  ) {
    updateDisablesAnimations = disablesAnimations
    updateAnimation = animation
    updateAnimating = animating
    if let end = proxyMoveAwaitingTransaction {
      proxyMoveAwaitingTransaction = nil
      followTransaction(of: end, animation: animation)
    }
  }

  /// Whether this update may animate, the app's animation and how to run a change inside it
  /// (`nil`: it carries none, or disables animations), read once: the next update notes its own
  /// transaction.
  func takeUpdateTransaction()
    -> (animates: Bool, animation: CarouselHostValue?, animating: Animating?)
  {
    defer { (updateDisablesAnimations, updateAnimation, updateAnimating) = (false, nil, nil) }
    guard !updateDisablesAnimations else { return (false, nil, nil) }
    return (true, updateAnimation, updateAnimating)
  }

  /// Takes what the stage gives for the host's requests on this update; changes nothing
  /// observed, so a view may call it from `body`.
  package func connect(_ connection: CarouselConnection<ID>) {
    self.connection = connection
  }

  /// The engine.
  package var engine: Host.Engine { host.engine }

  /// The clock's current instant.
  package var now: Instant { clock.now }

  /// The frame the slides draw now, configured as `configuration` (see the host's
  /// `frame(at:configuredAs:)`), with what each slot's drawing needs of the host.
  package func frame(configuredAs configuration: CarouselConfiguration) -> CarouselFrame<ID> {
    frame(at: now, configuredAs: configuration)
  }

  /// ``frame(configuredAs:)`` at `now`.
  @inlinable
  package func frame(at now: Instant, configuredAs configuration: CarouselConfiguration)
    -> CarouselFrame<ID>
  {
    storage.host.pointee.frameInPlace(at: now, configuredAs: configuration)
  }

  /// Whether `frame`, drawn while the stage says the carousel moves, finds the motion over: the
  /// view then sends ``motionEnded()`` once, so the stage and its timeline come to rest.
  @inlinable package func endsMotion(_ frame: CarouselFrame<ID>) -> Bool {
    stageIsMoving && !frame.isMoving
  }

  /// A number that changes when the items in view in `frame` change, while the carousel
  /// moves and reports them as it moves; 0 otherwise (see
  /// `CarouselHost.movingItemsInViewKey(of:)`).
  @inlinable package func movingItemsInViewKey(_ frame: CarouselFrame<ID>) -> Int {
    storage.host.pointee.movingItemsInViewKey(of: frame)
  }

  /// What `slot` of `frame` shows, besides the app's element
  /// (``Swift/RandomAccessCollection/element(for:at:id:)`` finds it).
  @inlinable
  package func drawing(of slot: CarouselSlot<ID>, in frame: CarouselFrame<ID>)
    -> CarouselSlotDrawing
  {
    let index = slot.item.index
    // Read in place: the engine's configuration holds the style the frame was laid out with
    // and the viewport it was laid out in.
    let configuration = storage.host.pointee.engine.configuration
    return CarouselSlotDrawing(
      offset: frame.inputOffset(ofItem: index), isInRenderedData: renderedDataIsHosts,
      phase: CarouselTransitionPhase(slot.item),
      placement: CarouselTransitionPlacement(
        slot.item, itemSize: frame.size(of: slot), in: configuration),
      isSelected: index == frame.selectedIndex,
      // Only a style that casts shadows is asked; the others' slots draw none at the cost of
      // one flag.
      shadow: stylesCastShadows ? configuration.style.shadow(of: slot.item) : nil)
  }

  /// Whether `slot` is in the accessibility tree while VoiceOver's focus is on the slot drawing
  /// `voiceOverFocus` (a page; `nil`: not on a slot): as the slot says
  /// (`CarouselSlot.isInAccessibilityTree`), and while the stage says the carousel moves also
  /// the slot VoiceOver's focus is on. A motion's frames make only the focused item accessible,
  /// so the move that brings the item VoiceOver focused into view
  /// (``accessibilityFocused(page:)``) would otherwise take that item out of the tree under
  /// VoiceOver's focus, and VoiceOver would move its focus elsewhere; a scroll view keeps the
  /// element it scrolls to. Once the carousel rests, the slot's own rule holds again.
  @inlinable
  package func isInAccessibilityTree(_ slot: CarouselSlot<ID>, voiceOverFocus: Int?)
    -> Bool
  {
    slot.isInAccessibilityTree || (stageIsMoving && slot.item.page == voiceOverFocus)
  }

  /// Applies one event at the clock's `now` and does what the host then asks, in one go: gives
  /// the newly selected item's name (so VoiceOver reads it with its page, in this update),
  /// reports new diagnostics, stores what the views draw when it changed, writes the selection
  /// binding when the host says so, and tells the app's callbacks what happened. An event sent
  /// from inside the app's callbacks waits until they are over, and returns no changes.
  @discardableResult
  package func send(_ event: @escaping Event) -> CarouselHostChanges {
    guard !isCallingBack else {
      waiting.append(event)
      return []
    }
    let changes = apply(event)
    while !waiting.isEmpty { apply(waiting.removeFirst()) }
    return changes
  }

  /// ``send(_:)`` for one event, the waiting ones aside.
  @discardableResult
  private func apply(_ event: Event) -> CarouselHostChanges {
    let now = clock.now
    hostEvents &+= 1
    var changes = event(&storage.host.pointee, now)
    if let unnamed = host.itemNeedingName, let name = connection.nameItem {
      changes.formUnion(
        storage.host.pointee.itemNamed(name(unnamed, offset(of: unnamed)), id: unnamed, at: now))
    }
    let diagnostics = storage.host.pointee.takeDiagnostics()
    if !diagnostics.isEmpty { report(diagnostics) }
    if changes.contains(.stage) { publishStage() }
    if changes.contains(.proxy) { proxyState = host.proxy }
    followPull(at: now)
    isCallingBack = true
    defer { isCallingBack = false }
    if changes.contains(.binding), let bound = host.binding {
      bindingWrites &+= 1
      // A value the binding cannot take (a page without a tag of its type) is shown, and the
      // binding keeps what it holds: the host then knows it holds that, so the render after
      // this one does not take it for the app's move back.
      if let kept = connection.writeBinding(bound) {
        storage.host.pointee.bindingKept(kept)
      }
    }
    for event in storage.host.pointee.takeEvents() {
      if swipesDismissKeyboard, event.startsDrag { keyboardDismissals &+= 1 }
      connection.report(event)
    }
    return changes
  }

  /// Stores the host's stage, and its parts the views observe apart when they changed.
  private func publishStage() {
    let new = host.stage
    stage = new
    stageIsMoving = new.isMoving
    stylesCastShadows = new.castsShadows
    if new.indicator != indicator { indicator = new.indicator }
    if new.playback != playback { playback = new.playback }
    let container = CarouselContainerState(
      itemCount: new.indicator.count, answersMagicTap: new.playback.allowsPlayPause)
    if container != self.container { self.container = container }
    let driver = CarouselDriverState(
      deadline: new.driverDeadline, userSelectionChanges: new.userSelectionChanges)
    if driver != self.driver { self.driver = driver }
    reader?.carouselStageChanged(self)
  }

  /// Hands `diagnostics` to the model's sink (runtime warnings in the SwiftUI layer).
  package func report(_ diagnostics: [CarouselDiagnostic]) {
    reportDiagnostics(diagnostics)
  }

  /// Where the item `id` is in the list the host was given; -1 when it is not there.
  package func offset(of id: ID) -> Int {
    host.engine.index(of: id).map { host.engine.inputOffset(ofItem: $0) } ?? -1
  }
}
