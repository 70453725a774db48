import CarouselCore

extension CarouselModel {
  /// How far timer dots fill now, `0...1`: the running wait's progress, or where it stopped (0,
  /// or where a pause froze it).
  package var timerFill: Double {
    indicator.isWaiting ? engine.autoplayProgress(at: now) : indicator.stoppedProgress
  }

  /// An indicator of the app's showing this carousel, whose view has the identity `view` (see
  /// `CarouselAppIndicatorID`), is on screen as `indicator`: it appeared, or it is drawn anew
  /// as another kind (its style or `isAdjustable` changed). While one that is VoiceOver's pager
  /// (``CarouselAppIndicator/isPager``) is on screen, a hidden built-in indicator needs no
  /// stand-in. Each view counts once, as what it last said it is, whatever order its
  /// appearance, its changes and its disappearance come in.
  package func appIndicatorShown(_ view: ObjectIdentifier, as indicator: CarouselAppIndicator) {
    appIndicators[view] = indicator.isPager
    countAppPagers()
  }

  /// The indicator view `view` disappeared.
  package func appIndicatorHidden(_ view: ObjectIdentifier) {
    appIndicators[view] = nil
    countAppPagers()
  }

  /// Stores how many indicators on screen are pagers, when it changed.
  private func countAppPagers() {
    let count = appIndicators.values.lazy.filter { $0 }.count
    if count != appPagers { appPagers = count }
  }
}

extension CarouselIndicatorState {
  /// What VoiceOver reads as the pager's value: "2 of 5", or "Beach, 2 of 5" for a named item;
  /// `nil` without items.
  package var pagerValue: CarouselString? {
    accessibility.localizableValue(naming: selectedItemName)
  }

  /// The size of the built-in dot strip with dots drawn as `dots`: as long as its dots
  /// (CarouselCore's `stripLength(dotCount:)`, the length the indicator's `ViewThatFits`
  /// compares with the length offered) and as thick as the HIG's minimum tap target, or the
  /// dots when they are thicker.
  package func stripSize(_ dots: CarouselDots) -> CarouselSize {
    let metrics = PageIndicatorMetrics(dots: dots)
    let length = metrics.stripLength(dotCount: indicator.visibleDotCount)
    let thickness = metrics.stripThickness
    return axis == .horizontal
      ? CarouselSize(width: length, height: thickness)
      : CarouselSize(width: thickness, height: length)
  }

  /// The dots drawn as `dots`, each where CarouselCore's `frames(_:)` places it in the strip
  /// (left to right: mirrored already), centered across it, with the timer's progress `timer`
  /// for timer dots (`nil` for plain ones).
  package func dotDrawings(_ dots: CarouselDots, timer: Double?) -> [CarouselDotDrawing] {
    let thickness = PageIndicatorMetrics(dots: dots).stripThickness
    return self.dots.frames(dots).map {
      CarouselDotDrawing($0, axis: axis, thickness: thickness, timer: timer)
    }
  }
}
