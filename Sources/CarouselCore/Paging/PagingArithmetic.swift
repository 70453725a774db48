// Overflow-free page arithmetic shared by `Pager` and `DragResolver`.

extension Pager {
  /// `value` modulo ``count``, rounded toward negative infinity: in `0..<count`.
  /// Requires `count > 0`; never overflows, even for `Int.min`.
  func wrapped(_ value: Int) -> Int { Numerics.floorModulo(value, count) }

  /// `page` moved by `delta` pages.
  ///
  /// Finite: clamped into the valid pages (page 0 when there are none). Looping: `page + delta`;
  /// when that passes `Int`'s limits, the page nearest the limit that shows the same item, so the
  /// item sequence stays right even where the page number cannot grow.
  func advanced(_ page: Int, by delta: Int) -> Int {
    guard loops else { return min(max(Numerics.saturatingAdd(page, delta), 0), max(count - 1, 0)) }
    let (sum, overflow) = page.addingReportingOverflow(delta)
    guard overflow else { return sum }
    let item = wrappedSum(wrapped(page), wrapped(delta))
    if delta > 0 {
      return Int.max - wrapped(wrapped(Int.max) - item)
    }
    return Int.min + wrapped(item - wrapped(Int.min))
  }

  /// `(lhs + rhs)` modulo ``count`` for `lhs` and `rhs` in `0..<count`, without overflowing even
  /// when ``count`` is near `Int.max`.
  private func wrappedSum(_ lhs: Int, _ rhs: Int) -> Int {
    let sum = lhs - (count - rhs)
    return sum < 0 ? sum + count : sum
  }
}
