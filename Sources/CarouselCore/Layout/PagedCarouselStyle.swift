/// One item fills the viewport; neighbors slide in edge to edge. A finger drags a page by the
/// pitch (the item's length plus the spacing): the page follows it exactly.
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
