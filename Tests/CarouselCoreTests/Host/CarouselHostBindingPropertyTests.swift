import CarouselCore
import TestSupport
import Testing
import UpdateCycleDouble

private typealias Host = CarouselHost<Int, ManualClock>

/// Random sequences of what an app and its user do to a carousel with a selection binding (an
/// ID binding, `nil` at first or not, or an index binding): list edits that leave the binding
/// as it was (stale, as the app has it before the carousel writes it), the app setting the
/// binding (to an item, to a missing one, out of range, to `nil`), the user's moves, autoplay's
/// advances and moves from code. After every event the test plays the view: it writes the host's
/// ``CarouselHost/binding`` exactly when the host says so, and checks against its own model that
/// the host said so exactly when the value the binding should hold differed from what the app's
/// binding held, and that the binding then holds it.
@Suite struct CarouselHostBindingPropertyTests {
  private static let chunkCount = 4

  @Test(.offThePool, arguments: 0..<chunkCount)
  func theBindingIsWrittenExactlyWhenItsValueShouldChange(chunk: Int) {
    for sequence in stride(
      from: chunk, to: propertySequenceCount(default: 2_000), by: Self.chunkCount)
    {
      let seed = 0xB1_4D00 &+ UInt64(sequence)
      var driver = BindingDriver(seed: seed)
      if let failure = driver.run(steps: 120) {
        Issue.record("seed \(seed): \(failure)")
        return
      }
    }
  }
}

private struct BindingDriver {
  private var random: SeededGenerator
  private var host = Host(at: .origin)
  private var now = ManualClock.Instant.origin
  private var history: [String] = []
  /// Whether the binding is to an index (else to an ID).
  private let byIndex: Bool

  // The test's own model.
  /// The app's binding, as the app holds it.
  private var app: CarouselBoundSelection<Int>
  /// The items shown (first occurrences of the list sent).
  private var shown: [Int] = []
  /// The selected item's index among them, `nil` without items.
  private var selected: Int?
  /// Whether an ID binding that holds `nil` has been moved away from: the user, autoplay or the
  /// app's code moved the carousel since the binding became `nil`.
  private var movedSinceNil = false

  init(seed: UInt64) {
    random = SeededGenerator(seed: seed)
    byIndex = random.below(2) == 0
    app = byIndex ? .index(random.below(4)) : .id(random.below(3) == 0 ? nil : random.below(8))
    host.configure(
      CarouselConfiguration(
        isLooping: random.below(2) == 0, autoplay: .seconds(3), viewportWidth: 300,
        viewportHeight: 200), at: now)
    host.appeared(at: now)
  }

  mutating func run(steps: Int) -> String? {
    for _ in 0..<steps {
      let (name, changes) = step()
      history.append(name)
      let context = " after " + history.suffix(8).joined(separator: "; ")
      let expected = expectedBinding()
      if host.engine.selectedID != selected.map({ shown[$0] }) {
        return "selected \(String(describing: host.engine.selectedID)), model "
          + "\(String(describing: selected.map { shown[$0] }))" + context
      }
      if changes.contains(.binding) != (expected != app) {
        return "wrote: \(changes.contains(.binding)), app holds \(app), should hold \(expected)"
          + context
      }
      if changes.contains(.binding) { app = host.binding ?? app }
      if app != expected { return "binding \(app), expected \(expected)" + context }
    }
    return nil
  }

  /// What the app's binding should hold now, by the model.
  private func expectedBinding() -> CarouselBoundSelection<Int> {
    guard let selected else { return app }
    if byIndex { return .index(selected) }
    if app == .id(nil), !movedSinceNil { return app }
    return .id(shown[selected])
  }

  /// One random event; its name and what the host said changed.
  private mutating func step() -> (String, CarouselHostChanges) {
    switch random.below(10) {
    case 0, 1, 2:
      return edit()
    case 3, 4:
      return setBinding()
    case 5:
      let index = random.below(shown.count + 2) - 1
      if shown.indices.contains(index), index != selected { moved(to: index) }
      return ("user selected \(index)", host.userSelected(index: index, cause: .tap, at: now))
    case 6:
      // The driver wakes at the deadline: autoplay advances, wrapping, with two items or more.
      guard let deadline = host.engine.nextDeadline else { return ("no deadline", []) }
      now = deadline
      if let selected, shown.count > 1 { moved(to: (selected + 1) % shown.count) }
      return ("tick", host.tick(at: now))
    case 7:
      if let selected {
        let next =
          host.engine.configuration.layout.isLooping && shown.count > 1
          ? (selected + 1) % shown.count : min(selected + 1, shown.count - 1)
        if next != selected { moved(to: next) }
      }
      return ("proxy next", host.step(.next, at: now))
    default:
      now = now.advanced(by: .milliseconds(random.below(2_000)))
      return ("time", host.motionEnded(at: now))
    }
  }

  /// The selection moved to `index` by the user, autoplay or code.
  private mutating func moved(to index: Int) {
    selected = index
    movedSinceNil = true
  }

  /// A new list, sent with the app's binding as it holds it.
  private mutating func edit() -> (String, CarouselHostChanges) {
    var ids = host.engine.ids
    switch random.below(5) {
    case 0: ids = randomEdit(of: ids, longestRun: 2, idBound: 8, using: &random)
    case 1: ids = (0..<random.below(6)).map { _ in random.below(8) }
    case 2: ids = []
    case 3: if ids.count > 1 { ids.swapAt(random.below(ids.count), random.below(ids.count)) }
    default: ids.insert(random.below(8), at: random.below(ids.count + 1))
    }
    let unique = firstOccurrences(of: ids).ids
    let wasEmpty = shown.isEmpty
    let previous = shown
    shown = unique
    if unique.isEmpty {
      selected = nil
    } else if wasEmpty {
      selected = 0
      apply(app)
    } else {
      let kept = expectedSelection(after: previous, selected: selected, becomes: unique)
      selected = kept.flatMap { unique.firstIndex(of: $0) }
    }
    return ("items \(ids)", host.itemsChanged(ids, binding: app, at: now))
  }

  /// The app sets its binding.
  private mutating func setBinding() -> (String, CarouselHostChanges) {
    let value: CarouselBoundSelection<Int> =
      byIndex
      ? .index(random.below(shown.count + 3) - 1)
      : .id(random.below(4) == 0 ? nil : random.below(9))
    let changed = value != app
    app = value
    if changed {
      if value == .id(nil) { movedSinceNil = false }
      apply(value)
    }
    return ("app set \(value)", host.bindingChanged(value, animated: false, at: now))
  }

  /// The model's move to the binding's `value`: a valid item is shown, anything else keeps the
  /// current one.
  private mutating func apply(_ value: CarouselBoundSelection<Int>) {
    guard !shown.isEmpty else { return }
    switch value {
    case .index(let index) where shown.indices.contains(index):
      if index != selected { movedSinceNil = true }
      selected = index
    case .id(let id?):
      if let index = shown.firstIndex(of: id) {
        if index != selected { movedSinceNil = true }
        selected = index
      }
    default:
      break
    }
  }
}
