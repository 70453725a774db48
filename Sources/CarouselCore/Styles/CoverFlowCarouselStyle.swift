/// Cover flow: the focused item faces the viewer; the others stand turned on either side,
/// packed closely, the nearest in front. With Reduce Motion they do not turn. A finger drags a
/// page by ``sideDistance`` item lengths, the way from the focus to a neighbor's place (117
/// points for a 195-point item), so the item under the finger stays under it.
///
/// ```swift
/// CoverFlowCarouselStyle().visibleItems(in: context)
/// ```
package struct CoverFlowCarouselStyle: CarouselLayoutStyle, Hashable {
  /// The share of the viewport an item takes when the context gives no item length.
  /// Default `0.5`.
  package var itemFraction: Double
  /// The angle in radians of the side items. Default `π/3` (60°).
  package var sideAngle: Double
  /// The distance from the focused item's center to its neighbors', as a share of the item
  /// length. Default `0.6`.
  package var sideDistance: Double
  /// The distance between further side items, as a share of the item length. Default `0.2`.
  package var stackDistance: Double
  /// The scale of the side items. Default `0.9`.
  package var sideScale: Double

  /// Creates a cover flow style.
  package init(
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
  package var preferredItemFraction: Double { itemFraction }

  /// The neighbor plus as many packed side items as fit before the viewport's edge, on either
  /// side: the larger of ``previousReach(in:)`` and ``nextReach(in:)``.
  package func reach(in geometry: CarouselLayoutGeometry) -> Double {
    max(previousReach(in: geometry), nextReach(in: geometry))
  }

  /// The neighbor plus as many packed side items as fit before the viewport's previous edge;
  /// a positive ``CarouselLayoutGeometry/focusShift`` leaves more room on this side.
  package func previousReach(in geometry: CarouselLayoutGeometry) -> Double {
    reach(toEdgeAt: geometry.viewportMainLength / 2 + geometry.focusShift, in: geometry)
  }

  /// The neighbor plus as many packed side items as fit before the viewport's next edge.
  package func nextReach(in geometry: CarouselLayoutGeometry) -> Double {
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
  package func resolvedAlignment(_ requested: CarouselAlignment) -> CarouselAlignment {
    .center
  }

  /// Moves the item toward its side over the first page (turning and shrinking as it goes),
  /// then packs it ``stackDistance`` behind the one before.
  package func attributes(forOffset offset: Double, in geometry: CarouselLayoutGeometry)
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

extension CarouselLayoutStyle where Self == AnyCarouselLayoutStyle {
  /// Cover flow.
  public static var coverFlow: AnyCarouselLayoutStyle {
    AnyCarouselLayoutStyle(CoverFlowCarouselStyle())
  }

  /// Cover flow: the focused item faces the viewer; the others stand turned on either side,
  /// packed closely, the nearest in front. With Reduce Motion they do not turn. A finger drags a
  /// page by `sideDistance` item lengths, the way from the focus to a neighbor's place (117
  /// points for a 195-point item), so the item under the finger stays under it.
  ///
  /// ```swift
  /// Carousel(photos) { photo in PhotoCard(photo) }
  ///   .carouselStyle(.coverFlow)
  /// ```
  ///
  /// - Parameter itemFraction: The share of the viewport an item takes when the context gives no
  ///   item length. Default `0.5`.
  /// - Parameter sideAngle: The angle in radians of the side items. Default `π/3` (60°).
  /// - Parameter sideDistance: The distance from the focused item's center to its neighbors', as a
  ///   share of the item length. Default `0.6`.
  /// - Parameter stackDistance: The distance between further side items, as a share of the item
  ///   length. Default `0.2`.
  /// - Parameter sideScale: The scale of the side items. Default `0.9`.
  public static func coverFlow(
    itemFraction: Double = 0.5, sideAngle: Double = .pi / 3, sideDistance: Double = 0.6,
    stackDistance: Double = 0.2, sideScale: Double = 0.9
  ) -> AnyCarouselLayoutStyle {
    AnyCarouselLayoutStyle(
      CoverFlowCarouselStyle(
        itemFraction: itemFraction, sideAngle: sideAngle, sideDistance: sideDistance,
        stackDistance: stackDistance, sideScale: sideScale))
  }
}
