/// One fixed page of a `Carousel { … }` (iOS 18): its ID in the carousel (its tag of the
/// selection's type, or SwiftUI's identity of its subview) and its position among the subviews,
/// which its content is.
package struct CarouselPage: Hashable, Sendable {
  /// The page's ID in the carousel.
  package let id: AnyItemID
  /// The page's position among the pages, `0` for the first.
  package let index: Int
  /// Whether the page has a tag of the selection's type (its ID is then that tag).
  package let isTagged: Bool

  /// A page with every part given.
  package init(id: AnyItemID, index: Int, isTagged: Bool) {
    self.id = id
    self.index = index
    self.isTagged = isTagged
  }
}
