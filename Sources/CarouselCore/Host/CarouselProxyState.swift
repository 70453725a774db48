/// What a reader's proxy exposes of its carousel: the one value a reader's content is redrawn
/// for when it changes (``CarouselHostChanges/proxy``), and only then.
///
/// Without autoplay to run (no interval, or fewer than two items), ``autoplaySuspensions`` lists
/// only that reason: a finger on the carousel or the scene is not why nothing advances, so
/// touching a carousel without autoplay changes nothing a reader shows.
///
/// ```swift
/// host.proxy.selectedIndex  // 1
/// host.proxy.count  // 5
/// host.proxy.autoplaySuspensions  // [.noInterval]
/// ```
package struct CarouselProxyState: Hashable, Sendable {
  /// The selected item's index, or `nil` without items.
  package let selectedIndex: Int?
  /// The number of items (duplicates counted once).
  package let count: Int
  /// Whether the user's play/pause choice is "play".
  package let isPlaying: Bool
  /// Why autoplay does not run now, if it does not.
  package let autoplaySuspensions: [AutoplaySuspension]
  /// What a play/pause control offers (``CarouselPlaybackState``), from the values above.
  package let playback: CarouselPlaybackState

  /// The state of a carousel with these values; see the type for the suspensions kept.
  package init(
    selectedIndex: Int?, count: Int, isPlaying: Bool, autoplaySuspensions: [AutoplaySuspension]
  ) {
    self.selectedIndex = selectedIndex
    self.count = count
    self.isPlaying = isPlaying
    // No interval is exactly when `noInterval` holds, so the suspensions say it.
    playback = CarouselPlaybackState(
      hasAutoplay: !autoplaySuspensions.contains(.noInterval), itemCount: count,
      isPlaying: isPlaying, suspensions: autoplaySuspensions)
    let lasting = autoplaySuspensions.filter(Self.isLasting)
    self.autoplaySuspensions = lasting.isEmpty ? autoplaySuspensions : lasting
  }

  /// Whether `suspension` holds for as long as the carousel is set up as it is: no interval,
  /// or too few items. While one of these holds, no other reason matters.
  private static func isLasting(_ suspension: AutoplaySuspension) -> Bool {
    suspension == .noInterval || suspension == .tooFewItems
  }
}
