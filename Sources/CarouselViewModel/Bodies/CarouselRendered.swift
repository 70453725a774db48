/// What `Carousel`'s body hands its stage: the carousel's source and a token that stands for
/// this render of the carousel by the view around it (``CarouselRender``). `Carousel.body` runs
/// when that view renders the carousel, not for the carousel's own publishes or frames, so a
/// new token means the app rendered it (see `CarouselRenders`).
package struct CarouselRendered<Data: RandomAccessCollection, ID: Hashable & Sendable> {
  /// The app's items, IDs, binding and actions.
  package let source: CarouselSource<Data, ID>
  /// This render.
  package let render: CarouselRender
}

extension CarouselSource {
  /// This source, rendered now: what `Carousel`'s body gives its stage, with a new token.
  package func rendered() -> CarouselRendered<Data, ID> {
    CarouselRendered(source: self, render: CarouselRender())
  }
}
