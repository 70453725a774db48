// Client code for the SwiftUI type-check only (Scripts/swiftui-check --extra
// Examples/DeprecatedSpellings): every deprecated carousel modifier, once, as 0.1.0's apps wrote
// them, so the forwarders keep compiling (with deprecation warnings, never errors) for the minor
// version they are kept. Not an app; never built by SwiftPM. Remove a line with its forwarder.
import CarouselUI
import SwiftUI

struct DeprecatedSlide: Identifiable {
  let id: Int
}

struct DeprecatedSpellings: View {
  let slides = [DeprecatedSlide(id: 0), DeprecatedSlide(id: 1)]

  var body: some View {
    Carousel(slides) { slide in Text("\(slide.id)") }
      .carouselAutoplay(.seconds(5))
      .carouselAutoplayOptions(.story)
      .carouselDots(.capsules)
      .carouselDotColors(current: .white, other: .white.opacity(0.4))
      .carouselDotImage { index in index == 0 ? Image(systemName: "star.fill") : nil }
      .carouselInsets(leading: 20, trailing: 20)
      .carouselItemLength(main: 200, cross: 120)
      .carouselVisibleItemsThreshold(0.6, whileMoving: true)
      .carouselPagingStep(.screenful)
      .carouselSwipeDisabled()
      .carouselSwipeDismissesKeyboard()
      .frame(height: 240)
  }
}
