import CarouselCore

/// What a custom `CarouselIndicator` draws from, at the frame it is drawn.
///
/// A scrubbing indicator, which follows the finger and lets the user drag along it:
///
/// ```swift
/// CarouselIndicator { context in
///   GeometryReader { proxy in
///     Capsule().fill(.tertiary)
///       .overlay(alignment: .leading) {
///         Capsule().fill(.tint)
///           .frame(width: proxy.size.width / Double(max(context.count, 1)))
///           .offset(x: proxy.size.width * context.progress / Double(max(context.count, 1)))
///       }
///       .gesture(
///         DragGesture(minimumDistance: 0).onChanged { drag in
///           let fraction = drag.location.x / max(proxy.size.width, 1)
///           context.select(Int(fraction * Double(context.count)))
///         })
///   }
///   .frame(height: 6)
/// }
/// ```
@MainActor public struct CarouselIndicatorContext {
  /// How many items the carousel shows.
  public let count: Int
  /// The selected item's index, or `nil` when there are no items. It changes when a move is
  /// decided, not while the carousel follows the finger.
  public let selectedIndex: Int?
  /// The continuous position in items, followed every frame while the carousel moves (the
  /// built-in dots mark one item and move per page instead): 2.3 is 30% of the way from item 2
  /// to item 3; in a looping carousel it runs in `0..<count`, so `count - 0.5` is halfway from
  /// the last item back to the first.
  public let progress: Double
  /// Whether the carousel loops (after the last item comes the first).
  public let isLooping: Bool
  private let waitProgress: Double?
  private let reads: CarouselProgressReads
  private let model: any CarouselModelProtocol

  /// The context of `model`'s indicator `state`, its position now `position` (read only while
  /// the carousel moves) and the wait's progress now `waitProgress` (read only while a wait
  /// runs), noting reads of the wait's progress in `reads`.
  package init(
    model: any CarouselModelProtocol, state: CarouselIndicatorState,
    position: @autoclosure () -> Double, waitProgress: @autoclosure () -> Double?,
    reads: CarouselProgressReads
  ) {
    count = state.count
    selectedIndex = state.accessibility.selectedIndex
    progress = state.isMoving ? position() : Double(selectedIndex ?? 0)
    self.waitProgress = state.isWaiting ? waitProgress() : state.stoppedWaitProgress
    isLooping = state.indicator.isLooping
    self.reads = reads
    self.model = model
  }

  /// How far the current autoplay wait has run, `0...1`, or `nil` when there is no wait (no
  /// autoplay, or suspended); frozen while paused (also under a finger, with
  /// ``AutoplayOptions/pausesOnTouch``), and 1 once autoplay finished at the end. An indicator
  /// that reads it is redrawn every frame while a wait runs (from the draw after its first
  /// read), so a story's segment fills smoothly; one that never reads it is not.
  public var autoplayProgress: Double? {
    reads.noteRead()
    return waitProgress
  }

  /// Shows the item at `index` as the user's choice (the selection feedback plays, the
  /// autoplay wait starts again); an invalid index does nothing.
  public func select(_ index: Int) {
    model.indicatorSelected(index: index)
  }
}
