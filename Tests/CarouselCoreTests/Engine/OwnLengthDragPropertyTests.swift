import CarouselCore
import Testing
import UpdateCycleDouble

/// Random rows of items of their own lengths (zero lengths among them), centered or leading,
/// dragged by random fingers: between the ends the row follows the finger point for point,
/// and every release settles on an item, at rest on its page.
/// A failure prints its seed; `CAROUSEL_PROPERTY_SEQUENCES=N` runs more.
@Suite struct OwnLengthDragPropertyTests {
  @Test func theRowFollowsTheFingerAndSettlesOnAnItem() {
    for sequence in 0..<propertySequenceCount(default: 300) {
      let seed = UInt64(sequence)
      var random = SeededGenerator(seed: seed)
      let count = 1 + random.below(30)
      let configuration = CarouselConfiguration(
        style: random.below(2) == 0 ? .paged : .peek, viewportWidth: 390, viewportHeight: 100,
        spacing: Double(random.below(16)), alignment: random.below(2) == 0 ? .leading : .center)
      let clock = ManualClock()
      var engine = CarouselEngine<Int, ManualClock>(
        items: 0..<count, configuration: configuration, at: clock.now)
      engine.itemLengthsChanged(
        (0..<count).map { _ in random.below(5) == 0 ? 0 : Double(random.below(300)) },
        at: clock.now)
      engine.appeared(at: clock.now)
      engine.select(index: random.below(count), animated: false, at: clock.now)
      guard let row = engine.layoutGeometry.row else {
        Issue.record("seed \(seed): no row")
        return
      }
      var translation = -20.0
      engine.dragChanged(CarouselDrag(translationX: translation, translationY: 0), at: clock.now)
      for _ in 0..<6 {
        let before = engine.position(at: clock.now)
        let step = Double(random.below(400)) - 200
        translation += step
        engine.dragChanged(
          CarouselDrag(translationX: translation, translationY: 0), at: clock.now)
        let after = engine.position(at: clock.now)
        let ends = CarouselPosition(page: 0)...CarouselPosition(page: count - 1)
        guard ends.contains(before), ends.contains(after) else { continue }
        let moved = row.coordinate(at: after) - row.coordinate(at: before)
        guard abs(moved + step) < 1e-6 else {
          Issue.record("seed \(seed): the finger moved \(-step), the row \(moved)")
          return
        }
      }
      engine.dragEnded(
        CarouselDrag(
          translationX: translation, translationY: 0,
          velocityX: Double(random.below(4_000)) - 2_000),
        at: clock.now)
      clock.advance(by: .seconds(30))
      engine.tick(at: clock.now)
      guard let selected = engine.selectedIndex, (0..<count).contains(selected),
        engine.position(at: clock.now) == CarouselPosition(page: selected)
      else {
        Issue.record("seed \(seed): at \(engine.position(at: clock.now)) after the release")
        return
      }
    }
  }
}
