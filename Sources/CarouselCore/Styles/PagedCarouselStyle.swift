/// One item fills the viewport; neighbors slide in edge to edge. A finger drags a page by the
/// pitch (the item's length plus the spacing): the page follows it exactly.
///
/// ```swift
/// PagedCarouselStyle().visibleItems(in: context)
/// ```
package struct PagedCarouselStyle: CarouselLayoutStyle, Hashable {
  /// The gap between pages when the context gives none. Default `0`.
  package var spacing: Double

  /// Creates a paged style.
  package init(spacing: Double = 0) {
    self.spacing = spacing
  }

  /// ``spacing``.
  package var preferredSpacing: Double { spacing }

  /// Only when the page leaves room (a peek, an inset or margin, an item length or a leading
  /// alignment): otherwise the page fills the frame, under the safe area too, as a paged
  /// `TabView`'s page does; its content gets the safe area from the view system.
  package func respectsSafeArea(in context: CarouselLayoutContext) -> Bool {
    LayoutMath.pageRespectsSafeArea(in: context)
  }

  /// Slides the item by whole pitches; nothing else changes.
  package func attributes(forOffset offset: Double, in geometry: CarouselLayoutGeometry)
    -> CarouselItemAttributes
  {
    CarouselItemAttributes.sliding(offset: offset, in: geometry)
  }

}

extension CarouselLayoutStyle where Self == AnyCarouselLayoutStyle {
  /// One item fills the viewport.
  public static var paged: AnyCarouselLayoutStyle { AnyCarouselLayoutStyle(PagedCarouselStyle()) }

  /// One item fills the viewport; neighbors slide in edge to edge. A finger drags a page by the
  /// pitch (the item's length plus the spacing): the page follows it exactly.
  ///
  /// ```swift
  /// Carousel(photos) { photo in PhotoCard(photo) }
  ///   .carouselStyle(.paged)
  /// ```
  ///
  /// - Parameter spacing: The gap between pages when the context gives none. Default `0`.
  public static func paged(
    spacing: Double = 0
  ) -> AnyCarouselLayoutStyle {
    AnyCarouselLayoutStyle(PagedCarouselStyle(spacing: spacing))
  }
}
