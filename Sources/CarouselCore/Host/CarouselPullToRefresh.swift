/// Pull to refresh on a vertical carousel: SwiftUI's `refreshable` action, run when the user
/// pulls a finite vertical carousel down past its first item and lets go, as a `List` does.
///
/// The pull is the rubber-banded overscroll the engine already shows past the first item
/// (``pullDistance(of:at:)``: points of visible overscroll, after ``DragResolver``'s
/// resistance), so the spinner follows what the user sees. States:
///
/// - idle: nothing pulled;
/// - pulling: pulled less than ``threshold`` (70 points, within the 60 to 80 points of
///   visible overscroll at which `UIRefreshControl` begins); ``indicator`` shows the progress;
/// - armed: pulled at least ``threshold``: letting go (``dragEnded(at:)``) starts a refresh, going
///   back below it disarms;
/// - refreshing: the app's action runs; the carousel holds ``heldInset`` (60 points) at its top
///   for the spinner, as `UIRefreshControl` holds the scroll view's content down. Pulls are
///   ignored: a second pull never starts a second refresh. It ends when the view says the run
///   it started is over (``finished(run:at:)``);
/// - ending: the inset settles back for ``endingDuration`` (0.3 s); pulls in that time are
///   ignored, so the spinner does not reappear under a carousel still moving back.
///
/// Only with a refresh action (``actionChanged(_:at:)``) does a pull count. A horizontal
/// carousel, one asked to loop (even with one item, which does not loop: its setting says it
/// has no first item), a drag that started from an item other than the first, or rigid ends
/// (``DragResolver/rubberBandCoefficient`` 0, which show no overscroll) pull nothing. A drag the
/// system cancels counts as a release (the carousel was shown armed; `UIRefreshControl` has
/// begun by then). A pull that is NaN, infinite or negative counts as none. An event that
/// changes nothing leaves ``indicator``, ``heldInset`` and ``run`` as they were.
///
/// ```swift
/// var refresh = CarouselPullToRefresh<ManualClock.Instant>()
/// refresh.actionChanged(true, at: clock.now)
/// refresh.pulled(35, at: clock.now)  // indicator: .pulling(progress: 0.5)
/// refresh.pulled(80, at: clock.now)  // armed: .pulling(progress: 1)
/// refresh.dragEnded(at: clock.now)  // run 1 starts: .spinning, heldInset 60
/// refresh.finished(run: 1, at: clock.now)  // ending: .hidden, heldInset 0
/// ```
package struct CarouselPullToRefresh<Instant: InstantProtocol>: Sendable
where Instant.Duration == Duration {
  /// The visible overscroll, in points, that arms a refresh: 70.
  package static var threshold: Double { 70 }
  /// The room held at the carousel's top for the spinner while refreshing: 60 points.
  package static var heldInset: Double { 60 }
  /// How long after a refresh ends pulls are ignored, while the inset settles back: 0.3 s.
  package static var endingDuration: Duration { .milliseconds(300) }

  /// What the view draws at the top of the carousel.
  package enum Indicator: Hashable, Sendable {
    /// Nothing.
    case hidden
    /// A determinate progress, 0 to 1 (1 once armed), while the user pulls.
    case pulling(progress: Double)
    /// An indeterminate spinner while the app's action runs.
    case spinning
  }

  private enum State: Sendable {
    case idle
    case pulling(distance: Double)
    case armed(distance: Double)
    case refreshing(run: Int)
    case ending(until: Instant)
  }

  private var state = State.idle
  /// Whether the environment has a refresh action.
  package private(set) var hasAction = false
  /// The last run started, counted from 1.
  private var runs = 0

  /// Idle, with no action.
  package init() {}

  /// The environment's refresh action appeared or went away. Without one, a pull in progress
  /// is dropped; a refresh that runs goes on until its run is over.
  package mutating func actionChanged(_ hasAction: Bool, at now: Instant) {
    self.hasAction = hasAction
    guard !hasAction else { return }
    switch state {
    case .pulling, .armed: state = .idle
    case .idle, .refreshing, .ending: break
    }
  }

  /// The page drag in progress shows `distance` points of overscroll past the first item (0:
  /// none). Ignored without an action, while refreshing, and while ending.
  package mutating func pulled(_ distance: Double, at now: Instant) {
    guard hasAction else { return }
    switch state {
    case .refreshing: return
    case .ending(let until) where now < until: return
    case .idle, .pulling, .armed, .ending: break
    }
    let distance = distance.isFinite ? max(distance, 0) : 0
    if distance >= Self.threshold {
      state = .armed(distance: distance)
    } else if distance > 0 {
      state = .pulling(distance: distance)
    } else {
      state = .idle
    }
  }

  /// No page drag is in progress any more (the finger lifted, or the system cancelled the
  /// drag): armed, a refresh starts with a new ``run``; pulling, it goes back to idle.
  package mutating func dragEnded(at now: Instant) {
    switch state {
    case .armed:
      runs &+= 1
      state = .refreshing(run: runs)
    case .pulling:
      state = .idle
    case .idle, .refreshing, .ending:
      break
    }
  }

  /// The app's action of `run` returned: that refresh ends (an older run's end changes nothing).
  package mutating func finished(run: Int, at now: Instant) {
    guard case .refreshing(let current) = state, current == run else { return }
    state = .ending(until: now.advanced(by: Self.endingDuration))
  }

  /// The refresh that runs (the app's action is to run once for it), or `nil`.
  package var run: Int? {
    guard case .refreshing(let run) = state else { return nil }
    return run
  }

  /// What the view draws at the top.
  package var indicator: Indicator {
    switch state {
    case .idle, .ending: .hidden
    case .pulling(let distance): .pulling(progress: distance / Self.threshold)
    case .armed: .pulling(progress: 1)
    case .refreshing: .spinning
    }
  }

  /// The room held at the top, in points: ``heldInset`` while refreshing, else 0.
  package var insetHeld: Double { run == nil ? 0 : Self.heldInset }

  /// The visible overscroll of `engine`'s page drag past its first item at `now`, in points;
  /// 0 for a horizontal carousel, one asked to loop, no page drag, a drag from another item, or
  /// a position at or after the first item.
  package static func pullDistance<ID, C>(of engine: CarouselEngine<ID, C>, at now: Instant)
    -> Double
  where C.Instant == Instant {
    let configuration = engine.configuration
    guard configuration.layout.axis == .vertical, !configuration.layout.isLooping,
      engine.isDragging,
      engine.selectedIndex == 0
    else { return 0 }
    let overscroll = -engine.position(at: now).offset(from: CarouselPosition(page: 0))
    let distance = overscroll * engine.pageLength
    return distance.isFinite && distance > 0 ? distance : 0
  }
}
