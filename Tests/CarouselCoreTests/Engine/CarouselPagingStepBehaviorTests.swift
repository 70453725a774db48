import CarouselCore
import TestSupport
import Testing

/// The built-in steps as target behaviors (`.item`, `.screenful`) land exactly where the steps
/// landed before there were behaviors: the engine's release then called `DragResolver`'s
/// `targetPage(from:…)`, or `targetPage(in:…)` with the screenful of the resting page. Every
/// small carousel (1 to 6 items, one to three columns, both alignments, finite and looping, on
/// pages a few laps either way), every release distance, velocity and predicted end, with
/// multi-page flicks and without.
@Suite struct CarouselPagingStepBehaviorTests {
  static let releases: [Double] = [-2.6, -1.5, -1, -0.6, -0.5, -0.2, 0, 0.2, 0.5, 0.6, 1, 1.5, 2.6]
  static let velocities: [Double] = [-6, -0.5, -0.2, 0, 0.2, 0.5, 6, .nan]
  static let predictions: [Double] = [0, 2.4, -2.4, 1e300]

  /// The old release's page, as the engine decided it before behaviors.
  static func oldPage(
    _ step: AnyCarouselTargetBehavior,
    context: (
      released: CarouselPosition, velocity: Double,
      predicted: CarouselPosition, restingPage: Int, count: Int
    ),
    configuration: CarouselConfiguration, resolver: DragResolver
  ) -> Int {
    let pager = Pager(count: context.count, isLooping: configuration.layout.isLooping)
    if step == .screenful,
      let screenful = configuration.screenful(
        restingOn: context.restingPage, count: context.count, reduceMotion: false)
    {
      return resolver.targetPage(
        in: screenful, releasedAt: context.released, velocity: context.velocity,
        predictedEnd: context.predicted, pager: pager)
    }
    return resolver.targetPage(
      from: context.restingPage, releasedAt: context.released, velocity: context.velocity,
      predictedEnd: context.predicted, pager: pager)
  }

  @Test(.offThePool, arguments: 1...6) func builtInStepsLandAsTheOldSteps(count: Int) {
    var checked = 0
    var mismatches: [String] = []
    for looping in [false, true] {
      let loops = looping && count > 1
      let restingPages =
        loops
        ? (0..<count).flatMap { item in [-3, 0, 2].map { item + $0 * count } } + [1 << 40]
        : Array(0..<count)
      for perScreen in 1...3 {
        for alignment in [CarouselAlignment.center, .leading] {
          for multiPage in [false, true] {
            var configuration = CarouselConfiguration.swiping(
              .paged, looping: looping, drag: DragResolver(allowsMultiPageFlicks: multiPage))
            configuration.layout.mainItemLength = .count(perScreen)
            configuration.layout.alignment = alignment
            var resolver = configuration.drag
            resolver.distanceThreshold = configuration.style.preferredDistanceThreshold
            for restingPage in restingPages {
              let resting = CarouselPosition(page: restingPage)
              for released in Self.releases {
                for velocity in Self.velocities {
                  for predicted in Self.predictions {
                    let release = (
                      released: resting.moved(by: released), velocity: velocity,
                      predicted: resting.moved(by: predicted), restingPage: restingPage,
                      count: count
                    )
                    let context = CarouselTargetContext(
                      releasedAt: release.released, velocity: velocity,
                      predictedEnd: release.predicted, restingPage: restingPage, count: count,
                      configuration: configuration, resolver: resolver, reduceMotion: false)
                    for step in [AnyCarouselTargetBehavior.item, .screenful] {
                      let boxed = AnyCarouselTargetBehavior(step)
                      var target = context.proposal
                      boxed.updateTarget(&target, context: context)
                      let (page, diagnostic) = context.page(for: target)
                      let old = Self.oldPage(
                        step, context: release, configuration: configuration,
                        resolver: resolver)
                      checked += 1
                      if page != old || diagnostic != nil {
                        mismatches.append(
                          "\(step == .item ? "item" : "screenful"), \(perScreen) \(alignment) "
                            + "\(looping ? "looping" : "finite") multi \(multiPage): from "
                            + "\(restingPage), \(released) at \(velocity) to \(predicted): "
                            + "\(page) (\(String(describing: diagnostic))), was \(old)")
                      }
                    }
                  }
                }
              }
            }
          }
        }
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches.count) of \(checked): \(mismatches.prefix(5))")
    #expect(checked > 10_000)
  }

  /// Through the engine: a behavior of the app's that keeps the proposal, `.item`, and
  /// `.screenful` with one item a screen land on the same page and item from every item, for
  /// slow drags, flicks both ways and long flicks, finite and looping, 1 to 6 items.
  @Test(.offThePool, arguments: 1...6) func anAppBehaviorThatKeepsTheProposalIsTheItemStep(
    count: Int
  ) {
    let swipes: [(pages: Double, velocity: Double, predicted: Double?)] = [
      (0.3, 0, nil), (0.6, 0, nil), (-0.6, 0, nil), (1.6, 0, nil), (-2.7, 0, nil),
      (0.2, 6, nil), (-0.2, -6, nil), (0.4, -6, nil), (0.2, 6, 3.4), (-0.2, -6, -3.4),
    ]
    for looping in [false, true] {
      for multiPage in [false, true] {
        let base = CarouselConfiguration.swiping(
          .paged, looping: looping, drag: DragResolver(allowsMultiPageFlicks: multiPage))
        let behaviors = [
          AnyCarouselTargetBehavior.item, .screenful,
          AnyCarouselTargetBehavior(CarouselTargetBehaviorTests.KeepsTheProposal()),
        ]
        for start in 0..<count {
          for swipe in swipes {
            let landings = behaviors.map { behavior in
              var configuration = base
              configuration.targetBehavior = behavior
              var carousel = Engine(count: count, selection: start, configuration: configuration)
              carousel.swipe(
                pages: swipe.pages, velocity: swipe.velocity, predicted: swipe.predicted, at: 1)
              return (carousel.position(at: at(9)), carousel.selectedIndex)
            }
            #expect(
              landings.allSatisfy { $0 == landings[0] },
              "\(looping) \(multiPage) from \(start): \(swipe) -> \(landings)")
          }
        }
      }
    }
  }
}
