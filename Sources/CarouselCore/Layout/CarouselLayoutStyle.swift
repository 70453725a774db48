/// How a carousel places its items around the focus: the built-in styles (``PagedCarouselStyle``,
/// ``PeekCarouselStyle``, ``RingCarouselStyle`` ...) and your own.
///
/// A style answers two questions: how many pages away from the focus an item can still be
/// visible (``reach(in:)``), and how an item at a continuous offset from the focus looks
/// (``attributes(forOffset:in:)``; `0` is focused, `-1` previous, `1` next, like SwiftUI's
/// scroll-transition phase). The layout walks only the pages within reach, so a frame costs
/// the same for 3 items as for a billion, and allocates nothing.
///
/// ```swift
/// struct TiltStyle: CarouselLayoutStyle {
///   func reach(in geometry: CarouselLayoutGeometry) -> Double { geometry.edgeReach }
///   func attributes(forOffset offset: Double, in geometry: CarouselLayoutGeometry)
///     -> CarouselItemAttributes
///   {
///     CarouselItemAttributes(mainOffset: offset * geometry.pitch,
///                            rotation: CarouselRotation(angle: offset * 0.3, axis: .z))
///   }
/// }
/// TiltStyle().forEachVisibleItem(in: context) { item in draw(item) }
/// ```
public protocol CarouselLayoutStyle: Sendable {
  /// The spacing used when the context gives none. Defaults to `0`.
  var preferredSpacing: Double { get }
  /// The peek used when the context gives none. Defaults to `0`.
  var preferredPeek: Double { get }
  /// The share of the room left by the insets, peek and spacing that a derived item length
  /// takes. Defaults to `1`.
  var preferredItemFraction: Double { get }
  /// How many pages from the focus an item can still be visible, on either side. The layout
  /// shows pages whose offset lies in `-reach...reach` (open at the
  /// previous end), at least one page and at most
  /// ``CarouselLayoutGeometry/maximumVisibleSlots``.
  func reach(in geometry: CarouselLayoutGeometry) -> Double
  /// Whether the item's look repeats every `count` pages of offset, like a small ring's orbit,
  /// so an item leaving one end of the window comes back at the other exactly where it was and
  /// can keep its identity. Defaults to `false`.
  func repeatsEveryLap(in geometry: CarouselLayoutGeometry) -> Bool
  /// How the item `offset` pages from the position looks (continuous; `0` is focused).
  func attributes(forOffset offset: Double, in geometry: CarouselLayoutGeometry)
    -> CarouselItemAttributes
}

extension CarouselLayoutStyle {
  /// No spacing.
  public var preferredSpacing: Double { 0 }
  /// No peek.
  public var preferredPeek: Double { 0 }
  /// The whole room.
  public var preferredItemFraction: Double { 1 }
  /// Items slide along a row: their look does not repeat.
  public func repeatsEveryLap(in geometry: CarouselLayoutGeometry) -> Bool { false }

  /// The context resolved for this style: sanitised lengths and the derived item size.
  public func geometry(in context: CarouselLayoutContext) -> CarouselLayoutGeometry {
    CarouselLayoutGeometry(context: context, style: self)
  }

  /// Calls `body` with each visible item, in page order, without allocating: the per-frame
  /// entry point for a renderer. Items with zero opacity or scale are left out.
  public func forEachVisibleItem(
    in context: CarouselLayoutContext, _ body: (CarouselVisibleItem) throws -> Void
  ) rethrows {
    try LayoutEngine(style: self, geometry: geometry(in: context)).forEachVisibleItem(body)
  }

  /// The visible items in page order, as an array (convenient for tests and one-off use; the
  /// per-frame path is ``forEachVisibleItem(in:_:)``).
  public func visibleItems(in context: CarouselLayoutContext) -> [CarouselVisibleItem] {
    var items: [CarouselVisibleItem] = []
    items.reserveCapacity(CarouselLayoutGeometry.maximumVisibleSlots)
    forEachVisibleItem(in: context) { items.append($0) }
    return items
  }
}
