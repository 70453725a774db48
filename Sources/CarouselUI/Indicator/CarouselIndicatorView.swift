#if canImport(SwiftUI)
  import SwiftUI

  /// The built-in indicator of one carousel: dots, the compact "2 / 5" or timer dots, as
  /// `CarouselModel.indicatorBody` says (it reads the model's indicator state, observed: it
  /// redraws when that state changes, per page, never per frame). Between changes it redraws on
  /// its own only at the timer's rate while timer dots fill.
  struct CarouselIndicatorView: View {
    let model: any CarouselModelProtocol
    let style: CarouselIndicatorStyle

    var body: some View {
      let body = model.indicatorBody(style: style)
      let isHorizontal = body.state.axis == .horizontal
      Group {
        switch body.form {
        case .hidden:
          EmptyView()
        case .compact:
          compact(body.state)
        case .dots, .timerDots:
          // Dots or compact is decided in layout, from the length offered, before anything is
          // drawn: `ViewThatFits` takes the dot strip when its ideal length (the strip's, as the
          // core's `stripLength(dotCount:)` gives it) fits, else the compact form.
          ViewThatFits(in: isHorizontal ? .horizontal : .vertical) {
            dots(body)
            compact(body.state)
          }
        }
      }
      .frame(maxWidth: isHorizontal ? .infinity : nil, maxHeight: isHorizontal ? nil : .infinity)
      .modifier(CarouselPagerAccessibility(model: model, isOn: body.isPager))
      .accessibilityHidden(!body.isPager)
    }

    /// The dot strip, with the timer's fill for timer dots, redrawn at the timer's rate while a
    /// wait runs.
    private func dots(_ body: CarouselIndicatorBody) -> some View {
      TimelineView(body.dotsRedraw.schedule) { _ in
        CarouselDotStrip(
          model: model, state: body.state, style: style, drawsTimer: body.drawsTimer)
      }
      // Scoped to the strip and keyed on the marked item: the dots' sizes and offsets move to
      // the next item's over the core's duration (none with Reduce Motion); a redraw without a
      // new item (the timer's fill, at its rate) is not animated.
      .animation(
        body.dotChangeDuration > 0 ? .easeInOut(duration: body.dotChangeDuration) : nil,
        value: body.state.indicatedIndex)
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
