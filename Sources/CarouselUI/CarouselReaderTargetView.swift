#if canImport(SwiftUI)
  import SwiftUI

  /// The carousel a reader drives now; nothing until one is on screen.
  struct CarouselReaderTargetView<Content: View>: View {
    @ObservedObject var reader: CarouselReaderModel
    @ViewBuilder let content: (CarouselModel) -> Content

    var body: some View {
      if let model = reader.carousel { content(model) }
    }
  }
#endif
