#if canImport(SwiftUI)
  import SwiftUI

  /// What a carousel's stage gives its model on every update, for what the host asks of the
  /// view: the binding to write, the app's names for its items, and the app's callbacks. The
  /// stage is generic over the app's data and IDs; these closures carry them to the model, which
  /// is not.
  struct CarouselConnection {
    /// Writes the host's ``CarouselHost/binding`` to the selection binding.
    var writeBinding: (CarouselBoundSelection<AnyItemID>) -> Void = { _ in }
    /// The app's name for an item, looked up in this update's data; `nil` when the carousel does
    /// not name its items.
    var nameItem: ((AnyItemID) -> String?)?
    /// Tells the app's callbacks what the host reports.
    var report: (CarouselHostEvent<AnyItemID>) -> Void = { _ in }
  }
#endif
