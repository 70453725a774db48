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
    let itemName: ((Data.Element) -> String?)?
    let settings: CarouselSettings
    let dataVersion: CarouselDataVersion
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
          dataVersion: dataVersion, content: content)
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
        // Items first, then the selection, in one handler: a new item selected together with
        // its arrival is there to be selected.
        if old.ids != new.ids || isFirstValue { sendItems(selecting: new.selection) }
        if old.selection != new.selection || isFirstValue {
          sendSelection(new.selection, animated: !isFirstValue && !transaction.disablesAnimations)
        }
      }
      .onChange(of: stage.selectedID) { writeSelection() }
      .onChange(of: selectedItemName, initial: true) { _, name in
        guard let selected = stage.selectedID else { return }
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

    /// What the app gives the carousel: its items' IDs and the selection.
    private var itemsInput: CarouselItemsInput<Data, ID> {
      // Only a collection that is not an array is compared with the host's list, ID by ID.
      let shown = CarouselItemIDs<Data, ID>.isArray ? nil : model.host.shows(anyIDs)
      return CarouselItemsInput(
        ids: CarouselItemIDs(data: data, id: id, shownByHost: shown), selection: selection?.value)
    }

    /// The item IDs of `data`, type-erased as the host holds them, read lazily.
    private var anyIDs: LazyMapSequence<Data, AnyItemID> {
      data.lazy.map { AnyItemID($0[keyPath: id]) }
    }

    /// Gives the host this update's list, with the binding's selection for a first list.
    private func sendItems(selecting selection: CarouselSelectionValue<ID>?) {
      // An array, made once: the lists differ (the comparison says so), and the engine keeps
      // an array it is given, where a lazy list would be compared and copied.
      let ids = Array(anyIDs)
      switch selection {
      case .index(let index):
        model.send { $0.itemsChanged(ids, selectingIndex: index, at: $1) }
      case .id(let selected):
        model.send { $0.itemsChanged(ids, selecting: selected.map(AnyItemID.init), at: $1) }
      case nil:
        model.send { $0.itemsChanged(ids, selecting: nil, at: $1) }
      }
    }

    /// Moves to the binding's new value (or takes its first) and writes back what the host says.
    private func sendSelection(_ value: CarouselSelectionValue<ID>?, animated: Bool) {
      switch value {
      case .index(let index):
        model.send { $0.select(index: index, animated: animated, at: $1) }
      case .id(let selected):
        model.send { $0.select(selected.map(AnyItemID.init), animated: animated, at: $1) }
      case nil:
        break
      }
      writeSelection()
    }

    /// Writes the host's selection to the binding when the host says to.
    private func writeSelection() {
      switch selection {
      case .id(let binding):
        let current = binding.wrappedValue.map(AnyItemID.init)
        guard let selected = model.host.selectionToWrite(over: current),
          let typed = selected.typed(as: ID.self)
        else { return }
        binding.wrappedValue = typed
      case .index(let binding):
        guard let index = model.host.indexToWrite(over: binding.wrappedValue) else { return }
        binding.wrappedValue = index
      case nil:
        break
      }
    }

    /// The app's name for the selected item, from this update's data (VoiceOver reads it with
    /// the page: "Beach, 2 of 5"); `nil` when the carousel does not name its items.
    private var selectedItemName: String? {
      guard let itemName, let selected = model.stage.selectedID,
        let index = model.stage.indicator.accessibility.selectedIndex,
        let element = data.element(
          showing: selected, atOffset: model.engine.inputOffset(ofItem: index), id: id)
      else { return nil }
      return itemName(element)
    }
  }

  /// Whether the transaction of the current update disables animations: a reference the
  /// `.transaction` modifier writes while SwiftUI applies an update, for the change handlers of
  /// the same update to read (it is no view state: writing it redraws nothing).
  final class CarouselTransactionReading {
    var disablesAnimations = false
  }

  /// The app's inputs to a carousel, compared as one value so that one handler takes both.
  private struct CarouselItemsInput<Data: RandomAccessCollection, ID: Hashable & Sendable>:
    Equatable
  {
    let ids: CarouselItemIDs<Data, ID>
    let selection: CarouselSelectionValue<ID>?
  }

  /// The item IDs of `data`, compared so that every change reaches the host and an unchanged
  /// array costs nothing to compare:
  /// - the standard library's arrays (value types) by storage first: the same storage holds the
  ///   same IDs, and an update that did not change the data hands back the same array; then ID
  ///   by ID;
  /// - any other collection by whether the host shows its IDs: a collection backed by a
  ///   reference (live database results) is the same value before and after its contents
  ///   change, so comparing it with its previous value would never see a change, and it is
  ///   compared ID by ID with the host's own snapshot of the list instead, on every update.
  private struct CarouselItemIDs<Data: RandomAccessCollection, ID: Hashable>: Equatable {
    let data: Data
    let id: KeyPath<Data.Element, ID>
    /// For a collection that is not an array: whether the host showed exactly these IDs when
    /// the value was made.
    let shownByHost: Bool?

    static func == (lhs: Self, rhs: Self) -> Bool {
      guard lhs.id == rhs.id else { return false }
      if let lhsShown = lhs.shownByHost, let rhsShown = rhs.shownByHost {
        return lhsShown && rhsShown
      }
      if sharesStorage(lhs.data, rhs.data) { return true }
      return lhs.data.lazy.map { $0[keyPath: lhs.id] }.elementsEqual(
        rhs.data.lazy.map { $0[keyPath: rhs.id] })
    }

    /// Whether `Data` is one of the standard library's array types, whose values never change
    /// in place while another value shares their storage.
    static var isArray: Bool {
      Data.self == [Data.Element].self || Data.self == ContiguousArray<Data.Element>.self
        || Data.self == ArraySlice<Data.Element>.self
    }

    /// Whether `lhs` and `rhs` are the same elements in the same memory.
    private static func sharesStorage(_ lhs: Data, _ rhs: Data) -> Bool {
      let shared = lhs.withContiguousStorageIfAvailable { lhs in
        rhs.withContiguousStorageIfAvailable { rhs in
          lhs.count == rhs.count && lhs.baseAddress == rhs.baseAddress
        }
      }
      return shared == true
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
