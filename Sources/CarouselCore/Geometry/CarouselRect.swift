/// A rectangle in points, like SwiftUI's `CGRect`: its top-left corner and its size, with y
/// growing downward.
@usableFromInline
package struct CarouselRect: Hashable, Sendable {
  /// The left edge.
  package var x: Double
  /// The top edge.
  package var y: Double
  /// The width.
  package var width: Double
  /// The height.
  package var height: Double

  /// The rectangle with its top-left corner at `x`, `y`, `width` by `height` points.
  package init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }
}
