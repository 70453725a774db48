/// The main-axis paging arithmetic of a carousel with `count` items, finite or looping.
///
/// A looping carousel has no copies of its data: its pages are unbounded virtual pages, and page
/// `p` shows item `p` modulo `count` (page -1 shows the last item). A finite carousel's pages are
/// its item indices. Nothing here traps: every page in `Int`'s range, including `Int.min` and
/// `Int.max`, has a defined result.
///
/// ```swift
/// let pager = Pager(count: 5, isLooping: true)
/// pager.itemIndex(forPage: -1)  // 4
/// pager.page(after: 9)  // 10, which shows item 0
/// pager.page(forItem: 0, from: 13)  // 15: two pages forward rather than three back
/// ```
@usableFromInline package struct Pager: Hashable, Sendable {
  /// Pages further than this from 0 are moved back toward 0 by ``rebased(_:)``: far from
  /// `Int.max`, yet so far that no carousel reaches it by paging one page at a time.
  ///
  /// ``rebaseBound(bitWidth:)`` of this platform's `Int`: 2^60 with a 64-bit `Int`, 2^28 with a
  /// 32-bit one (wasm32, watchOS on arm64_32).
  package static let rebaseBound = rebaseBound(bitWidth: Int.bitWidth)

  /// The rebase bound for an `Int` of `bitWidth` bits (at most this platform's width): a
  /// sixteenth of its range, `1 << (bitWidth - 4)`. A function of the width, so that a 64-bit
  /// machine tests the 32-bit bound too (where a fixed `1 << 60` would be 0, and every looping
  /// move would be rebased).
  package static func rebaseBound(bitWidth: Int) -> Int { 1 << (bitWidth - 4) }

  /// The number of items; never negative.
  package let count: Int
  /// Whether the carousel was asked to loop; see ``loops`` for whether it does.
  package let isLooping: Bool

  /// Creates the arithmetic for `count` items; a negative count is treated as 0.
  package init(count: Int, isLooping: Bool) {
    self.count = max(count, 0)
    self.isLooping = isLooping
  }

  /// Whether the pages wrap around: only when looping was asked for and there are at least two
  /// items. One item never loops (it has no neighbors); with two, both neighbors of an item are
  /// the other item.
  package var loops: Bool { isLooping && count > 1 }

  /// The item index page `page` shows, or `nil` when there is none.
  ///
  /// Finite: `page` itself when it is a valid index. Looping: `page` modulo ``count``, rounding
  /// toward negative infinity, so page -1 shows the last item.
  package func itemIndex(forPage page: Int) -> Int? {
    if loops { return wrapped(page) }
    return (0..<count).contains(page) ? page : nil
  }

  /// The page after `page`, or `nil` when there is none.
  ///
  /// Finite: the nearest valid page after `page` (`nil` from the last page on). Looping: `page + 1`
  /// (near `Int.max`, the highest page showing the same item). `nil` with fewer than two items.
  package func page(after page: Int) -> Int? {
    guard count > 1 else { return nil }
    if loops { return advanced(page, by: 1) }
    return page < count - 1 ? max(page + 1, 0) : nil
  }

  /// The page before `page`, or `nil` when there is none.
  ///
  /// Finite: the nearest valid page before `page` (`nil` from the first page down). Looping:
  /// `page - 1` (near `Int.min`, the lowest page showing the same item). `nil` with fewer than two
  /// items.
  package func page(before page: Int) -> Int? {
    guard count > 1 else { return nil }
    if loops { return advanced(page, by: -1) }
    return page > 0 ? min(page - 1, count - 1) : nil
  }

  /// The page to show item `index` when jumping from `page`, or `nil` when `index` is not a valid
  /// item index.
  ///
  /// Finite: `index` itself. Looping: the page showing the item nearest to `page`, so a jump takes
  /// the shortest way round; when both ways are equally long it goes forward.
  package func page(forItem index: Int, from page: Int) -> Int? {
    guard (0..<count).contains(index) else { return nil }
    guard loops else { return index }
    let forward = wrapped(index - wrapped(page))
    let backward = count - forward
    return advanced(page, by: forward <= backward ? forward : -backward)
  }

  /// `position` kept within the pages: finite carousels clamp it into page 0 through the last
  /// page (page 0 when there are no items); looping carousels return it unchanged.
  package func clamped(_ position: CarouselPosition) -> CarouselPosition {
    guard !loops else { return position }
    let last = CarouselPosition(page: max(count - 1, 0))
    return min(max(position, CarouselPosition(page: 0)), last)
  }

  /// `position` moved by a whole number of laps toward page 0 when its page is further than
  /// ``rebaseBound`` from 0, so that a looping carousel never runs into `Int`'s limits; otherwise,
  /// and always for finite carousels, `position` unchanged.
  ///
  /// The item shown and the fraction never change. The shift, `position.page - result.page`, is a
  /// multiple of ``count``: apply the same shift to any other position held with it (such as an
  /// animation's target) to keep their distance.
  package func rebased(_ position: CarouselPosition) -> CarouselPosition {
    guard loops, position.page > Self.rebaseBound || position.page < -Self.rebaseBound else {
      return position
    }
    return CarouselPosition(page: wrapped(position.page), fraction: position.fraction)
  }

  /// Where `position` is in item space, for a page indicator: the item index as the page, plus
  /// the fraction of the way to the next item.
  ///
  /// Looping: the page in `0..<count`, so 4 + 0.5 of 5 items is halfway from the last item back
  /// to the first. Finite: clamped into `0...count - 1`. Page 0 when there are no items.
  @usableFromInline package func itemPosition(_ position: CarouselPosition) -> CarouselPosition {
    guard loops else { return clamped(position) }
    return CarouselPosition(page: wrapped(position.page), fraction: position.fraction)
  }

  /// ``itemPosition(_:)`` as one number, in `0..<count` when looping.
  package func itemProgress(_ position: CarouselPosition) -> Double {
    let progress = itemPosition(position).value
    // A fraction a hair below 1 can round the sum up to `count`, which is item 0 again.
    return loops && progress >= Double(count) ? 0 : progress
  }
}
