import CarouselCore
import CarouselViewModel

/// What CarouselUI's views read per frame while the carousel moves, through the SwiftUI layer's
/// model (CarouselViewModel), with the calls `CarouselSlides` makes: the model's frame for the
/// view's configuration (`slidesFrame`: the slots, whether the frame ends the motion, its key of
/// the items in view, the slots a fitted carousel measures), and for each slot its body
/// (`slotBody`: the app's element where the host's list says it is, its content's key, the slot's
/// transition phase and the style's shadow) and the blend of an interactive per-item effect. The
/// items are the app's own values (an `Int` ID and a title), with type-erased IDs in the host,
/// and the model is set up as the view sets it up: its body (`itemsBody`), the change handler's
/// call, the slides' size, the appearance. The only thing left out is the view's `Array` of the
/// slots for `ForEach` (one allocation a frame, in the SwiftUI file).
@MainActor final class ModelPipeline: MainActorFramePipeline {
  /// An item as an app holds it.
  struct Item {
    let id: Int
    let title: String
  }

  private let model: CarouselModel<Int>
  private let items: [Item]
  private let configuration = ScaleSettings.configuration
  /// The items' ID, as the view holds it: made once, not per frame.
  private let id = \Item.id
  /// The carousel modifiers' settings, as the slides hold them.
  private let settings: CarouselSettings
  /// The app's per-item effect's configuration, as the effect holds it.
  private let transition = CarouselTransitionConfiguration.interactive

  /// The model over `count` items, configured as ``ScaleSettings/configuration``, on screen and
  /// settling toward the next item from the clock's origin.
  init(count: Int) {
    // The manual clock comes in through the settings, as `.carouselClock(_:)` gives it: the
    // model adopts the settings' clock at its first render, and the continuous one (the
    // default) would start the settle when the render ends, later than the frames' instants
    // for a long list (at 10^6 items every frame was drawn before the settle began).
    let clock = CarouselClock(ManualClock())
    model = CarouselModel<Int>(clock: clock, reportDiagnostics: { _ in })
    items = (0..<count).map { Item(id: $0, title: "Item \($0)") }
    var settings = CarouselSettings()
    settings.configuration = configuration
    settings.clock = CarouselClockSetting(clock: clock)
    let body = model.itemsBody(
      CarouselSource(data: items, id: id, selection: nil, actions: CarouselItemActions())
        .rendered(), renders: CarouselRenders(), settings: settings,
      environment: CarouselEnvironment(), scope: CarouselScope(), callbacks: CarouselCallbacks(),
      idType: Int.self)
    model.stageInputChanged(from: body.stage.input, to: body.stage.input)
    self.settings = settings
    model.configurationChanged(configuration)
    model.shownBoundsChanged(nil)
    model.appeared(in: nil, isTarget: false)
    model.send { $0.step(.next, at: $1) }
  }

  func frame(_ frame: Int, checksum: inout Double, items drawn: inout Int) {
    let now = CarouselClock.Instant(offset: frameInstant(frame).offset)
    let slides = model.slidesFrame(at: now, configuredAs: configuration, settings: settings)
    let slots = slides.frame.slots
    var sum = slides.frame.itemSize.width
    for position in slots.indices {
      let slot = slots[position]
      guard
        let body = model.slotBody(
          slot, in: slides.frame, data: items, id: id, generation: 1, voiceOverFocus: nil)
      else { continue }
      sum += slotValue(slot.item, rank: slot.paintRank, id: body.element.id, lap: slot.id.lap)
      sum += body.phase.value + (body.content.isSelected ? 1 : 0) + (body.shadow?.opacity ?? 0)
      sum += body.isInAccessibilityTree ? 1 : 0
      // The app's per-item effect, interactive: its blend between the phases
      // (`CarouselTransitionEffect`, from the configuration it holds).
      let blend = transition.blend(for: body.phase, placement: body.placement)
      sum += blend.to.value + blend.fraction
    }
    sum += slides.endsMotion ? 1 : 0
    sum += Double(slides.movingItemsInViewKey & 1) + Double(slides.measuredSlots.count)
    checksum += sum
    drawn += slots.count
  }
}
