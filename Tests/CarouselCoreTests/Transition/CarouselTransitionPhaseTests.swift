import CarouselCore
import Testing

/// The phase every item of every style gets, against the test's own model: the item's page less
/// the position, in items (so the seam of a looping carousel changes nothing), the item nearest
/// the position as the identity (a half rounding up; past a finite carousel's ends, none), and
/// the item's index; the same mirrored or not.
@Suite struct CarouselTransitionPhaseTests {
  @Test(arguments: CarouselStyleName.allCases, [false, true])
  func everyItemsPhaseIsItsDistanceFromTheFocus(style: CarouselStyleName, isLooping: Bool) {
    for direction in [CarouselLayoutDirection.leftToRight, .rightToLeft] {
      for axis in [CarouselAxis.horizontal, .vertical] {
        // Quarter pages from well before the first item to well after the last: across the
        // seam both ways when looping, past the ends (where nothing but the edge shows) when not.
        for hundredths in stride(from: -250, through: 750, by: 25) {
          let position = position(hundredths: hundredths)
          let context = CarouselLayoutContext(
            count: 5, isLooping: isLooping, viewportWidth: 390,
            viewportHeight: 300, axis: axis, layoutDirection: direction
          ).positioned(at: position)
          let at = Double(hundredths) / 100
          // The nearest page, a half rounding up.
          let nearest = Int((at + 0.5).rounded(.down))
          style.style.forEachVisibleItem(in: context) { item in
            let phase = CarouselTransitionPhase(item)
            let expected = Double(item.page) - at
            #expect(
              isClose(phase.value, expected), "\(style) \(direction) \(axis) at \(at): \(item)")
            #expect(phase.index == ((item.page % 5) + 5) % 5)
            #expect(phase.isIdentity == (item.page == nearest))
          }
        }
      }
    }
  }

  /// A finger drags a third of a page forward: the focused item is a third of an item before
  /// the focus, its next neighbor two thirds after; the identity stays with the focused item
  /// until the drag passes halfway.
  @Test func aDragMovesThePhaseWithTheFinger() {
    var engine = CarouselEngine<String, ManualClock>(testing: ["a", "b", "c"])
    engine.appeared(at: at(0))
    engine.dragChanged(CarouselDrag(translationX: -20, translationY: 0), at: at(1))
    engine.dragChanged(CarouselDrag(translationX: -120, translationY: 0), at: at(1.1))
    let phases = engine.visibleItems(at: at(1.1)).map(CarouselTransitionPhase.init)
    expectValue(phases.map(\.index), [0, 1])
    #expect(isClose(phases[0].value, -1.0 / 3))
    #expect(isClose(phases[1].value, 2.0 / 3))
    expectValue(phases.map(\.isIdentity), [true, false])
    engine.dragChanged(CarouselDrag(translationX: -170, translationY: 0), at: at(1.2))
    expectValue(
      engine.visibleItems(at: at(1.2)).map { CarouselTransitionPhase($0).isIdentity },
      [false, true])
  }
}
