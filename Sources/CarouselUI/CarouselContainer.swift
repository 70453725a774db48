#if canImport(SwiftUI)
  import SwiftUI

  /// A carousel over `data`: its model, made once on the clock the environment gives when the
  /// carousel first appears, and its stage.
  struct CarouselContainer<
    Data: RandomAccessCollection, ID: Hashable & Sendable, SlideContent: View
  >: View {
    let data: Data
    let id: KeyPath<Data.Element, ID>
    let selection: Binding<ID?>?
    let itemName: ((Data.Element) -> String)?
    let content: (Data.Element) -> SlideContent
    @Environment(\.carouselSettings) private var settings
    @Environment(\.carouselReader) private var reader

    var body: some View {
      CarouselModelOwner(clock: settings.clock) { model in
        CarouselStage(
          model: model, reader: reader, data: data, id: id, selection: selection,
          itemName: itemName, settings: settings, content: content)
      }
    }
  }
#endif
