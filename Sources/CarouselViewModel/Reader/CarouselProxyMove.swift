import CarouselCore

/// Where a proxy's move by ID goes: to the item with that ID, to a position (untagged fixed
/// pages, whose IDs, as the app sees them, are their positions), or nowhere, with a diagnostic
/// (an ID of another type than the carousel's).
package enum CarouselProxyMove: Equatable {
  /// To the item with this ID.
  case id(AnyItemID)
  /// To the item at this position.
  case index(Int)
  /// Nowhere: the current item stays, and the diagnostic says why.
  case refused(CarouselDiagnostic)

  /// The move to `id` in a carousel whose IDs are of type `expected` (`nil`: untagged pages).
  package init<ID: Hashable & Sendable>(to id: ID, expected: Any.Type?) {
    guard let expected else {
      if let index = id as? Int {
        self = .index(index)
      } else {
        self = .refused(.pagesWithoutIDs(given: "\(ID.self)"))
      }
      return
    }
    guard expected == ID.self else {
      self = .refused(.selectionOfAnotherType(given: "\(ID.self)", expected: "\(expected)"))
      return
    }
    self = .id(AnyItemID(id))
  }
}
