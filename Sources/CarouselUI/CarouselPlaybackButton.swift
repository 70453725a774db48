#if canImport(SwiftUI)
  import SwiftUI

  /// A play/pause button for the autoplay of the carousel it is inside.
  ///
  /// Pause freezes the wait; play resumes it where it was. The choice survives everything else
  /// (drags, leaving the screen, Reduce Motion). The button is disabled while the carousel has
  /// no autoplay, and shows nothing outside a carousel.
  ///
  /// ```swift
  /// CarouselReader { _ in
  ///   Carousel(slides) { slide in SlideView(slide: slide) }
  ///     .carouselAutoplay(.seconds(3))
  ///     .overlay(alignment: .topTrailing) { CarouselPlaybackButton().padding() }
  /// }
  /// ```
  public struct CarouselPlaybackButton: View {
    @Environment(\.carouselModel) private var model

    /// A play/pause button.
    public init() {}

    /// The button.
    public var body: some View {
      if let model {
        CarouselPlaybackButtonContent(model: model)
      }
    }
  }

  private struct CarouselPlaybackButtonContent: View {
    @ObservedObject var model: CarouselModel

    var body: some View {
      let isPlaying = model.engine.isPlaying
      Button {
        model.togglePlayback()
      } label: {
        Label {
          isPlaying
            ? Text("Pause", comment: "Button that pauses a carousel's autoplay")
            : Text("Play", comment: "Button that resumes a carousel's autoplay")
        } icon: {
          Image(systemName: isPlaying ? "pause.fill" : "play.fill")
        }
        .labelStyle(.iconOnly)
      }
      .disabled(!model.engine.hasAutoplay)
    }
  }
#endif
