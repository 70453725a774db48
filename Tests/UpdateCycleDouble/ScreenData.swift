import CarouselCore
import CarouselViewModel

/// An item of the app's: an ID and what a slide shows.
package struct ScreenItem: Hashable, Sendable {
  package let id: Int
  package var title: String

  package init(id: Int, title: String = "") {
    self.id = id
    self.title = title.isEmpty ? "Item \(id)" : title
  }
}

/// What a carousel of the screen shows, in each shape of the public API:
/// - `items`: `Carousel(items, selection:) { … }` over an array of identifiable items;
/// - `range` and `closedRange`: `Carousel(0..<n, id: \.self, selection:) { … }`;
/// - `live`: a collection that is not an array and whose storage changes in place (Core Data's
///   `FetchedResults`, a custom collection): the same value before and after an edit;
/// - `pages`: `Carousel { … }` of fixed views (iOS 18's `Group(subviews:)`), each with the
///   identity SwiftUI gives it and, maybe, a tag.
package enum ScreenData {
  case items([ScreenItem])
  case range(Range<Int>)
  case closedRange(ClosedRange<Int>)
  case live(LiveItems)
  case pages([ScreenPage])
}

/// How the app binds a carousel's selection: `TabView`'s forms and the carousel's index form.
package enum ScreenSelection: Hashable, Sendable {
  /// No binding: the carousel keeps its selection.
  case none
  /// An optional ID (`Binding<ID?>`), holding this value first.
  case id(Int?)
  /// A non-optional ID (`Binding<ID>`); for fixed pages, their tag (`Carousel(selection:)`).
  case requiredID(Int)
  /// The selected position (`selectedIndex:`).
  case index(Int)
}

/// A fixed page of `Carousel { … }`: the identity SwiftUI gives its subview, and its tag of the
/// binding's type, if it has one.
package struct ScreenPage: Hashable, Sendable {
  package let subview: Int
  package let tag: Int?

  package init(subview: Int, tag: Int? = nil) {
    self.subview = subview
    self.tag = tag
  }
}

/// The identity SwiftUI gives a page's subview (`Subview.ID`): opaque, never equal to a tag.
package struct SubviewID: Hashable, Sendable {
  let value: Int
}

/// Live results: a collection whose value is a reference to storage the app edits in place, as
/// `FetchedResults` is; it counts the elements read, so that a test sees how often its IDs are
/// walked.
package struct LiveItems: RandomAccessCollection {
  /// The storage, shared by every copy of the value.
  package final class Storage {
    package var items: [ScreenItem]
    package var reads = 0

    package init(_ items: [ScreenItem]) { self.items = items }
  }

  package let storage: Storage

  package init(_ storage: Storage) { self.storage = storage }

  package var startIndex: Int { 0 }
  package var endIndex: Int { storage.items.count }
  package subscript(position: Int) -> ScreenItem {
    storage.reads += 1
    return storage.items[position]
  }
}
