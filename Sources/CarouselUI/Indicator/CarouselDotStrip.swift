#if canImport(SwiftUI)
  import SwiftUI

  /// The dots of a page indicator, from the model's indicator state, each where and as large as
  /// the state's `frame(of:)` says, and one tap target for the whole strip.
  struct CarouselDotStrip: View {
    let model: CarouselModel
    let state: CarouselIndicatorState
    /// How far the autoplay wait has run, for timer dots.
    let timer: Double?

    var body: some View {
      let isHorizontal = state.axis == .horizontal
      let strip = state.stripSize
      ZStack(alignment: .topLeading) {
        ForEach(state.dots, id: \.index) { dot in
          let frame = state.frame(of: dot)
          Capsule()
            .fill(.tertiary)
            .overlay { Capsule().fill(.primary).opacity(timer == nil ? dot.emphasis : 0) }
            .overlay(alignment: isHorizontal ? .leading : .top) {
              if let timer, dot.emphasis > 0.5 {
                Capsule().fill(.tint).frame(
                  width: isHorizontal ? frame.width * timer : nil,
                  height: isHorizontal ? nil : frame.height * timer)
              }
            }
            .frame(width: frame.width, height: frame.height)
            .offset(x: frame.x, y: frame.y)
        }
      }
      // The strip's ideal size is this fixed frame: the indicator's `ViewThatFits` compares
      // its length with the length offered.
      .frame(width: strip.width, height: strip.height, alignment: .topLeading)
      // One tap target for the whole strip, decided by the core: `offset` moves a dot's drawing
      // but not its frame, so a gesture on each offset dot would sit at the strip's leading
      // edge. The strip is 44 points thick, the HIG's minimum tap target.
      .contentShape(Rectangle())
      .onTapGesture(coordinateSpace: .local) {
        model.indicatorTapped(atLocation: isHorizontal ? $0.x : $0.y)
      }
      // The dots' slots are mirrored already: draw them, and read the tap, left to right.
      .environment(\.layoutDirection, .leftToRight)
    }
  }
#endif
