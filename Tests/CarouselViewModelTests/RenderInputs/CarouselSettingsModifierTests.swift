import CarouselCore
import CarouselViewModel
import Testing

/// What the folded modifiers write (`carouselAutoplay(…, options:)`, `carouselIndicator(.dots(…))`,
/// `onCarouselVisibleItemsChange(threshold:…)`, `carouselPagingDisabled(_:swipesOnly:)`): what a
/// call names, and that a parameter left out keeps what a call further out wrote, as the
/// modifiers they replace did. Environment transforms run from the outermost modifier in, so a
/// test applies the outer call first.
@Suite struct CarouselSettingsModifierTests {
  @Test func autoplayWritesWhatItNamesAndKeepsTheRest() {
    var settings = CarouselSettings()
    // The outer call: the deprecated `.carouselAutoplayOptions(.story)`, and a delay.
    settings.configuration.autoplayOptions = .story
    settings.setAutoplay(.seconds(9), resumeAfter: .seconds(2))
    // The inner call, nearer the carousel: only the interval.
    settings.setAutoplay(.seconds(3))
    #expect(settings.configuration.autoplay == .seconds(3))
    #expect(settings.configuration.autoplayResumeDelay == .seconds(2))
    #expect(settings.configuration.autoplayOptions == .story)
    #expect(settings.itemDurations.isEmpty)
  }

  @Test func autoplayWritesEveryParameterGiven() {
    var settings = CarouselSettings()
    settings.setAutoplay(
      .seconds(5), durations: [AnyItemID("video"): .seconds(10)], resumeAfter: .seconds(1),
      options: [.pausesOnTouch])
    #expect(settings.configuration.autoplay == .seconds(5))
    #expect(settings.itemDurations(of: String.self) == ["video": .seconds(10)])
    #expect(settings.configuration.autoplayResumeDelay == .seconds(1))
    #expect(settings.configuration.autoplayOptions == [.pausesOnTouch])
    // Empty options and a zero delay are values, not "left out".
    settings.setAutoplay(.off, durations: [:], resumeAfter: .zero, options: [])
    #expect(settings.configuration.autoplay == .off)
    #expect(settings.itemDurations.isEmpty)
    #expect(settings.configuration.autoplayResumeDelay == .zero)
    #expect(settings.configuration.autoplayOptions == [])
  }

  @Test func theDefaultsAreThoseOfNoAutoplayCall() {
    var settings = CarouselSettings()
    settings.setAutoplay(.seconds(3))
    var expected = CarouselSettings()
    expected.configuration.autoplay = .seconds(3)
    #expect(settings == expected)
  }

  @Test func anIndicatorStyleThatNamesALookSetsIt() {
    var settings = CarouselSettings()
    settings.setIndicator(.timerProgress(.circles), placement: .above)
    #expect(settings.indicator == .timerProgress(.circles))
    #expect(settings.indicatorPlacement == .above)
    #expect(settings.dots == .circles)
  }

  @Test func anIndicatorStyleWithoutALookKeepsTheOneWrittenFurtherOut() {
    var settings = CarouselSettings()
    // The outer call: the deprecated `.carouselDots(.capsules)`.
    settings.dots = .capsules
    settings.setIndicator(.compact, placement: .overlay(horizontal: 0, vertical: 1))
    #expect(settings.indicator == .compact)
    #expect(settings.indicatorPlacement == .overlay(horizontal: 0, vertical: 1))
    #expect(settings.dots == .capsules)
    settings.setIndicator(.dots, placement: .below)
    #expect(settings.dots == .capsules)
    settings.setIndicator(.dots(.standard), placement: .below)
    #expect(settings.dots == .standard)
  }

  @Test(
    arguments: [
      (0.6, 0.6), (1.5, 1.0), (-0.2, 0.0), (Double.nan, 0.5), (Double.infinity, 1.0),
    ] as [(Double, Double)])
  func visibleItemsThreshold(given: Double, expected: Double) {
    var settings = CarouselSettings()
    settings.setVisibleItemsReporting(threshold: given, whileMoving: true)
    #expect(settings.configuration.visibleItemsThreshold == expected)
    #expect(settings.configuration.reportsVisibleItemsWhileMoving)
    settings.setVisibleItemsReporting(threshold: given, whileMoving: false)
    #expect(!settings.configuration.reportsVisibleItemsWhileMoving)
  }

  /// Every pair of switches before, each call: a call sets the switch it names only.
  @Test func pagingAndSwipesAreSwitchedApart() {
    for (paging, swipes) in [(false, false), (false, true), (true, false), (true, true)] {
      for (isDisabled, swipesOnly) in [(false, false), (false, true), (true, false), (true, true)] {
        var settings = CarouselSettings()
        settings.pagingDisabled = paging
        settings.swipesDisabled = swipes
        settings.setPagingDisabled(isDisabled, swipesOnly: swipesOnly)
        #expect(settings.pagingDisabled == (swipesOnly ? paging : isDisabled))
        #expect(settings.swipesDisabled == (swipesOnly ? isDisabled : swipes))
      }
    }
  }
}
