extension CarouselVisibleItem {
  /// The item's unscaled size when items are `itemSize` large: along the paging axis its own
  /// length when it has one (``mainLength``, items of their own size), `itemSize` otherwise.
  /// What a renderer frames the item's slot to, and what ``CarouselReachableItems`` scales.
  ///
  /// ```swift
  /// item.size(itemSize: CarouselSize(width: 300, height: 40))  // 60 × 40 for a 60-point chip
  /// ```
  @inlinable package func size(itemSize: CarouselSize) -> CarouselSize {
    guard let mainLength else { return itemSize }
    return axis == .horizontal
      ? CarouselSize(width: mainLength, height: itemSize.height)
      : CarouselSize(width: itemSize.width, height: mainLength)
  }
}
