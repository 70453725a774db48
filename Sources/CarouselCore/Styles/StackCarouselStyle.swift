/// A deck: the next items wait as cards stacked behind the focused one, each a little smaller
/// and further along; the focused card slides off toward the previous side on top of the deck,
/// fading out. A finger drags a page by the pitch, the way the top card slides: forward it
/// carries the focused card off, back it brings the previous card onto the deck.
///
/// ```swift
/// StackCarouselStyle(visibleDepth: 2).visibleItems(in: context)
/// ```
package struct StackCarouselStyle: CarouselLayoutStyle, Hashable {
  /// The share of the room an item takes when the context gives no item length, leaving space
  /// for the cards behind to show. Default `0.85`.
  package var itemFraction: Double
  /// How far along each card behind sits past the one in front of it, as a share of the item
  /// length. Default `0.06`.
  package var depthDistance: Double
  /// How much smaller each card behind is than the one in front of it. Default `0.06`.
  package var depthScaleStep: Double
  /// How many cards show behind the focused one; the next one fades in as the deck advances.
  /// Default `3`.
  package var visibleDepth: Double

  /// Creates a stack style.
  package init(
    itemFraction: Double = 0.85, depthDistance: Double = 0.06, depthScaleStep: Double = 0.06,
    visibleDepth: Double = 3
  ) {
    self.itemFraction = itemFraction
    self.depthDistance = depthDistance
    self.depthScaleStep = depthScaleStep
    self.visibleDepth = visibleDepth
  }

  /// ``itemFraction``.
  package var preferredItemFraction: Double { itemFraction }

  /// The deck behind plus the card fading in.
  package func reach(in geometry: CarouselLayoutGeometry) -> Double { visibleDepth + 1 }
  /// ``reach(in:)``: the cards are not a pitch apart, so a focus shift does not change how many
  /// show on a side.
  package func previousReach(in geometry: CarouselLayoutGeometry) -> Double {
    reach(in: geometry)
  }
  /// ``reach(in:)``, as ``previousReach(in:)``.
  package func nextReach(in geometry: CarouselLayoutGeometry) -> Double { reach(in: geometry) }

  /// ``CarouselAlignment/center`` whatever is requested: the deck is arranged about the focused card, so a leading
  /// alignment would push half of the arrangement off screen.
  package func resolvedAlignment(_ requested: CarouselAlignment) -> CarouselAlignment {
    .center
  }

  /// The focused card slides off by a pitch on top, fading out as it goes; following cards sit
  /// in the deck.
  package func attributes(forOffset offset: Double, in geometry: CarouselLayoutGeometry)
    -> CarouselItemAttributes
  {
    guard offset > 0 else {
      return CarouselItemAttributes(
        mainOffset: offset * geometry.pitch, opacity: Numerics.unitClamped(1 + offset),
        zIndex: -offset)
    }
    return CarouselItemAttributes(
      mainOffset: offset * depthDistance * geometry.itemMainLength,
      scale: max(1 - offset * depthScaleStep, 0),
      opacity: Numerics.unitClamped(visibleDepth + 1 - offset),
      zIndex: -offset)
  }

}

extension CarouselLayoutStyle where Self == AnyCarouselLayoutStyle {
  /// A deck of cards behind the focused one.
  public static var stack: AnyCarouselLayoutStyle { AnyCarouselLayoutStyle(StackCarouselStyle()) }

  /// A deck: the next items wait as cards stacked behind the focused one, each a little smaller
  /// and further along; the focused card slides off toward the previous side on top of the deck,
  /// fading out. A finger drags a page by the pitch, the way the top card slides: forward it
  /// carries the focused card off, back it brings the previous card onto the deck.
  ///
  /// ```swift
  /// Carousel(photos) { photo in PhotoCard(photo) }
  ///   .carouselStyle(.stack(visibleDepth: 2))
  /// ```
  ///
  /// - Parameter itemFraction: The share of the room an item takes when the context gives no item
  ///   length, leaving space for the cards behind to show. Default `0.85`.
  /// - Parameter depthDistance: How far along each card behind sits past the one in front of it, as
  ///   a share of the item length. Default `0.06`.
  /// - Parameter depthScaleStep: How much smaller each card behind is than the one in front of it.
  ///   Default `0.06`.
  /// - Parameter visibleDepth: How many cards show behind the focused one; the next one fades in as
  ///   the deck advances. Default `3`.
  public static func stack(
    itemFraction: Double = 0.85, depthDistance: Double = 0.06, depthScaleStep: Double = 0.06,
    visibleDepth: Double = 3
  ) -> AnyCarouselLayoutStyle {
    AnyCarouselLayoutStyle(
      StackCarouselStyle(
        itemFraction: itemFraction, depthDistance: depthDistance, depthScaleStep: depthScaleStep,
        visibleDepth: visibleDepth))
  }
}
