// How the page indicator and its accessibility model read positions and indices given in item
// space: finite carousels clamp to their items, looping ones wrap around.

/// `progress` as a position in `0...count - 1` (finite) or `0..<count` (looping); NaN and
/// infinities count as 0. `count` must be positive.
func normalizedItemProgress(_ progress: Double, count: Int, isLooping: Bool) -> Double {
  guard progress.isFinite else { return 0 }
  let length = Double(count)
  guard isLooping else { return min(max(progress, 0), length - 1) }
  let remainder = progress.truncatingRemainder(dividingBy: length)
  let wrapped = remainder < 0 ? remainder + length : remainder
  return wrapped < length ? wrapped : 0  // a tiny negative remainder can round up to `length`
}

/// `index` as an item index, clamped (finite) or wrapped (looping) into `0..<count`; nil counts
/// as the first item. `count` must be positive.
func normalizedItemIndex(_ index: Int?, count: Int, isLooping: Bool) -> Int {
  let index = index ?? 0
  return isLooping ? Numerics.floorModulo(index, count) : min(max(index, 0), count - 1)
}
