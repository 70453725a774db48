/// How a style draws one item: where it sits along and across the paging axis, and its scale,
/// opacity, rotation and stacking order.
///
/// Offsets are in points from the viewport's center, positive toward the next item (right or
/// down), before any right-to-left mirroring: the layout mirrors for you.
public struct CarouselItemAttributes: Hashable, Sendable {
  /// The distance along the paging axis from the viewport's center to the item's center.
  public var mainOffset: Double
  /// The distance across the paging axis from the viewport's center to the item's center.
  public var crossOffset: Double
  /// The uniform scale; `1` is the item's full size.
  public var scale: Double
  /// The opacity in `0...1`; the layout leaves out items at `0`.
  public var opacity: Double
  /// The 3D rotation; ``CarouselRotation/identity`` faces the viewer.
  public var rotation: CarouselRotation
  /// The stacking order: items with a larger value are drawn in front.
  public var zIndex: Double

  /// Creates attributes; everything but the main offset defaults to an unchanged item.
  public init(
    mainOffset: Double,
    crossOffset: Double = 0,
    scale: Double = 1,
    opacity: Double = 1,
    rotation: CarouselRotation = .identity,
    zIndex: Double = 0
  ) {
    self.mainOffset = mainOffset
    self.crossOffset = crossOffset
    self.scale = scale
    self.opacity = opacity
    self.rotation = rotation
    self.zIndex = zIndex
  }
}
