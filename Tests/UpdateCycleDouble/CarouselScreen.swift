import CarouselCore
import CarouselViewModel

/// A screen with one carousel, run the way SwiftUI runs CarouselUI's views: the small test double
/// of SwiftUI's update cycle that the SwiftUI layer's logic is driven through on Linux.
///
/// It makes, for each update, the calls CarouselUI's views make, in the order SwiftUI's
/// documented rules give (SWIFTUI-UPDATE-RULES.md, cited by label):
/// - An update reads the inputs: the app's items, the binding's value, the environment (U3, U4,
///   B1). The app's own view renders when its state was written since the last update (B5, K6):
///   then `Carousel.body` runs and mints a render token (``CarouselRender``); an update caused
///   by the model's observed state alone renders the carousel's views without a new token (B8).
/// - `onChange(of:)` runs once after a render whose value differs from the previous render's,
///   with both values, and with `initial: true` also at the first appearance (C1, C2, C3);
///   a write inside a handler makes another update (C4), up to a fixed point.
/// - A transaction's `disablesAnimations` holds for the update it starts and no other (A2).
/// - `onAppear` and `onDisappear` are events (L1, L2); `task(id:)` restarts when its id changes
///   and its body runs when the clock reaches the deadline it sleeps until (L3, L4).
/// - The binding is a box the app may set at any time, also inside a callback (``BindingBox``).
/// - Frames: while the stage says the carousel moves, the timeline draws a frame per sixtieth of
///   a second; its slots' content is built when SwiftUI's equality of `CarouselItemContent`
///   (key, generation, selected) says it changed (B3), which ``contentBuilds`` counts.
///
/// What it does not assume is an option (``UpdateCycleOptions``), and what it cannot show at all
/// (view identity, animation, hit testing on a device, accessibility as VoiceOver reads it) is
/// listed in docs/ARCHITECTURE.md.
@MainActor package final class CarouselScreen {
  /// An item of the app's: an ID and what a slide shows.
  package struct Item: Hashable, Sendable {
    package let id: Int
    package var title: String

    package init(id: Int, title: String = "") {
      self.id = id
      self.title = title.isEmpty ? "Item \(id)" : title
    }
  }

  /// What the app's callbacks heard, in order.
  package enum Heard: Hashable, Sendable {
    case selection(from: Int?, to: Int?, cause: CarouselSelectionCause)
    case phase(from: CarouselPhase, to: CarouselPhase)
    case visibleItems([Int])
    case autoplayFinished
  }

  // MARK: The app's state

  /// The app's items.
  package var items: [Item] {
    didSet { appStateWritten = true }
  }
  /// The app's selection binding (to an item's ID), or `nil` for a carousel without one.
  package let selection: BindingBox<Int?>?
  /// The environment (Reduce Motion, VoiceOver, the scene, scrolling and paging switches).
  package var environment = CarouselEnvironment()
  /// The carousel modifiers' settings (the clock is the screen's).
  package var settings = CarouselSettings()
  /// The carousel's size: the size proposed to it. A flexible carousel's slides take it all
  /// (the double leaves the indicator out); a fitted one's stage is laid out by
  /// `CarouselStageArrangement` in it (``stageSize``).
  package var size = CarouselSize(width: 390, height: 260)
  /// The length across the paging axis of the app's content for an item, offered its length
  /// along the axis and none across (what a fitted carousel's slot measures): a slot drawn
  /// measures it when it appears and when it changes (Dynamic Type). `nil`: 100.
  package var contentCrossLength: ((Item) -> Double)?
  /// The bounds of an enclosing scroll view in the slides' own space, as their reader gives
  /// them (`bounds(of: .scrollView)`); `nil`: no scroll view. Scrolling changes them, and the
  /// next ``update()`` runs the reader's handler.
  package var shownBounds: CarouselRect?
  /// The app's `onCarouselSelectionChange`, called after the screen records what it heard.
  package var onSelectionChange: ((Int?, Int?, CarouselSelectionCause) -> Void)?
  /// Whether the carousel names its items (`carouselItemName(\.title)`).
  package var namesItems = false
  /// Whether the app handles activations (`onCarouselActivate`).
  package var activated: [Int]?
  /// The reader the carousel is inside, if any.
  package let reader: CarouselReaderModel?

  // MARK: What SwiftUI holds

  /// The update cycle's undocumented outcomes this screen takes.
  package let options: UpdateCycleOptions
  /// The screen's clock: the carousel's, through `carouselClock`.
  package let clock = ManualClock()
  /// The carousel's model (`@State` of the carousel's view).
  package let model: CarouselModel
  /// The carousel's renders (`@State` of the carousel's view).
  private let renders = CarouselRenders<[Item]>()
  /// The token of the app's last render of the carousel.
  private var token = CarouselRender()
  /// The stage input and the slides' configuration as of the last render's handlers.
  private var lastInput: CarouselStageInput<[Item], Int>?
  private var lastConfiguration: CarouselConfiguration?
  /// The shown bounds as of the last render's handlers (`nil`: none ran yet).
  private var lastShownBounds: CarouselRect??
  /// What the last frame found: whether the motion is over.
  private var lastMotionEnded = false
  /// What the last frame found of the items in view while moving (see `movingItemsInViewKey`).
  private var lastMovingItemsKey = 0
  /// The deadline the driver's task sleeps until (its id).
  package private(set) var taskDeadline: CarouselClock.Instant?
  /// Whether the app's state was written since its last render.
  private var appStateWritten = true
  /// The slots' content as last built: the key SwiftUI compares (generation, selected).
  private var builtContent: [CarouselSlot<AnyItemID>.Key: ContentKey] = [:]
  /// Whether the carousel's views are in the hierarchy, and whether it has appeared.
  package private(set) var isShown = false
  private var hasAppeared = false

  // MARK: What the test reads

  /// The app's callbacks, in the order they were called.
  package private(set) var heard: [Heard] = []
  /// How many times a slot's content was built (the app's content closure called).
  package private(set) var contentBuilds = 0
  /// The diagnostics reported (runtime warnings in CarouselUI).
  package var diagnostics: [CarouselDiagnostic] { sink.reported }
  private let sink: DiagnosticSink
  /// How many updates ran, and how many passes the last one took.
  package private(set) var updates = 0
  /// The slots the last frame drew: each item's ID, back to front.
  /// The shadow the style casts under each slot the last frame drew, with its item, back to
  /// front (`CarouselSlotView`'s shadow).
  package private(set) var drawnShadows: [(item: Int, shadow: CarouselItemShadow?)] = []
  package private(set) var drawnItems: [Int] = []
  /// How many slots were drawn with an element of another item than their own (a stale offset
  /// trusted in new data): none, ever.
  package private(set) var mismatchedDrawings = 0
  /// The item of the focused slot the last frame drew (`nil`: none).
  package private(set) var focusedItem: Int?
  /// The stage's size as the last update laid it out, and the slides' within it.
  package private(set) var stageSize = CarouselSize(width: 390, height: 260)
  package private(set) var slidesSize = CarouselSize(width: 390, height: 260)
  /// How many times the stage's view dismissed the keyboard (`endEditing(true)`).
  package private(set) var keyboardDismissed = 0
  private var keyboardDismissal: CarouselKeyboardDismissalCount?
  /// What each drawn slot's content measured, as its reader last reported (a fitted carousel).
  private var measured: [CarouselSlot<AnyItemID>.Key: CarouselSize] = [:]
  /// The measures and the drawn slots the last frame found changed: this update's handlers.
  private var newMeasures: [(CarouselSlot<AnyItemID>.Key, CarouselSize, CarouselAxis)] = []
  private var lastMeasuredSlots: [CarouselSlot<AnyItemID>.Key] = []
  private var newMeasuredSlots: [CarouselSlot<AnyItemID>.Key]?

  /// A screen over `items`, bound to `selection` (`nil`: no binding), inside `reader` if given,
  /// taking `options`' outcomes. Nothing is shown until ``appear()``.
  package init(
    items: [Item], selection: Int?? = .some(nil), reader: CarouselReaderModel? = nil,
    options: UpdateCycleOptions = UpdateCycleOptions()
  ) {
    self.items = items
    self.options = options
    self.reader = reader
    if case .some(let value) = selection {
      self.selection = BindingBox(value, writesVisibleAtOnce: options.writesVisibleAtOnce)
    } else {
      self.selection = nil
    }
    let carouselClock = CarouselClock(clock)
    let sink = DiagnosticSink()
    self.sink = sink
    model = CarouselModel(clock: carouselClock, reportDiagnostics: { sink.reported += $0 })
    settings.clock = CarouselClockSetting(clock: carouselClock)
    settings.configuration.autoplay = .off
  }

  // MARK: Lifecycle

  /// The carousel's view is inserted and appears: the first update, with its `onAppear`.
  package func appear() {
    isShown = true
    update()
  }

  /// The carousel's view disappears (`onDisappear`); it keeps its state.
  package func disappear() {
    isShown = false
    hasAppeared = false
    // SwiftUI cancels the view's tasks when it disappears (L3).
    taskDeadline = nil
    model.disappeared(from: reader)
    update()
  }

  // MARK: The app

  /// The app sets its selection binding.
  package func setSelection(_ id: Int?) {
    selection?.set(id)
    update()
  }

  /// The app renders again without changing what the carousel reads (a state of its own
  /// changed): the carousel's content closure may show something new.
  package func renderApp() {
    appStateWritten = true
    update()
  }

  // MARK: The user

  /// A finger drags the carousel by `points` along its axis (negative: toward the next item) and
  /// lifts with `velocity` points per second, through the path the options pick.
  package func swipe(by points: Double, velocity: Double = 0) {
    let halfway = CarouselDrag(translationX: points / 2, translationY: 0)
    let end = CarouselDrag(
      translationX: points, translationY: 0, velocityX: velocity, velocityY: 0)
    if options.usesPan {
      model.touchWatcherChanged(.began)
      update()
      model.panChanged(.began, drag: halfway)
      update()
      model.panChanged(.changed, drag: end)
      update()
      if options.liftBeforePanEnd {
        model.touchWatcherChanged(.ended)
        model.panChanged(.ended, drag: end)
      } else {
        model.panChanged(.ended, drag: end)
        model.touchWatcherChanged(.ended)
      }
    } else {
      model.dragGestureChanged(halfway)
      update()
      model.dragGestureChanged(end)
      update()
      model.dragGestureEnded(end)
      model.dragGestureReset()
    }
    update()
  }

  /// A swipe to the next item (`forward`) or the previous one: half a viewport and a flick.
  package func swipe(forward: Bool) {
    swipe(by: forward ? -size.width / 2 : size.width / 2, velocity: forward ? -800 : 800)
  }

  /// Runs `input` (a tap, a key, an accessibility action: a call a view's action makes) and
  /// the update it causes.
  package func user(_ input: (CarouselModel) -> Void) {
    input(model)
    update()
  }

  /// Time passes: frames are drawn every sixtieth of a second while the carousel moves, and the
  /// driver's task ticks when the clock reaches its deadline.
  package func wait(_ seconds: Double) {
    let end = clock.now.advanced(by: .seconds(seconds))
    while clock.now < end {
      var next = end
      if model.stage.isMoving { next = min(next, clock.now.advanced(by: .milliseconds(16))) }
      if let deadline = taskDeadline.map(manualInstant) {
        next = max(min(next, deadline), clock.now)
      }
      clock.advance(to: next)
      if let deadline = taskDeadline, model.now >= deadline {
        taskDeadline = nil
        model.tick()
      }
      update()
    }
  }

  /// The screen's clock instant of the carousel's instant `instant` (the carousel's clock
  /// counts from the screen clock's origin).
  private func manualInstant(_ instant: CarouselClock.Instant) -> ManualClock.Instant {
    ManualClock.Instant.origin.advanced(by: instant.offset)
  }

  // MARK: The update

  /// One update of SwiftUI: the binding's writes land, the views render and their handlers
  /// run, to a fixed point, then the frame is drawn.
  package func update(disablesAnimations: Bool = false) {
    updates += 1
    var animates = !disablesAnimations
    for _ in 0..<16 {
      if let written = selection?.commit(),
        written.changed || (written.wrote && options.equalWritesRenderTheApp)
      {
        appStateWritten = true
      }
      if appStateWritten {
        token = CarouselRender()
        appStateWritten = false
      }
      guard isShown else { return }
      // `.transaction { }` reads the update's transaction while SwiftUI applies it.
      model.noteTransaction(disablesAnimations: !animates)
      let rendered = render()
      // The stage's `CarouselKeyboardDismissal`, which SwiftUI updates with each render (and
      // makes, with its count, at the first).
      var dismissal = keyboardDismissal ?? .init(seen: model.keyboardDismissals)
      if dismissal.dismisses(at: model.keyboardDismissals) { keyboardDismissed += 1 }
      keyboardDismissal = dismissal
      (stageSize, slidesSize) = layout()
      let configuration = settings.placed(
        in: slidesSize, safeArea: CarouselEdgeInsets(), layoutDirection: .leftToRight)
      // The render draws its frame (the slides' timeline), then this update's change handlers
      // run (C2), the motion's end among them.
      let endsMotion = draw(generation: rendered.generation, configuration: configuration)
      var ran = runHandlers(rendered: rendered, configuration: configuration, animates: animates)
      if endsMotion {
        model.motionEnded()
        ran = true
      }
      // A later pass is another update's: its transaction animates (A2).
      animates = true
      taskDeadline = model.stage.nextDeadline
      if !ran, selection?.hasPendingWrite != true { return }
    }
    fatalError("the update did not settle in 16 passes: the views would update forever")
  }

  /// The stage's layout in ``size`` (`CarouselStageLayout`): a flexible carousel's slides take
  /// it all; a fitted one's stage is as `CarouselStageArrangement` sizes it, with a 44-point
  /// indicator strip (142 long) beside the slides when the indicator takes space.
  private func layout() -> (stage: CarouselSize, slides: CarouselSize) {
    let arrangement = settings.arrangement(
      itemCount: model.indicator.count, fittedContentLength: model.fittedContentLength)
    guard arrangement.fittedSlidesCrossLength != nil else { return (size, size) }
    let strip =
      arrangement.axis == .horizontal
      ? CarouselSize(width: 142, height: 44) : CarouselSize(width: 44, height: 142)
    let stage = arrangement.size(
      proposedWidth: size.width, proposedHeight: size.height,
      slidesIdealSize: settings.configuration.idealSlidesSize(count: items.count),
      indicatorSize: strip)
    let frames = arrangement.frames(
      in: CarouselRect(x: 0, y: 0, width: stage.width, height: stage.height), indicatorSize: strip)
    return (stage, CarouselSize(width: frames.slides.width, height: frames.slides.height))
  }

  /// The carousel's body and its stage's: one render, as `CarouselItemsView` makes it.
  private func render() -> CarouselStageRender<[Item], Int> {
    var actions = CarouselItemActions<Item, Int>()
    actions.selectionChanges = [
      { [weak self] old, new, cause in
        self?.heard.append(.selection(from: old, to: new, cause: cause))
        self?.onSelectionChange?(old, new, cause)
      }
    ]
    actions.visibleItemsChanges = [{ [weak self] ids in self?.heard.append(.visibleItems(ids)) }]
    if namesItems { actions.itemName = { $0.title } }
    if activated != nil {
      actions.activations = [{ [weak self] item in self?.activated?.append(item.id) }]
    }
    var callbacks = CarouselCallbacks()
    callbacks.phaseChanges = [
      { [weak self] old, new, _ in self?.heard.append(.phase(from: old, to: new)) }
    ]
    callbacks.autoplayFinishes = [{ [weak self] in self?.heard.append(.autoplayFinished) }]
    let source = CarouselSource(
      data: items, id: \Item.id,
      selection: selection.map { box in
        CarouselSelection<Int>.id(get: { box.read }, set: { box.set($0) })
      }, actions: actions)
    return model.render(
      source, render: token, renders: renders, settings: settings, environment: environment,
      reader: reader, callbacks: callbacks, idType: Int.self)
  }

  /// The handlers of one update, in the order the options give; whether one ran.
  private func runHandlers(
    rendered: CarouselStageRender<[Item], Int>, configuration: CarouselConfiguration,
    animates: Bool
  ) -> Bool {
    let input = rendered.input
    var handlers: [() -> Void] = []
    if lastInput != input {
      let old = lastInput ?? input
      handlers.append { [model] in model.stageInputChanged(from: old, to: input) }
      lastInput = input
    }
    // The slides' handlers: the configuration's (the slides' reader), then the shown bounds'
    // (the reader behind them). Their order is not documented; either way the host decides
    // "on screen" from both once both ran, and the appearance waits for the bounds.
    var slidesHandlers: [() -> Void] = []
    if lastConfiguration != configuration {
      slidesHandlers.append { [model] in model.configurationChanged(configuration) }
      lastConfiguration = configuration
    }
    if lastShownBounds != .some(shownBounds) {
      let shown = shownBounds
      slidesHandlers.append { [model] in model.shownBoundsChanged(shown) }
      lastShownBounds = .some(shownBounds)
    }
    // A fitted carousel's slots' readers (`onChange(of: size, initial: true)`), then the
    // slides' drawn-slots handler; their order is not documented, and the model's rule holds
    // in either (a measure that arrives first counts once its slot is said drawn).
    for (key, size, axis) in newMeasures {
      slidesHandlers.append { [model] in model.slotMeasured(key, size: size, axis: axis) }
    }
    newMeasures = []
    if let keys = newMeasuredSlots {
      slidesHandlers.append { [model] in model.slotsDrawn(keys) }
      newMeasuredSlots = nil
    }
    handlers.insert(
      contentsOf: slidesHandlers, at: options.slidesHandlerFirst ? 0 : handlers.count)
    if !hasAppeared {
      hasAppeared = true
      let appear = { [model, reader, settings] in
        model.appeared(in: reader, isTarget: settings.isReaderTarget)
      }
      handlers.insert(appear, at: options.appearBeforeInitialChanges ? 0 : handlers.count)
    }
    for handler in handlers { handler() }
    return !handlers.isEmpty
  }

  /// The frame the timeline draws now: its slots, each slot's content built when its key
  /// changed; whether the frame's `onChange(of: endsMotion)` handler is to tell the motion's end.
  private func draw(generation: Int, configuration: CarouselConfiguration) -> Bool {
    let frame = model.frame(configuredAs: configuration)
    var drawn: [CarouselSlot<AnyItemID>.Key: ContentKey] = [:]
    drawnItems = []
    drawnShadows = []
    focusedItem = nil
    for slot in frame.slots.array {
      let drawing = model.drawing(of: slot, in: frame)
      guard let element = items.element(for: slot, at: drawing, id: \.id) else { continue }
      drawnItems.append(element.id)
      drawnShadows.append((element.id, drawing.shadow))
      if AnyItemID(element.id) != slot.id.id { mismatchedDrawings += 1 }
      if slot.item.isFocused { focusedItem = element.id }
      let key = ContentKey(generation: generation, isSelected: drawing.isSelected)
      if builtContent[slot.id] != key { contentBuilds += 1 }
      drawn[slot.id] = key
    }
    builtContent = drawn
    measure(frame)
    // `.onChange(of: model.movingItemsInViewKey(frame)) { model.movingItemsInViewChanged() }`:
    // it reports at once here, as it changes nothing the frame draws.
    let key = model.movingItemsInViewKey(frame)
    if key != lastMovingItemsKey {
      lastMovingItemsKey = key
      model.movingItemsInViewChanged()
    }
    // `.onChange(of: model.endsMotion(frame)) { if $1 { model.motionEnded() } }`.
    let ended = model.endsMotion(frame)
    guard ended != lastMotionEnded else { return false }
    lastMotionEnded = ended
    return ended
  }

  /// A fitted carousel's frame: each drawn slot's content measured (offered the item's length
  /// along the axis and none across), reported when it appears or changes; the drawn slots
  /// reported when they change.
  private func measure(_ frame: CarouselFrame<AnyItemID>) {
    let keys = model.measuredSlots(of: frame, settings: settings)
    if keys != lastMeasuredSlots {
      lastMeasuredSlots = keys
      newMeasuredSlots = keys
    }
    var now: [CarouselSlot<AnyItemID>.Key: CarouselSize] = [:]
    // Each slot carries a reader only when the settings measure its content
    // (`CarouselContentMeasure`), and reports along the axis they name.
    guard let axis = settings.measuredContentAxis else {
      measured = now
      return
    }
    for slot in frame.slots.array where keys.contains(slot.id) {
      guard let item = items.first(where: { AnyItemID($0.id) == slot.id.id }) else { continue }
      let across = contentCrossLength?(item) ?? 100
      let size =
        settings.configuration.axis == .horizontal
        ? CarouselSize(width: frame.itemSize.width, height: across)
        : CarouselSize(width: across, height: frame.itemSize.height)
      now[slot.id] = size
      if measured[slot.id] != size { newMeasures.append((slot.id, size, axis)) }
    }
    measured = now
  }

  /// Where the model's diagnostics go.
  private final class DiagnosticSink {
    var reported: [CarouselDiagnostic] = []
  }

  /// What SwiftUI compares of a slot's content (`CarouselItemContent`'s `==`, besides the key).
  private struct ContentKey: Equatable {
    let generation: Int
    let isSelected: Bool
  }
}
