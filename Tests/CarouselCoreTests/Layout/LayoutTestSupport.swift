import CarouselCore

/// Whether two values agree to within `tolerance` (absolute).
func isClose(_ lhs: Double, _ rhs: Double, tolerance: Double = 1e-9) -> Bool {
  abs(lhs - rhs) <= tolerance
}

/// The parts of an item a key-frame test spells out: index, main offset, scale, opacity.
struct KeyFrame: CustomStringConvertible {
  var index: Int
  var main: Double
  var scale: Double
  var opacity: Double

  init(_ index: Int, _ main: Double, _ scale: Double, _ opacity: Double) {
    self.index = index
    self.main = main
    self.scale = scale
    self.opacity = opacity
  }

  var description: String { "(\(index), \(main), \(scale), \(opacity))" }
}

/// Whether `items` are exactly `expected`, in page order, to within a small tolerance.
func matches(
  _ items: some Collection<CarouselVisibleItem>, _ expected: [KeyFrame], tolerance: Double = 1e-6
) -> Bool {
  items.count == expected.count
    && zip(items, expected).allSatisfy { item, frame in
      item.index == frame.index && isClose(item.mainOffset, frame.main, tolerance: tolerance)
        && isClose(item.scale, frame.scale, tolerance: tolerance)
        && isClose(item.opacity, frame.opacity, tolerance: tolerance)
    }
}

/// The key frames of `items`, for failure messages.
func keyFrames(_ items: some Collection<CarouselVisibleItem>) -> [KeyFrame] {
  items.map { KeyFrame($0.index, $0.mainOffset, $0.scale, $0.opacity) }
}

/// A position from a count of hundredths of a page, exact in the page part.
func position(hundredths: Int) -> CarouselPosition {
  let page = hundredths >= 0 ? hundredths / 100 : -((-hundredths + 99) / 100)
  return CarouselPosition(page: page, fraction: Double(hundredths - page * 100) / 100)
}

/// A paging axis with a reading direction.
typealias Orientation = (axis: CarouselAxis, direction: CarouselLayoutDirection)

/// Every paging axis with every reading direction.
let everyOrientation: [Orientation] = [
  (.horizontal, .leftToRight), (.horizontal, .rightToLeft), (.vertical, .leftToRight),
  (.vertical, .rightToLeft),
]

/// A context `main` points long along the paging axis of `orientation` and `cross` across it,
/// at `page` plus `fraction` of `count` items; the other inputs as their defaults.
func orientedContext(
  _ orientation: Orientation, main: Double = 390, cross: Double = 260, count: Int, page: Int,
  fraction: Double = 0, isLooping: Bool = false
) -> CarouselLayoutContext {
  let horizontal = orientation.axis == .horizontal
  return CarouselLayoutContext(
    count: count,
    isLooping: isLooping, viewportWidth: horizontal ? main : cross,
    viewportHeight: horizontal ? cross : main, axis: orientation.axis,
    layoutDirection: orientation.direction
  ).positioned(at: CarouselPosition(page: page, fraction: fraction))
}
