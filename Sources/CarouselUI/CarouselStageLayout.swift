#if canImport(SwiftUI)
  import SwiftUI

  /// The stage's layout: two children, the slides and the built-in indicator, placed where
  /// CarouselCore's `CarouselStageArrangement` says for every indicator placement. The two
  /// children stay the same whatever the placement, so switching it, or hiding the indicator,
  /// never changes the slides' identity (and never resets their state); an indicator that takes
  /// no space adds no spacing either.
  struct CarouselStageLayout: Layout {
    let arrangement: CarouselStageArrangement

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
      guard subviews.count == 2 else { return proposal.replacingUnspecifiedDimensions() }
      let slides = subviews[0].sizeThatFits(.unspecified)
      let room = arrangement.indicatorRoom(
        in: CarouselSize(
          width: proposal.width ?? slides.width, height: proposal.height ?? slides.height))
      let size = arrangement.size(
        proposedWidth: proposal.width.map(Double.init),
        proposedHeight: proposal.height.map(Double.init),
        slidesIdealSize: CarouselSize(slides), indicatorSize: indicatorSize(subviews[1], in: room))
      return CGSize(width: size.width, height: size.height)
    }

    func placeSubviews(
      in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) {
      guard subviews.count == 2 else { return }
      let room = arrangement.indicatorRoom(in: CarouselSize(bounds.size))
      let frames = arrangement.frames(
        in: CarouselRect(
          x: bounds.minX, y: bounds.minY, width: bounds.width, height: bounds.height),
        indicatorSize: indicatorSize(subviews[1], in: room))
      place(subviews[0], in: frames.slides)
      place(subviews[1], in: frames.indicator)
    }

    /// The indicator's size given its length along the axis and no length across it (its
    /// ideal thickness), as the arrangement asks.
    private func indicatorSize(_ indicator: LayoutSubview, in room: CarouselSize)
      -> CarouselSize
    {
      let proposal =
        arrangement.axis == .horizontal
        ? ProposedViewSize(width: room.width, height: nil)
        : ProposedViewSize(width: nil, height: room.height)
      return CarouselSize(indicator.sizeThatFits(proposal))
    }

    private func place(_ subview: LayoutSubview, in frame: CarouselRect) {
      subview.place(
        at: CGPoint(x: frame.x, y: frame.y), anchor: .topLeading,
        proposal: ProposedViewSize(width: frame.width, height: frame.height))
    }
  }

  extension CarouselSize {
    /// A SwiftUI size.
    fileprivate init(_ size: CGSize) {
      self.init(width: size.width, height: size.height)
    }
  }
#endif
