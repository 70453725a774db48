/// What an event of a ``CarouselHost`` changed for the views that show the carousel, so that
/// a view layer publishes exactly when something it shows changed.
@usableFromInline
package struct CarouselHostChanges: OptionSet, Hashable, Sendable {
  /// The raw bits.
  @usableFromInline package let rawValue: UInt8
  /// Creates changes from their bits.
  @usableFromInline package init(rawValue: UInt8) { self.rawValue = rawValue }

  /// Something the carousel's own views show (slides, built-in indicator, button, driver).
  package static let stage = CarouselHostChanges(rawValue: 1 << 0)
  /// Something a reader's proxy exposes (the selected index, the count, play/pause and
  /// autoplay's suspensions): only then does a reader's content re-run.
  package static let proxy = CarouselHostChanges(rawValue: 1 << 1)
  /// The selected item changed (a key press was handled).
  package static let selection = CarouselHostChanges(rawValue: 1 << 2)
  /// The selection binding should hold another value than it does: write the host's
  /// ``CarouselHost/binding`` to it (and nothing else).
  package static let binding = CarouselHostChanges(rawValue: 1 << 3)
}
