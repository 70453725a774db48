import CarouselCore
import CarouselViewModel
import Testing
import UpdateCycleDouble

/// Pull to refresh through the update cycle's double: the refresh control's body, its
/// `onChange` of the environment's action and its task keyed by the run, calling the model's
/// functions as `CarouselRefreshControl` does.
@MainActor @Suite struct PullToRefreshModelTests {
  /// A full-screen vertical feed of items 0...4 on item 0, with a refresh action.
  private static func feed(
    options: UpdateCycleOptions = UpdateCycleOptions(), hasAction: Bool = true,
    axis: CarouselAxis = .vertical
  ) -> CarouselScreen {
    let screen = CarouselScreen(
      items: (0..<5).map { CarouselScreen.Item(id: $0) }, selection: .some(0), options: options)
    screen.size = CarouselSize(width: 390, height: 844)
    screen.settings.configuration.layout.axis = axis
    screen.environment.hasRefreshAction = hasAction
    screen.appear()
    return screen
  }

  /// A pull of 400 points (the double's drag counts from its first sample, at 200) shows 97.3
  /// points past the first item (past the 70 of the threshold): the app's action runs once, the spinner shows and 60 points are held; a second
  /// pull while it runs starts nothing; its end releases the inset, item 0 still selected.
  @Test(arguments: UpdateCycleOptions.all) func aPullPastTheThresholdRunsTheActionOnce(
    options: UpdateCycleOptions
  ) {
    let screen = Self.feed(options: options)
    screen.pull(by: 400)
    #expect(screen.refreshActionCalls == 1, "\(options)")
    #expect(screen.model.refreshBody().indicator == .spinning, "\(options)")
    #expect(screen.model.refreshBody().insetHeld == 60, "\(options)")
    screen.wait(1)
    screen.pull(by: 400)
    screen.wait(1)
    #expect(screen.refreshActionCalls == 1, "\(options)")
    #expect(screen.model.refreshBody().insetHeld == 60, "\(options)")
    screen.finishRefresh()
    #expect(screen.model.refreshBody() == CarouselRefreshBody(), "\(options)")
    #expect(screen.focusedItem == 0, "\(options)")
    #expect(screen.selection?.value == 0, "\(options)")
    // A pull after the settle-back refreshes again.
    screen.wait(1)
    screen.pull(by: 400)
    #expect(screen.refreshActionCalls == 2, "\(options)")
  }

  /// A pull that shows less than the threshold (100 points of finger: 51.6 shown) runs
  /// nothing and hides the spinner when it ends; while it is held, the progress shows.
  @Test func aShortPullRunsNothing() {
    let screen = Self.feed()
    screen.pull(by: 200)
    #expect(screen.refreshActionCalls == 0)
    #expect(screen.model.refreshBody() == CarouselRefreshBody())
    screen.wait(1)
    screen.user { $0.dragGestureChanged(CarouselDrag(translationX: 0, translationY: 20)) }
    screen.user { $0.dragGestureChanged(CarouselDrag(translationX: 0, translationY: 120)) }
    guard case .pulling(let progress) = screen.model.refreshBody().indicator else {
      Issue.record("no progress: \(screen.model.refreshBody())")
      return
    }
    #expect(abs(progress - 0.737_645_0) < 1e-6)
  }

  /// Without a refresh action, a vertical carousel only bounces; the action appearing later
  /// turns pulling on.
  @Test func withoutAnActionNothingRuns() {
    let screen = Self.feed(hasAction: false)
    screen.pull(by: 400)
    #expect(screen.refreshActionCalls == 0)
    #expect(screen.model.refreshBody() == CarouselRefreshBody())
    screen.environment.hasRefreshAction = true
    screen.update()
    screen.wait(1)
    screen.pull(by: 400)
    #expect(screen.refreshActionCalls == 1)
  }

  /// A horizontal carousel dragged back past its first item never refreshes, nor does a
  /// vertical one pulled from its second item past the first (1,000 points of finger: 1.18
  /// pages), nor a looping one.
  @Test func onlyAFiniteVerticalCarouselOnItsFirstItemRefreshes() {
    let horizontal = Self.feed(axis: .horizontal)
    horizontal.swipe(by: 400)
    #expect(horizontal.refreshActionCalls == 0)
    let second = Self.feed()
    second.setSelection(1)
    second.update()
    second.wait(1)
    second.pull(by: 2_000)
    #expect(second.focusedItem == 0)
    #expect(second.refreshActionCalls == 0)
    let looping = Self.feed()
    looping.settings.configuration.layout.isLooping = true
    looping.update()
    looping.pull(by: 400)
    #expect(looping.refreshActionCalls == 0)
  }

  /// Items the refresh brings in (prepended) keep the selected item selected, by its ID, as any
  /// data change does; the inset holds until the action returns.
  @Test func itemsChangingDuringARefreshKeepTheSelection() {
    let screen = Self.feed()
    screen.pull(by: 400)
    screen.wait(1)
    screen.items = [10, 11, 0, 1, 2, 3, 4].map { CarouselScreen.Item(id: $0) }
    screen.update()
    #expect(screen.model.refreshBody().insetHeld == 60)
    screen.finishRefresh()
    screen.wait(1)
    #expect(screen.focusedItem == 0)
    #expect(screen.selection?.value == 0)
    #expect(screen.model.refreshBody().insetHeld == 0)
  }

  /// The carousel leaving the screen during a refresh (SwiftUI cancels the task) and coming
  /// back calls the action no second time; its return ends the refresh.
  @Test func reappearingDuringARefreshCallsNoSecondTime() {
    let screen = Self.feed()
    screen.pull(by: 400)
    screen.disappear()
    screen.appear()
    #expect(screen.refreshActionCalls == 1)
    #expect(screen.model.refreshBody().indicator == .spinning)
    screen.finishRefresh()
    #expect(screen.model.refreshBody() == CarouselRefreshBody())
  }

  /// A pull past the threshold that the system cancels (a call) refreshes too: it showed
  /// armed, and `UIRefreshControl` has begun by then.
  @Test(arguments: UpdateCycleOptions.all) func aCancelledPullPastTheThresholdRefreshes(
    options: UpdateCycleOptions
  ) {
    let screen = Self.feed(options: options)
    screen.pull(by: 400, interrupted: true)
    #expect(screen.refreshActionCalls == 1, "\(options)")
  }
}
