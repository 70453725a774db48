/// The axis of a 3D rotation, as the `(x, y, z)` components SwiftUI's `rotation3DEffect` takes.
public struct CarouselRotationAxis: Hashable, Sendable {
  /// The horizontal component (a rotation about x tilts the top and bottom edges).
  public var x: Double
  /// The vertical component (a rotation about y turns the left and right edges).
  public var y: Double
  /// The depth component (a rotation about z turns the item in its own plane).
  public var z: Double

  /// Creates an axis from its components.
  public init(x: Double, y: Double, z: Double) {
    self.x = x
    self.y = y
    self.z = z
  }

  /// The horizontal axis.
  public static let x = CarouselRotationAxis(x: 1, y: 0, z: 0)
  /// The vertical axis.
  public static let y = CarouselRotationAxis(x: 0, y: 1, z: 0)
  /// The axis pointing at the viewer.
  public static let z = CarouselRotationAxis(x: 0, y: 0, z: 1)
}
