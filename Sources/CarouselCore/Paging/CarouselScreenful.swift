/// What a step of a screenful (`CarouselPagingStep`'s `.screenful`) moves from a still carousel: how
/// many items a screenful holds and the page whole screenfuls count from, read from the items
/// wholly in view at rest (the reachable items, ``CarouselReachableItems``), so that a screenful
/// is what the user sees as one.
package struct CarouselScreenful: Hashable, Sendable {
  /// The page the carousel rests on: where a step of no screenful stays.
  package let restingPage: Int
  /// The page whole screenfuls count from: the resting page, unless a finite row's end holds the
  /// row still and the focus has moved on along it (see ``CarouselAlignment``); then the page
  /// the focus would rest on for the screen shown were the row not held (the first item shown,
  /// in a leading row), so that a step back moves one screenful back from what is shown.
  package let anchor: Int
  /// The items one screenful holds: at least 2 (one item is no screenful, but an item step).
  package let length: Int

  /// The screenful of a carousel resting on `restingPage`, or `nil` when it holds one item.
  ///
  /// - Parameters:
  ///   - restingPage: The page the carousel rests on: its focus.
  ///   - shown: The pages of the items wholly in view at rest there, the focus's among them.
  ///   - unbounded: The same for the row laid out with no ends (looping), which an end cuts
  ///     short of no item: as many pages as fit wholly in view, which is the screenful.
  package init?(restingPage: Int, shown: some Sequence<Int>, unbounded: some Sequence<Int>) {
    var length = 0
    var before = 0
    for page in unbounded {
      length += 1
      if page < restingPage { before += 1 }
    }
    guard length > 1 else { return nil }
    // How far the focus has moved along a held row past its place on the unbounded row's
    // screen: the items shown before it beyond the ones that screen has.
    let first = shown.min() ?? restingPage
    let movedOn = max(Numerics.saturatingSubtract(restingPage, first) - before, 0)
    self.restingPage = restingPage
    anchor = restingPage - movedOn
    self.length = length
  }

  /// The page `screens` whole screenfuls (positive forward) from ``anchor``, clamped into the
  /// pages when finite, wrapped when looping; the resting page when `screens` is 0.
  package func page(movedBy screens: Double, pager: Pager) -> Int {
    guard screens != 0 else { return restingPage }
    return pager.advanced(anchor, by: Numerics.saturatingInt(screens * Double(length)))
  }
}
