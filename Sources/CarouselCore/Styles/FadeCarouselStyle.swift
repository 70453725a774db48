/// Pages slide edge to edge and fade as they leave the focus. Reduce Motion leaves it as it is:
/// a fade is not motion. A finger drags a page by the pitch, which the page follows.
///
/// ```swift
/// FadeCarouselStyle().visibleItems(in: context)
/// ```
package struct FadeCarouselStyle: CarouselLayoutStyle, Hashable {
  /// The gap between pages when the context gives none. Default `0`.
  package var spacing: Double
  /// The opacity of an item one page or more from the focus. Default `0`: a page fades out
  /// completely as it leaves, so at rest only the focused page is drawn.
  package var sideOpacity: Double

  /// Creates a fade style.
  package init(spacing: Double = 0, sideOpacity: Double = 0) {
    self.spacing = spacing
    self.sideOpacity = sideOpacity
  }

  /// ``spacing``.
  package var preferredSpacing: Double { spacing }

  /// Only when the page leaves room (a peek, an inset or margin, an item length or a leading
  /// alignment): otherwise the page fills the frame, under the safe area too, as a paged
  /// `TabView`'s page does; its content gets the safe area from the view system.
  package func respectsSafeArea(in context: CarouselLayoutContext) -> Bool {
    LayoutMath.pageRespectsSafeArea(in: context)
  }

  /// Slides by whole pitches, easing the opacity toward ``sideOpacity`` over the first page.
  package func attributes(forOffset offset: Double, in geometry: CarouselLayoutGeometry)
    -> CarouselItemAttributes
  {
    CarouselItemAttributes.sliding(
      offset: offset, in: geometry,
      opacity: LayoutMath.sideFalloff(offset: offset, sideValue: sideOpacity))
  }

}

extension CarouselLayoutStyle where Self == AnyCarouselLayoutStyle {
  /// Pages fade as they leave.
  public static var fade: AnyCarouselLayoutStyle { AnyCarouselLayoutStyle(FadeCarouselStyle()) }

  /// Pages slide edge to edge and fade as they leave the focus. Reduce Motion leaves it as it is:
  /// a fade is not motion. A finger drags a page by the pitch, which the page follows.
  ///
  /// ```swift
  /// Carousel(photos) { photo in PhotoCard(photo) }
  ///   .carouselStyle(.fade)
  /// ```
  ///
  /// - Parameter spacing: The gap between pages when the context gives none. Default `0`.
  /// - Parameter sideOpacity: The opacity of an item one page or more from the focus. Default `0`:
  ///   a page fades out completely as it leaves, so at rest only the focused page is drawn.
  public static func fade(
    spacing: Double = 0, sideOpacity: Double = 0
  ) -> AnyCarouselLayoutStyle {
    AnyCarouselLayoutStyle(FadeCarouselStyle(spacing: spacing, sideOpacity: sideOpacity))
  }
}
