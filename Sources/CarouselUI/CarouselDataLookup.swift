#if canImport(SwiftUI)
  extension RandomAccessCollection {
    /// The element that shows the host's item `itemID`, found at `offset`, where the host's
    /// list says the item is in the list it was given. Right after the app's data changed, and
    /// before its change handler told the host, the offset may point elsewhere in the new data
    /// (or past its end): then the element is found by its ID, and `nil` when it is gone.
    func element<ID: Hashable & Sendable>(
      showing itemID: AnyItemID, atOffset offset: Int, id: KeyPath<Element, ID>
    ) -> Element? {
      if offset >= 0, offset < count {
        let element = self[index(startIndex, offsetBy: offset)]
        if AnyItemID(element[keyPath: id]) == itemID { return element }
      }
      return first { AnyItemID($0[keyPath: id]) == itemID }
    }

    /// The element that shows `host`'s item `itemID`, found where the host's list says the item
    /// is in the list it was given (see `element(showing:atOffset:id:)`).
    func element<ID: Hashable & Sendable>(
      showingHostItem itemID: AnyItemID, of host: CarouselModel.Host, id: KeyPath<Element, ID>
    ) -> Element? {
      let offset = host.engine.index(of: itemID).map { host.engine.inputOffset(ofItem: $0) } ?? -1
      return element(showing: itemID, atOffset: offset, id: id)
    }
  }
#endif
