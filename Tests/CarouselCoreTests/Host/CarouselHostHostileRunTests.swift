import CarouselCore
import Testing

/// Runs at the ends of `Int` never trap: `Int.min..<Int.max`, whose count no `Int` holds (cut
/// to its first `Int.max` items), runs of `Int.max` items, of one item at either end, empty at
/// either end, each driven through every kind of event in every style, looping and not, and
/// changed into one another and into arrays of the extreme integers. The bounds are written
/// from `Int.min` and `Int.max`, so a 32-bit build runs the same cases at its own ends.
@Suite struct CarouselHostHostileRunTests {
  @Test(.timeLimit(.minutes(3))) func hostileRunsNeverTrap() async {
    await #expect(processExitsWith: .success) {
      var checksum = 0.0
      for bounds in hostileRuns {
        for looping in [false, true] {
          checksum += driveThroughEveryEvent(bounds, looping: looping)
        }
      }
      print(checksum)
    }
  }

  /// What the hostile runs show, literally: the cut run's count and ends, and the selection
  /// by ID at the last integer a run can hold.
  @Test func hostileRunsShowTheirEnds() {
    var host = CarouselHost<Int, ManualClock>(at: at(0))
    host.itemsChanged(run: Int.min..<Int.max, binding: .id(-2), at: at(0))
    #expect(host.engine.selectedIndex == Int.max - 1)
    #expect(host.proxy.count == Int.max)
    host.itemsChanged(run: (Int.max - 1)..<Int.max, binding: .id(-2), at: at(1))
    #expect(host.engine.selectedID == Int.max - 1)
    host.itemsChanged(run: 0..<Int.max, binding: .id(Int.max - 1), at: at(2))
    #expect(host.engine.selectedIndex == Int.max - 1)
    host.itemsChanged(run: Int.max..<Int.max, binding: .id(Int.max - 1), at: at(3))
    #expect(host.engine.selectedID == nil)
    #expect(host.proxy.count == 0)
  }
}

/// Runs at the ends of `Int`.
private let hostileRuns: [Range<Int>] = [
  Int.min..<Int.max, (Int.min + 1)..<Int.max, -1..<Int.max, 0..<Int.max, Int.min..<(-1),
  Int.min..<0, (Int.max - 1)..<Int.max, Int.min..<(Int.min + 1), Int.max..<Int.max,
  Int.min..<Int.min, 0..<1_000_000_000,
]

/// A host over `bounds`, on screen, driven through every kind of event, its list changed into
/// the other hostile runs and arrays and back: a sum of what it drew, so that nothing is left out.
private func driveThroughEveryEvent(_ bounds: Range<Int>, looping: Bool) -> Double {
  var host = CarouselHost<Int, ManualClock>(at: at(0))
  var seconds = 0.0
  var drawn = 0.0
  func now() -> ManualClock.Instant {
    seconds += 0.37
    return at(seconds)
  }
  func draw() {
    let frame = host.frame(at: now(), configuredAs: host.engine.configuration)
    for slot in frame.slots.array { drawn += slot.item.offset + Double(slot.id.id % 7) }
    let engine = host.engine
    let position = engine.indicatorPosition(at: at(seconds))
    drawn += position.fraction + engine.indicatorProgress(at: at(seconds))
    for dot in engine.pageIndicator.dots(at: position) { drawn += dot.slot }
    drawn += Double(engine.accessibility.value.count + (host.scrollAnnouncement != nil ? 1 : 0))
    drawn += Double(host.proxy.count % 7) + Double(host.stage.stillSlots?.count ?? 0)
  }
  host.configure(.testing(looping: looping, autoplay: .seconds(1)), at: now())
  host.appeared(at: now())
  host.itemsChanged(run: bounds, binding: .id(Int.max), animated: true, at: now())
  draw()
  for value in [
    CarouselBoundSelection<Int>.index(Int.max), .index(Int.max - 1), .index(Int.min), .id(Int.min),
    .id(Int.max - 1), .id(-2), .index(0), .id(nil),
  ] {
    host.bindingChanged(value, animated: true, at: now())
    draw()
  }
  for index in [Int.max, Int.max - 1, Int.min, 0, 1] {
    host.select(index: index, animated: true, at: now())
    host.userSelected(index: index, cause: .indicator, at: now())
    host.accessibilityFocused(page: index, at: now())
    draw()
  }
  for id in [Int.max, Int.max - 1, Int.min, -2, 0] {
    host.select(id, animated: true, at: now())
    host.itemNamed("Day", id: id, at: now())
    draw()
  }
  host.itemDurationsChanged([Int.max - 1: .seconds(1), Int.min: .seconds(2)], at: now())
  for step in [CarouselStep.next, .previous, .previous, .next] {
    host.userStepped(step, cause: .keyboard, at: now())
    host.step(step, at: now())
    draw()
  }
  for translation in [-1e12, 1e12, -350, 350, 0] {
    host.touchLanded(at: now())
    host.dragChanged(
      CarouselDrag(
        translationX: translation, translationY: 0, velocityX: -translation, velocityY: 0),
      at: now())
    draw()
    host.dragEnded(
      CarouselDrag(
        translationX: translation, translationY: 0, velocityX: translation, velocityY: 0),
      at: now())
    draw()
  }
  for _ in 0..<4 {
    if let deadline = host.stage.driverDeadline {
      seconds = max(seconds, Double(deadline.offset.components.seconds) + 0.5)
      host.tick(at: now())
    }
    host.motionEnded(at: now())
    draw()
  }
  for style in CarouselStyleName.allCases {
    var configuration = host.engine.configuration
    configuration.style = style.style
    configuration.targetBehavior = style.rawValue.count % 2 == 0 ? .screenful : .item
    host.configure(configuration, at: now())
    host.userStepped(.next, cause: .accessibility, at: now())
    draw()
  }
  for other in hostileRuns + [bounds] {
    host.itemsChanged(run: other, binding: host.binding, animated: true, at: now())
    draw()
  }
  host.itemsChanged([Int.max, Int.min, -1, 0, Int.max - 1], binding: .id(Int.min), at: now())
  draw()
  host.itemsChanged(run: bounds, binding: .index(Int.max), at: now())
  draw()
  host.disappeared(at: now())
  draw()
  return drawn
}
