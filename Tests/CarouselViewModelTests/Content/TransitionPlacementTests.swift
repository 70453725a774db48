import CarouselCore
import CarouselViewModel
import Testing
import UpdateCycleDouble

/// What the app's per-item effect reads reaches each drawn slot: in a row of three whole tiles
/// (`scrollTransition`'s example, `phase.isIdentity ? 1 : 0.85`), every whole tile is at the
/// identity phase at rest, on every page; a tile cut by an edge is not; and while the row moves
/// a tile on its way out is blended between the phases.
@MainActor @Suite struct TransitionPlacementTests {
  /// The scale `scaleEffect(phase.isIdentity ? 1 : 0.85)` comes to, blended as the slot view
  /// blends it.
  private func scale(_ drawn: ScreenDrawnPlacement) -> Double {
    let blend = drawn.blend(.interactive)
    func effect(_ phase: CarouselTransitionPhase) -> Double { phase.isIdentity ? 1 : 0.85 }
    return effect(blend.from) + (effect(blend.to) - effect(blend.from)) * blend.fraction
  }

  @Test(arguments: UpdateCycleOptions.all) func everyWholeTileOfARowIsAtIdentity(
    options: UpdateCycleOptions
  ) {
    let screen = CarouselScreen(
      items: (0..<8).map { CarouselScreen.Item(id: $0) }, selection: .some(nil), options: options)
    screen.settings.configuration.layout.mainItemLength = .count(3)
    screen.settings.configuration.layout.spacing = 8
    // Leading, as a store's row: three whole tiles on every page, the last screenful too.
    screen.settings.configuration.layout.alignment = .leading
    screen.appear()
    for page in 0..<8 {
      let drawn = screen.drawnPlacements
      let itemLength = (390.0 - 2 * 8) / 3
      let whole = drawn.filter { abs($0.placement.centerDistance) + itemLength / 2 <= 195 + 1e-9 }
      #expect(whole.count == 3, "\(options) page \(page)")
      for tile in drawn {
        let isWhole = whole.contains { $0.item == tile.item }
        #expect((scale(tile) == 1) == isWhole, "\(options) page \(page): item \(tile.item)")
      }
      screen.user { _ = $0.arrowPressed(.right) }
      screen.wait(1)
    }
  }

  @Test func aTileLeavingTheRowIsBlendedWhileTheRowMoves() {
    let screen = CarouselScreen(
      items: (0..<8).map { CarouselScreen.Item(id: $0) }, selection: .some(nil))
    screen.settings.configuration.layout.mainItemLength = .count(3)
    screen.settings.configuration.layout.alignment = .leading
    screen.appear()
    screen.user { _ = $0.arrowPressed(.right) }
    screen.wait(0.1)
    let leaving = screen.drawnPlacements.first { $0.item == 0 }
    let blend = leaving?.blend(.interactive)
    #expect(blend?.to == CarouselTransitionPhase(value: -1, isIdentity: false, index: 0))
    #expect((blend?.fraction ?? 0) > 0 && (blend?.fraction ?? 1) < 1)
    #expect(leaving.map(scale).map { $0 > 0.85 && $0 < 1 } == true)
  }
}
