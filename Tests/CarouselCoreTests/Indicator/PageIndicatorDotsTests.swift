import CarouselCore
import Testing

@Suite("PageIndicatorDots")
struct PageIndicatorDotsTests {
  /// Plain old data: no reference, so no heap storage, however many items.
  @Test func holdsNoReference() {
    #expect(_isPOD(PageIndicatorDots.self))
  }

  /// A random-access collection whose elements are the dots, computed when read: indices,
  /// reading backward, slices and iteration agree.
  @Test(arguments: [false, true], CarouselLayoutDirection.allCases)
  func aRandomAccessCollectionOfTheDots(isLooping: Bool, direction: CarouselLayoutDirection) {
    let indicator = PageIndicator(count: 20, isLooping: isLooping, layoutDirection: direction)
    for progress in [0, 5.5, 10.25, 19, 19.5] {
      let dots = indicator.dots(progress: progress)
      let stored = Array(dots)
      #expect(dots.count == stored.count)
      #expect(dots.indices == 0..<stored.count)
      #expect(dots.startIndex == 0)
      #expect(dots.reversed().elementsEqual(stored.reversed()))
      #expect(dots.indices.map { dots[$0] } == stored)
      #expect(Array(dots.dropFirst(2).prefix(3)) == Array(stored[2..<5]))
      #expect(dots.map(\.slot) == dots.map(\.slot).sorted())
    }
    // At rest 7 dots; while the window scrolls (finite at 10.25, looping anywhere between
    // items) one more.
    #expect(indicator.dots(progress: 3).count == 7)
    #expect(indicator.dots(progress: 10.25).count == 8)
    #expect(indicator.dots(progress: 2.5).count == (isLooping ? 8 : 7))
  }

  /// Equal when they hold the same dots in the same order, whatever they were made from; and
  /// equal values hash alike.
  @Test func equalityFollowsTheDots() {
    let finite = PageIndicator(count: 4, isLooping: false)
    #expect(finite.dots(progress: -7) == finite.dots(progress: 0))
    #expect(finite.dots(progress: -7).hashValue == finite.dots(progress: 0).hashValue)
    let shown = PageIndicator(count: 4, isLooping: false, hidesForSinglePage: false)
    #expect(shown.dots(progress: 1) == finite.dots(progress: 1))
    #expect(Set([finite.dots(progress: 2), shown.dots(progress: 2)]).count == 1)
    #expect(finite.dots(progress: 1) != finite.dots(progress: 2))
    #expect(finite.dots(progress: 1) != PageIndicator(count: 5, isLooping: false).dots(progress: 1))
    let mirrored = PageIndicator(count: 4, isLooping: false, layoutDirection: .rightToLeft)
    #expect(mirrored.dots(progress: 1) != finite.dots(progress: 1))
    let empty = PageIndicator(count: 0, isLooping: true)
    #expect(empty.dots(progress: 3).isEmpty)
    #expect(empty.dots(progress: 3) == PageIndicator(count: -2, isLooping: false).dots(progress: 0))
  }

  @Test(.timeLimit(.minutes(2))) func readingPastTheEndTraps() async {
    await #expect(processExitsWith: .failure) {
      let dots = PageIndicator(count: 3, isLooping: false).dots(progress: 0)
      _ = dots[3]
    }
  }
}
