/// What a carousel's stage container draws of the model, observed apart from the stage
/// (``CarouselModel/container``): the number of items, which decides whether the built-in
/// indicator takes room, and whether the stage answers VoiceOver's Magic Tap. It changes when
/// the items' count crosses what the stage shows, not per page.
package struct CarouselContainerState: Hashable, Sendable {
  /// How many items the carousel shows.
  package var itemCount = 0
  /// Whether Magic Tap has something to play or pause (`CarouselPlaybackState.allowsPlayPause`).
  package var answersMagicTap = false

  /// No items, nothing to play.
  package init() {}

  /// The container of a stage showing `itemCount` items, with something to play or pause when
  /// `answersMagicTap`.
  package init(itemCount: Int, answersMagicTap: Bool) {
    self.itemCount = itemCount
    self.answersMagicTap = answersMagicTap
  }
}
