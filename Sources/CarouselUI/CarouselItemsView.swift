#if canImport(SwiftUI)
  import SwiftUI

  /// One carousel over `data`: its model, made once when the carousel first appears and run on
  /// the clock the environment gives then (every carousel has its own model, also inside a
  /// ``CarouselReader``, which only points at one), and its stage, with what this render of the
  /// carousel by the view around it means for the slides (see ``CarouselRenders``).
  struct CarouselItemsView<Data: RandomAccessCollection, ID: Hashable & Sendable, Content: View>:
    View
  {
    let data: Data
    let id: KeyPath<Data.Element, ID>
    let selection: CarouselSelection<ID>?
    let actions: CarouselItemActions<Data.Element, ID>
    /// Stands for this render of the carousel by the view around it.
    let render: CarouselRender
    /// Whether two values of `Data` are the same elements (the same array storage); `false`
    /// when that cannot be known.
    let sharesData: (Data, Data) -> Bool
    /// The type of the IDs the app moves the carousel by (`nil` for fixed pages without tags).
    var idType: Any.Type? = ID.self
    let content: (Data.Element) -> Content
    @Environment(\.carouselSettings) private var settings
    @Environment(\.carouselReader) private var reader
    @Environment(\.carouselCallbacks) private var callbacks
    @StateObject private var model: CarouselModel
    @State private var renders = CarouselRenders<Data>()

    init(
      data: Data, id: KeyPath<Data.Element, ID>, selection: CarouselSelection<ID>?,
      actions: CarouselItemActions<Data.Element, ID>, render: CarouselRender,
      sharesData: @escaping (Data, Data) -> Bool, idType: Any.Type? = ID.self,
      content: @escaping (Data.Element) -> Content
    ) {
      self.data = data
      self.id = id
      self.selection = selection
      self.actions = actions
      self.render = render
      self.sharesData = sharesData
      self.idType = idType
      self.content = content
      // Made once: StateObject keeps the first model for the view's lifetime.
      _model = StateObject(wrappedValue: CarouselModel())
    }

    var body: some View {
      // The environment is readable from here on: the model adopts the clock it gives, once,
      // before any event reaches it, and the ID type (adopting publishes nothing).
      let _ = model.adopt(settings.clock.clock, idType: idType)
      // Reading the renders' state here publishes nothing: it is no view state, only what the
      // last render saw.
      let generation = renders.generation(
        of: render, data: data, sharesData: sharesData,
        binding: selection?.bound, written: model.host.binding,
        readerRevision: reader?.revision ?? 0)
      CarouselStage(
        model: model, reader: reader, data: data, id: id, selection: selection,
        actions: actions.adding(callbacks), phaseChanges: callbacks.phaseChanges,
        settings: settings, focus: callbacks.focus, transition: callbacks.transition,
        generation: generation,
        itemsCheck: renders.itemsCheck(of: render, data: data, id: id, host: model.host),
        content: content)
    }
  }

  /// A token for one render of a carousel by the view around it: made in ``Carousel``'s body,
  /// which runs when the app renders the carousel (and not for the carousel's own publishes).
  final class CarouselRender: Sendable {}

  /// What the renders of one carousel saw: the last render's token and data, for the slides'
  /// ``CarouselContentGeneration`` and for the comparison of a collection that is not an array
  /// with the host's list, made once a render. A reference kept in state, which the body reads
  /// and writes while it runs: no view state, so writing it redraws nothing.
  @MainActor final class CarouselRenders<Data: RandomAccessCollection> {
    /// The last render's token, kept so that a new token can never be mistaken for it.
    private var last: CarouselRender?
    /// Counts the renders.
    private var serial = 0
    /// The last render's data, kept so that its storage can be compared.
    private var lastData: Data?
    /// When the slides build anew.
    private var content = CarouselContentGeneration<CarouselBoundSelection<AnyItemID>>()
    /// For a collection that is not an array: the render that compared it with the host's list,
    /// and what it found.
    private var checked: (render: Int, value: Int?)?

    /// The generation the slides build for in `render`, with `data`, the binding holding
    /// `binding`, the host's last written or read value `written`, and the reader at
    /// `readerRevision`.
    func generation(
      of render: CarouselRender, data: Data, sharesData: (Data, Data) -> Bool,
      binding: CarouselBoundSelection<AnyItemID>?, written: CarouselBoundSelection<AnyItemID>?,
      readerRevision: Int
    ) -> Int {
      let unchanged = lastData.map { sharesData($0, data) } ?? false
      if render !== last {
        last = render
        serial &+= 1
        lastData = data
      }
      return content.rendered(
        serial, dataUnchanged: unchanged, binding: binding, written: written,
        readerRevision: readerRevision)
    }

    /// For a collection that is not an array, compared once per render with the host's list:
    /// `nil` when the host shows exactly these IDs, else this render's number (so that the
    /// stage's comparison sees a change once, and equal values stay equal); `nil` for arrays,
    /// which the stage compares itself.
    func itemsCheck<ID: Hashable & Sendable>(
      of render: CarouselRender, data: Data, id: KeyPath<Data.Element, ID>,
      host: CarouselModel.Host
    ) -> Int? {
      guard !Data.isStandardArray else { return nil }
      if let checked, checked.render == serial { return checked.value }
      let shown = host.shows(data.lazy.map { AnyItemID($0[keyPath: id]) })
      checked = (serial, shown ? nil : serial)
      return checked?.value
    }
  }

  extension RandomAccessCollection {
    /// Whether `Self` is one of the standard library's array types, whose values never change in
    /// place while another value shares their storage.
    static var isStandardArray: Bool {
      Self.self == [Element].self || Self.self == ContiguousArray<Element>.self
        || Self.self == ArraySlice<Element>.self
    }

    /// Whether `lhs` and `rhs` are the same elements in the same memory: for the standard
    /// library's arrays only (a collection backed by a reference may change in place behind the
    /// same storage); `false` for any other collection.
    static func sharesStorage(_ lhs: Self, _ rhs: Self) -> Bool {
      guard isStandardArray else { return false }
      let shared = lhs.withContiguousStorageIfAvailable { lhs in
        rhs.withContiguousStorageIfAvailable { rhs in
          lhs.count == rhs.count && lhs.baseAddress == rhs.baseAddress
        }
      }
      return shared == true
    }
  }
#endif
