/// The item IDs of the app's data, compared so that every change reaches the host and an
/// unchanged array costs nothing to compare:
/// - the standard library's arrays (value types) by storage first: the same storage holds the
///   same IDs, and an update that did not change the data hands back the same array; then ID
///   by ID;
/// - a range of its own `Int` IDs by its bounds (see ``run``);
/// - any other collection by how it compared with the host's list when the render made it
///   (`check`, once a render, ``CarouselRenders/itemsCheck(data:id:host:)``): a collection
///   backed by a reference (live database results) is the same value before and after its
///   contents change, so comparing it with its previous value would never see a change.
package struct CarouselItemIDs<Data: RandomAccessCollection, ID: Hashable & Sendable>: Equatable {
  package let data: Data
  package let id: KeyPath<Data.Element, ID>
  /// For a collection that is not an array: the number of the last render that found its IDs
  /// different from the host's list (`0`: none has); `nil` for arrays and runs.
  package let check: Int?
  /// The data itself when it is an array of its own IDs (`Carousel(names, id: \.self)`): the
  /// host keeps it as it is, sharing its storage, with no key path read per ID.
  private let ownIDs: [ID]?
  /// The consecutive integers the data is, when it is a range of its own IDs
  /// (``Swift/RandomAccessCollection/run(id:)``): compared and sent as its bounds, O(1) at any
  /// count.
  package let run: Range<Int>?

  /// The IDs of `data`, with the render's `check` of a collection that is not an array.
  package init(data: Data, id: KeyPath<Data.Element, ID>, check: Int?) {
    self.data = data
    self.id = id
    self.check = check
    let isIdentity = id as AnyKeyPath == \Data.Element.self as AnyKeyPath
    ownIDs = isIdentity ? data as? [ID] : nil
    run = data.run(id: id)
  }

  /// The IDs, as the host keeps them: the data itself when it is an array of its own IDs, else
  /// an array of each element's ID.
  package var hostIDs: [ID] {
    ownIDs ?? data.map { $0[keyPath: id] }
  }

  package static func == (lhs: Self, rhs: Self) -> Bool {
    guard lhs.id == rhs.id else { return false }
    // A range is a value: equal bounds are the same IDs.
    if lhs.run != nil || rhs.run != nil { return lhs.run == rhs.run }
    guard Data.isStandardArray else { return lhs.check == rhs.check }
    if Data.sharesStorage(lhs.data, rhs.data) { return true }
    if let left = lhs.ownIDs, let right = rhs.ownIDs { return left == right }
    return lhs.data.lazy.map { $0[keyPath: lhs.id] }.elementsEqual(
      rhs.data.lazy.map { $0[keyPath: rhs.id] })
  }
}
