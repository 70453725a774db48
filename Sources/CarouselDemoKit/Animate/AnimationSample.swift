/// What a ``CarouselAnimation`` film shows at one sampling instant: where the engine has the
/// carousel, and where the finger is while one is down.
struct AnimationSample: Hashable, Sendable {
  /// The position to draw, in item space like ``RenderOptions/position``: a looping
  /// carousel's position wrapped into `0..<count`, so that the film can end where it began.
  var position: Double
  /// The finger's distance from the viewport's center along the paging axis, in points on the
  /// screen (right or down is positive), or `nil` when no finger is down.
  var touch: Double?
}
