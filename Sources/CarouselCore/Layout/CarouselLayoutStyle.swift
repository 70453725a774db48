/// How a carousel places its items around the focus: the built-in styles (`PagedCarouselStyle`,
/// `PeekCarouselStyle`, `RingCarouselStyle` ...) and your own.
///
/// A style answers how an item at a continuous offset from the focus looks
/// (``attributes(forOffset:in:)``; `0` is focused, `-1` previous, `1` next, like SwiftUI's
/// scroll-transition phase), and how many pages away from the focus an item can still be visible
/// (``reach(in:)``, or on each side ``previousReach(in:)`` and ``nextReach(in:)``). The layout
/// walks only the pages within reach, so a frame costs the same for 3 items as for a billion,
/// and allocates nothing. A style whose items slide along a row a ``CarouselLayoutGeometry/pitch``
/// apart needs only ``attributes(forOffset:in:)``: the reaches default to a row's, and the drag
/// length (``dragLength(in:)``) is read from the attributes.
///
/// A style is a value: two styles of the same type with the same parameters are equal (compare
/// configurations that hold `any CarouselLayoutStyle` with each other). Every built-in style is
/// `Hashable`.
///
/// ```swift
/// struct TiltStyle: CarouselLayoutStyle {
///   func attributes(forOffset offset: Double, in geometry: CarouselLayoutGeometry)
///     -> CarouselItemAttributes
///   {
///     CarouselItemAttributes(
///       mainOffset: offset * geometry.pitch,
///       rotation: CarouselRotation(angle: offset * 0.3, axis: .z))
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
  /// The distance in points a finger drags to move one page: the distance the focused item
  /// travels on screen for one page at rest, so that the item under the finger stays under it,
  /// as in a scroll view. Defaults to the distance between the rest positions at offsets `0`
  /// and `-1` (``attributes(forOffset:in:)``): dragging forward the focused item travels it,
  /// dragging back the previous item does, the one on top in a deck. For a row that is the
  /// ``CarouselLayoutGeometry/pitch``. When it is not a positive finite number (items that do
  /// not move along the axis), the engine drags by the pitch.
  func dragLength(in geometry: CarouselLayoutGeometry) -> Double
  /// The length along the paging axis that a carousel of this style ideally takes so that no
  /// item is clipped at rest, when the style places its items off a row (the ring), or `nil`
  /// (the default) when the item with its peek and spacing on each side is the ideal length.
  /// The context has the item main length given and no viewport; a carousel that is offered no
  /// length along its axis takes this one (see `CarouselConfiguration`'s ideal size).
  func preferredStageLength(in context: CarouselLayoutContext) -> Double?
  /// How many pages from the focus an item can still be visible, on the roomier side: the
  /// larger of ``previousReach(in:)`` and ``nextReach(in:)``. Defaults to
  /// ``CarouselLayoutGeometry/edgeReach``, exact for a row.
  func reach(in geometry: CarouselLayoutGeometry) -> Double
  /// How many pages toward the previous side (negative offsets) an item can be from the focus
  /// and still be visible. Defaults to ``reach(in:)`` less what the focus shift takes from this
  /// side when it is the tighter one (unequal insets move the focus off center): exact for a
  /// row, and ``CarouselLayoutGeometry/previousEdgeReach`` when ``reach(in:)`` is its default.
  /// A style whose items are not a pitch apart (a deck, a ring) says its own.
  ///
  /// The layout shows the pages whose offset lies in `-previousReach...nextReach`, open at the
  /// previous end; each side at least half a page, so the focused page is always in. When that
  /// is more than ``CarouselLayoutGeometry/maximumVisibleSlots`` pages, the layout keeps that
  /// many of the pages that hold items (a finite carousel has none before its first page or
  /// after its last): it drops pages at the ends whose items are off screen first (at their
  /// scale, the geometry's item length and the focus shift), then the farthest from the focus.
  func previousReach(in geometry: CarouselLayoutGeometry) -> Double
  /// How many pages toward the next side (positive offsets) an item can be from the focus and
  /// still be visible. Defaults to ``reach(in:)`` less what the focus shift takes from this side
  /// (``CarouselLayoutGeometry/nextEdgeReach`` when ``reach(in:)`` is its default); see
  /// ``previousReach(in:)``.
  func nextReach(in geometry: CarouselLayoutGeometry) -> Double
  /// Whether the item's look repeats every `count` pages of offset, like a small ring's orbit,
  /// so an item leaving one end of the window comes back at the other exactly where it was and
  /// can keep its identity. Defaults to `false`.
  func repeatsEveryLap(in geometry: CarouselLayoutGeometry) -> Bool
  /// The alignment the style lays out for a `requested` one (``CarouselLayoutContext/alignment``):
  /// a style whose items sit on a row a ``CarouselLayoutGeometry/pitch`` apart honors
  /// ``CarouselAlignment/leading``; one arranged about its focus (the ring, cover flow, the
  /// stack) answers ``CarouselAlignment/center``. Defaults to `requested`, since the default
  /// reaches assume a row.
  func resolvedAlignment(_ requested: CarouselAlignment) -> CarouselAlignment
  /// Whether the style keeps its items inside the safe area
  /// (``CarouselLayoutContext/safeAreaInsets``) in `context`: the safe area then adds to the
  /// insets along the paging axis and to the margins across it, so that at rest the focused
  /// item and its peeks are inside it (a carousel full-width under a notch, or in landscape),
  /// and relative item lengths are shares of the room inside it, as `containerRelativeFrame`
  /// subtracts the safe area. The items still slide under the unsafe edges as they move, as a
  /// scroll view's content does. Defaults to `true`; the page styles (paged, scale, fade,
  /// rotation) answer `false` when their page fills the frame (no peek, inset, margin, item
  /// length or leading alignment), so a full-bleed page stays full-bleed.
  func respectsSafeArea(in context: CarouselLayoutContext) -> Bool
  /// How the item `offset` pages from the position looks (continuous; `0` is focused).
  func attributes(forOffset offset: Double, in geometry: CarouselLayoutGeometry)
    -> CarouselItemAttributes
  /// Whether the style casts shadows under its items (``shadow(of:)``): only then does a
  /// renderer ask for them and draw them. Defaults to `false`. Turning it on or off while a
  /// carousel is shown builds its slides' views anew, as a modifier added in an `if` does.
  var castsShadows: Bool { get }
  /// The shadow drawn under `item`, one this style placed, when the style ``castsShadows``:
  /// depth for a 3D style (a ring's front card stands out). Defaults to
  /// ``CarouselItemShadow/none``.
  func shadow(of item: CarouselVisibleItem) -> CarouselItemShadow
  /// Calls `body` with each visible item at `context`, in page order. Implement the
  /// requirements above and keep the default: it places every item through
  /// ``attributes(forOffset:in:)``. A requirement so that a carousel holding its style as
  /// `any CarouselLayoutStyle` lays out a frame in code specialized for the style's type, into
  /// the caller's storage (no copy of a frame's items).
  func forEachVisibleItem(
    in context: CarouselLayoutContext, _ body: (CarouselVisibleItem) throws -> Void
  ) rethrows
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
  /// The distance between the rest positions at offsets `0` and `-1`.
  public func dragLength(in geometry: CarouselLayoutGeometry) -> Double {
    abs(
      attributes(forOffset: 0, in: geometry).mainOffset
        - attributes(forOffset: -1, in: geometry).mainOffset)
  }
  /// No preference: the item with its peek and spacing on each side.
  public func preferredStageLength(in context: CarouselLayoutContext) -> Double? { nil }
  /// The pages of a row that touch the viewport on its roomier side:
  /// ``CarouselLayoutGeometry/edgeReach``.
  public func reach(in geometry: CarouselLayoutGeometry) -> Double { geometry.edgeReach }
  /// ``reach(in:)`` less what the focus shift takes from the previous side:
  /// ``CarouselLayoutGeometry/previousEdgeReach`` for a row.
  public func previousReach(in geometry: CarouselLayoutGeometry) -> Double {
    reach(in: geometry, onSideOf: geometry.previousEdgeReach)
  }
  /// ``reach(in:)`` less what the focus shift takes from the next side:
  /// ``CarouselLayoutGeometry/nextEdgeReach`` for a row.
  public func nextReach(in geometry: CarouselLayoutGeometry) -> Double {
    reach(in: geometry, onSideOf: geometry.nextEdgeReach)
  }
  /// Items slide along a row: their look does not repeat.
  public func repeatsEveryLap(in geometry: CarouselLayoutGeometry) -> Bool { false }
  /// `requested`: a row honors every alignment.
  public func resolvedAlignment(_ requested: CarouselAlignment) -> CarouselAlignment {
    requested
  }
  /// `true`: items stay inside the safe area at rest.
  public func respectsSafeArea(in context: CarouselLayoutContext) -> Bool { true }
  /// No shadows.
  public var castsShadows: Bool { false }
  /// No shadow.
  public func shadow(of item: CarouselVisibleItem) -> CarouselItemShadow { .none }

  /// ``reach(in:)`` on the side where a row reaches `rowSide` pages: shorter than on the roomier
  /// side by what the focus shift takes (``CarouselLayoutGeometry/edgeReach`` less `rowSide`).
  /// The default reach gives exactly `rowSide`; with no finite row reach (items of zero length)
  /// the style's reach stands on both sides, and a NaN one stays NaN (half a page).
  private func reach(in geometry: CarouselLayoutGeometry, onSideOf rowSide: Double) -> Double {
    let reach = reach(in: geometry)
    let row = geometry.edgeReach
    if reach == row { return rowSide }
    guard row.isFinite, rowSide.isFinite else { return reach }
    return reach - (row - rowSide)
  }

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
  /// `CarouselVisibleItems.inPaintOrder()`.
  @usableFromInline package func visibleItems(in context: CarouselLayoutContext)
    -> CarouselVisibleItems
  {
    var items = CarouselVisibleItems()
    forEachVisibleItem(in: context) { items.append($0) }
    return items
  }

  #if !hasFeature(Embedded)
    // Embedded Swift has no `any CarouselLayoutStyle`; `AnyCarouselLayoutStyle` compares there.
    /// Whether `other` is a style of the same type with the same parameters: how a value holding
    /// `any CarouselLayoutStyle` (a configuration) compares its style.
    func isEqual(to other: any CarouselLayoutStyle) -> Bool {
      isEqual(toOpened: other)
    }

    /// ``isEqual(to:)`` with `other` opened, so that two styles of one type, the usual case,
    /// are compared after comparing their types, without the runtime's cast from the
    /// existential and the `Optional<Self>` metadata an `as?` looks up: together most of a
    /// configuration check's instructions, and a SwiftUI view checks its configuration on every
    /// still frame.
    private func isEqual<Other: CarouselLayoutStyle>(toOpened other: Other) -> Bool {
      guard Other.self == Self.self else { return isEqual(asCast: other) }
      return (other as! Self) == self
    }

    /// Whether `other`, of another type, casts to this style's type (a subclass of a class
    /// style does) with the same parameters. Never inlined: where it is, its `Optional<Self>`
    /// metadata is looked up on every call of the caller.
    @inline(never) private func isEqual(asCast other: some CarouselLayoutStyle) -> Bool {
      guard let other = other as? Self else { return false }
      return other == self
    }
  #endif
}
