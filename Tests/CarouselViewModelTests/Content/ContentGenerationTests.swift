import CarouselCore
import CarouselViewModel
import Testing

/// When the slides' content is built anew (`CarouselRenders`): every render of the view around
/// the carousel builds it, as `ForEach` calls its content (finding B6: the render after the
/// carousel's own binding write was taken for a write-back, and a state the app changed with it
/// showed one render late); a reader's frame passes keep it when the data is known to be the
/// same, and compare no IDs (finding: a collection that is not an array walked every ID and
/// built every slide each frame).
@MainActor @Suite struct ContentGenerationTests {
  struct Card: Equatable {
    let id: Int
    var liked = false
  }
  struct Opaque {
    let id: Int
  }

  @Test func everyRenderOfTheAppsBuildsAgain() {
    let renders = CarouselRenders<[Card]>()
    let cards = (0..<3).map { Card(id: $0) }
    #expect(renders.generation(of: CarouselRender(), data: cards, readerFrame: nil) == 1)
    #expect(renders.generation(of: CarouselRender(), data: cards, readerFrame: nil) == 2)
    // The same render seen again (the carousel's own update, no render of the app's): kept.
    let render = CarouselRender()
    #expect(renders.generation(of: render, data: cards, readerFrame: nil) == 3)
    #expect(renders.generation(of: render, data: cards, readerFrame: nil) == 3)
  }

  /// A reader's frames keep the generation for data known to be the same: the same storage,
  /// equal `Equatable` arrays, equal ranges, and any other collection; not for new data, nor
  /// for opaque elements in new storage.
  @Test func aReadersFramesKeepWhatTheyCanTell() {
    let cards = (0..<3).map { Card(id: $0) }
    #expect(frameGenerations(CarouselRenders<[Card]>(), first: cards, then: cards) == [1, 1])
    var liked = cards
    liked[1].liked = true
    #expect(frameGenerations(CarouselRenders<[Card]>(), first: cards, then: liked) == [1, 2])
    #expect(frameGenerations(CarouselRenders<Range<Int>>(), first: 0..<5, then: 0..<5) == [1, 1])
    #expect(frameGenerations(CarouselRenders<Range<Int>>(), first: 0..<5, then: 0..<6) == [1, 2])
    let opaque = { (0..<3).map { Opaque(id: $0) } }
    #expect(
      frameGenerations(CarouselRenders<[Opaque]>(), first: opaque(), then: opaque()) == [1, 2])
    let kept = opaque()
    #expect(frameGenerations(CarouselRenders<[Opaque]>(), first: kept, then: kept) == [1, 1])
    let storage = LazyItems(count: 3)
    #expect(
      frameGenerations(CarouselRenders<LazyItems>(), first: storage, then: storage) == [1, 1])
  }

  /// The generation of a first render outside a frame and of a second one in the reader's
  /// frame pass 1.
  func frameGenerations<Data: RandomAccessCollection>(
    _ renders: CarouselRenders<Data>, first: Data, then: Data
  ) -> [Int] {
    [
      renders.generation(of: CarouselRender(), data: first, readerFrame: nil),
      renders.generation(of: CarouselRender(), data: then, readerFrame: 1),
    ]
  }

  /// A reader's timeline: its frame passes (no render of the reader's body before them, a new
  /// date) keep the slides' content (finding D1: every frame built them anew); the first pass
  /// after a render of the reader's body, or a second pass at the same date, or a render of the
  /// carousel outside any pass, builds it again.
  @Test func aReadersFramePassesKeepTheGeneration() {
    let renders = CarouselRenders<[Card]>()
    let reader = CarouselReaderModel(reportDiagnostics: { _ in }, afterUpdate: { $0() })
    let cards = (0..<3).map { Card(id: $0) }
    func render() -> Int {
      renders.generation(of: CarouselRender(), data: cards, readerFrame: reader.framePass)
    }
    _ = reader.body()
    _ = reader.timelinePass(at: 0)
    let first = render()
    var generations: [Int] = []
    for frame in 1...5 {
      _ = reader.timelinePass(at: Double(frame) / 60)
      generations.append(render())
    }
    #expect(generations == Array(repeating: first, count: 5))
    // A render of the carousel between passes (a view inside the reader re-rendered it).
    #expect(render() == first + 1)
    // The view around the reader renders it: its content may show something new.
    _ = reader.body()
    _ = reader.timelinePass(at: 6 / 60)
    #expect(render() == first + 2)
    // A second pass of the timeline at the same date is no frame either.
    _ = reader.timelinePass(at: 6 / 60)
    #expect(render() == first + 3)
  }

  /// A collection that is not an array is compared with the host's list once per generation:
  /// none on a reader's frames.
  @Test func aCollectionsIDsAreWalkedOncePerRenderAndNeverPerFrame() {
    let model = CarouselModel<Int>(reportDiagnostics: { _ in })
    model.send { $0.itemsChanged(Array(0..<100), binding: nil, at: $1) }
    let renders = CarouselRenders<LazyItems>()
    let items = LazyItems(count: 100)
    _ = renders.generation(of: CarouselRender(), data: items, readerFrame: nil)
    _ = renders.itemsCheck(data: items, id: \.self, host: model.host)
    _ = renders.itemsCheck(data: items, id: \.self, host: model.host)
    #expect(items.storage.reads == 100)
    for frame in 1...60 {
      _ = renders.generation(of: CarouselRender(), data: items, readerFrame: frame)
      _ = renders.itemsCheck(data: items, id: \.self, host: model.host)
    }
    #expect(items.storage.reads == 100)
    _ = renders.generation(of: CarouselRender(), data: items, readerFrame: nil)
    _ = renders.itemsCheck(data: items, id: \.self, host: model.host)
    #expect(items.storage.reads == 200)
  }

  /// The render after the host took a collection's IDs compares equal to the render that
  /// found them new, so the same list is not walked and sent again; a later change is a new
  /// value.
  @Test func aCollectionTheHostTookComparesEqualAtTheNextRender() {
    let model = CarouselModel<Int>(reportDiagnostics: { _ in })
    let renders = CarouselRenders<LazyItems>()
    let items = LazyItems(count: 10)
    _ = renders.generation(of: CarouselRender(), data: items, readerFrame: nil)
    let first = renders.itemsCheck(data: items, id: \.self, host: model.host)
    #expect(first == 1)
    model.send { $0.itemsChanged(Array(0..<10), binding: nil, at: $1) }
    _ = renders.generation(of: CarouselRender(), data: items, readerFrame: nil)
    #expect(renders.itemsCheck(data: items, id: \.self, host: model.host) == 1)
    let more = LazyItems(count: 11)
    _ = renders.generation(of: CarouselRender(), data: more, readerFrame: nil)
    #expect(renders.itemsCheck(data: more, id: \.self, host: model.host) == 3)
  }

  /// A collection of `Int`s that is not an array, counting its reads.
  struct LazyItems: RandomAccessCollection {
    final class Storage {
      var reads = 0
    }
    let count: Int
    let storage = Storage()
    var startIndex: Int { 0 }
    var endIndex: Int { count }
    subscript(position: Int) -> Int {
      storage.reads += 1
      return position
    }
  }
}
