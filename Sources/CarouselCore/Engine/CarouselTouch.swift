/// A finger on the carousel that does not drag its pages (one that does is a
/// ``CarouselPageDrag``): the carousel keeps doing what it did under it, and nothing advances
/// by itself.
@usableFromInline enum CarouselTouch: Hashable, Sendable {
  /// The finger has not moved far enough to tell its direction: each sample decides anew.
  case undecided
  /// The finger runs across the carousel's axis: it is left to whatever scrolls around the
  /// carousel until it lifts.
  case crossAxis
}
