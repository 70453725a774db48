/// A finger dragging the pages: where it caught the carousel, and its last sample.
///
/// The carousel shows ``anchor`` moved by the pages the finger has travelled since it was
/// ``anchorPages`` along, resisted past the ends. Keeping the anchor and the finger apart
/// (rather than one start position) keeps absurd drags exact.
@usableFromInline struct CarouselPageDrag: Sendable {
  /// Where the carousel was (un-resisted) when the finger was ``anchorPages`` along.
  @usableFromInline let anchor: CarouselPosition
  /// The finger's pages when it was at ``anchor``.
  @usableFromInline let anchorPages: Double
  /// The pages the finger has travelled from where it went down, as ``sample`` reads.
  @usableFromInline let pages: Double
  /// The finger's last sample: read anew when the axis, the layout direction or the page length
  /// change under it, and released by a lift that comes before the drag's end.
  let sample: CarouselDrag

  /// A drag that shows `anchor` while the finger is `anchorPages` along, its last sample
  /// `sample` at `pages`.
  init(anchor: CarouselPosition, anchorPages: Double, pages: Double, sample: CarouselDrag) {
    self.anchor = anchor
    self.anchorPages = anchorPages
    self.pages = pages
    self.sample = sample
  }

  /// Where the drag holds the carousel before the ends resist it.
  @inlinable var unbanded: CarouselPosition { anchor.moved(by: pages - anchorPages) }

  /// The drag after the finger's next `sample`, which reads `pages`.
  func following(_ sample: CarouselDrag, pages: Double) -> Self {
    Self(anchor: anchor, anchorPages: anchorPages, pages: pages, sample: sample)
  }

  /// The same drag `shift` whole pages back.
  func shifted(back shift: Int) -> Self {
    Self(
      anchor: anchor.shifted(back: shift), anchorPages: anchorPages, pages: pages, sample: sample)
  }
}
