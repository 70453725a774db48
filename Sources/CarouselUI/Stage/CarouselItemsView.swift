#if canImport(SwiftUI)
  import SwiftUI

  /// One carousel over `source`: its model, made when the carousel's view is first made and run
  /// on the clock the environment gives then (every carousel has its own model, also inside a
  /// ``CarouselReader``, which only points at one), the slides and the built-in indicator in one
  /// layout, and SwiftUI's inputs handed to the model, each in one call: the render (which says
  /// what the one change handler compares), the lifecycle, the driver's task and the selection
  /// feedback. It decides nothing.
  struct CarouselItemsView<Data: RandomAccessCollection, ID: Hashable & Sendable, Content: View>:
    View
  {
    let source: CarouselSource<Data, ID>
    /// Stands for this render of the carousel by the view around it.
    let render: CarouselRender
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
    @StateObject private var model = CarouselModel(reportDiagnostics: CarouselRuntimeWarning.report)
    @StateObject private var renders = CarouselRenders<Data>()

    var body: some View {
      let rendered = model.render(
        source, render: render, renders: renders, settings: settings,
        environment: settings.environment(
          reduceMotion: reduceMotion, voiceOver: voiceOver,
          scene: scenePhase == .active
            ? .active : scenePhase == .inactive ? .inactive : .background,
          isScrollEnabled: isScrollEnabled),
        reader: scope.reader, callbacks: extras.callbacks, idType: idType)
      // Slides and indicator are always the same two children of one layout, so switching
      // the placement (or hiding the indicator) moves them without changing their identity,
      // and the slides keep their state.
      // A fitted carousel's slides take the length the model measured across (its margins and
      // the indicator's strip added), whatever is proposed.
      CarouselStageLayout(
        arrangement: settings.arrangement(
          itemCount: model.indicator.count, fittedContentLength: model.fittedContentLength)
      ) {
        CarouselSlides(
          model: model, data: source.data, id: source.id, settings: settings, extras: extras,
          generation: rendered.generation, content: content)
        CarouselIndicatorView(model: model, style: settings.indicator)
          // Ordered within the stage only: the stage is an accessibility container (below), so
          // an indicator above the slides is read before them, not before the whole screen.
          .accessibilitySortPriority(settings.indicatorPlacement == .above ? 1 : 0)
      }
      // The container that scopes the sort priority above (Apple: sort priority orders the
      // elements of the nearest accessibility container).
      .accessibilityElement(children: .contain)
      // On the container of the slides and the indicator, so that VoiceOver's Magic Tap reaches
      // it from any element inside (the system offers it to the focused element, then to its
      // ancestors). The model decides whether it plays or pauses anything.
      .accessibilityAction(.magicTap, model.magicTapped)
      // Read while SwiftUI applies the update that carries the binding's change, before the
      // change handler below runs for it.
      .transaction { model.noteTransaction(disablesAnimations: $0.disablesAnimations) }
      .onChange(of: rendered.input, initial: true) { model.stageInputChanged(from: $0, to: $1) }
      .onAppear { model.appeared(in: scope.reader, isTarget: settings.isReaderTarget) }
      .onDisappear { model.disappeared(from: scope.reader) }
      // Where this carousel is written among its reader's carousels (none outside a reader).
      .preference(
        key: CarouselReaderOrderKey.self,
        value: scope.reader == nil ? [] : [ObjectIdentifier(model)]
      )
      // The one driver, for autoplay's advance or the motion's end: a new deadline or the view
      // going away cancels it (see `runDriver`).
      .task(id: model.stage.driverDeadline) { await model.runDriver() }
      .sensoryFeedback(.selection, trigger: model.stage.userSelectionChanges) { _, _ in
        settings.playsSelectionFeedback
      }
      #if canImport(UIKit) && !os(watchOS) && !os(tvOS)
        // Behind the stage, so it takes no touch and no room; it finds the window to dismiss
        // the keyboard in through its own view.
        .background { CarouselKeyboardDismissal(dismissals: model.keyboardDismissals) }
      #endif
    }
  }
#endif
