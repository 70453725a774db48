import CarouselCore
import CarouselViewModel
import Testing

/// When the slides' content is built anew: a render the carousel causes itself keeps the
/// generation, also for data that is not one array value kept from render to render (finding
/// D5: a `Range`, an array rebuilt by each render); a render whose data changed, or that the app
/// made on its own, starts a new one.
@MainActor @Suite struct ContentGenerationTests {
  struct Card: Equatable {
    let id: Int
    var liked = false
  }
  struct Opaque {
    let id: Int
  }

  /// The generation of `renders` for `data` after the carousel wrote `written` to the binding
  /// the render reads as `binding`.
  func generation<Data: RandomAccessCollection>(
    _ renders: CarouselRenders<Data>, _ data: Data, binding: Int, written: Int, reader: Int = 0
  ) -> Int {
    renders.generation(
      of: CarouselRender(), data: data, binding: .index(binding), written: .index(written),
      reader: reader)
  }

  @Test func aRangeKeepsItsGenerationOverTheCarouselsOwnWrite() {
    let renders = CarouselRenders<Range<Int>>()
    #expect(generation(renders, 0..<5, binding: 0, written: 0) == 1)
    #expect(generation(renders, 0..<5, binding: 1, written: 1) == 1)
    #expect(generation(renders, 0..<6, binding: 2, written: 2) == 2)
    #expect(generation(renders, 0..<6, binding: 2, written: 2) == 3)
  }

  @Test func anArrayOfEquatableItemsRebuiltByEachRenderKeepsItsGeneration() {
    let renders = CarouselRenders<[Card]>()
    let cards = { (0..<3).map { Card(id: $0) } }
    #expect(generation(renders, cards(), binding: 0, written: 0) == 1)
    #expect(generation(renders, cards(), binding: 1, written: 1) == 1)
    var liked = cards()
    liked[1].liked = true
    #expect(generation(renders, liked, binding: 2, written: 2) == 2)
  }

  /// Items that are not `Equatable`, in a new array each render: nothing can tell they are the
  /// same, so the content is built anew (documented: make them `Equatable`).
  @Test func anArrayOfOpaqueItemsRebuiltByEachRenderStartsANewGeneration() {
    let renders = CarouselRenders<[Opaque]>()
    let items = { (0..<3).map { Opaque(id: $0) } }
    #expect(generation(renders, items(), binding: 0, written: 0) == 1)
    #expect(generation(renders, items(), binding: 1, written: 1) == 2)
    let kept = items()
    #expect(generation(renders, kept, binding: 2, written: 2) == 3)
    #expect(generation(renders, kept, binding: 3, written: 3) == 3)
  }

  /// A reader's frames (its content redrawn for `proxy.position`) are the reader's own renders:
  /// the slides keep their content (finding D1: every frame built them anew).
  @Test func aReadersFramesKeepTheGeneration() {
    let renders = CarouselRenders<[Card]>()
    let reader = CarouselReaderModel(reportDiagnostics: { _ in }, afterUpdate: { $0() })
    let cards = (0..<3).map { Card(id: $0) }
    reader.contentRendered()
    reader.timelineDrew(at: 0)
    let first = generation(renders, cards, binding: 0, written: 0, reader: reader.revision)
    var generations: [Int] = []
    for frame in 1...5 {
      reader.timelineDrew(at: Double(frame) / 60)
      generations.append(
        generation(renders, cards, binding: 0, written: 0, reader: reader.revision))
    }
    #expect(generations == Array(repeating: first, count: 5))
    // The view around the reader renders it: its content may show something new.
    reader.contentRendered()
    reader.timelineDrew(at: 6 / 60)
    #expect(
      generation(renders, cards, binding: 0, written: 0, reader: reader.revision) == first + 1)
    // A second pass of the timeline at the same date is no frame either.
    reader.timelineDrew(at: 6 / 60)
    #expect(
      generation(renders, cards, binding: 0, written: 0, reader: reader.revision) == first + 2)
  }
}
