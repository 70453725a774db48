import CarouselCore
import Testing

/// When slides build their content anew, counted as a view would count its content builds.
@Suite struct CarouselContentGenerationTests {
  /// A swipe writes the binding; the render that follows, with the same data, builds nothing;
  /// a render of the app's own (a favorite toggled) builds again.
  @Test func theRenderAfterTheCarouselsWriteBuildsNothing() {
    var content = CarouselContentGeneration<Int>()
    var builds = 0
    var built = 0
    func render(_ serial: Int, data: Bool = true, binding: Int?, written: Int?, reader: Int = 0) {
      let generation = content.rendered(
        serial, dataUnchanged: data, binding: binding, written: written, readerRevision: reader)
      if generation != built {
        builds += 1
        built = generation
      }
    }
    render(1, data: false, binding: 0, written: 0)
    expectValue(builds, 1)
    render(2, binding: 1, written: 1)  // after the carousel wrote 1
    expectValue(builds, 1)
    render(2, binding: 1, written: 1)  // the carousel's own publish: no render
    expectValue(builds, 1)
    render(3, binding: 1, written: 1)  // the app's own change elsewhere
    expectValue(builds, 2)
    render(4, binding: 2, written: 1)  // the app set the binding: not yet read
    expectValue(builds, 3)
    render(5, data: false, binding: 2, written: 2)  // new data
    expectValue(builds, 4)
    render(6, binding: 2, written: 2, reader: 1)  // the reader published
    expectValue(builds, 4)
    render(7, binding: 2, written: 2, reader: 1)
    expectValue(builds, 5)
    render(8, data: false, binding: 3, written: 3, reader: 2)  // new data with a write
    expectValue(builds, 6)
  }

  /// Every combination of one render after a first: the generation is kept exactly when the
  /// data is the same and the render is the carousel's own (its write came back, or its reader
  /// published).
  @Test func everyCombination() {
    for dataUnchanged in [false, true] {
      for binding in [0, 1, 2] {
        for written in [0, 1, 2] {
          for reader in [0, 1] {
            var content = CarouselContentGeneration<Int>()
            content.rendered(1, dataUnchanged: false, binding: 0, written: 0, readerRevision: 0)
            let generation = content.rendered(
              2, dataUnchanged: dataUnchanged, binding: binding, written: written,
              readerRevision: reader)
            let own = (binding != 0 && binding == written) || reader != 0
            expectValue(generation, dataUnchanged && own ? 1 : 2)
          }
        }
      }
    }
  }
}
