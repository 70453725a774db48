/// The reading direction of the carousel's surroundings. In a right-to-left layout a horizontal
/// carousel mirrors: the next page enters from the left, and page dots run from right to left.
public enum CarouselLayoutDirection: String, Hashable, Sendable, CaseIterable {
  /// Next is to the right (or below, for a vertical carousel).
  case leftToRight
  /// Next is to the left for a horizontal carousel; vertical carousels are unaffected.
  case rightToLeft
}
