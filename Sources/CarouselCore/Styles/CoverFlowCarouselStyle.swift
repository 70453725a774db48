/// Cover flow: the focused item faces the viewer; the others stand turned on either side,
/// packed closely, the nearest in front. With Reduce Motion they do not turn. A finger drags a
/// page by ``sideDistance`` item lengths, the way from the focus to a neighbor's place (117
/// points for a 195-point item), so the item under the finger stays under it.
///
/// ```swift
/// CarouselLayoutStyle.coverFlow.visibleItems(in: context)
/// ```
public struct CoverFlowCarouselStyle: CarouselLayoutStyle, Hashable {
  /// The share of the viewport an item takes when the context gives no item length.
  /// Default `0.5`.
  public var itemFraction: Double
  /// The angle in radians of the side items. Default `π/3` (60°).
  public var sideAngle: Double
  /// The distance from the focused item's center to its neighbors', as a share of the item
  /// length. Default `0.6`.
  public var sideDistance: Double
  /// The distance between further side items, as a share of the item length. Default `0.2`.
  public var stackDistance: Double
  /// The scale of the side items. Default `0.9`.
  public var sideScale: Double

  /// Creates a cover flow style.
  public init(
    itemFraction: Double = 0.5, sideAngle: Double = .pi / 3, sideDistance: Double = 0.6,
    stackDistance: Double = 0.2, sideScale: Double = 0.9
  ) {
    self.itemFraction = itemFraction
    self.sideAngle = sideAngle
    self.sideDistance = sideDistance
    self.stackDistance = stackDistance
    self.sideScale = sideScale
  }

  /// ``itemFraction``.
  public var preferredItemFraction: Double { itemFraction }

  /// The neighbor plus as many packed side items as fit before the viewport's edge, on either
  /// side: the larger of ``previousReach(in:)`` and ``nextReach(in:)``.
  public func reach(in geometry: CarouselLayoutGeometry) -> Double {
    max(previousReach(in: geometry), nextReach(in: geometry))
  }

  /// The neighbor plus as many packed side items as fit before the viewport's previous edge;
  /// a positive ``CarouselLayoutGeometry/focusShift`` leaves more room on this side.
  public func previousReach(in geometry: CarouselLayoutGeometry) -> Double {
    reach(toEdgeAt: geometry.viewportMainLength / 2 + geometry.focusShift, in: geometry)
  }

  /// The neighbor plus as many packed side items as fit before the viewport's next edge.
  public func nextReach(in geometry: CarouselLayoutGeometry) -> Double {
    reach(toEdgeAt: geometry.viewportMainLength / 2 - geometry.focusShift, in: geometry)
  }

  /// The offset at which a side item's near edge passes a viewport edge `edge` points from the
  /// focus: the neighbor at one page, then one ``stackDistance`` per page. The item is taken at
  /// full size, or at ``sideScale`` when that is larger.
  private func reach(toEdgeAt edge: Double, in geometry: CarouselLayoutGeometry) -> Double {
    let length = geometry.itemMainLength
    let beyondNeighbor = edge + max(sideScale, 1) * length / 2 - sideDistance * length
    // Nothing beyond the neighbor shows (0 / 0 with packed items at no distance is no reach).
    guard beyondNeighbor > 0 else { return 1 }
    return 1 + beyondNeighbor / (stackDistance * length)
  }

  /// ``CarouselAlignment/center`` whatever is requested: the side items stand symmetrically about the focus, so a leading
  /// alignment would push half of the arrangement off screen.
  public func resolvedAlignment(_ requested: CarouselAlignment) -> CarouselAlignment {
    .center
  }

  /// Moves the item toward its side over the first page (turning and shrinking as it goes),
  /// then packs it ``stackDistance`` behind the one before.
  public func attributes(forOffset offset: Double, in geometry: CarouselLayoutGeometry)
    -> CarouselItemAttributes
  {
    let distance = abs(offset)
    let toSide = Numerics.unitClamped(distance)
    let sign: Double = offset < 0 ? -1 : 1
    let length = geometry.itemMainLength
    let travel = toSide * sideDistance * length + max(distance - 1, 0) * stackDistance * length
    let turn = geometry.context.reduceMotion ? 0 : -sign * toSide * sideAngle
    return CarouselItemAttributes(
      mainOffset: sign * travel,
      scale: LayoutMath.sideFalloff(offset: offset, sideValue: sideScale),
      rotation: LayoutMath.tilt(angle: turn, along: geometry.context.axis),
      zIndex: -distance)
  }

}

extension CarouselLayoutStyle where Self == CoverFlowCarouselStyle {
  /// Cover flow (``CoverFlowCarouselStyle``).
  public static var coverFlow: CoverFlowCarouselStyle { CoverFlowCarouselStyle() }
}
