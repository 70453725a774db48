/// Pages slide edge to edge and shrink as they leave the focus. With Reduce Motion they keep
/// their size. A finger drags a page by the pitch: pages shrink about their centers, which
/// follow the finger.
///
/// ```swift
/// ScaleCarouselStyle(sideScale: 0).visibleItems(in: context)  // shrink to nothing
/// ```
package struct ScaleCarouselStyle: CarouselLayoutStyle, Hashable {
  /// The gap between pages when the context gives none. Default `0`.
  package var spacing: Double
  /// The scale of an item one page or more from the focus. Default `0.7`; `0` shrinks a
  /// leaving page to nothing, the classic paged-`TabView` scale transition.
  package var sideScale: Double

  /// Creates a scale style.
  package init(spacing: Double = 0, sideScale: Double = 0.7) {
    self.spacing = spacing
    self.sideScale = sideScale
  }

  /// ``spacing``.
  package var preferredSpacing: Double { spacing }

  /// Only when the page leaves room (a peek, an inset or margin, an item length or a leading
  /// alignment): otherwise the page fills the frame, under the safe area too, as a paged
  /// `TabView`'s page does; its content gets the safe area from the view system.
  package func respectsSafeArea(in context: CarouselLayoutContext) -> Bool {
    LayoutMath.pageRespectsSafeArea(in: context)
  }

  /// The pages that touch the viewport on the roomier side: ``CarouselLayoutGeometry/edgeReach``,
  /// further by what a ``sideScale`` above `1` adds to an item's half length (each side is
  /// further by as much, as the protocol's defaults of the sides take it).
  package func reach(in geometry: CarouselLayoutGeometry) -> Double {
    geometry.edgeReach + growth(in: geometry)
  }

  /// How many pages further a side item grown beyond full size reaches: its extra half length
  /// over the pitch; `0` when side items are not larger than the focused one.
  private func growth(in geometry: CarouselLayoutGeometry) -> Double {
    let scale = LayoutMath.sideScale(offset: 1, sideScale: sideScale, in: geometry)
    guard scale > 1 else { return 0 }
    return (scale - 1) * geometry.itemMainLength / 2 / geometry.pitch
  }

  /// Slides by whole pitches, easing the scale toward ``sideScale`` over the first page.
  package func attributes(forOffset offset: Double, in geometry: CarouselLayoutGeometry)
    -> CarouselItemAttributes
  {
    CarouselItemAttributes.sliding(
      offset: offset, in: geometry,
      scale: LayoutMath.sideScale(offset: offset, sideScale: sideScale, in: geometry))
  }

}

extension CarouselLayoutStyle where Self == AnyCarouselLayoutStyle {
  /// Pages shrink as they leave.
  public static var scale: AnyCarouselLayoutStyle { AnyCarouselLayoutStyle(ScaleCarouselStyle()) }

  /// Pages slide edge to edge and shrink as they leave the focus. With Reduce Motion they keep
  /// their size. A finger drags a page by the pitch: pages shrink about their centers, which
  /// follow the finger.
  ///
  /// ```swift
  /// Carousel(photos) { photo in PhotoCard(photo) }
  ///   .carouselStyle(.scale(sideScale: 0))  // shrink to nothing
  /// ```
  ///
  /// - Parameter spacing: The gap between pages when the context gives none. Default `0`.
  /// - Parameter sideScale: The scale of an item one page or more from the focus. Default `0.7`;
  ///   `0` shrinks a leaving page to nothing, the classic paged-`TabView` scale transition.
  public static func scale(
    spacing: Double = 0, sideScale: Double = 0.7
  ) -> AnyCarouselLayoutStyle {
    AnyCarouselLayoutStyle(ScaleCarouselStyle(spacing: spacing, sideScale: sideScale))
  }
}
