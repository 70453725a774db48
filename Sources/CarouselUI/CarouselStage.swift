#if canImport(SwiftUI)
  import SwiftUI

  /// One carousel's views: the slides and the built-in indicator in one layout, and the
  /// translation of the app's data, the selection binding, the environment and the lifecycle
  /// into the host's events. It decides nothing itself.
  struct CarouselStage<Data: RandomAccessCollection, ID: Hashable & Sendable, SlideContent: View>:
    View
  {
    @ObservedObject var model: CarouselModel
    let reader: CarouselReaderModel?
    let data: Data
    let id: KeyPath<Data.Element, ID>
    let selection: Binding<ID?>?
    let itemName: ((Data.Element) -> String)?
    let settings: CarouselSettings
    let content: (Data.Element) -> SlideContent

    @Environment(\.layoutDirection) private var layoutDirection
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.accessibilityVoiceOverEnabled) private var voiceOver
    @Environment(\.scenePhase) private var scenePhase
    @Environment(\.isScrollEnabled) private var isScrollEnabled

    var body: some View {
      // Names come from this update's data; taking them publishes nothing.
      let _ = model.nameItems(itemNames)
      let axis = settings.configuration.axis
      // Slides and indicator are always the same two children of one layout, so switching
      // the placement (or hiding the indicator) moves them without changing their identity,
      // and the slides keep their state.
      CarouselStageLayout(
        arrangement: CarouselStageArrangement(
          axis: axis, placement: settings.indicatorPlacement.core,
          indicatorOccupiesSpace: settings.indicator.occupiesSpace(count: model.engine.ids.count),
          // No gap: the indicator's 44-point tap strip already holds its dots clear of the slides.
          spacing: 0)
      ) {
        CarouselSlides(
          model: model, data: data, id: id, settings: settings, layoutDirection: layoutDirection,
          dataVersion: CarouselDataVersion(), content: content)
        CarouselIndicatorView(model: model, style: settings.indicator)
          // The layout keeps the indicator second; VoiceOver reads one above the slides first.
          .accessibilitySortPriority(settings.indicatorPlacement.core == .above ? 1 : 0)
      }
      .onChange(of: inputs, initial: true) { old, new in
        let isFirstValue = old == new
        // Items first, then the selection, in one handler: a new item selected together with
        // its arrival is there to be selected.
        if old.ids != new.ids || isFirstValue {
          // An array, made once: the lists differ (the comparison above says so), and the
          // engine keeps an array it is given, where a lazy list would be compared and copied.
          let ids = Array(data.lazy.map { CarouselItemID($0[keyPath: id]) })
          model.send {
            $0.itemsChanged(ids, selecting: new.selection.map(CarouselItemID.init), at: $1)
          }
        }
        if old.selection != new.selection || isFirstValue {
          model.send {
            $0.select(new.selection.map(CarouselItemID.init), animated: !isFirstValue, at: $1)
          }
          writeSelection()
        }
      }
      .onChange(of: model.engine.selectedID) { writeSelection() }
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
      .onChange(of: isScrollEnabled, initial: true) { _, new in
        model.send { $0.swipesChanged(allowed: new, at: $1) }
      }
      .onAppear {
        model.send { $0.appeared(at: $1) }
        reader?.carouselAppeared(model)
      }
      .onDisappear {
        model.send { $0.disappeared(at: $1) }
        reader?.carouselDisappeared(model)
      }
      .modifier(CarouselScrollVisibility(model: model))
      .task(id: model.engine.nextDeadline) {
        // The one driver: sleeps until the engine's deadline, then ticks. A new deadline or
        // the view going away cancels it, so nothing is ever left running.
        if await CarouselDriver.waitForDeadline(model.engine.nextDeadline, on: model.clock) {
          model.send { $0.tick(at: $1) }
        }
      }
      .sensoryFeedback(.selection, trigger: model.host.userSelectionChanges) { _, _ in
        settings.playsSelectionFeedback
      }
    }

    /// What the app gives the carousel: its items' IDs and the selection.
    private var inputs: CarouselInputs<Data, ID> {
      CarouselInputs(ids: CarouselItemIDs(data: data, id: id), selection: selection?.wrappedValue)
    }

    /// Writes the host's selection to the binding when the host says to.
    private func writeSelection() {
      guard let selection else { return }
      let current = selection.wrappedValue.map(CarouselItemID.init)
      guard let selected = model.host.selectionToWrite(over: current),
        let typed = selected.typed(as: ID.self)
      else { return }
      selection.wrappedValue = typed
    }

    /// The name of an item, by the engine's item index, for the indicator's VoiceOver value.
    private var itemNames: ((Int) -> String?)? {
      guard let itemName else { return nil }
      let data = data
      let engine = model.engine
      return { index in
        let offset = engine.inputOffset(ofItem: index)
        guard offset >= 0, offset < data.count else { return nil }
        return itemName(data[data.index(data.startIndex, offsetBy: offset)])
      }
    }
  }

  /// The app's inputs to a carousel, compared as one value so that one handler takes both.
  private struct CarouselInputs<Data: RandomAccessCollection, ID: Hashable>: Equatable {
    let ids: CarouselItemIDs<Data, ID>
    let selection: ID?
  }

  /// The item IDs of `data`, compared without copying them: a change of the list is noticed
  /// when the carousel's inputs change, in one pass and no allocation.
  private struct CarouselItemIDs<Data: RandomAccessCollection, ID: Hashable>: Equatable {
    let data: Data
    let id: KeyPath<Data.Element, ID>

    static func == (lhs: Self, rhs: Self) -> Bool {
      guard lhs.id == rhs.id else { return false }
      // The same storage holds the same IDs, and an update that did not change the data hands
      // back the same array: then the comparison, made on every update, costs nothing.
      if sharesStorage(lhs.data, rhs.data) { return true }
      return lhs.data.lazy.map { $0[keyPath: lhs.id] }.elementsEqual(
        rhs.data.lazy.map { $0[keyPath: rhs.id] })
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
