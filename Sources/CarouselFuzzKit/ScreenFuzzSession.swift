import CarouselCore
import CarouselViewModel
import UpdateCycleDouble

/// A screen with one carousel driven by fuzzed bytes through the test double of SwiftUI's update
/// cycle, as CarouselUI's views drive the SwiftUI layer's model: renders, the app's binding
/// writes (also inside its callbacks, a veto and a proxy move), edits of the items, fingers,
/// keys, time, appearing and disappearing, Reduce Motion, the scene, paging off, with the
/// double's undocumented outcomes picked by the bytes too. After every step it checks that the
/// update settles (the double traps when it would update forever), that the selection the model
/// shows is one of the items, that the app heard each selection change once, each from where
/// the one before it went, that the binding holds nil, an item or what the app last set, and,
/// on screen and at rest, that the slides draw the selected item at the focus.
///
/// ```swift
/// if let failure = ScreenFuzzSession.check(bytes) { fatalError(failure.description) }
/// ```
@MainActor package struct ScreenFuzzSession {
  /// The most steps one input runs: a step can draw a motion's frames.
  package static let maximumSteps = 64

  /// Runs `bytes` as a sequence of steps; the first broken promise, or `nil`.
  package static func check(_ bytes: [UInt8]) -> FuzzFailure? {
    var session = ScreenFuzzSession(bytes)
    return session.run()
  }

  private var input: FuzzBytes
  private let screen: CarouselScreen
  private var freshID = 100
  private var events: [String] = []
  /// The item the app's callback sends the carousel back from, if any.
  private let refused: RefusedItem

  private init(_ bytes: [UInt8]) {
    input = FuzzBytes(bytes)
    let options = UpdateCycleOptions.all[input.below(UpdateCycleOptions.all.count)]
    let count = input.below(7)
    let reader = CarouselReaderModel(reportDiagnostics: { _ in }, afterUpdate: { $0() })
    screen = CarouselScreen(
      items: (0..<count).map { CarouselScreen.Item(id: $0) },
      selection: input.bool() ? .some(nil) : nil, reader: reader, options: options)
    screen.settings.configuration.layout.isLooping = input.bool()
    screen.settings.configuration.autoplay = input.bool() ? .seconds(2) : .off
    let refused = RefusedItem()
    self.refused = refused
    // The screen keeps the callback: it holds the screen weakly.
    screen.onSelectionChange = { [weak screen] old, new, cause in
      guard cause.isUser || cause == .autoplay, let new else { return }
      if new == refused.id { screen?.selection?.set(old) }
      if new == refused.stepAfter { CarouselProxy(reader: reader).next() }
    }
  }

  /// Which items the app's callback refuses or steps past.
  private final class RefusedItem {
    var id: Int?
    var stepAfter: Int?
  }

  private mutating func run() -> FuzzFailure? {
    screen.appear()
    for step in 0..<Self.maximumSteps where !input.isExhausted {
      events.append(perform())
      if events.count > 12 { events.removeFirst() }
      if let failure = check(step: step) { return failure }
    }
    return nil
  }

  /// Reads one step from the bytes and runs it; its name.
  private mutating func perform() -> String {
    let ids = screen.items.map(\.id)
    switch input.below(14) {
    case 0:
      let id = input.bool() ? (ids.isEmpty ? 7 : ids[input.below(ids.count)]) : input.below(300)
      screen.setSelection(id)
      return "set selection \(id)"
    case 1:
      var edited = ids
      switch input.below(4) {
      case 0: edited.insert(fresh(), at: input.below(edited.count + 1))
      case 1: if !edited.isEmpty { edited.remove(at: input.below(edited.count)) }
      case 2:
        // A reorder: the list turned round by some places, or reversed.
        let turn = edited.isEmpty ? 0 : input.below(edited.count)
        edited = input.bool() ? edited.reversed() : Array(edited[turn...] + edited[..<turn])
      default: edited = input.bool() ? [] : edited + edited.prefix(2)
      }
      screen.items = edited.map { CarouselScreen.Item(id: $0) }
      screen.update(disablesAnimations: input.bool())
      return "items \(edited)"
    case 2:
      if screen.isShown { screen.disappear() } else { screen.appear() }
      return screen.isShown ? "appear" : "disappear"
    case 3:
      let points = Double(input.below(801)) - 400
      let velocity = Double(input.below(4001)) - 2000
      screen.swipe(by: points, velocity: velocity)
      return "swipe \(points) at \(velocity)"
    case 4:
      let index = input.below(9) - 1
      screen.user { $0.indicatorSelected(index: index) }
      return "dot \(index)"
    case 5:
      let key = CarouselArrowKey.allCases[input.below(4)]
      screen.user { $0.arrowPressed(key) }
      return "key \(key)"
    case 6:
      let seconds = Double(input.below(40)) / 10
      screen.wait(seconds)
      return "wait \(seconds)"
    case 7:
      screen.renderApp()
      return "render"
    case 8:
      refused.id = input.bool() && !ids.isEmpty ? ids[input.below(ids.count)] : nil
      refused.stepAfter = input.bool() && !ids.isEmpty ? ids[input.below(ids.count)] : nil
      return
        "refuse \(String(describing: refused.id)), step past \(String(describing: refused.stepAfter))"
    case 9:
      screen.environment.reduceMotion.toggle()
      screen.update()
      return "reduce motion \(screen.environment.reduceMotion)"
    case 10:
      screen.environment.scene = input.bool() ? .active : .background
      screen.update()
      return "scene \(screen.environment.scene)"
    case 11:
      screen.settings.pagingDisabled.toggle()
      screen.update()
      return "paging \(!screen.settings.pagingDisabled)"
    case 12:
      screen.user { $0.pagerAdjusted(increment: input.bool()) }
      return "adjust"
    default:
      screen.user { $0.togglePlayback() }
      return "play/pause"
    }
  }

  /// A new item ID.
  private mutating func fresh() -> Int {
    freshID += 1
    return freshID
  }

  /// The promises after step `step`. While the carousel is not shown SwiftUI renders nothing of
  /// it (the double neither): what it shows is checked once it is shown again.
  private func check(step: Int) -> FuzzFailure? {
    guard screen.isShown else { return nil }
    func failure(_ invariant: String, _ detail: String) -> FuzzFailure {
      FuzzFailure(invariant: invariant, detail: detail, step: step, recentEvents: events)
    }
    let ids = Set(screen.items.map(\.id))
    let selected = screen.model.stage.selectedID
    if ids.isEmpty != (selected == nil) || selected.map({ !ids.contains($0) }) == true {
      return failure("selection is an item", "selected \(String(describing: selected)) of \(ids)")
    }
    var last: Int?? = .none
    for case .selection(let from, let to, _) in screen.heard {
      if case .some(let previous) = last, previous != from {
        return failure("each change heard once, in order", "\(screen.heard)")
      }
      last = .some(to)
    }
    if case .some(let heardLast) = last, heardLast != selected {
      return failure(
        "the last change heard is the selection",
        "\(String(describing: heardLast)) vs \(String(describing: selected))")
    }
    if !screen.model.stage.isMoving, selected != screen.focusedItem {
      return failure(
        "the focus draws the selection",
        "drawn \(String(describing: screen.focusedItem)), selected \(String(describing: selected))")
    }
    return nil
  }
}
