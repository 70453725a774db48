/// The identity of a drawn item: its index plus which copy it is (see
/// ``CarouselVisibleItem/lap``). Pair it with, or map it to, the item's own ID for a view
/// identity that stays stable while the item is on screen.
@usableFromInline package struct CarouselSlotIdentity: Hashable, Sendable {
  /// The item's index in the data.
  @usableFromInline package var index: Int
  /// Which copy of the item, `0` unless a looping carousel shows the item more than once.
  @usableFromInline package var lap: Int

  /// Creates an identity: the layout does this (``CarouselVisibleItem/identity``).
  package init(index: Int, lap: Int) {
    self.index = index
    self.lap = lap
  }
}
