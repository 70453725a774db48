import CarouselCore
import CarouselViewModel
import Testing

/// The examples in CarouselViewModel's documentation (on `package` symbols, so they use package
/// API), each as written there (DocExampleTests checks it), run, with what the documentation
/// says of them expected.
@MainActor @Suite struct ViewModelDocExampleTests {
  private enum Step: Hashable, Sendable { case welcome, form, done }

  private struct Slide: Identifiable {
    let id: String
  }

  /// `CarouselModel`'s example: a model fed a first render, on screen, reads "1 of 5".
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
    let pager = model.pagerBody().value?.english  // "1 of 5"
    #expect(pager == "1 of 5")
  }

  /// `AnyItemID`'s example: erasing and casting back are inverse, an `AnyItemID` included.
  @Test func anItemIDIsCastBack() {
    let id = AnyItemID(Step.form)
    let step = id.typed(as: Step.self)  // .form
    let erased = id.typed(as: AnyItemID.self)  // id
    let number = id.typed(as: Int.self)  // nil
    #expect(step == .form)
    #expect(erased == id)
    #expect(number == nil)
  }

  /// `CarouselRenders`' example: each render of the view around the carousel (not a reader's
  /// frame) is a new generation.
  @Test func eachRenderIsANewGeneration() {
    let slides = [Slide(id: "Mountains"), Slide(id: "Beach")]
    let renders = CarouselRenders<[Slide]>()
    let first = renders.generation(of: CarouselRender(), data: slides, readerFrame: nil)  // 1
    let second = renders.generation(of: CarouselRender(), data: slides, readerFrame: nil)  // 2
    #expect(first == 1)
    #expect(second == 2)
  }

  /// `CarouselReaderModel`'s example: a carousel that appears in a reader with none is the one
  /// it drives.
  @Test func aReaderDrivesTheCarouselThatAppears() {
    let model = CarouselModel<Int>(clock: CarouselClock(ManualClock()), reportDiagnostics: { _ in })
    let reader = CarouselReaderModel(reportDiagnostics: { _ in })
    model.appeared(in: reader, isTarget: false)
    let drives = reader.carousel === model  // true
    #expect(drives)
  }
}
