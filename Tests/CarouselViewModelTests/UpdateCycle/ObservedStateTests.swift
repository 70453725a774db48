import CarouselCore
import CarouselViewModel
import Testing
import UpdateCycleDouble

/// Each observed property of the SwiftUI layer's models redraws the views that read it, and the
/// double sees the views only through their bodies, re-run when Observation says so: a property
/// made `@ObservationIgnored` leaves a view stale here, as it would on a device (finding: with
/// seven of them unobserved every test still passed). `Scripts/observation-coverage` makes each
/// one unobserved in turn and expects one of these (or another test) to fail.
///
/// The screens are unbound where they can be, and the app does not read what changes: nothing
/// else (a binding write, a render of the app's) redraws the views for them.
@MainActor @Suite struct ObservedStateTests {
  /// Strict outcomes: a child view with equal inputs is skipped (B4), the app reads nothing the
  /// carousel writes (B6).
  static let strict = UpdateCycleOptions(appReadsSelection: false, equalViewsRerender: false)

  static func items(_ count: Int) -> [CarouselScreen.Item] {
    (0..<count).map { CarouselScreen.Item(id: $0) }
  }

  /// `stage`: autoplay moves an unbound carousel, and its slides draw each new item and its
  /// motion; a new size is drawn (the host's still slots change for it).
  @Test func theSlidesFollowTheStage() {
    let screen = CarouselScreen(items: Self.items(3), selection: nil, options: Self.strict)
    screen.settings.configuration.autoplay = .seconds(2)
    screen.appear()
    screen.wait(2.1)
    #expect(screen.model.stage.isMoving)
    screen.wait(1)
    #expect(screen.focusedItem == 1)
    screen.wait(2)
    #expect(screen.focusedItem == 2)
  }

  /// `indicator`: the built-in indicator's pager reads the new page after a swipe, a key and an
  /// autoplay step.
  @Test func theIndicatorFollowsThePage() {
    let screen = CarouselScreen(items: Self.items(4), selection: nil, options: Self.strict)
    screen.appear()
    #expect(screen.indicatorValue == "1 of 4")
    screen.swipe(forward: true)
    screen.wait(1)
    #expect(screen.indicatorValue == "2 of 4")
    screen.user { $0.arrowPressed(.right) }
    #expect(screen.indicatorValue == "3 of 4")
  }

  /// `playback`: the play/pause button says what it offers after the user paused.
  @Test func theButtonFollowsThePlayback() {
    let screen = CarouselScreen(
      data: .items(Self.items(3)), selection: .none, inReader: true, options: Self.strict)
    screen.settings.configuration.autoplay = .seconds(3)
    screen.playbackButton = true
    screen.appear()
    #expect(screen.playbackTitle == "Pause")
    screen.user { $0.togglePlayback() }
    #expect(screen.playbackTitle == "Play")
    #expect(screen.playbackDisabled == false)
    screen.environment.voiceOver = true
    screen.update()
    #expect(screen.playbackTitle == "Autoplay off")
    #expect(screen.playbackDisabled == true)
  }

  /// `proxyState` and the reader's `carousel`: a subview handed the proxy reads the selected
  /// item and the count, after a swipe and when another carousel takes the reader over.
  @Test func aSubviewHandedTheProxyFollowsIt() {
    let screen = CarouselScreen(
      data: .items(Self.items(3)), selection: .none, inReader: true, options: Self.strict)
    screen.proxySubview = { "\($0.selectedIndex ?? -1) of \($0.count)" }
    screen.appear()
    #expect(screen.proxySubviewOutput == "0 of 3")
    screen.swipe(forward: true)
    screen.wait(1)
    #expect(screen.proxySubviewOutput == "1 of 3")
    let other = screen.addCarousel(Self.items(7), isReaderTarget: true)
    screen.update()
    #expect(screen.proxySubviewOutput == "0 of 7")
    screen.removeCarousel(other)
    #expect(screen.proxySubviewOutput == "1 of 3")
  }

  /// `bindingWrites`: an app that only passes `$selection` (B6) and sets it back inside its
  /// callback (a veto) is heard: the carousel's own write redraws its stage, which reads the
  /// binding again.
  @Test(arguments: [false, true]) func aVetoIsHeardWithoutTheAppRendering(visibleAtOnce: Bool) {
    var options = Self.strict
    options.writesVisibleAtOnce = visibleAtOnce
    let screen = CarouselScreen(items: Self.items(4), selection: .some(0), options: options)
    screen.onSelectionChange = { [unowned screen] old, new, cause in
      if new == 1, cause == .swipe { screen.selection?.set(old) }
    }
    screen.appear()
    screen.swipe(forward: true)
    screen.wait(1)
    #expect(screen.selection?.value == 0)
    #expect(screen.focusedItem == 0)
  }

  /// `keyboardDismissals`: the keyboard goes when the finger starts dragging the carousel, before
  /// anything else changes.
  @Test func theKeyboardGoesAsTheDragBegins() {
    let screen = CarouselScreen(items: Self.items(3), selection: nil, options: Self.strict)
    screen.settings.swipesDismissKeyboard = true
    screen.appear()
    screen.model.touchWatcherChanged(.began)
    screen.update()
    screen.model.panChanged(.began, drag: CarouselDrag(translationX: -30, translationY: 0))
    screen.update()
    #expect(screen.keyboardDismissed == 1)
  }

  /// `appPagers`: with the dots hidden, the slides' stand-in pager gives way to an indicator of
  /// the app's when it appears, and comes back when it goes.
  @Test func theStandInFollowsTheAppsIndicator() {
    let screen = CarouselScreen(
      data: .items(Self.items(3)), selection: .none, inReader: true, options: Self.strict)
    screen.settings.indicator = .hidden
    screen.appear()
    #expect(screen.standInValue == "1 of 3")
    screen.appIndicator = .builtIn(.dots)
    screen.update()
    #expect(screen.standInValue == nil)
    #expect(screen.appIndicatorValue == "1 of 3")
    screen.appIndicator = nil
    screen.update()
    #expect(screen.standInValue == "1 of 3")
  }

  /// `container`: items that arrive make the indicator take its strip (the count crosses two
  /// after the render that brought them), and autoplay makes the stage answer Magic Tap.
  @Test func theStageFollowsTheCount() {
    let screen = CarouselScreen(items: Self.items(1), selection: nil, options: Self.strict)
    screen.appear()
    #expect(screen.slidesSize.height == 260)
    #expect(!screen.answersMagicTap)
    screen.items = Self.items(3)
    screen.update()
    #expect(screen.slidesSize.height == 216)
    screen.settings.configuration.autoplay = .seconds(2)
    screen.update()
    #expect(screen.answersMagicTap)
  }

  /// `driver`: the driver's task sleeps until each new deadline of an unbound carousel's
  /// autoplay, so autoplay goes on round the loop.
  @Test func theDriverFollowsTheDeadline() {
    let screen = CarouselScreen(items: Self.items(3), selection: nil, options: Self.strict)
    screen.settings.configuration.autoplay = .seconds(2)
    screen.appear()
    #expect(screen.taskDeadline == screen.model.stage.driverDeadline)
    screen.wait(6.5)
    #expect(screen.focusedItem == 0)
    #expect(screen.taskDeadline == screen.model.stage.driverDeadline)
    #expect(screen.taskDeadline != nil)
  }

  /// The reader's `following`: a reader whose content read `proxy.position` redraws its content
  /// every frame while the carousel moves, and stops when it rests.
  @Test func aReaderThatReadsThePositionFollowsTheMotion() {
    let screen = CarouselScreen(
      data: .items(Self.items(3)), selection: .none, inReader: true, options: Self.strict)
    var positions: [Double] = []
    screen.readerContent = { positions.append($0.position) }
    screen.appear()
    let still = screen.readerContentRuns
    screen.user { $0.arrowPressed(.right) }
    screen.wait(1)
    #expect(screen.readerContentRuns > still + 20)
    #expect(positions.last == 1)
    #expect(positions.contains { $0 > 0 && $0 < 1 })
    let rested = screen.readerContentRuns
    screen.wait(1)
    #expect(screen.readerContentRuns == rested)
  }

  /// The progress reads' `didRead`: a custom indicator whose drawing reads `autoplayProgress`
  /// redraws every frame while a wait runs; one that never reads it does not (see
  /// `CarouselCustomIndicatorBody`).
  @Test func aCustomIndicatorThatReadsTheWaitFollowsIt() {
    let screen = CarouselScreen(
      data: .items(Self.items(3)), selection: .none, inReader: true, options: Self.strict)
    screen.settings.configuration.autoplay = .seconds(3)
    screen.appIndicator = .custom(isAdjustable: true)
    screen.appear()
    let before = screen.appIndicatorRuns
    screen.wait(1)
    #expect(screen.appIndicatorRuns > before + 20)
  }
}
