import CarouselCore

/// What a custom `CarouselIndicator`'s body draws around the app's drawing
/// (``CarouselModel/customIndicatorBody(reads:)``): the state its timeline draws from, and when
/// that timeline redraws (every frame while the carousel moves, and while a wait runs once the
/// drawing read `autoplayProgress`).
package struct CarouselCustomIndicatorBody: Hashable, Sendable {
  /// The indicator's state.
  package let state: CarouselIndicatorState
  /// When the drawing redraws between changes of the state.
  package let redraw: CarouselIndicatorRedraw
}

extension CarouselModel {
  /// A custom indicator's body now, with what its drawing read in `reads`: it reads the observed
  /// ``CarouselModel/indicator`` and ``CarouselProgressReads/didRead``.
  package func customIndicatorBody(reads: CarouselProgressReads) -> CarouselCustomIndicatorBody {
    let state = indicator
    return CarouselCustomIndicatorBody(
      state: state, redraw: state.redraw(followsPosition: true, drawsWaitProgress: reads.didRead))
  }

  /// What the app's drawing gets on one pass of the custom indicator's timeline: the context of
  /// `state` now, noting reads of the wait's progress in `reads`.
  package func indicatorContext(_ state: CarouselIndicatorState, reads: CarouselProgressReads)
    -> CarouselIndicatorContext
  {
    CarouselIndicatorContext(
      model: self, state: state, position: engine.indicatorProgress(at: now),
      waitProgress: engine.autoplayWaitProgress(at: now), reads: reads)
  }
}
