#if canImport(SwiftUI)
  import SwiftUI

  /// The built-in indicator of one carousel: dots, the compact "2 / 5" or timer dots, as
  /// ``CarouselIndicatorStyle`` decides, drawn from the model's indicator state (observed: it
  /// redraws when that state changes, per page, never per frame). Between changes it redraws on
  /// its own only as the state's `redraw(followsPosition:drawsWaitProgress:)` says: at the
  /// timer's rate while timer dots fill.
  struct CarouselIndicatorView: View {
    let model: CarouselModel
    let style: CarouselIndicatorStyle

    var body: some View {
      let state = model.indicator
      let form = state.form(style)
      Group {
        switch form {
        case .hidden:
          EmptyView()
        case .compact:
          compact(state)
        case .dots, .timerDots:
          // Dots or compact is decided in layout, from the length offered, before anything is
          // drawn: `ViewThatFits` takes the dot strip when its ideal length (the strip's, as the
          // core's `stripLength(dotCount:)` gives it) fits, else the compact form.
          ViewThatFits(in: state.axis == .horizontal ? .horizontal : .vertical) {
            dots(state, drawsTimer: form == .timerDots)
            compact(state)
          }
        }
      }
      .frame(
        maxWidth: state.axis == .horizontal ? .infinity : nil,
        maxHeight: state.axis == .vertical ? .infinity : nil
      )
      .modifier(CarouselPagerAccessibility(model: model, isOn: form != .hidden))
      .accessibilityHidden(form == .hidden)
    }

    /// The dot strip, with the timer's fill when `drawsTimer`, redrawn at the timer's rate
    /// while a wait runs.
    private func dots(_ state: CarouselIndicatorState, drawsTimer: Bool) -> some View {
      TimelineView(state.redraw(followsPosition: false, drawsWaitProgress: drawsTimer).schedule) {
        _ in
        CarouselDotStrip(model: model, state: state, timer: drawsTimer ? model.timerFill : nil)
      }
      // Scoped to the strip and keyed on the marked item: the dots' sizes and offsets move to
      // the next item's over the core's duration (none with Reduce Motion); a redraw without a
      // new item (the timer's fill, at its rate) is not animated.
      .animation(
        state.dotChangeDuration > 0 ? .easeInOut(duration: state.dotChangeDuration) : nil,
        value: state.indicatedIndex)
    }

    /// "2 / 5": it changes with the page, and so with the state.
    private func compact(_ state: CarouselIndicatorState) -> some View {
      let thickness = PageIndicatorMetrics.standard.minimumHitThickness
      return Text(verbatim: state.compactLabel)
        .font(.caption.monospacedDigit())
        .foregroundStyle(.secondary)
        .frame(
          minWidth: state.axis == .vertical ? thickness : nil,
          minHeight: state.axis == .horizontal ? thickness : nil)
    }
  }

  extension CarouselIndicatorRedraw {
    /// The timeline schedule that redraws as CarouselCore says: paused, every frame, or every
    /// so many seconds.
    var schedule: AnimationTimelineSchedule {
      switch self {
      case .never: return .animation(minimumInterval: nil, paused: true)
      case .everyFrame: return .animation(minimumInterval: nil, paused: false)
      case .every(let seconds): return .animation(minimumInterval: seconds, paused: false)
      }
    }
  }
#endif
