#if canImport(SwiftUI)
  import SwiftUI

  /// Makes a view VoiceOver's pager of a carousel, like `UIPageControl`, as
  /// `CarouselModel.pagerBody` says: one element, "Page", valued "2 of 5" or "Beach, 2 of 5",
  /// adjustable (swipe up or down moves one item) while the user may page. The built-in
  /// indicator wears it, a custom one unless the app turns it off (`isOn`), and the stand-in for
  /// a hidden one.
  struct CarouselPagerAccessibility: ViewModifier {
    let model: any CarouselModelProtocol
    let isOn: Bool

    func body(content: Content) -> some View {
      if isOn {
        let body = model.pagerBody()
        let pager =
          content
          .accessibilityElement(children: .ignore)
          .accessibilityLabel(Text(verbatim: body.label.localized))
          .accessibilityValue(Text(verbatim: body.value?.localized ?? ""))
        // The adjustable action only while the user may page (`carouselPagingDisabled` makes it
        // a plain element). Both branches are the same type, an accessibility attachment of the
        // same content (the other one adds no traits), so turning paging on or off keeps the
        // content's identity, and a custom indicator's state.
        body.isAdjustable
          ? pager.accessibilityAdjustableAction { model.pagerAdjusted(increment: $0 == .increment) }
          : pager.accessibilityAddTraits([])
      } else {
        content
      }
    }
  }
#endif
