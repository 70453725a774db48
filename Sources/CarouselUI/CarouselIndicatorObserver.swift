#if canImport(SwiftUI)
  import SwiftUI

  /// The built-in indicator placed outside its carousel's stage (a ``CarouselIndicator`` in a
  /// reader or a slide): observes the carousel and draws its indicator state, which the
  /// indicator compares, so it redraws only when that state changed.
  struct CarouselIndicatorObserver: View {
    @ObservedObject var model: CarouselModel
    let style: CarouselIndicatorStyle

    var body: some View {
      CarouselIndicatorView(model: model, state: model.stage.indicator, style: style).equatable()
    }
  }
#endif
