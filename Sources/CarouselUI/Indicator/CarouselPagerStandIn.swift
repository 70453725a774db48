#if canImport(SwiftUI)
  import SwiftUI

  /// VoiceOver's pager while the built-in indicator (drawn in `style`) is hidden and no
  /// indicator of the app's pages the carousel (`CarouselModel.pagerStandIn`): an invisible
  /// strip along the slides' bottom (trailing, for a vertical carousel), as thick as the
  /// indicator's tap strip, that takes no touches (they reach the slides) and no space.
  struct CarouselPagerStandIn: View {
    let model: any CarouselModelProtocol
    let style: CarouselIndicatorStyle

    var body: some View {
      if let axis = model.pagerStandIn(style) {
        let thickness = PageIndicatorMetrics.standard.minimumHitThickness
        let isHorizontal = axis == .horizontal
        Color.clear
          .frame(
            maxWidth: isHorizontal ? .infinity : thickness,
            maxHeight: isHorizontal ? thickness : .infinity
          )
          .allowsHitTesting(false)
          .modifier(CarouselPagerAccessibility(model: model, isOn: true))
      }
    }
  }
#endif
