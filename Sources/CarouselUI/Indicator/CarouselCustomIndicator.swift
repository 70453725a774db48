#if canImport(SwiftUI)
  import SwiftUI

  /// A custom indicator's drawing, as `CarouselModel.customIndicatorBody` says: redrawn when the
  /// indicator's state changes and, between changes, every frame while the carousel moves (its
  /// `progress` is continuous then), and while a wait runs every frame only once the drawing has
  /// read `autoplayProgress`, so one that never shows the wait never redraws for it.
  struct CarouselCustomIndicator<Content: View>: View {
    let model: any CarouselModelProtocol
    /// Whether the drawing is VoiceOver's pager (one adjustable element).
    let isAdjustable: Bool
    let content: (CarouselIndicatorContext) -> Content
    /// Learns whether the drawing reads the wait's progress. It holds nothing of this view's,
    /// so nothing it holds keeps the view's model alive.
    @StateObject private var reads = CarouselProgressReads()

    var body: some View {
      let body = model.customIndicatorBody(reads: reads)
      TimelineView(body.redraw.schedule) { _ in
        content(model.indicatorContext(body.state, reads: reads))
      }
      .modifier(CarouselPagerAccessibility(model: model, isOn: isAdjustable))
    }
  }
#endif
