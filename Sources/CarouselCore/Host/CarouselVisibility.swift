/// How much of a placed item a carousel shows: the rule behind the items "in view" that
/// `onCarouselVisibleItemsChange` reports (impressions).
///
/// An item counts as in view when at least half of its length along the paging axis, as the
/// style places and scales it, lies within the viewport. It is the item's footprint on the axis:
/// a neighbor that a stack or a ring draws behind the focused item counts by its footprint too,
/// since nothing here knows what covers it.
///
/// ```swift
/// CarouselVisibility.isHalfInView(item, itemLength: 300, viewportLength: 390)
/// ```
package enum CarouselVisibility {
  /// Whether at least half of `item` (a full length of `itemLength` points before its scale)
  /// lies within a viewport `viewportLength` points long centered on 0. An item of no length,
  /// and any NaN, is not in view.
  package static func isHalfInView(
    _ item: CarouselVisibleItem, itemLength: Double, viewportLength: Double
  ) -> Bool {
    let length = itemLength * item.scale
    guard length > 0, length.isFinite, viewportLength.isFinite, item.mainOffset.isFinite else {
      return false
    }
    let start = max(item.mainOffset - length / 2, -viewportLength / 2)
    let end = min(item.mainOffset + length / 2, viewportLength / 2)
    return end - start >= length / 2
  }
}
