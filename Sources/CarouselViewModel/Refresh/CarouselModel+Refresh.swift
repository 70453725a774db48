import CarouselCore

/// Pull to refresh (`refreshable`): the refresh view reads ``refreshBody()``, tells the model
/// whether the environment has a refresh action, and runs the app's action in a task keyed by
/// the body's `run`, between ``refreshTaskStarted(_:)`` and ``refreshFinished(run:)``. CarouselCore's
/// ``CarouselPullToRefresh`` decides; the model feeds it the engine's pull after every event.
extension CarouselModel {
  /// What the refresh view draws: it reads the observed ``refresh`` alone.
  package func refreshBody() -> CarouselRefreshBody { refresh }

  /// The environment's refresh action (`@Environment(\.refresh)`) is there or not: without one
  /// a pull does nothing.
  package func refreshActionChanged(_ hasAction: Bool) {
    pullToRefresh.actionChanged(hasAction, at: now)
    publishRefresh()
  }

  /// The refresh view's task for `run` (its id) started: the run whose app action it is to
  /// call, or `nil` (no run, or a run whose action a task already started: SwiftUI starts a
  /// view's task again when the view appears again, and a refresh calls the app once). A run
  /// with no action left to call ends at once.
  package func refreshTaskStarted(_ run: Int?) -> Int? {
    guard let run, run == pullToRefresh.run, run != refreshRunStarted else { return nil }
    refreshRunStarted = run
    guard pullToRefresh.hasAction else {
      refreshFinished(run: run)
      return nil
    }
    return run
  }

  /// The app's action for `run` returned (or its task was cancelled and it returned): the
  /// refresh ends and the inset goes.
  package func refreshFinished(run: Int) {
    pullToRefresh.finished(run: run, at: now)
    publishRefresh()
  }

  /// After an event: a page drag in progress pulls by the overscroll it shows past the first
  /// item; none ends the pull (a release of an armed pull starts a refresh). Without a refresh
  /// action nothing can be pulled (the machine ignores it), so the event costs nothing more.
  func followPull(at now: Instant) {
    guard pullToRefresh.hasAction else { return }
    let engine = engine
    if engine.isDragging {
      pullToRefresh.pulled(CarouselPullToRefresh.pullDistance(of: engine, at: now), at: now)
    } else {
      pullToRefresh.dragEnded(at: now)
    }
    publishRefresh()
  }

  /// Stores what the refresh view draws when it changed.
  private func publishRefresh() {
    let new = CarouselRefreshBody(pullToRefresh)
    if new != refresh { refresh = new }
  }
}
