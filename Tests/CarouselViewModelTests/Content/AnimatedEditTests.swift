import CarouselCore
import CarouselViewModel
import Testing
import UpdateCycleDouble

/// Edits of the items made inside `withAnimation`, through the update cycle's double: the
/// slots SwiftUI inserts and removes run their transitions, and the slots that move to their new
/// places animate with the app's animation, in the update the edit causes only, and only when
/// the carousel rests; without an animation nothing animates.
@MainActor @Suite struct AnimatedEditTests {
  typealias Change = ScreenDrawnChange

  /// A peek carousel over 0..<6 (three slots in view), showing 2, every option of the double.
  static func screen(
    _ ids: [Int] = Array(0..<6), options: UpdateCycleOptions = UpdateCycleOptions()
  )
    -> CarouselScreen
  {
    let screen = CarouselScreen(
      items: ids.map { CarouselScreen.Item(id: $0) }, selection: .some(2), options: options)
    screen.settings.configuration.style = .peek
    screen.appear()
    _ = screen.takeDrawnChanges()
    return screen
  }

  /// The selected item removed inside an animation: its slot leaves in the update of the app's
  /// change (its transition runs), then the next item moves to the center with the animation and
  /// the one after it comes into view with its transition. Without the animation, the same
  /// slots change and nothing animates. Also with duplicate IDs (each slot draws its own
  /// element).
  @Test(arguments: UpdateCycleOptions.all, [true, false]) func removingTheSelectedItem(
    options: UpdateCycleOptions, animated: Bool
  ) {
    for ids in [Array(0..<6), [0, 1, 1, 2, 3, 4]] {
      removeTheSelectedItem(from: Self.screen(ids, options: options), animated: animated)
    }
  }

  /// Removes 2, the selected item, from `screen`, inside an animation when `animated`.
  func removeTheSelectedItem(from screen: CarouselScreen, animated: Bool) {
    let options = screen.options
    screen.items.removeAll { $0.id == 2 }
    screen.update(withAnimation: animated)
    #expect(
      screen.takeDrawnChanges() == [
        Change(removed: [2], runsTransitions: animated, placementAnimates: false),
        Change(inserted: [4], moved: [3], runsTransitions: animated, placementAnimates: animated),
      ], "\(options)")
    #expect(screen.focusedItem == 3, "\(options)")
    #expect(screen.selection?.value == 3, "\(options)")
    #expect(screen.mismatchedDrawings == 0, "\(options)")
  }

  /// A neighbor removed inside an animation: the carousel stays on the selected item, the removed
  /// slot leaves with its transition and the next one comes into view with its transition.
  @Test(arguments: [(1, 0), (3, 4)]) func removingANeighbor(removed: Int, comesIntoView: Int) {
    let screen = Self.screen()
    screen.items.removeAll { $0.id == removed }
    screen.update(withAnimation: true)
    #expect(
      screen.takeDrawnChanges() == [
        Change(removed: [removed], runsTransitions: true, placementAnimates: false),
        Change(inserted: [comesIntoView], runsTransitions: true, placementAnimates: true),
      ])
    #expect(screen.focusedItem == 2)
    #expect(screen.selection?.value == 2)
  }

  /// An item inserted inside an animation, before the selected one or after it: the carousel
  /// stays on the selected item, the new slot comes in with its transition, and the slot it
  /// pushes out of view leaves with its transition, in the update the edit causes.
  @Test(arguments: [(2, 1), (3, 3)]) func inserting(at offset: Int, pushesOut: Int) {
    let screen = Self.screen()
    screen.items.insert(CarouselScreen.Item(id: 9), at: offset)
    screen.update(withAnimation: true)
    #expect(
      screen.takeDrawnChanges() == [
        Change(inserted: [9], removed: [pushesOut], runsTransitions: true, placementAnimates: true)
      ])
    #expect(screen.focusedItem == 2)
    #expect(screen.selection?.value == 2)
  }

  /// An update that disables animations (`withTransaction(\.disablesAnimations, true)` around
  /// the app's `withAnimation`) animates nothing.
  @Test func aTransactionThatDisablesAnimationsAnimatesNothing() {
    let screen = Self.screen()
    screen.items.removeAll { $0.id == 2 }
    screen.update(disablesAnimations: true, withAnimation: true)
    #expect(
      screen.takeDrawnChanges() == [
        Change(removed: [2], runsTransitions: true, placementAnimates: false),
        Change(inserted: [4], moved: [3], runsTransitions: false, placementAnimates: false),
      ])
  }

  /// The mark an animated edit leaves is for the frame right after it: the frames of a later
  /// move of the selection, inside an animation of the app's too, are the engine's, unanimated.
  @Test func theEditsMarkDoesNotOutliveItsFrame() {
    let screen = Self.screen()
    screen.items.removeAll { $0.id == 5 }
    screen.update(withAnimation: true)
    _ = screen.takeDrawnChanges()
    screen.selection?.set(3)
    screen.update(withAnimation: true)
    screen.wait(1)
    let changes = screen.takeDrawnChanges()
    #expect(!changes.isEmpty)
    #expect(changes.allSatisfy { !$0.placementAnimates })
    #expect(screen.focusedItem == 3)
  }

  /// An edit inside an animation that the slides draw nothing new for (the last item removed, or
  /// two items out of view swapped) leaves no mark for a later frame: the carousel resized inside
  /// an animation of the app's later moves its slots unanimated (the engine places them).
  @Test(arguments: [[0, 1, 2, 3, 4], [0, 1, 2, 3, 5, 4]]) func aLaterResizeIsNotAnimated(
    edited: [Int]
  ) {
    let screen = Self.screen()
    screen.items = edited.map { CarouselScreen.Item(id: $0) }
    screen.update(withAnimation: true)
    #expect(screen.takeDrawnChanges() == [])
    screen.size = CarouselSize(width: 300, height: 260)
    screen.update(withAnimation: true)
    let resize = screen.takeDrawnChanges()
    #expect(resize.map(\.moved) == [[1, 3]])
    #expect(resize.allSatisfy { !$0.placementAnimates })
  }

  /// An edit inside an animation while the carousel settles (from 2 to 5, 2 and 3 in view): the
  /// slots removed and inserted run their transitions, but the engine's motion keeps placing the
  /// slots frame by frame, so no placement animates, and the motion ends on the item it went to.
  @Test func anEditDuringASettleAnimatesNoPlacement() {
    let screen = Self.screen(Array(0..<8))
    screen.selection?.set(5)
    screen.update()
    screen.wait(0.05)
    #expect(screen.model.stage.isMoving)
    #expect(screen.drawnItems == [3, 2])
    _ = screen.takeDrawnChanges()
    screen.items.removeAll { $0.id == 3 }
    screen.update(withAnimation: true)
    // Transitions run in both updates; no placement animates.
    let transitionsOnly = [
      Change(removed: [3], runsTransitions: true, placementAnimates: false),
      Change(inserted: [1], moved: [2], runsTransitions: true, placementAnimates: false),
    ]
    #expect(screen.takeDrawnChanges() == transitionsOnly)
    screen.wait(2)
    #expect(screen.takeDrawnChanges().allSatisfy { !$0.runsTransitions && !$0.placementAnimates })
    #expect(!screen.model.stage.isMoving)
    #expect(screen.focusedItem == 5)
  }

  /// The last item removed inside an animation: its slot leaves with its transition, and the
  /// slides show the empty content.
  @Test func removingTheLastItemLeavesTheEmptyContent() {
    let screen = Self.screen([2])
    screen.items = []
    screen.update(withAnimation: true)
    #expect(
      screen.takeDrawnChanges() == [
        Change(removed: [2], runsTransitions: true, placementAnimates: false)
      ])
    #expect(screen.showsEmptyContent)
  }

  /// The carousel's first list is shown, not edited: its appearing inside an animation animates
  /// no placement, and the update after it carries no animation of the carousel's. A list that
  /// fills an emptied carousel inside an animation comes in with the items' transitions, as a
  /// `LazyHStack`'s would.
  @Test func aFirstListDoesNotAnimateAListThatFillsAnEmptyOneDoes() {
    let screen = CarouselScreen(items: [], selection: .some(2))
    screen.settings.configuration.style = .peek
    screen.items = (0..<6).map { CarouselScreen.Item(id: $0) }
    screen.appear(withAnimation: true)
    #expect(
      screen.takeDrawnChanges() == [
        Change(inserted: [1, 2, 3], runsTransitions: false, placementAnimates: false)
      ])
    #expect(screen.drawnItems.sorted() == [1, 2, 3])
    screen.items = []
    screen.update(withAnimation: true)
    screen.items = (0..<6).map { CarouselScreen.Item(id: $0) }
    screen.update(withAnimation: true)
    #expect(
      screen.takeDrawnChanges() == [
        Change(removed: [1, 2, 3], runsTransitions: true, placementAnimates: false),
        Change(inserted: [1, 2, 3], runsTransitions: true, placementAnimates: true),
      ])
  }
}
