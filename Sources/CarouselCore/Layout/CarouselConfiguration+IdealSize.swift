extension CarouselConfiguration {
  /// The item length the ideal size assumes along an axis for which the configuration gives no
  /// item length: 200 points.
  package static let defaultIdealItemLength = 200.0

  /// The ideal size of the slides' area for `count` items: what the carousel takes where its
  /// container proposes no length (a List row or a vertical ScrollView proposes no height), so
  /// that it does not collapse there. A proposed length always wins over it.
  ///
  /// Lengths are read as the layout reads them (NaN, infinite and negative count as 0, lengths
  /// above 10^9 points are lowered to it; no ``spacing`` or ``peek`` means the style's):
  /// - Across the paging axis: ``itemCrossLength``, or ``defaultIdealItemLength`` without one.
  /// - Along it, with an ``itemMainLength``: the item with a peek and a spacing on each side and
  ///   both insets, `leadingInset + trailingInset + 2 × (peek + spacing) + itemMainLength`; for a
  ///   style with a ``CarouselLayoutStyle/preferredStageLength(in:)`` (the ring's
  ///   ``RingCarouselStyle/stageLength(in:)`` for `count` items), that length (at least the
  ///   item's, so an empty ring keeps its size) plus both insets, so that no item is clipped.
  /// - Along it, without an item main length: the length from which the style derives an item of
  ///   ``defaultIdealItemLength``, `leadingInset + trailingInset + 2 × (peek + spacing) + 200 /
  ///   preferredItemFraction` (a fraction that is not positive and finite counts as 1), so that
  ///   every style shows a 200-point item.
  ///
  /// The result is finite, not negative, and at most 10^9 points each way.
  ///
  /// ```swift
  /// let configuration = CarouselConfiguration(style: .peek, itemCrossLength: 180)
  /// configuration.idealSlidesSize(count: 5)  // 280 × 180: 200 + 2 × (28 + 12) wide
  /// ```
  package func idealSlidesSize(count: Int) -> CarouselSize {
    // The lengths the style resolves that do not depend on the viewport: the spacing, the peek
    // and the item lengths given. The insets are read here unscaled (the geometry scales them
    // down to a viewport smaller than they are).
    let context = layoutContext(
      position: CarouselPosition(page: 0), count: count, reduceMotion: false)
    let geometry = style.geometry(in: context)
    let insets =
      LayoutMath.sanitizedLength(leadingInset) + LayoutMath.sanitizedLength(trailingInset)
    let sides = 2 * (geometry.peek + geometry.spacing)
    let main: Double
    if itemMainLength != nil {
      let item = geometry.itemMainLength
      var resting = context
      (resting.viewportWidth, resting.viewportHeight) = (0, 0)
      (resting.leadingInset, resting.trailingInset) = (0, 0)
      if let stage = style.preferredStageLength(in: resting) {
        main = max(LayoutMath.sanitizedLength(stage), item) + insets
      } else {
        main = insets + sides + item
      }
    } else {
      let fraction = style.preferredItemFraction
      let share = fraction.isFinite && fraction > 0 ? fraction : 1
      main = insets + sides + Self.defaultIdealItemLength / share
    }
    let cross =
      itemCrossLength != nil ? geometry.itemCrossLength : Self.defaultIdealItemLength
    // A sum of lengths, each finite and not negative, or a tiny fraction's quotient (infinite
    // at worst): lowered to the longest length.
    let mainLength = min(main, LayoutMath.maximumLength)
    return axis == .horizontal
      ? CarouselSize(width: mainLength, height: cross)
      : CarouselSize(width: cross, height: mainLength)
  }
}
