import CarouselCore

/// Moves from code that follow the app's `withAnimation`: the model asks CarouselUI to sample
/// the animation of the update that made the move (``animationRequest``), and the settle the
/// move started follows the curve that comes back, from where it is then to the same target.
/// Nothing else changes: the selection, the binding's write and the callbacks are the move's.
extension CarouselModel {
  /// Asks for `animation` (the transaction's of the update that ran the stage's change handler)
  /// when that handler started a settle, that is when the engine's `CarouselEngine.motionEnd`
  /// is not `before` (a move the binding or a new list made); without an animation, or
  /// without a new settle (a jump, no move), nothing.
  func followAnimation(_ animation: CarouselHostValue?, ofSettleStartedSince before: Instant?) {
    guard let animation, let end = engine.motionEnd, end != before else { return }
    request(animation, forSettleEndingAt: end)
  }

  /// The update that a proxy's move caused carries `animation` (its `withAnimation`, or `nil`):
  /// asks for it for the settle ending at `end`, once the update is over, as the request is
  /// observed and SwiftUI's views must not be changed while it applies an update.
  func followTransaction(of end: Instant, animation: CarouselHostValue?) {
    guard let animation else { return }
    afterUpdate { [weak self] in self?.request(animation, forSettleEndingAt: end) }
  }

  /// Runs a proxy's move; one that animates with the configured spring (no spring of its own)
  /// and started a settle waits for the transaction of the update it causes
  /// (``noteTransaction(disablesAnimations:animation:)``), which may carry the app's animation.
  func moveFromCode(usesConfiguredSpring: Bool, _ move: @escaping Event) {
    let before = engine.motionEnd
    send(move)
    guard usesConfiguredSpring, let end = engine.motionEnd, end != before else { return }
    proxyMoveAwaitingTransaction = end
  }

  /// CarouselUI sampled the animation of request `revision` (``CarouselAnimationRequest/fractions(_:)``):
  /// the settle it is for follows the curve from now on, once. An older request's samples, a
  /// second answer, samples that make no curve (``CarouselMotionCurve/init(fractions:interval:)``)
  /// and a settle replaced meanwhile (a finger, another move) change nothing: the move keeps
  /// its spring.
  package func animationSampled(revision: Int, fractions: [Double]) {
    guard revision == animationRequest?.revision, let end = requestedSettleEnd else { return }
    requestedSettleEnd = nil
    guard
      let curve = CarouselMotionCurve(
        fractions: fractions, interval: CarouselMotionCurve.sampleInterval)
    else { return }
    send { $0.follow(curve, replacingSettleEndingAt: end, at: $1) }
  }

  /// Publishes a new request for `animation`, for the settle ending at `end` if it still runs.
  private func request(_ animation: CarouselHostValue, forSettleEndingAt end: Instant) {
    guard engine.motionEnd == end else { return }
    requestedSettleEnd = end
    animationRequest = CarouselAnimationRequest(
      revision: (animationRequest?.revision ?? 0) &+ 1, animation: animation)
  }
}
