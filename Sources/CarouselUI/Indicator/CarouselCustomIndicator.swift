#if canImport(SwiftUI)
  import SwiftUI

  /// A custom indicator's drawing, from the model's indicator state, redrawn when it changes;
  /// between changes, as the state's one rule says (the built-in indicator follows it too,
  /// without following the position): every frame while the carousel moves, and while a wait
  /// runs every frame only once the drawing has read `autoplayProgress`, so one that
  /// never shows the wait never redraws for it.
  struct CarouselCustomIndicator<Content: View>: View {
    let model: CarouselModel
    /// Whether the drawing is VoiceOver's pager (one adjustable element).
    let isAdjustable: Bool
    let content: (CarouselIndicatorContext) -> Content
    /// Learns whether the drawing reads the wait's progress. It holds nothing of this view's,
    /// so nothing it holds keeps the view's model alive.
    @StateObject private var reads = CarouselProgressReads()

    var body: some View {
      let state = model.indicator
      // It follows the position: `progress` is continuous while the carousel moves.
      TimelineView(state.redraw(followsPosition: true, drawsWaitProgress: reads.didRead).schedule) {
        _ in
        content(CarouselIndicatorContext(model: model, state: state, at: model.now, reads: reads))
      }
      .modifier(CarouselPagerAccessibility(model: model, isOn: isAdjustable))
    }
  }
#endif
