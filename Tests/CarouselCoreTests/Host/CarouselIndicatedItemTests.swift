import CarouselCore
import Testing

private typealias Host = CarouselHost<String, ManualClock>

/// The item the built-in indicator marks: it changes per page (a drag passing halfway, a move's
/// target), never per frame, and the stage publishes exactly when it changes.
@Suite struct CarouselIndicatedItemTests {
  /// A host over five items on 390-point pages, on screen at 0 s, with item `selected` shown.
  private func host(isLooping: Bool = false, selected: String = "a") -> Host {
    var host = Host(at: at(0))
    host.configure(
      CarouselConfiguration(
        isLooping: isLooping, autoplay: .off, viewportWidth: 390, viewportHeight: 260),
      at: at(0))
    host.itemsChanged(["a", "b", "c", "d", "e"], selecting: selected, at: at(0))
    host.appeared(at: at(0))
    return host
  }

  /// A drag sample `points` toward the next page beyond the first sample's 20.
  private func drag(_ points: Double) -> CarouselDrag {
    CarouselDrag(translationX: -20 - points, translationY: 0)
  }

  /// Dragged forward, the dots move to the next item as the drag passes halfway (195 points of
  /// 390) and back when it returns; the selection stays until the release, and the stage is
  /// published at the two crossings only.
  @Test func aDragMovesTheDotsAtHalfwayAndPublishesOnlyThen() {
    var host = host()
    host.dragChanged(drag(0), at: at(1))
    var marked: [Int?] = []
    var published: [Bool] = []
    for (step, points) in [80.0, 190, 200, 300, 200, 190, 60].enumerated() {
      let changes = host.dragChanged(drag(points), at: at(1.1 + Double(step) / 10))
      marked.append(host.stage.indicator.indicatedIndex)
      published.append(changes.contains(.stage))
    }
    expectValue(marked, [0, 0, 1, 1, 1, 0, 0])
    expectValue(published, [false, false, true, false, false, true, false])
    expectValue(host.engine.selectedIndex, 0)
    expectValue(host.stage.indicator.accessibility.selectedIndex, 0)
  }

  /// Past halfway the compact form and the dots show the next item while VoiceOver's value is
  /// still the selection; released there, the selection catches up and the mark stays.
  @Test func theCompactFormFollowsTheMarkAndTheReleaseKeepsIt() {
    var host = host()
    host.dragChanged(drag(0), at: at(1))
    host.dragChanged(drag(220), at: at(1.2))
    let dragged = host.stage.indicator
    expectValue(dragged.compactLabel, "2 / 5")
    expectValue(dragged.dots.map(\.emphasis), [0, 1, 0, 0, 0])
    expectValue(dragged.accessibility.selectedIndex, 0)
    host.dragEnded(drag(220), at: at(1.3))
    expectValue(host.engine.selectedIndex, 1)
    expectValue(host.stage.indicator.indicatedIndex, 1)
  }

  /// A looping carousel dragged back from the first item marks the last past halfway; a finite
  /// one pulled past its first item keeps marking it (the rubber band shows no item before).
  @Test(arguments: [true, false])
  func draggingBackFromTheFirstItem(isLooping: Bool) {
    var host = host(isLooping: isLooping)
    host.dragChanged(CarouselDrag(translationX: 20, translationY: 0), at: at(1))
    host.dragChanged(CarouselDrag(translationX: 20 + 300, translationY: 0), at: at(1.2))
    expectValue(host.stage.indicator.indicatedIndex, isLooping ? 4 : 0)
  }

  /// A move marks its target from its first frame, and nothing changes the mark while it
  /// settles: the dots move once, not with the motion.
  @Test func aMoveMarksItsTargetAtOnce() {
    var host = host()
    host.step(.next, at: at(1))
    expectValue(host.stage.isMoving, true)
    expectValue(host.stage.indicator.indicatedIndex, 1)
    let changes = host.motionEnded(at: at(3))
    expectValue(host.stage.indicator.indicatedIndex, 1)
    expectValue(changes.contains(.stage), true)  // the motion's end, not the mark
  }

  /// Without items nothing is marked; with one, it is.
  @Test func emptyAndSingleLists() {
    var host = host()
    host.itemsChanged([], selecting: nil, at: at(1))
    expectValue(host.stage.indicator.indicatedIndex, nil)
    host.itemsChanged(["only"], selecting: nil, at: at(2))
    expectValue(host.stage.indicator.indicatedIndex, 0)
  }

  /// The dots move to a new mark over a quarter second, at once with Reduce Motion on.
  @Test func theDotsChangeAtOnceWithReduceMotion() {
    var host = host()
    expectValue(host.stage.indicator.dotChangeDuration, 0.25)
    host.reduceMotionChanged(true, at: at(1))
    expectValue(host.stage.indicator.dotChangeDuration, 0)
  }
}
