import CarouselCore

extension CarouselStageArrangement {
  /// The stage's size for a proposal of `proposedWidth` × `proposedHeight` (`nil`: none, the
  /// ideal), with the slides' ideal size `slidesIdealSize` and the indicator measured by
  /// `indicator` for a proposal (see ``indicatorProposal(in:)``): what a SwiftUI `Layout`'s
  /// `sizeThatFits` returns.
  package func size(
    proposedWidth: Double?, proposedHeight: Double?, slidesIdealSize: CarouselSize,
    indicator: (_ width: Double?, _ height: Double?) -> CarouselSize
  ) -> CarouselSize {
    let room = indicatorRoom(
      in: CarouselSize(
        width: proposedWidth ?? slidesIdealSize.width,
        height: proposedHeight ?? slidesIdealSize.height))
    let proposal = indicatorProposal(in: room)
    return size(
      proposedWidth: proposedWidth, proposedHeight: proposedHeight,
      slidesIdealSize: slidesIdealSize, indicatorSize: indicator(proposal.width, proposal.height))
  }

  /// The slides' and the indicator's frames in `bounds`, the indicator measured by `indicator`
  /// for a proposal: where a SwiftUI `Layout` places its two subviews.
  package func frames(
    in bounds: CarouselRect, indicator: (_ width: Double?, _ height: Double?) -> CarouselSize
  ) -> Frames {
    let proposal = indicatorProposal(
      in: indicatorRoom(in: CarouselSize(width: bounds.width, height: bounds.height)))
    return frames(in: bounds, indicatorSize: indicator(proposal.width, proposal.height))
  }

  /// What the indicator is proposed in `room`: its length along the axis, and no length across
  /// it (its ideal thickness).
  package func indicatorProposal(in room: CarouselSize) -> (width: Double?, height: Double?) {
    axis == .horizontal ? (room.width, nil) : (nil, room.height)
  }
}
