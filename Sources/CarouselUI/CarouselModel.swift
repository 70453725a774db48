#if canImport(SwiftUI)
  import SwiftUI

  /// The state behind one carousel: its engine on the environment's clock, fed with the events
  /// the views translate, and published to the views whenever something they show changes.
  ///
  /// Every decision is the engine's. The model only stamps events with the clock's `now`, says
  /// which events the user caused (for the selection feedback), reports diagnostics as runtime
  /// warnings, and publishes at most once per event that changed what views show: per-frame
  /// positions are not published, the frame timeline reads them.
  @MainActor final class CarouselModel: ObservableObject {
    typealias Engine = CarouselEngine<CarouselItemID, CarouselClock>

    /// The clock the engine runs on.
    let clock: CarouselClock
    /// The engine; change it only through the model's events.
    private(set) var engine: Engine
    /// Changes whenever what the views show changes, apart from per-frame motion.
    @Published private(set) var revision = 0
    /// How many times the user changed the selection (drag, tap, key, accessibility): the
    /// trigger of the selection feedback.
    private(set) var userSelectionChanges = 0
    /// The touch in progress, so a touch that ends without an end event is cancelled once.
    private var touch = 0
    private var isAppeared = false
    private var isScrollVisible = true

    init(clock: CarouselClock) {
      self.clock = clock
      engine = Engine(items: [CarouselItemID](), at: clock.now)
    }

    /// The clock's current instant.
    var now: CarouselClock.Instant { clock.now }

    // MARK: Data and configuration

    func configure(_ configuration: CarouselConfiguration) {
      update { $0.configure(configuration, at: $1) }
    }

    /// The items changed; when they are the first the carousel gets (or the first after none),
    /// it shows `selecting` without animation, as it first appears.
    func itemsChanged(_ ids: some Collection<CarouselItemID>, selecting: CarouselItemID?) {
      update { engine, now in
        let isFirstLoad = engine.ids.isEmpty
        engine.itemsChanged(ids, at: now)
        if isFirstLoad { engine.select(selecting, animated: false, at: now) }
      }
    }

    func itemDurationsChanged(_ durations: [CarouselItemID: AutoplayInterval]) {
      update { $0.itemDurationsChanged(durations, at: $1) }
    }

    /// A selection set from outside (a binding, a proxy).
    func select(_ id: CarouselItemID?, animated: Bool) {
      update { $0.select(id, animated: animated, at: $1) }
    }

    // MARK: User input

    /// A dot tap, a tap on a neighbor, the indicator's adjustable action.
    func userSelected(index: Int) {
      update(byUser: true) { $0.select(index: index, at: $1) }
    }

    /// A key, a VoiceOver scroll action, a crown turn; whether it moved.
    @discardableResult
    func userStepped(_ step: CarouselStep?) -> Bool {
      guard let step else { return false }
      let before = engine.selectedID
      update(byUser: true) { $0.perform(step, at: $1) }
      return engine.selectedID != before
    }

    /// A programmatic step (a proxy).
    func step(_ step: CarouselStep) {
      update { $0.perform(step, at: $1) }
    }

    /// A finger moved (or landed); returns the touch it belongs to.
    @discardableResult
    func dragChanged(_ drag: CarouselDrag) -> Int {
      if !engine.isTouched { touch &+= 1 }
      update(byUser: true) { $0.dragChanged(drag, at: $1) }
      return touch
    }

    func dragEnded(_ drag: CarouselDrag) {
      update(byUser: true) { $0.dragEnded(drag, at: $1) }
    }

    func dragCancelled() {
      update { $0.dragCancelled(at: $1) }
    }

    /// The finger of `touch` lifted, whatever the gesture made of it: cancels it if no end event
    /// did (a drag that turned into a scroll of an enclosing list, a system cancellation).
    func fingerLifted(touch lifted: Int) {
      guard lifted == touch else { return }
      dragCancelled()
    }

    /// Whether a pan starting with this velocity should begin as a page drag.
    func beginsPageDrag(velocityX: Double, velocityY: Double) -> Bool {
      engine.configuration.drag.beginsPageDrag(
        velocityX: velocityX, velocityY: velocityY, axis: engine.configuration.axis)
    }

    func togglePlayback() { update { $0.togglePlayback(at: $1) } }
    func play() { update { $0.play(at: $1) } }
    func pause() { update { $0.pause(at: $1) } }

    // MARK: Time, environment and lifecycle

    /// The driver task woke at the deadline.
    func tick() { update { $0.tick(at: $1) } }

    /// The frame timeline saw the motion end: publish, so the timeline pauses.
    func motionEnded() { revision &+= 1 }

    func appeared() {
      isAppeared = true
      visibilityChanged()
    }

    func disappeared() {
      isAppeared = false
      visibilityChanged()
    }

    /// Whether the carousel is within the visible part of an enclosing scroll view.
    func scrollVisibilityChanged(_ isVisible: Bool) {
      isScrollVisible = isVisible
      visibilityChanged()
    }

    func sceneChanged(to phase: ScenePhase) {
      let carouselPhase: CarouselScenePhase
      switch phase {
      case .active: carouselPhase = .active
      case .inactive: carouselPhase = .inactive
      default: carouselPhase = .background
      }
      update { $0.sceneChanged(to: carouselPhase, at: $1) }
    }

    func reduceMotionChanged(_ isOn: Bool) { update { $0.reduceMotionChanged(isOn, at: $1) } }
    func voiceOverChanged(_ isOn: Bool) { update { $0.voiceOverChanged(isOn, at: $1) } }

    // MARK: Private

    /// On screen: appeared and not scrolled out of sight.
    private func visibilityChanged() {
      let isOnScreen = isAppeared && isScrollVisible
      update { isOnScreen ? $0.appeared(at: $1) : $0.disappeared(at: $1) }
    }

    /// Applies `change` at `now`, counts a selection change the user caused, reports new
    /// diagnostics, and publishes if what views show changed.
    private func update(
      byUser: Bool = false, _ change: (inout Engine, CarouselClock.Instant) -> Void
    ) {
      let now = clock.now
      let before = Shown(engine, at: now)
      change(&engine, now)
      let after = Shown(engine, at: now)
      if byUser, after.selectedID != before.selectedID { userSelectionChanges &+= 1 }
      CarouselRuntimeWarning.report(engine.takeDiagnostics())
      if after != before { revision &+= 1 }
    }

    /// What views show apart from per-frame motion.
    private struct Shown: Equatable {
      let selectedID: CarouselItemID?
      let count: Int
      let nextDeadline: CarouselClock.Instant?
      let isPlaying: Bool
      let hasAutoplay: Bool
      let isDragging: Bool
      let isMoving: Bool
      let configuration: CarouselConfiguration

      init(_ engine: Engine, at now: CarouselClock.Instant) {
        selectedID = engine.selectedID
        count = engine.ids.count
        nextDeadline = engine.nextDeadline
        isPlaying = engine.isPlaying
        hasAutoplay = engine.hasAutoplay
        isDragging = engine.isDragging
        isMoving = engine.isMoving(at: now)
        configuration = engine.configuration
      }
    }
  }
#endif
