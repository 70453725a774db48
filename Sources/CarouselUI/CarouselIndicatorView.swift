#if canImport(SwiftUI)
  import SwiftUI

  /// The built-in indicator of one carousel: dots, the compact "2 / 5" or timer dots, as
  /// ``CarouselIndicatorStyle`` decides, drawn from the host's ``CarouselIndicatorState`` and
  /// redrawn when it changes: the dots mark the state's item and move to the next one when it
  /// changes (per page, never per frame). Between changes it redraws on its own only as the
  /// state's `redraw(followsPosition:drawsWaitProgress:)` says: at the timer's rate while timer
  /// dots fill. Equatable by that state, so a publish that changed nothing it draws does not
  /// redraw it.
  struct CarouselIndicatorView: View, Equatable {
    let model: CarouselModel
    let state: CarouselIndicatorState
    let style: CarouselIndicatorStyle

    private let metrics = PageIndicatorMetrics.standard

    var body: some View {
      let form = state.form(style)
      let axis = state.axis
      Group {
        switch form {
        case .hidden:
          EmptyView()
        case .compact:
          compact
        case .dots, .timerDots:
          // Dots or compact is decided in layout, from the length offered, before anything is
          // drawn: `ViewThatFits` takes the dot strip when its ideal length (the strip's, as
          // CarouselCore's `stripLength(dotCount:)` gives it, the length
          // `prefersCompactForm(availableLength:dotLength:spacing:)` compares) fits, else the
          // compact form.
          ViewThatFits(in: axis == .horizontal ? .horizontal : .vertical) {
            dots(drawsTimer: form == .timerDots)
            compact
          }
        }
      }
      .frame(
        maxWidth: axis == .horizontal ? .infinity : nil,
        maxHeight: axis == .vertical ? .infinity : nil
      )
      .modifier(CarouselPagerAccessibility(model: model, state: state))
      .accessibilityHidden(form == .hidden)
    }

    /// The dot strip, with the timer's fill when `drawsTimer`: from the state, redrawn at the
    /// timer's rate while a wait runs.
    private func dots(drawsTimer: Bool) -> some View {
      let redraw = state.redraw(followsPosition: false, drawsWaitProgress: drawsTimer)
      return TimelineView(redraw.schedule) { _ in
        CarouselDotStrip(
          model: model, state: state,
          timer: drawsTimer
            ? (state.isWaiting
              ? model.engine.autoplayProgress(at: model.now) : state.stoppedProgress)
            : nil)
      }
      // Scoped to the strip and keyed on the marked item: the dots' sizes and offsets move to
      // the next item's over the core's duration (none with Reduce Motion); a redraw without a
      // new item (the timer's fill, at its rate) is not animated.
      .animation(dotChange, value: state.indicatedIndex)
    }

    /// How the dots move to a newly marked item: as the core's duration says, or at once.
    private var dotChange: Animation? {
      state.dotChangeDuration > 0 ? .easeInOut(duration: state.dotChangeDuration) : nil
    }

    /// "2 / 5": it changes with the page, and so with the state.
    private var compact: some View {
      Text(verbatim: state.compactLabel)
        .font(.caption.monospacedDigit())
        .foregroundStyle(.secondary)
        .frame(
          minWidth: state.axis == .vertical ? metrics.minimumHitThickness : nil,
          minHeight: state.axis == .horizontal ? metrics.minimumHitThickness : nil)
    }

    // Nonisolated: SwiftUI compares views wherever it diffs; it reads only Sendable lets.
    nonisolated static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.model === rhs.model && lhs.state == rhs.state && lhs.style == rhs.style
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
