import CarouselCore
import TestSupport
import Testing

/// The examples of the target behaviors' documentation (`Engine/CarouselTargetBehavior`,
/// `AnyCarouselTargetBehavior`, `CarouselPagingStep`), run: the app's behavior through the
/// engine's real release.
@Suite struct TargetBehaviorDocExampleTests {
  struct SectionStarts: CarouselTargetBehavior {
    var starts = [0, 3, 5]  // the index of each section's first tile, ascending

    func updateTarget(_ target: inout CarouselTarget, context: CarouselTargetContext) {
      let released = context.releasedAt  // in items, counted as `target.index` is
      let candidates = sectionStarts(around: released, in: context)
      if context.velocity >= 0.5 {  // a flick forward: the next section start
        target.index = candidates.first { Double($0) > released } ?? candidates.last ?? 0
      } else if context.velocity <= -0.5 {  // a flick back
        target.index = candidates.last { Double($0) < released } ?? candidates.first ?? 0
      } else {  // a slow release: the nearest section start
        target.index =
          candidates.min { abs(Double($0) - released) < abs(Double($1) - released) } ?? 0
      }
    }

    /// The starts, on the laps either side of `released` too when the carousel loops.
    private func sectionStarts(around released: Double, in context: CarouselTargetContext)
      -> [Int]
    {
      guard context.isLooping else { return starts }
      let count = context.itemCount
      let lap = Int((released / Double(count)).rounded(.down)) * count
      return [lap - count, lap, lap + count].flatMap { base in starts.map { base + $0 } }
    }
  }

  /// Where a release of `translation` points at `velocity` points per second, on 8 tiles of
  /// `.count(3)` on a leading row 390 points wide, comes to rest.
  static func rest(
    _ behavior: AnyCarouselTargetBehavior, translation: Double, velocity: Double,
    isLooping: Bool = false
  ) -> Int? {
    var configuration = CarouselConfiguration(
      isLooping: isLooping, viewportWidth: 390, viewportHeight: 200, spacing: 12,
      alignment: .leading, mainItemLength: .count(3), targetBehavior: behavior)
    configuration.style = .peek
    return rest(configuration, translation: translation, velocity: velocity)
  }

  @Test func sectionStartsSnap() {
    let sections = AnyCarouselTargetBehavior(SectionStarts())
    #expect(Self.rest(sections, translation: -130, velocity: -2_000) == 3)  // a flick forward
    #expect(Self.rest(sections, translation: -250, velocity: 0) == 3)  // the nearest start
    #expect(Self.rest(sections, translation: -60, velocity: 0) == 0)
    #expect(Self.rest(.item, translation: -130, velocity: -2_000) == 1)
  }

  @Test func boxes() {
    let values = docValues {
      let behaviors: [AnyCarouselTargetBehavior] = [
        .item, .screenful, AnyCarouselTargetBehavior(SectionStarts(starts: [0, 3, 5])),
      ]
      behaviors[1] == AnyCarouselTargetBehavior(.screenful)  // true: wrapped once
      behaviors[2] == AnyCarouselTargetBehavior(SectionStarts())  // true: equal starts
    }
    #expect(values as? [Bool] == [true, true])
  }

  @Test func pagingStep() {
    let values = docValues {
      var configuration = CarouselConfiguration(style: .paged)
      configuration.layout.alignment = .leading
      configuration.layout.mainItemLength = .count(2)  // two columns
      configuration.targetBehavior = .screenful  // a swipe shows the next two
      configuration
    }
    var configuration = values[0] as! CarouselConfiguration
    configuration.layout.viewportWidth = 390
    configuration.layout.viewportHeight = 200
    #expect(Self.rest(configuration, translation: -120, velocity: -1_000) == 2)
  }

  /// Where a release of `translation` points at `velocity` points per second, on 8 items laid
  /// out by `configuration`, comes to rest.
  static func rest(
    _ configuration: CarouselConfiguration, translation: Double, velocity: Double
  ) -> Int? {
    let clock = ManualClock()
    var carousel = CarouselEngine<Int, ManualClock>(
      items: Array(0..<8), configuration: configuration, at: clock.now)
    carousel.appeared(at: clock.now)
    for step in 1...10 {  // a drag that moves, past the axis lock's slop
      let moved = translation * Double(step) / 10
      carousel.dragChanged(CarouselDrag(translationX: moved, translationY: 0), at: clock.now)
    }
    carousel.dragEnded(
      CarouselDrag(translationX: translation, translationY: 0, velocityX: velocity, velocityY: 0),
      at: clock.now)
    clock.advance(by: .seconds(5))
    carousel.tick(at: clock.now)
    return carousel.selectedIndex
  }
}
