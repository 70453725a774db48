/// One item the carousel draws in this frame, placed by a ``CarouselLayoutStyle``.
///
/// Build the view's identity from the item's own ID and ``lap``: it stays the same while the
/// item stays on screen, and tells copies apart when a looping carousel shows one item in two
/// slots (two items with neighbors peeking on both sides).
///
/// ```swift
/// ForEach(items, id: \.page) { item in
///   card(data[item.index])
///     .scaleEffect(item.scale).opacity(item.opacity)
///     .offset(x: item.x, y: item.y).zIndex(item.zIndex)
/// }
/// ```
public struct CarouselVisibleItem: Hashable, Sendable {
  /// The item's index in the data, in `0..<count`.
  public var index: Int
  /// The virtual page the item occupies; unique among the items of one frame.
  public var page: Int
  /// Which copy of the item this is. It is `0` whenever the style's window of pages is shorter
  /// than the item list, so the item's ID alone is a stable identity; when a looping carousel
  /// has no more items than that window (two items with neighbors peeking on both sides, a
  /// small ring) it is `floor(page / count)`, which tells the copies apart.
  public var lap: Int
  /// The item's continuous distance from the position in pages: `0` focused, `-1` previous,
  /// `1` next.
  public var offset: Double
  /// Whether this is the item on the page nearest the position.
  public var isFocused: Bool
  /// The paging axis, which says how ``mainOffset`` and ``crossOffset`` map to ``x`` and ``y``.
  public var axis: CarouselAxis
  /// The distance in points along the paging axis from the viewport's center to the item's
  /// center, right-to-left mirroring applied.
  public var mainOffset: Double
  /// The distance in points across the paging axis from the viewport's center to the item's
  /// center.
  public var crossOffset: Double
  /// The uniform scale; `1` is the item's full size.
  public var scale: Double
  /// The opacity, in `0...1` (never `0`: hidden items are left out).
  public var opacity: Double
  /// The 3D rotation, right-to-left mirroring applied.
  public var rotation: CarouselRotation
  /// The stacking order: items with a larger value are drawn in front.
  public var zIndex: Double
  /// The item's own length along the paging axis, unscaled, when the items have their own
  /// lengths (`CarouselEngine.itemLengthsChanged(_:at:)`, honored by the row styles): frame
  /// the item to it. `nil` when every item is ``CarouselLayoutGeometry/itemMainLength`` long.
  public var mainLength: Double?

  /// Creates a visible item: the layout does this, and a host only reads the items it places.
  package init(
    index: Int, page: Int, lap: Int, offset: Double, isFocused: Bool, axis: CarouselAxis,
    mainOffset: Double, crossOffset: Double, scale: Double, opacity: Double,
    rotation: CarouselRotation, zIndex: Double, mainLength: Double? = nil
  ) {
    self.index = index
    self.page = page
    self.lap = lap
    self.offset = offset
    self.isFocused = isFocused
    self.axis = axis
    self.mainOffset = mainOffset
    self.crossOffset = crossOffset
    self.scale = scale
    self.opacity = opacity
    self.rotation = rotation
    self.zIndex = zIndex
    self.mainLength = mainLength
  }

  /// The horizontal distance in points from the viewport's center to the item's center.
  public var x: Double { axis == .horizontal ? mainOffset : crossOffset }
  /// The vertical distance in points from the viewport's center to the item's center.
  public var y: Double { axis == .horizontal ? crossOffset : mainOffset }

  /// A stable identity for the item's view when combined with the item's ID: `(index, lap)`.
  package var identity: CarouselSlotIdentity { CarouselSlotIdentity(index: index, lap: lap) }
}

extension CarouselVisibleItem {
  /// Whether this item is painted before (behind) `other`: by ``zIndex``, then the item farther
  /// from the focus first, then by ``page``. A total order, so every renderer draws items with
  /// equal z the same way (SwiftUI draws equal `zIndex` in `ForEach` order: iterate the items
  /// sorted by this).
  @inlinable package func isPainted(before other: CarouselVisibleItem) -> Bool {
    if zIndex != other.zIndex { return zIndex < other.zIndex }
    if abs(offset) != abs(other.offset) { return abs(offset) > abs(other.offset) }
    return page < other.page
  }
}
