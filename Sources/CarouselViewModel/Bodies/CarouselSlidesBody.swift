import CarouselCore

/// What `CarouselSlides`' body draws around its frames (``CarouselModel/slidesBody(settings:itemCount:)``):
/// the slides' ideal size, whether the frame timeline runs, and whether the slides are clipped.
/// It reads the model's observed ``CarouselModel/stage``: every change of what the slides draw
/// redraws them (a still carousel draws its frame once per change), and nothing else does.
package struct CarouselSlidesBody: Hashable, Sendable {
  /// The size the slides take where none is offered (a `List` row, a vertical `ScrollView`).
  package let idealSize: CarouselSize
  /// Whether the frame timeline is paused: the carousel rests.
  package let isTimelinePaused: Bool
  /// Whether the slides are clipped to the carousel's frame.
  package let clipsSlides: Bool
}

extension CarouselModel {
  /// What the slides draw around their frames with `settings`, over `itemCount` items.
  package func slidesBody(settings: CarouselSettings, itemCount: Int) -> CarouselSlidesBody {
    CarouselSlidesBody(
      idealSize: settings.configuration.idealSlidesSize(count: itemCount),
      isTimelinePaused: !stage.isMoving, clipsSlides: settings.clipsSlides)
  }
}
