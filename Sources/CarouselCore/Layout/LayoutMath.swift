/// The small pieces of math the layout engine and the built-in styles share.
enum LayoutMath {
  /// Whether `value` can be used as a length: finite and not negative.
  static func isValidLength(_ value: Double) -> Bool { value.isFinite && value >= 0 }

  /// The longest length the layout uses, in points: longer valid lengths are lowered to it, so
  /// that no sum or product of lengths overflows to infinity (no screen comes near it).
  static let maximumLength = 1e9

  /// `value` if it is a valid length (lowered to ``maximumLength``), otherwise zero (see
  /// ``CarouselLayoutContext/diagnostics``).
  static func sanitizedLength(_ value: Double) -> Double {
    isValidLength(value) ? min(value, maximumLength) : 0
  }

  /// Two insets on opposite edges of a `length`-point viewport, scaled down together to fit it
  /// when they exceed it, keeping their ratio; each is a sanitized length or a sum of a few.
  static func fitted(_ leading: Double, _ trailing: Double, in length: Double)
    -> (leading: Double, trailing: Double)
  {
    let total = leading + trailing
    guard total > length else { return (leading, trailing) }
    let fit = length / total
    return (leading * fit, trailing * fit)
  }

  /// Whether a page style (paged, scale, fade, rotation) keeps its items inside the safe area
  /// in `context`: only when something asks its page to leave room, a peek, an inset or
  /// margin, an item length (either way) or a leading alignment. Otherwise the page fills the
  /// carousel's frame, under the safe area too, as a paged `TabView`'s page does (its content
  /// still gets the safe area from SwiftUI, as any view placed there).
  static func pageRespectsSafeArea(in context: CarouselLayoutContext) -> Bool {
    let margins = context.margins
    return sanitizedLength(context.peek ?? 0) > 0 || sanitizedLength(context.leadingInset) > 0
      || sanitizedLength(context.trailingInset) > 0 || sanitizedLength(margins.top) > 0
      || sanitizedLength(margins.leading) > 0 || sanitizedLength(margins.bottom) > 0
      || sanitizedLength(margins.trailing) > 0 || context.mainItemLength != nil
      || context.crossItemLength != nil || context.alignment == .leading
  }

  /// A value that is `1` on the focused item and reaches `sideValue` one page away, staying
  /// there beyond: the shape of the scale and opacity effects of the sliding styles.
  static func sideFalloff(offset: Double, sideValue: Double) -> Double {
    Numerics.interpolate(from: 1, to: sideValue, by: Numerics.unitClamped(abs(offset)))
  }

  /// `offset` moved by whole multiples of `period` into `-period/2...period/2`.
  static func wrapped(_ offset: Double, period: Double) -> Double {
    offset - period * (offset / period).rounded()
  }

  /// A tilt that turns an item about the axis across the carousel's paging axis, so that the
  /// same `angle` looks alike on both axes.
  static func tilt(angle: Double, along axis: CarouselAxis) -> CarouselRotation {
    switch axis {
    case .horizontal: return CarouselRotation(angle: angle, axis: .y)
    case .vertical: return CarouselRotation(angle: -angle, axis: .x)
    }
  }

  /// The scale of a sliding style's item at `offset`: `1` in focus, easing to `sideScale` over
  /// the first page; full size with Reduce Motion, where a shrinking item is motion.
  static func sideScale(offset: Double, sideScale: Double, in geometry: CarouselLayoutGeometry)
    -> Double
  {
    geometry.context.reduceMotion ? 1 : sideFalloff(offset: offset, sideValue: sideScale)
  }
}

extension CarouselItemAttributes {
  /// An item of a sliding style: on a straight row one ``CarouselLayoutGeometry/pitch`` per
  /// page, nearer items in front; the style chooses only its look.
  static func sliding(
    offset: Double, in geometry: CarouselLayoutGeometry, scale: Double = 1, opacity: Double = 1,
    rotation: CarouselRotation = .identity
  ) -> CarouselItemAttributes {
    CarouselItemAttributes(
      mainOffset: offset * geometry.pitch, scale: scale, opacity: opacity, rotation: rotation,
      zIndex: -abs(offset))
  }
}
