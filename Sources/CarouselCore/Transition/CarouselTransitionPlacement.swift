/// Where an item is drawn along the paging axis relative to the carousel's viewport, in reading
/// order: what a per-item effect's phase is measured from, as SwiftUI measures a
/// `scrollTransition`'s from the view's frame within the scroll view's visible region.
///
/// ```swift
/// // A 100-point tile whose center is 150 points before the center of a 390-point row:
/// let placement = CarouselTransitionPlacement(
///   centerDistance: -150, length: 100, containerLength: 390)
/// // its leading edge is at -200, 5 points past the row's leading edge at -195
/// ```
@usableFromInline
package struct CarouselTransitionPlacement: Hashable, Sendable {
  /// The distance in points along the paging axis from the viewport's center to the item's
  /// drawn center: negative toward the leading edge (the top of a vertical carousel), in the
  /// reading direction whichever way the screen mirrors.
  @usableFromInline package let centerDistance: Double
  /// The item's drawn length along the paging axis (scaled as the style draws it).
  @usableFromInline package let length: Double
  /// The viewport's length along the paging axis: the visible area's.
  @usableFromInline package let containerLength: Double

  /// A placement as given; lengths that are negative or not finite count as 0, a distance that
  /// is not finite as 0 (the item at the center).
  @inlinable package init(centerDistance: Double, length: Double, containerLength: Double) {
    // Inlinable (it runs per slot per frame), so the checks are spelled out here rather than
    // taken from the module's internal `Numerics`.
    self.centerDistance = centerDistance.isFinite ? centerDistance : 0
    self.length = length.isFinite ? max(length, 0) : 0
    self.containerLength = containerLength.isFinite ? max(containerLength, 0) : 0
  }

  /// The placement of `item`, of the unscaled size `itemSize`, laid out by `configuration` (its
  /// viewport, its layout direction).
  @inlinable package init(
    _ item: CarouselVisibleItem, itemSize: CarouselSize, in configuration: CarouselConfiguration
  ) {
    let isHorizontal = item.axis == .horizontal
    // The layout mirrors a right-to-left row on screen; the phase's sides are leading and
    // trailing, so the mirroring is undone.
    let mirrors = isHorizontal && configuration.layout.layoutDirection == .rightToLeft
    self.init(
      centerDistance: mirrors ? -item.mainOffset : item.mainOffset,
      length: (isHorizontal ? itemSize.width : itemSize.height) * item.scale,
      containerLength: isHorizontal
        ? configuration.layout.viewportWidth : configuration.layout.viewportHeight)
  }

  /// An item at the center of a container its own length: what a view outside any carousel
  /// reads, at the identity phase by every threshold.
  package static let centered = CarouselTransitionPlacement(
    centerDistance: 0, length: 0, containerLength: 0)
}
