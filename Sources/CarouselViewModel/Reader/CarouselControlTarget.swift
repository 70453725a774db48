/// The carousel a control (`CarouselIndicator`, `CarouselPlaybackButton`) shows: the carousel
/// whose slides it is in, or the one its reader drives (following the reader when another
/// carousel takes it over). Outside both there is none, and the control shows nothing.
package enum CarouselControlTarget {
  /// The carousel a reader drives, whichever holds it now.
  case reader(CarouselReaderModel)
  /// One carousel, for controls inside its slides.
  case carousel(any CarouselModelProtocol)

  /// The carousel the control shows now (observed: a view that reads it follows the reader's
  /// claim); `nil` while the reader has none on screen.
  @MainActor package var model: (any CarouselModelProtocol)? {
    switch self {
    case .reader(let reader): return reader.carousel
    case .carousel(let model): return model
    }
  }
}
