import CarouselCore
import TestSupport
import Testing
import UpdateCycleDouble

private typealias Host = CarouselHost<Int, ManualClock>

/// Two hosts side by side through random sequences of everything a view tells its host: one
/// given its items as runs (and now and then the same IDs as an array, so that the list changes
/// form both ways), the other the same IDs as arrays, the model. Random changes of the bounds
/// (overlapping, disjoint, empty, the same again) with the binding's value beside them (an ID,
/// an index, `nil`, moved or not), selections by ID and by index, binding writes, touches,
/// drags, lifts, ticks, frames, appearances, configurations. After every event everything
/// observable must be the array host's: the changes each event returns, the selected ID and
/// index, the IDs, the stage, the proxy state, the binding, the frame, the position and the
/// visible items, the events the app hears and the diagnostics.
@Suite struct CarouselHostRunPropertyTests {
  private static let chunkCount = 4

  @Test(.offThePool, arguments: 0..<chunkCount)
  func aRunAndTheSameIDsAsAnArrayBehaveAlikeThroughEveryEvent(chunk: Int) {
    for sequence in stride(
      from: chunk, to: propertySequenceCount(default: 1_000), by: Self.chunkCount)
    {
      let seed = 0x5EED_0040 &+ UInt64(sequence)
      var driver = SideBySideDriver(seed: seed)
      if let failure = driver.run(steps: 150) {
        Issue.record("seed \(seed): \(failure)")
        return
      }
    }
  }
}

private struct SideBySideDriver {
  private var random: SeededGenerator
  /// The host given runs.
  private var runs = Host(at: .origin)
  /// The host given the same IDs as arrays: the model.
  private var arrays = Host(at: .origin)
  private var now = ManualClock.Instant.origin
  private var history: [String] = []
  /// The bounds last sent.
  private var bounds = 0..<0
  /// What the hosts returned for the last event, when it differed.
  private var changesDiffer: String?

  init(seed: UInt64) {
    random = SeededGenerator(seed: seed)
    let configuration = CarouselConfiguration(viewportWidth: 300, viewportHeight: 200)
    runs.configure(configuration, at: now)
    arrays.configure(configuration, at: now)
  }

  mutating func run(steps: Int) -> String? {
    for _ in 0..<steps {
      let name = step()
      history.append(name)
      if let difference = difference() {
        return difference + " after " + history.suffix(8).joined(separator: "; ")
      }
    }
    return nil
  }

  /// Sends one event to both hosts; its name, and a difference in what they returned.
  private mutating func both(
    _ name: String, _ event: (inout Host, ManualClock.Instant) -> CarouselHostChanges
  ) -> String {
    note(event(&runs, now), event(&arrays, now))
    return name
  }

  /// Keeps what the hosts returned for an event when it differs.
  private mutating func note(_ fromRuns: CarouselHostChanges, _ fromArrays: CarouselHostChanges) {
    changesDiffer = fromRuns == fromArrays ? nil : "changes \(fromRuns), \(fromArrays)"
  }

  /// What differs between the hosts, or `nil`.
  private mutating func difference() -> String? {
    if let changesDiffer { return changesDiffer }
    let (run, array) = (runs.engine, arrays.engine)
    if run.itemIDs != array.itemIDs { return "IDs \(Array(run.itemIDs)), \(array.ids)" }
    if run.selectedID != array.selectedID || run.selectedIndex != array.selectedIndex {
      return "selection \(String(describing: run.selectedIndex)), "
        + String(describing: array.selectedIndex)
    }
    if runs.stage != arrays.stage { return "stage" }
    if runs.proxy != arrays.proxy { return "proxy \(runs.proxy), \(arrays.proxy)" }
    if runs.binding != arrays.binding {
      return "binding \(String(describing: runs.binding)), \(String(describing: arrays.binding))"
    }
    if run.position(at: now) != array.position(at: now)
      || run.isMoving(at: now) != array.isMoving(at: now)
    {
      return "position \(run.position(at: now)), \(array.position(at: now))"
    }
    if run.nextDeadline != array.nextDeadline { return "deadline" }
    if !run.visibleItems(at: now).elementsEqual(array.visibleItems(at: now)) {
      return "visible items"
    }
    let configuration = run.configuration
    if runs.frame(at: now, configuredAs: configuration)
      != arrays.frame(at: now, configuredAs: configuration)
    {
      return "frame"
    }
    if runs.itemNeedingName != arrays.itemNeedingName { return "item needing a name" }
    if runs.userSelectionChanges != arrays.userSelectionChanges { return "user's moves" }
    let (runEvents, arrayEvents) = (runs.takeEvents(), arrays.takeEvents())
    if runEvents != arrayEvents { return "events \(runEvents), \(arrayEvents)" }
    let (runProblems, arrayProblems) = (runs.takeDiagnostics(), arrays.takeDiagnostics())
    if runProblems != arrayProblems { return "diagnostics \(runProblems), \(arrayProblems)" }
    let probe = randomBounds()
    if runs.shows(run: probe) != arrays.shows(Array(probe)) { return "shows \(probe)" }
    return nil
  }

  /// Bounds near the last ones: each end moved a little, often not at all; or drawn anew.
  private mutating func randomBounds() -> Range<Int> {
    guard random.below(4) != 0 else {
      let lower = random.below(17) - 8
      return lower..<(lower + random.below(13))
    }
    let lower = bounds.lowerBound + [0, 0, 1, -1, 3, -3][random.below(6)]
    let upper = bounds.upperBound + [0, 0, 1, -1, 4, -4][random.below(6)]
    return lower..<max(lower, upper)
  }

  /// A binding's value: none, an ID (in the bounds or not, `nil`), or an index.
  private mutating func randomBinding() -> CarouselBoundSelection<Int>? {
    switch random.below(5) {
    case 0: return nil
    case 1: return .id(nil)
    case 2, 3: return .id(random.below(30) - 12)
    default: return .index(random.below(16) - 2)
    }
  }

  /// One random event, sent to both hosts; its name.
  private mutating func step() -> String {
    switch random.below(24) {
    case 0, 1, 2:
      now = now.advanced(by: milliseconds(random.below(1_500)))
      let framesEndMotions = random.below(2) == 0
      let deadline = framesEndMotions ? runs.engine.nextDeadline : runs.stage.driverDeadline
      if let deadline, deadline <= now {
        now = deadline
        return both("tick") { $0.tick(at: $1) }
      }
      if !runs.engine.isMoving(at: now), runs.stage.isMoving {
        return both("motion ended") { $0.motionEnded(at: $1) }
      }
      return "frame"
    case 3, 4, 5:
      return itemsChanged()
    case 6:
      let value = randomBinding() ?? .id(nil)
      let animated = random.below(2) == 0
      return both("binding \(value)") { $0.bindingChanged(value, animated: animated, at: $1) }
    case 7:
      let id = random.below(4) == 0 ? nil : random.below(30) - 12
      let animated = random.below(2) == 0
      return both("select \(String(describing: id))") {
        $0.select(id, animated: animated, at: $1)
      }
    case 8:
      let index = random.below(16) - 2
      return both("select index \(index)") { $0.select(index: index, animated: true, at: $1) }
    case 9:
      return both("touch landed") { $0.touchLanded(at: $1) }
    case 10, 11:
      let sample = CarouselDrag(
        translationX: Double(random.below(700) - 350),
        translationY: random.below(4) == 0 ? Double(random.below(80)) : 0,
        velocityX: Double(random.below(2_000) - 1_000), velocityY: 0)
      return both("drag \(sample.translationX)") { $0.dragChanged(sample, at: $1) }
    case 12:
      let sample = CarouselDrag(
        translationX: Double(random.below(700) - 350), translationY: 0,
        velocityX: Double(random.below(2_000) - 1_000), velocityY: 0)
      return both("drag ended") { $0.dragEnded(sample, at: $1) }
    case 13:
      let touch = runs.touch - random.below(2)
      return both("touch lifted") { $0.touchLifted(touch, at: $1) }
    case 14:
      return both("drag cancelled") { $0.dragCancelled(at: $1) }
    case 15:
      if random.below(3) == 0 { return both("disappeared") { $0.disappeared(at: $1) } }
      return both("appeared") { $0.appeared(at: $1) }
    case 16:
      return reconfigure()
    case 17:
      let isOn = random.below(2) == 0
      return both("reduce motion \(isOn)") { $0.reduceMotionChanged(isOn, at: $1) }
    case 18:
      let index = random.below(16) - 2
      return both("user selected \(index)") {
        $0.userSelected(index: index, cause: .indicator, at: $1)
      }
    case 19:
      let step: CarouselStep? = [.next, .previous, nil][random.below(3)]
      return both("user stepped \(String(describing: step))") {
        $0.userStepped(step, cause: .keyboard, at: $1)
      }
    case 20:
      let id = random.below(30) - 12
      let name = ["Beach", "", nil][random.below(3)]
      return both("named \(id)") { $0.itemNamed(name, id: id, at: $1) }
    case 21:
      let waits: [Int: AutoplayInterval] = [
        random.below(30) - 12: .seconds([1, 5][random.below(2)])
      ]
      return both("durations") { $0.itemDurationsChanged(waits, at: $1) }
    case 22:
      let page = random.below(30) - 12
      return both("focused \(page)") { $0.accessibilityFocused(page: page, at: $1) }
    default:
      switch random.below(3) {
      case 0: return both("play") { $0.play(at: $1) }
      case 1: return both("pause") { $0.pause(at: $1) }
      default: return both("hold") { $0.holdBegan(at: $1) }
      }
    }
  }

  /// New bounds (or the same again) with the binding's value beside them: as a run to one host
  /// (as an array now and then: the list changes form) and as an array to the other.
  private mutating func itemsChanged() -> String {
    let new = random.below(5) == 0 ? bounds : randomBounds()
    let value = random.below(3) == 0 ? runs.binding : randomBinding()
    let animated = random.below(2) == 0
    let asArray = random.below(5) == 0
    bounds = new
    note(
      asArray
        ? runs.itemsChanged(Array(new), binding: value, animated: animated, at: now)
        : runs.itemsChanged(run: new, binding: value, animated: animated, at: now),
      arrays.itemsChanged(Array(new), binding: value, animated: animated, at: now))
    return "\(asArray ? "array" : "run") \(new) binding \(String(describing: value))"
  }

  private mutating func reconfigure() -> String {
    var configuration = runs.engine.configuration
    switch random.below(5) {
    case 0:
      configuration.style = CarouselStyleName.allCases.randomElement(using: &random)!.style
    case 1: configuration.layout.isLooping.toggle()
    case 2: configuration.autoplay = [.seconds(3), .off, .seconds(1)][random.below(3)]
    case 3:
      configuration.targetBehavior = configuration.targetBehavior == .item ? .screenful : .item
    default:
      configuration.layout.layoutDirection =
        configuration.layout.layoutDirection == .leftToRight ? .rightToLeft : .leftToRight
    }
    return both("configure") { $0.configure(configuration, at: $1) }
  }
}
