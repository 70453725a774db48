#if canImport(SwiftUI)
  import SwiftUI

  /// The stage's layout: two children, the slides and the built-in indicator, sized and placed
  /// where CarouselCore's `CarouselStageArrangement` says for every indicator placement. The two
  /// children stay the same whatever the placement, so switching it, or hiding the indicator,
  /// never changes the slides' identity (and never resets their state); an indicator that takes
  /// no space adds no spacing either.
  struct CarouselStageLayout: Layout {
    let arrangement: CarouselStageArrangement

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
      guard subviews.count == 2 else { return proposal.replacingUnspecifiedDimensions() }
      let slides = subviews[0].sizeThatFits(.unspecified)
      let size = arrangement.size(
        proposedWidth: proposal.width.map(Double.init),
        proposedHeight: proposal.height.map(Double.init),
        slidesIdealSize: CarouselSize(width: slides.width, height: slides.height),
        indicator: { measure(subviews[1], width: $0, height: $1) })
      return CGSize(width: size.width, height: size.height)
    }

    func placeSubviews(
      in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) {
      guard subviews.count == 2 else { return }
      let frames = arrangement.frames(
        in: CarouselRect(bounds),
        indicator: { measure(subviews[1], width: $0, height: $1) })
      for (subview, frame) in [(subviews[0], frames.slides), (subviews[1], frames.indicator)] {
        subview.place(
          at: CGPoint(x: frame.x, y: frame.y), anchor: .topLeading,
          proposal: ProposedViewSize(width: frame.width, height: frame.height))
      }
    }

    /// The size `subview` takes for a proposal of `width` × `height`.
    private func measure(_ subview: LayoutSubview, width: Double?, height: Double?) -> CarouselSize
    {
      let size = subview.sizeThatFits(
        ProposedViewSize(width: width.map { CGFloat($0) }, height: height.map { CGFloat($0) }))
      return CarouselSize(width: size.width, height: size.height)
    }
  }
#endif
