import CarouselCore
import CarouselViewModel

/// The type of a screen's data: a carousel over another type is another view to SwiftUI.
package enum ScreenShape: Hashable, Sendable {
  case items, range, closedRange, live, pages
}

extension ScreenData {
  /// The shape of this data's type.
  package var shape: ScreenShape {
    switch self {
    case .items: return .items
    case .range: return .range
    case .closedRange: return .closedRange
    case .live: return .live
    case .pages: return .pages
    }
  }
}

/// What the screen makes a carousel's model with: its clock, where its diagnostics go, and what
/// runs after the update.
@MainActor struct ScreenModels {
  let clock: CarouselClock
  let report: ([CarouselDiagnostic]) -> Void
  let afterUpdate: CarouselAfterUpdate

  /// A model over IDs of type `ID` (the `@StateObject` of the carousel's view).
  func model<ID: Hashable & Sendable>(of type: ID.Type = ID.self) -> CarouselModel<ID> {
    CarouselModel<ID>(clock: clock, reportDiagnostics: report, afterUpdate: afterUpdate)
  }
}

/// The calls the gesture views make to a carousel's model, whatever its IDs' type.
@MainActor struct ScreenFingers {
  let touchWatcher: (CarouselRecognizerState) -> Void
  let pan: (CarouselRecognizerState, CarouselDrag) -> Void
  let dragChanged: (CarouselDrag) -> Void
  let dragEnded: (CarouselDrag) -> Void
  let dragReset: () -> Void
  /// The Mac's scroll-wheel monitor: whether the carousel took the event.
  let scrollWheel: (CarouselScrollEvent) -> Bool
}

/// The app's bindings, as boxes.
@MainActor struct ScreenBoxes {
  let optionalID: BindingBox<Int?>?
  let requiredID: BindingBox<Int>?
  let index: BindingBox<Int>?

  /// The selection a `Carousel` makes of the app's binding (`CarouselSelection`'s forms of a
  /// `Binding<ID?>`, a `Binding<ID>` and an index `Binding<Int>`), over IDs of type `Int`.
  var selection: CarouselSelection<Int>? {
    if let box = optionalID { return .idBinding(get: { box.read }, set: { box.set($0) }) }
    if let box = requiredID { return .idBinding(get: { box.read }, set: { box.set($0) }) }
    if let box = index { return .index(get: { box.read }, set: { box.set($0) }) }
    return nil
  }
}

/// The app's own actions on a carousel (`onCarouselSelectionChange`, `onCarouselVisibleItemsChange`,
/// `carouselItemName`, `onCarouselActivate`), over the numbers the test reads.
@MainActor struct ScreenActions {
  var selectionChange: ((Int?, Int?, CarouselSelectionCause) -> Void)?
  var visibleItemsChange: (([Int]) -> Void)?
  var namesItems = false
  var activation: ((Int) -> Void)?

  /// The actions as a carousel over elements of type `Element` holds them, each element read
  /// as `number` and named `name`.
  func carouselActions<Element>(
    number: @escaping (Element) -> Int, name: @escaping (Element) -> String
  ) -> CarouselItemActions<Element, Int> {
    var actions = CarouselItemActions<Element, Int>()
    if let selectionChange { actions.selectionChanges = [selectionChange] }
    if let visibleItemsChange { actions.visibleItemsChanges = [visibleItemsChange] }
    if namesItems { actions.itemName = name }
    if let activation { actions.activations = [{ activation(number($0)) }] }
    return actions
  }
}

/// One carousel of the screen, whatever its data's type.
@MainActor protocol ScreenCarouselNode: AnyObject {
  /// The carousel's model, whatever its IDs' type.
  var anyModel: any CarouselModelProtocol { get }
  /// The carousel's model when its IDs are `Int`s (every shape but fixed pages).
  var intModel: CarouselModel<Int>? { get }
  /// `.transaction { }`: the update's transaction, read as SwiftUI applies it: its animation
  /// (`nil`: none, or none the double samples) and `animating`, which runs a change inside it
  /// (`nil`: it carries none).
  func noteTransaction(
    disablesAnimations: Bool, animation: ScreenAnimation?,
    animating: CarouselModel<Int>.Animating?)
  /// The fingers, as the gesture views hand them to the model (`CarouselTouchWatcher`,
  /// `CarouselPanGesture`, `CarouselDragGesture`), whatever the IDs' type.
  var fingers: ScreenFingers { get }
  /// One pass: `render` gives the carousel's own actions when the view around it rendered it.
  func update(
    render: (() -> ScreenActions)?, context: ScreenContext, handlers: inout ScreenHandlers)
  func disappear()
  func taskFires(at now: CarouselClock.Instant) -> Bool
  /// The app's refresh action, oldest first, returned.
  func finishRefresh()
  /// How many times the refresh control called the app's refresh action.
  var refreshActionCalls: Int { get }
  var waitingDeadline: CarouselClock.Instant? { get }
  var wantsFrames: Bool { get }
  var isInvalidated: Bool { get }
  var bodyRuns: Int { get }
  var runsByView: [String: Int] { get }
  var contentBuilds: Int { get }
  var drawnItems: [Int] { get }
  var touchableItems: [Int] { get }
  var drawnShadows: [(item: Int, shadow: CarouselItemShadow?)] { get }
  var drawnPlacements: [ScreenDrawnPlacement] { get }
  var drawnSlotFrames: [(item: Int, x: Double, width: Double)] { get }
  func takeDrawnChanges() -> [ScreenDrawnChange]
  var mismatchedDrawings: Int { get }
  var focusedItem: Int? { get }
  var stageSize: CarouselSize { get }
  var slidesSize: CarouselSize { get }
  var keyboardDismissed: Int { get }
  var hasKeyboardDismissalView: Bool { get }
  var selectionFeedbacks: Int { get }
  var indicatorValue: String? { get }
  var standInValue: String? { get }
  var answersMagicTap: Bool { get }
  var indicatorSortPriority: Double? { get }
  var showsEmptyContent: Bool { get }
}

/// A carousel's views with what `Carousel`'s body (or `CarouselPages`') makes of the app's data
/// on each render.
@MainActor
final class TypedScreenCarousel<Data: RandomAccessCollection, ID: Hashable & Sendable>:
  ScreenCarouselNode
{
  let views: ScreenCarousel<Data, ID>
  /// What the carousel's body makes for a render, with the app's actions and the environment's
  /// callbacks.
  let make: (ScreenActions, CarouselCallbacks) -> CarouselRendered<Data, ID>

  init(
    views: ScreenCarousel<Data, ID>,
    make: @escaping (ScreenActions, CarouselCallbacks) -> CarouselRendered<Data, ID>
  ) {
    self.views = views
    self.make = make
  }

  var anyModel: any CarouselModelProtocol { views.model }
  var intModel: CarouselModel<Int>? { views.model as? CarouselModel<Int> }
  func noteTransaction(
    disablesAnimations: Bool, animation: ScreenAnimation?,
    animating: CarouselModel<Int>.Animating?
  ) {
    views.model.noteTransaction(
      disablesAnimations: disablesAnimations, animation: animation.map(CarouselHostValue.init),
      animating: animating)
  }
  var fingers: ScreenFingers {
    let model = views.model
    return ScreenFingers(
      touchWatcher: model.touchWatcherChanged, pan: model.panChanged,
      dragChanged: model.dragGestureChanged, dragEnded: model.dragGestureEnded,
      dragReset: model.dragGestureReset, scrollWheel: model.scrollWheelMoved)
  }

  func update(
    render: (() -> ScreenActions)?, context: ScreenContext, handlers: inout ScreenHandlers
  ) {
    views.update(
      rendered: render.map { make($0(), context.callbacks) }, context: context,
      handlers: &handlers)
  }

  func disappear() { views.disappear() }
  func taskFires(at now: CarouselClock.Instant) -> Bool { views.taskFires(at: now) }
  func finishRefresh() { views.finishRefresh() }
  var refreshActionCalls: Int { views.refreshActionCalls }
  var waitingDeadline: CarouselClock.Instant? {
    guard let task = views.task, task.waiting else { return nil }
    return task.deadline
  }
  var wantsFrames: Bool { views.wantsFrames }
  var isInvalidated: Bool { views.isInvalidated }
  var runsByView: [String: Int] {
    [
      "items": views.items.runs, "driver": views.driver.runs, "slides": views.slides.runs,
      "frame": views.frame.runs, "standIn": views.standIn.runs,
      "standInPager": views.standInPager.runs, "indicator": views.indicator.runs,
      "indicatorPager": views.indicatorPager.runs, "dotStrip": views.dotStrip.runs,
      "refresh": views.refresh.runs,
    ]
  }
  var bodyRuns: Int { runsByView.values.reduce(0, +) }
  var contentBuilds: Int { views.contentBuilds }
  var drawnItems: [Int] { views.drawnItems }
  var touchableItems: [Int] { views.touchableItems }
  var drawnShadows: [(item: Int, shadow: CarouselItemShadow?)] { views.drawnShadows }
  var drawnPlacements: [ScreenDrawnPlacement] { views.drawnPlacements }
  var drawnSlotFrames: [(item: Int, x: Double, width: Double)] { views.drawnSlotFrames }
  func takeDrawnChanges() -> [ScreenDrawnChange] { views.takeDrawnChanges() }
  var mismatchedDrawings: Int { views.mismatchedDrawings }
  var focusedItem: Int? { views.focusedItem }
  var stageSize: CarouselSize { views.stageSize }
  var slidesSize: CarouselSize { views.slidesSize }
  var keyboardDismissed: Int { views.keyboardDismissed }
  var hasKeyboardDismissalView: Bool { views.items.output?.keyboardDismissals != nil }
  var selectionFeedbacks: Int { views.selectionFeedbacks }
  var indicatorValue: String? { views.indicatorPager.output?.value?.english }
  var standInValue: String? {
    views.standIn.output.flatMap { $0 } == nil ? nil : views.standInPager.output?.value?.english
  }
  var answersMagicTap: Bool { views.answersMagicTap }
  var indicatorSortPriority: Double? { views.items.output?.indicatorSortPriority }
  var showsEmptyContent: Bool { views.showsEmptyContent }
}

/// How the screen makes a carousel of each shape, as the app writes it.
@MainActor enum ScreenCarouselNodes {
  /// The carousel over the screen's `data` (read at each render) of `shape`, bound by `boxes`,
  /// with `model`.
  static func make(
    data: @escaping () -> ScreenData, shape: ScreenShape, boxes: ScreenBoxes,
    models: ScreenModels
  ) -> any ScreenCarouselNode {
    switch shape {
    case .items:
      return sourced(
        model: models.model(), boxes: boxes, id: \ScreenItem.id, name: \.title,
        data: {
          guard case .items(let items) = data() else { preconditionFailure("not items") }
          return items
        })
    case .range:
      return sourced(
        model: models.model(), boxes: boxes, id: \Int.self, name: { (day: Int) in "Day \(day)" },
        data: {
          guard case .range(let range) = data() else { preconditionFailure("not a range") }
          return range
        })
    case .closedRange:
      return sourced(
        model: models.model(), boxes: boxes, id: \Int.self, name: { (day: Int) in "Day \(day)" },
        data: {
          guard case .closedRange(let range) = data() else { preconditionFailure("not a range") }
          return range
        })
    case .live:
      return sourced(
        model: models.model(), boxes: boxes, id: \ScreenItem.id, name: \.title,
        data: {
          guard case .live(let items) = data() else { preconditionFailure("not live items") }
          return items
        })
    case .pages:
      let selection = pageSelection(boxes)
      let diagnostics = PageDiagnostics()
      let model = models.model(of: AnyItemID.self)
      return carousel(
        model: model, idType: selection.tagType, number: { (page: CarouselPage) in page.index },
        make: { actions, callbacks in
          guard case .pages(let pages) = data() else { preconditionFailure("not pages") }
          // `CarouselPages`' body: the subviews SwiftUI resolved, each with its identity.
          let rendered = selection.rendered(
            subviews: pages.map {
              (subview: $0 as Any, id: AnyItemID(SubviewID(value: $0.subview)))
            },
            actions: actions.carouselActions(
              number: { (page: Int) in page }, name: { "Page \($0 + 1)" }
            )
            .overPages(byTag: selection.tagType != nil),
            callbacks: callbacks)
          // Its `onChange(of: diagnostic, initial: true)`: a runtime warning.
          if rendered.diagnostic != diagnostics.last, let diagnostic = rendered.diagnostic {
            models.report([diagnostic])
          }
          diagnostics.last = rendered.diagnostic
          return rendered.rendered
        })
    }
  }

  /// `Carousel(data, id:, selection:) { … }` over the app's `data` (read at each render), its
  /// elements identified by `id` (the number the test reads) and named `name`.
  private static func sourced<Data: RandomAccessCollection>(
    model: CarouselModel<Int>, boxes: ScreenBoxes, id: KeyPath<Data.Element, Int>,
    name: @escaping (Data.Element) -> String, data: @escaping () -> Data
  ) -> any ScreenCarouselNode {
    let number = { (element: Data.Element) in element[keyPath: id] }
    return carousel(
      model: model, idType: Int.self, number: number,
      make: { actions, _ in
        CarouselSource(
          data: data(), id: id, selection: boxes.selection,
          actions: actions.carouselActions(number: number, name: name)
        ).rendered()
      })
  }

  /// The warning the pages' handler last saw.
  private final class PageDiagnostics {
    var last: CarouselDiagnostic?
  }

  /// The selection of fixed pages the app's binding makes (`CarouselPageSelection`'s forms of
  /// `Carousel(selectedIndex:)` and `Carousel(selection:)` with `.tag(_:)`s of type `Int`).
  private static func pageSelection(_ boxes: ScreenBoxes) -> CarouselPageSelection {
    if let box = boxes.requiredID {
      return .tag(
        tagOf: { ($0 as? ScreenPage)?.tag.map(AnyItemID.init) },
        binding: .tag(get: { box.read }, set: { box.set($0) }), tagType: Int.self)
    }
    if let box = boxes.index {
      return .index(.index(get: { box.read }, set: { box.set($0) }))
    }
    return .none
  }

  private static func carousel<Data: RandomAccessCollection, ID: Hashable & Sendable>(
    model: CarouselModel<ID>, idType: Any.Type?, number: @escaping (Data.Element) -> Int,
    make: @escaping (ScreenActions, CarouselCallbacks) -> CarouselRendered<Data, ID>
  ) -> any ScreenCarouselNode {
    TypedScreenCarousel(
      views: ScreenCarousel<Data, ID>(model: model, idType: idType, number: number), make: make)
  }
}

/// What one frame drew differently from the frame before: the slots SwiftUI inserts, removes
/// and moves, and whether the update's transaction animates them.
package struct ScreenDrawnChange: Equatable, Sendable {
  /// The numbers of the elements whose slots the frame drew and the one before did not: SwiftUI
  /// inserts their views (`ForEach` by the slot's ID), sorted.
  package let inserted: [Int]
  /// The numbers of the elements whose slots the frame before drew and this one did not: SwiftUI
  /// removes their views, sorted.
  package let removed: [Int]
  /// The numbers of the elements whose slots both frames drew, at another place, sorted.
  package let moved: [Int]
  /// Whether the update's transaction carried an animation: SwiftUI runs the inserted and
  /// removed views' transitions (`.transition` on the item).
  package let runsTransitions: Bool
  /// Whether the moved slots' placement animates: the transaction carried an animation and the
  /// frame let it place an edit (`CarouselSlidesFrame.placesEdit`); otherwise the slot view's
  /// placement sits outside every animation.
  package let placementAnimates: Bool

  /// A change with every part given.
  package init(
    inserted: [Int] = [], removed: [Int] = [], moved: [Int] = [], runsTransitions: Bool,
    placementAnimates: Bool
  ) {
    (self.inserted, self.removed, self.moved) = (inserted, removed, moved)
    (self.runsTransitions, self.placementAnimates) = (runsTransitions, placementAnimates)
  }
}

/// Where one drawn slot's item stands, as the app's per-item effect reads it: the element's
/// number, its phase from the focus and its placement in the viewport.
package struct ScreenDrawnPlacement: Sendable {
  /// The number of the element the slot draws.
  package let item: Int
  /// The item's phase from the focus (`carouselItemPhase`).
  package let phase: CarouselTransitionPhase
  /// Where it is drawn relative to the viewport.
  package let placement: CarouselTransitionPlacement

  /// What the effect `configuration` draws for the slot, as the slot view asks CarouselCore.
  package func blend(_ configuration: CarouselTransitionConfiguration) -> CarouselTransitionBlend {
    configuration.blend(for: phase, placement: placement)
  }
}
