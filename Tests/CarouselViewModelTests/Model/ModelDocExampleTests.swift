import CarouselCore
import CarouselViewModel
import Testing

/// The example in `CarouselModel`'s documentation, as written there (issue 42: it did not
/// compile): it compiles and says what it says.
@MainActor @Suite struct ModelDocExampleTests {
  @Test func theModelsExample() {
    let model = CarouselModel<Int>(clock: CarouselClock(ManualClock()), reportDiagnostics: { _ in })
    let source = CarouselSource(
      data: Array(0..<5), id: \.self, selection: nil, actions: CarouselItemActions())
    let body = model.itemsBody(
      source.rendered(), renders: CarouselRenders(), settings: CarouselSettings(),
      environment: CarouselEnvironment(), scope: CarouselScope(), callbacks: CarouselCallbacks(),
      idType: Int.self)
    model.stageInputChanged(from: body.stage.input, to: body.stage.input)  // the first render
    model.shownBoundsChanged(nil)  // the slides' reader: no scroll view around them
    model.appeared(in: nil, isTarget: false)
    #expect(model.pagerBody().value?.english == "1 of 5")
  }
}
