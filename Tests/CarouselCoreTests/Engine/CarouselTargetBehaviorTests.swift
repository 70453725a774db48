import CarouselCore
import Testing

/// The app's own snap rule (`CarouselTargetBehavior`), through the engine's real release:
/// sections of 3, 2 and 3 tiles that snap to each section's first tile, targets out of range,
/// and the boxed behavior's equality.
@Suite struct CarouselTargetBehaviorTests {
  /// Snaps to the first tile of each section: a flick goes to the next section start past
  /// where the finger let go, its way; a slow release to the nearest section start. Looping,
  /// the starts repeat every lap. This test's own rule, the one the protocol's docs show.
  struct SectionStarts: CarouselTargetBehavior {
    var starts = [0, 3, 5]

    func updateTarget(_ target: inout CarouselTarget, context: CarouselTargetContext) {
      let released = context.releasedAt
      let candidates = sectionStarts(around: released, in: context)
      if context.velocity >= 0.5 {
        target.index = candidates.first { Double($0) > released } ?? candidates.last ?? 0
      } else if context.velocity <= -0.5 {
        target.index = candidates.last { Double($0) < released } ?? candidates.first ?? 0
      } else {
        target.index =
          candidates.min { abs(Double($0) - released) < abs(Double($1) - released) } ?? 0
      }
    }

    /// The starts, on the laps around `released` too when the carousel loops.
    func sectionStarts(around released: Double, in context: CarouselTargetContext) -> [Int] {
      guard context.isLooping else { return starts }
      let count = context.itemCount
      let lap = Int((released / Double(count)).rounded(.down)) * count
      return [lap - count, lap, lap + count].flatMap { base in starts.map { base + $0 } }
    }
  }

  /// Always picks `index`, whatever the release.
  struct FixedIndex: CarouselTargetBehavior {
    var index: Int
    func updateTarget(_ target: inout CarouselTarget, context: CarouselTargetContext) {
      target.index = index
    }
  }

  /// Records nothing and changes nothing: the proposal, through the app's path.
  struct KeepsTheProposal: CarouselTargetBehavior {
    func updateTarget(_ target: inout CarouselTarget, context: CarouselTargetContext) {}
  }

  /// Eight tiles, three a screen (100 points each) in a leading row 300 points wide, snapping to
  /// the sections 0-2, 3-4 and 5-7.
  static func sections(looping: Bool = false) -> CarouselConfiguration {
    var configuration = CarouselConfiguration.swiping(.paged, looping: looping)
    configuration.layout.mainItemLength = .count(3)
    configuration.layout.alignment = .leading
    configuration.targetBehavior = AnyCarouselTargetBehavior(SectionStarts())
    return configuration
  }

  /// Where a release from `start` of `pages` at `velocity` items per second settles.
  static func landing(
    from start: Int, pages: Double, velocity: Double = 0, looping: Bool = false
  ) -> CarouselPosition {
    var carousel = Engine(count: 8, selection: start, configuration: sections(looping: looping))
    carousel.swipe(pages: pages, velocity: velocity, at: 1)
    return carousel.position(at: at(9))
  }

  /// Flicks go from section start to section start, both ways, and stop at a finite row's ends.
  @Test func flicksMoveASectionAtATime() {
    let forward = [(0, 3), (3, 5), (5, 5), (1, 3), (4, 5)]
    for (start, expected) in forward {
      #expect(
        Self.landing(from: start, pages: 0.2, velocity: 6) == CarouselPosition(page: expected),
        "from \(start), forward")
    }
    let back = [(5, 3), (3, 0), (0, 0), (4, 3), (7, 5)]
    for (start, expected) in back {
      #expect(
        Self.landing(from: start, pages: -0.2, velocity: -6) == CarouselPosition(page: expected),
        "from \(start), back")
    }
  }

  /// A flick against the drag returns to the section start it left, as an item flick returns.
  @Test func aFlickAgainstTheDragReturns() {
    #expect(Self.landing(from: 3, pages: 0.4, velocity: -6) == CarouselPosition(page: 3))
    #expect(Self.landing(from: 3, pages: -0.4, velocity: 6) == CarouselPosition(page: 3))
  }

  /// A slow release settles on the section start nearest where the finger let go.
  @Test func slowDragsSettleOnTheNearestSectionStart() {
    let cases: [(start: Int, pages: Double, expected: Int)] = [
      (0, 1.2, 0), (0, 1.6, 3), (0, 4.2, 5), (3, 0.9, 3), (3, 1.1, 5), (5, -1.3, 3),
      (5, -0.4, 5), (5, -3.6, 0), (3, -1.4, 3), (3, -1.6, 0),
    ]
    for (start, pages, expected) in cases {
      #expect(
        Self.landing(from: start, pages: pages) == CarouselPosition(page: expected),
        "from \(start), \(pages) slowly")
    }
  }

  /// Looping, the sections repeat: a flick forward from the last section goes on across the
  /// seam to the first (page 8, item 0), and back from the first to the last (page -3, item 5).
  /// A slow drag back from the first tile settles on the last section's start, nearer.
  @Test func loopingSectionsWrapAcrossTheSeam() {
    #expect(
      Self.landing(from: 5, pages: 0.2, velocity: 6, looping: true) == CarouselPosition(page: 8))
    #expect(
      Self.landing(from: 0, pages: -0.2, velocity: -6, looping: true)
        == CarouselPosition(page: -3))
    #expect(
      Self.landing(from: 0, pages: -1.7, looping: true) == CarouselPosition(page: -3))
    var carousel = Engine(count: 8, selection: 5, configuration: Self.sections(looping: true))
    carousel.swipe(pages: 0.2, velocity: 6, at: 1)
    #expect(carousel.selectedIndex == 0)
  }

  /// What the context tells: the origin, the release in items counted from the origin's index,
  /// the velocity in items a second, the count, looping and the item's length.
  @Test func theContextDescribesTheRelease() throws {
    struct Spy: CarouselTargetBehavior {
      let seen: Seen
      func updateTarget(_ target: inout CarouselTarget, context: CarouselTargetContext) {
        seen.record(target, context)
      }
    }
    let seen = Seen()
    // The context holds the configuration, which holds the spy, which holds `seen`: the cycle
    // is broken at the end, or the test leaks (LeakSanitizer).
    defer { seen.last = nil }
    var configuration = Self.sections(looping: true)
    configuration.targetBehavior = AnyCarouselTargetBehavior(Spy(seen: seen))
    var carousel = Engine(count: 8, selection: 7, configuration: configuration)
    carousel.swipe(pages: 0.75, velocity: 2, predicted: 1.5, at: 1)
    let (target, context) = try #require(seen.last)
    #expect(target.index == 8)
    #expect(context.origin == 7)
    #expect(abs(context.releasedAt - 7.75) < 1e-9)
    #expect(abs(context.predictedEnd - 8.5) < 1e-9)
    #expect(abs(context.velocity - 2) < 1e-9)
    #expect(context.itemCount == 8)
    #expect(context.isLooping)
    #expect(context.geometry.itemMainLength == 100)
    #expect(context.geometry.pitch == 100)
    #expect(carousel.position(at: at(9)) == CarouselPosition(page: 8))
  }

  /// A finite carousel clamps a target outside its items to the nearer end, with a diagnostic;
  /// one inside them is taken with none.
  @Test func finiteTargetsOutsideTheItemsAreClamped() {
    let cases: [(index: Int, page: Int)] = [
      (-3, 0), (9, 4), (Int.min, 0), (Int.max, 4), (5, 4), (-1, 0), (3, 3), (0, 0),
    ]
    for (index, page) in cases {
      var configuration = CarouselConfiguration.swiping(.paged)
      configuration.targetBehavior = AnyCarouselTargetBehavior(FixedIndex(index: index))
      var carousel = Engine(count: 5, selection: 2, configuration: configuration)
      carousel.swipe(pages: 0.2, velocity: 6, at: 1)
      #expect(carousel.position(at: at(9)) == CarouselPosition(page: page), "index \(index)")
      let expected: [CarouselDiagnostic] =
        (0..<5).contains(index) ? [] : [.targetOutOfRange(index: index, count: 5)]
      #expect(carousel.takeDiagnostics() == expected, "index \(index)")
    }
  }

  /// The diagnostic names the end the drag settled on.
  @Test func theDiagnosticSaysWhatHappened() {
    #expect(
      CarouselDiagnostic.targetOutOfRange(index: 9, count: 5).message
        == "Carousel target behavior picked index 9, which is not among its 5 items (0 to 4); "
        + "the drag settled on the last item.")
    #expect(
      CarouselDiagnostic.targetOutOfRange(index: -1, count: 5).message
        == "Carousel target behavior picked index -1, which is not among its 5 items (0 to 4); "
        + "the drag settled on the first item.")
  }

  /// A looping carousel reads every index: past the ends it counts on across the seam, and the
  /// carousel travels from the origin that many items, with no diagnostic. Extreme indices
  /// land on their item, on a page moved back by whole laps (as every far page is).
  @Test func loopingTargetsCountAcrossTheSeam() {
    let cases: [(index: Int, page: Int?, item: Int)] = [
      (-1, -1, 4), (5, 5, 0), (7, 7, 2), (-6, -6, 4), (2, 2, 2), (0, 0, 0),
      (Int.max, nil, 2), (Int.min, nil, 2),
    ]
    for (index, page, item) in cases {
      var configuration = CarouselConfiguration.swiping(.paged, looping: true)
      configuration.targetBehavior = AnyCarouselTargetBehavior(FixedIndex(index: index))
      var carousel = Engine(count: 5, selection: 0, configuration: configuration)
      carousel.swipe(pages: 0.2, velocity: 6, at: 1)
      if let page { #expect(carousel.restingPage == page, "index \(index)") }
      #expect(carousel.selectedIndex == item, "index \(index)")
      #expect(carousel.takeDiagnostics() == [], "index \(index)")
    }
  }

  /// A behavior returning garbage, on every small carousel, finite and looping, from every
  /// item, after hostile drags, never traps; nor do the frames and ticks after it.
  @Test(.timeLimit(.minutes(2))) func garbageTargetsNeverTrap() async {
    await #expect(processExitsWith: .success) {
      releaseGarbageTargets()
    }
  }

  /// A box equals another holding an equal behavior of the same type, and nothing else.
  @Test func boxesCompareByTypeAndValue() {
    let sections = AnyCarouselTargetBehavior(SectionStarts())
    #expect(sections == AnyCarouselTargetBehavior(SectionStarts()))
    #expect(sections != AnyCarouselTargetBehavior(SectionStarts(starts: [0, 4])))
    #expect(AnyCarouselTargetBehavior(FixedIndex(index: 0)) != .item)
    #expect(AnyCarouselTargetBehavior.item == AnyCarouselTargetBehavior(.item))
    #expect(AnyCarouselTargetBehavior.screenful == AnyCarouselTargetBehavior(.screenful))
    #expect(AnyCarouselTargetBehavior.item != .screenful)
    // A box is not boxed again: `.carouselTargetBehavior(.screenful)` stays the built-in step.
    #expect(AnyCarouselTargetBehavior(AnyCarouselTargetBehavior.item) == .item)
    #expect(
      AnyCarouselTargetBehavior(AnyCarouselTargetBehavior.screenful).pagingStep == .screenfulStep)
    #expect(CarouselConfiguration().targetBehavior == .item)
    var configuration = CarouselConfiguration()
    configuration.targetBehavior = sections
    var same = CarouselConfiguration()
    same.targetBehavior = AnyCarouselTargetBehavior(SectionStarts())
    #expect(configuration == same)
  }

  /// Re-sending an equal configuration holding the app's behavior changes nothing: a drag in
  /// progress stays where it is, and lands as the behavior says.
  @Test func anEqualBehaviorReconfiguresNothing() {
    var carousel = Engine(count: 8, selection: 0, configuration: Self.sections())
    carousel.dragOnScreen(by: -30, at: 1)
    let before = carousel.position(at: at(1))
    carousel.configure(Self.sections(), at: at(1))
    #expect(carousel.position(at: at(1)) == before)
    carousel.liftOnScreen(at: -30, velocity: -600, seconds: 1)
    #expect(carousel.position(at: at(9)) == CarouselPosition(page: 3))
  }
}

/// What a spy behavior saw last; a class so the behavior, a value, can record into it.
final class Seen: @unchecked Sendable, Equatable {
  var last: (CarouselTarget, CarouselTargetContext)?
  func record(_ target: CarouselTarget, _ context: CarouselTargetContext) {
    last = (target, context)
  }
  static func == (lhs: Seen, rhs: Seen) -> Bool { lhs === rhs }
}

/// Releases drags on carousels whose behavior picks extreme indices; for the exit test.
private func releaseGarbageTargets() {
  let indices = [Int.min, Int.min + 1, -1_000_000, -1, 0, 1, 1_000_000, Int.max - 1, Int.max]
  let drags: [(pages: Double, velocity: Double)] = [
    (0.2, 6), (-0.2, -6), (1e12, 1e300), (-1e12, -.infinity), (.nan, .nan), (0, 0),
  ]
  for count in 0...4 {
    for looping in [false, true] {
      for index in indices {
        var configuration = CarouselConfiguration.swiping(.paged, looping: looping)
        configuration.targetBehavior = AnyCarouselTargetBehavior(
          CarouselTargetBehaviorTests.FixedIndex(index: index))
        for start in 0..<max(count, 1) {
          var carousel = Engine(count: count, selection: start, configuration: configuration)
          for (step, drag) in drags.enumerated() {
            let seconds = Double(step) * 10 + 1
            carousel.swipe(pages: drag.pages, velocity: drag.velocity, at: seconds)
            _ = carousel.visibleItems(at: at(seconds + 0.1))
            carousel.tick(at: at(seconds + 5))
            _ = carousel.position(at: at(seconds + 9))
            carousel.next(at: at(seconds + 9))
          }
        }
      }
    }
  }
}
