#if canImport(SwiftUI)
  import SwiftUI

  /// A custom indicator's drawing, from the host's ``CarouselIndicatorState`` and redrawn when
  /// it changes; between changes, as the state's one rule says (the built-in indicator follows
  /// it too, without following the position): every frame while the carousel moves, and while
  /// a wait runs at the timer's rate only once the drawing has read `autoplayProgress`, so one
  /// that never shows the wait never redraws for it.
  struct CarouselCustomIndicator<Content: View>: View {
    @ObservedObject var model: CarouselModel
    /// Whether the drawing is VoiceOver's pager (one adjustable element).
    let isAdjustable: Bool
    let content: (CarouselIndicatorContext) -> Content
    /// Learns whether the drawing reads the wait's progress. It holds no closure and nothing of
    /// this view's, so nothing it holds keeps the view's model alive.
    @StateObject private var reads = CarouselProgressReads()

    var body: some View {
      let state = model.stage.indicator
      // It follows the position: `progress` is continuous while the carousel moves.
      let redraw = state.redraw(followsPosition: true, drawsWaitProgress: reads.didRead)
      TimelineView(redraw.schedule) { _ in
        content(CarouselIndicatorContext(model: model, state: state, at: model.now, reads: reads))
      }
      .modifier(
        CarouselCustomIndicatorAccessibility(model: model, state: state, isOn: isAdjustable))
    }
  }

  /// VoiceOver's pager on a custom indicator, unless the app turned it off (an indicator is made
  /// with one choice; changing it makes the drawing's views anew).
  private struct CarouselCustomIndicatorAccessibility: ViewModifier {
    let model: CarouselModel
    let state: CarouselIndicatorState
    let isOn: Bool

    func body(content: Content) -> some View {
      if isOn {
        content.modifier(CarouselPagerAccessibility(model: model, state: state))
      } else {
        content
      }
    }
  }

  /// Whether a custom indicator's drawing read `autoplayProgress`: the context marks it while
  /// the drawing runs, and the indicator, which observes it, is told once, after the draw (a
  /// change during a draw is not allowed).
  @MainActor final class CarouselProgressReads: ObservableObject {
    /// Whether a drawing read the wait's progress (published after the draw that read it).
    @Published private(set) var didRead = false
    private var noted = false

    /// The drawing read `autoplayProgress`.
    func noteRead() {
      guard !noted else { return }
      noted = true
      Task { @MainActor [weak self] in self?.didRead = true }
    }
  }
#endif
