extension CarouselConfiguration {
  /// The item length the ideal size assumes along an axis for which the configuration gives no
  /// item length: 200 points.
  package static let defaultIdealItemLength = 200.0

  /// The ideal size of the slides' area for `count` items: what the carousel takes where its
  /// container proposes no length (a List row or a vertical ScrollView proposes no height), so
  /// that it does not collapse there. A proposed length always wins over it.
  ///
  /// Lengths are read as the layout reads them (NaN, infinite and negative count as 0, lengths
  /// above 10^9 points are lowered to it; no ``spacing`` or ``peek`` means the style's). The
  /// *insets* are `leadingInset + trailingInset` plus the ``margins`` along the paging axis;
  /// the *sides* are a peek and a spacing on each side of the item, `2 × (peek + spacing)`, or
  /// on its trailing side only for a leading-aligned row (``alignment``).
  /// - Across the paging axis: the item's cross length plus the ``margins`` across: the
  ///   ``itemCrossLength`` in points, or the room from which a relative ``crossItemLength``
  ///   makes a ``defaultIdealItemLength`` item, or that item without one.
  /// - Along it, with an item length in points (``itemMainLength``): the item with its sides
  ///   and the insets, `insets + sides + itemMainLength`; for a style with a
  ///   ``CarouselLayoutStyle/preferredStageLength(in:)`` (the ring's
  ///   `RingCarouselStyle.stageLength(in:)` for `count` items), that length (at least the
  ///   item's, so an empty ring keeps its size) plus the insets, so that no item is clipped.
  /// - Along it, with a relative length (``mainItemLength`` `.fraction` or `.count`): the room
  ///   from which it makes a ``defaultIdealItemLength`` item, plus the insets (what the item
  ///   leaves of the room is its peek); for a style with a preferred stage length, at least
  ///   the stage of that item. A fraction that is not positive and finite counts as 1.
  /// - Along it, without an item main length or with a fitted one (each item as long as its
  ///   content, known only once drawn): the length from which the style derives an item of
  ///   ``defaultIdealItemLength``, `insets + sides + 200 / preferredItemFraction` (a fraction
  ///   that is not positive and finite counts as 1), so that every style shows a 200-point item.
  ///
  /// The safe area is left out (``safeAreaInsets`` counts as none): it is known only once the
  /// carousel is placed, and an ideal size that grew with it would move the carousel, and so
  /// its safe area, again. A carousel placed under the unsafe edges makes its items smaller to
  /// stay inside the safe area instead.
  ///
  /// The result is finite, not negative, and at most 10^9 points each way.
  ///
  /// ```swift
  /// let configuration = CarouselConfiguration(style: .peek, itemCrossLength: 180)
  /// configuration.idealSlidesSize(count: 5)  // 280 × 180: 200 + 2 × (28 + 12) wide
  /// ```
  package func idealSlidesSize(count: Int) -> CarouselSize {
    // The lengths the style resolves that do not depend on the viewport: the spacing, the peek,
    // the alignment and the item lengths given. The insets are read here unscaled (the geometry
    // scales them down to a viewport smaller than they are).
    var context = layoutContext(
      position: CarouselPosition(page: 0), count: count, reduceMotion: false)
    context.safeAreaInsets = .zero
    let geometry = style.geometry(in: context)
    let along = layout.margins.along(layout.axis)
    let across = layout.margins.across(layout.axis)
    let insets =
      LayoutMath.sanitizedLength(layout.leadingInset)
      + LayoutMath.sanitizedLength(layout.trailingInset)
      + along.leading + along.trailing
    let sides = (geometry.alignment == .leading ? 1 : 2) * (geometry.peek + geometry.spacing)
    let ideal = Self.defaultIdealItemLength
    let main: Double
    // A fitted length (`CarouselItemLength.fitted`) has no length before its items are
    // measured: the style's own, as without one.
    if let length = layout.mainItemLength, !length.isFitted {
      // A relative length: the room that makes a 200-point item, peeks included; in points,
      // the item with its sides.
      let room = length.room(giving: ideal, spacing: geometry.spacing)
      let item = room == nil ? geometry.itemMainLength : ideal
      var resting = context
      (resting.viewportWidth, resting.viewportHeight) = (0, 0)
      (resting.leadingInset, resting.trailingInset) = (0, 0)
      resting.margins = .zero
      resting.mainItemLength = .points(item)
      if let stage = style.preferredStageLength(in: resting) {
        main = max(LayoutMath.sanitizedLength(stage), room ?? item) + insets
      } else {
        main = insets + (room ?? sides + item)
      }
    } else {
      let fraction = style.preferredItemFraction
      let share = fraction.isFinite && fraction > 0 ? fraction : 1
      main = insets + sides + ideal / share
    }
    let crossItem =
      layout.crossItemLength.map { length in
        length.room(giving: ideal, spacing: geometry.spacing) ?? geometry.itemCrossLength
      } ?? ideal
    // Sums of lengths, each finite and not negative, or a tiny fraction's quotient (infinite
    // at worst): lowered to the longest length.
    let mainLength = min(main, LayoutMath.maximumLength)
    let cross = min(crossItem + across.leading + across.trailing, LayoutMath.maximumLength)
    return layout.axis == .horizontal
      ? CarouselSize(width: mainLength, height: cross)
      : CarouselSize(width: cross, height: mainLength)
  }

  /// The slides' length across the paging axis that fits content `contentCrossLength` long
  /// across it (``CarouselSizing/fitted``): the content with the ``margins`` across added, so
  /// the item's room across is the content's length. Lengths are read as the layout reads them
  /// (NaN, infinite and negative count as 0); the result is at most 10^9 points. The safe area
  /// is left out, as in ``idealSlidesSize(count:)``.
  ///
  /// ```swift
  /// var configuration = CarouselConfiguration(style: .peek)
  /// configuration.layout.margins = CarouselEdgeInsets(top: 8, leading: 0, bottom: 8, trailing: 0)
  /// configuration.fittedSlidesCrossLength(content: 120)  // 136
  /// ```
  package func fittedSlidesCrossLength(content contentCrossLength: Double) -> Double {
    let across = layout.margins.across(layout.axis)
    return min(
      LayoutMath.sanitizedLength(contentCrossLength) + across.leading + across.trailing,
      LayoutMath.maximumLength)
  }
}
