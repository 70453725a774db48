import CarouselCore
import Testing
import UpdateCycleDouble

private typealias Refresh = CarouselPullToRefresh<ManualClock.Instant>

/// The refresh decision, as literal sequences, and the engine's pull (`pullDistance`).
@Suite struct CarouselPullToRefreshTests {
  private let clock = ManualClock()

  /// A refresh machine with an action.
  private func armedMachine() -> Refresh {
    var refresh = Refresh()
    refresh.actionChanged(true, at: clock.now)
    return refresh
  }

  /// A pull below the threshold shows its progress and ends without refreshing.
  @Test func aPullBelowTheThresholdReturnsWithoutRefreshing() {
    var refresh = armedMachine()
    #expect(refresh.indicator == .hidden)
    refresh.pulled(35, at: clock.now)
    #expect(refresh.indicator == .pulling(progress: 0.5))
    refresh.pulled(69.5, at: clock.now)
    #expect(refresh.indicator == .pulling(progress: 69.5 / 70))
    refresh.dragEnded(at: clock.now)
    #expect(refresh.indicator == .hidden)
    #expect(refresh.run == nil)
    #expect(refresh.insetHeld == 0)
  }

  /// Past the threshold and back below it before the release: no refresh.
  @Test func goingBackBelowTheThresholdDisarms() {
    var refresh = armedMachine()
    refresh.pulled(90, at: clock.now)
    #expect(refresh.indicator == .pulling(progress: 1))
    refresh.pulled(20, at: clock.now)
    refresh.dragEnded(at: clock.now)
    #expect(refresh.run == nil)
  }

  /// Past the threshold (70 exactly counts) refreshes once: pulls and releases during the
  /// refresh change nothing, only its own run's end ends it, and pulls while the inset settles
  /// back (0.3 s) are ignored.
  @Test func aPullPastTheThresholdRefreshesOnce() {
    var refresh = armedMachine()
    refresh.pulled(70, at: clock.now)
    refresh.dragEnded(at: clock.now)
    #expect(refresh.run == 1)
    #expect(refresh.indicator == .spinning)
    #expect(refresh.insetHeld == 60)
    refresh.pulled(200, at: clock.now)
    refresh.dragEnded(at: clock.now)
    #expect(refresh.run == 1)
    #expect(refresh.indicator == .spinning)
    refresh.finished(run: 2, at: clock.now)
    #expect(refresh.run == 1)
    refresh.finished(run: 1, at: clock.now)
    #expect(refresh.run == nil)
    #expect(refresh.indicator == .hidden)
    #expect(refresh.insetHeld == 0)
    clock.advance(by: .milliseconds(299))
    refresh.pulled(100, at: clock.now)
    #expect(refresh.indicator == .hidden)
    refresh.dragEnded(at: clock.now)
    #expect(refresh.run == nil)
    clock.advance(by: .milliseconds(1))
    refresh.pulled(100, at: clock.now)
    #expect(refresh.indicator == .pulling(progress: 1))
    refresh.dragEnded(at: clock.now)
    #expect(refresh.run == 2)
  }

  /// Without an action nothing is pulled; the action going away drops a pull in progress but
  /// not a refresh that runs.
  @Test func onlyWithAnActionDoesAPullCount() {
    var refresh = Refresh()
    refresh.pulled(100, at: clock.now)
    #expect(refresh.indicator == .hidden)
    refresh.dragEnded(at: clock.now)
    #expect(refresh.run == nil)
    refresh.actionChanged(true, at: clock.now)
    refresh.pulled(100, at: clock.now)
    refresh.actionChanged(false, at: clock.now)
    #expect(refresh.indicator == .hidden)
    refresh.dragEnded(at: clock.now)
    #expect(refresh.run == nil)
    refresh.actionChanged(true, at: clock.now)
    refresh.pulled(100, at: clock.now)
    refresh.dragEnded(at: clock.now)
    refresh.actionChanged(false, at: clock.now)
    #expect(refresh.run == 1)
  }

  /// NaN, infinite and negative pulls count as none.
  @Test(arguments: [Double.nan, .infinity, -.infinity, -80, -0.0])
  func aBadPullCountsAsNone(distance: Double) {
    var refresh = armedMachine()
    refresh.pulled(40, at: clock.now)
    refresh.pulled(distance, at: clock.now)
    #expect(refresh.indicator == .hidden)
    refresh.dragEnded(at: clock.now)
    #expect(refresh.run == nil)
  }

  // MARK: The engine's pull

  /// A vertical engine of five items, 390 × 844, `looping` or not, on item `selected`.
  private func engine(
    axis: CarouselAxis = .vertical, looping: Bool = false, selected: Int = 0,
    rubberBand: Double = 0.55
  ) -> CarouselEngine<Int, ManualClock> {
    var configuration = CarouselConfiguration(
      axis: axis, isLooping: looping, viewportWidth: 390, viewportHeight: 844)
    configuration.drag.rubberBandCoefficient = rubberBand
    var engine = CarouselEngine<Int, ManualClock>(
      items: 0..<5, configuration: configuration, at: clock.now)
    engine.appeared(at: clock.now)
    engine.select(index: selected, animated: false, at: clock.now)
    return engine
  }

  /// A drag down of `points` after a first sample of 20 (where the page drag starts).
  private func dragged(_ engine: inout CarouselEngine<Int, ManualClock>, down points: Double) {
    engine.dragChanged(CarouselDrag(translationX: 0, translationY: 20), at: clock.now)
    engine.dragChanged(CarouselDrag(translationX: 0, translationY: 20 + points), at: clock.now)
  }

  /// 200 points of finger past the first item show 97.3 points (the rubber band:
  /// 844 × (1 − 1 / (200 / 844 × 0.55 + 1))); 100 show 51.6.
  @Test func thePullIsTheVisibleOverscroll() {
    var feed = engine()
    dragged(&feed, down: 200)
    #expect(abs(Refresh.pullDistance(of: feed, at: clock.now) - 97.316_561_8) < 1e-6)
    var short = engine()
    dragged(&short, down: 100)
    #expect(abs(Refresh.pullDistance(of: short, at: clock.now) - 51.635_150_2) < 1e-6)
  }

  /// Every case but a finite vertical carousel dragged down from its first item pulls nothing:
  /// horizontal, looping, another item, a drag up, no drag, rigid ends.
  @Test(arguments: [CarouselAxis.horizontal, .vertical], [false, true])
  func onlyAFiniteVerticalCarouselOnItsFirstItemPulls(axis: CarouselAxis, looping: Bool) {
    for selected in 0..<3 {
      for points in [-200.0, 200] {
        var dragged = engine(axis: axis, looping: looping, selected: selected)
        let drag =
          axis == .vertical
          ? CarouselDrag(translationX: 0, translationY: points)
          : CarouselDrag(translationX: points, translationY: 0)
        dragged.dragChanged(
          axis == .vertical
            ? CarouselDrag(translationX: 0, translationY: points / 10)
            : CarouselDrag(translationX: points / 10, translationY: 0), at: clock.now)
        dragged.dragChanged(drag, at: clock.now)
        let pulls = axis == .vertical && !looping && selected == 0 && points > 0
        #expect(
          (Refresh.pullDistance(of: dragged, at: clock.now) > 0) == pulls,
          "\(axis) \(looping) \(selected) \(points)")
      }
    }
    #expect(Refresh.pullDistance(of: engine(axis: axis, looping: looping), at: clock.now) == 0)
    var rigid = engine(rubberBand: 0)
    dragged(&rigid, down: 400)
    #expect(Refresh.pullDistance(of: rigid, at: clock.now) == 0)
  }

  /// NaN and infinite translations and pulls never trap.
  @Test(.timeLimit(.minutes(2))) func badTranslationsNeverTrap() async {
    await #expect(processExitsWith: .success) {
      let clock = ManualClock()
      var configuration = CarouselConfiguration(
        axis: .vertical, viewportWidth: 390, viewportHeight: 844)
      configuration.drag.rubberBandCoefficient = 0.55
      var engine = CarouselEngine<Int, ManualClock>(
        items: 0..<3, configuration: configuration, at: clock.now)
      var refresh = CarouselPullToRefresh<ManualClock.Instant>()
      refresh.actionChanged(true, at: clock.now)
      for value in [0, 30, .nan, .infinity, -.infinity, 1e300, -1e300, .nan] as [Double] {
        engine.dragChanged(CarouselDrag(translationX: value, translationY: value), at: clock.now)
        refresh.pulled(
          CarouselPullToRefresh.pullDistance(of: engine, at: clock.now), at: clock.now)
        refresh.pulled(value, at: clock.now)
        _ = refresh.indicator
      }
      engine.dragEnded(
        CarouselDrag(translationX: .nan, translationY: .infinity), at: clock.now)
      refresh.dragEnded(at: clock.now)
      refresh.finished(run: Int.max, at: clock.now)
    }
  }
}
