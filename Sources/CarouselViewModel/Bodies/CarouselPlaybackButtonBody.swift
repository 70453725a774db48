import CarouselCore

/// What `CarouselPlaybackButton` draws (``CarouselModel/playbackButtonBody()``): its title (the
/// label VoiceOver reads), its symbol, and whether it is disabled.
package struct CarouselPlaybackButtonBody: Hashable, Sendable {
  /// "Pause", "Play" or "Autoplay off".
  package let title: CarouselString
  /// The SF Symbol it shows.
  package let symbolName: String
  /// Whether it is disabled: there is nothing to play or pause.
  package let isDisabled: Bool
}

extension CarouselModel {
  /// The button's drawing now, from the observed ``CarouselModel/playback``.
  package func playbackButtonBody() -> CarouselPlaybackButtonBody {
    let playback = playback
    return CarouselPlaybackButtonBody(
      title: playback.title, symbolName: playback.symbolName,
      isDisabled: !playback.allowsPlayPause)
  }
}
