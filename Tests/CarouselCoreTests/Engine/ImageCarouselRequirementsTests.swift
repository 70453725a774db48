import CarouselCore
import Testing

/// One test per requirement, and per "what a good answer handles" item, of the image-carousel
/// exercise (seed 003), at the level of the engine the SwiftUI layer drives.
@Suite struct ImageCarouselRequirementsTests {
  func carousel(count: Int = 5) -> Engine {
    var engine = Engine(testing: 0..<count)
    engine.appeared(at: at(0))
    return engine
  }

  @Test func eachSwipeMovesExactlyOneSlide() {
    var engine = carousel()
    engine.drag(0.2, at: 1)
    engine.release(at: 0.2, velocity: 3, seconds: 1.1)
    #expect(engine.selectedID == 1)
    engine.drag(0.3, at: 2)
    engine.release(at: 0.3, velocity: 40, seconds: 2.05)
    #expect(engine.selectedID == 2)
    engine.drag(-0.1, at: 3)
    engine.release(at: -0.1, velocity: -5, seconds: 3.05)
    #expect(engine.selectedID == 1)
  }

  @Test func pageDotsHighlightTheCurrentPage() {
    var engine = carousel()
    engine.select(index: 2, at: at(1))
    let indicator = PageIndicator(count: 5, isLooping: false)
    let dots = indicator.dots(progress: engine.indicatorProgress(at: at(3)))
    #expect(dots.map(\.emphasis) == [0, 0, 1, 0, 0])
  }

  @Test func tappingADotJumpsToThatSlide() {
    var engine = carousel()
    engine.select(index: 3, at: at(2))
    #expect(engine.selectedID == 3)
    #expect(engine.position(at: at(5)) == CarouselPosition(page: 3))
  }

  @Test func autoAdvanceEveryIntervalThenBackToTheFirst() {
    var engine = carousel(count: 3)
    var shown: [Int?] = []
    for second in stride(from: 3.0, through: 12, by: 3) {
      engine.tick(at: at(second))
      shown.append(engine.selectedID)
    }
    #expect(shown == [1, 2, 0, 1])
  }

  @Test func pauseWhileDraggingAndRestartTheWaitAfterTheDrag() {
    var engine = carousel()
    engine.drag(0.1, at: 2.5)
    engine.tick(at: at(3))
    engine.tick(at: at(10))
    #expect(engine.selectedID == 0)
    engine.release(at: 0.1, seconds: 10)
    #expect(engine.nextDeadline == at(13))
  }

  @Test func aSwipeRestartsTheWait() {
    var engine = carousel()
    engine.drag(0.2, at: 2.9)
    engine.release(at: 0.2, velocity: 3, seconds: 2.95)
    #expect(engine.selectedID == 1)
    engine.tick(at: at(3))
    #expect(engine.selectedID == 1)
    #expect(engine.nextDeadline == at(5.95))
  }

  @Test func playPauseButtonIsTheUsersAndSurvivesEverythingElse() {
    var engine = carousel()
    engine.togglePlayback(at: at(1))
    #expect(!engine.isPlaying)
    engine.drag(0.6, at: 2)
    engine.release(at: 0.6, seconds: 2.5)
    engine.sceneChanged(to: .background, at: at(3))
    engine.sceneChanged(to: .active, at: at(3.5))
    engine.disappeared(at: at(4))
    engine.appeared(at: at(5))
    engine.itemsChanged([4, 3, 2, 1, 0], at: at(6))
    #expect(!engine.isPlaying)
    #expect(engine.nextDeadline == nil)
    engine.togglePlayback(at: at(7))
    #expect(engine.nextDeadline == at(10))
  }

  /// The SwiftUI layer's driver is `.task(id: nextDeadline)`: one task that sleeps on the clock
  /// until the engine's deadline and then ticks. Modeled here with the same rule (a changed
  /// deadline cancels the task and starts one for the new deadline), the engine's deadlines
  /// leave exactly one sleeper while autoplay runs and none once the view has gone away.
  @ModelActor @Test(.timeLimit(.minutes(1)))
  func timerStopsWhenTheViewGoesAwayWithoutLeaks() async {
    let clock = ManualClock()
    let driver = DeadlineDriver(engine: Engine(testing: [0, 1, 2]), clock: clock)
    driver.engine.appeared(at: clock.now)
    driver.sync()
    await eventually { clock.sleeperCount > 0 }
    clock.advance(by: .seconds(3))
    await eventually { driver.ticks > 0 && clock.sleeperCount > 0 }
    #expect(driver.engine.selectedID == 1)
    #expect(clock.sleeperCount == 1)
    #expect(clock.nextDeadline == .init(offset: .seconds(6)))
    driver.engine.disappeared(at: clock.now)
    driver.sync()
    await driver.finished()
    #expect(clock.sleeperCount == 0)
    #expect(driver.ticks == 1)
  }

  @Test(arguments: [0, 1])
  func zeroOrOneSlideNeverCrashesNorSchedules(count: Int) {
    var engine = carousel(count: count)
    #expect(engine.nextDeadline == nil)
    engine.next(at: at(1))
    engine.previous(at: at(1))
    engine.select(index: 0, at: at(1))
    engine.drag(0.8, at: 2)
    engine.release(at: 0.8, velocity: 3, seconds: 2.1)
    engine.tick(at: at(9))
    #expect(engine.selectedIndex == (count == 0 ? nil : 0))
    #expect(engine.position(at: at(9)) == CarouselPosition(page: 0))
    #expect(engine.nextDeadline == nil)
  }

  @Test func reduceMotionNeitherAutoAdvancesNorAnimates() {
    var engine = carousel()
    engine.reduceMotionChanged(true, at: at(1))
    #expect(engine.nextDeadline == nil)
    engine.next(at: at(2))
    #expect(!engine.isMoving(at: at(2)))
    #expect(engine.position(at: at(2)) == CarouselPosition(page: 1))
    engine.reduceMotionChanged(false, at: at(3))
    #expect(engine.nextDeadline == at(6))
  }

  @Test func voiceOverStopsAutoplayAndAdjustsLikeAPageControl() {
    var engine = carousel()
    engine.voiceOverChanged(true, at: at(1))
    #expect(engine.nextDeadline == nil)
    engine.select(index: 1, at: at(1))
    #expect(engine.accessibility.label == "Page")
    #expect(engine.accessibility.value == "2 of 5")
    // Swipe up (increment) and down (decrement) on the one adjustable element.
    if let next = engine.accessibility.incremented() { engine.select(index: next, at: at(2)) }
    #expect(engine.accessibility.value == "3 of 5")
    if let previous = engine.accessibility.decremented() {
      engine.select(index: previous, at: at(3))
    }
    #expect(engine.accessibility.value == "2 of 5")
    #expect(engine.nextDeadline == nil)
  }
}

/// What `.task(id: engine.nextDeadline)` does in the SwiftUI layer, for tests, on `ModelActor`
/// (serial as the main actor is in SwiftUI; see `ModelActor` for why not the main actor itself).
@ModelActor private final class DeadlineDriver {
  var engine: Engine
  let clock: ManualClock
  private(set) var ticks = 0
  private var task: Task<Void, Never>?
  private var taskDeadline: ManualClock.Instant?

  init(engine: Engine, clock: ManualClock) {
    self.engine = engine
    self.clock = clock
  }

  /// A changed deadline cancels the running task and starts one for the new deadline.
  func sync() {
    guard engine.nextDeadline != taskDeadline else { return }
    task?.cancel()
    taskDeadline = engine.nextDeadline
    guard let deadline = taskDeadline else {
      return
    }
    task = Task { [clock] in
      do { try await clock.sleep(until: deadline) } catch { return }
      self.engine.tick(at: clock.now)
      self.ticks += 1
      self.sync()
    }
  }

  /// Waits for the last task to end.
  func finished() async { await task?.value }
}
