#if canImport(SwiftUI)
  import SwiftUI

  /// A custom indicator's drawing, from the host's ``CarouselIndicatorState`` and redrawn when
  /// it changes; between changes, as the state's one rule says (the built-in indicator follows
  /// it too, without following the position): every frame while the carousel moves, and while
  /// a wait runs at the timer's rate only once the drawing has read `autoplayProgress`, so one
  /// that never shows the wait never redraws for it.
  struct CarouselCustomIndicator<Content: View>: View {
    @ObservedObject var model: CarouselModel
    let content: (CarouselIndicatorContext) -> Content
    /// Learns whether the drawing reads the wait's progress.
    @State private var reads = CarouselProgressReads()
    @State private var drawsWaitProgress = false

    var body: some View {
      let state = model.stage.indicator
      // The first read of `autoplayProgress` (during a draw) turns the timer redraw on.
      let _ = reads.onFirstRead { drawsWaitProgress = true }
      // It follows the position: `progress` is continuous while the carousel moves.
      let redraw = state.redraw(followsPosition: true, drawsWaitProgress: drawsWaitProgress)
      TimelineView(redraw.schedule) { _ in
        content(CarouselIndicatorContext(model: model, state: state, at: model.now, reads: reads))
      }
    }
  }

  /// Whether a custom indicator's drawing read `autoplayProgress`: a reference the context
  /// marks while the drawing runs (it is no view state: marking it redraws nothing), which then
  /// tells the indicator once, after the draw.
  @MainActor final class CarouselProgressReads {
    private var didRead = false
    private var action: (() -> Void)?

    /// What to do after the first read (the indicator's state change); set on every update.
    func onFirstRead(_ action: @escaping () -> Void) { self.action = action }

    /// The drawing read `autoplayProgress`: the first time, the indicator is told after the
    /// draw (a state change during a draw is not allowed).
    func noteRead() {
      guard !didRead else { return }
      didRead = true
      let action = action
      Task { @MainActor in action?() }
    }
  }
#endif
