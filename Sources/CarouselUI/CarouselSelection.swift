#if canImport(SwiftUI)
  import SwiftUI

  /// How a carousel's selection is bound: to the selected item's ID, like `TabView`, or to its
  /// position among the items.
  enum CarouselSelection<ID: Hashable & Sendable> {
    /// The selected item's ID; `nil` until the carousel is first moved.
    case id(Binding<ID?>)
    /// The selected item's position, `0` for the first.
    case index(Binding<Int>)

    /// The binding's value, as the host compares it.
    var bound: CarouselBoundSelection<AnyItemID> {
      switch self {
      case .id(let binding): return .id(binding.wrappedValue.map(AnyItemID.init))
      case .index(let binding): return .index(binding.wrappedValue)
      }
    }

    /// Writes the host's `value` to the binding: an ID of another type (a page without a tag of
    /// the binding's type) is not written.
    func write(_ value: CarouselBoundSelection<AnyItemID>) {
      switch (self, value) {
      case (.id(let binding), .id(let id)):
        if let id, let typed = id.typed(as: ID.self) { binding.wrappedValue = typed }
      case (.index(let binding), .index(let index)):
        binding.wrappedValue = index
      default:
        break
      }
    }
  }
#endif
