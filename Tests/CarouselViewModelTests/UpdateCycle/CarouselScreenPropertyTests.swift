import CarouselCore
import CarouselViewModel
import Testing
import UpdateCycleDouble

/// Random use of a screen with one carousel, through the update cycle's double with random
/// outcomes of what SwiftUI leaves undocumented: after every step the binding, the callbacks
/// (each once, in order) and what the views draw agree with the test's own model of the screen.
@MainActor @Suite struct CarouselScreenPropertyTests {
  /// The test's own model: the items, the selected position, the binding, what the app refuses.
  struct Expected {
    var ids: [Int]
    var selected = 0
    /// The binding's value: `nil` until something other than a data change moved the carousel.
    var binding: Int?
    var isShown = true
    /// An item the app's callback sends back from (`selection = old`) when a move lands on it.
    var refused: Int?
    /// The selection changes the app should hear for the step, in order.
    var heard: [CarouselScreen.Heard] = []
    var freshID = 100

    var selectedID: Int { ids[selected] }

    /// The carousel moves to `index` because of `cause`, and the app may send it back.
    mutating func move(to index: Int, cause: CarouselSelectionCause) {
      guard index != selected, ids.indices.contains(index) else { return }
      let old = selectedID
      selected = index
      binding = selectedID
      heard.append(.selection(from: old, to: selectedID, cause: cause))
      if selectedID == refused {
        heard.append(.selection(from: selectedID, to: old, cause: .program))
        selected = ids.firstIndex(of: old)!
        binding = old
      }
    }

    /// The list becomes `new` (the selected item kept, or its nearest survivor, the later one on
    /// a tie).
    mutating func edit(to new: [Int]) {
      let old = selectedID
      let survivor =
        new.contains(old)
        ? old
        : ids.indices.filter { new.contains(ids[$0]) }
          .min {
            (abs($0 - selected), $0 < selected ? 1 : 0) < (
              abs($1 - selected), $1 < selected ? 1 : 0
            )
          }
          .map { ids[$0] }!
      ids = new
      selected = new.firstIndex(of: survivor)!
      if survivor != old {
        heard.append(.selection(from: old, to: survivor, cause: .dataChange))
        if binding != nil { binding = survivor }
      }
    }
  }

  @Test(.timeLimit(.minutes(5))) func randomUseAgreesWithTheModel() {
    // A fiftieth of the engine's count: each step draws every frame of its motion.
    let sequences = propertySequenceCount() / 50
    for sequence in 0..<max(sequences, 1) {
      let seed = UInt64(sequence) &* 0x9E37_79B9 &+ 7
      var random = SeededGenerator(seed: seed)
      let options = UpdateCycleOptions.random(using: &random)
      guard !run(steps: 40, options: options, random: &random) else { continue }
      Issue.record("seed \(seed), \(options)")
      return
    }
  }

  /// One random sequence of `steps` steps; whether every check held.
  func run(steps: Int, options: UpdateCycleOptions, random: inout SeededGenerator) -> Bool {
    var expected = Expected(ids: Array(0..<(1 + random.below(6))))
    let screen = CarouselScreen(
      items: expected.ids.map { CarouselScreen.Item(id: $0) }, selection: .some(nil),
      options: options)
    screen.settings.configuration.autoplay = .seconds(60)
    screen.onSelectionChange = { [unowned screen] old, new, cause in
      if let new, let old, new == expected.refused, cause != .dataChange, cause != .program {
        screen.selection?.set(old)
      }
    }
    screen.appear()
    expected.heard = [.selection(from: nil, to: expected.selectedID, cause: .dataChange)]
    var heardBefore = 0
    for step in 0..<steps {
      let count = expected.ids.count
      // While the carousel is not shown, SwiftUI may render nothing of it: the app waits.
      switch expected.isShown ? random.below(9) : 2 {
      case 0:
        let id = random.below(3) == 0 ? 999 : expected.ids[random.below(count)]
        screen.setSelection(id)
        screen.wait(1)
        if let index = expected.ids.firstIndex(of: id) {
          // The app's own write moves the carousel and is no change it refuses.
          let refused = expected.refused
          expected.refused = nil
          expected.move(to: index, cause: .program)
          expected.refused = refused
        }
        expected.binding = expected.selectedID
      case 1:
        var ids = expected.ids
        if count > 1, random.below(2) == 0 {
          ids.remove(at: random.below(count))
        } else {
          ids.insert(expected.freshID, at: random.below(count + 1))
          expected.freshID += 1
        }
        screen.items = ids.map { CarouselScreen.Item(id: $0) }
        screen.update()
        screen.wait(1)
        expected.edit(to: ids)
      case 2:
        expected.isShown.toggle()
        if expected.isShown { screen.appear() } else { screen.disappear() }
      case 3:
        let forward = random.below(2) == 0
        screen.swipe(forward: forward)
        screen.wait(1)
        expected.move(to: expected.selected + (forward ? 1 : -1), cause: .swipe)
      case 4:
        let forward = random.below(2) == 0
        screen.user { $0.arrowPressed(forward ? .right : .left) }
        screen.wait(1)
        expected.move(to: expected.selected + (forward ? 1 : -1), cause: .keyboard)
      case 5:
        let index = random.below(count)
        screen.user { $0.indicatorSelected(index: index) }
        screen.wait(1)
        expected.move(to: index, cause: .indicator)
      case 6:
        // Time passes to autoplay's deadline: it advances, and rewinds after the last item.
        if let deadline = screen.taskDeadline {
          screen.wait(Double(screen.model.now.duration(to: deadline).components.seconds) + 1)
          expected.move(to: (expected.selected + 1) % count, cause: .autoplay)
        }
      case 7:
        expected.refused = random.below(2) == 0 ? nil : expected.ids[random.below(count)]
      default:
        screen.renderApp()
      }
      let heard = screen.heard.filter {
        if case .selection = $0 { return true }
        return false
      }
      let new = Array(heard[heardBefore...])
      heardBefore = heard.count
      // The built-in indicator draws nothing for one item: no pager either.
      let value =
        expected.ids.count > 1 ? "\(expected.selected + 1) of \(expected.ids.count)" : nil
      guard new == expected.heard, screen.selection?.value == expected.binding,
        screen.model.stage.selectedID == expected.selectedID,
        screen.indicatorValue == value,
        !expected.isShown || screen.focusedItem == expected.selectedID,
        screen.mismatchedDrawings == 0,
        (screen.taskDeadline != nil) == (expected.isShown && expected.ids.count > 1)
      else {
        Issue.record(
          """
          step \(step) (\(expected.isShown ? "shown" : "hidden")): heard \(new), expected \(expected.heard); binding \
          \(String(describing: screen.selection?.value)), expected \
          \(String(describing: expected.binding)); selected \
          \(String(describing: screen.model.stage.selectedID)), expected \(expected.selectedID); \
          drawn \(String(describing: screen.focusedItem)); value \
          \(String(describing: screen.indicatorValue)), expected \(String(describing: value)); deadline \
          \(String(describing: screen.taskDeadline)); mismatched drawings \(screen.mismatchedDrawings)
          """)
        return false
      }
      expected.heard = []
    }
    return true
  }
}
