#if canImport(SwiftUI)
  import SwiftUI

  /// Makes a view VoiceOver's pager of a carousel, like `UIPageControl`: one element, "Page",
  /// valued "2 of 5" or "Beach, 2 of 5", adjustable (swipe up or down moves one item) while the
  /// user may page, as the model's indicator state says. The built-in indicator wears it, a
  /// custom one unless the app turns it off (`isOn`), and the stand-in for a hidden one.
  struct CarouselPagerAccessibility: ViewModifier {
    let model: CarouselModel
    let isOn: Bool

    func body(content: Content) -> some View {
      let state = model.indicator
      if isOn {
        let pager =
          content
          .accessibilityElement(children: .ignore)
          .accessibilityLabel(Text(verbatim: CarouselString.pageLabel.localized))
          .accessibilityValue(
            Text(
              verbatim: state.accessibility.localizableValue(naming: state.selectedItemName)?
                .localized ?? ""))
        // Only while the user may page (`carouselPagingDisabled` makes it a plain element).
        if state.isAdjustable {
          pager.accessibilityAdjustableAction { model.pagerAdjusted(increment: $0 == .increment) }
        } else {
          pager
        }
      } else {
        content
      }
    }
  }

  /// VoiceOver's pager while the built-in indicator is hidden: an invisible strip along the
  /// slides' bottom (trailing, for a vertical carousel), as thick as the indicator's tap strip,
  /// that takes no touches (they reach the slides) and no space.
  struct CarouselPagerStandIn: View {
    let model: CarouselModel

    var body: some View {
      let thickness = PageIndicatorMetrics.standard.minimumHitThickness
      let isHorizontal = model.indicator.axis == .horizontal
      Color.clear
        .frame(
          maxWidth: isHorizontal ? .infinity : thickness,
          maxHeight: isHorizontal ? thickness : .infinity
        )
        .allowsHitTesting(false)
        .modifier(CarouselPagerAccessibility(model: model, isOn: true))
    }
  }
#endif
