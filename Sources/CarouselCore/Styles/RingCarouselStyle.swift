/// A 3D ring: items orbit around the focus and shrink with depth, always facing the viewer,
/// the nearest in front; neighbors fade by their distance in slots.
///
/// - One item never loops: at rest it is in the center, and it follows a drag like the only
///   item of a finite ring.
/// - Two items follow a two-slot path: the center and a peek on the leading side. Moving
///   forward, the front item takes the short arc onto the peek while the peek takes the long
///   arc behind it onto the center, so the swap still reads as a wheel.
/// - Three items sit on a ring at thirds.
/// - Four or more items, and any finite carousel, orbit in lanes a slot spacing apart, their
///   depth taken from the circle, so the far items do not collapse under the neighbors.
///
/// A finger drags a slot by the slot spacing (``horizontalSpacing`` or ``verticalSpacing`` of the
/// item length: 58.5 points for a 195-point item, horizontally), the distance between neighbors
/// at rest, so the card under the finger stays under it.
///
/// Depth `d` runs from `1` (front) to `-1` (back), and the scale is
/// `minimumScale + (1 - minimumScale) * (d + 1) / 2`. Size the container with
/// ``stageLength(in:)``. With ``castsShadows`` each item casts a shadow that deepens toward the
/// front, so the front card stands out of the ring (give it room: `.carouselClipped(false)`).
///
/// A ring loops only with `.carouselLooping()`, as every style: whether a carousel wraps is
/// its own setting, not its style's, so switching the style (a style picker) never moves its
/// ends. A finite ring shows its ends as lanes that stop.
///
/// ```swift
/// let ring = RingCarouselStyle()
/// var context = CarouselLayoutContext(
///   count: 6, isLooping: true, viewportWidth: 390, viewportHeight: 300, itemMainLength: 200)
/// context.viewportWidth = ring.stageLength(in: context)
/// ring.forEachVisibleItem(in: context) { item in draw(item) }
/// ```
package struct RingCarouselStyle: CarouselLayoutStyle, Hashable {
  /// The share of the room an item takes when the context gives no item length. Default `0.5`.
  package var itemFraction: Double
  /// The slot spacing on a horizontal carousel, as a share of the item length. Default `0.30`.
  package var horizontalSpacing: Double
  /// The slot spacing on a vertical carousel, as a share of the item length. Default `0.55`.
  package var verticalSpacing: Double
  /// The scale at the back of the ring. Default `0.70`.
  package var minimumScale: Double
  /// The opacity one slot from the front. Default `0.36`.
  package var neighborOpacity: Double
  /// The opacity two slots from the front. Default `0.18`.
  package var secondNeighborOpacity: Double
  /// The distance in slots at which items have faded out (linear from two slots). Default
  /// `2.45`.
  package var fadeOutDistance: Double
  /// The angle in radians from the front to the peek on the two-item path. Default `π/3`.
  package var twoItemPeekAngle: Double
  /// Whether each item casts a shadow by its depth (``shadow(of:)``). Default `false`. The
  /// shadow follows the card's outline (its content is drawn as one layer first); turning it on
  /// or off while the carousel is shown builds the slides' views anew.
  package var castsShadows: Bool

  /// Creates a ring style.
  package init(
    itemFraction: Double = 0.5, horizontalSpacing: Double = 0.30, verticalSpacing: Double = 0.55,
    minimumScale: Double = 0.70, neighborOpacity: Double = 0.36,
    secondNeighborOpacity: Double = 0.18, fadeOutDistance: Double = 2.45,
    twoItemPeekAngle: Double = .pi / 3, castsShadows: Bool = false
  ) {
    self.itemFraction = itemFraction
    self.horizontalSpacing = horizontalSpacing
    self.verticalSpacing = verticalSpacing
    self.minimumScale = minimumScale
    self.neighborOpacity = neighborOpacity
    self.secondNeighborOpacity = secondNeighborOpacity
    self.fadeOutDistance = fadeOutDistance
    self.twoItemPeekAngle = twoItemPeekAngle
    self.castsShadows = castsShadows
  }

  /// ``itemFraction``.
  package var preferredItemFraction: Double { itemFraction }

  /// A quarter of a slot: a slow release past it turns the ring to the next item, as a wheel
  /// that has started to turn carries on.
  package var preferredDistanceThreshold: Double { 0.25 }

  /// Half the ring for up to three looping items (each shows once, all the way round),
  /// otherwise ``fadeOutDistance``.
  package func reach(in geometry: CarouselLayoutGeometry) -> Double {
    usesSmallRing(geometry) ? Double(geometry.count) / 2 : fadeOutDistance
  }
  /// ``reach(in:)``: the items are slots apart, not a pitch, and fade by their distance in slots,
  /// so a focus shift does not change how many show on a side.
  package func previousReach(in geometry: CarouselLayoutGeometry) -> Double {
    reach(in: geometry)
  }
  /// ``reach(in:)``, as ``previousReach(in:)``.
  package func nextReach(in geometry: CarouselLayoutGeometry) -> Double { reach(in: geometry) }

  /// Looping rings of two or three items place items by their angle on a closed ring.
  package func repeatsEveryLap(in geometry: CarouselLayoutGeometry) -> Bool {
    usesSmallRing(geometry)
  }

  /// Whether the one-, two- or three-item paths apply: only when looping, since they place
  /// items by where they are on a closed ring. A finite ring always uses the lanes.
  private func usesSmallRing(_ geometry: CarouselLayoutGeometry) -> Bool {
    geometry.loops && geometry.count <= 3
  }

  /// The distance between neighboring slots at rest, in points.
  package func slotSpacing(in geometry: CarouselLayoutGeometry) -> Double {
    let share = geometry.context.axis == .horizontal ? horizontalSpacing : verticalSpacing
    return share * geometry.itemMainLength
  }

  /// ``stageLength(in:)``: a ring is ideally as long as its items need at rest.
  package func preferredStageLength(in context: CarouselLayoutContext) -> Double? {
    stageLength(in: context)
  }

  /// The length along the paging axis a container needs so that no item of the ring is clipped
  /// at rest: twice the farthest scaled item edge from the center, over every page the
  /// carousel can rest on (so the length does not change while paging). A looping ring looks
  /// the same on every page; a finite one is widest on its first pages and in its middle. It
  /// depends on the item count: a two-item ring needs less room than a six-item one. Give the
  /// context an item main length, since a derived one depends on the very viewport being sized.
  package func stageLength(in context: CarouselLayoutContext) -> Double {
    let itemMainLength = geometry(in: context).itemMainLength
    // Finite: pages 0, 1 and 2 show every arrangement (an end, one in, two or more in).
    let restingPages = context.isLooping ? 1 : min(max(context.count, 1), 3)
    var halfLength = 0.0
    for page in 0..<restingPages {
      var resting = context
      resting.position = CarouselPosition(page: page)
      forEachVisibleItem(in: resting) { item in
        halfLength = max(halfLength, abs(item.mainOffset) + item.scale * itemMainLength / 2)
      }
    }
    return 2 * halfLength
  }

  /// ``CarouselAlignment/center`` whatever is requested: items orbit the focus, so a leading
  /// alignment would push half of the arrangement off screen.
  package func resolvedAlignment(_ requested: CarouselAlignment) -> CarouselAlignment {
    .center
  }

  /// Places the item on its orbit; see the type's description.
  package func attributes(forOffset offset: Double, in geometry: CarouselLayoutGeometry)
    -> CarouselItemAttributes
  {
    let count = usesSmallRing(geometry) ? geometry.count : max(geometry.count, 4)
    let spacing = slotSpacing(in: geometry)
    // On looping rings of two or three items every item is on screen all the way round, so the
    // path is periodic in the offset; larger and finite rings use the offset itself, which the
    // reach keeps within the visible lanes (a finite ring's depth is taken from a circle of at
    // least four slots).
    let slotOffset: Double
    let orbit: Double
    let depth: Double
    switch count {
    case 2:
      slotOffset = LayoutMath.wrapped(offset, period: 2)
      let angle = twoSlotAngle(slotOffset)
      (orbit, depth) = (
        Numerics.sine(angle) * spacing / Numerics.sine(twoItemPeekAngle), Numerics.cosine(angle)
      )
    case 3:
      slotOffset = LayoutMath.wrapped(offset, period: 3)
      let angle = slotOffset * 2 * .pi / 3
      (orbit, depth) = (
        Numerics.sine(angle) * spacing / Numerics.sine(2 * .pi / 3), Numerics.cosine(angle)
      )
    default:
      slotOffset = offset
      (orbit, depth) = (offset * spacing, Numerics.cosine(offset * 2 * .pi / Double(count)))
    }
    return CarouselItemAttributes(
      mainOffset: orbit,
      scale: minimumScale + (1 - minimumScale) * (depth + 1) / 2,
      opacity: opacity(atSlotDistance: abs(slotOffset)),
      zIndex: depth)
  }

  /// Front `1`, one slot ``neighborOpacity``, two slots ``secondNeighborOpacity``, then
  /// linear to `0` at ``fadeOutDistance``.
  package func opacity(atSlotDistance distance: Double) -> Double {
    if distance <= 1 { return Numerics.interpolate(from: 1, to: neighborOpacity, by: distance) }
    if distance <= 2 {
      return Numerics.interpolate(
        from: neighborOpacity, to: secondNeighborOpacity, by: distance - 1)
    }
    let fade = (distance - 2) / (fadeOutDistance - 2)
    return Numerics.interpolate(from: secondNeighborOpacity, to: 0, by: Numerics.unitClamped(fade))
  }

  /// With ``castsShadows``, a shadow that deepens with the item's depth (its
  /// ``CarouselVisibleItem/zIndex``, `1` at the front, `-1` at the back): from a faint, close
  /// shadow at the back (opacity 0.08, radius 8, 4 points down) to a deep one at the front
  /// (0.35, 18, 10 points down), along the square of the depth's share so the neighbors stay
  /// light; the item's opacity, drawn over it, fades it with the item. Continuous in the depth,
  /// so nothing jumps as the front changes. Without, ``CarouselItemShadow/none``.
  package func shadow(of item: CarouselVisibleItem) -> CarouselItemShadow {
    guard castsShadows else { return .none }
    let share = Numerics.unitClamped((item.zIndex + 1) / 2)
    let weight = share * share
    return CarouselItemShadow(
      opacity: Numerics.interpolate(from: 0.08, to: 0.35, by: weight),
      radius: Numerics.interpolate(from: 8, to: 18, by: weight),
      y: Numerics.interpolate(from: 4, to: 10, by: weight))
  }

  /// The angle on the two-item path for an offset in `-1...1`: the offset is first taken to
  /// `-2...0` (one turn of the path); `0...-1` is the short arc from the front to the peek,
  /// `-1...-2` the long arc behind from the peek back to the front.
  private func twoSlotAngle(_ offset: Double) -> Double {
    let phase = offset > 0 ? offset - 2 : offset
    if phase >= -1 { return phase * twoItemPeekAngle }
    return -twoItemPeekAngle + (phase + 1) * (2 * .pi - twoItemPeekAngle)
  }

}

extension CarouselLayoutStyle where Self == AnyCarouselLayoutStyle {
  /// A 3D ring. It loops only with `.carouselLooping()` (looping is the carousel's setting, not
  /// the style's, so switching styles never moves the ends): write
  /// `.carouselStyle(.ring).carouselLooping()` for a ring without ends.
  public static var ring: AnyCarouselLayoutStyle { AnyCarouselLayoutStyle(RingCarouselStyle()) }

  /// A 3D ring: items orbit around the focus and shrink with depth, always facing the viewer,
  /// the nearest in front; neighbors fade by their distance in slots.
  ///
  /// - One item never loops: at rest it is in the center, and it follows a drag like the only
  /// item of a finite ring.
  /// - Two items follow a two-slot path: the center and a peek on the leading side. Moving
  /// forward, the front item takes the short arc onto the peek while the peek takes the long
  /// arc behind it onto the center, so the swap still reads as a wheel.
  /// - Three items sit on a ring at thirds.
  /// - Four or more items, and any finite carousel, orbit in lanes a slot spacing apart, their
  /// depth taken from the circle, so the far items do not collapse under the neighbors.
  ///
  /// A finger drags a slot by the slot spacing (`horizontalSpacing` or `verticalSpacing` of the
  /// item length: 58.5 points for a 195-point item, horizontally), the distance between neighbors
  /// at rest, so the card under the finger stays under it.
  ///
  /// Depth `d` runs from `1` (front) to `-1` (back), and the scale is
  /// `minimumScale + (1 - minimumScale) * (d + 1) / 2`. With `castsShadows` each item casts a shadow that deepens toward the
  /// front, so the front card stands out of the ring (give it room: `.carouselClipped(false)`).
  ///
  /// A ring loops only with `.carouselLooping()`, as every style: whether a carousel wraps is
  /// its own setting, not its style's, so switching the style (a style picker) never moves its
  /// ends. A finite ring shows its ends as lanes that stop.
  ///
  /// ```swift
  /// Carousel(albums) { album in AlbumCover(album) }
  ///   .carouselStyle(.ring(castsShadows: true))
  ///   .carouselLooping()
  /// ```
  ///
  /// - Parameter itemFraction: The share of the room an item takes when the context gives no item
  ///   length. Default `0.5`.
  /// - Parameter horizontalSpacing: The slot spacing on a horizontal carousel, as a share of the
  ///   item length. Default `0.30`.
  /// - Parameter verticalSpacing: The slot spacing on a vertical carousel, as a share of the item
  ///   length. Default `0.55`.
  /// - Parameter minimumScale: The scale at the back of the ring. Default `0.70`.
  /// - Parameter neighborOpacity: The opacity one slot from the front. Default `0.36`.
  /// - Parameter secondNeighborOpacity: The opacity two slots from the front. Default `0.18`.
  /// - Parameter fadeOutDistance: The distance in slots at which items have faded out (linear from
  ///   two slots). Default `2.45`.
  /// - Parameter twoItemPeekAngle: The angle in radians from the front to the peek on the two-item
  ///   path. Default `π/3`.
  /// - Parameter castsShadows: Whether each item casts a shadow by its depth (`shadow(of:)`).
  ///   Default `false`. The shadow follows the card's outline (its content is drawn as one layer
  ///   first); turning it on or off while the carousel is shown builds the slides' views anew.
  public static func ring(
    itemFraction: Double = 0.5, horizontalSpacing: Double = 0.30, verticalSpacing: Double = 0.55,
    minimumScale: Double = 0.70, neighborOpacity: Double = 0.36,
    secondNeighborOpacity: Double = 0.18, fadeOutDistance: Double = 2.45,
    twoItemPeekAngle: Double = .pi / 3, castsShadows: Bool = false
  ) -> AnyCarouselLayoutStyle {
    AnyCarouselLayoutStyle(
      RingCarouselStyle(
        itemFraction: itemFraction, horizontalSpacing: horizontalSpacing,
        verticalSpacing: verticalSpacing, minimumScale: minimumScale,
        neighborOpacity: neighborOpacity, secondNeighborOpacity: secondNeighborOpacity,
        fadeOutDistance: fadeOutDistance, twoItemPeekAngle: twoItemPeekAngle,
        castsShadows: castsShadows))
  }
}
