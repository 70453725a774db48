extension CarouselEngine {
  /// What the engine's state must keep that its types cannot say, or `nil` when it holds: the
  /// resting page shows the selected item (none without items), and a settle heads to the
  /// resting page (its spring keeps a target of its own). A carousel that scrolls freely
  /// (``CarouselTargetBehavior/free``) rests anywhere, a fractional position included: its
  /// settle heads to the resting page or, on a finite carousel, to a position between its
  /// first page and its last (a looping one's momentum wraps, and may head anywhere). The fuzz
  /// target checks it after every event. Everything else about the motion and the finger is
  /// ``CarouselMovement``'s type: a drag without its finger, or a settle under a finger that
  /// drags the pages, cannot be built.
  package var brokenInvariant: String? {
    let shown = paging.itemIndex(forPage: restingPage)
    guard shown == items.selectedIndex else {
      return "resting page \(restingPage) shows item \(describe(shown)), "
        + "the selection is \(describe(items.selectedIndex))"
    }
    guard case .settling(let motion, _, _) = movement,
      motion.target != CarouselPosition(page: restingPage)
    else { return nil }
    if scrollsFreely, paging.loops || paging.clamped(motion.target) == motion.target {
      return nil
    }
    return "settling to \(motion.target), resting on page \(restingPage)"
  }

  /// An optional index for ``brokenInvariant``, "nil" for none (no `Any`, which Embedded Swift
  /// cannot hold).
  private func describe(_ index: Int?) -> String { index.map { "\($0)" } ?? "nil" }
}
