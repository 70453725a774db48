/// Which of a still carousel's drawn items a user reaches directly, with a tap on its content,
/// as in a scroll view: in a row of items that do not overlap (a leading row of three tiles, a
/// peek carousel's focused card), every item wholly in view. VoiceOver reaches more: also the
/// row's items partly or not in view (see ``masks(of:itemSize:viewportWidth:viewportHeight:)``). Where items overlap (a stack, a ring, cover flow) or turn in depth, only the
/// focused one: an item behind another cannot take the touch meant for the one in front.
///
/// Items are placed as a renderer places them: an unscaled `itemSize` frame, scaled about its
/// center by ``CarouselVisibleItem/scale``, its center moved from the viewport's center by
/// ``CarouselVisibleItem/x`` and ``CarouselVisibleItem/y``. The focused item is always
/// reachable, also when it is larger than the viewport.
@usableFromInline package enum CarouselReachableItems {
  /// How far, in points, an item may stick out of the viewport and still count as wholly in
  /// view, and two items may cover each other and still count as side by side: rounding.
  package static let tolerance = 0.5

  /// How much of an item partly in view, in points along each axis, must show for its content
  /// to take touches at rest: Apple's minimum hit target (44 × 44 points, Human Interface
  /// Guidelines), or the item's whole extent along an axis where it is smaller. A thinner sliver
  /// at the viewport's edge is no target for its content's buttons: a tap on it selects the item
  /// (``CarouselSlot/selectsOnTap``), which brings it into view.
  package static let minimumTouchableExtent = 44.0

  /// A mask with bit `position` set for each of `items` (in their order) that a user reaches
  /// directly in a `viewportWidth` × `viewportHeight` viewport. A layout draws at most
  /// ``CarouselLayoutGeometry/maximumVisibleSlots`` items, fewer than the mask's 64 bits.
  @usableFromInline package static func mask(
    of items: CarouselVisibleItems, itemSize: CarouselSize, viewportWidth: Double,
    viewportHeight: Double
  ) -> UInt64 {
    masks(
      of: items, itemSize: itemSize, viewportWidth: viewportWidth, viewportHeight: viewportHeight
    ).reachable
  }

  /// The reachable items' mask (``mask(of:itemSize:viewportWidth:viewportHeight:)``) and the
  /// accessible items' (bit `position` set for each of `items` that is an element of its own for
  /// VoiceOver), found in one pass over the items' covers. Accessible: the reachable items and
  /// every other item that faces the viewer and that no other item covers, in view or not (a
  /// layout leaves hidden items out), so that in a row of items that do not overlap VoiceOver's next and
  /// previous reach the partly shown tile after the last whole one (and the drawn tiles just
  /// beyond), as every element of a scroll view stays reachable; the host then brings the one
  /// VoiceOver focuses wholly into view (``CarouselHost/accessibilityFocused(page:at:)``).
  /// Where items overlap or turn (a stack, a ring, cover flow), only the focused one.
  ///
  /// Touchable (bit set: the item's content takes touches at rest, as a scroll view's content
  /// does, a partly shown tile's button included): the reachable items and every other item
  /// that faces the viewer, that no other item covers and that shows at least
  /// ``minimumTouchableExtent`` points in view along each axis (its whole extent where it is
  /// smaller). Where items overlap or turn, only the focused one.
  @usableFromInline package static func masks(
    of items: CarouselVisibleItems, itemSize: CarouselSize, viewportWidth: Double,
    viewportHeight: Double
  ) -> (reachable: UInt64, accessible: UInt64, touchable: UInt64) {
    func isCovered(_ position: Int, _ frame: CarouselRect) -> Bool {
      items.indices.contains { other in
        other != position && overlap(frame, Self.frame(of: items[other], itemSize: itemSize))
      }
    }
    var reachable: UInt64 = 0
    var accessible: UInt64 = 0
    var touchable: UInt64 = 0
    for (position, item) in zip(items.indices, items) {
      let bit: UInt64 = 1 << UInt64(position)
      if item.isFocused {
        reachable |= bit
        accessible |= bit
        touchable |= bit
        continue
      }
      let frame = frame(of: item, itemSize: itemSize)
      guard isFlat(item), !isCovered(position, frame) else { continue }
      if isWhollyInView(frame, width: viewportWidth, height: viewportHeight) { reachable |= bit }
      if showsEnough(frame, width: viewportWidth, height: viewportHeight) { touchable |= bit }
      accessible |= bit
    }
    return (reachable, accessible, touchable)
  }

  /// ``mask(of:itemSize:viewportWidth:viewportHeight:)`` for `items` that `style` laid out in
  /// `context`: its item size and viewport.
  @usableFromInline package static func mask(
    of items: CarouselVisibleItems, laidOutBy style: CarouselConfiguration.AnyStyle,
    in context: CarouselLayoutContext
  ) -> UInt64 {
    masks(of: items, laidOutBy: style, in: context).reachable
  }

  /// ``masks(of:itemSize:viewportWidth:viewportHeight:)`` for `items` that `style` laid out in
  /// `context`: its item size and viewport.
  @usableFromInline package static func masks(
    of items: CarouselVisibleItems, laidOutBy style: CarouselConfiguration.AnyStyle,
    in context: CarouselLayoutContext
  ) -> (reachable: UInt64, accessible: UInt64, touchable: UInt64) {
    masks(
      of: items, itemSize: style.geometry(in: context).itemSize,
      viewportWidth: context.viewportWidth, viewportHeight: context.viewportHeight)
  }

  /// Whether the item faces the viewer: a turned item's drawn frame is not its layout frame.
  static func isFlat(_ item: CarouselVisibleItem) -> Bool {
    item.rotation.angle == 0 && item.scale > 0
  }

  /// The item's drawn frame, its origin at the viewport's center: `itemSize`, or along the
  /// paging axis the item's own length when it has one.
  static func frame(of item: CarouselVisibleItem, itemSize: CarouselSize)
    -> CarouselRect
  {
    let size = item.size(itemSize: itemSize)
    let (width, height) = (size.width * item.scale, size.height * item.scale)
    return CarouselRect(x: item.x - width / 2, y: item.y - height / 2, width: width, height: height)
  }

  static func isWhollyInView(_ frame: CarouselRect, width: Double, height: Double)
    -> Bool
  {
    frame.x >= -width / 2 - tolerance && frame.x + frame.width <= width / 2 + tolerance
      && frame.y >= -height / 2 - tolerance && frame.y + frame.height <= height / 2 + tolerance
  }

  /// Whether `frame` shows at least ``minimumTouchableExtent`` points in a `width` × `height`
  /// viewport along each axis, or its whole extent along an axis where it is smaller (less the
  /// rounding tolerance). A frame of NaN or negative extent shows nothing.
  static func showsEnough(_ frame: CarouselRect, width: Double, height: Double) -> Bool {
    func shows(from start: Double, length: Double, in room: Double) -> Bool {
      let shown = min(start + length, room / 2) - max(start, -room / 2)
      return shown >= min(minimumTouchableExtent, length) - tolerance && shown > 0
    }
    return shows(from: frame.x, length: frame.width, in: width)
      && shows(from: frame.y, length: frame.height, in: height)
  }

  static func overlap(_ a: CarouselRect, _ b: CarouselRect) -> Bool {
    min(a.x + a.width, b.x + b.width) - max(a.x, b.x) > tolerance
      && min(a.y + a.height, b.y + b.height) - max(a.y, b.y) > tolerance
  }
}
