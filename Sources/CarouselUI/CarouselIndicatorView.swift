#if canImport(SwiftUI)
  import SwiftUI

  /// The built-in indicator of one carousel: dots, the compact "2 / 5" or timer dots, as
  /// ``CarouselIndicatorStyle`` decides, drawn from the host's ``CarouselIndicatorState`` and
  /// redrawn when it changes; between changes it redraws on its own only as the state's
  /// `redraw(drawsWaitProgress:)` says (every frame while the carousel moves, at the timer's
  /// rate while timer dots fill). Equatable by that state, so a publish that changed nothing it
  /// draws does not redraw it.
  struct CarouselIndicatorView: View, Equatable {
    let model: CarouselModel
    let state: CarouselIndicatorState
    let style: CarouselIndicatorStyle

    private let metrics = PageIndicatorMetrics.standard
    /// The span of the strip the carousel moves in, made once per item it passes and read at
    /// every frame of the motion.
    @State private var span = CarouselDotSpan()

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
      .accessibilityElement(children: .ignore)
      .accessibilityLabel(Text(verbatim: CarouselString.pageLabel.localized))
      .accessibilityValue(
        Text(
          verbatim: state.accessibility.localizableValue(naming: state.selectedItemName)?
            .localized ?? "")
      )
      .accessibilityAdjustableAction { direction in
        let accessibility = state.accessibility
        let target =
          direction == .increment ? accessibility.incremented() : accessibility.decremented()
        if let target { model.send { $0.userSelected(index: target, at: $1) } }
      }
      .accessibilityHidden(form == .hidden)
    }

    /// The dot strip, with the timer's fill when `drawsTimer`: from the state while still, and
    /// per frame from the host's position while the carousel moves (or at the timer's rate).
    private func dots(drawsTimer: Bool) -> some View {
      TimelineView(state.redraw(drawsWaitProgress: drawsTimer).schedule) { _ in
        let engine = model.engine
        let now = model.now
        CarouselDotStrip(
          model: model, indicator: state.indicator, axis: state.axis,
          dots: state.isMoving
            ? PageIndicatorSpan.dots(
              of: state.indicator, at: engine.indicatorPosition(at: now), reusing: &span.span)
            : .resting(state.stillDots),
          timer: drawsTimer
            ? (state.isWaiting ? engine.autoplayProgress(at: now) : state.stoppedProgress) : nil)
      }
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

  /// Where a built-in indicator keeps the span its dots are read from between frames: a
  /// reference, written while drawing (it is no view state: writing it redraws nothing).
  final class CarouselDotSpan {
    var span: PageIndicatorSpan?
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
