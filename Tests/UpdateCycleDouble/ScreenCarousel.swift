import CarouselCore
import CarouselViewModel

/// What a carousel's views get from the screen on one pass of an update: the environment's
/// values and the carousel modifiers' settings, the scope it is in, and what the screen's
/// layout proposes.
@MainActor struct ScreenContext {
  let settings: CarouselSettings
  let system: ScreenEnvironment
  let scope: CarouselScope
  let callbacks: CarouselCallbacks
  let size: CarouselSize
  let shownBounds: CarouselRect?
  let voiceOverFocus: Int?
  let contentCrossLength: ((Int) -> Double)?
  /// The length along the paging axis of the app's content for an item, by its number, offered
  /// none along it (what a slot of items as long as their content measures). `nil`: 100.
  let contentMainLength: ((Int) -> Double)?
  let options: UpdateCycleOptions
  /// Whether this update delivers a frame to the timelines that run.
  let isFrame: Bool
  /// Whether the app's binding, which the stage's body reads, was written.
  let bindingWritten: Bool
  /// Whether the update's transaction carries an animation (the app's `withAnimation`, or the
  /// model's change made inside it on the pass before).
  var animates = false
}

/// The handlers one pass of an update runs, in an order the options pick where SwiftUI documents
/// none (C2: after the bodies that produced their values).
@MainActor struct ScreenHandlers {
  /// The stage's handlers (its one change handler, its preference).
  var stage: [() -> Void] = []
  /// The slides' handlers: the geometry's, the shown bounds', the measures', the frame's.
  var slides: [() -> Void] = []
  /// The carousel's `onAppear`.
  var appear: [() -> Void] = []
  /// The controls' handlers (an app's indicator appearing, a control leaving).
  var controls: [() -> Void] = []

  /// Whether none is to run.
  var isEmpty: Bool { stage.isEmpty && slides.isEmpty && appear.isEmpty && controls.isEmpty }

  /// Runs them: the stage's and the slides' in the order `options` picks, the appearance before
  /// or after them (C5, L1), then the controls'.
  func run(_ options: UpdateCycleOptions) {
    var changes = options.slidesHandlerFirst ? slides + stage : stage + slides
    changes = options.appearBeforeInitialChanges ? appear + changes : changes + appear
    for handler in changes + controls { handler() }
  }
}

/// The environment values a carousel reads from SwiftUI (not its modifiers'): Reduce Motion,
/// VoiceOver, the scene's phase and whether scrolling is enabled (`.scrollDisabled`).
package struct ScreenEnvironment: Hashable, Sendable {
  package var reduceMotion = false
  package var voiceOver = false
  package var scene = ScreenScenePhase.active
  package var isScrollEnabled = true
  /// Whether a `refreshable` action is in the environment (`@Environment(\.refresh)`).
  package var hasRefreshAction = false

  package init() {}
}

/// SwiftUI's `ScenePhase`, as the double's app has it.
package enum ScreenScenePhase: Hashable, Sendable {
  case active, inactive, background
}

/// One carousel of the screen, as a view tree of the double: a body per view of CarouselUI's,
/// each calling the same `CarouselModel` function the view calls (`itemsBody`, `driverBody`,
/// `slidesBody`, `slidesFrame`, `slotBody`, `pagerStandIn`, `indicatorBody`, `pagerBody`,
/// `dotStripBody`, `refreshBody`) inside `withObservationTracking` (``TrackedBody``), and the handlers the
/// views attach, fed with the values those bodies returned.
@MainActor final class ScreenCarousel<Data: RandomAccessCollection, ID: Hashable & Sendable> {
  /// The carousel's model (the view's `@StateObject`).
  let model: CarouselModel<ID>
  /// The carousel's renders (the view's `@StateObject`).
  private let renders = CarouselRenders<Data>()
  /// The type of the IDs the app moves the carousel by.
  private let idType: Any.Type?
  /// The number the test reads for an element (its ID, its value, its page's position).
  private let number: (Data.Element) -> Int

  // The views' bodies.
  let items = TrackedBody<CarouselItemsBody<Data, ID>>()
  let driver = TrackedBody<CarouselDriverBody>()
  let slides = TrackedBody<CarouselSlidesBody>()
  let frame = TrackedBody<DrawnFrame>()
  let standIn = TrackedBody<CarouselAxis?>()
  let standInPager = TrackedBody<CarouselPagerBody>()
  let indicator = TrackedBody<CarouselIndicatorBody>()
  let indicatorPager = TrackedBody<CarouselPagerBody>()
  let dotStrip = TrackedBody<CarouselDotStripBody>()
  let refresh = TrackedBody<CarouselRefreshBody>()
  let follower = TrackedBody<CarouselAnimationRequest?>()

  /// The carousel value of the last render by the view around it.
  private var rendered: CarouselRendered<Data, ID>?
  /// The inputs the views last got from their parents, compared as SwiftUI compares them.
  private var lastItemsInputs: ItemsInputs?
  private var lastSettings: CarouselSettings?
  private var lastSlidesSize: CarouselSize?

  // What the handlers compare (the value of the update before).
  private var lastInput: CarouselStageInput<Data, ID>?
  private var lastConfiguration: CarouselConfiguration?
  private var lastShownBounds: CarouselRect??
  private var lastEndsMotion: Bool?
  private var lastMovingKey: Int?
  private var lastMeasuredSlots: [CarouselSlot<ID>.Key]?
  private var lastVoiceOverFocus: Int??
  private var lastReaderOrder: [ObjectIdentifier]?
  /// The slots' content as last built: the key `CarouselItemContent`'s equality compares.
  private var builtContent: [CarouselSlot<ID>.Key: CarouselContentKey<ID>] = [:]
  /// Where the last frame drew each slot, with its element's number.
  private var drawnPlaces: [CarouselSlot<ID>.Key: (number: Int, x: Double, y: Double)] = [:]
  /// What the frames drew differently from the frame before each, since the test last took it.
  private var drawnChanges: [ScreenDrawnChange] = []
  /// What each drawn slot's content measured (a fitted carousel), as its reader last said.
  private var measured: [CarouselSlot<ID>.Key: CarouselSize] = [:]
  /// The keyboard-dismissal view, made with the stage when swipes dismiss the keyboard.
  private var keyboardDismissal: CarouselKeyboardDismissalCount?

  /// Whether the views appeared (their `onAppear` ran) since they were last shown.
  private var hasAppeared = false
  /// The driver's task: the deadline it sleeps until (its id), and whether it is still waiting.
  private(set) var task: (deadline: CarouselClock.Instant?, waiting: Bool)?
  /// The refresh control's task's id (the run); `nil` while no task runs.
  private var refreshTaskID: Int??
  /// The runs whose app action a refresh task awaits, oldest first (a cancelled task still
  /// awaits the action it called).
  private var awaitedRefreshes: [Int] = []
  /// The request the animation follower's probe last animated to.
  private var sampledRevision: Int?
  /// The refresh action's value the refresh control's `onChange` last saw.
  private var lastHasRefreshAction: Bool?

  // What the test reads.
  private(set) var contentBuilds = 0
  private(set) var mismatchedDrawings = 0
  private(set) var keyboardDismissed = 0
  private(set) var selectionFeedbacks = 0
  /// How many times the refresh control's task called the app's refresh action.
  private(set) var refreshActionCalls = 0
  private(set) var stageSize = CarouselSize(width: 0, height: 0)
  private(set) var slidesSize = CarouselSize(width: 0, height: 0)

  /// The views of a carousel with `model`, moved by IDs of `idType`, whose elements the test
  /// reads as `number`.
  init(model: CarouselModel<ID>, idType: Any.Type?, number: @escaping (Data.Element) -> Int) {
    self.model = model
    self.idType = idType
    self.number = number
  }

  /// What the items view's parent gives it besides the carousel value: compared to tell a
  /// change of the environment it reads (B7).
  private struct ItemsInputs: Equatable {
    let settings: CarouselSettings
    let system: ScreenEnvironment
  }

  /// What one frame of the slides' timeline drew.
  struct DrawnFrame {
    let frame: CarouselSlidesFrame<ID>
    /// Each slot drawn: the element's number, the slot, its content's key and shadow.
    let slots: [(number: Int, slot: CarouselSlot<ID>, body: CarouselSlotBody<Data.Element, ID>)]
  }

  // MARK: One pass

  /// One pass of an update: `rendered` is the carousel value the view around it made on this
  /// pass (`nil`: it did not render the carousel). Runs the bodies that must run and collects
  /// the handlers their values call for.
  func update(
    rendered newRendered: CarouselRendered<Data, ID>?, context: ScreenContext,
    handlers: inout ScreenHandlers
  ) {
    if let newRendered { rendered = newRendered }
    guard let rendered else { return }
    let settings = context.settings
    let options = context.options
    let itemsInputs = ItemsInputs(settings: settings, system: context.system)
    let itemsRan = items.update(
      parentChanged: newRendered != nil || itemsInputs != lastItemsInputs
        || context.bindingWritten
    ) {
      model.itemsBody(
        rendered, renders: renders, settings: settings,
        environment: settings.environment(
          reduceMotion: context.system.reduceMotion, voiceOver: context.system.voiceOver,
          scene: CarouselScenePhase(context.system.scene, active: .active, inactive: .inactive),
          isScrollEnabled: context.system.isScrollEnabled),
        scope: context.scope, callbacks: context.callbacks, idType: idType)
    }
    lastItemsInputs = itemsInputs
    guard let body = items.output else { return }
    if itemsRan { itemsRendered(body, handlers: &handlers) }
    let settingsChanged = settings != lastSettings
    let styleChanged = settings.indicator != lastSettings?.indicator
    lastSettings = settings

    // The driver view behind the stage: its inputs are the model (the same) and the settings.
    let equalRerun = itemsRan && options.equalViewsRerender
    driver.update(parentChanged: equalRerun || (itemsRan && settingsChanged)) {
      model.driverBody(settings: settings)
    }
    driverDrew()

    // The animation follower behind the stage: its input is the model (the same).
    follower.update(parentChanged: equalRerun) { model.animationRequest }
    followerDrew()

    // The slides get the content closure: a new value whenever the items view runs (B4).
    let slidesRan = slides.update(parentChanged: itemsRan) {
      model.slidesBody(settings: settings, itemCount: rendered.source.data.itemCount)
    }
    // The built-in indicator gets the model and its style.
    let indicatorRan = indicator.update(parentChanged: equalRerun || styleChanged) {
      model.indicatorBody(style: settings.indicator)
    }
    updateIndicatorChildren(indicatorRan: indicatorRan, context: context)

    // The refresh control around the stage: its inputs are the model (the same); it reads the
    // environment's refresh action (B7: a change of it re-renders it).
    let hasAction = context.system.hasRefreshAction
    refresh.update(parentChanged: equalRerun || hasAction != lastHasRefreshAction) {
      model.refreshBody()
    }
    refreshDrew(hasAction: hasAction, handlers: &handlers)

    layOut(body.arrangement, proposed: context.size)
    let geometryChanged = slidesSize != lastSlidesSize
    lastSlidesSize = slidesSize
    let configuration = settings.placed(
      in: slidesSize, safeArea: CarouselEdgeInsets(), layoutDirection: .leftToRight)
    slidesHandlers(configuration: configuration, context: context, handlers: &handlers)

    // The timeline's content: a new closure when the slides (or their geometry reader) run,
    // and every frame while unpaused.
    let isPaused = slides.output?.isTimelinePaused ?? true
    let frameRan = frame.update(
      parentChanged: slidesRan || geometryChanged || (context.isFrame && !isPaused)
    ) {
      draw(model.slidesFrame(configuredAs: configuration, settings: settings), context: context)
    }
    if frameRan { frameHandlers(context: context, handlers: &handlers) }

    // The stand-in pager over the slides: it gets the model and the indicator's style.
    standIn.update(parentChanged: (slidesRan && options.equalViewsRerender) || styleChanged) {
      model.pagerStandIn(settings.indicator)
    }
    if standIn.output.flatMap({ $0 }) != nil {
      standInPager.update(parentChanged: slidesRan && options.equalViewsRerender) {
        model.pagerBody()
      }
    } else {
      standInPager.reset()
    }

    if !hasAppeared {
      hasAppeared = true
      let reader = body.reader
      let isTarget = body.isReaderTarget
      handlers.appear.append { [model] in model.appeared(in: reader, isTarget: isTarget) }
    }
  }

  /// The items view ran: its change handler's value, its preference and its keyboard view.
  private func itemsRendered(_ body: CarouselItemsBody<Data, ID>, handlers: inout ScreenHandlers) {
    let input = body.stage.input
    if lastInput != input {
      let old = lastInput ?? input
      handlers.stage.append { [model] in model.stageInputChanged(from: old, to: input) }
      lastInput = input
    }
    // The reader's `onPreferenceChange` hands the order on in a task: after the update.
    if lastReaderOrder != body.readerOrder, let reader = body.reader {
      lastReaderOrder = body.readerOrder
      let order = body.readerOrder
      handlers.stage.append { [model] in
        model.afterUpdate { reader.treeOrderChanged(order) }
      }
    }
    // `CarouselKeyboardDismissal`, which SwiftUI makes with its count when it first appears and
    // updates with each render of the stage; none when swipes do not dismiss the keyboard.
    if let dismissals = body.keyboardDismissals {
      var dismissal = keyboardDismissal ?? .init(seen: dismissals)
      if dismissal.dismisses(at: dismissals) { keyboardDismissed += 1 }
      keyboardDismissal = dismissal
    } else {
      keyboardDismissal = nil
    }
  }

  /// The driver view's values: a new deadline restarts its task (L4); a new trigger plays the
  /// selection feedback when it may.
  private var lastFeedbackTrigger: Int?
  private func driverDrew() {
    guard let body = driver.output else { return }
    if task?.deadline != body.deadline { task = (body.deadline, true) }
    if let last = lastFeedbackTrigger, last != body.userSelectionChanges,
      body.playsSelectionFeedback
    {
      selectionFeedbacks += 1
    }
    lastFeedbackTrigger = body.userSelectionChanges
  }

  /// The animation follower's probe changed its value (a new request): SwiftUI runs the
  /// follower's sampler (A5), which samples the app's animation
  /// (`CarouselAnimationRequest.fractions`) and hands the samples to the model on the main
  /// actor once the update is over (its `Task`). An animation SwiftUI would not run (none of the
  /// double's) is never sampled.
  private func followerDrew() {
    guard let request = follower.output ?? nil, request.revision != sampledRevision else { return }
    sampledRevision = request.revision
    guard let animation = request.animation.value(as: ScreenAnimation.self) else { return }
    let fractions = CarouselAnimationRequest.fractions { animation.fraction(at: $0) }
    model.afterUpdate { [model] in
      model.animationSampled(revision: request.revision, fractions: fractions)
    }
  }

  /// The refresh control's values: its `onChange(of:initial: true)` of the action's presence, and
  /// its task keyed by the run (a new id restarts it, L4), which calls the app's action when the
  /// model says so and awaits it until the test finishes it (``finishRefresh()``).
  private func refreshDrew(hasAction: Bool, handlers: inout ScreenHandlers) {
    if hasAction != lastHasRefreshAction {
      lastHasRefreshAction = hasAction
      handlers.stage.append { [model] in model.refreshActionChanged(hasAction) }
    }
    guard let body = refresh.output, refreshTaskID != .some(body.run) else { return }
    refreshTaskID = .some(body.run)
    if let run = model.refreshTaskStarted(body.run) {
      refreshActionCalls += 1
      awaitedRefreshes.append(run)
    }
  }

  /// The app's refresh action (the oldest one running) returned: its task tells the model.
  func finishRefresh() {
    guard !awaitedRefreshes.isEmpty else { return }
    model.refreshFinished(run: awaitedRefreshes.removeFirst())
  }

  /// The built-in indicator's pager and dot strip.
  private func updateIndicatorChildren(indicatorRan: Bool, context: ScreenContext) {
    guard let body = indicator.output else { return }
    if body.isPager {
      indicatorPager.update(parentChanged: indicatorRan && context.options.equalViewsRerender) {
        model.pagerBody()
      }
    } else {
      indicatorPager.reset()
    }
    switch body.form {
    case .dots, .timerDots:
      // The strip is in a timeline's closure: a new value whenever the indicator runs, and at
      // the timer's rate while a wait runs.
      let timerDue: Bool
      if case .every = body.dotsRedraw { timerDue = context.isFrame } else { timerDue = false }
      dotStrip.update(parentChanged: indicatorRan || timerDue) {
        model.dotStripBody(body.state, dots: context.settings.dots, drawsTimer: body.drawsTimer)
      }
    case .hidden, .compact:
      dotStrip.reset()
    }
  }

  /// The stage's layout (`CarouselStageLayout`) in `proposed`: the slides' and the indicator's
  /// sizes as CarouselCore's arrangement decides, the indicator measured as its views lay out
  /// (the dot strip's frame, or the compact label's 44-point line, filling the length offered).
  private func layOut(_ arrangement: CarouselStageArrangement, proposed: CarouselSize) {
    let ideal = slides.output?.idealSize ?? proposed
    let measure = { (width: Double?, height: Double?) -> CarouselSize in
      self.indicatorSize(width: width, height: height)
    }
    stageSize = arrangement.size(
      proposedWidth: proposed.width, proposedHeight: proposed.height, slidesIdealSize: ideal,
      indicator: measure)
    let frames = arrangement.frames(
      in: CarouselRect(x: 0, y: 0, width: stageSize.width, height: stageSize.height),
      indicator: measure)
    slidesSize = CarouselSize(width: frames.slides.width, height: frames.slides.height)
  }

  /// The built-in indicator's size for a proposal: it fills the length offered along its axis
  /// (`.frame(maxWidth: .infinity)`), and is as thick as what it draws.
  private func indicatorSize(width: Double?, height: Double?) -> CarouselSize {
    guard let body = indicator.output else { return CarouselSize(width: 0, height: 0) }
    let isHorizontal = body.state.axis == .horizontal
    let offered = (isHorizontal ? width : height) ?? 0
    let thickness: Double
    switch body.form {
    case .hidden: thickness = 0
    case .compact: thickness = PageIndicatorMetrics.standard.minimumHitThickness
    case .dots, .timerDots:
      let strip = dotStrip.output?.size ?? CarouselSize(width: 0, height: 0)
      let length = isHorizontal ? strip.width : strip.height
      // `ViewThatFits`: the strip when its length fits, else the compact form.
      thickness =
        length <= offered
        ? (isHorizontal ? strip.height : strip.width)
        : PageIndicatorMetrics.standard.minimumHitThickness
    }
    return isHorizontal
      ? CarouselSize(width: offered, height: thickness)
      : CarouselSize(width: thickness, height: offered)
  }

  /// The slides' handlers with the geometry reader's `configuration` and the shown bounds.
  private func slidesHandlers(
    configuration: CarouselConfiguration, context: ScreenContext, handlers: inout ScreenHandlers
  ) {
    if lastConfiguration != configuration {
      handlers.slides.append { [model] in model.configurationChanged(configuration) }
      lastConfiguration = configuration
    }
    if lastShownBounds != .some(context.shownBounds) {
      let shown = context.shownBounds
      handlers.slides.append { [model] in model.shownBoundsChanged(shown) }
      lastShownBounds = .some(context.shownBounds)
    }
  }

  /// One frame of the timeline: each slot's body, each slot's content built when its key changed
  /// (SwiftUI's `.equatable()` check, B3), a fitted carousel's measures.
  private func draw(_ frame: CarouselSlidesFrame<ID>, context: ScreenContext) -> DrawnFrame {
    var slots: [(number: Int, slot: CarouselSlot<ID>, body: CarouselSlotBody<Data.Element, ID>)] =
      []
    var built: [CarouselSlot<ID>.Key: CarouselContentKey<ID>] = [:]
    guard let rendered, !frame.isEmpty else {
      builtContent = built
      return DrawnFrame(frame: frame, slots: slots)
    }
    for slot in frame.frame.slots.array {
      guard
        let body = model.slotBody(
          slot, in: frame.frame, data: rendered.source.data, id: rendered.source.id,
          generation: items.output?.stage.generation ?? 0, voiceOverFocus: context.voiceOverFocus)
      else { continue }
      if body.element[keyPath: rendered.source.id] != slot.id.id {
        mismatchedDrawings += 1
      }
      slots.append((number(body.element), slot, body))
      if builtContent[slot.id] != body.content { contentBuilds += 1 }
      built[slot.id] = body.content
    }
    builtContent = built
    noteChanges(slots.map { ($0.number, $0.slot) }, placesEdit: frame.placesEdit, context: context)
    return DrawnFrame(frame: frame, slots: slots)
  }

  /// Notes what the frame drawing `slots` inserts, removes and moves, as SwiftUI's `ForEach`
  /// (by the slot's ID) and the slot view's placement see it.
  private func noteChanges(
    _ slots: [(number: Int, slot: CarouselSlot<ID>)], placesEdit: Bool, context: ScreenContext
  ) {
    let places = Dictionary(
      slots.map { ($0.slot.id, (number: $0.number, x: $0.slot.item.x, y: $0.slot.item.y)) },
      uniquingKeysWith: { first, _ in first })
    let old = drawnPlaces
    drawnPlaces = places
    let inserted = places.filter { old[$0.key] == nil }.map(\.value.number).sorted()
    let removed = old.filter { places[$0.key] == nil }.map(\.value.number).sorted()
    let moved = places.filter { key, place in
      old[key].map { $0.x != place.x || $0.y != place.y } ?? false
    }.map(\.value.number).sorted()
    guard !inserted.isEmpty || !removed.isEmpty || !moved.isEmpty else { return }
    drawnChanges.append(
      ScreenDrawnChange(
        inserted: inserted, removed: removed, moved: moved, runsTransitions: context.animates,
        placementAnimates: context.animates && placesEdit))
  }

  /// The frame's handlers: VoiceOver's focus, the motion's end, the items in view while moving,
  /// and a fitted carousel's measures and drawn slots.
  private func frameHandlers(context: ScreenContext, handlers: inout ScreenHandlers) {
    guard let drawn = frame.output else { return }
    let frame = drawn.frame
    if let last = lastVoiceOverFocus, last != context.voiceOverFocus {
      let focus = context.voiceOverFocus
      handlers.slides.append { [model] in model.accessibilityFocused(page: focus) }
    }
    lastVoiceOverFocus = .some(context.voiceOverFocus)
    if let last = lastEndsMotion, last != frame.endsMotion, frame.endsMotion {
      handlers.slides.append { [model] in model.motionEnded() }
    }
    lastEndsMotion = frame.endsMotion
    if let last = lastMovingKey, last != frame.movingItemsInViewKey {
      handlers.slides.append { [model] in model.movingItemsInViewChanged() }
    }
    lastMovingKey = frame.movingItemsInViewKey
    measure(drawn, context: context, handlers: &handlers)
  }

  /// A fitted carousel's frame: each drawn slot's content measured (offered the item's length
  /// along the axis and none across), reported when it appears or changes
  /// (`CarouselContentMeasure`'s `onChange(initial: true)`); the drawn slots reported when they
  /// change.
  private func measure(
    _ drawn: DrawnFrame, context: ScreenContext, handlers: inout ScreenHandlers
  ) {
    let keys = drawn.frame.measuredSlots
    if let last = lastMeasuredSlots, last != keys {
      handlers.slides.append { [model] in model.slotsDrawn(keys) }
    }
    lastMeasuredSlots = keys
    var now: [CarouselSlot<ID>.Key: CarouselSize] = [:]
    // Each slot carries a reader only when the settings measure its content, and reports along
    // the axis they name.
    if let axis = context.settings.measuredContentAxis {
      // The content keeps the slot's frame along the axis unless the items take their
      // content's length (`CarouselSettings.contentFixedSize`).
      let fitsAlong = context.settings.configuration.layout.mainItemLength?.isFitted == true
      for (number, slot, _) in drawn.slots where keys.contains(slot.id) {
        let slotSize = drawn.frame.frame.size(of: slot)
        let across = context.contentCrossLength?(number) ?? 100
        let along =
          fitsAlong
          ? context.contentMainLength?(number) ?? 100
          : axis == .horizontal ? slotSize.width : slotSize.height
        let size =
          axis == .horizontal
          ? CarouselSize(width: along, height: across)
          : CarouselSize(width: across, height: along)
        now[slot.id] = size
        if measured[slot.id] != size {
          handlers.slides.append { [model] in model.slotMeasured(slot.id, size: size, axis: axis) }
        }
      }
    }
    measured = now
  }

  // MARK: Lifecycle

  /// The views disappear (`onDisappear`, and SwiftUI cancels their tasks, L3).
  func disappear() {
    if let body = items.output { model.disappeared(from: body.reader) }
    hasAppeared = false
    task = nil
    // SwiftUI cancels the refresh task too: the app's action still returns to it later
    // (``finishRefresh()``); on reappearing, a new task starts with the same id.
    refreshTaskID = nil
    refresh.reset()
  }

  /// The driver's task, if it waits, reached its deadline at `now`: it ticks, and is done.
  func taskFires(at now: CarouselClock.Instant) -> Bool {
    guard let task, task.waiting, let deadline = task.deadline, now >= deadline else {
      return false
    }
    self.task = (deadline, false)
    model.tick()
    return true
  }

  // MARK: What the test reads

  /// The numbers of the elements the last frame drew, back to front.
  var drawnItems: [Int] { frame.output?.slots.map(\.number) ?? [] }
  /// The numbers of the elements whose slot the last frame drew taking touches (the slot
  /// view's `allowsHitTesting(slot.receivesTouches)`), sorted.
  var touchableItems: [Int] {
    (frame.output?.slots.filter { $0.slot.receivesTouches }.map(\.number) ?? []).sorted()
  }
  /// The shadow under each slot the last frame drew, with its element's number.
  var drawnShadows: [(item: Int, shadow: CarouselItemShadow?)] {
    frame.output?.slots.map { ($0.number, $0.body.shadow) } ?? []
  }
  /// The phase and placement of each slot the last frame drew (what the app's per-item effect
  /// reads), with its element's number.
  var drawnPlacements: [ScreenDrawnPlacement] {
    frame.output?.slots.map {
      ScreenDrawnPlacement(item: $0.number, phase: $0.body.phase, placement: $0.body.placement)
    } ?? []
  }
  /// Where each slot the last frame drew sits along a horizontal axis, as the slot view frames
  /// and offsets it (unscaled, `CarouselFrame.size(of:)`): its element's number, its leading
  /// edge from the slides' leading edge, and its width.
  var drawnSlotFrames: [(item: Int, x: Double, width: Double)] {
    guard let frame = frame.output?.frame.frame else { return [] }
    return frame.slots.array.compactMap { slot in
      guard let drawn = self.frame.output?.slots.first(where: { $0.slot.id == slot.id }) else {
        return nil
      }
      let width = frame.size(of: slot).width
      return (drawn.number, slidesSize.width / 2 + slot.item.x - width / 2, width)
    }
  }
  /// What the frames drew differently from the frame before each, since this was last called.
  func takeDrawnChanges() -> [ScreenDrawnChange] {
    defer { drawnChanges = [] }
    return drawnChanges
  }
  /// The focused slot's element's number, as the last frame drew it.
  var focusedItem: Int? {
    frame.output?.slots.first { $0.slot.item.isFocused }?.number
  }
  /// Whether the last frame showed the empty content.
  var showsEmptyContent: Bool { frame.output?.frame.isEmpty ?? false }
  /// Whether any view of the carousel waits for its reads to run again.
  var isInvalidated: Bool {
    items.isInvalidated || driver.isInvalidated || slides.isInvalidated || frame.isInvalidated
      || standIn.isInvalidated || standInPager.isInvalidated || indicator.isInvalidated
      || indicatorPager.isInvalidated || dotStrip.isInvalidated || refresh.isInvalidated
  }
  /// Whether a timeline of the carousel runs (it wants frames): the slides' while they move, the
  /// dot strip's at the timer's rate while timer dots fill (delivered here at the frames' rate).
  var wantsFrames: Bool {
    if case .every = indicator.output?.dotsRedraw { return true }
    return slides.output?.isTimelinePaused == false
  }
  /// Whether the stage answers Magic Tap, as its view last drew it.
  var answersMagicTap: Bool { items.output?.answersMagicTap ?? false }
}
