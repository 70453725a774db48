import CarouselCore
import TestSupport
import Testing
import UpdateCycleDouble

/// Random drags on random carousels, the refresh machine fed as the view model feeds it (the
/// engine's pull after every sample, the drag's end after the release): a refresh starts only
/// from item 0 of a finite vertical carousel with an action, exactly when the test's model of
/// the rubber band says the last sample showed 70 points or more, and never while one runs or
/// settles back.
@Suite struct CarouselPullToRefreshPropertyTests {
  @Test(.offThePool) func refreshesStartOnlyWhereTheModelSays() {
    let seed: UInt64 = 0x2EF2_E500_0008
    print("CarouselPullToRefreshPropertyTests seed \(seed)")
    var generator = SeededGenerator(seed: seed)
    var refreshes = 0
    for sequence in 0..<propertySequenceCount(default: 2_000) {
      let axis: CarouselAxis = generator.below(2) == 0 ? .horizontal : .vertical
      let looping = generator.below(3) == 0
      let hasAction = generator.below(4) != 0
      let count = generator.below(5)
      let coefficient = [0, 0.3, 0.55, 1][generator.below(4)]
      let clock = ManualClock()
      var configuration = CarouselConfiguration(
        axis: axis, isLooping: looping, viewportWidth: 390, viewportHeight: 844)
      configuration.drag.rubberBandCoefficient = coefficient
      var engine = CarouselEngine<Int, ManualClock>(
        items: 0..<count, configuration: configuration, at: clock.now)
      engine.appeared(at: clock.now)
      var refresh = CarouselPullToRefresh<ManualClock.Instant>()
      refresh.actionChanged(hasAction, at: clock.now)
      let length = axis == .vertical ? 844.0 : 390.0
      // The model.
      var runs = 0
      var running = false
      for step in 0..<20 {
        let label = "seed \(seed) sequence \(sequence) step \(step)"
        // A refresh that ends now ignores this step's pulls: the inset settles back for 0.3 s.
        var settlingBack = false
        if running, generator.below(2) == 0, let run = refresh.run {
          refresh.finished(run: run, at: clock.now)
          running = false
          settlingBack = true
        }
        let startsOnFirst = engine.selectedIndex == 0 || count == 0
        func sample(_ points: Double) -> CarouselDrag {
          axis == .vertical
            ? CarouselDrag(translationX: 0, translationY: points)
            : CarouselDrag(translationX: points, translationY: 0)
        }
        engine.dragChanged(sample(20), at: clock.now)
        refresh.pulled(
          CarouselPullToRefresh.pullDistance(of: engine, at: clock.now), at: clock.now)
        var last = 0.0
        for _ in 0..<(1 + generator.below(4)) {
          last = Double(generator.below(1_201)) - 600
          engine.dragChanged(sample(20 + last), at: clock.now)
          refresh.pulled(
            CarouselPullToRefresh.pullDistance(of: engine, at: clock.now), at: clock.now)
        }
        engine.dragEnded(sample(20 + last), at: clock.now)
        refresh.dragEnded(at: clock.now)
        let eligible =
          axis == .vertical && !looping && hasAction && startsOnFirst && count > 0 && last > 0
        let shown = eligible ? length * (1 - 1 / (last / length * coefficient + 1)) : 0
        if !running, !settlingBack, shown >= CarouselPullToRefresh<ManualClock.Instant>.threshold {
          runs += 1
          running = true
        }
        #expect(refresh.run == (running ? runs : nil), "\(label): \(shown)")
        #expect(refresh.insetHeld == (running ? 60 : 0), "\(label)")
        clock.advance(by: .seconds(2))
        engine.tick(at: clock.now)
      }
      refreshes += runs
    }
    // The sequences reach the refreshing case often, not only the ones that never refresh.
    #expect(refreshes > propertySequenceCount(default: 2_000) / 4)
  }
}
