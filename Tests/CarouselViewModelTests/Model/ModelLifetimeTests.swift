import CarouselCore
import CarouselViewModel
import Testing

/// The model goes when the screen goes: nothing it keeps holds it (finding D2: the item-name
/// lookup captured the model, which kept the lookup: the model, the data and the app's closure
/// outlived the screen).
@MainActor @Suite struct ModelLifetimeTests {
  struct Slide: Hashable, Sendable {
    let id: Int
    let title: String
  }

  @Test func aNamingCarouselsModelIsFreed() {
    weak var freed: CarouselModel<Int>?
    var actions = CarouselItemActions<Slide, Int>()
    actions.itemName = { $0.title }
    actions.selectionChanges = [{ _, _, _ in }]
    do {
      let model = CarouselModel<Int>(reportDiagnostics: { _ in })
      let reader = CarouselReaderModel(reportDiagnostics: { _ in }, afterUpdate: { _ in })
      let slides = (0..<3).map { Slide(id: $0, title: "Slide \($0)") }
      let body = model.itemsBody(
        CarouselSource(data: slides, id: \.id, selection: nil, actions: actions).rendered(),
        renders: CarouselRenders(), settings: CarouselSettings(),
        environment: CarouselEnvironment(), scope: CarouselScope(reader: reader),
        callbacks: CarouselCallbacks(), idType: Int.self)
      model.stageInputChanged(from: body.stage.input, to: body.stage.input)
      model.appeared(in: reader, isTarget: false)
      #expect(model.indicator.selectedItemName == "Slide 0")
      freed = model
    }
    #expect(freed == nil)
  }
}
