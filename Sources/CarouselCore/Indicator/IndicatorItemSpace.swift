// How the page indicator and its accessibility model read positions and indices given in item
// space: finite carousels clamp to their items, looping ones wrap around. Whole items stay
// integers all the way, so every count up to `Int.max` is exact.

/// `progress`, a continuous item index held in one `Double`, as an item-space position: NaN and
/// infinities count as 0, and whole items saturate at the ends of `Int`. The one place where the
/// indicator turns a `Double` into items.
func itemPosition(progress: Double) -> CarouselPosition {
  CarouselPosition(page: 0, fraction: Numerics.finiteOrZero(progress))
}

/// `position` as a position in `0...count - 1` (finite: clamped, so it rests on the first or last
/// item beyond them) or `0..<count` (looping: the whole item wrapped by floor modulo, the fraction
/// kept). `count` must be positive.
func normalizedItemPosition(_ position: CarouselPosition, count: Int, isLooping: Bool)
  -> CarouselPosition
{
  if isLooping {
    return CarouselPosition(
      page: Numerics.floorModulo(position.page, count), fraction: position.fraction)
  }
  if position.page < 0 { return CarouselPosition(page: 0) }
  if position.page >= count - 1 { return CarouselPosition(page: count - 1) }
  return position
}

/// `index` as an item index, clamped (finite) or wrapped (looping) into `0..<count`; nil counts
/// as the first item. `count` must be positive.
func normalizedItemIndex(_ index: Int?, count: Int, isLooping: Bool) -> Int {
  let index = index ?? 0
  return isLooping ? Numerics.floorModulo(index, count) : min(max(index, 0), count - 1)
}
