#if canImport(SwiftUI)
  import SwiftUI

  /// The dots of a page indicator, from the host's indicator state (its dots, resting on the
  /// marked item), where and how large CarouselCore's `PageIndicator` and
  /// `PageIndicatorMetrics` say, and one tap target for the whole strip.
  struct CarouselDotStrip: View {
    let model: CarouselModel
    let state: CarouselIndicatorState
    /// How far the autoplay wait has run, for timer dots.
    let timer: Double?

    private let metrics = PageIndicatorMetrics.standard

    var body: some View {
      let isHorizontal = state.axis == .horizontal
      let thickness = metrics.minimumHitThickness
      let length = metrics.stripLength(dotCount: state.indicator.visibleDotCount)
      ZStack(alignment: .topLeading) {
        ForEach(state.dots, id: \.index) { dot in
          let along = metrics.drawnLength(emphasis: dot.emphasis, scale: dot.scale)
          let across = metrics.drawnThickness(scale: dot.scale)
          let start = metrics.center(ofSlot: dot.slot) - along / 2
          Capsule()
            .fill(.tertiary)
            .overlay {
              Capsule().fill(.primary).opacity(timer == nil ? dot.emphasis : 0)
            }
            .overlay(alignment: isHorizontal ? .leading : .top) {
              if let timer, dot.emphasis > 0.5 {
                Capsule().fill(.tint).frame(
                  width: isHorizontal ? along * timer : nil,
                  height: isHorizontal ? nil : along * timer)
              }
            }
            .frame(width: isHorizontal ? along : across, height: isHorizontal ? across : along)
            .offset(
              x: isHorizontal ? start : (thickness - across) / 2,
              y: isHorizontal ? (thickness - across) / 2 : start)
        }
      }
      // The strip's ideal size is this fixed frame: the indicator's `ViewThatFits` compares
      // its length with the length offered.
      .frame(
        width: isHorizontal ? length : thickness, height: isHorizontal ? thickness : length,
        alignment: .topLeading
      )
      // One tap target for the whole strip, decided by the core: `offset` moves a dot's
      // drawing but not its frame, so a gesture on each offset dot would sit at the strip's
      // leading edge. The strip is 44 points thick, the HIG's minimum tap target.
      .contentShape(Rectangle())
      .onTapGesture(coordinateSpace: .local) { location in
        guard
          let index = state.indicator.dotIndex(
            atLocation: isHorizontal ? location.x : location.y, at: state.dotsPosition,
            metrics: metrics)
        else { return }
        model.send { $0.userSelected(index: index, cause: .indicator, at: $1) }
      }
      // The dots' slots are mirrored already: draw them, and read the tap, left to right.
      .environment(\.layoutDirection, .leftToRight)
    }
  }
#endif
