import CarouselCore
import Testing
import UpdateCycleDouble

/// Random users on a carousel that scrolls freely (finite or looping, of one item length or of
/// their own lengths): drags, flicks, fingers that land and lift, cancellations, waits, steps
/// and selections from code, in any order. The selection follows the test's own model (it moves
/// only by a step or a selection, never with the scroll), the invariants hold after every event,
/// and a finite row comes to rest within its ends.
/// A failure prints its seed; `CAROUSEL_PROPERTY_SEQUENCES=N` runs more.
@Suite struct FreeScrollingPropertyTests {
  @Test func theSelectionMovesOnlyByPagingAndTheRowRestsWithinItsEnds() {
    for sequence in 0..<propertySequenceCount(default: 200) {
      let seed = UInt64(sequence)
      var random = SeededGenerator(seed: seed)
      let count = 1 + random.below(12)
      let loops = random.below(2) == 0
      let configuration = CarouselConfiguration(
        style: .paged, isLooping: loops, viewportWidth: 300, viewportHeight: 100,
        spacing: Double(random.below(12)), alignment: random.below(2) == 0 ? .leading : .center,
        mainItemLength: .points(Double(40 + random.below(200))), targetBehavior: .free)
      let clock = ManualClock()
      var engine = CarouselEngine<Int, ManualClock>(
        items: 0..<count, configuration: configuration, at: clock.now)
      if random.below(2) == 0 {
        engine.itemLengthsChanged(
          (0..<count).map { _ in Double(20 + random.below(200)) }, at: clock.now)
      }
      engine.appeared(at: clock.now)
      var selected = 0
      var events: [String] = []
      for _ in 0..<25 {
        let event = random.below(8)
        events.append("\(event)")
        switch event {
        case 0, 1:  // a drag, released with or without speed
          let sign = random.below(2) == 0 ? -1.0 : 1
          let points = sign * Double(random.below(500))
          engine.dragChanged(CarouselDrag(translationX: sign * 20, translationY: 0), at: clock.now)
          engine.dragEnded(
            CarouselDrag(
              translationX: sign * 20 + points, translationY: 0,
              velocityX: event == 0 ? sign * Double(random.below(8000)) : 0),
            at: clock.now)
        case 2:  // a finger lands and lifts
          engine.dragChanged(.touchDown, at: clock.now)
          engine.dragEnded(.touchDown, at: clock.now)
        case 3:  // a drag the system cancels
          engine.dragChanged(CarouselDrag(translationX: -20, translationY: 0), at: clock.now)
          engine.dragChanged(
            CarouselDrag(translationX: -Double(random.below(400)), translationY: 0), at: clock.now)
          engine.dragCancelled(at: clock.now)
        case 4:  // time passes
          clock.advance(by: .milliseconds(random.below(3000)))
        case 5:
          engine.next(at: clock.now)
          selected = count > 1 && loops ? (selected + 1) % count : min(selected + 1, count - 1)
        case 6:
          engine.previous(at: clock.now)
          selected = count > 1 && loops ? (selected + count - 1) % count : max(selected - 1, 0)
        default:
          let index = random.below(count)
          engine.select(index: index, animated: random.below(2) == 0, at: clock.now)
          selected = index
        }
        guard engine.selectedIndex == selected, engine.brokenInvariant == nil else {
          let problem = engine.brokenInvariant ?? "invariants hold"
          Issue.record(
            "seed \(seed): after \(events), selected \(engine.selectedIndex ?? -1), expected \(selected); \(problem)"
          )
          return
        }
      }
      clock.advance(by: .seconds(20))
      let rest = engine.position(at: clock.now)
      let ends = CarouselPosition(page: 0)...CarouselPosition(page: max(count - 1, 0))
      #expect(!engine.isMoving(at: clock.now), "seed \(seed)")
      #expect(loops || ends.contains(rest), "seed \(seed): rests at \(rest)")
    }
  }
}
