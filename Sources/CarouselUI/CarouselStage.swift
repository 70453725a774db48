#if canImport(SwiftUI)
  import SwiftUI

  /// One carousel's views: the slides and the built-in indicator in one layout, and the
  /// translation of the app's data, the selection binding, the environment and the lifecycle
  /// into the host's events. It decides nothing itself, and draws only from the host's
  /// ``CarouselHost/stage``, which the model publishes exactly when it changes.
  struct CarouselStage<Data: RandomAccessCollection, ID: Hashable & Sendable, Content: View>:
    View
  {
    @ObservedObject var model: CarouselModel
    let reader: CarouselReaderModel?
    let data: Data
    let id: KeyPath<Data.Element, ID>
    let selection: CarouselSelection<ID>?
    let actions: CarouselItemActions<Data.Element, ID>
    let phaseChanges: [(CarouselPhase, CarouselPhase, CarouselPhaseChangeContext) -> Void]
    let settings: CarouselSettings
    let focus: FocusState<Bool>.Binding?
    let transition: CarouselTransitionEffect?
    /// The generation the slides' content is built for (see `CarouselContentGeneration`).
    let generation: Int
    /// For a collection that is not an array: how this render's IDs compare with the host's
    /// list (see ``CarouselRenders/itemsCheck(of:data:id:host:)``).
    let itemsCheck: Int?
    let content: (Data.Element) -> Content

    @Environment(\.layoutDirection) private var layoutDirection
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.accessibilityVoiceOverEnabled) private var voiceOver
    @Environment(\.scenePhase) private var scenePhase
    @Environment(\.isScrollEnabled) private var isScrollEnabled
    /// Whether the update that changed the selection binding asked for no animation
    /// (`withTransaction(\.disablesAnimations, true)`, `Transaction(animation: nil)` with it).
    @State private var transaction = CarouselTransactionReading()

    var body: some View {
      let stage = model.stage
      // What the host may ask of this update (write the binding, name an item, call the app
      // back), given before any event of it reaches the model; setting it publishes nothing.
      let _ = model.connect(connection)
      // Slides and indicator are always the same two children of one layout, so switching
      // the placement (or hiding the indicator) moves them without changing their identity,
      // and the slides keep their state.
      CarouselStageLayout(
        arrangement: CarouselStageArrangement(
          axis: settings.configuration.axis, placement: settings.indicatorPlacement.core,
          indicatorOccupiesSpace: settings.indicator.occupiesSpace(count: stage.indicator.count),
          // No gap: the indicator's 44-point tap strip already holds its dots clear of the slides.
          spacing: 0)
      ) {
        CarouselSlides(
          model: model, data: data, id: id, settings: settings, layoutDirection: layoutDirection,
          generation: generation, transition: transition, focus: focus,
          activate: activation,
          pager: stage.indicator.pagerElement(settings.indicator), content: content)
        CarouselIndicatorView(model: model, state: stage.indicator, style: settings.indicator)
          .equatable()
          // Ordered within the stage only: the stage is an accessibility container (below), so
          // an indicator above the slides is read before them, not before the whole screen.
          .accessibilitySortPriority(settings.indicatorPlacement.core == .above ? 1 : 0)
      }
      // The container that scopes the sort priority above (Apple: sort priority orders the
      // elements of the nearest accessibility container).
      .accessibilityElement(children: .contain)
      // Read during the update that carries the binding's change, before its change handler.
      .transaction { transaction.disablesAnimations = $0.disablesAnimations }
      .onChange(of: itemsInput, initial: true) { old, new in
        let isFirstValue = old == new
        let animated = !isFirstValue && !transaction.disablesAnimations
        // Read once: the next update sets it again if its transaction disables animations.
        transaction.disablesAnimations = false
        // Items and the binding in one event: the host applies the list first, so a new item
        // selected together with its arrival is there to be selected.
        if old.ids != new.ids || isFirstValue {
          let ids = Array(anyIDs)
          model.send { $0.itemsChanged(ids, binding: new.selection, animated: animated, at: $1) }
        } else if let selection = new.selection, old.selection != new.selection {
          model.send { $0.bindingChanged(selection, animated: animated, at: $1) }
        }
      }
      .onChange(of: selectedItemName, initial: true) { _, name in
        // A rename of the selected item; a newly selected one is named by the model itself.
        guard let selected = model.stage.selectedID else { return }
        model.send { $0.itemNamed(name, id: selected, at: $1) }
      }
      .onChange(of: settings.itemDurations, initial: true) { _, new in
        model.send { $0.itemDurationsChanged(new, at: $1) }
      }
      .onChange(of: reduceMotion, initial: true) { _, new in
        model.send { $0.reduceMotionChanged(new, at: $1) }
      }
      .onChange(of: voiceOver, initial: true) { _, new in
        model.send { $0.voiceOverChanged(new, at: $1) }
      }
      .onChange(of: scenePhase, initial: true) { _, new in
        model.send { $0.sceneChanged(to: new.carouselPhase, at: $1) }
      }
      .onChange(of: isScrollEnabled && !settings.swipesDisabled, initial: true) { _, allowed in
        model.send { $0.swipesChanged(allowed: allowed, at: $1) }
      }
      .onChange(of: settings.pagingDisabled, initial: true) { _, disabled in
        model.send { $0.pagingChanged(allowed: !disabled, at: $1) }
      }
      .onAppear {
        model.send { $0.appeared(at: $1) }
        reader?.carouselAppeared(model, isTarget: settings.isReaderTarget)
      }
      .onChange(of: settings.isReaderTarget) { _, isTarget in
        reader?.carouselMarked(model, isTarget: isTarget)
      }
      // Where this carousel is written among its reader's carousels (none outside a reader).
      .preference(
        key: CarouselReaderOrderKey.self, value: reader == nil ? [] : [ObjectIdentifier(model)]
      )
      .onDisappear {
        model.send { $0.disappeared(at: $1) }
        reader?.carouselDisappeared(model)
      }
      .modifier(CarouselScrollVisibility(model: model))
      .task(id: stage.nextDeadline) {
        // The one driver: sleeps until the engine's deadline, then ticks. A new deadline or
        // the view going away cancels it, so nothing is ever left running.
        if await CarouselDriver.waitForDeadline(stage.nextDeadline, on: model.clock) {
          model.send { $0.tick(at: $1) }
        }
      }
      .sensoryFeedback(.selection, trigger: stage.userSelectionChanges) { _, _ in
        settings.playsSelectionFeedback
      }
    }

    /// What the app gives the carousel: its items' IDs and the selection binding's value.
    private var itemsInput: CarouselItemsInput<Data, ID> {
      CarouselItemsInput(
        ids: CarouselItemIDs(data: data, id: id, check: itemsCheck), selection: selection?.bound)
    }

    /// The item IDs of `data`, type-erased as the host holds them, read lazily.
    private var anyIDs: LazyMapSequence<Data, AnyItemID> {
      data.lazy.map { AnyItemID($0[keyPath: id]) }
    }

    /// What the host may ask of this update.
    private var connection: CarouselConnection {
      CarouselConnection(
        writeBinding: { [selection] value in selection?.write(value) },
        nameItem: actions.itemName.map { name in
          { [data, id, model] itemID in
            data.element(showingHostItem: itemID, of: model.host, id: id).flatMap(name)
          }
        },
        report: { [actions, phaseChanges] event in
          switch event {
          case .selectionChanged(let from, let to, let cause):
            let old = from?.typed(as: ID.self)
            let new = to?.typed(as: ID.self)
            for action in actions.selectionChanges { action(old, new, cause) }
          case .phaseChanged(let from, let to, let context):
            for action in phaseChanges { action(from, to, context) }
          case .visibleItemsChanged(let ids):
            let typed = ids.compactMap { $0.typed(as: ID.self) }
            for action in actions.visibleItemsChanges { action(typed) }
          }
        })
    }

    /// What Return and Space do: activate the selected item, when the app takes activations.
    private var activation: (() -> Bool)? {
      guard !actions.activations.isEmpty else { return nil }
      return { activateSelected() }
    }

    /// Calls the app's activation actions with the selected item; whether there was one.
    private func activateSelected() -> Bool {
      guard let selected = model.stage.selectedID,
        let element = data.element(showingHostItem: selected, of: model.host, id: id)
      else { return false }
      for action in actions.activations { action(element) }
      return true
    }

    /// The app's name for the selected item, from this update's data (VoiceOver reads it with
    /// the page: "Beach, 2 of 5"); `nil` when the carousel does not name its items.
    private var selectedItemName: String? {
      guard let name = actions.itemName, let selected = model.stage.selectedID,
        let element = data.element(showingHostItem: selected, of: model.host, id: id)
      else { return nil }
      return name(element)
    }
  }

  /// Whether the transaction of the current update disables animations: a reference the
  /// `.transaction` modifier writes while SwiftUI applies an update, for the change handlers of
  /// the same update to read, once (it is no view state: writing it redraws nothing).
  final class CarouselTransactionReading {
    var disablesAnimations = false
  }

  /// The app's inputs to a carousel, compared as one value so that one handler takes both.
  private struct CarouselItemsInput<Data: RandomAccessCollection, ID: Hashable & Sendable>:
    Equatable
  {
    let ids: CarouselItemIDs<Data, ID>
    let selection: CarouselBoundSelection<AnyItemID>?
  }

  /// The item IDs of `data`, compared so that every change reaches the host and an unchanged
  /// array costs nothing to compare:
  /// - the standard library's arrays (value types) by storage first: the same storage holds the
  ///   same IDs, and an update that did not change the data hands back the same array; then ID
  ///   by ID;
  /// - any other collection by how it compared with the host's list when the render made it
  ///   (`check`, once a render): a collection backed by a reference (live database results) is
  ///   the same value before and after its contents change, so comparing it with its previous
  ///   value would never see a change.
  private struct CarouselItemIDs<Data: RandomAccessCollection, ID: Hashable>: Equatable {
    let data: Data
    let id: KeyPath<Data.Element, ID>
    /// For a collection that is not an array: `nil` when the host showed these IDs, else the
    /// number of the render that found them different.
    let check: Int?

    static func == (lhs: Self, rhs: Self) -> Bool {
      guard lhs.id == rhs.id else { return false }
      guard Data.isStandardArray else { return lhs.check == rhs.check }
      if Data.sharesStorage(lhs.data, rhs.data) { return true }
      return lhs.data.lazy.map { $0[keyPath: lhs.id] }.elementsEqual(
        rhs.data.lazy.map { $0[keyPath: rhs.id] })
    }
  }

  extension ScenePhase {
    /// The engine's name for the phase.
    fileprivate var carouselPhase: CarouselScenePhase {
      switch self {
      case .active: return .active
      case .inactive: return .inactive
      default: return .background
      }
    }
  }
#endif
