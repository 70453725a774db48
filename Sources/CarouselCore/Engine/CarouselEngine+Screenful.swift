extension CarouselEngine {
  /// The screenful a step of ``CarouselPagingStep/screenful`` moves when the carousel rests on
  /// its resting page, or `nil` when the configuration steps by items or a screenful holds one
  /// item (one in view, or items that overlap): then a step is an item step, as it always was.
  /// Read from the layout at rest, so it costs two layouts: once a release or a step, never per
  /// frame.
  var screenful: CarouselScreenful? {
    guard configuration.pagingStep == .screenful else { return nil }
    // The same row with no ends: a finite row's first and last screens are cut short.
    var unbounded = configuration
    unbounded.isLooping = true
    return CarouselScreenful(
      restingPage: restingPage, shown: pagesInView(laidOutBy: configuration),
      unbounded: pagesInView(laidOutBy: unbounded))
  }

  /// The pages of the items wholly in view (reachable) at rest on the resting page, laid out as
  /// `configuration` says: what a screenful and ``reveal(page:at:)`` read.
  func pagesInView(laidOutBy configuration: CarouselConfiguration) -> [Int] {
    let context = configuration.layoutContext(
      position: CarouselPosition(page: restingPage), count: items.count,
      reduceMotion: reduceMotion)
    let visible = configuration.style.visibleItems(in: context)
    let mask = CarouselReachableItems.mask(
      of: visible, laidOutBy: configuration.style, in: context)
    return visible.indices.filter { mask & 1 << UInt64($0) != 0 }.map { visible[$0].page }
  }
}
