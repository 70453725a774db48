import CarouselCore
import CarouselViewModel
import Testing
import UpdateCycleDouble

/// VoiceOver's focus landing on a slot (`CarouselModel.accessibilityFocused(page:)`), through the
/// update cycle's double: the row follows it, as a scroll view does.
@MainActor @Suite struct AccessibilityFocusTests {
  /// A leading row of three tiles a screen over 8 items, the first selected, shown.
  static func row(options: UpdateCycleOptions) -> CarouselScreen {
    let screen = CarouselScreen(
      items: (0..<8).map { CarouselScreen.Item(id: $0) }, selection: .some(0), options: options)
    screen.settings.configuration.layout.alignment = .leading
    screen.settings.configuration.layout.mainItemLength = .count(3)
    screen.appear()
    return screen
  }

  /// Three tiles in view; VoiceOver moves on to the partly shown 4th: the row moves one item, so
  /// the 4th is wholly in view at the trailing edge; the app's binding is written and its
  /// selection callback hears VoiceOver as the cause.
  @Test(arguments: UpdateCycleOptions.all) func focusOnTheFourthTileBringsItIntoView(
    options: UpdateCycleOptions
  ) throws {
    let screen = Self.row(options: options)
    #expect(screen.drawnItems.contains(3), "\(options)")
    screen.user { $0.accessibilityFocused(page: 3) }
    screen.wait(2)
    #expect(screen.focusedItem == 1, "\(options)")
    #expect(screen.selection?.value == 1, "\(options)")
    #expect(
      screen.heard.selections == [.selection(from: 0, to: 1, cause: .accessibility)],
      "\(options)")
    let still = try #require(screen.model.stage.stillSlots)
    #expect(
      still.filter(\.isReachable).map(\.item.index).sorted() == [1, 2, 3], "\(options)")
  }

  /// While the row moves to the 4th tile, that tile stays in the accessibility tree under
  /// VoiceOver's focus (a motion's frame makes only the focused item accessible); at rest, the
  /// slots' own rule holds, whatever VoiceOver's focus.
  @Test(arguments: UpdateCycleOptions.all) func theFocusedTileStaysInTheTreeWhileTheRowMoves(
    options: UpdateCycleOptions
  ) throws {
    let screen = Self.row(options: options)
    let configuration = screen.settings.placed(
      in: screen.size, safeArea: CarouselEdgeInsets(), layoutDirection: .leftToRight)
    screen.user { $0.accessibilityFocused(page: 3) }
    screen.wait(0.05)
    #expect(screen.model.stage.isMoving, "\(options)")
    let moving = screen.model.frame(configuredAs: configuration).slots
    let fourth = try #require(moving.first { $0.item.page == 3 }, "\(options)")
    #expect(!fourth.isInAccessibilityTree, "\(options)")
    #expect(screen.model.isInAccessibilityTree(fourth, voiceOverFocus: 3), "\(options)")
    #expect(!screen.model.isInAccessibilityTree(fourth, voiceOverFocus: 2), "\(options)")
    #expect(!screen.model.isInAccessibilityTree(fourth, voiceOverFocus: nil), "\(options)")
    screen.wait(2)
    #expect(!screen.model.stage.isMoving, "\(options)")
  }

  /// At rest VoiceOver's focus keeps no slot in the tree: a stack's covered cards stay out.
  @Test func atRestTheSlotsOwnRuleHolds() {
    let screen = CarouselScreen(
      items: (0..<5).map { CarouselScreen.Item(id: $0) }, selection: .some(2))
    screen.settings.configuration.style = .stack
    screen.appear()
    let configuration = screen.settings.placed(
      in: screen.size, safeArea: CarouselEdgeInsets(), layoutDirection: .leftToRight)
    let slots = screen.model.frame(configuredAs: configuration).slots
    #expect(slots.contains { !$0.isInAccessibilityTree })
    for slot in slots {
      #expect(
        screen.model.isInAccessibilityTree(slot, voiceOverFocus: slot.item.page)
          == slot.isInAccessibilityTree)
    }
  }

  /// Focus on a tile in view, or leaving the slots: nothing moves, nothing is heard.
  @Test(arguments: UpdateCycleOptions.all) func focusInViewMovesNothing(
    options: UpdateCycleOptions
  ) {
    let screen = Self.row(options: options)
    let heard = screen.heard
    screen.user { $0.accessibilityFocused(page: 2) }
    screen.user { $0.accessibilityFocused(page: nil) }
    #expect(!screen.model.stage.isMoving, "\(options)")
    #expect(screen.focusedItem == 0, "\(options)")
    #expect(screen.selection?.value == 0, "\(options)")
    #expect(screen.heard == heard, "\(options)")
  }
}
