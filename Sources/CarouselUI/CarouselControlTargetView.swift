#if canImport(SwiftUI)
  import SwiftUI

  /// Finds the carousel a control (``CarouselIndicator``, ``CarouselPlaybackButton``) shows:
  /// the carousel whose slides it is in, or the one its reader drives (following the reader
  /// when another carousel takes it over). Outside both it shows nothing, with a runtime
  /// warning in debug builds.
  struct CarouselControlTargetView<Content: View>: View {
    let target: CarouselControlTarget?
    /// The control's name, for the warning.
    let control: String
    @ViewBuilder let content: (CarouselModel) -> Content

    var body: some View {
      switch target {
      case .carousel(let model):
        content(model)
      case .reader(let reader):
        CarouselReaderTargetView(reader: reader, content: content)
      case nil:
        Color.clear.frame(width: 0, height: 0)
          .onAppear {
            CarouselRuntimeWarning.report([.controlOutsideCarousel(control: control)])
          }
      }
    }
  }
#endif
