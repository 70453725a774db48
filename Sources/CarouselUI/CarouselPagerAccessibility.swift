#if canImport(SwiftUI)
  import SwiftUI

  /// Makes a view VoiceOver's pager of a carousel, like `UIPageControl`: one adjustable element,
  /// "Page", valued "2 of 5" or "Beach, 2 of 5", that moves one item per swipe up or down (as
  /// the indicator state's accessibility model says). The built-in indicator wears it, and so
  /// does the stand-in for a hidden one.
  struct CarouselPagerAccessibility: ViewModifier {
    let model: CarouselModel
    let state: CarouselIndicatorState

    func body(content: Content) -> some View {
      content
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(Text(verbatim: CarouselString.pageLabel.localized))
        .accessibilityValue(
          Text(
            verbatim: state.accessibility.localizableValue(naming: state.selectedItemName)?
              .localized ?? "")
        )
        .accessibilityAdjustableAction { direction in
          let accessibility = state.accessibility
          let target =
            direction == .increment ? accessibility.incremented() : accessibility.decremented()
          if let target {
            model.send { $0.userSelected(index: target, cause: .accessibility, at: $1) }
          }
        }
    }
  }

  /// VoiceOver's pager while the built-in indicator is hidden: an invisible strip along the
  /// slides' bottom (trailing, for a vertical carousel), as thick as the indicator's tap strip,
  /// that takes no touches (they reach the slides) and no space.
  struct CarouselPagerStandIn: View {
    let model: CarouselModel
    let state: CarouselIndicatorState

    var body: some View {
      let thickness = PageIndicatorMetrics.standard.minimumHitThickness
      Color.clear
        .frame(
          maxWidth: state.axis == .horizontal ? .infinity : thickness,
          maxHeight: state.axis == .horizontal ? thickness : .infinity
        )
        .allowsHitTesting(false)
        .modifier(CarouselPagerAccessibility(model: model, state: state))
    }
  }
#endif
