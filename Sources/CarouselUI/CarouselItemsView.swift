#if canImport(SwiftUI)
  import SwiftUI

  /// One carousel over `data`: its model, made once when the carousel first appears and run on
  /// the clock the environment gives then (every carousel has its own model, also inside a
  /// ``CarouselReader``, which only points at one), and its stage.
  struct CarouselItemsView<Data: RandomAccessCollection, ID: Hashable & Sendable, Content: View>:
    View
  {
    let data: Data
    let id: KeyPath<Data.Element, ID>
    let selection: CarouselSelection<ID>?
    let itemName: ((Data.Element) -> String?)?
    /// Stands for this update of `data` and `content`, minted by the view that was given them.
    let dataVersion: CarouselDataVersion
    let content: (Data.Element) -> Content
    @Environment(\.carouselSettings) private var settings
    @Environment(\.carouselReader) private var reader
    @Environment(\.carouselItemNamer) private var namer
    @StateObject private var model: CarouselModel

    init(
      data: Data, id: KeyPath<Data.Element, ID>, selection: CarouselSelection<ID>?,
      itemName: ((Data.Element) -> String?)?, dataVersion: CarouselDataVersion,
      content: @escaping (Data.Element) -> Content
    ) {
      self.data = data
      self.id = id
      self.selection = selection
      self.itemName = itemName
      self.dataVersion = dataVersion
      self.content = content
      // Made once: StateObject keeps the first model for the view's lifetime.
      _model = StateObject(wrappedValue: CarouselModel())
    }

    var body: some View {
      // The environment is readable from here on: the model adopts the clock it gives, once,
      // before any event reaches it, and the ID type (adopting publishes nothing).
      let _ = model.adopt(settings.clock.clock, idType: ID.self)
      CarouselStage(
        model: model, reader: reader, data: data, id: id, selection: selection,
        itemName: itemName ?? namer?.naming(Data.Element.self), settings: settings,
        dataVersion: dataVersion, content: content)
    }
  }

  /// A token for one update of a carousel's data and content: the slides' content compares it
  /// by identity, so it is rebuilt when the app gave the carousel new data or a new content
  /// closure, and never for the carousel's own changes (a frame, a step, a touch).
  final class CarouselDataVersion: Sendable {}
#endif
