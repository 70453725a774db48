import CarouselCore

/// How fixed pages are selected: not at all, by position, or by tag (the binding holds a page's
/// tag of its type; a `ForEach` tags its views with their IDs).
package enum CarouselPageSelection {
  /// They are not bound.
  case none
  /// By position.
  case index(CarouselSelection<AnyItemID>)
  /// By tag: `tagOf` reads a subview's tag of the binding's type (given as `Any`, since
  /// `Subview` is newer than the package's floor), `binding` reads and writes tags, and the
  /// tags are of type `tagType`.
  case tag(tagOf: (Any) -> AnyItemID?, binding: CarouselSelection<AnyItemID>, tagType: Any.Type)

  /// The tags' type: the type of the IDs a proxy moves the carousel by; `nil` for untagged
  /// pages, moved by position.
  package var tagType: Any.Type? {
    guard case .tag(_, _, let tagType) = self else { return nil }
    return tagType
  }

  /// The carousel's selection over page IDs.
  package var binding: CarouselSelection<AnyItemID>? {
    switch self {
    case .none: return nil
    case .index(let binding), .tag(_, let binding, _): return binding
    }
  }

  /// The page of `subview` at `index`, whose identity SwiftUI gives as `subviewID`: identified
  /// by its tag when a tag selection finds one, otherwise by that identity.
  package func page(of subview: Any, subviewID: AnyItemID, index: Int) -> CarouselPage {
    if case .tag(let tagOf, _, _) = self, let tag = tagOf(subview) {
      return CarouselPage(id: tag, index: index, isTagged: true)
    }
    return CarouselPage(id: subviewID, index: index, isTagged: false)
  }

  /// The warning for `pages` of a tag selection none of which has a tag of its type; `nil`
  /// otherwise.
  package func diagnostic(of pages: [CarouselPage]) -> CarouselDiagnostic? {
    guard let tagType else { return nil }
    return TagSelectionCheck.diagnostic(
      pageCount: pages.count, taggedCount: pages.lazy.filter(\.isTagged).count,
      tagType: "\(tagType)")
  }
}
