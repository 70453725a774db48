/// What `CarouselReader`'s body draws (``CarouselReaderModel/body()``): its one timeline around
/// the content, paused unless the content follows the carousel's position while it moves.
package struct CarouselReaderBody: Hashable, Sendable {
  /// Whether the timeline is paused.
  package let isTimelinePaused: Bool
}
