import CarouselCore
import CarouselViewModel

/// A screen of an app with a carousel, run the way SwiftUI runs CarouselUI's views: the double of
/// SwiftUI's update cycle that the SwiftUI layer's logic is driven through on Linux.
///
/// Each view is a ``TrackedBody`` that calls the one `CarouselModel` (or `CarouselReaderModel`)
/// function its CarouselUI view calls, inside `withObservationTracking`: it runs again only
/// when something it read changed (SWIFTUI-UPDATE-RULES B8, B10) or its parent handed it a new
/// value (B4, U4). The app's own view renders only when state its body reads was written (B5,
/// B6: with ``UpdateCycleOptions/appReadsSelection`` off, a binding the app only passes on does
/// not render it). The rules it follows, each cited by label in the code:
/// - An update reads the inputs and runs the bodies that must run, parents first (U3, U4);
///   `onChange(of:)` runs once after a body that produced a value different from the previous
///   one's, and with `initial: true` also at the first appearance (C1, C2, C3); a write inside a
///   handler, or a tracked property changed by one, makes another pass (C4), up to a fixed
///   point (16 passes, or it traps: the views would update forever).
/// - A transaction's `disablesAnimations` holds for the update it starts and no other (A2).
/// - `onAppear` and `onDisappear` are events (L1, L2); `task(id:)` restarts when its id changes
///   and its body runs once when the clock reaches the deadline it sleeps until (L3, L4).
/// - The binding is a box the app may set at any time, also inside a callback (``BindingBox``).
/// - Frames: a timeline whose body left it unpaused gets frames as ``UpdateCycleOptions/frames``
///   says (every sixtieth of a second, none, or none after a while: T1, T3); a slot's content is
///   built when the key `CarouselItemContent`'s equality compares changes (B3), which
///   ``contentBuilds`` counts.
/// - What runs "after the update" (`CarouselAfterUpdate`: a task on the main actor) runs once the
///   update settled, and makes an update of its own.
///
/// What SwiftUI leaves open is an option (``UpdateCycleOptions``); what the double cannot show at
/// all is listed in docs/ARCHITECTURE.md.
@MainActor package final class CarouselScreen {
  /// An item of the app's.
  package typealias Item = ScreenItem

  /// What the app's callbacks heard, in order.
  package enum Heard: Hashable, Sendable {
    case selection(from: Int?, to: Int?, cause: CarouselSelectionCause)
    case phase(from: CarouselPhase, to: CarouselPhase)
    case visibleItems([Int])
    case autoplayFinished
  }

  // MARK: The app's state

  /// What the carousel shows. A change of its shape's type (an array for a range) makes a new
  /// carousel, as a new `Carousel<Data, …>` type is a new view to SwiftUI.
  package var data: ScreenData {
    didSet {
      appStateWritten = true
      if data.shape != oldValue.shape {
        // The old view leaves (its `onDisappear`), the new one appears at the next update.
        carousels[0].disappear()
        carousels[0] = makeCarousel(data.shape, selection: selectionKind) { [unowned self] in
          self.data
        }
      }
    }
  }
  /// The app's items, when the carousel shows an array of them.
  package var items: [Item] {
    get {
      guard case .items(let items) = data else { return [] }
      return items
    }
    set { data = .items(newValue) }
  }
  /// The app's selection binding to an optional ID, when it has one.
  package let selection: BindingBox<Int?>?
  /// The app's binding to a non-optional ID (a fixed page's tag), when it has one.
  package let requiredSelection: BindingBox<Int>?
  /// The app's binding to the selected position, when it has one.
  package let indexSelection: BindingBox<Int>?
  /// The environment SwiftUI gives the carousel (Reduce Motion, VoiceOver, the scene, scrolling).
  package var environment = ScreenEnvironment()
  /// The carousel modifiers' settings (the clock is the screen's).
  package var settings = CarouselSettings() {
    didSet { appStateWritten = true }
  }
  /// The size proposed to the carousel.
  package var size = CarouselSize(width: 390, height: 260)
  /// The length across the paging axis of the app's content for an item (by the number the
  /// test reads for it), offered its length along the axis and none across (what a fitted
  /// carousel's slot measures). `nil`: 100.
  package var contentCrossLength: ((Item) -> Double)?
  /// The length along the paging axis of the app's content for an item, offered none along
  /// it (what a slot of items as long as their content, `CarouselItemLength.fitted`,
  /// measures). `nil`: 100.
  package var contentMainLength: ((Item) -> Double)?
  /// The bounds of an enclosing scroll view in the slides' own space (`nil`: none).
  package var shownBounds: CarouselRect?
  /// The page VoiceOver's focus is on (`@AccessibilityFocusState`), `nil` for none.
  package var voiceOverFocus: Int?
  /// The app's `onCarouselSelectionChange`, called after the screen records what it heard.
  package var onSelectionChange: ((Int?, Int?, CarouselSelectionCause) -> Void)?
  /// Whether the carousel names its items (`carouselItemName` on the carousel).
  package var namesItems = false {
    didSet { appStateWritten = true }
  }
  /// A name the environment gives items (`carouselItemName` after SwiftUI's own modifiers).
  package var environmentName: ((Int) -> String)? {
    didSet { appStateWritten = true }
  }
  /// Whether the app handles activations (`onCarouselActivate`): what it activated.
  package var activated: [Int]?
  /// The reader the carousel is inside, if any.
  package let reader: CarouselReaderModel?
  /// What the reader's content reads of its proxy on each of its passes (a caption, a
  /// `position` read): it runs inside the reader's content, tracked.
  package var readerContent: ((CarouselProxy) -> Void)?
  /// A subview of the reader's content handed the proxy: what it reads, tracked as its own view
  /// (it runs again when the proxy it gets changes, B4, or what it read does).
  package var proxySubview: ((CarouselProxy) -> String)?
  /// The app's controls in the reader's content: a `CarouselIndicator` and a play/pause button.
  package var appIndicator: CarouselAppIndicator? {
    didSet { appStateWritten = true }
  }
  package var playbackButton = false {
    didSet { appStateWritten = true }
  }

  // MARK: What SwiftUI holds

  /// The update cycle's undocumented outcomes this screen takes.
  package let options: UpdateCycleOptions
  /// The screen's clock: the carousel's, through `carouselClock`.
  package let clock = ManualClock()
  /// The carousels on screen, in the view tree's order (the first is the test's).
  private var carousels: [any ScreenCarouselNode] = []
  /// Other carousels in the reader's content, with the settings each was written with.
  package private(set) var others: [(model: CarouselModel<Int>, settings: CarouselSettings)] =
    []
  /// The reader's views, when the screen has a reader.
  private let readerViews: ScreenReaderViews?
  /// The kind of binding the carousel was made with.
  private let selectionKind: ScreenSelection
  /// Whether state the app's body reads was written since its last render.
  private var appStateWritten = true
  /// Whether the binding's value was written since the carousel's stage last read it.
  private var bindingWritten = false
  /// What waits for the update to end (`CarouselAfterUpdate`).
  private let afterUpdate = AfterUpdateQueue()
  /// Whether the views are in the hierarchy.
  package private(set) var isShown = false
  /// The clock's origin, for the frame deliveries that stop after a while.
  private let start: ManualClock.Instant

  // MARK: What the test reads

  /// The app's callbacks, in the order they were called.
  package private(set) var heard: [Heard] = []
  /// The diagnostics reported (runtime warnings in CarouselUI).
  package var diagnostics: [CarouselDiagnostic] { sink.reported }
  private let sink = DiagnosticSink()
  /// How many updates ran.
  package private(set) var updates = 0
  /// Whether the model made a change inside the running pass's animation.
  private var changedInAnimation = false
  /// What the last pass of an update found, for the message of an update that never settles.
  private var lastPass = ""

  /// A screen over `items` (an array of identifiable items), bound to `selection` (`.some(nil)`:
  /// an optional ID binding holding `nil`; `nil`: no binding), inside `reader` if given, taking
  /// `options`' outcomes. Nothing is shown until ``appear()``.
  package convenience init(
    items: [Item], selection: Int?? = .some(nil), reader: CarouselReaderModel? = nil,
    options: UpdateCycleOptions = UpdateCycleOptions()
  ) {
    self.init(
      data: .items(items), selection: selection.map { .id($0) } ?? ScreenSelection.none,
      reader: reader, options: options)
  }

  /// A screen over `data`, bound as `selection` says, inside a `CarouselReader` when `inReader`
  /// (or inside `reader`, the reader view's model, if given), taking `options`' outcomes.
  /// Nothing is shown until ``appear()``.
  package init(
    data: ScreenData, selection: ScreenSelection, reader: CarouselReaderModel? = nil,
    inReader: Bool = false, options: UpdateCycleOptions = UpdateCycleOptions()
  ) {
    self.data = data
    self.options = options
    let queue = afterUpdate
    let sink = sink
    self.reader =
      reader
      ?? (inReader
        ? CarouselReaderModel(
          reportDiagnostics: { sink.reported += $0 }, afterUpdate: { queue.actions.append($0) })
        : nil)
    self.selectionKind = selection
    start = clock.now
    let visibleAtOnce = options.writesVisibleAtOnce
    switch selection {
    case .none:
      (self.selection, requiredSelection, indexSelection) = (nil, nil, nil)
    case .id(let value):
      (self.selection, requiredSelection, indexSelection) = (
        BindingBox(value, writesVisibleAtOnce: visibleAtOnce), nil, nil
      )
    case .requiredID(let value):
      (self.selection, requiredSelection, indexSelection) = (
        nil, BindingBox(value, writesVisibleAtOnce: visibleAtOnce), nil
      )
    case .index(let value):
      (self.selection, requiredSelection, indexSelection) = (
        nil, nil, BindingBox(value, writesVisibleAtOnce: visibleAtOnce)
      )
    }
    readerViews = self.reader.map {
      ScreenReaderViews(reader: $0, afterUpdate: { queue.actions.append($0) })
    }
    settings.clock = CarouselClockSetting(clock: CarouselClock(clock))
    settings.configuration.autoplay = .off
    carousels = [makeCarousel(data.shape, selection: selection) { [unowned self] in self.data }]
  }

  /// The test's carousel's model.
  package var model: CarouselModel<Int> {
    guard let model = carousels[0].intModel else { preconditionFailure("fixed pages' IDs") }
    return model
  }

  // MARK: Lifecycle

  /// The screen's views are inserted and appear: the first update, with their `onAppear`;
  /// `withAnimation`: inside `withAnimation` (the app shows the screen with an animation).
  package func appear(withAnimation: Bool = false) {
    isShown = true
    update(withAnimation: withAnimation)
  }

  /// The screen's views disappear (`onDisappear`); they keep their state.
  package func disappear() {
    isShown = false
    for carousel in carousels { carousel.disappear() }
    readerViews?.disappear()
    update()
  }

  // MARK: The app

  /// The app sets its selection binding (the kind the carousel was made with), inside
  /// `withAnimation(animation)` when it is given.
  package func setSelection(_ id: Int?, animation: ScreenAnimation? = nil) {
    selection?.set(id)
    if let id {
      requiredSelection?.set(id)
      indexSelection?.set(id)
    }
    update(animation: animation)
  }

  /// The app renders again without changing what the carousel reads (a state of its own
  /// changed): the carousel's content closure may show something new.
  package func renderApp() {
    appStateWritten = true
    update()
  }

  /// Another carousel of `items`, written after the test's in the reader's content, marked as
  /// the reader's target or not; its model.
  @discardableResult
  package func addCarousel(_ items: [Item], isReaderTarget: Bool = false) -> CarouselModel<Int> {
    var settings = settings
    settings.isReaderTarget = isReaderTarget
    let carousel = makeCarousel(.items, selection: .none) { .items(items) }
    carousels.append(carousel)
    guard let model = carousel.intModel else { preconditionFailure("items have Int IDs") }
    others.append((model, settings))
    appStateWritten = true
    return model
  }

  /// Takes the carousel `model` (one of ``others``) off the screen, as an `if` that turns false
  /// removes it.
  package func removeCarousel(_ model: CarouselModel<Int>) {
    guard let index = carousels.firstIndex(where: { $0.anyModel === model }), index > 0 else {
      return
    }
    carousels[index].disappear()
    carousels.remove(at: index)
    others.removeAll { $0.model === model }
    appStateWritten = true
    update()
  }

  // MARK: The user

  /// A finger drags the carousel by `points` along its axis (negative: toward the next item) and
  /// lifts with `velocity` points per second, through the path the options pick.
  package func swipe(by points: Double, velocity: Double = 0) {
    drag(by: points, velocity: velocity, interrupted: false)
  }

  /// A finger drags a vertical carousel down by `points` (negative: up, toward the next item)
  /// and lifts with `velocity` points per second, or, `interrupted`, the system takes the touch.
  package func pull(by points: Double, velocity: Double = 0, interrupted: Bool = false) {
    drag(by: points, velocity: velocity, interrupted: interrupted, vertical: true)
  }

  /// The app's refresh action (the oldest one running) returns, and the update it causes runs.
  package func finishRefresh() {
    first.finishRefresh()
    update()
  }

  /// How many times the refresh control called the app's refresh action.
  package var refreshActionCalls: Int { first.refreshActionCalls }

  /// A swipe to the next item (`forward`) or the previous one: half a viewport and a flick.
  package func swipe(forward: Bool) {
    swipe(by: forward ? -size.width / 2 : size.width / 2, velocity: forward ? -800 : 800)
  }

  /// A finger drags the carousel by `points` and the system takes the touch (a call, an alert)
  /// before it lifts: the pan is cancelled, or the `DragGesture` resets with no end.
  package func dragInterrupted(by points: Double) {
    drag(by: points, velocity: 0, interrupted: true)
  }

  /// A drag by `points`, halfway and then all of it, ended by the finger's lift at `velocity`
  /// or, `interrupted`, by the system, through the path the options pick: the iOS 18 pan and
  /// its touch watcher, whose ends come in the order the options pick, or the iOS 17
  /// `DragGesture`, whose end and reset do.
  private func drag(by points: Double, velocity: Double, interrupted: Bool, vertical: Bool = false)
  {
    let halfway =
      vertical
      ? CarouselDrag(translationX: 0, translationY: points / 2)
      : CarouselDrag(translationX: points / 2, translationY: 0)
    let end =
      vertical
      ? CarouselDrag(translationX: 0, translationY: points, velocityX: 0, velocityY: velocity)
      : CarouselDrag(translationX: points, translationY: 0, velocityX: velocity, velocityY: 0)
    let fingers = first.fingers
    if options.usesPan {
      fingers.touchWatcher(.began)
      update()
      fingers.pan(.began, halfway)
      update()
      fingers.pan(.changed, end)
      update()
      let ends: [() -> Void] =
        interrupted
        ? [
          { fingers.pan(.cancelled, end) },
          { fingers.touchWatcher(.cancelled) },
        ]
        : [
          { fingers.pan(.ended, end) }, { fingers.touchWatcher(.ended) },
        ]
      for finish in options.liftBeforePanEnd ? ends.reversed() : ends { finish() }
    } else {
      fingers.dragChanged(halfway)
      update()
      fingers.dragChanged(end)
      update()
      if interrupted {
        fingers.dragReset()
      } else {
        let ends: [() -> Void] = [
          { fingers.dragEnded(end) }, { fingers.dragReset() },
        ]
        for finish in options.dragEndBeforeReset ? ends : ends.reversed() { finish() }
      }
    }
    update()
  }

  /// The Mac's scroll-wheel events reach the carousel (its monitor's calls), each `interval`
  /// seconds after the one before (the clock advances, without frames, between them), each
  /// followed by the update it causes; whether the carousel took each.
  package func scroll(_ events: [CarouselScrollEvent], every interval: Double) -> [Bool] {
    events.map { event in
      clock.advance(by: .seconds(interval))
      let taken = first.fingers.scrollWheel(event)
      update()
      return taken
    }
  }

  /// A finger lands on the carousel and rests there without moving, through the path the
  /// options pick: iOS 18's touch watcher begins; iOS 17's `DragGesture` reports nothing of a
  /// finger that has not moved 15 points.
  package func fingerLands() {
    if options.usesPan { first.fingers.touchWatcher(.began) }
    update()
  }

  /// The finger of ``fingerLands()`` lifts without having moved: iOS 18's touch watcher ends;
  /// iOS 17's `DragGesture`, which never began, reports nothing.
  package func fingerLifts() {
    if options.usesPan { first.fingers.touchWatcher(.ended) }
    update()
  }

  /// Runs `input` (a tap, a key, an accessibility action: a call a view's action makes) and
  /// the update it causes.
  package func user(_ input: (CarouselModel<Int>) -> Void) {
    input(model)
    update()
  }

  /// Time passes: the timelines that run get frames as the options say, and the driver's task
  /// ticks when the clock reaches its deadline.
  package func wait(_ seconds: Double) {
    let end = clock.now.advanced(by: .seconds(seconds))
    while clock.now < end {
      var next = end
      let frames = framesArrive(at: clock.now) && wantsFrames
      if frames { next = min(next, clock.now.advanced(by: .milliseconds(16))) }
      if let deadline = carousels.compactMap(\.waitingDeadline).min() {
        next = max(min(next, manualInstant(deadline)), clock.now)
      }
      clock.advance(to: next)
      var fired = false
      for carousel in carousels where carousel.taskFires(at: now) { fired = true }
      update(isFrame: frames && !fired)
    }
  }

  /// Whether frames arrive at `instant`, as the options say.
  private func framesArrive(at instant: ManualClock.Instant) -> Bool {
    switch options.frames {
    case .everySixtieth: return true
    case .none: return false
    case .stopAfter(let seconds): return instant < start.advanced(by: .seconds(seconds))
    }
  }

  /// Whether a timeline runs that wants frames.
  private var wantsFrames: Bool {
    carousels.contains { $0.wantsFrames } || readerViews?.wantsFrames == true
  }

  /// The carousels' clock's instant now (it counts from the screen clock's origin).
  private var now: CarouselClock.Instant { CarouselClock.Instant(offset: clock.now.offset) }

  /// The screen's clock instant of the carousel's instant `instant` (the carousel's clock
  /// counts from the screen clock's origin).
  private func manualInstant(_ instant: CarouselClock.Instant) -> ManualClock.Instant {
    ManualClock.Instant.origin.advanced(by: instant.offset)
  }

  // MARK: The update

  /// One update of SwiftUI: the binding's writes land, the views whose reads or inputs changed
  /// render and their handlers run, to a fixed point; then what waits for the update's end runs,
  /// with an update of its own. `isFrame`: the update of a frame of the timelines that run.
  /// `withAnimation`: the app's change was made inside `withAnimation` (its transaction carries
  /// an animation); `animation`: inside `withAnimation(animation)`, an animation the carousel's
  /// follower samples.
  package func update(
    disablesAnimations: Bool = false, animation: ScreenAnimation? = nil, isFrame: Bool = false,
    withAnimation: Bool = false
  ) {
    updates += 1
    var animates = !disablesAnimations
    var animation = animation
    var isFrame = isFrame
    var hasAnimation = withAnimation || animation != nil
    for _ in 0..<16 {
      commitWrites()
      guard isShown else { return runAfterUpdate() }
      // `.transaction { }` reads the update's transaction while SwiftUI applies it; a change
      // made inside its animation makes the next pass's transaction carry it.
      // Unowned: the model keeps the closure until the next update notes its own transaction,
      // and the screen owns the model (a method reference would hold the screen: a cycle).
      let animating: CarouselModel<Int>.Animating? =
        hasAnimation ? { @MainActor [unowned self] change in self.changeInAnimation(change) } : nil
      for carousel in carousels {
        carousel.noteTransaction(
          disablesAnimations: !animates, animation: hasAnimation ? animation : nil,
          animating: animating)
      }
      var handlers = ScreenHandlers()
      let rendered = render(isFrame: isFrame, hasAnimation: hasAnimation, handlers: &handlers)
      handlers.run(options)
      // A later pass is another update's: its transaction animates (A2), with an animation (the
      // same) only when a change was made inside one; no frame.
      animates = true
      isFrame = false
      hasAnimation = changedInAnimation
      changedInAnimation = false
      if !hasAnimation { animation = nil }
      let pending = [
        selection?.hasPendingWrite, requiredSelection?.hasPendingWrite,
        indexSelection?.hasPendingWrite,
      ].contains(true)
      let invalidated =
        carousels.contains { $0.isInvalidated } || readerViews?.isInvalidated == true
      if !rendered, handlers.isEmpty, !pending, !invalidated, !appStateWritten {
        return runAfterUpdate()
      }
      lastPass =
        "rendered \(rendered), handlers \(!handlers.isEmpty), pending \(pending), "
        + "invalidated \(invalidated), app \(appStateWritten), runs \(first.runsByView)"
    }
    fatalError(
      "the update did not settle in 16 passes: the views would update forever (\(lastPass))")
  }

  /// Runs the model's `change` inside the pass's animation: the next pass's transaction carries
  /// it (SwiftUI's `withAnimation` around an observed change).
  private func changeInAnimation(_ change: () -> Void) {
    changedInAnimation = true
    change()
  }

  /// The binding's writes land: the views that read its value render again (B5), the
  /// carousel's stage (its body reads the binding) and, when its body reads it, the app's.
  private func commitWrites() {
    let written = [selection?.commit(), requiredSelection?.commit(), indexSelection?.commit()]
    for case (let wrote, let changed)? in written
    where changed || (wrote && options.equalWritesRenderTheApp) {
      bindingWritten = true
      if options.appReadsSelection { appStateWritten = true }
    }
  }

  /// Runs what waited for the update's end, then the update it causes.
  private func runAfterUpdate() {
    guard !afterUpdate.actions.isEmpty else { return }
    let actions = afterUpdate.actions
    afterUpdate.actions = []
    for action in actions { action() }
    update()
  }

  /// What waits for the update's end.
  private final class AfterUpdateQueue {
    var actions: [@MainActor () -> Void] = []
  }

  /// One pass of the views, parents first; whether any body ran.
  private func render(isFrame: Bool, hasAnimation: Bool, handlers: inout ScreenHandlers) -> Bool {
    let appRendered = appStateWritten
    appStateWritten = false
    defer { bindingWritten = false }
    var carouselsRendered = appRendered
    var anyRan = appRendered
    if let readerViews {
      let date =
        Double(now.offset.components.seconds)
        + Double(now.offset.components.attoseconds) / 1e18
      let ran = readerViews.update(
        parentChanged: appRendered, isFrame: isFrame, date: date, content: readerContent,
        subview: proxySubview, options: options)
      carouselsRendered = ran.content
      anyRan = anyRan || ran.any
    }
    let scope = readerViews.map { CarouselScope(reader: $0.reader) } ?? CarouselScope()
    for (index, carousel) in carousels.enumerated() {
      let settings = index == 0 ? self.settings : others[index - 1].settings
      var context = ScreenContext(
        settings: settings, system: environment, scope: scope, callbacks: callbacks,
        size: size, shownBounds: shownBounds, voiceOverFocus: voiceOverFocus,
        contentCrossLength: contentCrossLength.map { length in { length(Item(id: $0)) } },
        contentMainLength: contentMainLength.map { length in { length(Item(id: $0)) } },
        options: options, isFrame: isFrame, bindingWritten: bindingWritten && index == 0)
      context.animates = hasAnimation
      let before = carousel.bodyRuns
      carousel.update(
        render: carouselsRendered ? { self.actions(forCarousel: index) } : nil, context: context,
        handlers: &handlers)
      anyRan = anyRan || carousel.bodyRuns != before
    }
    if let readerViews {
      let before = readerViews.controlRuns
      readerViews.updateControls(
        parentChanged: carouselsRendered, indicator: appIndicator, playbackButton: playbackButton,
        options: options, isFrame: isFrame, handlers: &handlers)
      anyRan = anyRan || readerViews.controlRuns != before
    }
    return anyRan
  }

  /// The carousel at `index`'s own actions, as the app writes them on it.
  private func actions(forCarousel index: Int) -> ScreenActions {
    guard index == 0 else { return ScreenActions() }
    var actions = ScreenActions()
    actions.selectionChange = { [weak self] old, new, cause in
      self?.heard.append(.selection(from: old, to: new, cause: cause))
      self?.onSelectionChange?(old, new, cause)
    }
    actions.visibleItemsChange = { [weak self] ids in self?.heard.append(.visibleItems(ids)) }
    actions.namesItems = namesItems
    if activated != nil {
      actions.activation = { [weak self] number in self?.activated?.append(number) }
    }
    return actions
  }

  /// The environment's callbacks: the phase's, autoplay's end, and a name for the items.
  private var callbacks: CarouselCallbacks {
    var callbacks = CarouselCallbacks()
    callbacks.phaseChanges = [
      { [weak self] old, new, _ in self?.heard.append(.phase(from: old, to: new)) }
    ]
    callbacks.autoplayFinishes = [{ [weak self] in self?.heard.append(.autoplayFinished) }]
    if let name = environmentName {
      callbacks.namer = CarouselItemNamer { (item: ScreenItem) in name(item.id) }
    }
    return callbacks
  }

  /// A carousel over the data of `shape` that `data` gives at each render, bound as `selection`
  /// says.
  private func makeCarousel(
    _ shape: ScreenShape, selection: ScreenSelection, data: @escaping () -> ScreenData
  ) -> any ScreenCarouselNode {
    let sink = sink
    let queue = afterUpdate
    let models = ScreenModels(
      clock: CarouselClock(clock), report: { sink.reported += $0 },
      afterUpdate: { queue.actions.append($0) })
    let boxes = ScreenBoxes(
      optionalID: self.selection, requiredID: requiredSelection, index: indexSelection)
    return ScreenCarouselNodes.make(data: data, shape: shape, boxes: boxes, models: models)
  }

  /// Where the model's diagnostics go.
  private final class DiagnosticSink {
    var reported: [CarouselDiagnostic] = []
  }

  // MARK: What the test reads

  /// The test's carousel's views.
  private var first: any ScreenCarouselNode { carousels[0] }
  /// How many times a slot's content was built (the app's content closure called).
  package var contentBuilds: Int { first.contentBuilds }
  /// The elements the last frame drew, back to front (their IDs; a page's position).
  package var drawnItems: [Int] { first.drawnItems }
  /// The numbers of the elements whose slot the last frame drew taking touches, sorted.
  package var touchableItems: [Int] { first.touchableItems }
  /// The shadow the style casts under each slot the last frame drew, back to front.
  package var drawnShadows: [(item: Int, shadow: CarouselItemShadow?)] { first.drawnShadows }
  /// The phase and placement of each slot the last frame drew, back to front.
  package var drawnPlacements: [ScreenDrawnPlacement] { first.drawnPlacements }
  /// Where each slot the last frame drew sits along a horizontal axis, back to front: its
  /// element's number, its leading edge from the slides' leading edge, and its width.
  package var drawnSlotFrames: [(item: Int, x: Double, width: Double)] {
    first.drawnSlotFrames
  }
  /// What the frames drew differently from the frame before each (slots inserted, removed,
  /// moved, and whether they animate), since this was last called.
  package func takeDrawnChanges() -> [ScreenDrawnChange] { first.takeDrawnChanges() }
  /// How many slots were drawn with an element of another item than their own: none, ever.
  package var mismatchedDrawings: Int { first.mismatchedDrawings }
  /// The focused slot's element, as the last frame drew it (`nil`: none).
  package var focusedItem: Int? { first.focusedItem }
  /// The stage's size as the last update laid it out, and the slides' within it.
  package var stageSize: CarouselSize { first.stageSize }
  package var slidesSize: CarouselSize { first.slidesSize }
  /// How many times the stage's view dismissed the keyboard (`endEditing(true)`).
  package var keyboardDismissed: Int { first.keyboardDismissed }
  /// Whether the stage carries its keyboard-dismissal view.
  package var hasKeyboardDismissalView: Bool { first.hasKeyboardDismissalView }
  /// How many times the selection feedback played.
  package var selectionFeedbacks: Int { first.selectionFeedbacks }
  /// The deadline the driver's task sleeps until, while it waits (its id).
  package var taskDeadline: CarouselClock.Instant? { first.waitingDeadline }
  /// The built-in indicator's pager value as VoiceOver reads it (`nil`: no pager drawn).
  package var indicatorValue: String? { first.indicatorValue }
  /// The stand-in pager's value, when the slides carry one.
  package var standInValue: String? { first.standInValue }
  /// Whether the stage answers Magic Tap, as its view last drew it.
  package var answersMagicTap: Bool { first.answersMagicTap }
  /// The built-in indicator's sort priority within the stage, as the stage last drew it.
  package var indicatorSortPriority: Double? { first.indicatorSortPriority }
  /// Whether the slides show the empty content.
  package var showsEmptyContent: Bool { first.showsEmptyContent }
  /// How many times each view's body of the test's carousel ran, by view.
  package var bodyRuns: [String: Int] { first.runsByView }
  /// What the reader's app controls drew: the indicator's pager value and the button's title.
  package var appIndicatorValue: String? { readerViews?.indicatorValue }
  package var playbackTitle: String? { readerViews?.playbackTitle }
  package var playbackDisabled: Bool? { readerViews?.playbackDisabled }
  /// How many times the app's indicator's drawing ran.
  package var appIndicatorRuns: Int { readerViews?.indicatorDrawingRuns ?? 0 }
  /// What the proxy subview last returned, and how many times its body ran.
  package var proxySubviewOutput: String? { readerViews?.subviewOutput }
  package var readerContentRuns: Int { readerViews?.contentRuns ?? 0 }
}
