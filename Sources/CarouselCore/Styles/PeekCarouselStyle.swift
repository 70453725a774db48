/// The focused item in the middle with the edges of its neighbors visible; side items are
/// scaled down and dimmed, continuously as they move. With Reduce Motion, side items keep their
/// size and only dim.
///
/// With the defaults, a 390-point-wide viewport shows a 310-point item (`390 - 2 * (28 + 12)`),
/// 12 points from each neighbor, of which 28 points show: a neighbor scaled to 0.92 sits
/// `322 - 12.4` points away, moved in by what its scaling took from its near edge. A finger
/// drags a page by those 309.6 points, the distance the focused item travels to the neighbor's
/// place (322 with Reduce Motion, where the neighbor keeps its size), so the item follows it.
///
/// ```swift
/// PeekCarouselStyle(peek: 40).visibleItems(in: context)
/// ```
package struct PeekCarouselStyle: CarouselLayoutStyle, Hashable {
  /// How much of each neighbor stays visible when the context gives no peek. Default `28`.
  package var peek: Double
  /// The gap between items when the context gives none. Default `12`.
  package var spacing: Double
  /// The scale of an item one page or more from the focus. Default `0.92`.
  package var sideScale: Double
  /// The opacity of an item one page or more from the focus. Default `0.7`.
  package var sideOpacity: Double

  /// Creates a peek style.
  package init(
    peek: Double = 28, spacing: Double = 12, sideScale: Double = 0.92, sideOpacity: Double = 0.7
  ) {
    self.peek = peek
    self.spacing = spacing
    self.sideScale = sideScale
    self.sideOpacity = sideOpacity
  }

  /// ``peek``.
  package var preferredPeek: Double { peek }
  /// ``spacing``.
  package var preferredSpacing: Double { spacing }

  /// Slides by whole pitches, easing scale toward ``sideScale`` (not with Reduce Motion) and
  /// opacity toward ``sideOpacity`` over the first page away from the focus; a shrunken side
  /// item moves in by what it lost, so exactly ``peek`` of it shows and gaps stay ``spacing``.
  package func attributes(forOffset offset: Double, in geometry: CarouselLayoutGeometry)
    -> CarouselItemAttributes
  {
    var attributes = CarouselItemAttributes.sliding(
      offset: offset, in: geometry,
      scale: LayoutMath.sideScale(offset: offset, sideScale: sideScale, in: geometry),
      opacity: LayoutMath.sideFalloff(offset: offset, sideValue: sideOpacity))
    // Scaled about its center, a side item's near edge would recede: move it in by as much, so
    // that `peek` of it shows and the gap to the focused item stays `spacing`.
    let inward = (1 - attributes.scale) * geometry.itemMainLength / 2
    attributes.mainOffset += offset < 0 ? inward : -inward
    return attributes
  }

}

extension CarouselLayoutStyle where Self == AnyCarouselLayoutStyle {
  /// Neighbors peek in, scaled and dimmed.
  public static var peek: AnyCarouselLayoutStyle { AnyCarouselLayoutStyle(PeekCarouselStyle()) }

  /// The focused item in the middle with the edges of its neighbors visible; side items are
  /// scaled down and dimmed, continuously as they move. With Reduce Motion, side items keep their
  /// size and only dim.
  ///
  /// With the defaults, a 390-point-wide viewport shows a 310-point item (`390 - 2 * (28 + 12)`),
  /// 12 points from each neighbor, of which 28 points show: a neighbor scaled to 0.92 sits
  /// `322 - 12.4` points away, moved in by what its scaling took from its near edge. A finger
  /// drags a page by those 309.6 points, the distance the focused item travels to the neighbor's
  /// place (322 with Reduce Motion, where the neighbor keeps its size), so the item follows it.
  ///
  /// ```swift
  /// Carousel(photos) { photo in PhotoCard(photo) }
  ///   .carouselStyle(.peek(peek: 40))
  /// ```
  ///
  /// - Parameter peek: How much of each neighbor stays visible when the context gives no peek.
  ///   Default `28`.
  /// - Parameter spacing: The gap between items when the context gives none. Default `12`.
  /// - Parameter sideScale: The scale of an item one page or more from the focus. Default `0.92`.
  /// - Parameter sideOpacity: The opacity of an item one page or more from the focus. Default
  ///   `0.7`.
  public static func peek(
    peek: Double = 28, spacing: Double = 12, sideScale: Double = 0.92, sideOpacity: Double = 0.7
  ) -> AnyCarouselLayoutStyle {
    AnyCarouselLayoutStyle(
      PeekCarouselStyle(
        peek: peek, spacing: spacing, sideScale: sideScale, sideOpacity: sideOpacity))
  }
}
