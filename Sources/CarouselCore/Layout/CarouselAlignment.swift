/// Where the focused item sits along the paging axis.
///
/// - ``center``: in the middle of the room between the insets (the default), neighbors on both
///   sides.
/// - ``leading``: its leading edge at the leading inset (left, right in a right-to-left layout,
///   top for a vertical carousel), the next items showing after it, as App Store and TV rows
///   look. A derived item length then leaves one peek and one spacing, after the item, instead
///   of one on each side.
///
/// A finite leading row never scrolls past its end, as a scroll view stops at the end of its
/// content: once the items after the focus no longer fill the room, the row stays where the last
/// item's (unscaled) trailing edge meets the trailing inset, and the focus moves along the row
/// to the last items instead of the row moving under it. So the last screen shows no blank gap,
/// and every item can still be selected (the indicator, VoiceOver and a style's focus effects,
/// such as the peek's, follow the selection). A row shorter than the room stays at the leading
/// inset. A looping row has no end and is always leading-aligned.
///
/// Only rows honor ``leading`` (see ``CarouselLayoutStyle/resolvedAlignment(_:)``): the ring,
/// cover flow and the stack are arranged about their focus and stay centered.
///
/// ```swift
/// Carousel(tiles) { tile in TileView(tile) }
///   .carouselStyle(.peek)
///   .carouselAlignment(.leading)
/// ```
public enum CarouselAlignment: String, Hashable, Sendable, CaseIterable {
  /// The focused item in the middle of the room between the insets.
  case center
  /// The focused item's leading edge at the leading inset, the next items after it.
  case leading
}
