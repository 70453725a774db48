#if canImport(SwiftUI)
  import SwiftUI

  /// One carousel: its model, made when the carousel's view is first made and run on the clock
  /// the environment gives then (every carousel has its own model, also inside a
  /// ``CarouselReader``, which only points at one), the slides and the built-in indicator in one
  /// layout, and SwiftUI's inputs handed to the model, each in one call. What it draws comes from
  /// one call, `CarouselModel.itemsBody`, which the tests' double of SwiftUI's update cycle calls
  /// too.
  struct CarouselItemsView<Data: RandomAccessCollection, ID: Hashable & Sendable, Content: View>:
    View
  {
    /// The app's source, and the token of this render by the view around the carousel.
    let rendered: CarouselRendered<Data, ID>
    /// The type of the IDs the app moves the carousel by (`nil` for untagged fixed pages).
    var idType: Any.Type? = ID.self
    let content: (Data.Element) -> Content
    @Environment(\.carouselSettings) private var settings
    @Environment(\.carouselExtras) private var extras
    @Environment(\.carouselScope) private var scope
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.accessibilityVoiceOverEnabled) private var voiceOver
    @Environment(\.scenePhase) private var scenePhase
    @Environment(\.isScrollEnabled) private var isScrollEnabled
    // Made once for the view's lifetime by `StateObject`'s autoclosure: in `@State` a model
    // would be made (and dropped) on every render of the view around the carousel, which is
    // every frame in a reader that follows the position. The views track what they read of it
    // through Observation (see CarouselStateObject.swift).
    @StateObject private var model = CarouselModel<ID>(
      reportDiagnostics: CarouselRuntimeWarning.report)
    @StateObject private var renders = CarouselRenders<Data>()

    var body: some View {
      let body = model.itemsBody(
        rendered, renders: renders, settings: settings,
        environment: settings.environment(
          reduceMotion: reduceMotion, voiceOver: voiceOver,
          scene: CarouselScenePhase(scenePhase, active: .active, inactive: .inactive),
          isScrollEnabled: isScrollEnabled),
        scope: scope, callbacks: extras.callbacks, idType: idType)
      // Slides and indicator are always the same two children of one layout, so switching
      // the placement (or hiding the indicator) moves them without changing their identity,
      // and the slides keep their state.
      CarouselStageLayout(arrangement: body.arrangement) {
        CarouselSlides(
          model: model, data: rendered.source.data, id: rendered.source.id, settings: settings,
          extras: extras, generation: body.stage.generation, content: content)
        CarouselIndicatorView(model: model, style: settings.indicator)
          // Ordered within the stage only: the stage is an accessibility container (below), so
          // an indicator above the slides is read before them, not before the whole screen.
          .accessibilitySortPriority(body.indicatorSortPriority)
      }
      // Right around the stage, inside its accessibility container: the held inset moves the
      // slides and the indicator together, and the spinner is read with the carousel.
      .modifier(CarouselRefreshControl(model: model))
      // The container that scopes the sort priority above (Apple: sort priority orders the
      // elements of the nearest accessibility container), and that VoiceOver's Magic Tap reaches
      // from any element inside (the system offers it to the focused element, then to its
      // ancestors): after the container, so the action is the container's.
      .accessibilityElement(children: .contain)
      .modifier(CarouselMagicTap(answers: body.answersMagicTap, action: model.magicTapped))
      // Read while SwiftUI applies the update that carries the binding's or the items' change
      // (or a proxy's move), before the change handler below runs for it: a move follows the
      // transaction's animation (sampled by the follower below), and the handler gives the host
      // an edit of the items inside that animation (`withAnimation` around the app's edit), so
      // the update the edit causes carries it (a transaction lasts one update).
      .transaction { transaction in
        model.noteTransaction(
          disablesAnimations: transaction.disablesAnimations,
          animation: transaction.animation.map(CarouselHostValue.init),
          animating: transaction.animation.map { animation in
            { @Sendable @MainActor change in withAnimation(animation, change) }
          })
      }
      .onChange(of: body.stage.input, initial: true) { model.stageInputChanged(from: $0, to: $1) }
      .onAppear { model.appeared(in: body.reader, isTarget: body.isReaderTarget) }
      .onDisappear { model.disappeared(from: body.reader) }
      // Where this carousel is written among its reader's carousels (none outside a reader).
      .preference(key: CarouselReaderOrderKey.self, value: body.readerOrder)
      // Behind the stage, so they take no touch and no room: the driver's task and the
      // selection feedback redraw alone when their part of the model changes.
      .background { CarouselDriverView(model: model, settings: settings) }
      // Behind the stage too, drawing nothing: it samples the app's animation for a move from
      // code made inside `withAnimation`.
      .background { CarouselAnimationFollower(model: model) }
      #if canImport(UIKit) && !os(watchOS) && !os(tvOS)
        // Only while swipes dismiss the keyboard; it finds the window to dismiss the keyboard
        // in through its own view.
        .background {
          if let dismissals = body.keyboardDismissals {
            CarouselKeyboardDismissal(dismissals: dismissals)
          }
        }
      #endif
    }
  }
#endif
