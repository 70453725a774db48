/// What a carousel is doing on its own, as opposed to resting on a page: the engine's motion,
/// which a frame reads. Not generic (a settle's start instant is kept beside it), so reading it
/// needs no generic metadata.
@usableFromInline enum CarouselMovement: Sendable {
  /// Resting on the engine's resting page.
  case resting
  /// A finger drags the carousel: the position is `anchor` moved by the pages the finger has
  /// travelled since it was at `anchorPages`, resisted past the ends. Keeping the anchor and
  /// the finger apart (rather than one start position) keeps absurd drags exact.
  case dragging(anchor: CarouselPosition, anchorPages: Double, pages: Double)
  /// Settling onto the engine's resting page, since the engine's settle start.
  case settling(SpringMotion)
}
