#if canImport(SwiftUI)
  import SwiftUI

  /// A play/pause button for the autoplay of a carousel: inside a ``CarouselReader`` (the
  /// carousel it drives) or inside a slide (that carousel).
  ///
  /// Pause freezes the wait; play resumes it where it was. The choice survives everything else
  /// (drags, leaving the screen, Reduce Motion). The button is disabled while the carousel has
  /// no autoplay to control, and while Reduce Motion or VoiceOver keep autoplay off it says so
  /// ("Autoplay off") instead of offering a pause that would do nothing. Outside any carousel it
  /// shows nothing (a runtime warning in debug builds). It says "Pause", "Play" or "Autoplay
  /// off" in the app's language, and an app's own `Carousel.strings` can redefine those keys
  /// (see <doc:GettingStarted#Localize-it>).
  ///
  /// ```swift
  /// CarouselReader { _ in
  ///   Carousel(slides) { slide in SlideView(slide: slide) }
  ///     .carouselAutoplay(.seconds(3))
  ///     .overlay(alignment: .topTrailing) { CarouselPlaybackButton().padding() }
  ///     .frame(height: 240)
  /// }
  /// ```
  public struct CarouselPlaybackButton: View {
    @Environment(\.carouselScope) private var scope

    /// A play/pause button.
    public init() {}

    /// The button.
    public var body: some View {
      CarouselControlTargetView(target: scope.control, control: "CarouselPlaybackButton") {
        model in
        let body = model.playbackButtonBody()
        Button(action: model.togglePlayback) {
          Label {
            Text(verbatim: body.title.localized)
          } icon: {
            Image(systemName: body.symbolName)
          }
          .labelStyle(.iconOnly)
        }
        .disabled(body.isDisabled)
      }
    }
  }
#endif
