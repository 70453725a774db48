/// Pages slide edge to edge and turn in 3D about the axis across the paging axis as they leave
/// the focus, like a rotating cube. With Reduce Motion they do not turn. A finger drags a page
/// by the pitch: pages turn about their centers, which follow the finger.
///
/// ```swift
/// RotationCarouselStyle(sideAngle: .pi / 3).visibleItems(in: context)
/// ```
package struct RotationCarouselStyle: CarouselLayoutStyle, Hashable {
  /// The gap between pages when the context gives none. Default `0`.
  package var spacing: Double
  /// The angle in radians of an item one page or more from the focus. Default `π/4` (45°).
  package var sideAngle: Double

  /// Creates a rotation style.
  package init(spacing: Double = 0, sideAngle: Double = .pi / 4) {
    self.spacing = spacing
    self.sideAngle = sideAngle
  }

  /// ``spacing``.
  package var preferredSpacing: Double { spacing }

  /// Only when the page leaves room (a peek, an inset or margin, an item length or a leading
  /// alignment): otherwise the page fills the frame, under the safe area too, as a paged
  /// `TabView`'s page does; its content gets the safe area from the view system.
  package func respectsSafeArea(in context: CarouselLayoutContext) -> Bool {
    LayoutMath.pageRespectsSafeArea(in: context)
  }

  /// Slides by whole pitches and turns by up to ``sideAngle``: about y on a horizontal
  /// carousel (the next page turns its face toward the focus), about x on a vertical one.
  package func attributes(forOffset offset: Double, in geometry: CarouselLayoutGeometry)
    -> CarouselItemAttributes
  {
    let turn = geometry.context.reduceMotion ? 0 : -max(-1, min(offset, 1)) * sideAngle
    return CarouselItemAttributes.sliding(
      offset: offset, in: geometry,
      rotation: LayoutMath.tilt(angle: turn, along: geometry.context.axis))
  }

}

extension CarouselLayoutStyle where Self == AnyCarouselLayoutStyle {
  /// Pages turn in 3D as they leave.
  public static var rotation: AnyCarouselLayoutStyle {
    AnyCarouselLayoutStyle(RotationCarouselStyle())
  }

  /// Pages slide edge to edge and turn in 3D about the axis across the paging axis as they leave
  /// the focus, like a rotating cube. With Reduce Motion they do not turn. A finger drags a page
  /// by the pitch: pages turn about their centers, which follow the finger.
  ///
  /// ```swift
  /// Carousel(photos) { photo in PhotoCard(photo) }
  ///   .carouselStyle(.rotation(sideAngle: .pi / 3))
  /// ```
  ///
  /// - Parameter spacing: The gap between pages when the context gives none. Default `0`.
  /// - Parameter sideAngle: The angle in radians of an item one page or more from the focus.
  ///   Default `π/4` (45°).
  public static func rotation(
    spacing: Double = 0, sideAngle: Double = .pi / 4
  ) -> AnyCarouselLayoutStyle {
    AnyCarouselLayoutStyle(RotationCarouselStyle(spacing: spacing, sideAngle: sideAngle))
  }
}
