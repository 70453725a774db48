extension CarouselEngine {
  /// What the engine's state must keep that its types cannot say, or `nil` when it holds: the
  /// resting page shows the selected item (none without items), and a settle heads to the
  /// resting page (its spring keeps a target of its own). The fuzz target checks it after every
  /// event. Everything else about the motion and the finger is ``CarouselMovement``'s type: a
  /// drag without its finger, or a settle under a finger that drags the pages, cannot be built.
  package var brokenInvariant: String? {
    let shown = paging.itemIndex(forPage: restingPage)
    guard shown == items.selectedIndex else {
      return "resting page \(restingPage) shows item \(describe(shown)), "
        + "the selection is \(describe(items.selectedIndex))"
    }
    if case .settling(let motion, _, _) = movement, motion.targetPage != restingPage {
      return "settling to page \(motion.targetPage), resting on page \(restingPage)"
    }
    return nil
  }

  /// An optional index for ``brokenInvariant``, "nil" for none (no `Any`, which Embedded Swift
  /// cannot hold).
  private func describe(_ index: Int?) -> String { index.map { "\($0)" } ?? "nil" }
}
