import CarouselCore

/// What the renders of one carousel saw: the last render's token and data, for the slides'
/// ``CarouselContentGeneration`` and for the comparison of a collection that is not an array
/// with the host's list, made once a render. The SwiftUI layer keeps it in state and reads and
/// writes it while its body runs: no observed state, so writing it redraws nothing.
///
/// ```swift
/// let renders = CarouselRenders<[Slide]>()
/// renders.generation(of: CarouselRender(), data: slides, binding: nil, written: nil, reader: 0)  // 1
/// ```
@MainActor package final class CarouselRenders<Data: RandomAccessCollection> {
  /// The last render's token, kept so that a new token can never be mistaken for it.
  private var last: CarouselRender?
  /// Counts the renders.
  private var serial = 0
  /// The last render's data, kept so that it can be compared.
  private var lastData: Data?
  /// When the slides build anew.
  private var content = CarouselContentGeneration<CarouselBoundSelection<AnyItemID>>()
  /// For a collection that is not an array: the render that compared it with the host's list,
  /// and what it found.
  private var checked: (render: Int, value: Int?)?

  /// No render yet.
  package init() {}

  /// The generation the slides build for in `render`, with `data`, the binding holding
  /// `binding`, the host's last written or read value `written`, and the reader at `reader`
  /// (its ``CarouselReaderModel/revision``; 0 outside a reader). Data whose elements are known
  /// to be the same (``Swift/RandomAccessCollection/knownEqual(_:_:)``) counts as unchanged.
  package func generation(
    of render: CarouselRender, data: Data, binding: CarouselBoundSelection<AnyItemID>?,
    written: CarouselBoundSelection<AnyItemID>?, reader: Int
  ) -> Int {
    let unchanged = lastData.map { Data.knownEqual($0, data) } ?? false
    if render !== last {
      last = render
      serial &+= 1
      lastData = data
    }
    return content.rendered(
      serial, dataUnchanged: unchanged, binding: binding, written: written,
      readerRevision: reader)
  }

  /// For a collection that is not an array, compared once per render with `host`'s list: `nil`
  /// when the host shows exactly these IDs, else this render's number (so that the stage's
  /// comparison sees a change once, and equal values stay equal); `nil` for arrays, which the
  /// stage compares itself.
  package func itemsCheck<ID: Hashable & Sendable>(
    data: Data, id: KeyPath<Data.Element, ID>, host: CarouselModel.Host
  ) -> Int? {
    guard !Data.isStandardArray else { return nil }
    if let checked, checked.render == serial { return checked.value }
    let shown = host.shows(data.lazy.map { AnyItemID($0[keyPath: id]) })
    checked = (serial, shown ? nil : serial)
    return checked?.value
  }
}
