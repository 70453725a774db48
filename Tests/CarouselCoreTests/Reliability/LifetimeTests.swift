import CarouselCore
import Testing
import UpdateCycleDouble

/// What a SwiftUI view's model does with the engine: it owns it, and one driver task waits with
/// ``CarouselDriver`` (the host's own code) until ``CarouselEngine/nextDeadline`` and then ticks.
/// The task holds the model weakly, and the model cancels it when it goes away, so nothing
/// outlives the view. The model is on `ModelActor`, serial as the main actor is in SwiftUI (see
/// `ModelActor` for why not the main actor itself).
@ModelActor private final class CarouselModel {
  private(set) var engine: Engine
  let clock: ManualClock
  private var driver: Task<Void, Never>?
  private var driverDeadline: ManualClock.Instant?
  /// How many times the driver woke at a deadline and ticked.
  private(set) var ticks = 0

  init(engine: Engine, clock: ManualClock) {
    self.engine = engine
    self.clock = clock
  }

  deinit { driver?.cancel() }

  /// Sends one event at the clock's instant and brings the driver in line with the deadline.
  func send(_ event: (inout Engine, ManualClock.Instant) -> Void) {
    event(&engine, clock.now)
    guard engine.nextDeadline != driverDeadline else { return }
    driver?.cancel()
    driverDeadline = engine.nextDeadline
    guard let deadline = driverDeadline else { return }
    driver = Task { [weak self, clock] in
      guard await CarouselDriver.waitForDeadline(deadline, on: clock), let self else { return }
      ticks += 1
      send { $0.tick(at: $1) }
    }
  }

  /// Whether the driver is where the deadline says: one sleeper for a deadline still to come,
  /// none without one.
  var isSettled: Bool {
    guard let deadline = engine.nextDeadline else { return clock.sleeperCount == 0 }
    return deadline > clock.now && clock.sleeperCount == 1
  }
}

/// Nothing stays scheduled after disappearing, after the model goes away or in the background;
/// a long run of random use never has more than one sleeper on the clock.
@ModelActor @Suite struct LifetimeTests {
  /// An on-screen model over five items, with its driver asleep until 3 s.
  private func runningModel(_ clock: ManualClock) async -> CarouselModel {
    let model = CarouselModel(engine: Engine(testing: 0..<5), clock: clock)
    model.send { $0.appeared(at: $1) }
    await settle(model)
    return model
  }

  private func settle(_ model: CarouselModel) async {
    while !model.isSettled {
      #expect(model.clock.sleeperCount <= 1)
      await Task.yield()
    }
  }

  @Test(.timeLimit(.minutes(1))) func afterDisappearingNothingIsScheduled() async {
    let clock = ManualClock()
    let model = await runningModel(clock)
    #expect(clock.sleeperCount == 1)
    model.send { $0.disappeared(at: $1) }
    await settle(model)
    #expect(clock.sleeperCount == 0)
    #expect(model.engine.nextDeadline == nil)
  }

  @Test(.timeLimit(.minutes(1))) func inTheBackgroundNothingIsScheduled() async {
    let clock = ManualClock()
    let model = await runningModel(clock)
    model.send { $0.sceneChanged(to: .background, at: $1) }
    await settle(model)
    clock.advance(by: .seconds(3_600))
    await settle(model)
    #expect(clock.sleeperCount == 0)
    #expect(model.engine.selectedID == 0)
  }

  @Test(.timeLimit(.minutes(1))) func afterTheModelGoesAwayNothingIsScheduled() async {
    let clock = ManualClock()
    var model: CarouselModel? = await runningModel(clock)
    weak let released = model
    #expect(clock.sleeperCount == 1)
    model = nil
    #expect(released == nil)
    #expect(clock.sleeperCount == 0)
    clock.advance(by: .seconds(60))
    #expect(clock.sleeperCount == 0)
  }

  /// 1,000,000 simulated seconds of random use (waits of up to 2,000 s, the view coming and
  /// going, the scene changing, swipes, taps, reloads, play and pause): at most one sleeper at
  /// any moment, and none once the model is gone.
  @Test(.timeLimit(.minutes(2))) func aMillionSimulatedSecondsLeaveAtMostOneDeadline() async {
    let seed: UInt64 = 0x11FE
    var random = SeededGenerator(seed: seed)
    let clock = ManualClock()
    var model: CarouselModel? = await runningModel(clock)
    var steps = 0
    while clock.now < .init(offset: .seconds(1_000_000)), let current = model {
      randomEvent(using: &random, on: current)
      await settle(current)
      steps += 1
      if clock.sleeperCount > 1 {
        Issue.record("seed \(seed): \(clock.sleeperCount) sleepers after step \(steps)")
        return
      }
    }
    #expect(steps > 2_000, "seed \(seed)")  // 2,444 with this seed
    #expect((model?.ticks ?? 0) > 50, "seed \(seed)")  // 101: autoplay ran, and its driver
    model = nil
    #expect(clock.sleeperCount == 0, "seed \(seed)")
  }

  private func randomEvent(using random: inout SeededGenerator, on model: CarouselModel) {
    let pick = random.next() % 10
    switch pick {
    case 0, 1, 2, 3:
      model.clock.advance(by: .milliseconds(Int64(random.next() % 2_000_000)))
    case 4: model.send { random.next() % 2 == 0 ? $0.appeared(at: $1) : $0.disappeared(at: $1) }
    case 5:
      let phase = CarouselScenePhase.allCases[Int(random.next() % 3)]
      model.send { $0.sceneChanged(to: phase, at: $1) }
    case 6:
      model.send { $0.dragChanged(CarouselDrag(translationX: -40, translationY: 0), at: $1) }
      model.send { $0.dragEnded(CarouselDrag(translationX: -200, translationY: 0), at: $1) }
    case 7: model.send { $0.select(index: Int(random.next() % 6), at: $1) }
    case 8:
      let count = Int(random.next() % 6)
      model.send { $0.itemsChanged(0..<count, at: $1) }
    default: model.send { $0.togglePlayback(at: $1) }
    }
  }
}
