/// Which reader and which carousel the views below see: the reader that carousels claim (none
/// outside a reader, and none inside a carousel's slides, so a carousel in a slide never takes
/// over the outer reader), and what controls (`CarouselIndicator`, `CarouselPlaybackButton`)
/// show: a reader's carousel, or, inside a carousel's slides, that carousel.
package struct CarouselScope {
  /// The reader that carousels below claim.
  package var reader: CarouselReaderModel?
  /// What controls below show.
  package var control: CarouselControlTarget?

  /// Outside any reader and any carousel.
  package init() {}

  /// Inside `reader`'s content.
  package init(reader: CarouselReaderModel) {
    self.reader = reader
    control = .reader(reader)
  }

  /// Inside `model`'s slides.
  package init(slidesOf model: any CarouselModelProtocol) {
    control = .carousel(model)
  }
}
