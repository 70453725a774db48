#if canImport(SwiftUI)
  import SwiftUI

  /// A custom indicator's drawing: redrawn per frame while the carousel moves, at the timer
  /// refresh interval CarouselCore decides while an autoplay wait runs, and never otherwise.
  struct CarouselCustomIndicator<Content: View>: View {
    @ObservedObject var model: CarouselModel
    let content: (CarouselIndicatorContext) -> Content

    var body: some View {
      let engine = model.engine
      let isMoving = engine.isMoving(at: model.now)
      TimelineView(
        .animation(
          minimumInterval: isMoving ? nil : model.timerRefreshInterval,
          paused: !isMoving && engine.nextDeadline == nil)
      ) { _ in
        content(CarouselIndicatorContext(model: model, at: model.now))
      }
    }
  }
#endif
