import CarouselCore

extension CarouselModel {
  /// How far timer dots fill now, `0...1`: the running wait's progress, or where it stopped (0,
  /// or where a pause froze it).
  package var timerFill: Double {
    indicator.isWaiting ? engine.autoplayProgress(at: now) : indicator.stoppedProgress
  }

  /// An indicator of the app's showing this carousel appeared: when it is VoiceOver's pager
  /// (``CarouselAppIndicator/isPager``), a hidden built-in indicator needs no stand-in while it
  /// is on screen.
  package func appIndicatorAppeared(_ indicator: CarouselAppIndicator) {
    if indicator.isPager { appPagers += 1 }
  }

  /// An indicator of the app's that appeared disappeared.
  package func appIndicatorDisappeared(_ indicator: CarouselAppIndicator) {
    if indicator.isPager { appPagers = max(appPagers - 1, 0) }
  }
}

extension CarouselIndicatorState {
  /// What VoiceOver reads as the pager's value: "2 of 5", or "Beach, 2 of 5" for a named item;
  /// `nil` without items.
  package var pagerValue: CarouselString? {
    accessibility.localizableValue(naming: selectedItemName)
  }

  /// The size of the built-in dot strip: as long as its dots (CarouselCore's
  /// `stripLength(dotCount:)`, the length the indicator's `ViewThatFits` compares with the
  /// length offered) and as thick as the HIG's minimum tap target.
  package var stripSize: CarouselSize {
    let metrics = PageIndicatorMetrics.standard
    let length = metrics.stripLength(dotCount: indicator.visibleDotCount)
    let thickness = metrics.minimumHitThickness
    return axis == .horizontal
      ? CarouselSize(width: length, height: thickness)
      : CarouselSize(width: thickness, height: length)
  }

  /// Where `dot` is drawn in the strip (its top-leading corner and size, left to right: the
  /// dots' slots are mirrored already), as `PageIndicatorMetrics` sizes it: the current dot
  /// longer, the edge dots of a scrolling window smaller, centered across the strip.
  package func frame(of dot: PageIndicatorDot) -> CarouselRect {
    let metrics = PageIndicatorMetrics.standard
    let along = metrics.drawnLength(emphasis: dot.emphasis, scale: dot.scale)
    let across = metrics.drawnThickness(scale: dot.scale)
    let start = metrics.center(ofSlot: dot.slot) - along / 2
    let inset = (metrics.minimumHitThickness - across) / 2
    return axis == .horizontal
      ? CarouselRect(x: start, y: inset, width: along, height: across)
      : CarouselRect(x: inset, y: start, width: across, height: along)
  }
}
