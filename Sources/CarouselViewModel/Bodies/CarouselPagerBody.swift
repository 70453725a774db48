import CarouselCore

/// What makes a view VoiceOver's pager of a carousel (``CarouselModel/pagerBody()``), like
/// `UIPageControl`: one element labeled "Page", valued "2 of 5" or "Beach, 2 of 5", adjustable
/// while the user may page.
package struct CarouselPagerBody: Hashable, Sendable {
  /// The element's label.
  package let label: CarouselString
  /// The element's value; `nil` without items.
  package let value: CarouselString?
  /// Whether swiping up or down pages (with two items or more, while the user may page).
  package let isAdjustable: Bool
}

extension CarouselModel {
  /// The pager's label, value and adjustability now, from the observed
  /// ``CarouselModel/indicator``.
  package func pagerBody() -> CarouselPagerBody {
    let state = indicator
    return CarouselPagerBody(
      label: .pageLabel, value: state.pagerValue, isAdjustable: state.isAdjustable)
  }

  /// The axis along which the slides carry an invisible stand-in pager, with the built-in
  /// indicator drawn in `style`; `nil` for none. There is one when the indicator is hidden and
  /// no indicator of the app's pages the carousel. It reads the observed
  /// ``CarouselModel/indicator`` and ``CarouselModel/appPagers``.
  package func pagerStandIn(_ style: CarouselIndicatorStyle) -> CarouselAxis? {
    pagerElement(style) == .standIn ? indicator.axis : nil
  }
}
