/// How a carousel's stage places its two children, the slides and the page indicator, for
/// every placement of the indicator: the math of one SwiftUI `Layout` whose two children stay
/// the same whatever the placement, so that switching it never changes the views' identity.
///
/// - Beside the slides (``IndicatorPlacement/below`` or ``IndicatorPlacement/above``): a
///   horizontal carousel puts the indicator below or above the slides, centered across; a
///   vertical one to their trailing or leading side, centered, in left-to-right coordinates
///   (SwiftUI mirrors a custom layout in a right-to-left environment itself). The indicator
///   keeps its size (within the bounds), ``spacing`` separates it from the slides, and the
///   slides take the rest.
/// - Over the slides (``IndicatorPlacement/overlay(horizontal:vertical:)``): the slides fill the
///   bounds and the indicator sits at the alignment within the bounds inset by
///   ``overlayPadding`` on every side.
/// - When the indicator takes no space (see ``CarouselIndicatorStyle/occupiesSpace(count:)``)
///   the slides get everything and there is no spacing: the indicator is given a zero size where
///   it would sit.
///
/// Bad input gives no NaN and nothing negative: a NaN, infinite or negative size of a child, a
/// bound, the spacing or the padding counts as 0 (lengths above 10^9 points are lowered to it),
/// a non-finite origin as 0, and alignment fractions are clamped to `0...1`, NaN to 0.
///
/// ```swift
/// let stage = CarouselStageArrangement(
///   axis: .horizontal, placement: .below, indicatorOccupiesSpace: true)
/// let frames = stage.frames(
///   in: CarouselRect(x: 0, y: 0, width: 390, height: 300),
///   indicatorSize: CarouselSize(width: 142, height: 44))
/// frames.slides  // x 0, y 0, 390 × 244
/// frames.indicator  // x 124, y 256, 142 × 44
/// ```
package struct CarouselStageArrangement: Hashable, Sendable {
  /// Where the indicator goes.
  package enum IndicatorPlacement: Hashable, Sendable {
    /// Below the slides of a horizontal carousel; to the trailing side of a vertical one.
    case below
    /// Above the slides of a horizontal carousel; to the leading side of a vertical one.
    case above
    /// Over the slides, aligned by two fractions of the free room: `horizontal` 0 is the left
    /// (leading) edge, 0.5 the center, 1 the right; `vertical` 0 is the top, 1 the bottom.
    case overlay(horizontal: Double, vertical: Double)
  }

  /// Where the two children go.
  package struct Frames: Hashable, Sendable {
    /// The slides' frame.
    package var slides: CarouselRect
    /// The indicator's frame.
    package var indicator: CarouselRect

    /// The slides at `slides` and the indicator at `indicator`.
    package init(slides: CarouselRect, indicator: CarouselRect) {
      self.slides = slides
      self.indicator = indicator
    }
  }

  /// The paging axis.
  package var axis: CarouselAxis
  /// Where the indicator goes.
  package var placement: IndicatorPlacement
  /// Whether the indicator takes space (``CarouselIndicatorStyle/occupiesSpace(count:)``).
  package var indicatorOccupiesSpace: Bool
  /// The gap between the slides and an indicator beside them.
  package var spacing: Double
  /// The inset of an indicator over the slides from the edges of the bounds.
  package var overlayPadding: Double
  /// The slides' length across the paging axis when the carousel fits its slides
  /// (``CarouselSizing/fitted``, once measured); `nil`: the slides take the length proposed.
  package var fittedSlidesCrossLength: Double?

  /// An arrangement; the spacing and the overlay padding default to 12 points, and the slides
  /// take the length proposed across.
  package init(
    axis: CarouselAxis, placement: IndicatorPlacement, indicatorOccupiesSpace: Bool,
    spacing: Double = 12, overlayPadding: Double = 12, fittedSlidesCrossLength: Double? = nil
  ) {
    self.axis = axis
    self.placement = placement
    self.indicatorOccupiesSpace = indicatorOccupiesSpace
    self.spacing = spacing
    self.overlayPadding = overlayPadding
    self.fittedSlidesCrossLength = fittedSlidesCrossLength
  }

  /// The size the stage takes for a proposal (SwiftUI's `sizeThatFits`): each proposed length as
  /// it is, the slides being as flexible as a `GeometryReader` (an infinite proposal gives an
  /// infinite length, a negative one 0); for a length not proposed (`nil`, or NaN), the ideal
  /// one: the slides' ideal length, with the indicator's length and the spacing added along the
  /// direction they are stacked in, and the larger of the two across it. An indicator over the
  /// slides, or one that takes no space, adds nothing.
  ///
  /// With a ``fittedSlidesCrossLength``, the length across the paging axis (the height of a
  /// horizontal carousel, the width of a vertical one) is that length (sanitized) with the
  /// indicator's thickness and the spacing added when it sits beside the slides, whatever is
  /// proposed, as SwiftUI's `fixedSize` ignores the proposal: the slides get exactly the fitted
  /// length, and an indicator over them adds nothing.
  package func size(
    proposedWidth: Double?, proposedHeight: Double?, slidesIdealSize: CarouselSize,
    indicatorSize: CarouselSize
  ) -> CarouselSize {
    var slides = slidesIdealSize.sanitized
    var proposedWidth = proposedWidth
    var proposedHeight = proposedHeight
    if let fitted = fittedSlidesCrossLength.map(sanitized) {
      // The fitted length is the slides' ideal one across, and no length across is proposed.
      if axis == .horizontal {
        (slides.height, proposedHeight) = (fitted, nil)
      } else {
        (slides.width, proposedWidth) = (fitted, nil)
      }
    }
    var ideal = slides
    if indicatorOccupiesSpace, placement.isBeside {
      let indicator = indicatorSize.sanitized
      let gap = sanitized(spacing)
      if stacksVertically {
        ideal = CarouselSize(
          width: max(slides.width, indicator.width), height: slides.height + gap + indicator.height)
      } else {
        ideal = CarouselSize(
          width: slides.width + gap + indicator.width, height: max(slides.height, indicator.height))
      }
    }
    return CarouselSize(
      width: proposed(proposedWidth) ?? ideal.width,
      height: proposed(proposedHeight) ?? ideal.height)
  }

  /// The most room the indicator can have in a stage of `size`: all of it beside the slides,
  /// or all of it less the padding on every side over them. Propose its length along the
  /// carousel's axis to the indicator (and no length across it, for its ideal thickness), so
  /// that dots that do not fit fall back to the compact form.
  package func indicatorRoom(in size: CarouselSize) -> CarouselSize {
    let size = size.sanitized
    guard !placement.isBeside else { return size }
    let padding = sanitized(overlayPadding)
    return CarouselSize(
      width: max(size.width - 2 * padding, 0), height: max(size.height - 2 * padding, 0))
  }

  /// The frames of the slides and of the indicator, of `indicatorSize`, inside `bounds`
  /// (SwiftUI's `placeSubviews`); see the type's rules.
  package func frames(in bounds: CarouselRect, indicatorSize: CarouselSize) -> Frames {
    let bounds = CarouselRect(
      x: Numerics.finiteOrZero(bounds.x), y: Numerics.finiteOrZero(bounds.y),
      width: sanitized(bounds.width), height: sanitized(bounds.height))
    let indicator = indicatorOccupiesSpace ? indicatorSize.sanitized : .zero
    let gap = indicatorOccupiesSpace ? sanitized(spacing) : 0
    switch placement {
    case .below, .above:
      return besideFrames(in: bounds, indicator: indicator, gap: gap)
    case .overlay(let horizontal, let vertical):
      let room = indicatorRoom(in: CarouselSize(width: bounds.width, height: bounds.height))
      let width = min(indicator.width, room.width)
      let height = min(indicator.height, room.height)
      // The room is centered in the bounds: the padding, or half the bounds when they are
      // smaller than twice the padding.
      let x = bounds.x + (bounds.width - room.width) / 2
      let y = bounds.y + (bounds.height - room.height) / 2
      return Frames(
        slides: bounds,
        indicator: CarouselRect(
          x: x + (room.width - width) * Numerics.unitClamped(horizontal),
          y: y + (room.height - height) * Numerics.unitClamped(vertical), width: width,
          height: height))
    }
  }

  /// The frames with the indicator beside the slides: the indicator's length along the stacking
  /// direction first, then the gap, then the slides, each as much as the bounds leave.
  private func besideFrames(in bounds: CarouselRect, indicator: CarouselSize, gap: Double)
    -> Frames
  {
    // Along: the direction the two are stacked in; across: the other one.
    let vertically = stacksVertically
    let start = vertically ? bounds.y : bounds.x
    let length = vertically ? bounds.height : bounds.width
    let crossStart = vertically ? bounds.x : bounds.y
    let crossLength = vertically ? bounds.width : bounds.height
    let indicatorLength = min(vertically ? indicator.height : indicator.width, length)
    let indicatorThickness = min(vertically ? indicator.width : indicator.height, crossLength)
    let gap = min(gap, length - indicatorLength)
    let slidesLength = length - indicatorLength - gap
    let isAbove = placement == .above
    func rect(along: Double, _ alongLength: Double, across: Double, _ acrossLength: Double)
      -> CarouselRect
    {
      vertically
        ? CarouselRect(x: across, y: along, width: acrossLength, height: alongLength)
        : CarouselRect(x: along, y: across, width: alongLength, height: acrossLength)
    }
    return Frames(
      slides: rect(
        along: isAbove ? start + indicatorLength + gap : start, slidesLength,
        across: crossStart, crossLength),
      indicator: rect(
        along: isAbove ? start : start + slidesLength + gap, indicatorLength,
        across: crossStart + (crossLength - indicatorThickness) / 2, indicatorThickness))
  }

  /// Whether the indicator beside the slides is stacked above or below them (a horizontal
  /// carousel) rather than to their side (a vertical one).
  private var stacksVertically: Bool { axis == .horizontal }

  /// A proposed length: `nil` for none (or NaN), a negative one as 0, an infinite one kept.
  private func proposed(_ length: Double?) -> Double? {
    guard let length, !length.isNaN else { return nil }
    return max(length, 0)
  }

  /// A length the stage uses: NaN, infinite and negative count as 0, at most 10^9 points.
  private func sanitized(_ length: Double) -> Double { LayoutMath.sanitizedLength(length) }
}

extension CarouselStageArrangement.IndicatorPlacement {
  /// Whether the indicator sits beside the slides rather than over them.
  fileprivate var isBeside: Bool {
    switch self {
    case .below, .above: return true
    case .overlay: return false
    }
  }
}

extension CarouselSize {
  /// Both lengths as the layout sanitizes lengths: NaN, infinite and negative count as 0, at
  /// most 10^9 points.
  fileprivate var sanitized: CarouselSize {
    CarouselSize(
      width: LayoutMath.sanitizedLength(width), height: LayoutMath.sanitizedLength(height))
  }
}
