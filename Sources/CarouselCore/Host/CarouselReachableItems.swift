/// Which of a still carousel's drawn items a user reaches directly, with a tap on its content
/// and as an element of its own for VoiceOver, as in a scroll view: in a row of items that do
/// not overlap (a leading row of three tiles, a peek carousel's focused card), every item wholly
/// in view. Where items overlap (a stack, a ring, cover flow) or turn in depth, only the
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

  /// A mask with bit `position` set for each of `items` (in their order) that a user reaches
  /// directly in a `viewportWidth` × `viewportHeight` viewport. A layout draws at most
  /// ``CarouselLayoutGeometry/maximumVisibleSlots`` items, fewer than the mask's 64 bits.
  @usableFromInline package static func mask(
    of items: CarouselVisibleItems, itemSize: CarouselSize, viewportWidth: Double,
    viewportHeight: Double
  ) -> UInt64 {
    func isCovered(_ position: Int, _ frame: CarouselRect) -> Bool {
      items.indices.contains { other in
        other != position && overlap(frame, Self.frame(of: items[other], itemSize: itemSize))
      }
    }
    var mask: UInt64 = 0
    for (position, item) in zip(items.indices, items) {
      let frame = frame(of: item, itemSize: itemSize)
      let isReachable =
        item.isFocused
        || (isFlat(item) && isWhollyInView(frame, width: viewportWidth, height: viewportHeight)
          && !isCovered(position, frame))
      if isReachable { mask |= 1 << UInt64(position) }
    }
    return mask
  }

  /// ``mask(of:itemSize:viewportWidth:viewportHeight:)`` for `items` that `style` laid out in
  /// `context`: its item size and viewport.
  @usableFromInline package static func mask(
    of items: CarouselVisibleItems, laidOutBy style: CarouselConfiguration.AnyStyle,
    in context: CarouselLayoutContext
  ) -> UInt64 {
    mask(
      of: items, itemSize: style.geometry(in: context).itemSize,
      viewportWidth: context.viewportWidth, viewportHeight: context.viewportHeight)
  }

  /// Whether the item faces the viewer: a turned item's drawn frame is not its layout frame.
  static func isFlat(_ item: CarouselVisibleItem) -> Bool {
    item.rotation.angle == 0 && item.scale > 0
  }

  /// The item's drawn frame, its origin at the viewport's center.
  static func frame(of item: CarouselVisibleItem, itemSize: CarouselSize)
    -> CarouselRect
  {
    let width = itemSize.width * item.scale
    let height = itemSize.height * item.scale
    return CarouselRect(x: item.x - width / 2, y: item.y - height / 2, width: width, height: height)
  }

  static func isWhollyInView(_ frame: CarouselRect, width: Double, height: Double)
    -> Bool
  {
    frame.x >= -width / 2 - tolerance && frame.x + frame.width <= width / 2 + tolerance
      && frame.y >= -height / 2 - tolerance && frame.y + frame.height <= height / 2 + tolerance
  }

  static func overlap(_ a: CarouselRect, _ b: CarouselRect) -> Bool {
    min(a.x + a.width, b.x + b.width) - max(a.x, b.x) > tolerance
      && min(a.y + a.height, b.y + b.height) - max(a.y, b.y) > tolerance
  }
}
