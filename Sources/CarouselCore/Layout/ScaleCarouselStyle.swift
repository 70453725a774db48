/// Pages slide edge to edge and shrink as they leave the focus. With Reduce Motion they keep
/// their size.
///
/// ```swift
/// ScaleCarouselStyle(sideScale: 0).visibleItems(in: context)  // shrink to nothing
/// ```
public struct ScaleCarouselStyle: CarouselLayoutStyle {
  /// The gap between pages when the context gives none. Default `0`.
  public var spacing: Double
  /// The scale of an item one page or more from the focus. Default `0.7`; `0` shrinks a
  /// leaving page to nothing, the classic paged-`TabView` scale transition.
  public var sideScale: Double

  /// Creates a scale style.
  public init(spacing: Double = 0, sideScale: Double = 0.7) {
    self.spacing = spacing
    self.sideScale = sideScale
  }

  /// ``spacing``.
  public var preferredSpacing: Double { spacing }

  /// The pages that touch the viewport.
  public func reach(in geometry: CarouselLayoutGeometry) -> Double { geometry.edgeReach }

  /// Slides by whole pitches, easing the scale toward ``sideScale`` over the first page.
  public func attributes(forOffset offset: Double, in geometry: CarouselLayoutGeometry)
    -> CarouselItemAttributes
  {
    CarouselItemAttributes.sliding(
      offset: offset, in: geometry,
      scale: LayoutMath.sideScale(offset: offset, sideScale: sideScale, in: geometry))
  }
}

extension CarouselLayoutStyle where Self == ScaleCarouselStyle {
  /// Pages shrink as they leave (``ScaleCarouselStyle``).
  public static var scale: ScaleCarouselStyle { ScaleCarouselStyle() }
}
