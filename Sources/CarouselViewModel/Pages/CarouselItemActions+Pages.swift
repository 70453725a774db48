import CarouselCore

extension CarouselItemActions {
  /// These actions, written on a carousel of fixed pages as the app sees them (a `Carousel` over
  /// `Range<Int>`: each page an `Int`, its position; each ID its tag of the binding's type, or,
  /// without a tag selection (`byTag` false), its position), as a function that adds the
  /// environment's callbacks of the same types and puts them over the pages, whose IDs are
  /// `AnyItemID`s: names and activations get the page's position, the ID callbacks the page's
  /// tag (`nil` for a page without one) or position.
  package func overPages(byTag: Bool)
    -> ([CarouselPage], CarouselCallbacks) -> CarouselItemActions<CarouselPage, AnyItemID>
  {
    guard let actions = self as? CarouselItemActions<Int, ID> else {
      return { _, _ in CarouselItemActions<CarouselPage, AnyItemID>() }
    }
    return { pages, callbacks in actions.adding(callbacks).over(pages, byTag: byTag) }
  }
}

extension CarouselItemActions where Element == Int {
  /// These actions over `pages` (see ``overPages(byTag:)``).
  func over(_ pages: [CarouselPage], byTag: Bool) -> CarouselItemActions<CarouselPage, AnyItemID> {
    let appID: (AnyItemID?) -> ID? = { pageID in
      guard let pageID else { return nil }
      if byTag { return pageID.typed(as: ID.self) }
      return pages.first { $0.id == pageID }.flatMap { $0.index as? ID }
    }
    return CarouselItemActions<CarouselPage, AnyItemID>(
      itemName: itemName.map { name in { page in name(page.index) } },
      selectionChanges: selectionChanges.map { action in
        { old, new, cause in action(appID(old), appID(new), cause) }
      },
      visibleItemsChanges: visibleItemsChanges.map { action in
        { ids in action(ids.compactMap(appID)) }
      },
      activations: activations.map { action in { page in action(page.index) } })
  }
}
