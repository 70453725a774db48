import CarouselCore
import CarouselViewModel

/// One carousel driven through the SwiftUI path: the calls CarouselUI's views make of its model,
/// as they make them. Each render of the view around the carousel is the stage's body
/// (`itemsBody`, with a new render token) and, when the stage's input changed, its one change
/// handler; the first render also runs the slides' geometry and bounds handlers and the
/// appearance; a frame is the slides' frame (`slidesFrame`) and each slot's body (`slotBody`).
/// The selection is bound to a box, as an app's `@State` is.
@MainActor final class SwiftUIPathCarousel<Data: RandomAccessCollection, ID: Hashable & Sendable> {
  let model: CarouselModel<ID>
  private let renders = CarouselRenders<Data>()
  private let id: KeyPath<Data.Element, ID>
  private let settings: CarouselSettings
  private let configuration = ScaleSettings.configuration
  /// The stage's input as of its change handler's last run.
  private var input: CarouselStageInput<Data, ID>?
  /// The app's selection.
  private let selection = SelectionBox<ID>()
  /// The data of the last render, which a frame's slots find their elements in.
  private var data: Data?

  /// A carousel over elements identified by `id`, on `clock`, not rendered yet.
  init(id: KeyPath<Data.Element, ID>, clock: ManualClock) {
    let carouselClock = CarouselClock(clock)
    model = CarouselModel<ID>(
      clock: carouselClock, reportDiagnostics: { _ in }, afterUpdate: { $0() })
    self.id = id
    var settings = CarouselSettings()
    settings.configuration = configuration
    settings.clock = CarouselClockSetting(clock: carouselClock)
    self.settings = settings
  }

  /// A render of the view around the carousel with `data`; what it handed the host, folded.
  @discardableResult
  func render(_ data: Data) -> Int {
    self.data = data
    let box = selection
    let body = model.itemsBody(
      CarouselSource(
        data: data, id: id,
        selection: .idBinding(get: { box.value }, set: { box.value = $0 }),
        actions: CarouselItemActions()
      ).rendered(), renders: renders, settings: settings, environment: CarouselEnvironment(),
      scope: CarouselScope(), callbacks: CarouselCallbacks(), idType: ID.self)
    let new = body.stage.input
    if let old = input {
      if old != new { model.stageInputChanged(from: old, to: new) }
    } else {
      model.stageInputChanged(from: new, to: new)
      model.configurationChanged(configuration)
      model.shownBoundsChanged(nil)
      model.appeared(in: nil, isTarget: false)
    }
    input = new
    return body.stage.generation &+ (model.proxyState.selectedIndex ?? 0)
  }

  /// The app sets its selection binding to `id` (read at the next render).
  func select(_ id: ID) { selection.value = id }

  /// One frame of the slides at `now`: the frame and every slot's body, folded.
  func frame(at now: CarouselClock.Instant) -> Double {
    guard let data else { return 0 }
    let frame = model.slidesFrame(at: now, configuredAs: configuration, settings: settings)
    var sum = frame.frame.itemSize.width + (frame.endsMotion ? 1 : 0)
    for slot in frame.frame.slots.array {
      guard
        let body = model.slotBody(
          slot, in: frame.frame, data: data, id: id, generation: 1, voiceOverFocus: nil)
      else { continue }
      sum += slot.item.mainOffset + body.phase.value + (body.content.isSelected ? 1 : 0)
    }
    return sum
  }

  /// The selection binding's storage.
  private final class SelectionBox<Value> {
    var value: Value?
  }
}
