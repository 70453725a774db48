import CarouselCore

// What the folded carousel modifiers write, decided here so Linux tests read it: each parameter
// an app leaves out (`nil`) keeps what a modifier further out wrote, as the separate modifiers it
// replaces did (`.carouselAutoplay(.seconds(3))` inside a deprecated `.carouselAutoplayOptions`
// keeps its options), so one call names only what it changes.
extension CarouselSettings {
  /// `carouselAutoplay(_:durations:resumeAfter:options:)`: advances every `interval`; the items'
  /// own waits, the wait after the user's move and the options when given.
  package mutating func setAutoplay(
    _ interval: AutoplayInterval, durations: [AnyItemID: AutoplayInterval]? = nil,
    resumeAfter: Duration? = nil, options: AutoplayOptions? = nil
  ) {
    configuration.autoplay = interval
    if let durations { itemDurations = durations }
    if let resumeAfter { configuration.autoplayResumeDelay = resumeAfter }
    if let options { configuration.autoplayOptions = options }
  }

  /// `carouselIndicator(_:placement:)`: the built-in indicator's style and placement, and the
  /// dots' look when the style names one (`.dots(.capsules)`); a style without one (`.dots`)
  /// keeps the look written further out.
  package mutating func setIndicator(
    _ style: CarouselIndicatorStyle, placement: CarouselStageArrangement.IndicatorPlacement
  ) {
    indicator = style
    indicatorPlacement = placement
    dots = style.dots(inheriting: dots)
  }

  /// `onCarouselVisibleItemsChange(threshold:whileMoving:_:)`: how much of an item must show for
  /// it to count (clamped into `0...1`, NaN is 0.5), and whether moves report too.
  package mutating func setVisibleItemsReporting(threshold: Double, whileMoving: Bool) {
    configuration.visibleItemsThreshold = threshold
    configuration.reportsVisibleItemsWhileMoving = whileMoving
  }

  /// `carouselPagingDisabled(_:swipesOnly:)`: turns the user's paging off, or only the
  /// carousel's swipes.
  package mutating func setPagingDisabled(_ isDisabled: Bool, swipesOnly: Bool) {
    if swipesOnly { swipesDisabled = isDisabled } else { pagingDisabled = isDisabled }
  }
}
