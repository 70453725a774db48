/// Where a released drag comes to rest: the app's own rule, as SwiftUI's `ScrollTargetBehavior`
/// decides where a scroll view's scroll ends. A part of `CarouselConfiguration`
/// (`CarouselConfiguration.targetBehavior`); in SwiftUI, `.carouselTargetBehavior(_:)`.
///
/// When the finger lifts, the carousel proposes the item the drag's own rules give
/// (``DragResolver``: past the threshold, or one item the way of a flick) and asks the behavior,
/// with the release's ``CarouselTargetContext``: where the finger let go, the velocity, where the
/// motion would come to rest, the item it started from, the item count, whether the carousel
/// loops, and the layout's sizes (``CarouselTargetContext/geometry``). The behavior changes the
/// proposed ``CarouselTarget`` or leaves it, and the carousel settles there, taking over the
/// release velocity. It runs once a release, in the engine, so the same drag always lands on the
/// same item.
///
/// The built-in behaviors are `CarouselPagingStep`'s, as SwiftUI's `.paging` and
/// `.viewAligned` are values of `ScrollTargetBehavior`: `.item` (the default: the proposal as
/// it is) and `.screenful` (as many items as fit wholly in view).
///
/// What a behavior returns is checked: on a finite carousel an index outside the items is
/// clamped to the first or the last item, with the diagnostic
/// `CarouselDiagnostic.targetOutOfRange(index:count:)`; on a looping carousel every index is
/// one (see ``CarouselTarget/index``). Nothing a behavior returns traps. A behavior is a
/// value, compared with `==` (with its type) when the configuration is, so that re-sending an
/// equal configuration changes nothing: hold what the rule needs as data, not as a closure.
///
/// Sections of 3, 2 and 3 tiles that snap to each section's first tile (the gallery's
/// "Sections that snap to their first tile"):
///
/// ```swift
/// struct SectionStarts: CarouselTargetBehavior {
///   var starts = [0, 3, 5]  // the index of each section's first tile, ascending
///
///   func updateTarget(_ target: inout CarouselTarget, context: CarouselTargetContext) {
///     let released = context.releasedAt  // in items, counted as `target.index` is
///     let candidates = sectionStarts(around: released, in: context)
///     if context.velocity >= 0.5 {  // a flick forward: the next section start
///       target.index = candidates.first { Double($0) > released } ?? candidates.last ?? 0
///     } else if context.velocity <= -0.5 {  // a flick back
///       target.index = candidates.last { Double($0) < released } ?? candidates.first ?? 0
///     } else {  // a slow release: the nearest section start
///       target.index =
///         candidates.min { abs(Double($0) - released) < abs(Double($1) - released) } ?? 0
///     }
///   }
///
///   /// The starts, on the laps either side of `released` too when the carousel loops.
///   private func sectionStarts(around released: Double, in context: CarouselTargetContext)
///     -> [Int]
///   {
///     guard context.isLooping else { return starts }
///     let count = context.itemCount
///     let lap = Int((released / Double(count)).rounded(.down)) * count
///     return [lap - count, lap, lap + count].flatMap { base in starts.map { base + $0 } }
///   }
/// }
/// ```
///
/// ```swift
/// Carousel(tiles) { tile in TileView(tile) }
///   .carouselItemLength(count: 3, spacing: 12)
///   .carouselAlignment(.leading)
///   .carouselTargetBehavior(SectionStarts())
/// ```
public protocol CarouselTargetBehavior: Sendable, Equatable {
  /// Changes `target`, the item the carousel proposes to settle on, to the one it should
  /// settle on, from what `context` tells of the release. Leaving it unchanged keeps the
  /// proposal.
  func updateTarget(_ target: inout CarouselTarget, context: CarouselTargetContext)
}
