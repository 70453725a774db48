import CarouselCore
import Testing

/// Progress values from -3 to 11 in steps of 1/16, plus steps of 0.1 (not exact in binary) and a
/// few far away ones: for counts 0...8 they cover both ends, the seam and the wrap.
private let sweptProgress: [Double] =
  (-48...176).map { Double($0) / 16 } + (-30...110).map { Double($0) / 10 }
  + [-0.0, 1e-300, -1e-300, 0.999_999_999_999_999_9, -0.999_999_999_999_999_9, 4_000_001.5]

@Suite("PageIndicator dots(at:)")
struct PageIndicatorPositionTests {
  /// `dots(progress:)` is `dots(at:)` at the position its progress names: the whole item below
  /// it plus the fraction, built here independently of the indicator.
  @Test(arguments: [false, true], CarouselLayoutDirection.allCases)
  func progressAndPositionAgree(isLooping: Bool, direction: CarouselLayoutDirection) {
    var failures: [String] = []
    for count in 0...8 {
      for visible in 3...9 {
        let indicator = PageIndicator(
          count: count, isLooping: isLooping, maximumVisibleDots: visible,
          layoutDirection: direction)
        for progress in sweptProgress {
          let whole = progress.rounded(.down)
          let position = CarouselPosition(page: Int(whole), fraction: progress - whole)
          if indicator.dots(progress: progress) != indicator.dots(at: position) {
            failures.append("count \(count) visible \(visible) at \(progress)")
          }
        }
      }
    }
    #expect(failures.isEmpty, "\(failures.prefix(5))")
  }

  /// Finite indicators clamp a position into their items (a fraction past the last item is
  /// dropped); looping ones wrap its whole item and keep the fraction.
  @Test(arguments: 1...9)
  func positionsClampOrWrapIntoTheItems(count: Int) {
    let finite = PageIndicator(count: count, isLooping: false, maximumVisibleDots: 5)
    let first = finite.dots(at: CarouselPosition(page: 0))
    let last = finite.dots(at: CarouselPosition(page: count - 1))
    #expect(finite.dots(at: CarouselPosition(page: -1, fraction: 0.5)) == first)
    #expect(finite.dots(at: CarouselPosition(page: .min)) == first)
    #expect(finite.dots(at: CarouselPosition(page: count - 1, fraction: 0.5)) == last)
    #expect(finite.dots(at: CarouselPosition(page: .max, fraction: 0.5)) == last)
    let looping = PageIndicator(count: count, isLooping: true, maximumVisibleDots: 5)
    for page in 0..<count {
      let dots = looping.dots(at: CarouselPosition(page: page, fraction: 0.375))
      for laps in [-1_000_000, -1, 1, 3] {
        let wrapped = CarouselPosition(page: page + laps * count, fraction: 0.375)
        #expect(looping.dots(at: wrapped) == dots, "page \(page) laps \(laps)")
      }
    }
  }

  @Test func aQuarterOfTheWayFromItemThreeToItemFour() {
    let indicator = PageIndicator(count: 5, isLooping: false)
    let dots = indicator.dots(at: CarouselPosition(page: 3, fraction: 0.25))
    #expect(dots.map(\.index) == [0, 1, 2, 3, 4])
    #expect(dots.map(\.emphasis) == [0, 0, 0, 0.75, 0.25])
    let looping = PageIndicator(count: 5, isLooping: true)
    let seam = looping.dots(at: CarouselPosition(page: 4, fraction: 0.5))
    #expect(seam.map(\.emphasis) == [0.5, 0, 0, 0, 0.5])
  }
}
