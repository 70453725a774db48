#if canImport(SwiftUI)
  import SwiftUI

  /// What a custom ``CarouselIndicator`` draws from, at the frame it is drawn.
  ///
  /// Seed 001's scrubbing indicator, which follows the finger and lets the user drag along it:
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
  ///       .gesture(DragGesture(minimumDistance: 0).onChanged { drag in
  ///         let fraction = drag.location.x / max(proxy.size.width, 1)
  ///         context.select(Int(fraction * Double(context.count)))
  ///       })
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
    /// The continuous position in items, as the built-in dots use it: 2.3 is 30% of the way
    /// from item 2 to item 3; in a looping carousel it runs in `0..<count`, so `count - 0.5`
    /// is halfway from the last item back to the first.
    public let progress: Double
    /// How far the current autoplay wait has run, `0...1`, or `nil` when there is no wait (no
    /// autoplay, or suspended); frozen while paused.
    public let autoplayProgress: Double?
    /// Whether the carousel loops (after the last item comes the first).
    public let isLooping: Bool
    private let model: CarouselModel

    init(model: CarouselModel, at now: CarouselClock.Instant) {
      let engine = model.engine
      count = engine.ids.count
      selectedIndex = engine.selectedIndex
      progress = engine.indicatorProgress(at: now)
      autoplayProgress = engine.autoplayWaitProgress(at: now)
      isLooping = engine.pager.loops
      self.model = model
    }

    /// Shows the item at `index` as the user's choice (the selection feedback plays, the
    /// autoplay wait starts again); an invalid index does nothing.
    public func select(_ index: Int) {
      model.send { $0.userSelected(index: index, at: $1) }
    }
  }
#endif
