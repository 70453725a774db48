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
