import CarouselCore
import Testing

/// The bad-input matrix of docs/RELIABILITY.md: one test per row, each checking the documented
/// outcome (the state kept, the diagnostic text), and one exit test that runs every row's input
/// in a child process to prove that none of it traps.
@Suite struct BadInputMatrixTests {
  @Test(.timeLimit(.minutes(2))) func noRowEverTraps() async {
    await #expect(processExitsWith: .success) {
      for scenario in badInputScenarios { _ = scenario() }
    }
  }

  @Test func noItemsSelectNothingAndScheduleNothing() {
    let carousel = noItems()
    #expect(carousel.selectedID == nil)
    #expect(carousel.nextDeadline == nil)
    #expect(carousel.position(at: at(60)) == CarouselPosition(page: 0))
    #expect(carousel.accessibility.value == "")
    #expect(Array(carousel.pageIndicator.dots(at: carousel.indicatorPosition(at: at(60)))) == [])
    #expect(carousel.visibleItems(at: at(60)).count == 0)
    #expect(carousel.diagnostics == [])
  }

  @Test func oneItemNeverLoopsNorSchedules() {
    let carousel = oneItem()
    #expect(carousel.selectedID == 7)
    #expect(carousel.nextDeadline == nil)
    #expect(carousel.position(at: at(60)) == CarouselPosition(page: 0))
    #expect(carousel.visibleItems(at: at(60)).map(\.index) == [0])
  }

  @Test func twoLoopingItemsCrossTheSeamWithoutAJumpOrARepeatedIdentity() {
    let (carousel, positions) = twoLoopingItemsAcrossTheSeam()
    #expect(carousel.selectedID == 0)
    // Every frame moves forward by less than a page: no jump back at the seam.
    let steps = zip(positions.dropFirst(), positions).map { $0.offset(from: $1) }
    #expect(steps.allSatisfy { $0 >= 0 && $0 < 1 })
    for frame in stride(from: 2.0, through: 3.0, by: 0.05) {
      let identities = carousel.visibleItems(at: at(frame)).map(\.identity)
      #expect(Set(identities).count == identities.count)
    }
  }

  @Test func duplicateIDsKeepTheFirstOccurrence() {
    let carousel = duplicateIDs()
    #expect(carousel.ids == [1, 2, 3])
    #expect(carousel.selectedID == 2)
    #expect(
      carousel.diagnostics.map(\.message) == [
        "Carousel items contain 2 duplicate ID(s); only the first item with each ID is shown."
      ])
  }

  /// A run whose count no `Int` holds shows its first `Int.max` IDs, and every event works at
  /// its ends.
  @Test func aRunLongerThanIntMaxShowsItsFirstIntMaxIDs() {
    let carousel = runLongerThanIntMax()
    #expect(carousel.itemIDs.count == Int.max)
    #expect(carousel.itemIDs.last == -2)
    #expect(carousel.selectedID == Int.min)  // the next after the last, -2, looping
    #expect(
      carousel.diagnostics.map(\.message) == [
        "Carousel run \(Int.min)..<\(Int.max) holds more IDs than an Int counts; only the first "
          + "\(Int.max) are shown.",
        // The 1 that `sendEveryEvent` selects is not shown: the first `Int.max` IDs end at -2.
        "Carousel selection names an ID that is not among the items; a valid item was selected "
          + "instead.",
      ])
  }

  @Test func aMissingSelectionKeepsTheCurrentItem() {
    let carousel = missingSelection()
    #expect(carousel.selectedID == 2)
    #expect(
      carousel.diagnostics.map(\.message) == [
        "Carousel selection names an ID that is not among the items; a valid item was selected "
          + "instead."
      ])
  }

  @Test func removingTheSelectedItemSelectsItsNearestSurvivor() {
    let (afterRemoval, afterRemovingAll, afterEmptying) = removedSelection()
    #expect(afterRemoval == 4)  // 3 was removed; 4 followed it
    #expect(afterRemovingAll == 10)  // none survived: the first new item
    #expect(afterEmptying == nil)
  }

  /// FSPagerView #308: data reloaded during an auto-slide froze it.
  @Test func aReloadDuringAnAutoSlideKeepsItGoing() {
    let (carousel, selected) = reloadDuringAutoSlide()
    #expect(selected == [1, 1, 2])
    #expect(carousel.nextDeadline == at(9))
    #expect(carousel.position(at: at(9)) == CarouselPosition(page: 3))
  }

  /// FSPagerView #375: selecting right after a reload crashed.
  @Test func selectingRightAfterAReloadIsSafe() {
    let carousel = selectionAfterReload()
    #expect(carousel.ids == [0, 1])
    #expect(carousel.selectedID == 1)
  }

  /// FSPagerView #272: a carousel paused off screen came back on its first page.
  @Test func pausedOffScreenItComesBackWhereItWas() {
    let carousel = pausedOffScreen()
    #expect(carousel.selectedID == 2)
    #expect(!carousel.isPlaying)
    #expect(carousel.nextDeadline == nil)
    #expect(carousel.autoplayProgress(at: at(100)) == 0)  // a full wait when played again
  }

  @Test func invalidIndicesDoNothing() {
    let carousel = invalidIndices()
    #expect(carousel.selectedID == 1)
    #expect(carousel.position(at: at(9)) == CarouselPosition(page: 1))
  }

  @Test func badIntervalsTurnAutoplayOffOrAreClamped() {
    let (waits, messages) = badIntervals()
    #expect(waits == [nil, nil, nil, nil, nil, .milliseconds(500), .seconds(1_000_000_000)])
    #expect(
      messages == [
        "Carousel autoplay interval nan s is not a positive finite number; autoplay is off.",
        "Carousel autoplay interval inf s is not a positive finite number; autoplay is off.",
        "Carousel autoplay interval -inf s is not a positive finite number; autoplay is off.",
        "Carousel autoplay interval 0.0 s is not a positive finite number; autoplay is off.",
        "Carousel autoplay interval -2.0 s is not a positive finite number; autoplay is off.",
        "Carousel autoplay interval 1e-09 s is below the minimum; using 0.5 s.",
      ])
  }

  @Test func badItemDurationsWaitForTheInterval() {
    let carousel = badItemDurations()
    #expect(carousel.nextDeadline == at(3))
    #expect(
      carousel.diagnostics.map(\.message) == [
        "Carousel autoplay duration nan s of item 0 is not a positive finite number; that item "
          + "waits for the interval."
      ])
  }

  @Test func zeroLengthsMakeDragsMoveNothing() {
    let carousel = zeroViewport()
    #expect(carousel.pageLength == 0)
    #expect(carousel.selectedID == 0)
    #expect(carousel.diagnostics == [])
  }

  @Test func invalidLengthsCountAsZero() {
    let carousel = invalidLengths()
    #expect(carousel.pageLength == 0)
    #expect(
      carousel.diagnostics.map(\.message) == [
        "Carousel viewport width nan is not a finite non-negative number; using 0.",
        "Carousel viewport height -inf is not a finite non-negative number; using 0.",
        "Carousel spacing -5.0 is not a finite non-negative number; using 0.",
      ])
  }

  /// Found by the fuzzer: a huge but finite length (or a huge item fraction) made the page
  /// length and the items' offsets infinite. Lengths are lowered to 10^9 points.
  @Test(arguments: CarouselStyleName.allCases)
  func hugeFiniteLengthsKeepEveryOutputFinite(style: CarouselStyleName) {
    for carousel in hugeLengths(style: style) {
      #expect(carousel.pageLength.isFinite)
      #expect(carousel.pageLength <= 2e9)  // an item length and a spacing of 10^9 each
      for item in carousel.visibleItems(at: at(1.2)) {
        #expect(item.mainOffset.isFinite && item.crossOffset.isFinite && item.scale.isFinite)
      }
    }
  }

  @Test func insetsLongerThanTheViewportAreScaledDown() {
    let carousel = oversizedInsets()
    #expect(
      carousel.diagnostics.map(\.message) == [
        "Carousel insets of 500.0 pt exceed the 300.0 pt viewport; they were scaled down to fit."
      ])
    #expect(carousel.pageLength == 0)
  }

  @Test func nonFiniteDragValuesMoveNothing() {
    let carousel = nonFiniteDrags()
    #expect(carousel.selectedID == 2)
    #expect(carousel.position(at: at(9)) == CarouselPosition(page: 2))
  }

  @Test func everyStyleAxisDirectionAndLoopingModeStaysFinite() {
    #expect(everyLayoutMode() == 0)
  }

  /// A `now` earlier than an earlier event's is taken as given: nothing traps, a motion shows
  /// its start before it began, a deadline set then is at or after that `now`, and a tick before
  /// the deadline does nothing.
  @Test func aClockThatGoesBackwardsIsTakenAsGiven() {
    let (carousel, deadlines) = backwardsClock()
    #expect(deadlines == [at(3), at(4), at(4)])
    #expect(carousel.selectedID == 1)
    #expect(carousel.position(at: at(0.5)) == CarouselPosition(page: 0))
  }

  @Test func aRepeatedTickAtTheSameInstantAdvancesOnce() {
    let carousel = repeatedInstant()
    #expect(carousel.selectedID == 1)
    #expect(carousel.nextDeadline == at(6))
  }

  @Test func repeatedBadInputCannotGrowTheDiagnostics() {
    let carousel = manyBadInputs()
    #expect(carousel.diagnostics.count == Engine.maximumPendingDiagnostics)
  }
}

/// Every row's input, for the exit test.
private let badInputScenarios: [@Sendable () -> Any] = [
  { noItems() }, { oneItem() }, { twoLoopingItemsAcrossTheSeam() }, { duplicateIDs() },
  { missingSelection() }, { removedSelection() }, { reloadDuringAutoSlide() },
  { selectionAfterReload() }, { pausedOffScreen() }, { invalidIndices() }, { badIntervals() },
  { badItemDurations() }, { zeroViewport() }, { invalidLengths() },
  { CarouselStyleName.allCases.map(hugeLengths) }, { oversizedInsets() }, { nonFiniteDrags() },
  { everyLayoutMode() }, { backwardsClock() }, { repeatedInstant() }, { manyBadInputs() },
  { runLongerThanIntMax() },
]

/// Every event a host can send, at `seconds`, including a drag with a release.
private func sendEveryEvent(to carousel: inout Engine, at seconds: Double) {
  let now = at(seconds)
  carousel.appeared(at: now)
  carousel.next(at: now)
  carousel.previous(at: now)
  carousel.select(index: 0, at: now)
  carousel.select(1, at: now)
  carousel.drag(0.8, at: seconds)
  carousel.release(at: 0.8, velocity: 3, seconds: seconds + 0.1)
  carousel.dragChanged(.touchDown, at: now)
  carousel.dragCancelled(at: now)
  carousel.togglePlayback(at: now)
  carousel.togglePlayback(at: now)
  carousel.reduceMotionChanged(true, at: now)
  carousel.reduceMotionChanged(false, at: now)
  carousel.voiceOverChanged(true, at: now)
  carousel.voiceOverChanged(false, at: now)
  carousel.sceneChanged(to: .background, at: now)
  carousel.sceneChanged(to: .active, at: now)
  carousel.tick(at: at(seconds + 30))
}

private func noItems() -> Engine {
  var carousel = Engine(testing: [Int]())
  sendEveryEvent(to: &carousel, at: 1)
  carousel.reconfigure(at: 2) { $0.layout.isLooping = true }
  sendEveryEvent(to: &carousel, at: 3)
  return carousel
}

private func oneItem() -> Engine {
  var carousel = Engine(testing: [7], looping: true)
  sendEveryEvent(to: &carousel, at: 1)
  return carousel
}

/// Two looping items moving forward from item 1 across the seam to item 0, sampled each frame.
private func twoLoopingItemsAcrossTheSeam() -> (Engine, [CarouselPosition]) {
  var carousel = Engine(testing: [0, 1], selection: 1, looping: true)
  carousel.reconfigure(at: 0) { $0.style = .peek }
  carousel.appeared(at: at(0))
  carousel.next(at: at(2))
  let positions = stride(from: 2.0, through: 3.0, by: 1.0 / 60).map {
    carousel.position(at: at($0))
  }
  return (carousel, positions)
}

private func duplicateIDs() -> Engine {
  var carousel = Engine(testing: [1, 2, 1, 3, 2], selection: 2)
  carousel.itemsChanged([1, 2, 1, 3, 2], at: at(1))  // the same list again changes nothing
  return carousel
}

private func runLongerThanIntMax() -> Engine {
  var carousel = Engine(testing: [Int](), looping: true)
  carousel.itemsChanged(run: Int.min..<Int.max, at: at(0))
  sendEveryEvent(to: &carousel, at: 1)
  carousel.select(-2, at: at(40))
  carousel.next(at: at(40))
  carousel.itemsChanged(run: Int.min..<Int.max, at: at(41))  // the same run again changes nothing
  return carousel
}

private func missingSelection() -> Engine {
  var carousel = Engine(testing: [1, 2, 3], selection: 2)
  carousel.select(99, at: at(1))
  return carousel
}

private func removedSelection() -> (Int?, Int?, Int?) {
  var carousel = Engine(testing: [1, 2, 3, 4, 5], selection: 3)
  carousel.itemsChanged([1, 2, 4, 5], at: at(1))
  let afterRemoval = carousel.selectedID
  carousel.itemsChanged([10, 11], at: at(2))
  let afterRemovingAll = carousel.selectedID
  carousel.itemsChanged([], at: at(3))
  return (afterRemoval, afterRemovingAll, carousel.selectedID)
}

/// Autoplay moves to item 1 at 3 s; during the slide a new item is inserted before it, and at
/// 6 s autoplay goes on to item 2.
private func reloadDuringAutoSlide() -> (Engine, [Int?]) {
  var carousel = Engine(testing: [0, 1, 2, 3])
  carousel.appeared(at: at(0))
  carousel.tick(at: at(3))
  var selected = [carousel.selectedID]
  carousel.itemsChanged([9, 0, 1, 2, 3], at: at(3.1))
  selected.append(carousel.selectedID)
  carousel.tick(at: at(6))
  selected.append(carousel.selectedID)
  return (carousel, selected)
}

private func selectionAfterReload() -> Engine {
  var carousel = Engine(testing: 0..<10, selection: 9)
  carousel.itemsChanged([0, 1], at: at(1))
  carousel.select(index: 9, at: at(1))  // the old last index: out of range now
  carousel.select(index: 1, at: at(1))
  return carousel
}

/// Paused halfway through a wait on item 2, then off screen, in the background and back.
private func pausedOffScreen() -> Engine {
  var carousel = Engine(testing: 0..<5, selection: 2)
  carousel.appeared(at: at(0))
  carousel.pause(at: at(1.5))
  carousel.disappeared(at: at(2))
  carousel.sceneChanged(to: .background, at: at(3))
  carousel.sceneChanged(to: .active, at: at(50))
  carousel.appeared(at: at(51))
  return carousel
}

private func invalidIndices() -> Engine {
  var carousel = Engine(testing: 0..<3, selection: 1)
  for index in [-1, 3, Int.max, Int.min] { carousel.select(index: index, at: at(1)) }
  return carousel
}

private func badIntervals() -> ([Duration?], [String]) {
  var waits: [Duration?] = []
  var messages: [String] = []
  for seconds in [Double.nan, .infinity, -.infinity, 0, -2, 1e-9, 1e12] {
    var carousel = Engine(testing: 0..<3)
    carousel.reconfigure(at: 1) { $0.autoplay = .seconds(seconds) }
    carousel.appeared(at: at(1))
    waits.append(carousel.nextDeadline.map { at(1).duration(to: $0) })
    messages += carousel.takeDiagnostics().map(\.message)
  }
  return (waits, messages)
}

private func badItemDurations() -> Engine {
  var carousel = Engine(testing: 0..<3)
  carousel.itemDurationsChanged([0: .seconds(Double.nan)], at: at(0))
  carousel.appeared(at: at(0))
  return carousel
}

private func zeroViewport() -> Engine {
  var carousel = Engine(testing: 0..<3)
  carousel.reconfigure(at: 0) { $0.layout.viewportWidth = 0 }
  carousel.appeared(at: at(0))
  carousel.dragChanged(.touchDown, at: at(1))
  carousel.dragChanged(CarouselDrag(translationX: -500, translationY: 0), at: at(1))
  carousel.dragEnded(CarouselDrag(translationX: -900, translationY: 0), at: at(1.1))
  return carousel
}

private func invalidLengths() -> Engine {
  var carousel = Engine(testing: 0..<3)
  carousel.reconfigure(at: 0) {
    $0.layout.viewportWidth = .nan
    $0.layout.viewportHeight = -.infinity
    $0.layout.spacing = -5
  }
  return carousel
}

/// Carousels whose lengths (or, for cover flow, item fraction) are the largest finite doubles,
/// moving from page 1 toward page 2.
private func hugeLengths(style: CarouselStyleName) -> [Engine] {
  let huge = Double.greatestFiniteMagnitude
  let changes: [(inout CarouselConfiguration) -> Void] = [
    { $0.layout.viewportWidth = huge },
    { $0.layout.itemMainLength = huge },
    {
      $0.layout.spacing = huge
      $0.layout.itemMainLength = huge
    },
    { $0.style = CoverFlowCarouselStyle(itemFraction: huge) },
  ]
  return changes.map { change in
    var carousel = Engine(testing: 0..<5, selection: 1, looping: true)
    carousel.reconfigure(at: 0) {
      $0.style = style.style
      change(&$0)
    }
    carousel.next(at: at(1))
    return carousel
  }
}

private func oversizedInsets() -> Engine {
  var carousel = Engine(testing: 0..<3)
  carousel.reconfigure(at: 0) {
    $0.layout.leadingInset = 200
    $0.layout.trailingInset = 300
  }
  return carousel
}

private func nonFiniteDrags() -> Engine {
  var carousel = Engine(testing: 0..<5, selection: 2)
  carousel.appeared(at: at(0))
  for value in [Double.nan, .infinity, -.infinity] {
    carousel.dragChanged(.touchDown, at: at(1))
    carousel.dragChanged(CarouselDrag(translationX: value, translationY: 0), at: at(1))
    carousel.dragEnded(
      CarouselDrag(translationX: value, translationY: value, velocityX: value, velocityY: value),
      at: at(1.1))
  }
  return carousel
}

/// Every style, axis, direction and looping mode, with 0 to 3 items and good and bad viewports,
/// sampled while moving; how many outputs were not finite.
private func everyLayoutMode() -> Int {
  var broken = 0
  for style in CarouselStyleName.allCases {
    for axis in [CarouselAxis.horizontal, .vertical] {
      for direction in [CarouselLayoutDirection.leftToRight, .rightToLeft] {
        for looping in [false, true] {
          for count in 0...3 {
            for width in [390, 0, -1, .nan, .infinity, 1e-300] as [Double] {
              var carousel = Engine(testing: 0..<count, looping: looping)
              carousel.reconfigure(at: 0) {
                $0.style = style.style
                $0.layout.axis = axis
                $0.layout.layoutDirection = direction
                $0.layout.viewportWidth = width
              }
              carousel.next(at: at(1))
              for item in carousel.visibleItems(at: at(1.1)) {
                if !(item.mainOffset.isFinite && item.crossOffset.isFinite && item.scale.isFinite
                  && item.opacity.isFinite && item.zIndex.isFinite)
                {
                  broken += 1
                }
              }
              if !carousel.indicatorProgress(at: at(1.1)).isFinite { broken += 1 }
            }
          }
        }
      }
    }
  }
  return broken
}

/// Autoplay waits from 0 s; the clock then reads 4 s, 1 s (backwards) and 1 s again.
private func backwardsClock() -> (Engine, [ManualClock.Instant?]) {
  var carousel = Engine(testing: 0..<3)
  carousel.appeared(at: at(0))
  var deadlines = [carousel.nextDeadline]
  carousel.tick(at: at(4))  // late: advances to item 1 and waits from 4 s
  carousel.pause(at: at(1))  // backwards: nothing of the wait has run at 1 s
  carousel.play(at: at(1))  // the whole wait remains: 1 s + 3 s
  deadlines.append(carousel.nextDeadline)
  carousel.tick(at: at(1))  // before the deadline: nothing
  deadlines.append(carousel.nextDeadline)
  return (carousel, deadlines)
}

private func repeatedInstant() -> Engine {
  var carousel = Engine(testing: 0..<3)
  carousel.appeared(at: at(0))
  carousel.tick(at: at(3))
  carousel.tick(at: at(3))
  return carousel
}

/// A thousand distinct bad item durations and a thousand bad intervals.
private func manyBadInputs() -> Engine {
  var carousel = Engine(testing: 0..<3)
  var durations: [Int: AutoplayInterval] = [:]
  for id in 0..<1_000 {
    durations[id] = .seconds(-Double(id))
    carousel.reconfigure(at: 1) { $0.autoplay = .seconds(-Double(id)) }
  }
  carousel.itemDurationsChanged(durations, at: at(1))
  return carousel
}
