#if canImport(SwiftUI)
  import SwiftUI

  /// A carousel, or a carousel with carousel modifiers applied: a view that knows its items'
  /// type and their IDs' type, as SwiftUI's `DynamicViewContent` knows its data, so that the
  /// modifiers that take an item or an ID infer them, whatever carousel modifiers come before:
  /// `Carousel(places) { … }.carouselStyle(.peek).onCarouselSelectionChange { old, new, cause in
  /// … }`. After SwiftUI's own modifiers (`.frame`, `.padding`) the types are not known any more:
  /// there, spell them in the closure (`{ (old: Place.ID?, new: Place.ID?, cause) in … }`,
  /// ``SwiftUI/View/onCarouselSelectionChange(_:)``).
  public protocol DynamicCarouselContent: View {
    /// The type of the carousel's items.
    associatedtype Item
    /// The type of the items' IDs.
    associatedtype ItemID: Hashable & Sendable

    /// The same view, naming each item with `name` (see ``Carousel/carouselItemName(_:)``).
    func carouselItemName(_ name: @escaping (Item) -> String) -> Self

    /// The same view, calling `action` when the selected item changes (see
    /// ``Carousel/onCarouselSelectionChange(_:)``).
    func onCarouselSelectionChange(
      _ action: @escaping (ItemID?, ItemID?, CarouselSelectionCause) -> Void
    ) -> Self

    /// The same view, calling `action` when the items in view change (see
    /// ``Carousel/onCarouselVisibleItemsChange(_:)``).
    func onCarouselVisibleItemsChange(_ action: @escaping ([ItemID]) -> Void) -> Self

    /// The same view, calling `action` when the user activates the selected item (see
    /// ``Carousel/onCarouselActivate(_:)``).
    func onCarouselActivate(_ action: @escaping (Item) -> Void) -> Self
  }

  extension ModifiedContent: DynamicCarouselContent
  where Content: DynamicCarouselContent, Modifier == CarouselSettingsModifier {
    /// The carousel this modifier applies to, naming its items with `name`, with the modifier
    /// applied again.
    public func carouselItemName(_ name: @escaping (Content.Item) -> String) -> Self {
      ModifiedContent(content: content.carouselItemName(name), modifier: modifier)
    }

    /// The carousel this modifier applies to, calling `action` when its selection changes, with
    /// the modifier applied again.
    public func onCarouselSelectionChange(
      _ action: @escaping (Content.ItemID?, Content.ItemID?, CarouselSelectionCause) -> Void
    ) -> Self {
      ModifiedContent(content: content.onCarouselSelectionChange(action), modifier: modifier)
    }

    /// The carousel this modifier applies to, calling `action` when its items in view change,
    /// with the modifier applied again.
    public func onCarouselVisibleItemsChange(_ action: @escaping ([Content.ItemID]) -> Void)
      -> Self
    {
      ModifiedContent(content: content.onCarouselVisibleItemsChange(action), modifier: modifier)
    }

    /// The carousel this modifier applies to, calling `action` when the user activates its
    /// selected item, with the modifier applied again.
    public func onCarouselActivate(_ action: @escaping (Content.Item) -> Void) -> Self {
      ModifiedContent(content: content.onCarouselActivate(action), modifier: modifier)
    }
  }
#endif
