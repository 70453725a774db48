extension CarouselEngine {
  /// The screenful VoiceOver's three-finger scroll moves when the carousel pages by screenfuls
  /// (`CarouselConfiguration.targetBehavior` is `CarouselPagingStep`'s `.screenful`), or
  /// `nil` when it does not or a screenful holds one item (one in view, or items that overlap):
  /// then a step is an item step, as it always was.
  var screenful: CarouselScreenful? {
    guard configuration.targetBehavior.pagingStep == .screenfulStep else { return nil }
    return configuration.screenful(
      restingOn: restingPage, count: items.count, reduceMotion: reduceMotion,
      itemLengths: itemLengths)
  }

  /// The pages of the items wholly in view (reachable) at rest on the resting page, laid out as
  /// `configuration` says: what ``reveal(page:at:)`` reads.
  func pagesInView(laidOutBy configuration: CarouselConfiguration) -> [Int] {
    configuration.pagesInView(
      restingOn: restingPage, count: items.count, reduceMotion: reduceMotion,
      itemLengths: itemLengths)
  }
}

extension CarouselConfiguration {
  /// The screenful a step of `CarouselPagingStep`'s `.screenful` moves when a carousel of
  /// `count` items laid out as this configuration says rests on `restingPage`, or `nil` when a
  /// screenful holds one item. Read from the layout at rest, so it costs two layouts: once a
  /// release or a step, never per frame.
  package func screenful(
    restingOn restingPage: Int, count: Int, reduceMotion: Bool,
    itemLengths: CarouselItemLengths? = nil
  ) -> CarouselScreenful? {
    // The same row with no ends: a finite row's first and last screens are cut short.
    var unbounded = self
    unbounded.layout.isLooping = true
    return CarouselScreenful(
      restingPage: restingPage,
      shown: pagesInView(
        restingOn: restingPage, count: count, reduceMotion: reduceMotion,
        itemLengths: itemLengths),
      unbounded: unbounded.pagesInView(
        restingOn: restingPage, count: count, reduceMotion: reduceMotion,
        itemLengths: itemLengths))
  }

  /// The pages of the items wholly in view (reachable) at rest on `restingPage`, laid out as
  /// this configuration says.
  func pagesInView(
    restingOn restingPage: Int, count: Int, reduceMotion: Bool, itemLengths: CarouselItemLengths?
  ) -> [Int] {
    var context = layoutContext(
      position: CarouselPosition(page: restingPage), count: count, reduceMotion: reduceMotion)
    context.itemLengths = itemLengths
    let visible = style.visibleItems(in: context)
    let mask = CarouselReachableItems.mask(of: visible, laidOutBy: style, in: context)
    return visible.indices.filter { mask & 1 << UInt64($0) != 0 }.map { visible[$0].page }
  }
}
