/// Where a still carousel moves so that an item VoiceOver focused is wholly in view, as a scroll
/// view scrolls an element into view when VoiceOver focuses it: the least move that shows it.
///
/// A leading row shows a run of whole items from its resting page on, so an item after the run
/// comes into view at the run's trailing edge (resting that many items before it), and an item
/// before the run at its leading edge (resting on it). A centered carousel shows its focus in
/// the middle, so it rests on the item. A finite leading row held at its end (see
/// ``CarouselAlignment``) shows the same run from any of its last pages, so the same rule holds.
package enum CarouselReveal {
  /// The page to rest on so that `page` is wholly in view, or `nil` when it already is.
  ///
  /// - Parameters:
  ///   - page: The page of the item VoiceOver focused.
  ///   - shown: The pages wholly in view at rest now (the reachable items'), a run of adjacent
  ///     pages with the resting page among them.
  ///   - isLeading: Whether the row is leading-aligned (``CarouselLayoutStyle/resolvedAlignment(_:)``).
  package static func restingPage(revealing page: Int, shown: [Int], isLeading: Bool) -> Int? {
    guard !shown.contains(page) else { return nil }
    // After the run: it ends at the page, as long as it is now (the row's screenful).
    guard isLeading, let last = shown.max(), page > last else { return page }
    return Numerics.saturatingSubtract(page, shown.count - 1)
  }
}
