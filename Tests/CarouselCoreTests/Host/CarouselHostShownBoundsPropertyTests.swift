import CarouselCore
import TestSupport
import Testing
import UpdateCycleDouble

private typealias Host = CarouselHost<Int, ManualClock>

/// Two hosts side by side, told the same random events, as a carousel in a scrolling feed is: one
/// gets every change of the shown bounds as a full event, as every scroll frame was before
/// (`everyBounds`: the bounds, then an event that changes nothing and runs the whole finish); the
/// other only through ``CarouselHost/shownBoundsChanged(_:at:)``, or as the view model sends
/// them (``CarouselHost/keepShownBounds(_:at:)`` first, the event when it does not keep them).
/// After every step, what the two decided is the same: the stage, the proxy's state, whether the
/// carousel is on screen and what the app's callbacks heard (the selection, the phase, the
/// items in view, autoplay's end). And no needless event: bounds the host does not keep change
/// whether the carousel is on screen or the items in view the app hears, unless an item is drawn
/// twice (a looping row with few items), where one copy can cross the threshold alone.
///
/// Time passes as a view's frames and driver see it: the frame that finds a motion over ends it,
/// the driver ticks at its deadline, and a frame while the carousel moves and reports its items
/// in view as it moves reports them. Every such frame reports (the host tells the app only what
/// changed): a view's frames come every sixtieth of a second and its key of the items in view
/// changes with them, where this test's steps are far apart; what a motion brings into view is
/// the frames' to report, not the bounds'.
@Suite struct CarouselHostShownBoundsPropertyTests {
  private static let chunkCount = 4

  @Test(.offThePool, arguments: 0..<chunkCount)
  func keptBoundsDecideWhatEveryBoundsAsAnEventDecides(chunk: Int) {
    for sequence in stride(
      from: chunk, to: propertySequenceCount(default: 500), by: Self.chunkCount)
    {
      let seed = 0x5EED_0040 &+ UInt64(sequence)
      var driver = FeedDriver(seed: seed)
      if let failure = driver.run(steps: 200) {
        Issue.record("seed \(seed): \(failure)")
        return
      }
    }
  }
}

private struct FeedDriver {
  private var random: SeededGenerator
  /// Told every change of the bounds as a full event.
  private var everyBounds: Host
  /// Told the bounds as a view layer tells them now.
  private var kept: Host
  private var now = ManualClock.Instant.origin
  /// The bounds last given, and where a scroll of them is.
  private var bounds: CarouselRect?
  private var scrollOffset = 0.0
  private var history: [String] = []
  /// What the app heard of each host on this step.
  private var heardEveryBounds: [CarouselHostEvent<Int>] = []
  private var heardKept: [CarouselHostEvent<Int>] = []

  init(seed: UInt64) {
    random = SeededGenerator(seed: seed)
    var configuration = CarouselConfiguration(viewportWidth: 300, viewportHeight: 200)
    configuration.style = CarouselStyleName.allCases.randomElement(using: &random)!.style
    configuration.layout.isLooping = random.below(2) == 0
    configuration.reportsVisibleItemsWhileMoving = random.below(2) == 0
    configuration.visibleItemsThreshold = [0.5, 0, 0.3, 1, .nan][random.below(5)]
    configuration.autoplay = [.off, .seconds(1), .seconds(3)][random.below(3)]
    if random.below(2) == 0 {
      configuration.layout.itemMainLength = [60, 100, 140][random.below(3)]
    }
    var host = Host(at: now)
    host.configure(configuration, at: now)
    host.itemsChanged(Array(0..<[1, 2, 3, 6][random.below(4)]), selecting: nil, at: now)
    host.appeared(at: now)
    _ = host.takeEvents()
    everyBounds = host
    kept = host
  }

  mutating func run(steps: Int) -> String? {
    for _ in 0..<steps {
      let (name, needlessEvent) = step()
      history.append(name)
      let context = " after " + history.suffix(8).joined(separator: "; ")
      heardEveryBounds += everyBounds.takeEvents()
      heardKept += kept.takeEvents()
      defer { (heardEveryBounds, heardKept) = ([], []) }
      if heardKept != heardEveryBounds {
        return "the app heard \(heardKept), not \(heardEveryBounds)" + context
      }
      if kept.stage != everyBounds.stage { return "the stages differ" + context }
      if kept.proxy != everyBounds.proxy { return "the proxies' states differ" + context }
      if kept.isOnScreen != everyBounds.isOnScreen {
        return "on screen: \(kept.isOnScreen), not \(everyBounds.isOnScreen)" + context
      }
      if needlessEvent { return "an event for bounds that change no decision" + context }
    }
    return nil
  }

  /// One random step, told both hosts; its name, and whether the host made an event for bounds
  /// that change no decision.
  private mutating func step() -> (String, Bool) {
    switch random.below(20) {
    case 0..<9:
      return scroll()
    case 9, 10, 11:
      return (passTime(), false)
    case 12:
      let index = random.below(8) - 1
      let animated = random.below(2) == 0
      both { $0.select(index: index, animated: animated, at: $1) }
      return ("select \(index) \(animated)", false)
    case 13:
      let points = Double(random.below(400) - 200)
      both { host, now in
        host.touchLanded(at: now)
        host.dragChanged(
          CarouselDrag(translationX: points, translationY: 0, velocityX: 0, velocityY: 0), at: now)
      }
      return ("drag \(points)", false)
    case 14:
      let sample = CarouselDrag(
        translationX: Double(random.below(400) - 200), translationY: 0,
        velocityX: Double(random.below(2_000) - 1_000), velocityY: 0)
      both { $0.dragEnded(sample, at: $1) }
      return ("drag ended", false)
    case 15:
      if random.below(2) == 0 {
        both { $0.appeared(at: $1) }
        return ("appeared", false)
      }
      both { $0.disappeared(at: $1) }
      return ("disappeared", false)
    case 16:
      return (reconfigure(), false)
    case 17:
      let count = random.below(7)
      let selection = random.below(3) == 0 ? nil : random.below(6)
      both { $0.itemsChanged(Array(0..<count), selecting: selection, at: $1) }
      return ("items \(count) selecting \(String(describing: selection))", false)
    case 18:
      let isOn = random.below(2) == 0
      both { $0.reduceMotionChanged(isOn, at: $1) }
      return ("reduce motion \(isOn)", false)
    default:
      let step: CarouselStep = random.below(2) == 0 ? .next : .previous
      both { $0.step(step, at: $1) }
      return ("step \(step)", false)
    }
  }

  /// The scroll view's bounds change: mostly a step of a vertical scroll (1 to 40 points, either
  /// way), sometimes a jump, another scroll view (taller, or across), none, bounds that show
  /// nothing, or bounds that are not a finite rectangle.
  private mutating func scroll() -> (String, Bool) {
    let viewport = everyBounds.engine.configuration
    let new: CarouselRect?
    switch random.below(12) {
    case 0..<8:
      scrollOffset += Double(random.below(81) - 40)
      scrollOffset = min(max(scrollOffset, -500), viewport.layout.viewportHeight + 100)
      new = CarouselRect(x: 0, y: scrollOffset, width: viewport.layout.viewportWidth, height: 400)
    case 8:
      scrollOffset = Double(random.below(Int(viewport.layout.viewportHeight) + 600) - 500)
      new = CarouselRect(x: 0, y: scrollOffset, width: viewport.layout.viewportWidth, height: 400)
    case 9:
      // A horizontal scroll view: part of the row across.
      new = CarouselRect(
        x: Double(random.below(700) - 350), y: 0, width: 300, height: viewport.layout.viewportHeight
      )
    case 10:
      new = nil
    default:
      new =
        [
          CarouselRect(x: 0, y: 0, width: 0, height: 0),
          CarouselRect(x: .nan, y: 0, width: 300, height: 200),
          CarouselRect(x: 0, y: -.infinity, width: 300, height: .infinity),
          CarouselRect(x: 0, y: 50, width: -10, height: 200),
        ][random.below(4)]
    }
    let name = "bounds \(String(describing: new))"
    if new != bounds {
      everyBounds.shownBoundsChanged(new, at: now)
      // The whole finish that every change of the bounds ran before.
      everyBounds.motionEnded(at: now)
    }
    bounds = new
    heardEveryBounds += everyBounds.takeEvents()
    let onScreen = kept.isOnScreen
    // Directly, or as the view model sends them; only the second says whether it made an event.
    guard random.below(2) == 0 else {
      kept.shownBoundsChanged(new, at: now)
      return (name, false)
    }
    let made = !kept.keepShownBounds(new, at: now)
    if made { kept.shownBoundsChanged(new, at: now) }
    return (name + (made ? " (event)" : ""), made && !decisionChanged(onScreen: onScreen))
  }

  /// Whether the host told every bounds decided something new on this step: the carousel went
  /// on or off screen, or the app hears other items in view, or an item is drawn twice (one copy
  /// can cross the threshold alone, which the host does not tell apart).
  private func decisionChanged(onScreen: Bool) -> Bool {
    if everyBounds.isOnScreen != onScreen { return true }
    if heardEveryBounds.contains(where: {
      if case .visibleItemsChanged = $0 { true } else { false }
    }) {
      return true
    }
    let slots = everyBounds.engine.slots(at: now)
    let ids = slots.indices.map { slots[$0].id.id }
    return Set(ids).count != ids.count
  }

  /// Time passes, as the view's frames and driver see it.
  private mutating func passTime() -> String {
    now = now.advanced(by: .milliseconds(random.below(700)))
    if let deadline = everyBounds.stage.driverDeadline, deadline <= now {
      now = deadline
      both { $0.tick(at: $1) }
      return "tick"
    }
    if everyBounds.stage.isMoving, !everyBounds.engine.isMoving(at: now) {
      both { $0.motionEnded(at: $1) }
      return "motion ended"
    }
    if everyBounds.stage.isMoving, everyBounds.engine.configuration.reportsVisibleItemsWhileMoving {
      both { $0.movingItemsInViewChanged(at: $1) }
      return "frame reporting"
    }
    return "frame"
  }

  private mutating func reconfigure() -> String {
    var configuration = everyBounds.engine.configuration
    switch random.below(6) {
    case 0:
      configuration.style = CarouselStyleName.allCases.randomElement(using: &random)!.style
    case 1: configuration.layout.isLooping.toggle()
    case 2: configuration.reportsVisibleItemsWhileMoving.toggle()
    case 3: configuration.visibleItemsThreshold = [0.5, 0, 0.3, 1][random.below(4)]
    case 4:
      (configuration.layout.viewportWidth, configuration.layout.viewportHeight) =
        [(300, 200), (200, 300), (0, 0)][random.below(3)]
    default: configuration.autoplay = [.off, .seconds(1)][random.below(2)]
    }
    both { $0.configure(configuration, at: $1) }
    return "configure"
  }

  /// Tells both hosts the same event.
  private mutating func both(_ event: (inout Host, ManualClock.Instant) -> Void) {
    event(&everyBounds, now)
    event(&kept, now)
  }
}
