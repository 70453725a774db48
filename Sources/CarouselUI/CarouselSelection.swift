#if canImport(SwiftUI)
  import SwiftUI

  /// How a carousel's selection is bound: to the selected item's ID, like `TabView`, or to its
  /// position among the items.
  enum CarouselSelection<ID: Hashable & Sendable> {
    /// The selected item's ID; `nil` selects the first item (and is written back).
    case id(Binding<ID?>)
    /// The selected item's position, `0` for the first.
    case index(Binding<Int>)

    /// The binding's value, for comparing one update with the next.
    var value: CarouselSelectionValue<ID> {
      switch self {
      case .id(let binding): return .id(binding.wrappedValue)
      case .index(let binding): return .index(binding.wrappedValue)
      }
    }
  }

  /// The value of a ``CarouselSelection``.
  enum CarouselSelectionValue<ID: Hashable & Sendable>: Equatable {
    case id(ID?)
    case index(Int)
  }
#endif
