/// Insets on the four edges of a carousel, in points, with `leading` and `trailing` in the
/// reading direction (leading is the right edge in a right-to-left layout), as SwiftUI's
/// `EdgeInsets`: a carousel's margins (`CarouselConfiguration.margins`) and its safe area
/// (`CarouselConfiguration.safeAreaInsets`).
///
/// The layout reads them per axis: along the paging axis (leading and trailing for a horizontal
/// carousel, top and bottom for a vertical one) they add to the leading and trailing insets;
/// across it they inset the item's cross length (see ``CarouselLayoutGeometry``). NaN, infinite
/// and negative values count as 0; values above 10^9 points are lowered to it.
///
/// ```swift
/// context.margins = CarouselEdgeInsets(top: 12, bottom: 12)  // a horizontal carousel
/// ```
public struct CarouselEdgeInsets: Hashable, Sendable {
  /// The inset at the top edge.
  public var top: Double
  /// The inset at the leading edge (left, or right in a right-to-left layout).
  public var leading: Double
  /// The inset at the bottom edge.
  public var bottom: Double
  /// The inset at the trailing edge (right, or left in a right-to-left layout).
  public var trailing: Double

  /// Creates insets; every edge defaults to 0.
  public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// No insets.
  public static var zero: CarouselEdgeInsets { CarouselEdgeInsets() }

  /// These insets with `length` on each edge named, the others as they are: what SwiftUI's
  /// `contentMargins(_:_:)` does with its edges, for `carouselMargins(_:_:)`. `nil` is 0: it
  /// removes the margins on those edges.
  package func setting(
    top: Bool, leading: Bool, bottom: Bool, trailing: Bool, to length: Double?
  ) -> CarouselEdgeInsets {
    let value = length ?? 0
    return CarouselEdgeInsets(
      top: top ? value : self.top, leading: leading ? value : self.leading,
      bottom: bottom ? value : self.bottom, trailing: trailing ? value : self.trailing)
  }

  /// The edges along `axis`, sanitized: `(leading, trailing)` of the main axis for a horizontal
  /// axis, `(top, bottom)` for a vertical one.
  func along(_ axis: CarouselAxis) -> (leading: Double, trailing: Double) {
    axis == .horizontal
      ? (LayoutMath.sanitizedLength(leading), LayoutMath.sanitizedLength(trailing))
      : (LayoutMath.sanitizedLength(top), LayoutMath.sanitizedLength(bottom))
  }

  /// The edges across a carousel paging along `axis`, sanitized: its cross axis's leading edge
  /// (top of a horizontal carousel, the reading direction's leading side of a vertical one) and
  /// its trailing edge.
  func across(_ axis: CarouselAxis) -> (leading: Double, trailing: Double) {
    along(axis == .horizontal ? .vertical : .horizontal)
  }
}

extension CarouselEdgeInsets: NaNEquatable {
  /// Whether two insets mean the same: every edge equal, NaN equal to NaN (as
  /// `CarouselConfiguration`'s `==` compares lengths).
  @usableFromInline package func isSame(as other: CarouselEdgeInsets) -> Bool {
    Numerics.isSame(top, other.top) && Numerics.isSame(leading, other.leading)
      && Numerics.isSame(bottom, other.bottom) && Numerics.isSame(trailing, other.trailing)
  }

  /// Feeds every edge to `hasher`, every NaN as the same NaN.
  @usableFromInline package func hashSame(into hasher: inout Hasher) {
    top.hashSame(into: &hasher)
    leading.hashSame(into: &hasher)
    bottom.hashSame(into: &hasher)
    trailing.hashSame(into: &hasher)
  }
}
