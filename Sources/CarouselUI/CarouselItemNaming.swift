#if canImport(SwiftUI)
  import SwiftUI

  /// A view that can name its carousel's items for VoiceOver with
  /// ``Carousel/carouselItemName(_:)``, whatever carousel modifiers come before: a ``Carousel``,
  /// and a carousel modifier applied to one, so that
  /// `Carousel(slides) { … }.carouselStyle(.peek).carouselItemName(\.title)` knows the item type.
  /// After SwiftUI's own modifiers the item type is not known any more: spell it there
  /// (`.carouselItemName(\Slide.title)`, ``SwiftUI/View/carouselItemName(_:)``).
  public protocol CarouselItemNaming: View {
    /// The type of the carousel's items.
    associatedtype NamedItem

    /// The same view, naming each item with `name` (see ``Carousel/carouselItemName(_:)``).
    func carouselItemName(_ name: @escaping (NamedItem) -> String) -> Self
  }

  extension ModifiedContent: CarouselItemNaming
  where Content: CarouselItemNaming, Modifier == CarouselSettingsModifier {
    /// The carousel this modifier applies to, naming its items with `name`, with the modifier
    /// applied again.
    public func carouselItemName(_ name: @escaping (Content.NamedItem) -> String) -> Self {
      ModifiedContent(content: content.carouselItemName(name), modifier: modifier)
    }
  }
#endif
