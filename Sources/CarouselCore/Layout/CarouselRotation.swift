/// A 3D rotation of an item: an angle in radians about an axis, as SwiftUI's
/// `rotation3DEffect(_:axis:)` takes it.
///
/// ```swift
/// view.rotation3DEffect(
///   .radians(item.rotation.angle),
///   axis: (item.rotation.axis.x, item.rotation.axis.y, item.rotation.axis.z))
/// ```
public struct CarouselRotation: Hashable, Sendable {
  /// The angle in radians.
  public var angle: Double
  /// The axis the item turns about.
  public var axis: CarouselRotationAxis

  /// Creates a rotation of `angle` radians about `axis`.
  public init(angle: Double, axis: CarouselRotationAxis) {
    self.angle = angle
    self.axis = axis
  }

  /// No rotation: the item faces the viewer.
  public static let identity = CarouselRotation(angle: 0, axis: .y)

  /// The same rotation seen in a mirror that swaps left and right: an axis is a pseudo-vector,
  /// so its x component keeps its sign while the angle flips.
  package var horizontallyMirrored: CarouselRotation {
    CarouselRotation(angle: -angle, axis: CarouselRotationAxis(x: -axis.x, y: axis.y, z: axis.z))
  }
}
