/// One item fills the viewport; neighbors slide in edge to edge.
///
/// ```swift
/// CarouselLayoutStyle.paged.visibleItems(in: context)
/// ```
public struct PagedCarouselStyle: CarouselLayoutStyle, Hashable {
  /// The gap between pages when the context gives none. Default `0`.
  public var spacing: Double

  /// Creates a paged style.
  public init(spacing: Double = 0) {
    self.spacing = spacing
  }

  /// ``spacing``.
  public var preferredSpacing: Double { spacing }

  /// The pages that touch the viewport, on either side: ``CarouselLayoutGeometry/edgeReach``.
  public func reach(in geometry: CarouselLayoutGeometry) -> Double { geometry.edgeReach }
  /// The previous pages that touch the viewport: ``CarouselLayoutGeometry/previousEdgeReach``.
  public func previousReach(in geometry: CarouselLayoutGeometry) -> Double {
    geometry.previousEdgeReach
  }
  /// The next pages that touch the viewport: ``CarouselLayoutGeometry/nextEdgeReach``.
  public func nextReach(in geometry: CarouselLayoutGeometry) -> Double {
    geometry.nextEdgeReach
  }

  /// Slides the item by whole pitches; nothing else changes.
  public func attributes(forOffset offset: Double, in geometry: CarouselLayoutGeometry)
    -> CarouselItemAttributes
  {
    CarouselItemAttributes.sliding(offset: offset, in: geometry)
  }

}

extension CarouselLayoutStyle where Self == PagedCarouselStyle {
  /// One item fills the viewport (``PagedCarouselStyle``).
  public static var paged: PagedCarouselStyle { PagedCarouselStyle() }
}
