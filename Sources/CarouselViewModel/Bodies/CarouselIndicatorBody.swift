import CarouselCore

/// What the built-in indicator's body draws (``CarouselModel/indicatorBody(style:)``): its form
/// (dots, the compact "2 / 5", timer dots or nothing), the state its strip draws from, and how
/// its dots redraw and animate. It reads the model's observed ``CarouselModel/indicator``: it
/// redraws per page, never per frame.
package struct CarouselIndicatorBody: Hashable, Sendable {
  /// The indicator's state, which its dot strip draws from.
  package let state: CarouselIndicatorState
  /// What it draws when its dots fit (dots that do not fit fall back to the compact form, a
  /// choice made in layout).
  package let form: CarouselIndicatorForm
  /// When the dot strip redraws between changes of the state: at the timer's rate while timer
  /// dots fill, never otherwise.
  package let dotsRedraw: CarouselIndicatorRedraw
  /// How long the dots take to move to the next marked item, in seconds (0: no animation).
  package let dotChangeDuration: Double

  /// Whether it draws timer dots.
  package var drawsTimer: Bool { form == .timerDots }
  /// Whether it is VoiceOver's pager: it draws something.
  package var isPager: Bool { form != .hidden }
}

extension CarouselModel {
  /// What the built-in indicator in `style` draws now.
  package func indicatorBody(style: CarouselIndicatorStyle) -> CarouselIndicatorBody {
    let state = indicator
    let form = state.form(style)
    return CarouselIndicatorBody(
      state: state, form: form,
      dotsRedraw: state.redraw(followsPosition: false, drawsWaitProgress: form == .timerDots),
      dotChangeDuration: state.dotChangeDuration)
  }
}
