/// What "in view" means for a carousel and its items: the rule behind the items that
/// `onCarouselVisibleItemsChange` reports (impressions), and behind the carousel's counting as
/// on screen (autoplay holds while it does not).
///
/// The region in view is the part of the carousel's viewport that the window shows: all of it,
/// or, when an enclosing scroll view has scrolled part of it away, the part still inside that
/// scroll view's bounds. An item counts as in view when some of its drawn area (its frame as
/// the style places and scales it) lies within that region, and at least the threshold's
/// fraction of it, by default half. A neighbor that a stack or a ring draws behind the focused
/// item counts by its frame too, since nothing here knows what covers it.
///
/// ```swift
/// CarouselVisibility.isInView(
///   CarouselRect(x: 100, y: -50, width: 100, height: 100),
///   within: CarouselRect(x: -150, y: -50, width: 300, height: 100), threshold: 0.5)
/// // true: exactly half of it is in view
/// ```
@usableFromInline
package enum CarouselVisibility {
  /// The fraction of an item's area in view that counts it as seen by default: a half, as
  /// `onScrollTargetVisibilityChange`'s default threshold.
  package static let defaultThreshold = 0.5

  /// `threshold` as the rule uses it: clamped into `0...1`, the default for NaN.
  package static func validThreshold(_ threshold: Double) -> Double {
    threshold.isNaN ? defaultThreshold : min(max(threshold, 0), 1)
  }

  /// The fraction, `0...1`, of `frame`'s area that lies within `region`; 0 for a frame of no
  /// area, and for any NaN or infinite edge of the frame.
  package static func fraction(of frame: CarouselRect, within region: CarouselRect) -> Double {
    let area = frame.width * frame.height
    guard area > 0, area.isFinite, frame.x.isFinite, frame.y.isFinite else { return 0 }
    let width = min(frame.x + frame.width, region.x + region.width) - max(frame.x, region.x)
    let height = min(frame.y + frame.height, region.y + region.height) - max(frame.y, region.y)
    guard width > 0, height > 0 else { return 0 }
    return min(width * height / area, 1)
  }

  /// Whether an item drawn in `frame` counts as in view in `region`: some of it lies there,
  /// and at least `threshold` of its area.
  package static func isInView(
    _ frame: CarouselRect, within region: CarouselRect, threshold: Double
  )
    -> Bool
  {
    let fraction = fraction(of: frame, within: region)
    return fraction > 0 && fraction >= validThreshold(threshold)
  }

  /// The region of a `viewport`-sized viewport, its origin at its center, that the window shows,
  /// when an enclosing scroll view shows only `shown` of it (in the viewport's own coordinates,
  /// its origin at its top-left corner, as SwiftUI's `bounds(of: .scrollView)` gives it), or all
  /// of it when `shown` is `nil` (no scroll view around it) or not a finite rectangle; `nil`
  /// when none of it is shown.
  @usableFromInline
  package static func regionInView(of viewport: CarouselSize, shown: CarouselRect?)
    -> CarouselRect?
  {
    let whole = CarouselRect(
      x: -viewport.width / 2, y: -viewport.height / 2, width: viewport.width,
      height: viewport.height)
    guard let shown, isFinite(shown), shown.width >= 0, shown.height >= 0 else { return whole }
    let left = max(shown.x - viewport.width / 2, whole.x)
    let top = max(shown.y - viewport.height / 2, whole.y)
    let right = min(shown.x + shown.width - viewport.width / 2, whole.x + whole.width)
    let bottom = min(shown.y + shown.height - viewport.height / 2, whole.y + whole.height)
    guard right > left, bottom > top else { return nil }
    return CarouselRect(x: left, y: top, width: right - left, height: bottom - top)
  }

  private static func isFinite(_ rect: CarouselRect) -> Bool {
    rect.x.isFinite && rect.y.isFinite && rect.width.isFinite && rect.height.isFinite
  }
}
