import CarouselCore
import CarouselViewModel
import Testing
import UpdateCycleDouble

/// What the views decide, through the functions they draw from: each test here failed before its
/// fix (found by an independent reading of the SwiftUI layer and a mutation round).
@MainActor @Suite struct ViewDecisionTests {
  static func items(_ count: Int) -> [CarouselScreen.Item] {
    (0..<count).map { CarouselScreen.Item(id: $0) }
  }

  /// Magic Tap is answered only while there is autoplay to play or pause: not without autoplay,
  /// nor with VoiceOver holding an ordinary autoplay off, so the app's own handler (or the
  /// system's) gets it; a story viewer that plays on under VoiceOver answers it.
  @Test func magicTapIsAnsweredOnlyWithSomethingToPlay() {
    let still = CarouselScreen(items: Self.items(3), selection: nil)
    still.environment.voiceOver = true
    still.appear()
    #expect(!still.answersMagicTap)
    still.settings.configuration.autoplay = .seconds(3)
    still.update()
    #expect(!still.answersMagicTap)
    still.settings.configuration.autoplayOptions = .story
    still.update()
    #expect(still.answersMagicTap)
    still.items = Self.items(1)
    still.update()
    #expect(!still.answersMagicTap)
  }

  /// An app that does not read the selection (it passes `$selection` on, B6) renders for its own
  /// state after a swipe: the slides are built again for that render (finding: it was taken for
  /// the carousel's own write-back, and a "liked" flag showed one render late).
  @Test(arguments: [false, true]) func anAppsRenderAfterASwipeBuildsTheSlides(readsSelection: Bool)
  {
    let screen = CarouselScreen(
      items: Self.items(4), selection: .some(0),
      options: UpdateCycleOptions(appReadsSelection: readsSelection))
    screen.appear()
    screen.swipe(forward: true)
    screen.wait(1)
    let builds = screen.contentBuilds
    screen.renderApp()
    #expect(screen.contentBuilds - builds == screen.drawnItems.count)
  }

  /// A state the app writes inside `onCarouselSelectionChange` renders the app: the slides that
  /// read it are built again (finding: the render was taken for the carousel's own).
  @Test(arguments: UpdateCycleOptions.all) func aStateWrittenInTheCallbackRebuildsTheSlides(
    options: UpdateCycleOptions
  ) {
    let screen = CarouselScreen(items: Self.items(4), selection: .some(0), options: options)
    screen.onSelectionChange = { [unowned screen] _, _, cause in
      if cause == .swipe { screen.items[0].title = "Seen" }
    }
    screen.appear()
    let builds = screen.contentBuilds
    screen.swipe(forward: true)
    screen.wait(1)
    // The slides drawn after the move: built for the app's render that carried the new title.
    #expect(screen.contentBuilds - builds >= screen.drawnItems.count, "\(options)")
  }

  /// The system takes the touch of a drag past halfway (a call, an alert): it settles back on
  /// both paths, whatever order the `DragGesture`'s end and reset come in (finding: the iOS 17
  /// path paged).
  @Test(arguments: UpdateCycleOptions.all) func anInterruptedDragSettlesBack(
    options: UpdateCycleOptions
  ) {
    let screen = CarouselScreen(items: Self.items(4), selection: .some(nil), options: options)
    screen.appear()
    screen.dragInterrupted(by: -300)
    screen.wait(1)
    #expect(screen.focusedItem == 0, "\(options)")
    #expect(screen.selection?.value == .some(nil), "\(options)")
    #expect(!screen.model.engine.isTouched, "\(options)")
  }

  /// What a carousel is made with reaches its host from the first render: swipes off, VoiceOver
  /// on, items' own waits (mutants that dropped the first render's environment or waits survived
  /// every test).
  @Test func theFirstRenderIsHeardWhole() {
    let noSwipes = CarouselScreen(items: Self.items(3), selection: .some(nil))
    noSwipes.settings.swipesDisabled = true
    noSwipes.appear()
    noSwipes.swipe(forward: true)
    noSwipes.wait(1)
    #expect(noSwipes.focusedItem == 0)

    let voiceOver = CarouselScreen(items: Self.items(3), selection: .some(nil))
    voiceOver.settings.configuration.autoplay = .seconds(2)
    voiceOver.environment.voiceOver = true
    voiceOver.appear()
    #expect(voiceOver.taskDeadline == nil)

    let waits = CarouselScreen(items: Self.items(3), selection: .some(nil))
    waits.settings.configuration.autoplay = .seconds(2)
    waits.settings.itemDurations = [AnyItemID(0): .seconds(5)]
    waits.appear()
    waits.wait(4)
    #expect(waits.focusedItem == 0)
    waits.wait(1.5)
    #expect(waits.focusedItem == 1)
  }

  /// An appearance that waited for the slides' bounds and a disappearance before they came:
  /// the carousel is off screen when they come (mutant: it stayed on screen after it left).
  @Test func anAppearanceThatLeftBeforeTheBoundsIsTakenOff() {
    let model = CarouselModel<Int>(reportDiagnostics: { _ in })
    model.send {
      $0.configure(
        CarouselConfiguration(autoplay: .seconds(2), viewportWidth: 390, viewportHeight: 260),
        at: $1)
    }
    model.send { $0.itemsChanged(Array(0..<3), binding: nil, at: $1) }
    model.appeared(in: nil, isTarget: false)
    model.disappeared(from: nil)
    model.shownBoundsChanged(nil)
    #expect(model.stage.nextDeadline == nil)
    #expect(model.engine.autoplaySuspensions.contains(.offScreen))
  }

  /// Autoplay's steps redraw the driver and the slides, never the stage's container (finding:
  /// it read the whole stage, so every publish re-ran it).
  @Test func autoplayRedrawsNotTheContainer() {
    let screen = CarouselScreen(
      items: Self.items(3), selection: nil, options: UpdateCycleOptions(appReadsSelection: false))
    screen.settings.configuration.autoplay = .seconds(2)
    screen.appear()
    let runs = screen.bodyRuns
    screen.wait(4.5)
    #expect(screen.focusedItem == 2)
    #expect(screen.bodyRuns["items"] == runs["items"])
    #expect(screen.bodyRuns["driver"]! > runs["driver"]!)
  }

  /// The keyboard-dismissal view is in the stage only while swipes dismiss the keyboard
  /// (finding: every iOS carousel had one).
  @Test func theKeyboardViewOnlyWithTheSetting() {
    let screen = CarouselScreen(items: Self.items(3), selection: nil)
    screen.appear()
    #expect(!screen.hasKeyboardDismissalView)
    screen.settings.swipesDismissKeyboard = true
    screen.update()
    #expect(screen.hasKeyboardDismissalView)
  }

  /// The scene's phase as the carousel hears it: active and inactive as they are, anything else
  /// (background, a phase a later SDK adds) as background.
  @Test func theScenesPhase() {
    enum Phase: Equatable { case active, inactive, background, later }
    let phases: [Phase] = [.active, .inactive, .background, .later]
    let heard = phases.map { CarouselScenePhase($0, active: .active, inactive: .inactive) }
    #expect(heard == [.active, .inactive, .background, .background])
  }

  /// Timer dots' fill covers the first part of the current dot's own frame: the strip draws the
  /// dot's mark (an app's image, or its shape) through it, so an image fills as the image
  /// (finding: a rounded rectangle was drawn over the glyph).
  @Test func theTimersFillIsAMaskOfTheDot() {
    let model = CarouselModel<Int>(reportDiagnostics: { _ in })
    model.send { $0.itemsChanged(Array(0..<3), binding: nil, at: $1) }
    let strip = model.dotStripBody(model.indicator, dots: .standard, drawsTimer: true)
    let current = strip.dots.first { $0.timerFill != nil }
    #expect(current?.timerFillMask?.width == 0)
    let filled = model.indicator.dotDrawings(.standard, timer: 0.25)
    let dot = filled.first { $0.timerFill != nil }
    #expect(
      dot?.timerFillMask
        == dot.map { CarouselRect(x: 0, y: 0, width: $0.rect.width / 4, height: $0.rect.height) })
    #expect(strip.dots.filter { $0.timerFill == nil }.allSatisfy { $0.timerFillMask == nil })
  }
}

/// Decisions of the stage's views that the first mutation round's survivors showed untested.
@MainActor @Suite struct StageDecisionTests {
  /// A paused autoplay is still answered: Magic Tap plays it again.
  @Test func magicTapIsAnsweredWhilePaused() {
    let screen = CarouselScreen(items: ViewDecisionTests.items(3), selection: nil)
    screen.settings.configuration.autoplay = .seconds(3)
    screen.appear()
    #expect(screen.answersMagicTap)
    screen.user { $0.togglePlayback() }
    #expect(screen.model.playback == .paused)
    #expect(screen.answersMagicTap)
    screen.user { $0.magicTapped() }
    #expect(screen.model.playback == .playing)
  }

  /// The selection feedback plays for the user's page changes (a swipe, a key), never for
  /// autoplay or the app's moves, and never with `carouselSelectionFeedback(false)`.
  @Test(arguments: [false, true]) func theSelectionFeedback(plays: Bool) {
    let screen = CarouselScreen(items: ViewDecisionTests.items(4), selection: .some(nil))
    screen.settings.playsSelectionFeedback = plays
    screen.settings.configuration.autoplay = .seconds(2)
    screen.appear()
    screen.wait(2.5)
    screen.setSelection(3)
    screen.wait(1)
    #expect(screen.selectionFeedbacks == 0)
    screen.swipe(forward: false)
    screen.wait(1)
    screen.user { $0.arrowPressed(.left) }
    #expect(screen.selectionFeedbacks == (plays ? 2 : 0))
  }

  /// An indicator above the slides is read before them: it sorts first within the stage.
  @Test func theIndicatorAboveIsReadFirst() {
    let screen = CarouselScreen(items: ViewDecisionTests.items(3), selection: nil)
    screen.appear()
    #expect(screen.indicatorSortPriority == 0)
    screen.settings.indicatorPlacement = .above
    screen.update()
    #expect(screen.indicatorSortPriority == 1)
    screen.settings.indicatorPlacement = .overlay(horizontal: 0.5, vertical: 1)
    screen.update()
    #expect(screen.indicatorSortPriority == 0)
  }
}

/// The built-in indicator redraws between its state's changes only for timer dots, at the
/// timer's rate while a wait runs; plain dots do not redraw while autoplay waits.
@MainActor @Suite struct DotRedrawTests {
  @Test(arguments: [CarouselIndicatorStyle.dots, .timerProgress]) func dotsRedrawOnlyForATimer(
    style: CarouselIndicatorStyle
  ) {
    let screen = CarouselScreen(items: ViewDecisionTests.items(3), selection: nil)
    screen.settings.configuration.autoplay = .seconds(3)
    screen.settings.indicator = style
    screen.appear()
    let runs = screen.bodyRuns["dotStrip"] ?? 0
    screen.wait(1)
    let redrawn = (screen.bodyRuns["dotStrip"] ?? 0) - runs
    #expect(style == .dots ? redrawn == 0 : redrawn > 5)
  }
}

/// Frames that never come, or stop (a carousel off screen, Low Power Mode): a motion still ends,
/// by the driver's deadline at the settle's end, so the phase comes to rest, the items in view are
/// reported and autoplay goes on (finding: they waited for a frame that never came).
@MainActor @Suite struct NoFrameTests {
  @Test(arguments: [UpdateCycleOptions.FrameDelivery.none, .stopAfter(0.5)])
  func aMotionEndsWithoutFrames(frames: UpdateCycleOptions.FrameDelivery) {
    let screen = CarouselScreen(
      items: ViewDecisionTests.items(3), selection: .some(nil),
      options: UpdateCycleOptions(frames: frames))
    screen.settings.configuration.autoplay = .seconds(2)
    screen.appear()
    screen.swipe(forward: true)
    screen.wait(1)
    #expect(!screen.model.stage.isMoving)
    #expect(screen.heard.contains(.phase(from: .settling, to: .autoplaying)))
    #expect(screen.heard.last == .visibleItems([1]))
    screen.wait(2)
    #expect(screen.selection?.value == 2)
    #expect(!screen.model.stage.isMoving)
    #expect(screen.focusedItem == 2)
  }
}
