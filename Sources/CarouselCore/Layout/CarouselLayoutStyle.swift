/// How a carousel places its items around the focus: the built-in styles (``PagedCarouselStyle``,
/// ``PeekCarouselStyle``, ``RingCarouselStyle`` ...) and your own.
///
/// A style answers two questions: how many pages away from the focus an item can still be
/// visible (``reach(in:)``, or on each side ``previousReach(in:)`` and ``nextReach(in:)``), and
/// how an item at a continuous offset from the focus looks (``attributes(forOffset:in:)``; `0`
/// is focused, `-1` previous, `1` next, like SwiftUI's scroll-transition phase). The layout
/// walks only the pages within reach, so a frame costs the same for 3 items as for a billion,
/// and allocates nothing.
///
/// A style is a value: two styles of the same type with the same parameters are equal (compare
/// configurations that hold `any CarouselLayoutStyle` with each other). Every built-in style is
/// `Hashable`.
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
public protocol CarouselLayoutStyle: Sendable, Equatable {
  /// The spacing used when the context gives none. Defaults to `0`.
  var preferredSpacing: Double { get }
  /// The peek used when the context gives none. Defaults to `0`.
  var preferredPeek: Double { get }
  /// The share of the room left by the insets, peek and spacing that a derived item length
  /// takes. Defaults to `1`.
  var preferredItemFraction: Double { get }
  /// How far, as a fraction of a page in `0...1`, a slow drag must go before its release moves
  /// to the next page (a fast one is decided by its speed). Defaults to `0.5`, like
  /// `UIScrollView` paging: the release goes to whichever page shows more.
  var preferredDistanceThreshold: Double { get }
  /// How many pages from the focus an item can still be visible, on either side: the default
  /// of ``previousReach(in:)`` and ``nextReach(in:)``.
  func reach(in geometry: CarouselLayoutGeometry) -> Double
  /// How many pages toward the previous side (negative offsets) an item can be from the focus
  /// and still be visible. Defaults to ``reach(in:)``; a style whose items can show further on
  /// one side (unequal insets move the focus off center) says so here and in ``nextReach(in:)``.
  ///
  /// The layout shows the pages whose offset lies in `-previousReach...nextReach`, open at the
  /// previous end; each side at least half a page, so the focused page is always in. When that
  /// is more than ``CarouselLayoutGeometry/maximumVisibleSlots`` pages, the layout keeps that
  /// many of the pages that hold items (a finite carousel has none before its first page or
  /// after its last): it drops pages at the ends whose items are off screen first (at their
  /// scale, the geometry's item length and the focus shift), then the farthest from the focus.
  func previousReach(in geometry: CarouselLayoutGeometry) -> Double
  /// How many pages toward the next side (positive offsets) an item can be from the focus and
  /// still be visible. Defaults to ``reach(in:)``; see ``previousReach(in:)``.
  func nextReach(in geometry: CarouselLayoutGeometry) -> Double
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
  /// Half a page: a slow release lands on the nearer page.
  public var preferredDistanceThreshold: Double { 0.5 }
  /// ``reach(in:)``.
  public func previousReach(in geometry: CarouselLayoutGeometry) -> Double {
    reach(in: geometry)
  }
  /// ``reach(in:)``.
  public func nextReach(in geometry: CarouselLayoutGeometry) -> Double { reach(in: geometry) }
  /// Items slide along a row: their look does not repeat.
  public func repeatsEveryLap(in geometry: CarouselLayoutGeometry) -> Bool { false }

  /// The context resolved for this style: sanitized lengths and the derived item size.
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

  /// The visible items in page order, as a fixed-size collection that lives inline (no heap
  /// allocation) and that SwiftUI's `ForEach` takes directly: the items of
  /// ``forEachVisibleItem(in:_:)``, collected. For back-to-front drawing, take
  /// ``CarouselVisibleItems/inPaintOrder()``.
  public func visibleItems(in context: CarouselLayoutContext) -> CarouselVisibleItems {
    var items = CarouselVisibleItems()
    forEachVisibleItem(in: context) { items.append($0) }
    return items
  }

  #if !hasFeature(Embedded)
    // Embedded Swift has no `any CarouselLayoutStyle`; `AnyCarouselLayoutStyle` compares there.
    /// Whether `other` is a style of the same type with the same parameters: how a value holding
    /// `any CarouselLayoutStyle` (a configuration) compares its style.
    func isEqual(to other: any CarouselLayoutStyle) -> Bool {
      guard let other = other as? Self else { return false }
      return other == self
    }
  #endif
}
