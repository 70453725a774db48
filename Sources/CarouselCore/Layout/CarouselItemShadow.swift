/// The shadow a style gives an item, drawn under it as SwiftUI's
/// `shadow(color: .black.opacity(opacity), radius: radius, x: x, y: y)` draws one: what gives
/// a 3D ring its depth (`RingCarouselStyle.castsShadows`), asked of a style that
/// ``CarouselLayoutStyle/castsShadows`` (``CarouselLayoutStyle/shadow(of:)``).
///
/// ```swift
/// let ring: AnyCarouselLayoutStyle = .ring(castsShadows: true)
/// ring.shadow(of: frontItem)  // opacity 0.35, radius 18, y 10: the front card stands out
/// AnyCarouselLayoutStyle.peek.castsShadows  // false: a peek row casts none
/// ```
public struct CarouselItemShadow: Hashable, Sendable {
  /// The opacity of the shadow's black, in `0...1`; 0 draws nothing.
  public var opacity: Double
  /// The blur radius in points.
  public var radius: Double
  /// The horizontal offset in points, positive to the right.
  public var x: Double
  /// The vertical offset in points, positive downward.
  public var y: Double

  /// A shadow of black at `opacity`, blurred by `radius`, offset by `x` and `y`.
  public init(opacity: Double, radius: Double, x: Double = 0, y: Double = 0) {
    self.opacity = opacity
    self.radius = radius
    self.x = x
    self.y = y
  }

  /// No shadow.
  public static let none = CarouselItemShadow(opacity: 0, radius: 0)
}
