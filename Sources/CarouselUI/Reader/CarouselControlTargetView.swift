#if canImport(SwiftUI)
  import SwiftUI

  /// Finds the carousel a control (``CarouselIndicator``, ``CarouselPlaybackButton``) shows:
  /// the carousel whose slides it is in, or the one its reader drives (reading it is observed,
  /// so the control follows the reader when another carousel takes it over). Outside both it
  /// shows nothing, with a runtime warning in debug builds.
  struct CarouselControlTargetView<Content: View>: View {
    let target: CarouselControlTarget?
    /// The control's name, for the warning.
    let control: String
    @ViewBuilder let content: (any CarouselModelProtocol) -> Content

    var body: some View {
      if let model = target?.model {
        // A view of its own per carousel: a control that moves to another carousel leaves the
        // first (its `onDisappear` runs for the model it appeared for).
        content(model).id(ObjectIdentifier(model))
      } else if target == nil {
        Color.clear.frame(width: 0, height: 0)
          .onAppear {
            CarouselRuntimeWarning.report([.controlOutsideCarousel(control: control)])
          }
      }
    }
  }
#endif
