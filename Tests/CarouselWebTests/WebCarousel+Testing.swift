import CarouselCore

@testable import CarouselWeb

extension WebCarousel {
  /// A carousel the tests start from: a 390 × 260 stage on screen at time 0, with the settings
  /// `change` makes.
  static func onScreen(_ change: (inout PlaygroundSettings) -> Void = { _ in }) -> WebCarousel {
    var carousel = WebCarousel(at: 0)
    carousel.resize(width: 390, height: 260, at: 0)
    carousel.update(at: 0, change)
    carousel.visibilityChanged(true, at: 0)
    return carousel
  }
}
