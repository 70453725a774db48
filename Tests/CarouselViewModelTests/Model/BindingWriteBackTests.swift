import CarouselCore
import CarouselViewModel
import Testing
import UpdateCycleDouble

/// The binding is re-read after the app is called back: an app that sets it back inside
/// `onCarouselSelectionChange` (a paywall's veto) is heard, whether SwiftUI shows its write
/// before the next update or not (finding B2).
@MainActor @Suite struct BindingWriteBackTests {
  static let items = (0..<5).map { CarouselScreen.Item(id: $0) }

  @Test(arguments: UpdateCycleOptions.all) func aVetoInACallbackMovesTheCarouselBack(
    options: UpdateCycleOptions
  ) {
    let screen = CarouselScreen(items: Self.items, selection: .some(0), options: options)
    screen.onSelectionChange = { [unowned screen] old, new, _ in
      if new == 2 { screen.selection?.set(old) }
    }
    screen.appear()
    screen.swipe(forward: true)
    screen.wait(1)
    #expect(screen.selection?.value == 1, "\(options)")
    screen.swipe(forward: true)
    screen.wait(1)
    #expect(screen.selection?.value == 1, "\(options)")
    #expect(screen.model.stage.selectedID == 1, "\(options)")
    #expect(screen.focusedItem == 1, "\(options)")
    #expect(
      screen.heard.selections == [
        .selection(from: 0, to: 1, cause: .swipe), .selection(from: 1, to: 2, cause: .swipe),
        .selection(from: 2, to: 1, cause: .program),
      ], "\(options)")
  }

  @Test(arguments: UpdateCycleOptions.all) func aWriteOfTheSameValueMovesNothing(
    options: UpdateCycleOptions
  ) {
    let screen = CarouselScreen(items: Self.items, selection: .some(0), options: options)
    screen.onSelectionChange = { [unowned screen] _, new, _ in screen.selection?.set(new) }
    screen.appear()
    screen.swipe(forward: true)
    screen.wait(1)
    #expect(screen.selection?.value == 1, "\(options)")
    #expect(screen.focusedItem == 1, "\(options)")
    #expect(
      screen.heard.selections == [.selection(from: 0, to: 1, cause: .swipe)], "\(options)")
  }
}

extension [CarouselScreen.Heard] {
  /// The selection changes heard, leaving out the first list's (`dataChange`).
  var selections: [CarouselScreen.Heard] {
    filter {
      guard case .selection(_, _, let cause) = $0 else { return false }
      return cause != .dataChange
    }
  }
}
