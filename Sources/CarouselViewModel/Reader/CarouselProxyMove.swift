import CarouselCore

/// Where a proxy's move by ID goes in a carousel whose host's IDs are of type `ID`: to the item
/// with that ID, to a position (untagged fixed pages, whose IDs, as the app sees them, are their
/// positions), or nowhere, with a diagnostic (an ID of another type than the carousel's).
package enum CarouselProxyMove<ID: Hashable & Sendable>: Equatable {
  /// To the item with this ID.
  case id(ID)
  /// To the item at this position.
  case index(Int)
  /// Nowhere: the current item stays, and the diagnostic says why.
  case refused(CarouselDiagnostic)

  /// The move to `id` in a carousel whose app's IDs are of type `expected` (`nil`: untagged
  /// pages): the host's IDs are the app's, or, for fixed pages, their tags erased.
  package init<Target: Hashable & Sendable>(to id: Target, expected: Any.Type?) {
    guard let expected else {
      if let index = id as? Int {
        self = .index(index)
      } else {
        self = .refused(.pagesWithoutIDs(given: "\(Target.self)"))
      }
      return
    }
    guard expected == Target.self else {
      self = .refused(.selectionOfAnotherType(given: "\(Target.self)", expected: "\(expected)"))
      return
    }
    if let typed = id as? ID {
      self = .id(typed)
    } else if let erased = AnyItemID(id) as? ID {
      self = .id(erased)
    } else {
      self = .refused(.selectionOfAnotherType(given: "\(Target.self)", expected: "\(ID.self)"))
    }
  }
}
