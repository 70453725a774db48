import CarouselCore

/// What the web playground's controls set: the carousel's configuration as the SwiftUI
/// modifiers spell it, the indicator, the per-item transition, the number of slides and the
/// stage's height.
///
/// Every setting starts at the SwiftUI layer's default, so ``swiftUICode(viewName:)`` writes
/// a modifier only for a setting that differs from it.
package struct PlaygroundSettings: Hashable, Sendable {
  /// The layout style (`.carouselStyle`). Default `.paged`.
  package var style = CarouselStyleName.paged
  /// The paging axis (`.carouselAxis`). Default horizontal.
  package var axis = CarouselAxis.horizontal
  /// Whether paging wraps around (`.carouselLooping()`). Default off.
  package var isLooping = false
  /// The autoplay interval in seconds (`.carouselAutoplay(.seconds(_:))`); `nil` is off, the
  /// default.
  package var autoplaySeconds: Double? = nil
  /// How much longer than the interval autoplay waits after the user's own moves, in seconds
  /// (`.carouselAutoplay(_:resumeAfter:options:)`). Default 0.
  package var resumeAfterSeconds = 0.0
  /// The gap between items (`.carouselSpacing`); `nil`, the default, is the style's.
  package var spacing: Double? = nil
  /// How much of each neighbor shows (`.carouselPeek`); `nil`, the default, is the style's.
  package var peek: Double? = nil
  /// The leading inset (`.carouselMargins(.leading, _:)`, `.top` on a vertical carousel). Default 0.
  package var leadingInset = 0.0
  /// The trailing inset. Default 0.
  package var trailingInset = 0.0
  /// The settle spring (`.carouselSpring`). Default `.smooth`.
  package var spring = PlaygroundSpring.standard
  /// Whether a flick may travel several pages (`.carouselDrag`). Default off.
  package var allowsMultiPageFlicks = false
  /// The built-in page indicator (`.carouselIndicator`). Default `.dots`.
  package var indicator = PlaygroundIndicator.dots
  /// The per-item effect (`.carouselTransition`). Default none.
  package var transition = PlaygroundTransition.none
  /// How many slides. Default 5.
  package var itemCount = 5
  /// The stage's height in points (`.frame(height:)`). Default 260.
  package var height = 260.0

  /// Settings with every default.
  package init() {}

  /// The engine's configuration for a viewport of `width` × ``height`` points.
  package func configuration(viewportWidth width: Double) -> CarouselConfiguration {
    CarouselConfiguration(
      style: style.style, axis: axis, isLooping: isLooping,
      autoplay: autoplaySeconds.map { .seconds($0) } ?? .off, viewportWidth: width,
      viewportHeight: height, spacing: spacing, peek: peek, leadingInset: leadingInset,
      trailingInset: trailingInset, spring: spring.settleSpring,
      drag: DragResolver(allowsMultiPageFlicks: allowsMultiPageFlicks),
      autoplayResumeDelay: Self.duration(seconds: resumeAfterSeconds))
  }

  /// `seconds` from the page as a `Duration`: NaN, infinite, zero and negative are none, and
  /// above 10^9 s (autoplay's own bound) it is 10^9 s, so the conversion cannot trap.
  private static func duration(seconds: Double) -> Duration {
    guard seconds > 0, seconds.isFinite else { return .zero }
    return .nanoseconds(Int64((min(seconds, 1e9) * 1e9).rounded()))
  }
}
