/// A size in points, like SwiftUI's `CGSize`.
@usableFromInline
package struct CarouselSize: Hashable, Sendable {
  /// The width.
  @usableFromInline package var width: Double
  /// The height.
  @usableFromInline package var height: Double

  /// A size `width` by `height` points.
  @inlinable package init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// No size.
  package static let zero = CarouselSize(width: 0, height: 0)
}
